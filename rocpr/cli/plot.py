"""``rocpr plot``: PR, ROC and (AUC-ROC, AUC-PR) region panels for one or several score columns.

* ``--folds COL``: each fold's ROC and PR curve with their vertical average and a 1-sd band
  (:func:`rocpr.plotting.folds.fold_figure`);
* ``--ci [LEVEL]``: each model's interval cross on the region panel and its pointwise and
  simultaneous bootstrap bands on the PR panel (over recall) and the ROC panel (over FPR);
* ``--smooth``: pROC's binormal smoothed ROC curve and its PR image;
* ``--multiclass``: ``--scores`` names one column per class (named after it); each class's ROC
  and PR curve against the rest (:func:`rocpr.plotting.folds.class_figure`).

matplotlib is imported only when a figure is drawn.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from numeric.data.folds import vertical_average_pr, vertical_average_roc
from numeric.validation import check_positive_int
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import (
    add_ci_options,
    add_data_options,
    add_output_option,
    check_ci_options,
    check_labels,
    load_models,
    reader_options,
    resolve_seed,
)
from rocpr.io import check_output_path, read_fold_column, read_multiclass_data, read_scored_data

if TYPE_CHECKING:  # pragma: no cover - matplotlib loads on first figure
    from matplotlib.figure import Figure

__all__ = ["DESCRIPTION", "FIGURE_SUFFIXES", "HELP", "add_ci_cross_option", "check_figure_path",
           "configure", "run", "save_figure"]

#: Output formats, chosen by the file's suffix.
FIGURE_SUFFIXES: tuple[str, ...] = (".png", ".svg", ".pdf")


HELP = (
    "draw PR curves (with Boyd's unachievable region), ROC curves and the feasible "
    "(AUC-ROC, AUC-PR) region for one or several score columns"
)
DESCRIPTION = (
    "Draw, for each score column (one colour each, AUCs in the legend): the PR "
    "curve with the correct Davis & Goadrich interpolation and the achievable (ROC-hull) PR "
    "curve, above Boyd et al.'s minimum PR curve and the shaded unachievable region; the ROC "
    "curve with its convex hull; and, at the data's skew, the exact feasible set of "
    "(AUC-ROC, AUC-PR) pairs with Mihelich et al.'s claimed minimum beside it and each model "
    "as a point. The format follows the suffix of --output (.png, .svg or .pdf)."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p, scores="several", stdin=False)
    add_ci_cross_option(p)
    p.add_argument("--smooth", action="store_true",
                   help="also draw pROC's binormal smoothed ROC curve and its PR image")
    _add_breadth_options(p)  # --folds COL, --multiclass
    p.add_argument("--kind", choices=("pr", "roc", "region", "all"), default="all",
                   help="one panel, or all three side by side (default: all)")
    add_output_option(p, required=True, help="the figure file: .png, .svg or .pdf")


def add_ci_cross_option(p: argparse.ArgumentParser, *, default_level: float | None = None
                        ) -> None:
    """``--ci [LEVEL]``, ``--bootstrap N``, ``--band-bootstrap N`` and ``--seed S`` of ``plot``
    and ``report``: intervals drawn as crosses on the region panel, bootstrap bands on the PR and
    ROC panels (and, in the report, the intervals of every metric and the comparison).

    With ``default_level`` (the report's 0.95) intervals are on by default and ``--no-ci`` turns
    them off."""
    on = default_level is not None
    add_ci_options(p, default_level=default_level,
                   what="of AUC-ROC (DeLong) and AUC-PR and AP (numeric.evaluate's default), drawn "
                   "as a cross on the region panel, and of the pointwise and simultaneous "
                   "bootstrap bands of the ROC curve (over FPR) and the PR curve (over recall, "
                   "exact interpolation) " + ("(default: on, 0.95)" if on else "(default: none)"))
    if on:
        p.add_argument("--no-ci", dest="ci", action="store_const", const=None,
                       help="no intervals, bands or comparison table")
    p.add_argument("--band-bootstrap", type=int, default=500, metavar="N",
                   help="bootstrap replicates of the curve bands (default 500)")


def check_figure_path(path: str) -> Path:
    """The output path, if its suffix is a figure format (else InputError naming it)."""
    out = Path(path)
    if out.suffix.lower() not in FIGURE_SUFFIXES:
        raise InputError(f"--output must end in {', '.join(FIGURE_SUFFIXES)}, got {path!r}")
    if not out.parent.resolve().is_dir():
        raise OSError(f"cannot write {path}: directory {out.parent} does not exist")
    return out


def save_figure(fig: Figure, out: Path) -> None:
    """Save ``fig`` to ``out`` atomically, in the format of its suffix (png, svg or pdf).

    Vector files keep their text as text (SVG ``<text>``, TrueType in PDF), so labels can be
    searched and edited, and carry no time stamp.
    """
    import io

    import matplotlib

    from rocpr.io.output import atomic_write_bytes

    buf = io.BytesIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "rocpr",
                                "pdf.fonttype": 42}):
        fig.savefig(buf, format=out.suffix.lower()[1:], dpi=150, metadata=_metadata(out))
    atomic_write_bytes(out, buf.getvalue())


def _metadata(out: Path) -> dict[str, str | None]:
    """No time stamps in vector files, so regenerating an unchanged figure changes no byte."""
    suffix = out.suffix.lower()
    if suffix == ".svg":
        return {"Date": None}
    if suffix == ".pdf":
        return {"CreationDate": None, "ModDate": None}
    return {}


def run(args: argparse.Namespace) -> int:
    check_ci_options(args)
    with input_errors():
        check_positive_int(args.band_bootstrap, "--band-bootstrap")
        out = check_figure_path(args.output)
        check_output_path(out)  # before the work
    fig = _breadth_figure(args)  # None unless --folds or --multiclass
    if fig is not None:
        save_figure(fig, out)
        print(f"wrote {out}")
        return 0
    from rocpr.io.models import evaluate_model
    from rocpr.plotting.models import model_curves, model_figure
    from rocpr.progress import progress

    models, pos_label = load_models(args)
    seed = None if args.ci is None else resolve_seed(args.seed)  # reported when drawn
    curves = []
    for name, y_score in progress(list(models.scores.items()), "plot: models"):
        with input_errors(models.source):  # name the file in data problems (labels, ...)
            e = evaluate_model(models, name, pos_label=pos_label, ci=args.ci,
                               n_bootstrap=args.bootstrap, random_state=seed)
            curves.append(model_curves(name, models.y_true, y_score, evaluation=e,
                                       sample_weight=models.sample_weight, pos_label=pos_label,
                                       band=args.ci, smooth=args.smooth,
                                       n_bootstrap=args.band_bootstrap, random_state=seed))
    save_figure(model_figure(curves, kind=args.kind), out)
    print(f"wrote {out}" if seed is None else f"wrote {out} (bootstrap seed {seed}; --seed "
          f"{seed} redraws it)")
    return 0


_GRID_POINTS = 501  # abscissae of the averaged curves drawn


def _add_breadth_options(p: argparse.ArgumentParser) -> None:
    """``--folds COL`` and ``--multiclass`` for ``rocpr plot``."""
    p.add_argument("--folds", metavar="COL",
                   help="column of cross-validation fold ids: draw each fold's ROC and PR curve "
                   "with their vertical average (TPR at fixed FPR; precision at fixed recall on "
                   "the Davis & Goadrich-interpolated curves) and a 1-sd band")
    p.add_argument("--multiclass", action="store_true",
                   help="--scores names one column per class (named after it): draw each "
                   "class's ROC and PR curve against the rest")


def _breadth_figure(args: argparse.Namespace) -> Figure | None:
    """The figure of ``--folds`` or ``--multiclass`` (a matplotlib Figure), else ``None``.

    Raises
    ------
    InputError
        Both options, no PATH, several score columns with ``--folds``, ``--kind region``, or a
        problem with the data (naming the file).

    Examples
    --------
    >>> ns = argparse.Namespace(folds=None, multiclass=False, smooth=False)
    >>> _breadth_figure(ns) is None
    True
    """
    if args.folds is None and not args.multiclass:
        return None
    if args.folds is not None and args.multiclass:
        raise InputError("--folds and --multiclass cannot be combined")
    option = "--folds" if args.folds is not None else "--multiclass"
    if args.path is None:
        raise InputError(f"{option} needs a PATH")
    if getattr(args, "ci", None) is not None:
        raise InputError(f"--ci is not drawn with {option}")
    if getattr(args, "smooth", False):
        raise InputError(f"--smooth is not drawn with {option}")
    if getattr(args, "kind", "all") == "region":
        raise InputError(f"--kind region is not drawn with {option} (ROC and PR panels only)")
    from rocpr.plotting.folds import class_figure, fold_figure

    if args.multiclass:
        if not args.scores or len(args.scores) < 2:
            raise InputError("--multiclass needs --scores C1 C2 ... (one column per class)")
        with input_errors():
            mc = read_multiclass_data(args.path, labels=args.labels, scores=args.scores,
                                      weights=args.weights, **reader_options(args))
        with input_errors(mc.source):
            return class_figure(mc.y_true.astype(str), mc.y_score, labels=list(mc.classes),
                                sample_weight=mc.sample_weight)
    if args.scores and len(args.scores) > 1:
        raise InputError(f"--folds draws one score column, got {len(args.scores)}")
    scores = args.scores[0] if args.scores else None
    with input_errors():
        data = read_scored_data(args.path, labels=args.labels, scores=scores,
                                weights=args.weights, **reader_options(args))
        folds = read_fold_column(args.path, args.folds, scores=scores, **reader_options(args))
    weight, pos_label = data.sample_weight, check_labels(args.pos_label, data.y_true, data.source)
    grid = np.linspace(0.0, 1.0, _GRID_POINTS)
    with input_errors(data.source):
        return fold_figure(
            vertical_average_roc(data.y_true, data.y_score, folds, fpr=grid,
                                 sample_weight=weight, pos_label=pos_label),
            vertical_average_pr(data.y_true, data.y_score, folds, recall=grid,
                                sample_weight=weight, pos_label=pos_label))
