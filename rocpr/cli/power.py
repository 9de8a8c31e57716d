"""``rocpr power``: power and sample size of tests of AUC-ROC (Obuchowski's method, as pROC's
``power.roc.test``), for one AUC against 0.5 and for two correlated curves.

* ``rocpr power --auc X --power P [--kappa K]``: ``n_cases`` and ``n_controls`` (unrounded, as
  pROC before rounding up; ``kappa = controls/cases``);
* ``rocpr power --auc X --n-cases N --n-controls M``: ``power``;
* ``rocpr power FILE --labels L --scores A B [--power P]``: the same for two correlated curves
  scored on the same samples (without ``--power``: the power at the observed counts).
"""

from __future__ import annotations

import argparse
import dataclasses

from numeric.stats.power import (
    POWER_ALTERNATIVES,
    OneCurvePower,
    TwoCurvePower,
    power_one_curve,
    power_two_curves,
    sample_size_one_curve,
    sample_size_two_curves,
)
from numeric.validation import check_level, check_positive
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import add_data_options, add_format_option, load_models
from rocpr.render.encoding import dumps_json
from rocpr.render.results import cell, table_lines

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

HELP = "power and sample size of tests of AUC-ROC (Obuchowski; pROC's power.roc.test)"
DESCRIPTION = (
    "Power or sample size of the test of one AUC-ROC against 0.5 (--auc X with "
    "--power P, or with --n-cases N --n-controls M), or of two correlated AUC-ROCs scored on "
    "the same samples (PATH --scores A B; the variances are estimated from the data). Sample "
    "sizes are unrounded (pROC rounds them up afterwards); kappa = controls/cases."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p, scores="several", stdin=False)
    p.add_argument("--auc", type=float, metavar="X",
                   help="one curve: the AUC-ROC to detect against 0.5")
    p.add_argument("--power", type=float, metavar="P",
                   help="target power in (0, 1): give the sample size (without it: the power)")
    p.add_argument("--n-cases", type=float, metavar="N", help="one curve: number of cases")
    p.add_argument("--n-controls", type=float, metavar="M", help="one curve: number of controls")
    p.add_argument("--kappa", type=float, metavar="K",
                   help="controls per case of the planned study (default 1 for one curve, the "
                   "data's ratio for two)")
    p.add_argument("--sig-level", type=float, default=0.05, metavar="A",
                   help="significance level of the test (default 0.05)")
    p.add_argument("--alternative", choices=POWER_ALTERNATIVES, default="two-sided",
                   help="two-sided (default) or one-sided")
    p.add_argument("--method", choices=("delong", "obuchowski"), default="delong",
                   help="two curves: variances by DeLong's structural components (default) or "
                   "Obuchowski's binormal formulas (pROC's method argument)")
    add_format_option(p)


def check_options(args: argparse.Namespace) -> None:
    """Each value option under its name, before any computation."""
    with input_errors():
        for option in ("auc", "power", "sig_level"):
            if getattr(args, option) is not None:
                check_level(getattr(args, option), f"--{option.replace('_', '-')}")
        for option in ("n_cases", "n_controls", "kappa"):
            if getattr(args, option) is not None:
                check_positive(getattr(args, option), f"--{option.replace('_', '-')}")


def run(args: argparse.Namespace) -> int:
    check_options(args)
    result: OneCurvePower | TwoCurvePower
    counts = (args.n_cases, args.n_controls)
    if args.path is None and not args.scores:
        if args.auc is None:
            raise InputError("give --auc X (one curve) or a PATH with --scores A B (two curves)")
        kw = dict(sig_level=args.sig_level, alternative=args.alternative)
        with input_errors():
            if args.power is not None:
                if any(c is not None for c in counts):
                    raise InputError("give --power or --n-cases/--n-controls, not both")
                result = sample_size_one_curve(args.auc, args.power,
                                               kappa=1.0 if args.kappa is None else args.kappa,
                                               **kw)
            else:
                if any(c is None for c in counts):
                    raise InputError("one curve needs --power P, or --n-cases N and "
                                     "--n-controls M")
                if args.kappa is not None:
                    raise InputError("--kappa goes with --power (the counts give the ratio)")
                result = power_one_curve(args.auc, args.n_cases, args.n_controls, **kw)
        source = "one ROC curve against AUC 0.5"
    else:
        given = [o for o, v in (("--auc", args.auc), ("--n-cases", args.n_cases),
                                ("--n-controls", args.n_controls)) if v is not None]
        if given:
            raise InputError(f"two curves take the counts from the data: no {', '.join(given)}")
        models, pos_label = load_models(args, at_least=2)
        if len(models.scores) != 2:
            raise InputError(f"--scores takes 2 columns for two curves, got "
                             f"{len(models.scores)}")
        if models.sample_weight is not None:
            raise InputError("--weights: Obuchowski's power is for unweighted data")
        a, b = models.scores.values()
        kw2 = dict(pos_label=pos_label, sig_level=args.sig_level, alternative=args.alternative,
                   method=args.method)
        if args.power is None and args.kappa is not None:
            raise InputError("--kappa goes with --power")
        with input_errors(models.source):
            if args.power is None:
                result = power_two_curves(models.y_true, a, b, **kw2)
            else:
                result = sample_size_two_curves(models.y_true, a, b, power=args.power,
                                                kappa=args.kappa, **kw2)
        source = f"{models.source}: two correlated ROC curves ({' vs '.join(models.scores)})"
    fields = dataclasses.asdict(result)
    if args.format == "json":
        print(dumps_json(fields))
        return 0
    head = f"# {source}" if args.format == "text" else f"Power of {source}"
    rows = [[k, cell(v)] for k, v in fields.items()]
    print("\n".join([head, "", *table_lines(["key", "value"], rows, args.format)]))
    return 0
