"""``rocpr evaluate``: every AUC and Boyd's reference values for a file of labels and scores.

Beyond one binary evaluation:

* ``--ci [LEVEL]``: confidence intervals of AUC-ROC, AUC-PR and AP;
* ``--tpr-range T0 T1``: the partial AUC-ROC over sensitivity in [T0, T1], McClish-corrected
  (JSON ``auc_roc_tpr_range``, pROC's ``partial.auc.focus = "sensitivity"``); with ``--ci``
  every partial AUC key ``K`` gains ``K_ci``;
* ``--max-fpr F``: McClish-standardised partial AUC-ROC over FPR in [0, F] (JSON
  ``auc_roc_max_fpr``, scikit-learn's ``roc_auc_score(max_fpr=F)``); ``--fpr-range F0 F1``: the
  same over [F0, F1] (JSON ``auc_roc_fpr_range``, pROC's ``partial.auc.correct``);
* ``--folds COL``: per-fold metrics (JSON ``folds``), their mean and standard deviation
  (``fold_summary``, ``ddof = 1``); the top-level values stay the pooled ones;
* ``--scores C1 C2 ... --multiclass [ovr|ovo]``: one score column per class, named after it
  (JSON ``classes``, ``macro``, ``weighted``, ``micro``);
* ``--soft-labels``: labels are probabilities of being positive;
* ``--engine dask``: exact evaluation out of core (:mod:`rocpr.engines`).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import fnmatch
import math
import re
import warnings
from typing import TYPE_CHECKING

import numpy as np

from numeric import DegenerateDataWarning
from numeric.confidence import AUC_ROC_CI_METHODS, CI_METHODS
from numeric.data.multiclass import MULTI_CLASS
from numeric.stats.evaluate import evaluate
from numeric.validation import check_unit_range
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import (
    BinaryInput,
    add_ci_options,
    add_data_options,
    add_format_option,
    add_soft_labels_option,
    check_ci_options,
    check_labels,
    load_binary,
    pos_label_from,
    reader_options,
)
from rocpr.io import read_fold_column, read_multiclass_data
from rocpr.progress import ProgressBar
from rocpr.render.results import format_evaluation, format_multiclass

if TYPE_CHECKING:
    from numeric.data.folds import FoldEvaluation

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

HELP = "AUC-ROC, exact AUC-PR, AP and Boyd's bounds for a file of labels and scores"
DESCRIPTION = (
    "Evaluate a scored data set: AUC-ROC, exact AUC-PR under Davis & Goadrich "
    "interpolation, their discrete estimate, average precision, and Boyd et al.'s minimum "
    "AUC-PR, minimum AP and AUCNPR. Without PATH, the embedded example (handwritten digits, "
    "8 vs rest, out-of-fold logistic-regression scores) is evaluated. With --engine dask, "
    "PATH may be a glob of Parquet or CSV files ('scores/*.parquet')."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p, scores="per-class")
    p.add_argument("--engine", choices=("numpy", "dask"), default="numpy",
                   help="numpy: read the file into memory (default); dask: exact evaluation "
                   "out of core, partition by partition (needs pip install \"rocpr[dask]\")")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="with --engine dask: address of a running Dask scheduler "
                   "(tcp://host:8786; default: the local threaded scheduler)")
    p.add_argument("--recall-range", nargs=2, type=float, metavar=("R0", "R1"),
                   default=(0.0, 1.0), help="restrict the areas to R0 <= recall <= R1")
    add_ci_options(p, methods=CI_METHODS, auc_roc_methods=AUC_ROC_CI_METHODS)
    add_format_option(p)
    p.add_argument("--max-fpr", type=float, metavar="F",
                   help="add auc_roc_max_fpr: partial AUC-ROC over FPR in [0, F], McClish-"
                   "standardised (scikit-learn's max_fpr)")
    p.add_argument("--fpr-range", type=float, nargs=2, metavar=("F0", "F1"),
                   help="add auc_roc_fpr_range: partial AUC-ROC over FPR in [F0, F1], McClish-"
                   "standardised (pROC's partial.auc.correct)")
    p.add_argument("--tpr-range", type=float, nargs=2, metavar=("T0", "T1"),
                   help="add auc_roc_tpr_range: partial AUC-ROC over sensitivity (TPR) in "
                   "[T0, T1], McClish-corrected as pROC's partial.auc.focus='sensitivity'")
    p.add_argument("--folds", metavar="COL",
                   help="column of cross-validation fold ids: add per-fold metrics and their "
                   "mean and standard deviation (ddof 1); the other values stay pooled")
    p.add_argument("--multiclass", nargs="?", const="ovr", choices=MULTI_CLASS,
                   help="multi-class: --scores names one column per class (named after it); "
                   "per-class metrics with macro/weighted/micro averages (AUC-ROC one-vs-rest, "
                   "or one-vs-one with ovo)")
    add_soft_labels_option(p)


def run(args: argparse.Namespace) -> int:
    check_ci_options(args)
    if args.max_fpr is not None and not 0.0 < args.max_fpr <= 1.0:
        raise InputError(f"--max-fpr must be in (0, 1], got {args.max_fpr!r}")
    if args.fpr_range is not None:
        lo, hi = args.fpr_range
        if not 0.0 <= lo < hi <= 1.0:
            raise InputError(f"--fpr-range F0 F1 must satisfy 0 <= F0 < F1 <= 1, got {lo!r} {hi!r}")
    with input_errors():
        check_unit_range(tuple(args.recall_range), "--recall-range", ("r0", "r1"))
        if args.tpr_range is not None:
            check_unit_range(tuple(args.tpr_range), "--tpr-range", ("t0", "t1"))
    if args.multiclass is not None:
        return _run_multiclass(args)
    if isinstance(args.scores, list):  # several columns only with --multiclass
        if len(args.scores) > 1:
            raise InputError(
                f"--scores takes one column unless --multiclass is given, got {args.scores}"
            )
        args.scores = args.scores[0]
    if args.scheduler and args.engine != "dask":
        raise InputError("--scheduler needs --engine dask")
    if args.engine == "dask":
        return _run_dask(args)
    if args.ci is not None and tuple(args.recall_range) != (0.0, 1.0):
        raise InputError("--ci needs the whole curve (no --recall-range)")
    if args.soft_labels and args.ci is not None:
        raise InputError("--ci cannot be combined with --soft-labels (resampling would split the "
                         "two halves of a row)")
    if args.folds is not None and tuple(args.recall_range) != (0.0, 1.0):
        raise InputError("--folds evaluates whole curves: it cannot be used with --recall-range")
    loaded = load_binary(args)
    data = loaded.data
    with input_errors(data.source):  # name the file in data problems
        with ProgressBar("rocpr bootstrap", unit="replicates") as bar:
            result = evaluate(
                data.y_true, data.y_score, sample_weight=data.sample_weight,
                pos_label=loaded.pos_label, recall_range=tuple(args.recall_range), ci=args.ci,
                n_bootstrap=args.bootstrap, random_state=args.seed, ci_method=args.ci_method,
                auc_roc_ci_method=args.auc_roc_ci_method, progress=bar,
            )
        if loaded.source_row is not None:  # n counts the rows of the file, not their halves
            result = dataclasses.replace(result, n=loaded.n_rows)
        extra = _partial_aucs(args, loaded, None if result.intervals is None
                              else result.intervals.seed)
        if args.folds is not None:
            extra.update(_folds(args, loaded))
    print(format_evaluation(result, data.source, args.format, extra))
    return 0


def _fold_warnings(caught: list[warnings.WarningMessage], e: FoldEvaluation) -> None:
    """Re-issue the folds' warnings, a missing class named per fold: ``fold 'b' has no positive
    samples``, not the whole file's "y_true has no positive samples" (which ``evaluate`` says
    itself when it is so)."""
    for w in caught:
        if "y_true has no " not in str(w.message):
            warnings.warn(w.message, w.category, stacklevel=2)
    for r in e.folds:
        if r.n_pos == 0 and e.pooled.n_pos > 0:
            missing = "positive"
        elif math.isnan(r.auc_roc) and r.n_pos > 0 and e.pooled.n_neg > 0:
            missing = "negative"
        else:
            continue
        names = "auc_roc is" if missing == "negative" else "auc_roc, auc_pr, average_precision are"
        warnings.warn(f"fold {r.fold!r} has no {missing} samples: its {names} undefined (NaN), "
                      "and so is their mean over the folds", DegenerateDataWarning, stacklevel=2)


def _partial_aucs(args: argparse.Namespace, loaded: BinaryInput,
                  seed: int | None) -> dict[str, object]:
    """``auc_roc_max_fpr``, ``auc_roc_fpr_range`` and ``auc_roc_tpr_range`` as asked, each with
    its range and, with ``--ci``, its bootstrap interval ``K_ci`` (seeded as the evaluation)."""
    data, extra = loaded.data, {}
    weight, pos_label = data.sample_weight, loaded.pos_label
    ranges = {"max_fpr": None if args.max_fpr is None else ("fpr", (0.0, args.max_fpr)),
              "fpr_range": None if args.fpr_range is None else ("fpr", tuple(args.fpr_range)),
              "tpr_range": None if args.tpr_range is None else ("tpr", tuple(args.tpr_range))}
    for key, wanted in ranges.items():
        if wanted is None:
            continue
        from numeric.data.partial_auc import partial_auc_roc_score, partial_auc_roc_tpr_score
        from numeric.stats.coords_ci import partial_auc_intervals

        axis, bounds = wanted
        with warnings.catch_warnings():  # evaluate has already warned about a missing class
            warnings.simplefilter("ignore", DegenerateDataWarning)
            if axis == "fpr":
                value = partial_auc_roc_score(data.y_true, data.y_score, sample_weight=weight,
                                              pos_label=pos_label, fpr_range=bounds)
            else:
                value = partial_auc_roc_tpr_score(data.y_true, data.y_score,
                                                  sample_weight=weight, pos_label=pos_label,
                                                  tpr_range=bounds)
            extra[key] = args.max_fpr if key == "max_fpr" else list(bounds)
            extra[f"auc_roc_{key}"] = value
            if args.ci is not None:
                iv = partial_auc_intervals(
                    data.y_true, data.y_score, sample_weight=weight, pos_label=pos_label,
                    level=args.ci, n_bootstrap=args.bootstrap, random_state=seed,
                    fpr_range=bounds if axis == "fpr" else None,
                    tpr_range=bounds if axis == "tpr" else None)
                ci = iv.fpr_range if axis == "fpr" else iv.tpr_range
                assert ci is not None
                extra[f"auc_roc_{key}_ci"] = list(ci.interval)
    return extra


def _folds(args: argparse.Namespace, loaded: BinaryInput) -> dict[str, object]:
    from numeric.data.folds import FOLD_METRICS, fold_evaluation

    data = loaded.data
    with input_errors():
        folds = read_fold_column(args.path, args.folds, scores=args.scores,
                                 **reader_options(args))
    rows_per_fold = dict(zip(*np.unique(folds, return_counts=True), strict=True))
    if loaded.source_row is not None:  # carry each row's fold to its two halves
        folds = folds[loaded.source_row]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        e = fold_evaluation(data.y_true, data.y_score, folds, sample_weight=data.sample_weight,
                            pos_label=loaded.pos_label)
    _fold_warnings(caught, e)
    return {
        "folds": [
            {"fold": r.fold, "n": int(rows_per_fold[r.fold]), "n_pos": r.n_pos,
             "auc_roc": r.auc_roc, "auc_pr": r.auc_pr, "average_precision": r.average_precision}
            for r in e.folds
        ],
        "fold_summary": {m: {"mean": e.summary[m].mean, "std": e.summary[m].std}
                         for m in FOLD_METRICS},
    }


def _run_dask(args: argparse.Namespace) -> int:
    """``--engine dask``: the files evaluated partition by partition (exact)."""
    from rocpr.engines.distributed import evaluate_dask_frame, read_dask_frame

    if args.path is None:
        raise InputError("--engine dask needs a PATH (a file or a glob)")
    others = {"--ci": args.ci, "--max-fpr": args.max_fpr, "--fpr-range": args.fpr_range,
              "--tpr-range": args.tpr_range, "--folds": args.folds,
              "--soft-labels": args.soft_labels or None}
    given = [k for k, v in others.items() if v is not None]
    if given:
        raise InputError("--engine dask evaluates one binary score column only (not with "
                         f"{', '.join(given)})")
    with input_errors():
        frame = read_dask_frame(args.path, labels=args.labels, scores=args.scores,
                                weights=args.weights, **reader_options(args))
    lab = frame.columns[0]
    with contextlib.ExitStack() as stack:
        if args.scheduler:
            from distributed import Client

            stack.enter_context(Client(args.scheduler))
        try:
            result = evaluate_dask_frame(
                frame, labels=args.labels, scores=args.scores, weights=args.weights,
                pos_label=pos_label_from(args.pos_label, frame[lab].dtype),
                recall_range=tuple(args.recall_range),
            )
        except ValueError as exc:  # name the files in data problems, as the numpy engine does
            if args.weights is not None or args.pos_label is not None:
                # a data rule broken: name it under its option, as the numpy engine does (the
                # columns are read into memory on this error path only)
                columns = frame.compute()
                check_labels(args.pos_label, columns.iloc[:, 0].to_numpy(), args.path,
                             None if args.weights is None else columns.iloc[:, 2].to_numpy())
            text = str(exc)  # name the files, unless the engine's reader has (with the line)
            named = re.match(r"(.+?)(?:, line \d+)?: ", text)
            if named is None or not (named[1] == args.path or fnmatch.fnmatch(named[1], args.path)):
                text = f"{args.path}: {text}"
            raise InputError(text) from None
    print(format_evaluation(result, f"{args.path} (dask, {frame.npartitions} partitions)",
                            args.format))
    return 0


def _run_multiclass(args: argparse.Namespace) -> int:
    from numeric.data.multiclass import multiclass_evaluation

    if args.path is None:
        raise InputError("--multiclass needs a PATH with one score column per class")
    others = {"--max-fpr": args.max_fpr, "--fpr-range": args.fpr_range,
              "--tpr-range": args.tpr_range, "--folds": args.folds,
              "--pos-label": args.pos_label, "--ci": args.ci}
    given = [k for k, v in others.items() if v is not None]
    if args.soft_labels:
        given.append("--soft-labels")
    if tuple(args.recall_range) != (0.0, 1.0):
        given.append("--recall-range")
    if args.engine == "dask":
        given.append("--engine dask")
    if given:
        raise InputError(f"--multiclass cannot be combined with {', '.join(given)}")
    if not args.scores:
        raise InputError("--multiclass needs --scores C1 C2 ... (one column per class)")
    with input_errors():
        data = read_multiclass_data(args.path, labels=args.labels, scores=args.scores,
                                    weights=args.weights, **reader_options(args))
    with input_errors(data.source):
        labels = data.y_true.astype(str)  # the columns are named after the classes
        result = multiclass_evaluation(labels, data.y_score, labels=list(data.classes),
                                       multi_class=args.multiclass,
                                       sample_weight=data.sample_weight)
    print(format_multiclass(result, data.source, int(labels.size), args.format))
    return 0
