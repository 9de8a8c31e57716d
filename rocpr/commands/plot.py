"""``rocpr plot``: PR, ROC and (AUC-ROC, AUC-PR) region panels for one or several score columns."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rocpr.models import add_data_arguments

__all__ = ["FIGURE_SUFFIXES", "add_parser"]

#: Output formats, chosen by the file's suffix.
FIGURE_SUFFIXES: tuple[str, ...] = (".png", ".svg", ".pdf")


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "plot",
        help="draw PR curves (with Boyd's unachievable region), ROC curves and the feasible "
        "(AUC-ROC, AUC-PR) region for one or several score columns",
        description="Draw, for each score column (one colour each, AUCs in the legend): the PR "
        "curve with the correct Davis & Goadrich interpolation and the achievable (ROC-hull) PR "
        "curve, above Boyd et al.'s minimum PR curve and the shaded unachievable region; the ROC "
        "curve with its convex hull; and, at the data's skew, the exact feasible set of "
        "(AUC-ROC, AUC-PR) pairs with Mihelich et al.'s claimed minimum beside it and each model "
        "as a point. The format follows the suffix of --output (.png, .svg or .pdf).",
    )
    add_data_arguments(p)
    from rocpr.commands import plot_breadth  # imports nothing of matplotlib at start-up

    plot_breadth.add_plot_options(p)  # --folds COL, --multiclass
    p.add_argument("--kind", choices=("pr", "roc", "region", "all"), default="all",
                   help="one panel, or all three side by side (default: all)")
    p.add_argument("--output", "-o", metavar="FILE", required=True,
                   help="the figure file: .png, .svg or .pdf")
    p.set_defaults(func=_run)


def check_figure_path(path: str) -> Path:
    """The output path, if its suffix is a figure format (else ValueError naming it)."""
    out = Path(path)
    if out.suffix.lower() not in FIGURE_SUFFIXES:
        raise ValueError(f"--output must end in {', '.join(FIGURE_SUFFIXES)}, got {path!r}")
    if not out.parent.resolve().is_dir():
        raise OSError(f"cannot write {path}: directory {out.parent} does not exist")
    return out


def save_figure(fig: Any, out: Path) -> None:
    """Save ``fig`` to ``out`` atomically, in the format of its suffix (png, svg or pdf).

    Vector files keep their text as text (SVG ``<text>``, TrueType in PDF), so labels can be
    searched and edited, and carry no time stamp.
    """
    import io

    import matplotlib

    from rocpr.output import atomic_write_bytes

    buf = io.BytesIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "rocpr",
                                "pdf.fonttype": 42}):
        fig.savefig(buf, format=out.suffix.lower()[1:], dpi=150, metadata=_metadata(out))
    atomic_write_bytes(out, buf.getvalue())


def _metadata(out: Path) -> dict[str, Any]:
    """No time stamps in vector files, so regenerating an unchanged figure changes no byte."""
    suffix = out.suffix.lower()
    if suffix == ".svg":
        return {"Date": None}
    if suffix == ".pdf":
        return {"CreationDate": None, "ModDate": None}
    return {}


def _run(args: argparse.Namespace) -> int:
    out = check_figure_path(args.output)
    from rocpr.commands import plot_breadth

    fig = plot_breadth.breadth_figure(args)  # None unless --folds or --multiclass
    if fig is not None:
        save_figure(fig, out)
        print(f"wrote {out}")
        return 0
    from numeric.report.model_plots import model_curves, model_figure
    from rocpr.models import evaluate_model, models_from_args
    from rocpr.progress import progress

    models, pos_label = models_from_args(args)
    curves = []
    for name, y_score in progress(list(models.scores.items()), "plot: models"):
        e = evaluate_model(models, name, pos_label=pos_label, ci=args.ci)
        try:
            curves.append(model_curves(name, models.y_true, y_score, evaluation=e,
                                       sample_weight=models.sample_weight, pos_label=pos_label))
        except ValueError as exc:  # name the file in data problems (labels, weights, ...)
            raise ValueError(f"{models.source}: {exc}") from None
    save_figure(model_figure(curves, kind=args.kind), out)
    print(f"wrote {out}")
    return 0
