"""``rocpr thresholds``: the best operating points (Youden's J, F1, Boyd's modified F1, and the
best precision or recall under a constraint) of a file of labels and scores."""

from __future__ import annotations

import argparse

from numeric.data.operating_points import operating_points
from rocpr.cli.options import SubParsers, add_data_options, add_soft_labels_option, load_binary
from rocpr.render.results import format_points

__all__ = ["add_parser"]


def add_parser(sub: SubParsers) -> None:
    p = sub.add_parser(
        "thresholds",
        help="best thresholds: Youden's J, F1, modified F1, precision/recall under constraints",
        description="The score threshold that maximises Youden's J, F1 and Boyd et al.'s "
        "modified F1, and with --min-recall/--min-precision/--max-fpr the best precision at "
        "recall >= R, the best recall at precision >= P and the best recall at FPR <= F. "
        "Predicting positive for score >= threshold gives the counts shown. Ties: the highest "
        "threshold (after the higher recall, precision or lower FPR for the constrained ones).",
    )
    add_data_options(p)
    add_soft_labels_option(p)
    p.add_argument("--min-recall", type=float, metavar="R",
                   help="add precision_at_recall: the best precision with recall >= R")
    p.add_argument("--min-precision", type=float, metavar="P",
                   help="add recall_at_precision: the best recall with precision >= P")
    p.add_argument("--max-fpr", type=float, metavar="F",
                   help="add recall_at_fpr: the best recall with FPR <= F")
    p.add_argument("--format", choices=("text", "json", "md"), default="text")
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    loaded = load_binary(args)
    data = loaded.data
    try:
        points = operating_points(
            data.y_true, data.y_score, sample_weight=data.sample_weight,
            pos_label=loaded.pos_label, min_recall=args.min_recall,
            min_precision=args.min_precision, max_fpr=args.max_fpr,
        )
    except ValueError as exc:
        raise ValueError(f"{data.source}: {exc}") from None
    print(format_points(points, data.source, args.format))
    return 0
