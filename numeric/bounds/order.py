"""Mihelich et al.'s Cor 4.1: when the order of one AUC implies the order of the other.

:func:`implied_order` decides it with the exact bounds (default) or with the paper's claimed ones.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from analytic.arguments import exactly_one
from numeric.bounds._precision import FloatOrArray
from numeric.bounds.exact_minimum import auc_pr_min_exact, auc_roc_max_exact
from numeric.bounds.mihelich import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
)
from numeric.validation import as_float_array, check_positive

__all__ = ["IMPLIED_ORDER_METHODS", "ImpliedOrder", "implied_order"]


#: A float64 bound ``(skew, auc) -> float or ndarray``.
FastBound = Callable[[npt.ArrayLike, npt.ArrayLike], FloatOrArray]

#: Method -> given metric -> (lower bound, upper bound) of the other metric.
IMPLIED_ORDER_METHODS: dict[str, dict[str, tuple[FastBound, FastBound]]] = {
    "exact": {
        "auc_roc": (auc_pr_min_exact, auc_pr_max),
        "auc_pr": (auc_roc_min, auc_roc_max_exact),
    },
    "mihelich": {
        "auc_roc": (auc_pr_min_mihelich, auc_pr_max),
        "auc_pr": (auc_roc_min, auc_roc_max_mihelich),
    },
}

_OTHER = {"auc_roc": "auc_pr", "auc_pr": "auc_roc"}


@dataclass(frozen=True)
class ImpliedOrder:
    """Whether two models' values of one AUC imply the order of the other AUC (Cor. 4.1).

    Attributes
    ----------
    skew : float
        ``a = N-/N+``.
    given : str
        The metric given for both models, ``'auc_roc'`` or ``'auc_pr'``.
    other : str
        The metric whose order is decided.
    values : tuple of float
        The given metric of model 1 and model 2.
    bounds_1, bounds_2 : tuple of float
        ``(lower, upper)`` bound of the other metric for model 1 and model 2.
    verdict : str
        ``'model 1 >= model 2 implied'``, ``'model 2 >= model 1 implied'`` or ``'not implied'``.
    method : str
        Which bounds were used: ``'exact'``, or ``'mihelich'`` for the paper's (its lower bound on
        AUC-PR and upper bound on AUC-ROC are not the true ones, so its verdicts can be wrong).
    """

    skew: float
    given: str
    other: str
    values: tuple[float, float]
    bounds_1: tuple[float, float]
    bounds_2: tuple[float, float]
    verdict: str
    method: str


def implied_order(*, skew: float, auc_roc: tuple[float, float] | None = None,
                  auc_pr: tuple[float, float] | None = None,
                  method: str = "exact") -> ImpliedOrder:
    r"""Decide whether two AUC-ROCs imply the order of the AUC-PRs, or conversely (Cor. 4.1).

    Parameters
    ----------
    skew : float
        ``a = N-/N+ > 0``, keyword-only.
    auc_roc, auc_pr : pair of float, keyword-only
        Exactly one: the given metric of model 1 and model 2.
    method : {'exact', 'mihelich'}, default='exact'
        Key of :data:`IMPLIED_ORDER_METHODS`: which bounds to use. ``'exact'`` uses the exact
        minimum AUC-PR and maximum AUC-ROC (always correct); ``'mihelich'`` the paper's claimed
        ones, whose verdicts can be wrong (``rocpr check mihelich2024.cor4.1`` shows data sets).

    Returns
    -------
    ImpliedOrder
        The bounds used and the verdict. Model 1 is tested first: with equal bounds (both AUCs 1)
        the verdict is ``'model 1 >= model 2 implied'``.

    Notes
    -----
    Given AUC-ROCs ``x1, x2``:

    .. math:: \mathrm{AUC}_{PR}^{\min}(x_1) \ge \mathrm{AUC}_{PR}^{\max}(x_2)
        \Rightarrow \mathrm{AUC}_{PR,1} \ge \mathrm{AUC}_{PR,2},

    and likewise with AUC-PRs ``k1, k2`` and the AUC-ROC bounds of Thm 3.9.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Cor. 4.1.

    Examples
    --------
    >>> implied_order(skew=1, auc_pr=(0.99, 0.5)).verdict
    'model 1 >= model 2 implied'
    >>> implied_order(skew=100, auc_roc=(0.875, 0.813)).verdict  # Davis & Goadrich's pair
    'not implied'
    """
    name = exactly_one(auc_roc=auc_roc, auc_pr=auc_pr)
    if method not in IMPLIED_ORDER_METHODS:
        raise ValueError(
            f"method must be one of {sorted(IMPLIED_ORDER_METHODS)}, got {method!r}"
        )
    pair = auc_roc if auc_roc is not None else auc_pr
    if pair is None:  # pragma: no cover - exactly_one raised already
        raise ValueError("give exactly one of auc_roc, auc_pr")
    vals = as_float_array(pair, name)
    if vals.shape != (2,):
        raise ValueError(f"{name} must be a pair (model 1, model 2), got {pair!r}")
    a = check_positive(skew, "skew")
    if np.ndim(a) != 0:
        raise ValueError(f"skew must be a scalar, got an array of shape {np.shape(a)}")
    lower, upper = IMPLIED_ORDER_METHODS[method][name]
    lo = np.asarray(lower(a, vals), dtype=np.float64)
    hi = np.asarray(upper(a, vals), dtype=np.float64)
    b1 = (float(lo[0]), float(hi[0]))
    b2 = (float(lo[1]), float(hi[1]))
    if b1[0] >= b2[1]:
        verdict = "model 1 >= model 2 implied"
    elif b2[0] >= b1[1]:
        verdict = "model 2 >= model 1 implied"
    else:
        verdict = "not implied"
    return ImpliedOrder(float(a), name, _OTHER[name], (float(vals[0]), float(vals[1])),
                        b1, b2, verdict, method)
