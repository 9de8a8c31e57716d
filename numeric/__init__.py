"""Numeric layer: vectorized evaluation on real data.

Curves and AUCs from labels and scores, bounds and tables, plots, and the ``rocpr`` command line.
Formulas are the numeric twins of :mod:`analytic`'s expressions.

Naming rules (as in scikit-learn's ``metrics``): ``*_curve`` returns arrays, ``*_score`` and
``auc_*`` return a float, ``*_bounds`` returns a result object. Data arguments are
``y_true, y_score, sample_weight=None, pos_label=None``, in that order.
"""

from ._warnings import DegenerateDataWarning, RocprWarning
from .skew import prevalence_from_skew, resolve_skew, skew_from_counts, skew_from_prevalence

__all__ = [
    "DegenerateDataWarning",
    "RocprWarning",
    "prevalence_from_skew",
    "resolve_skew",
    "skew_from_counts",
    "skew_from_prevalence",
]
