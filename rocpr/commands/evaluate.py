"""``rocpr evaluate``: every AUC and Boyd's reference values for a file of labels and scores."""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
from typing import Any

from numeric.data.evaluation import Evaluation, evaluate
from numeric.data.readers import (
    INPUT_FORMATS,
    LABEL_COLUMNS,
    SCORE_COLUMNS,
    load_default,
    read_scored_data,
)

__all__ = ["add_parser", "format_evaluation"]

_DESCRIPTIONS = {
    "n": "samples",
    "n_pos": "positives (weighted)",
    "n_neg": "negatives (weighted)",
    "prevalence": "N+/N",
    "skew": "a = N-/N+",
    "recall_range": "recall range of the areas",
    "auc_roc": "AUC-ROC (trapezoids = Mann-Whitney)",
    "auc_pr": "AUC-PR, exact Davis-Goadrich interpolation",
    "auc_pr_dg_steps": "AUC-PR, Davis-Goadrich unit steps + trapezoids",
    "average_precision": "average precision (step sum)",
    "global_min_auc_pr": "Boyd's minimum AUC-PR (Thm 2 / Cor 4)",
    "average_precision_min": "Boyd's minimum AP (Thm 3)",
    "auc_npr": "AUCNPR, normalized AUC-PR",
    "auc_roc_ci": "confidence interval of AUC-ROC",
    "auc_pr_ci": "confidence interval of AUC-PR (exact)",
    "average_precision_ci": "confidence interval of AP",
    "ci_level": "confidence level",
    "ci_method": "interval method of AUC-PR and AP",
    "auc_roc_ci_method": "interval method of AUC-ROC",
    "n_bootstrap": "stratified bootstrap replicates",
    "seed": "random seed (reproduces the bootstrap)",
}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "evaluate",
        help="AUC-ROC, exact AUC-PR, AP and Boyd's bounds for a file of labels and scores",
        description="Evaluate a scored data set: AUC-ROC, exact AUC-PR under Davis & Goadrich "
        "interpolation, their discrete estimate, average precision, and Boyd et al.'s minimum "
        "AUC-PR, minimum AP and AUCNPR. Without PATH, the embedded example (handwritten digits, "
        "8 vs rest, out-of-fold logistic-regression scores) is evaluated.",
    )
    p.add_argument(
        "path", nargs="?", metavar="PATH",
        help="CSV/TSV with a header row (delimiter sniffed; .tsv/.tab: tabs; also .gz, .bz2, "
        ".zst), Parquet (.parquet/.pq), Arrow IPC/Feather (.feather/.arrow), .npy (structured, "
        "or 2-D with columns labels, scores), .npz (named arrays), or - for CSV on standard "
        "input; with --engine dask, a glob of Parquet or CSV files ('scores/*.parquet')",
    )
    p.add_argument("--input-format", choices=INPUT_FORMATS, metavar="FMT",
                   help=f"file format, overriding the suffix ({', '.join(INPUT_FORMATS)})")
    p.add_argument("--delimiter", metavar="C", help="text delimiter (default: sniffed)")
    p.add_argument("--engine", choices=("numpy", "dask"), default="numpy",
                   help="numpy: read the file into memory (default); dask: exact evaluation "
                   "out of core, partition by partition (needs pip install \"rocpr[dask]\")")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="with --engine dask: address of a running Dask scheduler "
                   "(tcp://host:8786; default: the local threaded scheduler)")
    p.add_argument("--labels", metavar="COL",
                   help=f"labels column (default: first of {', '.join(LABEL_COLUMNS)}; "
                   "column 0 of a plain .npy)")
    p.add_argument("--scores", metavar="COL", nargs="+",
                   help=f"scores column (default: first of {', '.join(SCORE_COLUMNS)}; "
                   "column 1 of a plain .npy); one column per class with --multiclass")
    p.add_argument("--weights", metavar="COL", help="sample-weight column (default: none)")
    p.add_argument("--pos-label", metavar="V",
                   help="label of the positive class (needed unless labels are 0/1, -1/1 or "
                   "True/False)")
    p.add_argument("--recall-range", nargs=2, type=float, metavar=("R0", "R1"),
                   default=(0.0, 1.0), help="restrict the areas to R0 <= recall <= R1")
    add_ci_arguments(p)
    p.add_argument("--format", choices=("text", "json", "md"), default="text")
    from rocpr.commands import evaluate_breadth  # imports this module: not at module level

    evaluate_breadth.add_breadth_options(p)  # --max-fpr, --fpr-range, --folds, --multiclass, ...
    p.set_defaults(func=_run)


