"""``rocpr compare``: two or more models scored on the same labels, pair by pair.

For each model: :func:`numeric.evaluate` with confidence intervals. For each pair ``(a, b)``
(differences ``a - b``): DeLong's paired test of AUC-ROC (Z, two-sided p), the paired stratified
bootstrap of exact AUC-PR and AP (difference, interval, two-sided p), and whether the exact bounds
at the data's skew make one order imply the other (:func:`numeric.implied_order`). A progress bar
appears on stderr when the bootstrap takes more than a second and stderr is a terminal.
"""

from __future__ import annotations

import argparse

from numeric.stats.bootstrap import BOOTSTRAP_METHODS
from numeric.stats.compare import compare
from rocpr.cli.options import (
    SubParsers,
    add_ci_options,
    add_data_options,
    check_ci_options,
    load_models,
)
from rocpr.progress import ProgressBar
from rocpr.render.results import format_comparison

__all__ = ["add_parser"]


def add_parser(sub: SubParsers) -> None:
    p = sub.add_parser(
        "compare",
        help="compare models on the same labels: DeLong's test, paired bootstrap, implied order",
        description="Compare two or more score columns on the same labels: each model's AUC-ROC, "
        "exact AUC-PR and AP with confidence intervals; for each pair (a - b) DeLong's paired "
        "test of AUC-ROC, the paired stratified bootstrap of AUC-PR and AP, and whether the exact "
        "bounds at the data's skew make the AUC-ROC order imply the AUC-PR order (or conversely). "
        "Without PATH, the embedded example's two models (logistic_regression and naive_bayes) "
        "are compared.",
    )
    add_data_options(p, scores="several", stdin=False)
    add_ci_options(p, default_level=0.95, methods=BOOTSTRAP_METHODS)
    p.add_argument("--format", choices=("text", "json", "md"), default="text")
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    check_ci_options(args)
    if args.path is not None and not args.scores:
        raise ValueError("--scores COL COL [COL ...] is required with a PATH")
    models, pos_label = load_models(args, at_least=2)
    if args.ci is None:
        raise ValueError("--ci needs a LEVEL in compare")
    try:
        with ProgressBar("rocpr bootstrap", unit="replicates") as bar:
            result = compare(
                models.y_true, models.scores, sample_weight=models.sample_weight,
                pos_label=pos_label, level=args.ci, n_bootstrap=args.bootstrap,
                ci_method=args.ci_method, random_state=args.seed, progress=bar,
            )
    except ValueError as exc:
        raise ValueError(f"{models.source}: {exc}") from None
    print(format_comparison(result, models.source, args.format))
    return 0
