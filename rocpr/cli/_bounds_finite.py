"""``rocpr bounds --finite``: the exact range over data sets with the given class counts.

Kept apart from :mod:`rocpr.cli.bounds` so that the command's own code stays short: the
command calls :func:`check_finite_arguments` first and adds :func:`finite_fields` to its output.
"""

from __future__ import annotations

import argparse
import os
from fractions import Fraction

from numeric.bounds import finite_n_bounds
from rocpr.cli.errors import InputError
from rocpr.io.output import write_outputs

__all__ = ["FINITE_KEYS", "add_finite_options", "check_finite_arguments", "finite_fields"]

#: The output keys (a fixed contract) and the attaining data set of each.
FINITE_KEYS = ("auc_pr_min_finite", "auc_pr_max_finite", "average_precision_min_finite",
               "average_precision_max_finite")


def add_finite_options(p: argparse.ArgumentParser) -> None:
    """``--finite`` and ``--finite-output DIR``."""
    p.add_argument("--finite", action="store_true",
                   help="also the exact range over all data sets with exactly NPOS positives "
                   "and NNEG negatives (ties allowed) and this AUC-ROC: keys "
                   + ", ".join(FINITE_KEYS) + "; needs --counts and --auc-roc, and "
                   "2*NPOS*NNEG*X must be an integer")
    p.add_argument("--finite-output", metavar="DIR",
                   help="with --finite: write the data set attaining each extreme to "
                   "DIR/<key>.csv (columns y_true,y_score; DIR is created if missing)")


def check_finite_arguments(args: argparse.Namespace) -> None:
    """``InputError`` (exit 2) for ``--finite`` without ``--counts``/``--auc-roc``.

    Examples
    --------
    >>> ns = argparse.Namespace(finite=True, finite_output=None, counts=None, auc_roc="0.5")
    >>> check_finite_arguments(ns)
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: --finite requires --counts NPOS NNEG (the data set's class counts)
    """
    if args.finite_output is not None and not args.finite:
        raise InputError("--finite-output requires --finite")
    if not args.finite:
        return
    if args.counts is None:
        raise InputError("--finite requires --counts NPOS NNEG (the data set's class counts)")
    if args.auc_roc is None:
        raise InputError("--finite requires --auc-roc X (the range is at a given AUC-ROC)")
    out = args.finite_output
    if out is not None and os.path.exists(out) and not os.path.isdir(out):
        raise InputError(f"--finite-output must be a directory, got {out!r}, an existing file")


def finite_fields(
    args: argparse.Namespace, n_pos: int, n_neg: int, auc_roc: float | Fraction
) -> dict[str, float]:
    """The four ``*_finite`` values (empty without ``--finite``); writes ``--finite-output``."""
    if not args.finite:
        return {}
    b = finite_n_bounds(n_pos, n_neg, auc_roc)
    if args.finite_output is not None:
        os.makedirs(args.finite_output, exist_ok=True)
        files: dict[str | os.PathLike[str], str | bytes] = {}
        for key in FINITE_KEYS:
            y_true, y_score = getattr(b, key.replace("_finite", "_data"))
            rows = "".join(f"{int(y)},{s!r}\n" for y, s in zip(y_true, y_score.tolist(),
                                                                strict=True))
            files[os.path.join(args.finite_output, f"{key}.csv")] = "y_true,y_score\n" + rows
        write_outputs(files)  # the four data sets, or none
    return {key: getattr(b, key) for key in FINITE_KEYS}
