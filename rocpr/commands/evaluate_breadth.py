"""The options of ``rocpr evaluate`` beyond one binary evaluation, and the data loading they share
with ``rocpr thresholds``.

* ``--max-fpr F``: McClish-standardised partial AUC-ROC over FPR in [0, F] (JSON
  ``auc_roc_max_fpr``, scikit-learn's ``roc_auc_score(max_fpr=F)``);
  ``--fpr-range F0 F1``: the same over [F0, F1] (JSON ``auc_roc_fpr_range``, pROC's
  ``partial.auc.correct``);
* ``--folds COL``: per-fold metrics (JSON ``folds``), their mean and standard deviation
  (``fold_summary``, ``ddof = 1``); the top-level values stay the pooled ones;
* ``--scores C1 C2 ... --multiclass [ovr|ovo]``: one score column per class, named after it
  (JSON ``classes``, ``macro``, ``weighted``, ``micro``);
* ``--soft-labels``: labels are probabilities of being positive.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import warnings
from typing import Any

import numpy as np

from numeric import DegenerateDataWarning
from numeric.data.column_readers import read_fold_column, read_multiclass_data
from numeric.data.evaluation import evaluate
from numeric.data.folds import FOLD_METRICS, fold_evaluation
from numeric.data.multiclass import MULTI_CLASS, MulticlassEvaluation, multiclass_evaluation
from numeric.data.partial_auc import partial_auc_roc_score
from numeric.data.readers import ScoredData, load_default, read_scored_data
from numeric.data.soft_labels import expand_soft_labels
from rocpr.commands.evaluate import (
    _intervals,
    _jsonable,
    _pos_label,
    _text,
    format_evaluation,
)

__all__ = [
    "BinaryInput",
    "add_breadth_options",
    "add_data_options",
    "cell_text",
    "format_multiclass",
    "json_value",
    "load_binary",
    "run_breadth",
    "text_table",
]

# The per-class JSON keys of --multiclass (fixed by issue 14) and the field each one reads.
_CLASS_KEYS = {
    "n_pos": "n_pos",
    "auc_roc": "auc_roc",
    "auc_pr": "auc_pr",
    "average_precision": "average_precision",
    "min_auc_pr": "global_min_auc_pr",
}


def add_data_options(p: argparse.ArgumentParser, *, several_scores: bool = False) -> None:
    """PATH, --labels, --scores, --weights, --pos-label and --soft-labels (``thresholds``)."""
    p.add_argument("path", nargs="?", metavar="PATH",
                   help="CSV/TSV with a header row, .npy or .npz (default: the embedded data)")
    p.add_argument("--labels", metavar="COL", help="labels column")
    p.add_argument("--scores", metavar="COL", nargs="+" if several_scores else None,
                   help="scores column")
    p.add_argument("--weights", metavar="COL", help="sample-weight column (default: none)")
    p.add_argument("--pos-label", metavar="V", help="label of the positive class")
    _add_soft_labels(p)


def _add_soft_labels(p: argparse.ArgumentParser) -> None:
    p.add_argument("--soft-labels", action="store_true",
                   help="labels are probabilities in [0, 1] of being positive: a row counts w*y "
                   "as positive and w*(1-y) as negative weight (PRROC's weights.class0)")


def add_breadth_options(p: argparse.ArgumentParser) -> None:
    """The options of ``rocpr evaluate`` handled by :func:`run_breadth`."""
    p.add_argument("--max-fpr", type=float, metavar="F",
                   help="add auc_roc_max_fpr: partial AUC-ROC over FPR in [0, F], McClish-"
                   "standardised (scikit-learn's max_fpr)")
    p.add_argument("--fpr-range", type=float, nargs=2, metavar=("F0", "F1"),
                   help="add auc_roc_fpr_range: partial AUC-ROC over FPR in [F0, F1], McClish-"
                   "standardised (pROC's partial.auc.correct)")
    p.add_argument("--folds", metavar="COL",
                   help="column of cross-validation fold ids: add per-fold metrics and their "
                   "mean and standard deviation (ddof 1); the other values stay pooled")
    p.add_argument("--multiclass", nargs="?", const="ovr", choices=MULTI_CLASS,
                   help="multi-class: --scores names one column per class (named after it); "
                   "per-class metrics with macro/weighted/micro averages (AUC-ROC one-vs-rest, "
                   "or one-vs-one with ovo)")
    _add_soft_labels(p)


def _single_score_column(args: argparse.Namespace) -> None:
    """``--scores`` takes several columns only with ``--multiclass``: keep one otherwise."""
    if isinstance(args.scores, list):
        if len(args.scores) > 1:
            raise ValueError(
                f"--scores takes one column unless --multiclass is given, got {args.scores}"
            )
        args.scores = args.scores[0]


@dataclasses.dataclass(frozen=True)
class BinaryInput:
    """Binary data ready for the data functions.

    ``source_row`` maps each row of ``data`` to the row of the file it comes from when
    ``--soft-labels`` split the rows (``None`` otherwise); ``n_rows`` is the file's row count.
    """

    data: ScoredData
    pos_label: Any
    source_row: np.ndarray | None
    n_rows: int


def load_binary(args: argparse.Namespace) -> BinaryInput:
    """The data of PATH (or the embedded data) and the positive label, soft labels expanded."""
    if args.path is None:
        if args.labels or args.scores or args.weights or getattr(args, "folds", None):
            raise ValueError("--labels/--scores/--weights/--folds need a PATH")
        data = load_default()
    else:
        data = read_scored_data(
            args.path, labels=args.labels, scores=args.scores, weights=args.weights,
            **_reader_options(args),
        )
    n_rows = int(data.y_true.shape[0])
    if not args.soft_labels:
        return BinaryInput(data, _pos_label(args.pos_label, data.y_true), None, n_rows)
    if args.pos_label is not None:
        raise ValueError("--pos-label cannot be used with --soft-labels (labels are P(positive))")
    try:
        rows = expand_soft_labels(data.y_true, data.y_score, sample_weight=data.sample_weight)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"{data.source}: {exc}") from None
    expanded = ScoredData(rows.y_true, rows.y_score, rows.sample_weight, data.source)
    return BinaryInput(expanded, None, rows.source_row, n_rows)


def _reader_options(args: argparse.Namespace) -> dict[str, Any]:
    """``--input-format`` and ``--delimiter`` of the command, when it has them."""
    return {"input_format": getattr(args, "input_format", None),
            "delimiter": getattr(args, "delimiter", None)}


def run_breadth(args: argparse.Namespace) -> int | None:
    """Handle ``rocpr evaluate``'s breadth options; ``None`` when none is given."""
    if args.multiclass is not None:
        return _run_multiclass(args)
    _single_score_column(args)
    wanted = (args.max_fpr, args.fpr_range, args.folds)
    if all(v is None for v in wanted) and not args.soft_labels:
        return None
    if getattr(args, "engine", "numpy") == "dask":
        raise ValueError("--engine dask evaluates one binary score column only (no --max-fpr, "
                         "--fpr-range, --folds or --soft-labels)")
    if args.soft_labels and getattr(args, "ci", None) is not None:
        raise ValueError("--ci cannot be combined with --soft-labels (resampling would split the "
                         "two halves of a row)")
    if args.folds is not None and tuple(args.recall_range) != (0.0, 1.0):
        raise ValueError("--folds evaluates whole curves: it cannot be used with --recall-range")
    loaded = load_binary(args)
    data, pos_label, source_row = loaded.data, loaded.pos_label, loaded.source_row
    extra: dict[str, Any] = {}
    try:
        result = evaluate(data.y_true, data.y_score, sample_weight=data.sample_weight,
                          pos_label=pos_label, recall_range=tuple(args.recall_range))
        if getattr(args, "ci", None) is not None:  # rocpr evaluate's --ci (confidence intervals)
            if tuple(args.recall_range) != (0.0, 1.0):
                raise ValueError("--ci needs the whole curve (no --recall-range)")
            result = _intervals(result, data, args)
        if source_row is not None:  # n counts the rows of the file, not their halves
            result = dataclasses.replace(result, n=loaded.n_rows)
        ranges = {"max_fpr": None if args.max_fpr is None else (0.0, args.max_fpr),
                  "fpr_range": args.fpr_range}
        for key, fpr_range in ranges.items():
            if fpr_range is None:
                continue
            with warnings.catch_warnings():  # evaluate has already warned about a missing class
                warnings.simplefilter("ignore", DegenerateDataWarning)
                value = partial_auc_roc_score(
                    data.y_true, data.y_score, sample_weight=data.sample_weight,
                    pos_label=pos_label, fpr_range=tuple(fpr_range))
            extra[key] = args.max_fpr if key == "max_fpr" else list(fpr_range)
            extra[f"auc_roc_{key}"] = value
        if args.folds is not None:
            extra.update(_folds(args, data, pos_label, source_row))
    except ValueError as exc:
        raise ValueError(f"{data.source}: {exc}") from None
    print(_render(format_evaluation(result, data.source, args.format), extra, args.format))
    return 0


