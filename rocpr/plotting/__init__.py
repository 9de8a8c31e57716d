"""Plotting with matplotlib: curves and bounds (:mod:`~rocpr.plotting.curves`), panels of scored
models (:mod:`~rocpr.plotting.models`), fold and per-class averages (:mod:`~rocpr.plotting.folds`)
and the papers' figures (:mod:`~rocpr.plotting.figures`).

matplotlib is imported by the submodules only: ``import rocpr.plotting`` alone loads none of them.
"""

__all__ = ["curves", "figures", "folds", "models"]
