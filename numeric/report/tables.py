r"""Bound tables for reports: grids of skews and AUC values, as Markdown, LaTeX, CSV or JSON.

:func:`bound_table` evaluates the bounds of :mod:`numeric.bounds` (any of
:data:`numeric.bounds.QUANTITIES`) on every pair (skew, AUC value), one row per pair, skews
outermost; :func:`format_table` renders it; :func:`parse_values` reads the command line's lists
and ``start:stop:step`` ranges exactly (decimal strings become exact fractions, so ``0.1:1:0.1``
ends at 1 and the ``dps`` path sees ``0.7`` as exactly ``7/10``). ``rocpr table`` is the command
line face of this module.
"""

from __future__ import annotations

import csv
import io
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import IO, Any

import mpmath
import numpy as np

from numeric.bounds.results import QUANTITIES
from numeric.validation import check_dps, check_interval, check_positive

__all__ = ["FORMATS", "MAX_ROWS", "BoundTable", "bound_table", "format_table", "parse_values",
           "skews_from_prevalences"]

FORMATS = ("md", "latex", "csv", "json")
_MAX_VALUES = 1_000_000
# Rows of one table (each row a handful of Python objects; a 1e6-row Markdown table is ~100 MB).
MAX_ROWS = 1_000_000
_clock = time.monotonic  # the progress bar's clock (replaceable in tests)


# --------------------------------------------------------------------------- parsing


def _number(token: str, name: str) -> Fraction:
    try:
        return Fraction(token.strip())
    except (ValueError, ZeroDivisionError):
        raise ValueError(
            f"{name} must be a number or a range start:stop:step, got {token!r}"
        ) from None


def parse_values(tokens: Sequence[str], name: str) -> list[Fraction]:
    """Numbers and inclusive ranges ``start:stop:step`` as exact fractions, in the given order.

    Parameters
    ----------
    tokens : sequence of str
        Each a decimal number (``'0.875'``, ``'1e-3'``) or a range ``'start:stop:step'`` with
        ``step > 0`` and ``start <= stop``; ``stop`` is included when it lies on the grid.
    name : str
        The argument's name, for messages.

    Returns
    -------
    list of Fraction
        No range check of the values themselves (the bound functions validate them).

    Raises
    ------
    ValueError
        For a malformed token or range, naming ``name`` and the token.

    Examples
    --------
    >>> [str(v) for v in parse_values(["0.5:0.8:0.1", "0.95"], "auc_roc")]
    ['1/2', '3/5', '7/10', '4/5', '19/20']
    >>> parse_values(["0.5:1"], "auc_roc")
    Traceback (most recent call last):
    ...
    ValueError: auc_roc range must be start:stop:step, got '0.5:1'
    """
    out: list[Fraction] = []
    for token in tokens:
        if ":" not in token:
            out.append(_number(token, name))
            continue
        parts = token.split(":")
        if len(parts) != 3 or not all(p.strip() for p in parts):
            raise ValueError(f"{name} range must be start:stop:step, got {token!r}")
        start, stop, step = (_number(p, name) for p in parts)
        if step <= 0:
            raise ValueError(f"{name} range step must be > 0, got {token!r}")
        if start > stop:
            raise ValueError(f"{name} range must have start <= stop, got {token!r}")
        n = math.floor((stop - start) / step) + 1
        if len(out) + n > _MAX_VALUES:
            raise ValueError(f"{name} range has too many values (> {_MAX_VALUES}), got {token!r}")
        out.extend(start + i * step for i in range(n))
    if not out:
        raise ValueError(f"{name} needs at least one value")
    return out


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
    rows: tuple[tuple[Any, ...], ...]
    dps: int | None