def _folds(
    args: argparse.Namespace, data: ScoredData, pos_label: Any, source_row: np.ndarray | None
) -> dict[str, Any]:
    folds = read_fold_column(args.path, args.folds, scores=args.scores, **_reader_options(args))
    rows_per_fold = dict(zip(*np.unique(folds, return_counts=True), strict=True))
    if source_row is not None:  # carry each row's fold to its two halves
        folds = folds[source_row]
    e = fold_evaluation(data.y_true, data.y_score, folds, sample_weight=data.sample_weight,
                        pos_label=pos_label)
    return {
        "folds": [
            {"fold": r.fold, "n": int(rows_per_fold[r.fold]), "n_pos": r.n_pos,
             "auc_roc": r.auc_roc, "auc_pr": r.auc_pr, "average_precision": r.average_precision}
            for r in e.folds
        ],
        "fold_summary": {m: {"mean": e.summary[m].mean, "std": e.summary[m].std}
                         for m in FOLD_METRICS},
    }


def json_value(value: Any) -> Any:
    """``evaluate``'s JSON value (NaN as ``null``), recursively through dicts and lists."""
    if isinstance(value, dict):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_value(v) for v in value]
    return _jsonable(value)


def cell_text(value: Any) -> str:
    """``evaluate``'s text of a value (six significant digits), lists as tuples."""
    return _text(tuple(value) if isinstance(value, list) else value)


