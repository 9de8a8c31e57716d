r"""Bound tables: the bounds of :mod:`numeric.bounds` on a grid of skews and AUC values.

:func:`bound_table` evaluates any of :data:`numeric.bounds.results.QUANTITIES` on every pair
(skew, AUC value), one row per pair, skews outermost, in float64 or (``dps=``) in mpmath through
the entries of :mod:`numeric.bounds.precise`; rendering it as Markdown, LaTeX, CSV or JSON is the
application's (:func:`rocpr.render.format_table`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import mpmath
import numpy as np
import numpy.typing as npt

from numeric._progress import ProgressCallback
from numeric.bounds.precise import ExactReal
from numeric.bounds.results import QUANTITIES
from numeric.validation import check_dps, check_interval, check_positive

__all__ = ["MAX_ROWS", "BoundTable", "bound_table", "skews_from_prevalences"]

# Rows of one table (each row a handful of Python objects; a 1e6-row Markdown table is ~100 MB).
MAX_ROWS = 1_000_000

def skews_from_prevalences(prevalences: Sequence[Fraction | float]) -> list[Fraction]:
    """Exact skews ``(1 - pi)/pi`` of validated prevalences in ``(0, 1)``.

    Examples
    --------
    >>> [str(s) for s in skews_from_prevalences([Fraction(1, 10), Fraction(1, 2)])]
    ['9', '1']
    """
    check_interval([float(p) for p in prevalences], "prevalence", closed="neither")
    return [(1 - Fraction(p)) / Fraction(p) for p in prevalences]


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class BoundTable:
    """A computed table: column names and rows of numbers.

    Attributes
    ----------
    columns : tuple of str
        ``'skew'``, ``'prevalence'``, the AUC given (if any), then the quantities.
    rows : tuple of tuple
        One row per (skew, AUC value); floats, or ``mpmath.mpf`` when ``dps`` was given.
    dps : int or None
        Digits of the mpmath evaluation, or ``None`` for float64.
    """

    columns: tuple[str, ...]
    rows: tuple[tuple[float | mpmath.mpf, ...], ...]
    dps: int | None


def bound_table(
    skews: Sequence[ExactReal],
    quantities: Sequence[str],
    *,
    auc_roc: Sequence[ExactReal] | None = None,
    auc_pr: Sequence[ExactReal] | None = None,
    dps: int | None = None,
    progress: ProgressCallback | None = None,
) -> BoundTable:
    r"""Tabulate bounds on the grid ``skews x AUC values``.

    Parameters
    ----------
    skews : sequence of real
        Imbalances ``a = N-/N+ > 0`` (floats, ints or :class:`fractions.Fraction`).
    quantities : sequence of str
        Names from :data:`numeric.bounds.results.QUANTITIES` (columns, in this order).
    auc_roc, auc_pr : sequence of real, optional
        At most one: the AUC values (``auc_roc`` for the AUC-PR bounds, ``auc_pr`` for the
        AUC-ROC bounds). Omit both to tabulate ``global_min_auc_pr`` alone.
    dps : int, optional
        Evaluate with mpmath to this many digits (Fractions are taken exactly).
    progress : callable, optional
        Called as ``progress(done, total)`` after each skew's rows (``done`` rows of ``total``);
        the command line draws its bar with it.

    Returns
    -------
    BoundTable

    Raises
    ------
    ValueError
        For an unknown quantity, a quantity that needs the other AUC, or any invalid value
        (the bound functions' messages).

    Notes
    -----
    Rows run over skews (outer) and AUC values (inner). The quantities are those of
    Mihelich et al. (2024), Thm 3.5 and 3.9, and Boyd et al. (2012), Thm 2:

    .. math:: 1 - a\ln\frac{1+a}{a}, \quad 1 - a\ln\frac{1+a}{a + r}, \quad \dots

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 4.1-4.2; Boyd, Costa, Davis & Page
    (ICML 2012), Thm 2.

    Examples
    --------
    >>> t = bound_table([100], ["auc_pr_min_mihelich", "auc_pr_max"], auc_roc=[0.875])
    >>> t.columns
    ('skew', 'prevalence', 'auc_roc', 'auc_pr_min_mihelich', 'auc_pr_max')
    >>> [round(v, 3) for v in t.rows[0][3:]]  # Mihelich et al., Sec. 4.1
    [0.038, 0.876]
    """
    if auc_roc is not None and auc_pr is not None:
        raise ValueError("give at most one of auc_roc, auc_pr; got both")
    metric = "auc_roc" if auc_roc is not None else "auc_pr" if auc_pr is not None else None
    values = list(auc_roc if auc_roc is not None else auc_pr if auc_pr is not None else [])
    if metric is not None and not values:
        raise ValueError(f"{metric} needs at least one value")
    if not quantities:
        raise ValueError("quantities needs at least one name")
    for q in quantities:
        if q not in QUANTITIES:
            raise ValueError(f"quantity must be one of {sorted(QUANTITIES)}, got {q!r}")
        needs = QUANTITIES[q].takes
        if needs is not None and needs != metric:
            flag = needs.replace("_", "-")
            raise ValueError(f"quantity {q} needs --{flag} values (the {needs} it is bounded at)")
    skew_list = list(skews)
    if not skew_list:
        raise ValueError("skews needs at least one value")
    n_rows = len(skew_list) * max(len(values), 1)
    if n_rows > MAX_ROWS:
        raise ValueError(
            f"a table has at most {MAX_ROWS:,} rows (skews x values), got {len(skew_list):,} x "
            f"{max(len(values), 1):,} = {n_rows:,}"
        )
    a_float = np.asarray(check_positive([float(s) for s in skew_list], "skew"))
    digits = None if dps is None else check_dps(dps)

    # Validate the whole grid with the fast path before any slow work.
    v_float = np.asarray([float(v) for v in values], dtype=np.float64)
    for q in quantities:
        needs, fn, _ = QUANTITIES[q]
        if needs is None:
            fn(a_float, 0.0)
        else:
            fn(a_float[:, None], v_float[None, :])

    columns = ("skew", "prevalence", *((metric,) if metric else ()), *quantities)
    n_inner = max(len(values), 1)
    total = len(skew_list) * n_inner
    rows: list[tuple[float | mpmath.mpf, ...]] = []
    for i, s in enumerate(skew_list):
        rows.extend(_rows_for_skew(s, values, metric, quantities, digits))
        if progress is not None:
            progress((i + 1) * n_inner, total)
    return BoundTable(columns, tuple(rows), digits)


def _rows_for_skew(s: ExactReal, values: list[ExactReal], metric: str | None,
                   quantities: Sequence[str], digits: int | None
                   ) -> list[tuple[float | mpmath.mpf, ...]]:
    n = max(len(values), 1)
    out: list[tuple[float | mpmath.mpf, ...]] = []
    if digits is None:
        a = float(s)
        vals = np.asarray([float(v) for v in values], dtype=np.float64)
        cols: list[npt.NDArray[np.float64]] = []
        for q in quantities:
            needs, fn, _ = QUANTITIES[q]
            col = fn(a, 0.0) if needs is None else fn(a, vals)
            cols.append(np.broadcast_to(np.asarray(col, dtype=np.float64), (n,)))
        for j in range(n):
            row = [a, 1.0 / (1.0 + a)]
            if metric:
                row.append(float(vals[j]))
            out.append(tuple(row + [float(c[j]) for c in cols]))
        return out
    with mpmath.workdps(digits):
        a_mp = _mpf_of(s)
        prev = 1 / (1 + a_mp)
    mp_cols: list[list[mpmath.mpf]] = []
    for q in quantities:
        needs, _, precise_fn = QUANTITIES[q]
        if needs is None:
            mp_cols.append([precise_fn(s, 0, dps=digits)] * n)
        else:
            mp_cols.append([precise_fn(s, v, dps=digits) for v in values])
    for j in range(n):
        mp_row = [a_mp, prev]
        if metric:
            with mpmath.workdps(digits):
                mp_row.append(_mpf_of(values[j]))
        out.append(tuple(mp_row + [c[j] for c in mp_cols]))
    return out


def _mpf_of(v: ExactReal) -> mpmath.mpf:
    """A Fraction exactly divided at the current precision; anything else through float."""
    if isinstance(v, Fraction):
        return mpmath.mpf(v.numerator) / v.denominator
    return mpmath.mpf(float(v))
