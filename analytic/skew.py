r"""The three ways of stating class balance and the one place that converts them, symbolically.

The papers use three parameterisations of the same quantity:

* the imbalance (Mihelich et al. 2024, Sec. 3.1) ``a = N-/N+`` -- called ``skew`` in rocpr;
* the prevalence (Boyd et al. 2012, Sec. 2, their "skew") ``pi = N+/N = 1/(1 + a)``;
* the counts ``(N+, N-)`` themselves.

Every formula of :mod:`analytic` takes ``skew``; the functions that also accept ``prevalence=``
or ``counts=`` (keyword-only) convert them by :func:`resolve_skew`. Numeric twin:
:mod:`numeric.geometry.skew` (same names and parameters, tied by ``tests/test_twins.py``).
"""

from __future__ import annotations

import sympy as sp

from .arguments import as_positive as _positive
from .arguments import exactly_one
from .types import Sympifiable

__all__ = ["prevalence_from_skew", "resolve_skew", "skew_from_counts", "skew_from_prevalence"]


def skew_from_prevalence(prevalence: Sympifiable) -> sp.Expr:
    r"""Imbalance ``a = (1 - pi)/pi`` from the prevalence ``pi = N+/N``.

    Parameters
    ----------
    prevalence : sympifiable
        ``pi``, in ``(0, 1)``; a number sympy can prove outside raises :class:`ValueError`.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: a = \frac{N^-}{N^+} = \frac{1 - \pi}{\pi}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 3.1 and Cor. 3.11.

    Examples
    --------
    >>> skew_from_prevalence(sp.Rational(1, 5))
    4
    >>> skew_from_prevalence(sp.Symbol("pi"))
    (1 - pi)/pi
    """
    pi = _positive(prevalence, "prevalence")
    if (pi - 1).is_nonnegative:
        raise ValueError(f"prevalence must be in (0, 1), got {pi}")
    return (1 - pi) / pi


def prevalence_from_skew(skew: Sympifiable) -> sp.Expr:
    r"""Prevalence ``pi = 1/(1 + a)`` from the imbalance ``a = N-/N+``.

    Parameters
    ----------
    skew : sympifiable
        ``a > 0``; a number sympy can prove ``<= 0`` raises :class:`ValueError`.

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: \pi = \frac{1}{1 + a}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Cor. 3.11.

    Examples
    --------
    >>> prevalence_from_skew(4)
    1/5
    """
    a = _positive(skew, "skew")
    return 1 / (1 + a)


def skew_from_counts(n_pos: Sympifiable, n_neg: Sympifiable) -> sp.Expr:
    r"""Imbalance ``a = N-/N+`` from the class counts.

    Parameters
    ----------
    n_pos, n_neg : sympifiable
        ``N+ > 0`` and ``N- > 0`` (real, e.g. weighted, totals are allowed).

    Returns
    -------
    sympy.Expr

    Notes
    -----
    .. math:: a = \frac{N^-}{N^+}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 3.1.

    Examples
    --------
    >>> skew_from_counts(433, 56164)  # Davis & Goadrich (2006), Fig. 6
    56164/433
    """
    return _positive(n_neg, "n_neg") / _positive(n_pos, "n_pos")


def resolve_skew(
    skew: Sympifiable | None = None,
    *, prevalence: Sympifiable | None = None,
    counts: tuple[Sympifiable, Sympifiable] | None = None,
) -> sp.Expr:
    r"""The imbalance ``a = N-/N+`` from exactly one of ``skew``, ``prevalence`` or ``counts``.

    Parameters
    ----------
    skew : sympifiable, optional
        ``a > 0``.
    prevalence : sympifiable, optional
        ``pi = N+/N`` in ``(0, 1)``.
    counts : (n_pos, n_neg), optional
        The class counts (real, e.g. weighted, totals are allowed).

    Returns
    -------
    sympy.Expr
        ``a``, validated (a value sympy can prove out of its domain raises).

    Raises
    ------
    ValueError
        Unless exactly one of the three is given; for a value out of its domain.
    TypeError
        If ``counts`` is not a pair.

    Notes
    -----
    .. math:: a = \frac{N^-}{N^+} = \frac{1 - \pi}{\pi}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 3.1.

    Examples
    --------
    >>> resolve_skew(prevalence=sp.Rational(1, 5))
    4
    >>> resolve_skew(counts=(20, 2000))
    100
    >>> resolve_skew(1, prevalence=sp.Rational(1, 2))
    Traceback (most recent call last):
    ...
    ValueError: give exactly one of skew, prevalence, counts; got skew, prevalence
    """
    exactly_one(skew=skew, prevalence=prevalence, counts=counts)
    if skew is not None:
        return _positive(skew, "skew")
    if prevalence is not None:
        return skew_from_prevalence(prevalence)
    if not isinstance(counts, (tuple, list)) or len(counts) != 2:
        raise TypeError(f"counts must be a pair (n_pos, n_neg), got {counts!r}")
    return skew_from_counts(counts[0], counts[1])