_EXTRA_MEANING = {
    "max_fpr": "FPR limit of auc_roc_max_fpr",
    "auc_roc_max_fpr": "partial AUC-ROC over FPR in [0, max_fpr], McClish-standardised",
    "fpr_range": "FPR range of auc_roc_fpr_range",
    "auc_roc_fpr_range": "partial AUC-ROC over the FPR range, McClish-standardised",
}


def text_table(rows: list[dict[str, Any]], fmt: str) -> list[str]:
    """Rows of dicts (same keys) as a Markdown table or aligned text columns."""
    keys = list(rows[0])
    cells = [[cell_text(r[k]) for k in keys] for r in rows]
    if fmt == "md":
        return (["| " + " | ".join(keys) + " |", "|" + "---:|" * len(keys)]
                + ["| " + " | ".join(c) + " |" for c in cells])
    widths = [max(len(k), *(len(c[i]) for c in cells)) for i, k in enumerate(keys)]
    return [" ".join(f"{k:>{w}}" for k, w in zip(keys, widths, strict=True))] + [
        " ".join(f"{v:>{w}}" for v, w in zip(c, widths, strict=True)) for c in cells
    ]


def _render(base: str, extra: dict[str, Any], fmt: str) -> str:
    """The evaluation as ``format_evaluation`` wrote it, with the extra keys added."""
    if fmt == "json":
        out = json.loads(base)
        out.update(json_value(extra))
        return json.dumps(out, indent=2)
    lines = [base]
    width = max(len(line.split(" ", 1)[0]) for line in base.splitlines()[1:])
    for key in ("max_fpr", "auc_roc_max_fpr", "fpr_range", "auc_roc_fpr_range"):
        if key in extra:
            if fmt == "md":
                lines.append(f"| `{key}` | {cell_text(extra[key])} | {_EXTRA_MEANING[key]} |")
            else:
                lines.append(f"{key:<{width}}  {cell_text(extra[key]):>12}  {_EXTRA_MEANING[key]}")
    if "folds" in extra:
        summary = [{"metric": m, **v} for m, v in extra["fold_summary"].items()]
        lines += ["", "Folds (the values above are pooled):", ""]
        lines += text_table(extra["folds"], fmt)
        lines += ["", "Mean and standard deviation (ddof 1) over folds:", ""]
        lines += text_table(summary, fmt)
    return "\n".join(lines)


