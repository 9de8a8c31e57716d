"""``rocpr bounds``: the range of AUC-PR at a given AUC-ROC, or of AUC-ROC at a given AUC-PR.

Numbers on the command line are read as exact decimals: the float64 path rounds them once
(correctly); with ``--dps D`` the mpmath path takes them exactly (``--prevalence 0.01`` is skew
99, ``--counts 3 7`` is skew 7/3) and the JSON values are **strings** of D significant digits
(trailing zeros dropped, as :func:`mpmath.nstr` prints them),
because a JSON number would be read back as a float and lose the digits beyond 17. Without
``--dps`` the JSON values are numbers (shortest round-trip floats).
"""

from __future__ import annotations

import argparse
import dataclasses
from fractions import Fraction

import mpmath

from numeric.bounds import AucPrBounds, AucRocBounds, auc_pr_bounds, auc_roc_bounds, precise
from numeric.validation import check_dps, check_positive, check_positive_int
from rocpr.cli._bounds_finite import (
    add_finite_options,
    check_finite_arguments,
    finite_fields,
)
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import add_format_option
from rocpr.render.encoding import dumps_json

__all__ = ["DESCRIPTION", "EPILOG", "HELP", "as_float", "configure", "finite_auc_roc",
           "parse_count", "parse_number", "run", "skew_argument"]

_NOTE = ("note: *_mihelich values are the paper's claimed bounds (Mihelich et al. 2024, "
         "Thm 3.5 min / Thm 3.9 max), not the true ones; auc_pr_min and auc_roc_max are exact "
         "(derivation: docs/exact_minimum.md in the source, installed as "
         "<prefix>/share/doc/rocpr/exact_minimum.md).")


def parse_number(token: str, name: str) -> Fraction:
    """An exact decimal (or ``p/q``) from the command line; ``InputError`` naming ``name``.

    Examples
    --------
    >>> parse_number("0.875", "auc_roc")
    Fraction(7, 8)
    >>> parse_number("abc", "skew")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: skew must be a number, got 'abc'
    """
    try:
        return Fraction(token.strip())
    except (ValueError, ZeroDivisionError):
        raise InputError(f"{name} must be a number, got {token!r}") from None


