"""Evaluation engines beyond memory: the exact Dask engine (``pip install "rocpr[dask]"``).

Dask is imported only when an engine function runs, so ``import rocpr.engines`` is light.
"""

from rocpr.engines.distributed import (
    SampledCurves,
    dask_curves,
    evaluate_dask,
    evaluate_dask_frame,
    read_dask_frame,
)

__all__ = [
    "SampledCurves",
    "dask_curves",
    "evaluate_dask",
    "evaluate_dask_frame",
    "read_dask_frame",
]
