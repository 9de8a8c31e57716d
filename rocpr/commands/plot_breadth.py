"""The options of ``rocpr plot`` for cross-validation folds and multi-class data.

* ``--folds COL``: each fold's ROC and PR curve with their vertical average and a 1-sd band
  (:func:`numeric.report.fold_plots.fold_figure`);
* ``--multiclass``: ``--scores`` names one column per class (named after it); each class's ROC
  and PR curve against the rest (:func:`numeric.report.fold_plots.class_figure`).

matplotlib is imported only when a figure is drawn.
"""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np

from numeric.data.column_readers import read_fold_column, read_multiclass_data
from numeric.data.folds import vertical_average_pr, vertical_average_roc
from numeric.data.readers import read_scored_data
from rocpr.commands.evaluate import _pos_label

__all__ = ["add_plot_options", "breadth_figure"]

_GRID_POINTS = 501  # abscissae of the averaged curves drawn


def add_plot_options(p: argparse.ArgumentParser) -> None:
    """``--folds COL`` and ``--multiclass`` for ``rocpr plot``."""
    p.add_argument("--folds", metavar="COL",
                   help="column of cross-validation fold ids: draw each fold's ROC and PR curve "
                   "with their vertical average (TPR at fixed FPR; precision at fixed recall on "
                   "the Davis & Goadrich-interpolated curves) and a 1-sd band")
    p.add_argument("--multiclass", action="store_true",
                   help="--scores names one column per class (named after it): draw each "
                   "class's ROC and PR curve against the rest")


def breadth_figure(args: argparse.Namespace) -> Any:
    """The figure of ``--folds`` or ``--multiclass`` (a matplotlib Figure), else ``None``.

    Raises
    ------
    ValueError
        Both options, no PATH, several score columns with ``--folds``, ``--kind region``, or a
        problem with the data (naming the file).

    Examples
    --------
    >>> ns = argparse.Namespace(folds=None, multiclass=False)
    >>> breadth_figure(ns) is None
    True
    """
    if args.folds is None and not args.multiclass:
        return None
    if args.folds is not None and args.multiclass:
        raise ValueError("--folds and --multiclass cannot be combined")
    option = "--folds" if args.folds is not None else "--multiclass"
    if args.path is None:
        raise ValueError(f"{option} needs a PATH")
    if getattr(args, "ci", None) is not None:
        raise ValueError(f"--ci is not drawn with {option}")
    if getattr(args, "kind", "all") == "region":
        raise ValueError(f"--kind region is not drawn with {option} (ROC and PR panels only)")
    from numeric.report.fold_plots import class_figure, fold_figure

    if args.multiclass:
        if not args.scores or len(args.scores) < 2:
            raise ValueError("--multiclass needs --scores C1 C2 ... (one column per class)")
        mc = read_multiclass_data(args.path, labels=args.labels, scores=args.scores,
                                  weights=args.weights)
        try:
            return class_figure(mc.y_true.astype(str), mc.y_score, labels=list(mc.classes),
                                sample_weight=mc.sample_weight)
        except ValueError as exc:
            raise ValueError(f"{mc.source}: {exc}") from None
    if args.scores and len(args.scores) > 1:
        raise ValueError(f"--folds draws one score column, got {len(args.scores)}")
    scores = args.scores[0] if args.scores else None
    data = read_scored_data(args.path, labels=args.labels, scores=scores, weights=args.weights)
    folds = read_fold_column(args.path, args.folds, scores=scores)
    kw = dict(sample_weight=data.sample_weight, pos_label=_pos_label(args.pos_label, data.y_true))
    grid = np.linspace(0.0, 1.0, _GRID_POINTS)
    try:
        return fold_figure(vertical_average_roc(data.y_true, data.y_score, folds, fpr=grid, **kw),
                           vertical_average_pr(data.y_true, data.y_score, folds, recall=grid,
                                               **kw))
    except ValueError as exc:
        raise ValueError(f"{data.source}: {exc}") from None