def _run_multiclass(args: argparse.Namespace) -> int:
    if args.path is None:
        raise ValueError("--multiclass needs a PATH with one score column per class")
    others = {"--max-fpr": args.max_fpr, "--fpr-range": args.fpr_range, "--folds": args.folds,
              "--pos-label": args.pos_label}
    others["--ci"] = getattr(args, "ci", None)
    given = [k for k, v in others.items() if v is not None]
    if args.soft_labels:
        given.append("--soft-labels")
    if tuple(args.recall_range) != (0.0, 1.0):
        given.append("--recall-range")
    if getattr(args, "engine", "numpy") == "dask":
        given.append("--engine dask")
    if given:
        raise ValueError(f"--multiclass cannot be combined with {', '.join(given)}")
    if not args.scores:
        raise ValueError("--multiclass needs --scores C1 C2 ... (one column per class)")
    data = read_multiclass_data(args.path, labels=args.labels, scores=args.scores,
                                weights=args.weights, **_reader_options(args))
    try:
        labels = data.y_true.astype(str)  # the columns are named after the classes
        result = multiclass_evaluation(labels, data.y_score, labels=list(data.classes),
                                       multi_class=args.multiclass,
                                       sample_weight=data.sample_weight)
    except ValueError as exc:
        raise ValueError(f"{data.source}: {exc}") from None
    print(format_multiclass(result, data.source, int(labels.size), args.format))
    return 0


def format_multiclass(result: MulticlassEvaluation, source: str, n: int, fmt: str) -> str:
    """Render a :class:`~numeric.data.multiclass.MulticlassEvaluation` (text, json or md).

    JSON: ``n``, ``multi_class``, ``classes`` (``{label: {n_pos, auc_roc, auc_pr,
    average_precision, min_auc_pr}}``), ``macro``, ``weighted``, ``micro`` (the same metrics
    but ``n_pos``) and, with ``ovo``, ``pairs`` (``[{classes: [a, b], auc_roc}]``).

    Examples
    --------
    >>> from numeric.data.multiclass import multiclass_evaluation
    >>> e = multiclass_evaluation(["a", "b", "c", "a"], [[.8, .1, .1], [.2, .7, .1],
    ...                           [.1, .2, .7], [.5, .4, .1]])
    >>> json.loads(format_multiclass(e, "x", 4, "json"))["macro"]["auc_roc"]
    1.0
    """
    classes = {str(c.label): {k: getattr(c, f) for k, f in _CLASS_KEYS.items()}
               for c in result.classes}
    averages = {name: {k: getattr(getattr(result, name), f)
                       for k, f in _CLASS_KEYS.items() if k != "n_pos"}
                for name in ("macro", "weighted", "micro")}
    if fmt == "json":
        out: dict[str, Any] = {"n": n, "multi_class": result.multi_class, "classes": classes,
                               **averages}
        if result.pairs:
            out["pairs"] = [{"classes": [str(p.label_a), str(p.label_b)], "auc_roc": p.auc_roc}
                            for p in result.pairs]
        return json.dumps(json_value(out), indent=2)
    rows = [{"class": k, **v} for k, v in classes.items()]
    rows += [{"class": name, "n_pos": "", **v} for name, v in averages.items()]
    kind = "one-vs-one (Hand & Till)" if result.multi_class == "ovo" else "one-vs-rest"
    head = [f"# {source}" if fmt == "text" else f"Multi-class evaluation of {source}", "",
            f"{n} samples; averaged AUC-ROC {kind}; min_auc_pr is Boyd's minimum AUC-PR", ""]
    return "\n".join(head + text_table(rows, fmt))