def add_ci_arguments(p: Any, *, default_level: float | None = None,
                     methods: tuple[str, ...] | None = None) -> None:
    """``--ci [LEVEL]``, ``--bootstrap N``, ``--seed S``, ``--ci-method M`` (shared by compare),
    and ``--auc-roc-ci-method M`` unless ``methods`` is given."""
    from numeric.stats.intervals import AUC_ROC_CI_METHODS, CI_METHODS

    p.add_argument("--ci", nargs="?", type=float, const=0.95, default=default_level,
                   metavar="LEVEL",
                   help="confidence intervals of AUC-ROC, AUC-PR and AP at LEVEL (default "
                   "0.95): AUC-ROC by DeLong, AUC-PR and AP by the stratified bootstrap")
    p.add_argument("--bootstrap", type=int, default=2000, metavar="N",
                   help="bootstrap replicates (default 2000)")
    p.add_argument("--seed", type=int, default=None, metavar="S",
                   help="random seed of the bootstrap (default: a fresh one, reported)")
    p.add_argument("--ci-method", choices=methods or CI_METHODS, default="bca", metavar="M",
                   help="interval of AUC-PR and AP: " + ", ".join(methods or CI_METHODS)
                   + " (default bca; logit: Boyd, Eng & Page 2013)")
    if methods is not None:
        return
    p.add_argument("--auc-roc-ci-method", choices=AUC_ROC_CI_METHODS, default="delong",
                   metavar="M", help="interval of AUC-ROC: delong (default), bca or percentile")


def _pos_label(value: str | None, labels: Any) -> Any:
    """The command-line string as a label of the labels' kind (``"1"``, ``"1.0"`` -> 1 for
    integer labels, ``"true"``/``"1"`` -> True for booleans); ``labels`` is the label array or
    its dtype."""
    if value is None:
        return None
    kind = getattr(getattr(labels, "dtype", labels), "kind", "O")
    try:
        if kind in "iu":
            x = float(value)
            if not x.is_integer():
                raise ValueError(value)
            return int(x)
        if kind == "f":
            return float(value)
        if kind == "b":
            x = {"true": 1.0, "false": 0.0}.get(value.strip().lower()) or float(value)
            return {1.0: True, 0.0: False}[x]
    except (ValueError, KeyError, OverflowError):
        names = {"i": "integer", "u": "integer", "f": "float", "b": "boolean"}
        raise ValueError(
            f"--pos-label must be a label of the data ({names[kind]} labels), got {value!r}"
        ) from None
    return value


