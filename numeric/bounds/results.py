"""Every bound at a given AUC, in one result object; the registry of tabulated quantities.

:func:`auc_pr_bounds` gathers, at fixed AUC-ROC, Boyd et al.'s global minimum, Mihelich et al.'s
Thm 3.5 (maximum and claimed minimum) and the exact minimum; :func:`auc_roc_bounds` does the same
at fixed AUC-PR. :data:`QUANTITIES` names every quantity that ``rocpr table`` can tabulate.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, Protocol, overload

import mpmath
import numpy as np
import numpy.typing as npt

from analytic.precision import ExactReal
from numeric.bounds import precise
from numeric.bounds._precision import FloatOrArray, as_output, broadcast_pair
from numeric.bounds._records import AucPrBounds, AucRocBounds
from numeric.bounds.boyd import global_min_auc_pr
from numeric.bounds.exact_minimum import auc_pr_min_exact, auc_roc_max_exact
from numeric.bounds.mihelich import (
    auc_pr_max,
    auc_pr_min_mihelich,
    auc_roc_max_mihelich,
    auc_roc_min,
)
from numeric.bounds.order import FastBound

__all__ = [
    "AUC_PR_BOUNDS",
    "AUC_ROC_BOUNDS",
    "QUANTITIES",
    "AucPrBounds",
    "AucRocBounds",
    "Quantity",
    "auc_pr_bounds",
    "auc_pr_min_gap",
    "auc_roc_bounds",
    "auc_roc_max_gap",
]

class PreciseBound(Protocol):
    """A precise bound ``(skew, auc, *, dps)`` of :mod:`numeric.bounds.precise`: one ``mpf``."""

    def __call__(self, skew: ExactReal, auc: ExactReal, /, *, dps: int = ...) -> mpmath.mpf: ...


# Field name -> bound function. A further bound is one entry here plus its field in the
# dataclass; the command line and the tables pick it up from these maps. ``auc_pr_min`` and
# ``auc_roc_max`` are the exact bounds (numeric.bounds.exact_minimum); the ``*_mihelich`` entries
# are the paper's claims, kept beside them for comparison.
AUC_PR_BOUNDS: dict[str, FastBound] = {
    "auc_pr_max": auc_pr_max,
    "auc_pr_min": auc_pr_min_exact,
    "auc_pr_min_mihelich": auc_pr_min_mihelich,
}
AUC_ROC_BOUNDS: dict[str, FastBound] = {
    "auc_roc_min": auc_roc_min,
    "auc_roc_max": auc_roc_max_exact,
    "auc_roc_max_mihelich": auc_roc_max_mihelich,
}


@overload
def auc_pr_min_gap(skew: float, auc_roc: float) -> float: ...
@overload
def auc_pr_min_gap(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray: ...
def auc_pr_min_gap(skew: npt.ArrayLike, auc_roc: npt.ArrayLike) -> FloatOrArray:
    r"""How far Thm 3.5's claimed minimum AUC-PR lies above the exact minimum.

    ``auc_pr_min_mihelich - auc_pr_min`` (``> 0`` for every AUC-ROC in (0, 1): the claim is too
    high, so data sets exist below it). :func:`numeric.bounds.precise.auc_pr_min_gap` gives it
    to any number of digits.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 (claimed minimum); the exact minimum:
    ``docs/exact_minimum.md``.

    Examples
    --------
    >>> round(auc_pr_min_gap(100, 0.875), 6)  # 0.037987 - 4/117
    0.003799
    """
    gap = np.subtract(auc_pr_min_mihelich(skew, auc_roc), auc_pr_min_exact(skew, auc_roc))
    return as_output(gap)


@overload
def auc_roc_max_gap(skew: float, auc_pr: float) -> float: ...
@overload
def auc_roc_max_gap(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray: ...
def auc_roc_max_gap(skew: npt.ArrayLike, auc_pr: npt.ArrayLike) -> FloatOrArray:
    r"""How far the exact maximum AUC-ROC lies above Thm 3.9's claimed maximum.

    ``auc_roc_max - auc_roc_max_mihelich`` (``> 0`` strictly between the global minimum and 1).
    :func:`numeric.bounds.precise.auc_roc_max_gap` gives it to any number of digits.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 (claimed maximum, eq. 29).

    Examples
    --------
    >>> auc_roc_max_gap(100, 0.038) > 0
    True
    """
    gap = np.subtract(auc_roc_max_exact(skew, auc_pr), auc_roc_max_mihelich(skew, auc_pr))
    return as_output(gap)


class Quantity(NamedTuple):
    """One tabulated quantity: the AUC it is bounded at and its two entries.

    Attributes
    ----------
    takes : {'auc_roc', 'auc_pr'} or None
        The AUC given (``None``: a function of the skew alone).
    fast : callable
        The float64 function ``fast(skew, auc)`` (vectorized; ``auc`` ignored when ``takes`` is
        ``None``).
    precise : callable
        The extended-precision function ``precise(skew, auc, *, dps)`` of
        :mod:`numeric.bounds.precise`, returning ``mpmath.mpf``.
    """

    takes: str | None
    fast: FastBound
    precise: PreciseBound


def _gmin(skew: npt.ArrayLike, _value: npt.ArrayLike | None = None) -> FloatOrArray:
    return global_min_auc_pr(skew)


def _gmin_precise(skew: ExactReal, _value: ExactReal = 0, /, *,
                  dps: int = precise.DEFAULT_DPS) -> mpmath.mpf:
    return precise.global_min_auc_pr(skew, dps=dps)


def _quantities() -> dict[str, Quantity]:
    out = {"global_min_auc_pr": Quantity(None, _gmin, _gmin_precise)}
    for takes, names in (("auc_roc", AUC_PR_BOUNDS), ("auc_pr", AUC_ROC_BOUNDS)):
        for name, fn in names.items():
            out[name] = Quantity(takes, fn, getattr(precise, fn.__name__))
    out["auc_pr_min_gap"] = Quantity("auc_roc", auc_pr_min_gap, precise.auc_pr_min_gap)
    out["auc_roc_max_gap"] = Quantity("auc_pr", auc_roc_max_gap, precise.auc_roc_max_gap)
    return out


#: Every tabulated quantity: name -> :class:`Quantity` ``(takes, fast, precise)``.
QUANTITIES: Mapping[str, Quantity] = _quantities()


def _given(skew: npt.ArrayLike, value: npt.ArrayLike, name: str) -> dict[str, FloatOrArray]:
    """The fields ``skew``, ``prevalence``, ``<name>``, ``global_min_auc_pr`` of a result."""
    a, v = broadcast_pair(skew, value, name)
    return {"skew": as_output(a), "prevalence": as_output(1.0 / (1.0 + a)), name: as_output(v),
            "global_min_auc_pr": global_min_auc_pr(a)}


@overload
def auc_pr_bounds(skew: float, auc_roc: float) -> AucPrBounds[float]: ...
@overload
def auc_pr_bounds(skew: npt.ArrayLike, auc_roc: npt.ArrayLike
                  ) -> AucPrBounds[float] | AucPrBounds[FloatOrArray]: ...
def auc_pr_bounds(skew: npt.ArrayLike, auc_roc: npt.ArrayLike
                  ) -> AucPrBounds[float] | AucPrBounds[FloatOrArray]:
    r"""Every bound on AUC-PR at a given AUC-ROC, in one result object.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0`` (see :func:`numeric.geometry.skew.resolve_skew` for prevalence or counts).
    auc_roc : float or array_like
        In ``[0, 1]``; broadcast against ``skew``.

    Returns
    -------
    AucPrBounds
        Python floats for scalar input, arrays otherwise.

    Notes
    -----
    .. math:: 1 - ac\ln\frac{1+ac}{ac} \;\text{(claimed min)}, \qquad
        1 - a\ln\frac{1+a}{1-c+a} \;\text{(max)}, \qquad c = 1 - \mathrm{AUC}_{ROC}

    Each field has the accuracy of its function (README, "Accuracy and speed"): below 1e-15
    relative in float64 for every skew in ``[5e-324, 1.8e308]``, never NaN;
    :func:`numeric.bounds.precise.auc_pr_bounds` takes the inputs (floats, Fractions, decimal
    strings, ``mpf``) exactly and every field carries ``dps`` verified digits.

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 and Sec. 4.1; Boyd, Costa, Davis & Page
    (ICML 2012), Thm 2.

    Examples
    --------
    >>> b = auc_pr_bounds(100, 0.875)  # Mihelich et al., Sec. 4.1: [0.038, 0.876]
    >>> round(b.auc_pr_min_mihelich, 3), round(b.auc_pr_max, 3)
    (0.038, 0.876)
    """
    fields = _given(skew, auc_roc, "auc_roc")
    fields.update({name: fn(skew, auc_roc) for name, fn in AUC_PR_BOUNDS.items()})
    return AucPrBounds(**fields)


@overload
def auc_roc_bounds(skew: float, auc_pr: float) -> AucRocBounds[float]: ...
@overload
def auc_roc_bounds(skew: npt.ArrayLike, auc_pr: npt.ArrayLike
                   ) -> AucRocBounds[float] | AucRocBounds[FloatOrArray]: ...
def auc_roc_bounds(skew: npt.ArrayLike, auc_pr: npt.ArrayLike
                   ) -> AucRocBounds[float] | AucRocBounds[FloatOrArray]:
    r"""Every bound on AUC-ROC at a given AUC-PR, in one result object.

    Parameters
    ----------
    skew : float or array_like
        ``a = N-/N+ > 0``.
    auc_pr : float or array_like
        In ``[global_min_auc_pr(skew), 1]``; broadcast against ``skew``.

    Returns
    -------
    AucRocBounds
        Python floats for scalar input, arrays otherwise.

    Notes
    -----
    .. math:: a\left(e^{(k-m)/a} - 1\right) \;\text{(min)}, \qquad
        1 - \frac{F^{-1}(1-k)}{a} \;\text{(claimed max)}

    Each field has the accuracy of its function (README, "Accuracy and speed"): in float64 a
    relative error of a few ulp times the condition number ``k/(k - m)`` near the global
    minimum ``m``, never NaN; :func:`numeric.bounds.precise.auc_roc_bounds` takes the inputs
    exactly and every field carries ``dps`` verified digits (the guard digits grow with the
    conditioning).

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.9 and Sec. 4.2.

    Examples
    --------
    >>> b = auc_roc_bounds(100, 0.7)  # Mihelich et al., Sec. 4.2: [0.697, 0.999]
    >>> round(b.auc_roc_min, 3), round(b.auc_roc_max_mihelich, 3)
    (0.697, 0.999)
    """
    fields = _given(skew, auc_pr, "auc_pr")
    fields.update({name: fn(skew, auc_pr) for name, fn in AUC_ROC_BOUNDS.items()})
    return AucRocBounds(**fields)
