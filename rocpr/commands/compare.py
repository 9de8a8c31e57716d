"""``rocpr compare``: two or more models scored on the same labels, pair by pair.

For each model: :func:`numeric.evaluate` with confidence intervals. For each pair ``(a, b)``
(differences ``a - b``): DeLong's paired test of AUC-ROC (Z, two-sided p), the paired stratified
bootstrap of exact AUC-PR and AP (difference, interval, two-sided p), and whether the exact bounds
at the data's skew make one order imply the other (:func:`numeric.implied_order`). A progress bar
appears on stderr when the bootstrap takes more than a second and stderr is a terminal.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
from typing import Any

import numpy as np

from numeric.bounds.order import ImpliedOrder
from numeric.data.column_readers import read_score_columns
from numeric.data.default_models import load_default_models
from numeric.data.readers import LABEL_COLUMNS
from numeric.stats.bootstrap import BOOTSTRAP_METHODS
from numeric.stats.compare import Comparison, PairComparison, compare
from rocpr.commands.evaluate import _jsonable, _pos_label, add_ci_arguments

__all__ = ["add_parser", "comparison_json", "format_comparison"]

_DEFAULT_SOURCE = "embedded default data (digits: 8 vs rest; two models' out-of-fold scores)"


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "compare",
        help="compare models on the same labels: DeLong's test, paired bootstrap, implied order",
        description="Compare two or more score columns on the same labels: each model's AUC-ROC, "
        "exact AUC-PR and AP with confidence intervals; for each pair (a - b) DeLong's paired "
        "test of AUC-ROC, the paired stratified bootstrap of AUC-PR and AP, and whether the exact "
        "bounds at the data's skew make the AUC-ROC order imply the AUC-PR order (or conversely). "
        "Without PATH, the embedded example's two models (logistic regression and naive Bayes) "
        "are compared.",
    )
    p.add_argument("path", nargs="?", metavar="PATH",
                   help="CSV/TSV with a header row, .npy (structured) or .npz (named arrays)")
    p.add_argument("--scores", nargs="+", metavar="COL",
                   help="two or more score columns (required with PATH; without PATH, a choice "
                   "of logistic_regression, naive_bayes)")
    p.add_argument("--labels", metavar="COL",
                   help=f"labels column (default: first of {', '.join(LABEL_COLUMNS)})")
    p.add_argument("--weights", metavar="COL", help="sample-weight column (default: none)")
    p.add_argument("--pos-label", metavar="V", help="label of the positive class")
    add_ci_arguments(p, default_level=0.95, methods=BOOTSTRAP_METHODS)
    p.add_argument("--format", choices=("text", "json", "md"), default="text")
    p.set_defaults(func=_run)


def _read(args: argparse.Namespace) -> tuple[np.ndarray, dict[str, Any], Any, str]:
    """Labels, the score columns by name, the weights, and the source's name."""
    if args.path is None:
        if args.labels or args.weights:
            raise ValueError("--labels/--weights need a PATH")
        y_true, scores = load_default_models()
        chosen = args.scores or list(scores)
        unknown = [c for c in chosen if c not in scores]
        if unknown:
            raise ValueError(f"--scores: the embedded data have {', '.join(scores)}, got "
                             f"{', '.join(unknown)}")
        return y_true, {c: scores[c] for c in chosen}, None, _DEFAULT_SOURCE
    if not args.scores:
        raise ValueError("--scores COL COL [COL ...] is required with a PATH")
    parts = read_score_columns(args.path, args.scores, labels=args.labels, weights=args.weights)
    columns = {col: d.y_score for col, d in zip(args.scores, parts, strict=True)}
    first = parts[0]
    return first.y_true, columns, first.sample_weight, first.source


def _order_dict(order: ImpliedOrder | None) -> dict[str, Any] | None:
    return None if order is None else {k: _jsonable(v) for k, v in
                                       dataclasses.asdict(order).items()}


def _pair_dict(p: PairComparison) -> dict[str, Any]:
    d: dict[str, Any] = {
        "a": p.a,
        "b": p.b,
        "auc_roc_difference": p.auc_roc.difference,
        "auc_roc_difference_ci": [p.auc_roc.low, p.auc_roc.high],
        "auc_roc_z": p.auc_roc.z,
        "auc_roc_p_value": p.auc_roc.p_value,
    }
    for key, diff in (("auc_pr", p.auc_pr), ("average_precision", p.average_precision)):
        d[f"{key}_difference"] = diff.estimate
        d[f"{key}_difference_ci"] = [diff.low, diff.high]
        d[f"{key}_p_value"] = diff.p_value
    d["implied_order"] = {"from_auc_roc": _order_dict(p.implied_by_auc_roc),
                          "from_auc_pr": _order_dict(p.implied_by_auc_pr)}
    return {k: _clean(v) for k, v in d.items()}


def _clean(v: Any) -> Any:
    if isinstance(v, list):
        return [_clean(x) for x in v]
    return _jsonable(v)