def _jsonable(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _text(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else f"{value:.6g}"
    if isinstance(value, tuple):
        return "[" + ", ".join(_text(v) for v in value) + "]"
    return str(value)


# What a field means when the areas are restricted to a recall sub-range.
_PARTIAL = {
    "auc_roc": "partial AUC-ROC: area under 1 - FPR over TPR (= recall) in the range",
    "auc_pr": "AUC-PR over the recall range, exact Davis-Goadrich interpolation",
    "auc_pr_dg_steps": "AUC-PR over the recall range, Davis-Goadrich unit steps",
    "average_precision": "average precision over the recall range (step sum)",
    "global_min_auc_pr": "Boyd's minimum AUC-PR over the recall range (Cor 4)",
    "average_precision_min": "Boyd's minimum AP (Thm 3): whole curve only, NaN on a sub-range",
    "auc_npr": "AUCNPR over the recall range",
}


def _describe(key: str, recall_range: tuple[float, float]) -> str:
    if tuple(recall_range) != (0.0, 1.0) and key in _PARTIAL:
        return _PARTIAL[key]
    return _DESCRIPTIONS.get(key, "")


def format_evaluation(result: Evaluation, source: str, fmt: str) -> str:
    """Render an :class:`~numeric.data.evaluation.Evaluation` as ``text``, ``json`` or ``md``.

    The JSON keys are the dataclass's field names (NaN is written as ``null``).

    Examples
    --------
    >>> from numeric.data.evaluation import evaluate
    >>> out = format_evaluation(evaluate([0, 1, 1], [0.2, 0.1, 0.9]), "x", "json")
    >>> import json; json.loads(out)["auc_roc"]
    0.5
    """
    fields = dataclasses.asdict(result)
    if fmt == "json":
        return json.dumps({k: _jsonable(v) for k, v in fields.items()}, indent=2)
    if fmt == "md":
        lines = [f"Evaluation of {source}", "", "| field | value | meaning |", "|---|---:|---|"]
        lines += [f"| `{k}` | {_text(v)} | {_describe(k, result.recall_range)} |"
                  for k, v in fields.items()]
        return "\n".join(lines)
    width = max(map(len, fields))
    lines = [f"# {source}"]
    lines += [f"{k:<{width}}  {_text(v):>12}  {_describe(k, result.recall_range)}"
              for k, v in fields.items()]
    return "\n".join(lines)


def _run_dask(args: argparse.Namespace) -> int:
    """``--engine dask``: the files evaluated partition by partition (exact)."""
    import contextlib

    from numeric.data.distributed import evaluate_dask_frame, read_dask_frame

    if args.path is None:
        raise ValueError("--engine dask needs a PATH (a file or a glob)")
    if getattr(args, "ci", None) is not None:
        raise ValueError("--ci is not available with --engine dask (the bootstrap needs the data "
                         "in memory)")
    frame = read_dask_frame(args.path, labels=args.labels, scores=args.scores,
                            weights=args.weights, input_format=args.input_format,
                            delimiter=args.delimiter)
    lab = frame.columns[0]
    with contextlib.ExitStack() as stack:
        if args.scheduler:
            from distributed import Client

            stack.enter_context(Client(args.scheduler))
        try:
            result = evaluate_dask_frame(
                frame, labels=args.labels, scores=args.scores, weights=args.weights,
                pos_label=_pos_label(args.pos_label, frame[lab].dtype),
                recall_range=tuple(args.recall_range),
            )
        except ValueError as exc:  # name the files in data problems, as the numpy engine does
            raise ValueError(f"{args.path}: {exc}") from None
    print(format_evaluation(result, f"{args.path} (dask, {frame.npartitions} partitions)",
                            args.format))
    return 0


def _run(args: argparse.Namespace) -> int:
    from rocpr.commands import evaluate_breadth

    status = evaluate_breadth.run_breadth(args)  # None unless one of its options is given
    if status is not None:
        return status
    if args.scheduler and args.engine != "dask":
        raise ValueError("--scheduler needs --engine dask")
    if args.engine == "dask":
        return _run_dask(args)
    if args.path is None:
        if args.labels or args.scores or args.weights:
            raise ValueError("--labels/--scores/--weights need a PATH")
        data = load_default()
    else:
        data = read_scored_data(
            args.path, labels=args.labels, scores=args.scores, weights=args.weights,
            input_format=args.input_format, delimiter=args.delimiter,
        )
    try:
        if args.ci is not None and tuple(args.recall_range) != (0.0, 1.0):
            raise ValueError("--ci needs the whole curve (no --recall-range)")
        result = evaluate(
            data.y_true, data.y_score, sample_weight=data.sample_weight,
            pos_label=_pos_label(args.pos_label, data.y_true.dtype),
            recall_range=tuple(args.recall_range),
        )
        if args.ci is not None:
            result = _intervals(result, data, args)
    except ValueError as exc:  # name the file in data problems (labels, weights, ...)
        raise ValueError(f"{data.source}: {exc}") from None
    print(format_evaluation(result, data.source, args.format))
    return 0


def _intervals(result: Evaluation, data: Any, args: argparse.Namespace) -> Evaluation:
    from numeric.stats.intervals import with_intervals

    return with_intervals(
        result, data.y_true, data.y_score, sample_weight=data.sample_weight,
        pos_label=_pos_label(args.pos_label, data.y_true), level=args.ci,
        n_bootstrap=args.bootstrap, method=args.ci_method, auc_roc_method=args.auc_roc_ci_method,
        random_state=args.seed, progress=sys.stderr, level_name="--ci",
    )
