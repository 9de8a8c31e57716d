"""``rocpr thresholds``: the best operating points (Youden's J, F1, Boyd's modified F1, closest to
the top-left corner, and the best precision or recall under a constraint) of a file of labels and
scores, the coordinates at given specificities, sensitivities and recalls, and bootstrap intervals
of all of them (pROC's ``coords``, ``ci.coords``, ``ci.se``, ``ci.sp``)."""

from __future__ import annotations

import argparse
import json

from numeric.data.operating_points import OperatingPoint, operating_points, points_at
from numeric.stats.coords_ci import coordinates_at, coords_intervals
from numeric.validation import check_interval
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import (
    add_ci_options,
    add_data_options,
    add_format_option,
    add_soft_labels_option,
    check_ci_options,
    load_binary,
)
from rocpr.render.encoding import dumps_json
from rocpr.render.results import OutputFormat, format_points

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]


HELP = (
    "best thresholds (Youden's J, F1, modified F1, closest top-left, constraints), "
    "coordinates at given values, and their bootstrap intervals"
)
DESCRIPTION = (
    "The score threshold that maximises Youden's J, F1 and Boyd et al.'s "
    "modified F1, and the one closest to the top-left corner (0, 1) of ROC space; with "
    "--min-recall/--min-precision/--max-fpr the best precision at recall >= R, the best "
    "recall at precision >= P and the best recall at FPR <= F. Predicting positive for score "
    ">= threshold gives the counts shown. Ties: the highest threshold (after the higher "
    "recall, precision or lower FPR for the constrained ones). --cost-ratio and --prevalence "
    "weight Youden's J and the distance to the corner as pROC's best.weights. "
    "--at-specificity/--at-sensitivity/--at-recall add the coordinates of the curves there "
    "(pROC's coords, interpolated between ROC points) and, for each target, the threshold that "
    "meets it (specificity, sensitivity or recall at least the target) with the best other "
    "coordinate, with its counts and rates; --ci adds stratified-bootstrap intervals of every "
    "number (pROC's ci.coords, ci.se, ci.sp; each replicate re-selects its best threshold)."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p, scores="several")
    add_soft_labels_option(p)
    p.add_argument("--min-recall", type=float, metavar="R",
                   help="add precision_at_recall: the best precision with recall >= R")
    p.add_argument("--min-precision", type=float, metavar="P",
                   help="add recall_at_precision: the best recall with precision >= P")
    p.add_argument("--max-fpr", type=float, metavar="F",
                   help="add recall_at_fpr: the best recall with FPR <= F")
    p.add_argument("--cost-ratio", type=float, metavar="C",
                   help="relative cost of a false negative to a false positive (pROC's "
                   "best.weights[1]; default 1): weights youden and closest_topleft")
    p.add_argument("--prevalence", type=float, metavar="P",
                   help="prevalence of the positives in the population (pROC's best.weights[2]; "
                   "default 0.5): weights youden and closest_topleft")
    p.add_argument("--at-specificity", type=float, nargs="+", metavar="S",
                   help="add at_specificity: the sensitivity at each specificity S, and the "
                   "threshold with specificity >= S and the highest sensitivity")
    p.add_argument("--at-sensitivity", type=float, nargs="+", metavar="S",
                   help="add at_sensitivity: the specificity at each sensitivity S, and the "
                   "threshold with sensitivity >= S and the highest specificity")
    p.add_argument("--at-recall", type=float, nargs="+", metavar="R",
                   help="add at_recall: the precision at each recall R (exact Davis & Goadrich "
                   "interpolation), and the threshold with recall >= R and the highest "
                   "precision")
    add_ci_options(p, what="stratified-bootstrap percentile intervals of every reported "
                   "coordinate and threshold")
    add_format_option(p)


def check_options(args: argparse.Namespace) -> None:
    """Each value option under its name, before the data are read."""
    check_ci_options(args)
    with input_errors():
        for option in ("min_recall", "min_precision", "max_fpr"):
            if getattr(args, option) is not None:
                check_interval(getattr(args, option), f"--{option.replace('_', '-')}")
        for option in ("at_specificity", "at_sensitivity", "at_recall"):
            for v in getattr(args, option) or ():
                check_interval(v, f"--{option.replace('_', '-')}")
    if args.cost_ratio is not None and not 0 < args.cost_ratio < float("inf"):
        raise InputError(f"--cost-ratio must be > 0 and finite, got {args.cost_ratio!r}")
    if args.prevalence is not None and not 0 < args.prevalence < 1:
        raise InputError(f"--prevalence must be in (0, 1), got {args.prevalence!r}")
    if args.soft_labels and args.ci is not None:
        raise InputError("--ci cannot be combined with --soft-labels (resampling would split "
                         "the two halves of a row)")


def run(args: argparse.Namespace) -> int:
    check_options(args)
    columns = list(args.scores) if args.scores else [None]
    if len(columns) == 1:
        args.scores = columns[0]
        print(_one_column(args, args.format, named=False))
        return 0
    if args.path == "-":
        raise InputError("several --scores columns are read one at a time: give a file, not "
                         "standard input ('-')")
    outputs = []
    for column in columns:  # one model each, as evaluate and compare take them
        args.scores = column
        outputs.append(_one_column(args, args.format, named=True))
    if args.format == "json":
        models = [{"name": c, **json.loads(o)} for c, o in zip(columns, outputs, strict=True)]
        print(dumps_json({"models": models}))
    else:
        print("\n\n".join(outputs))
    return 0


def _one_column(args: argparse.Namespace, fmt: OutputFormat, *, named: bool) -> str:
    """The output of one score column (``args.scores``), its heading naming the column when
    ``named``."""
    loaded = load_binary(args)
    data = loaded.data
    y, s, w, pos = data.y_true, data.y_score, data.sample_weight, loaded.pos_label
    sp, se, re_ = args.at_specificity, args.at_sensitivity, args.at_recall
    targets: tuple[OperatingPoint, ...] = ()
    with input_errors(data.source):
        points = operating_points(
            y, s, sample_weight=w, pos_label=pos, min_recall=args.min_recall,
            min_precision=args.min_precision, max_fpr=args.max_fpr,
            cost_ratio=args.cost_ratio, prevalence=args.prevalence)
        coordinates = None
        if any(v is not None for v in (sp, se, re_)):
            coordinates = coordinates_at(y, s, sample_weight=w, pos_label=pos,
                                         specificities=sp, sensitivities=se, recalls=re_)
            targets = points_at(y, s, sample_weight=w, pos_label=pos, specificities=sp,
                                sensitivities=se, recalls=re_)
        intervals = None
        if args.ci is not None:
            intervals = coords_intervals(
                y, s, sample_weight=w, pos_label=pos, specificities=sp, sensitivities=se,
                recalls=re_, min_recall=args.min_recall, min_precision=args.min_precision,
                max_fpr=args.max_fpr, cost_ratio=args.cost_ratio, prevalence=args.prevalence,
                level=args.ci, n_bootstrap=args.bootstrap, random_state=args.seed)
    source = f"{data.source}, scores {args.scores}" if named else data.source
    return format_points(points, source, fmt, intervals=intervals, coordinates=coordinates,
                         targets=targets)
