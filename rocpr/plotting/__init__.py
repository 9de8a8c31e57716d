"""Plotting with matplotlib: the Display objects (:mod:`~rocpr.plotting.displays`:
``PrecisionRecallDisplay``, ``RocCurveDisplay``, ``FeasibleRegionDisplay``, the one idiom the
CLI, the report and the papers' figures draw through), curves and bounds as functions
(:mod:`~rocpr.plotting.curves`), panels of scored models (:mod:`~rocpr.plotting.models`), fold and
per-class averages (:mod:`~rocpr.plotting.folds`) and the papers' figures
(:mod:`~rocpr.plotting.figures`).

matplotlib is imported by the submodules only: ``import rocpr.plotting`` alone loads none of them.
"""

__all__ = ["curves", "displays", "figures", "folds", "models"]
