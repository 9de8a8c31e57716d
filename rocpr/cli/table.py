"""``rocpr table``: bound tables on grids of skews and AUC values, for reports.

Skews come as a list (``--skew 1 10 100``) or as prevalences (``--prevalence 0.5 0.05``); AUC
values as numbers and inclusive ranges ``start:stop:step`` (``--auc-roc 0.5:1:0.05 0.875``). The
output is Markdown, LaTeX (booktabs), CSV or JSON, on stdout or written atomically to
``--output FILE`` (a failed or interrupted run leaves an existing file untouched); without
``--format`` the format follows the file's extension (``.tex`` LaTeX, ``.csv``, ``.json``, else
Markdown). A progress bar appears on stderr when the table takes more than a second and stderr is
a terminal.
"""

from __future__ import annotations

import argparse
import os

from numeric.bounds.results import QUANTITIES
from numeric.bounds.table import bound_table, skews_from_prevalences
from numeric.validation import check_dps, check_positive
from rocpr.cli.bounds import add_skew_options, as_float
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import add_format_option, add_output_option, check_memory
from rocpr.cli.values import count_values, parse_values
from rocpr.io.output import check_output_path, write_output
from rocpr.progress import ProgressBar
from rocpr.render.tables import FORMATS, format_table

__all__ = ["DESCRIPTION", "EPILOG", "HELP", "configure", "run"]

_DEFAULTS = {
    None: ["global_min_auc_pr"],
    "auc_roc": ["auc_pr_min", "auc_pr_max", "auc_pr_min_mihelich"],
    "auc_pr": ["auc_roc_min", "auc_roc_max", "auc_roc_max_mihelich"],
}


HELP = "tabulate bounds over skews and AUC values (md, latex, csv, json)"
DESCRIPTION = (
    "One row per (skew, AUC value). Quantities: "
    + ", ".join(QUANTITIES) + ". The *_mihelich quantities are the paper's claimed "
    "bounds (Mihelich et al. 2024), which are not the true ones."
)
EPILOG = "example: rocpr table --skew 1 100 --auc-roc 0.7 0.875 --format md"


def configure(p: argparse.ArgumentParser) -> None:
    add_skew_options(p, many=True)
    given = p.add_mutually_exclusive_group()
    given.add_argument("--auc-roc", nargs="+", metavar="X",
                       help="AUC-ROC values: numbers and/or ranges start:stop:step")
    given.add_argument("--auc-pr", nargs="+", metavar="K",
                       help="AUC-PR values: numbers and/or ranges start:stop:step")
    p.add_argument("--quantity", nargs="+", choices=list(QUANTITIES), metavar="Q",
                   help="columns to compute (default: both bounds for the AUC given, or "
                   "global_min_auc_pr without one); one or more of: " + ", ".join(QUANTITIES))
    add_format_option(p, choices=FORMATS, default=None,
                      help="output format (default: from the --output extension: .tex latex, "
                   ".csv, .json; else md)")
    p.add_argument("--dps", type=int, metavar="D", help="compute with mpmath to D digits")
    p.add_argument("--digits", type=int, metavar="N",
                   help="significant digits shown (default 6 for md/latex, all for csv/json); "
                   "at most what the computation holds: a float's shortest round-trip repr, D with "
                   "--dps")
    add_output_option(p, help="write here (atomically) instead of stdout")


#: Memory of one table cell: a Python float or Fraction, its row's dict entry and its text.
_BYTES_PER_CELL = 200

_EXTENSIONS = {".tex": "latex", ".csv": "csv", ".json": "json", ".md": "md"}


def output_format(fmt: str | None, output: str | None) -> str:
    """The table format: ``fmt`` if given, else from ``output``'s extension, else Markdown.

    Examples
    --------
    >>> output_format(None, "t.tex"), output_format("csv", "t.tex"), output_format(None, None)
    ('latex', 'csv', 'md')
    """
    if fmt is not None:
        return fmt
    suffix = os.path.splitext(output or "")[1].lower()
    return _EXTENSIONS.get(suffix, "md")


def _check_budget(args: argparse.Namespace) -> None:
    """Refuse a table whose cells would not fit in memory (before any value is made)."""
    balance = args.skew if args.skew is not None else args.prevalence
    rows = count_values(balance, "skew" if args.skew is not None else "prevalence")
    given = args.auc_roc if args.auc_roc is not None else args.auc_pr
    if given is not None:
        rows *= count_values(given, "auc_roc" if args.auc_roc is not None else "auc_pr")
    metric = "auc_roc" if args.auc_roc is not None else "auc_pr" if args.auc_pr is not None \
        else None
    cells = len(args.quantity or _DEFAULTS[metric]) + 2
    check_memory(f"a table of {rows:,} rows", rows * cells * _BYTES_PER_CELL,
                 f"about {_BYTES_PER_CELL} bytes per cell, {cells} cells per row",
                 "the number of --skew/--prevalence and --auc-roc/--auc-pr values")


def run(args: argparse.Namespace) -> int:
    with input_errors():  # the values of the options, and the bounds' domain
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    if args.output is not None:
        check_output_path(args.output)  # before the work
    dps = None if args.dps is None else check_dps(args.dps)
    if args.digits is not None and args.digits < 1:
        raise InputError(f"digits must be a positive integer, got {args.digits}")
    digits = args.digits  # format_table never prints more digits than the computation holds
    _check_budget(args)  # from the counts of values, before making them
    if args.skew is not None:
        skews = parse_values(args.skew, "skew")
        check_positive([as_float(s, "skew") for s in skews], "skew")
    else:
        skews = skews_from_prevalences(parse_values(args.prevalence, "prevalence"))
        [as_float(s, "skew (1 - prevalence)/prevalence") for s in skews]
    auc_roc = None if args.auc_roc is None else parse_values(args.auc_roc, "auc_roc")
    auc_pr = None if args.auc_pr is None else parse_values(args.auc_pr, "auc_pr")
    for name, given in (("auc_roc", auc_roc), ("auc_pr", auc_pr)):
        for v in given or ():
            as_float(v, name)  # beyond the float64 range: a clear error, not OverflowError
    metric = "auc_roc" if auc_roc is not None else "auc_pr" if auc_pr is not None else None
    quantities = args.quantity or _DEFAULTS[metric]
    with ProgressBar("rocpr table", unit="rows") as bar:
        table = bound_table(skews, quantities, auc_roc=auc_roc, auc_pr=auc_pr, dps=dps,
                            progress=bar)
    text = format_table(table, output_format(args.format, args.output), digits)
    write_output(text, args.output)
    return 0
