"""``rocpr thresholds``: the best operating points (Youden's J, F1, Boyd's modified F1, closest to
the top-left corner, and the best precision or recall under a constraint) of a file of labels and
scores, the coordinates at given specificities, sensitivities and recalls, and bootstrap intervals
of all of them (pROC's ``coords``, ``ci.coords``, ``ci.se``, ``ci.sp``)."""

from __future__ import annotations

import argparse

from numeric.data.operating_points import operating_points
from numeric.stats.coords_ci import coordinates_at, coords_intervals
from rocpr.cli.options import (
    add_ci_options,
    add_data_options,
    add_soft_labels_option,
    check_ci_options,
    load_binary,
    option_names,
)
from rocpr.render.results import format_points

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

# The parameters of the computation, as the options that set them.
_OPTIONS = {"specificities": "--at-specificity", "sensitivities": "--at-sensitivity",
            "recalls": "--at-recall", "min_recall": "--min-recall",
            "min_precision": "--min-precision", "max_fpr": "--max-fpr",
            "cost_ratio": "--cost-ratio", "prevalence": "--prevalence", "level": "--ci",
            "n_bootstrap": "--bootstrap"}


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
    "(pROC's coords); --ci adds stratified-bootstrap intervals of every number (pROC's "
    "ci.coords, ci.se, ci.sp; each replicate re-selects its best threshold)."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p)
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
                   help="add at_specificity: the sensitivity at each specificity S")
    p.add_argument("--at-sensitivity", type=float, nargs="+", metavar="S",
                   help="add at_sensitivity: the specificity at each sensitivity S")
    p.add_argument("--at-recall", type=float, nargs="+", metavar="R",
                   help="add at_recall: the precision at each recall R (exact Davis & Goadrich "
                   "interpolation)")
    add_ci_options(p, what="stratified-bootstrap percentile intervals of every reported "
                   "coordinate and threshold")
    p.add_argument("--format", choices=("text", "json", "md"), default="text")


def run(args: argparse.Namespace) -> int:
    check_ci_options(args)
    if args.soft_labels and args.ci is not None:
        raise ValueError("--ci cannot be combined with --soft-labels (resampling would split the "
                         "two halves of a row)")
    loaded = load_binary(args)
    data = loaded.data
    y, s, w, pos = data.y_true, data.y_score, data.sample_weight, loaded.pos_label
    sp, se, re_ = args.at_specificity, args.at_sensitivity, args.at_recall
    try:
        points = operating_points(
            y, s, sample_weight=w, pos_label=pos, min_recall=args.min_recall,
            min_precision=args.min_precision, max_fpr=args.max_fpr,
            cost_ratio=args.cost_ratio, prevalence=args.prevalence)
        coordinates = None
        if any(v is not None for v in (sp, se, re_)):
            coordinates = coordinates_at(y, s, sample_weight=w, pos_label=pos,
                                         specificities=sp, sensitivities=se, recalls=re_)
        intervals = None
        if args.ci is not None:
            intervals = coords_intervals(
                y, s, sample_weight=w, pos_label=pos, specificities=sp, sensitivities=se,
                recalls=re_, min_recall=args.min_recall, min_precision=args.min_precision,
                max_fpr=args.max_fpr, cost_ratio=args.cost_ratio, prevalence=args.prevalence,
                level=args.ci, n_bootstrap=args.bootstrap, random_state=args.seed)
    except ValueError as exc:
        raise ValueError(f"{data.source}: {option_names(str(exc), _OPTIONS)}") from None
    print(format_points(points, data.source, args.format, intervals=intervals,
                        coordinates=coordinates))
    return 0
