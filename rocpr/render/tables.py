r"""Rendering of bound tables (:class:`numeric.bounds.BoundTable`) as Markdown, LaTeX, CSV or JSON.

``rocpr table`` is the command-line face of this module; the numbers come from
:func:`numeric.bounds.bound_table`, their text from :func:`rocpr.render.format_number`.
"""

from __future__ import annotations

import csv
import io
import json

import mpmath

from numeric.bounds.table import BoundTable
from rocpr.render.numbers import format_number

__all__ = ["FORMATS", "format_table"]

FORMATS = ("md", "latex", "csv", "json")


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
    >>> from numeric.bounds import bound_table
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
    cells = [[format_number(v, digits, dps=table.dps) for v in row] for row in table.rows]
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
        rec: dict[str, str | float] = {}
        for col, v, t in zip(table.columns, row, texts, strict=True):
            # dps tables: strings keep every digit; float64 tables: JSON numbers (rounded to
            # ``digits`` when given).
            rec[col] = t if isinstance(v, mpmath.mpf) else float(t) if digits else float(v)
        records.append(rec)
    return json.dumps(records, indent=2) + "\n"