class _Progress:
    """A bar on ``stream`` shown only once the work has taken ``delay`` seconds on a terminal."""

    def __init__(self, total: int, stream: IO[str] | None = None, delay: float = 1.0,
                 clock: Callable[[], float] | None = None, label: str = "rocpr table",
                 unit: str = "rows") -> None:
        self.total = total
        self.label = label
        self.unit = unit
        self.stream = sys.stderr if stream is None else stream
        self.delay = delay
        self.clock = _clock if clock is None else clock
        self.start = self.clock()
        self.shown = False
        isatty = getattr(self.stream, "isatty", None)
        self.tty = bool(isatty and isatty())

    def update(self, done: int) -> None:
        if not self.tty:
            return
        if not self.shown and self.clock() - self.start < self.delay:
            return
        self.shown = True
        width = 30
        filled = int(width * done / max(self.total, 1))
        pct = 100 * done // max(self.total, 1)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                          f"{pct:3d}% ({done}/{self.total} {self.unit})")
        self.stream.flush()

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def bound_table(
    skews: Sequence[Any],
    quantities: Sequence[str],
    *,
    auc_roc: Sequence[Any] | None = None,
    auc_pr: Sequence[Any] | None = None,
    dps: int | None = None,
    progress: IO[str] | None = None,
) -> BoundTable:
    r"""Tabulate bounds on the grid ``skews x AUC values``.

    Parameters
    ----------
    skews : sequence of real
        Imbalances ``a = N-/N+ > 0`` (floats, ints or :class:`fractions.Fraction`).
    quantities : sequence of str
        Names from :data:`numeric.bounds.QUANTITIES` (columns, in this order).
    auc_roc, auc_pr : sequence of real, optional
        At most one: the AUC values (``auc_roc`` for the AUC-PR bounds, ``auc_pr`` for the
        AUC-ROC bounds). Omit both to tabulate ``global_min_auc_pr`` alone.
    dps : int, optional
        Evaluate with mpmath to this many digits (Fractions are taken exactly).
    progress : file, optional
        Where the progress bar goes (default ``sys.stderr``); it appears only on a terminal and
        only after a second.

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
        needs = QUANTITIES[q][0]
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
        needs, fn = QUANTITIES[q]
        if needs is None:
            fn(a_float)
        else:
            fn(a_float[:, None], v_float[None, :])

    columns = ("skew", "prevalence", *((metric,) if metric else ()), *quantities)
    n_inner = max(len(values), 1)
    bar = _Progress(len(skew_list) * n_inner, progress)
    rows: list[tuple[Any, ...]] = []
    try:
        for i, s in enumerate(skew_list):
            rows.extend(_rows_for_skew(s, values, metric, quantities, digits))
            bar.update((i + 1) * n_inner)
    finally:
        bar.close()
    return BoundTable(columns, tuple(rows), digits)


def _rows_for_skew(s: Any, values: list[Any], metric: str | None, quantities: Sequence[str],
                   digits: int | None) -> list[tuple[Any, ...]]:
    if digits is None:
        a = float(s)
        vals: Any = np.asarray([float(v) for v in values], dtype=np.float64)
        n = max(len(values), 1)
        cols: list[Any] = []
        for q in quantities:
            needs, fn = QUANTITIES[q]
            col = fn(a) if needs is None else fn(a, vals)
            cols.append(np.broadcast_to(np.asarray(col, dtype=np.float64), (n,)))
        out = []
        for j in range(n):
            row = [a, 1.0 / (1.0 + a)]
            if metric:
                row.append(float(vals[j]))
            out.append(tuple(row + [float(c[j]) for c in cols]))
        return out
    with mpmath.workdps(digits):
        a_mp = mpmath.mpf(s.numerator) / s.denominator if isinstance(s, Fraction) else \
            mpmath.mpf(float(s))
        prev = 1 / (1 + a_mp)
    n = max(len(values), 1)
    cols = []
    for q in quantities:
        needs, fn = QUANTITIES[q]
        if needs is None:
            cols.append([fn(s, dps=digits)] * n)
        else:
            obj = np.empty(len(values), dtype=object)
            obj[:] = values
            cols.append(list(np.atleast_1d(fn(s, obj, dps=digits))))
    out = []
    for j in range(n):
        row = [a_mp, prev]
        if metric:
            with mpmath.workdps(digits):
                v = values[j]
                row.append(mpmath.mpf(v.numerator) / v.denominator if isinstance(v, Fraction)
                           else mpmath.mpf(float(v)))
        out.append(tuple(row + [c[j] for c in cols]))
    return out


# --------------------------------------------------------------------------- rendering


def _text(v: Any, digits: int | None, dps: int | None) -> str:
    """``v`` to ``digits`` significant digits, never more than the computation holds: ``dps``
    for an ``mpf``, and for a float its shortest round-trip repr (more digits would show the
    binary expansion, e.g. 0.69999999999999996 for 0.7)."""
    if isinstance(v, mpmath.mpf):
        held = dps or 15
        return str(mpmath.nstr(v, held if digits is None else min(digits, held)))
    x = float(v)
    if digits is None:
        return repr(x)
    held = max(len(repr(x).split("e")[0].lstrip("-").replace(".", "").strip("0")), 1)
    n = min(digits, held)
    if x != 0 and math.isfinite(x):  # whole digits of a large number are not exponent noise
        n = max(n, min(digits, math.floor(math.log10(abs(x))) + 1))
    return f"{x:.{n}g}"


def _latex_number(text: str) -> str:
    mant, sep, exp = text.partition("e")
    if not sep:
        return text
    return f"${mant} \\times 10^{{{int(exp)}}}$"


def format_table(table: BoundTable, fmt: str = "md", digits: int | None = None) -> str:
    r"""Render a :class:`BoundTable` as Markdown, LaTeX (booktabs), CSV or JSON.

    Parameters
    ----------
    table : BoundTable
    fmt : {'md', 'latex', 'csv', 'json'}, default='md'
    digits : int, optional
        Significant digits shown. Default: 6 for ``md`` and ``latex``; every digit for ``csv``
        and ``json`` (the shortest round-trip repr of a float, or ``dps`` digits).

    Returns
    -------
    str
        Ends with a newline. In JSON, a list of objects keyed by column; numbers are JSON
        numbers for float64 tables and strings (exact decimal digits) for ``dps`` tables.

    Notes
    -----
    LaTeX output is a ``tabular`` with the booktabs rules ``\toprule``, ``\midrule``,
    ``\bottomrule`` (``\usepackage{booktabs}``).

    .. math:: \text{one row per } (a, \mathrm{AUC}) \text{ pair}

    References
    ----------
    Mihelich, Castagnos & Dognin (ICML 2024), Sec. 4 (the bounds tabulated).

    Examples
    --------
    >>> t = bound_table([1, 100], ["global_min_auc_pr"])
    >>> print(format_table(t, "md", digits=3), end="")
    | skew | prevalence | global_min_auc_pr |
    |---:|---:|---:|
    | 1 | 0.5 | 0.307 |
    | 100 | 0.0099 | 0.00497 |
    """
    if fmt not in FORMATS:
        raise ValueError(f"fmt must be one of {list(FORMATS)}, got {fmt!r}")
    if digits is not None and (isinstance(digits, bool) or not isinstance(digits, int)
                               or digits < 1):
        raise ValueError(f"digits must be a positive integer, got {digits!r}")
    if fmt in ("md", "latex") and digits is None:
        digits = table.dps if table.dps is not None else 6
    cells = [[_text(v, digits, table.dps) for v in row] for row in table.rows]
    if fmt == "md":
        lines = ["| " + " | ".join(table.columns) + " |",
                 "|" + "---:|" * len(table.columns)]
        lines += ["| " + " | ".join(r) + " |" for r in cells]
        return "\n".join(lines) + "\n"
    if fmt == "latex":
        head = " & ".join(c.replace("_", r"\_") for c in table.columns)
        lines = [r"\begin{tabular}{" + "r" * len(table.columns) + "}", r"\toprule",
                 head + r" \\", r"\midrule"]
        lines += [" & ".join(_latex_number(c) for c in r) + r" \\" for r in cells]
        lines += [r"\bottomrule", r"\end{tabular}"]
        return "\n".join(lines) + "\n"
    if fmt == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(table.columns)
        writer.writerows(cells)
        return buf.getvalue()
    records = []
    for row, texts in zip(table.rows, cells, strict=True):
        rec: dict[str, Any] = {}
        for col, v, t in zip(table.columns, row, texts, strict=True):
            # dps tables: strings keep every digit; float64 tables: JSON numbers (rounded to
            # ``digits`` when given).
            rec[col] = t if isinstance(v, mpmath.mpf) else float(t) if digits else float(v)
        records.append(rec)
    return json.dumps(records, indent=2) + "\n"