def comparison_json(result: Comparison) -> dict[str, Any]:
    """The JSON document of ``rocpr compare`` (NaN written as ``null``).

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> doc = comparison_json(r)
    >>> list(doc), doc["pairs"][0]["a"], doc["models"][1]["name"]
    (['models', 'pairs'], 'a', 'b')
    """
    models = []
    for name, e in zip(result.names, result.models, strict=True):
        fields = {k: _jsonable(v) for k, v in dataclasses.asdict(e).items()}
        models.append({"name": name, **fields})
    return {"models": models, "pairs": [_pair_dict(p) for p in result.pairs]}


def _num(v: float, digits: int = 4) -> str:
    return "nan" if v is None or math.isnan(v) else f"{v:.{digits}f}"


def _with_ci(v: float, ci: Any) -> str:
    if ci is None:
        return _num(v)
    return f"{_num(v)} [{_num(ci[0])}, {_num(ci[1])}]"


def _p(v: float) -> str:
    return "nan" if math.isnan(v) else (f"{v:.2g}" if v < 1e-3 else f"{v:.3f}")


def _verdict(order: ImpliedOrder | None, metric: str) -> str:
    if order is None:
        return "n/a"
    return {"model 1 >= model 2 implied": f"{metric}: a >= b",
            "model 2 >= model 1 implied": f"{metric}: b >= a"}.get(order.verdict, "not implied")


def _tables(result: Comparison) -> tuple[list[str], list[list[str]], list[str], list[list[str]]]:
    lv = f"{100 * result.level:g}%"
    mh = ["model", f"AUC-ROC [{lv} CI]", f"AUC-PR [{lv} CI]", f"AP [{lv} CI]"]
    mrows = [[n, _with_ci(e.auc_roc, e.auc_roc_ci), _with_ci(e.auc_pr, e.auc_pr_ci),
              _with_ci(e.average_precision, e.average_precision_ci)]
             for n, e in zip(result.names, result.models, strict=True)]
    ph = ["a - b", f"dAUC-ROC [{lv} CI]", "z", "p", f"dAUC-PR [{lv} CI]", "p",
          f"dAP [{lv} CI]", "p", "AUC-ROC order implies", "AUC-PR order implies"]
    prows = []
    for p in result.pairs:
        t = p.auc_roc
        prows.append([
            f"{p.a} - {p.b}", _with_ci(t.difference, (t.low, t.high)), _num(t.z, 2),
            _p(t.p_value), _with_ci(p.auc_pr.estimate, (p.auc_pr.low, p.auc_pr.high)),
            _p(p.auc_pr.p_value),
            _with_ci(p.average_precision.estimate,
                     (p.average_precision.low, p.average_precision.high)),
            _p(p.average_precision.p_value), _verdict(p.implied_by_auc_roc, "AUC-PR"),
            _verdict(p.implied_by_auc_pr, "AUC-ROC"),
        ])
    return mh, mrows, ph, prows


def _text_table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return [fmt.format(*header), fmt.format(*("-" * w for w in widths)),
            *(fmt.format(*r) for r in rows)]


def _md_table(header: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(r) + " |" for r in rows)]


def format_comparison(result: Comparison, source: str, fmt: str) -> str:
    """Render a :class:`~numeric.stats.compare.Comparison` as ``text``, ``json`` or ``md``.

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> print(format_comparison(r, "x", "text").splitlines()[0])
    # x: 2 models, 95% intervals, 50 bootstrap replicates (bca), seed 0
    """
    if fmt == "json":
        return json.dumps(comparison_json(result), indent=2, allow_nan=False)
    method = result.models[0].ci_method if result.models else ""
    head = (f"{source}: {len(result.names)} models, {100 * result.level:g}% intervals, "
            f"{result.n_bootstrap} bootstrap replicates ({method}), seed {result.seed}")
    mh, mrows, ph, prows = _tables(result)
    note = ("AUC-ROC: DeLong (interval and paired test); AUC-PR, AP: stratified bootstrap "
            "(paired for the differences); differences are a - b.")
    if fmt == "md":
        return "\n".join([f"Comparison of {head}", "", *_md_table(mh, mrows), "",
                          *_md_table(ph, prows), "", note])
    return "\n".join([f"# {head}", "", *_text_table(mh, mrows), "",
                      *_text_table(ph, prows), "", note])


def _run(args: argparse.Namespace) -> int:
    y_true, columns, weights, source = _read(args)
    if len(columns) < 2:
        raise ValueError(f"--scores needs at least 2 columns, got {len(columns)}")
    if args.ci is None:
        raise ValueError("--ci needs a LEVEL in compare")
    try:
        result = compare(
            y_true, columns, sample_weight=weights, pos_label=_pos_label(args.pos_label, y_true),
            level=args.ci, n_bootstrap=args.bootstrap, ci_method=args.ci_method,
            random_state=args.seed, progress=sys.stderr,
        )
    except ValueError as exc:
        raise ValueError(f"{source}: {exc}") from None
    print(format_comparison(result, source, args.format))
    return 0
