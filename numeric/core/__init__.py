"""The exact kernel: validated labelled scores -> one step per distinct score -> exact areas.

Every number of :mod:`numeric.data` and :mod:`numeric.stats` (and of the Dask engine) comes
through these modules, in this order:

* :mod:`numeric.core.inputs` (with :mod:`~numeric.core.labels` and
  :mod:`~numeric.core.weight_scale`): the data arguments checked once, the weights rescaled by a
  power of two;
* :mod:`numeric.core.steps`: the cumulative (weighted) TP and FP at each distinct score
  (:class:`~numeric.core.steps.ThresholdCounts`) and the steps along which recall grows
  (:class:`~numeric.core.steps.RecallSteps`), sorted once (:mod:`~numeric.core.packed_sort` is
  numpy's fast path);
* :mod:`numeric.core.segments`, :mod:`numeric.core.step_sums`, :mod:`numeric.core.dg_points`
  and :mod:`numeric.core.areas`: the exact areas of those steps, summed without cancellation.

The kernel sits below every other subpackage of :mod:`numeric` (``core < geometry, bounds < data
< stats``; ``tests/test_layers.py``) and imports none of them.
"""

from typing import TYPE_CHECKING

from numeric._lazy import lazy_exports

if TYPE_CHECKING:
    from .areas import (
        areas_from_steps,
        auc_pr_dg_steps_from_steps,
        auc_pr_from_steps,
        auc_roc_from_steps,
        average_precision_from_steps,
        pr_deficit_from_steps,
    )
    from .steps import RecallSteps, ThresholdCounts, recall_steps, threshold_counts

__all__ = [
    "RecallSteps",
    "ThresholdCounts",
    "areas_from_steps",
    "auc_pr_dg_steps_from_steps",
    "auc_pr_from_steps",
    "auc_roc_from_steps",
    "average_precision_from_steps",
    "pr_deficit_from_steps",
    "recall_steps",
    "threshold_counts",
]

__getattr__, __dir__ = lazy_exports(__name__, __all__, [".steps", ".areas"])
