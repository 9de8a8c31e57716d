"""The one place that converts between the three ways of stating class balance.

The papers use three parameterisations of the same quantity:

* the imbalance (Mihelich et al. 2024, Sec. 3.1) ``a = N-/N+`` -- called ``skew`` in this toolkit;
* the prevalence (Boyd et al. 2012, Sec. 2, their "skew") ``pi = N+/N = 1/(1 + a)``;
* the counts ``(N+, N-)`` themselves.

Every function of :mod:`numeric` that needs the class balance takes ``skew`` (``a``); the
command line and :func:`resolve_skew` accept any of the three and convert here. The symbolic
twin is :mod:`analytic.skew` (same names and parameters; tied to this module by
``tests/numeric/geometry/test_skew.py`` and ``tests/test_twins.py``).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from analytic.arguments import exactly_one
from numeric.validation import check_interval, check_positive, check_positive_int

__all__ = ["prevalence_from_skew", "resolve_skew", "skew_from_counts", "skew_from_prevalence"]

FloatOrArray = float | npt.NDArray[np.float64]


def skew_from_prevalence(prevalence: npt.ArrayLike) -> FloatOrArray:
    r"""Imbalance ``a = (1 - pi)/pi`` from the prevalence ``pi = N+/N``.

    Parameters
    ----------
    prevalence : float or array_like
        Fraction of positives, in the open interval (0, 1).

    Returns
    -------
    float or ndarray
        ``a = N-/N+ > 0``; a float for scalar input.

    Notes
    -----
    .. math:: a = \frac{1 - \pi}{\pi}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 3.1 and Cor. 3.11, eq. (38).

    Examples
    --------
    >>> skew_from_prevalence(0.2)
    4.0
    >>> skew_from_prevalence(0.0)
    Traceback (most recent call last):
    ...
    ValueError: prevalence must be in (0, 1), got 0.0
    """
    pi = check_interval(prevalence, "prevalence", closed="neither")
    out = (1.0 - np.asarray(pi)) / pi
    return float(out) if np.ndim(out) == 0 else out


def prevalence_from_skew(skew: npt.ArrayLike) -> FloatOrArray:
    r"""Prevalence ``pi = 1/(1 + a)`` from the imbalance ``a = N-/N+``.

    Notes
    -----
    .. math:: \pi = \frac{1}{1 + a}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Cor. 3.11, eq. (38).

    Examples
    --------
    >>> prevalence_from_skew(4.0)
    0.2
    >>> prevalence_from_skew(-1.0)
    Traceback (most recent call last):
    ...
    ValueError: skew must be > 0, got -1.0
    """
    a = check_positive(skew, "skew")
    out = 1.0 / (1.0 + np.asarray(a))
    return float(out) if np.ndim(out) == 0 else out


def skew_from_counts(n_pos: object, n_neg: object) -> float:
    """Imbalance ``a = N-/N+`` from the class counts (both positive integers).

    Examples
    --------
    >>> skew_from_counts(20, 2000)
    100.0
    >>> skew_from_counts(20, 0)
    Traceback (most recent call last):
    ...
    ValueError: n_neg must be a positive integer, got 0
    """
    p = check_positive_int(n_pos, "n_pos")
    n = check_positive_int(n_neg, "n_neg")
    return n / p


def resolve_skew(
    skew: npt.ArrayLike | None = None,
    *,
    prevalence: npt.ArrayLike | None = None,
    counts: tuple[object, object] | None = None,
) -> FloatOrArray:
    """Return the imbalance ``a`` from exactly one of ``skew``, ``prevalence`` or ``counts``.

    Parameters
    ----------
    skew : float or array_like, optional
        The imbalance ``a = N-/N+ > 0``.
    prevalence : float or array_like, optional
        ``pi = N+/N`` in (0, 1).
    counts : (n_pos, n_neg), optional
        Positive integer class counts.

    Returns
    -------
    float or ndarray
        The validated imbalance ``a``.

    Examples
    --------
    >>> resolve_skew(prevalence=0.5)
    1.0
    >>> resolve_skew(counts=(433, 56164))  # Davis & Goadrich (2006), Fig. 6
    129.7090...
    >>> resolve_skew(1.0, prevalence=0.5)
    Traceback (most recent call last):
    ...
    ValueError: give exactly one of skew, prevalence, counts; got skew, prevalence
    """
    exactly_one(skew=skew, prevalence=prevalence, counts=counts)
    if skew is not None:
        return check_positive(skew, "skew")
    if prevalence is not None:
        return skew_from_prevalence(prevalence)
    assert counts is not None
    if not isinstance(counts, (tuple, list)) or len(counts) != 2:
        raise TypeError(f"counts must be a pair (n_pos, n_neg), got {counts!r}")
    return skew_from_counts(counts[0], counts[1])