def as_float(value: Fraction, name: str) -> float:
    """``value`` rounded to float64; ``InputError`` naming ``name`` beyond the float64 range.

    Examples
    --------
    >>> as_float(Fraction(1, 4), "skew")
    0.25
    >>> as_float(Fraction(10) ** 400, "skew")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: skew must be finite (at most 1.79...e+308 in magnitude), got 1e+400
    """
    try:
        return float(value)
    except OverflowError:
        digits = len(str(abs(value.numerator) // value.denominator))
        shown = f"{'-' if value < 0 else ''}1e+{digits - 1}"
        raise InputError(f"{name} must be finite (at most 1.7976931348623157e+308 in "
                         f"magnitude), got {shown}") from None


def parse_count(token: str, name: str) -> int:
    """A positive integer count from the command line (``'20'``; ``'2.5'`` and ``'0'`` fail).

    Examples
    --------
    >>> parse_count("20", "n_pos")
    20
    >>> parse_count("2.5", "n_neg")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: n_neg must be a positive integer, got 2.5
    """
    try:
        value: object = int(token)
    except ValueError:
        try:
            value = float(token)
        except ValueError:
            raise InputError(f"{name} must be a positive integer, got {token!r}") from None
    with input_errors():
        return check_positive_int(value, name)


def skew_argument(args: argparse.Namespace, exact: bool) -> Fraction | float:
    """The validated skew from ``--skew``, ``--prevalence`` or ``--counts`` (Fraction if exact)."""
    if args.skew is not None:
        s = parse_number(args.skew, "skew")
    elif args.prevalence is not None:
        p = parse_number(args.prevalence, "prevalence")
        if not 0 < p < 1:
            raise InputError(f"prevalence must be in (0, 1), got {args.prevalence}")
        s = (1 - p) / p
    else:
        n_pos = parse_count(args.counts[0], "n_pos")
        n_neg = parse_count(args.counts[1], "n_neg")
        s = Fraction(n_neg, n_pos)
    name = "skew" if args.skew is not None else (
        "skew (1 - prevalence)/prevalence" if args.prevalence is not None else "skew N-/N+")
    check_positive(as_float(s, name), name)
    return s if exact else float(s)


def add_skew_options(p: argparse.ArgumentParser, *, many: bool) -> None:
    """``--skew | --prevalence [| --counts]``, one required (lists when ``many``)."""
    group = p.add_mutually_exclusive_group(required=True)
    nargs: str | None = "+" if many else None
    group.add_argument("--skew", nargs=nargs, metavar="A",
                       help="imbalance a = N-/N+ > 0" + (" (one or more)" if many else ""))
    group.add_argument("--prevalence", nargs=nargs, metavar="P",
                       help="prevalence pi = N+/N in (0, 1)" + (" (one or more)" if many else ""))
    if not many:
        group.add_argument("--counts", nargs=2, metavar=("NPOS", "NNEG"),
                           help="class counts N+ and N- (positive integers)")


HELP = "range of AUC-PR at a given AUC-ROC, or of AUC-ROC at a given AUC-PR"
DESCRIPTION = (
    "Bounds of Mihelich et al. (2024), Thm 3.5 and 3.9, and the global minimum "
    "AUC-PR of Boyd et al. (2012), Thm 2. The *_mihelich fields are the paper's claimed "
    "bounds, which are not the true ones."
)
EPILOG = "example: rocpr bounds --skew 100 --auc-roc 0.875"


def configure(p: argparse.ArgumentParser) -> None:
    add_skew_options(p, many=False)
    given = p.add_mutually_exclusive_group(required=True)
    given.add_argument("--auc-roc", metavar="X",
                       help="the AUC-ROC, in [0, 1]: a decimal or a fraction such as 17/24 "
                       "(exact; with --finite, a decimal stands for the attainable multiple of "
                       "1/(2 NPOS NNEG) it rounds to)")
    given.add_argument("--auc-pr", metavar="K", help="the AUC-PR, in [global minimum, 1]")
    p.add_argument("--dps", type=int, metavar="D",
                   help="compute with mpmath to D significant digits (JSON values become "
                   "strings of D digits)")
    add_format_option(p)
    add_finite_options(p)


def _show(v: float | mpmath.mpf, dps: int | None) -> float | str:
    if dps is None:
        return float(v)
    text: str = mpmath.nstr(v, dps)
    return text


def _bounds(args: argparse.Namespace, dps: int | None
            ) -> AucPrBounds[float] | AucRocBounds[float] | AucPrBounds[mpmath.mpf] \
        | AucRocBounds[mpmath.mpf]:
    """The result object: float64, or (``dps``) the precise entries on the exact input."""
    skew = skew_argument(args, exact=dps is not None)
    if args.auc_roc is not None:
        x = parse_number(args.auc_roc, "auc_roc")
        if dps is not None:
            return precise.auc_pr_bounds(skew, x, dps=dps)
        return auc_pr_bounds(float(skew), as_float(x, "auc_roc"))
    k = parse_number(args.auc_pr, "auc_pr")
    if dps is not None:
        return precise.auc_roc_bounds(skew, k, dps=dps)
    return auc_roc_bounds(float(skew), as_float(k, "auc_pr"))


def finite_auc_roc(token: str) -> Fraction | float:
    """``--auc-roc`` for ``--finite``: a fraction (``17/24``) exactly, a decimal as the float it
    reads as, which :func:`numeric.bounds.finite_n_bounds` takes for the attainable multiple of
    ``1/(2 n_pos n_neg)`` it rounds to (``0.7083333333333334`` is ``17/24``).

    Examples
    --------
    >>> finite_auc_roc("17/24"), finite_auc_roc("0.7083333333333334")
    (Fraction(17, 24), 0.7083333333333334)
    """
    if "/" in token:
        return parse_number(token, "auc_roc")
    return as_float(parse_number(token, "auc_roc"), "auc_roc")


def run(args: argparse.Namespace) -> int:
    check_finite_arguments(args)
    with input_errors():  # the values of the options, and the bounds' domain
        dps = None if args.dps is None else check_dps(args.dps)
        result = _bounds(args, dps)
        fields = {f.name: _show(getattr(result, f.name), dps) for f in dataclasses.fields(result)}
        if args.finite:
            counts = (parse_count(args.counts[0], "n_pos"), parse_count(args.counts[1], "n_neg"))
            finite = finite_fields(args, *counts, finite_auc_roc(args.auc_roc))
            fields.update({k: _show(v, dps) for k, v in finite.items()})
    if args.format == "json":
        print(dumps_json(fields, indent=2))
        return 0
    if args.format == "md":  # every digit, as the text
        from rocpr.render.results import table_lines

        rows = [[name, repr(value) if dps is None else str(value)]
                for name, value in fields.items()]
        print("\n".join([*table_lines(["key", "value"], rows, "md"), "", _NOTE]))
        return 0
    width = max(len(name) for name in fields)
    for name, value in fields.items():
        print(f"{name:<{width}}  {value!r}" if dps is None else f"{name:<{width}}  {value}")
    print(_NOTE)
    return 0
