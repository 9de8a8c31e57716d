"""Several score columns of one data file, read for ``rocpr plot`` and ``rocpr report``.

:func:`numeric.data.readers.read_scored_data` reads one score column; :func:`read_models` reads
one or several (``--scores COL ...``) with the same labels and weights, each column checked by
that reader (so every file problem is reported the same way, with its file name and line).
:func:`add_data_arguments` adds the shared data options to a subcommand's parser.
"""

from __future__ import annotations

import argparse
import inspect
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from numeric.data.column_readers import read_score_columns
from numeric.data.evaluation import Evaluation, evaluate
from numeric.data.readers import (
    LABEL_COLUMNS,
    SCORE_COLUMNS,
    load_default,
)
from rocpr.commands.evaluate import _pos_label

__all__ = ["ScoredModels", "add_data_arguments", "data_options", "evaluate_model",
           "models_from_args", "read_models"]

_DEFAULT_NAME = "scores"  # the model's name when the reader picks the score column


@dataclass(frozen=True)
class ScoredModels:
    """Labels, optional weights and one or several named score columns of one data set.

    Attributes
    ----------
    y_true : ndarray of shape (n,)
    sample_weight : ndarray of shape (n,) or None
    scores : mapping of str to ndarray of shape (n,)
        Column name -> scores, in the order given.
    source : str
        The file (or the embedded data's description).
    """

    y_true: np.ndarray
    sample_weight: npt.NDArray[np.float64] | None
    scores: Mapping[str, npt.NDArray[np.float64]]
    source: str


def read_models(
    path: str | None,
    *,
    labels: str | None = None,
    scores: Sequence[str] | None = None,
    weights: str | None = None,
) -> ScoredModels:
    """Read labels, weights and each named score column of ``path`` (the embedded data if None).

    Parameters
    ----------
    path : str or None
        A file :func:`numeric.data.readers.read_scored_data` reads; None for the embedded data.
    labels, weights : str, optional
        Column names (defaults as for ``read_scored_data``).
    scores : sequence of str, optional
        Score columns, one model each (named by the column); default: the reader's default
        score column, named ``'scores'``.

    Returns
    -------
    ScoredModels

    Raises
    ------
    ValueError
        As ``read_scored_data`` (file name and line), for a repeated score column, or for column
        options without a path.

    Examples
    --------
    >>> m = read_models(None)
    >>> list(m.scores), m.y_true.shape
    (['scores'], (1797,))
    """
    if scores is not None and len(set(scores)) != len(scores):
        raise ValueError(f"--scores must name distinct columns, got {' '.join(scores)}")
    if path is None:
        if labels or scores or weights:
            raise ValueError("--labels/--scores/--weights need a PATH")
        d = load_default()
        return ScoredModels(d.y_true, d.sample_weight, {_DEFAULT_NAME: d.y_score}, d.source)
    columns: list[str | None] = list(scores) if scores else [None]
    parts = read_score_columns(path, columns, labels=labels, weights=weights)
    out = {col if col is not None else _DEFAULT_NAME: d.y_score
           for col, d in zip(columns, parts, strict=True)}
    first = parts[0]
    return ScoredModels(first.y_true, first.sample_weight, out, first.source)


def add_data_arguments(p: argparse.ArgumentParser) -> None:
    """The data options shared by ``plot`` and ``report``: PATH, --labels, --scores COL ...,
    --weights, --pos-label."""
    p.add_argument(
        "path", nargs="?", metavar="PATH",
        help="CSV/TSV with a header row, .npy or .npz (as for 'rocpr evaluate'); default: the "
        "embedded example data",
    )
    p.add_argument("--labels", metavar="COL",
                   help=f"labels column (default: first of {', '.join(LABEL_COLUMNS)})")
    p.add_argument("--scores", metavar="COL", nargs="+",
                   help="one or several score columns, one model each, overlaid (default: first "
                   f"of {', '.join(SCORE_COLUMNS)})")
    p.add_argument("--weights", metavar="COL", help="sample-weight column (default: none)")
    p.add_argument("--pos-label", metavar="V",
                   help="label of the positive class (needed unless labels are 0/1, -1/1 or "
                   "True/False)")
    p.add_argument("--ci", type=float, metavar="LEVEL",
                   help="confidence level (e.g. 0.95) of intervals for AUC-ROC and AUC-PR, drawn "
                   "as a cross on the region panel (default: none)")


def evaluate_model(models: ScoredModels, name: str, *, pos_label: Any = None,
                   ci: float | None = None) -> Evaluation:
    """Evaluate one score column of ``models``, with confidence intervals at level ``ci`` if given.

    Raises
    ------
    ValueError
        If ``ci`` is given but this version's :func:`numeric.data.evaluation.evaluate` computes
        no intervals, or as ``evaluate`` does (the message names the source).

    Examples
    --------
    >>> m = read_models(None)
    >>> round(evaluate_model(m, "scores").auc_roc, 6)
    0.854018
    """
    kwargs: dict[str, Any] = {}
    if ci is not None:
        if "ci" not in inspect.signature(evaluate).parameters:
            raise ValueError("--ci needs confidence intervals from numeric's evaluate(..., ci=), "
                             "which this version does not have")
        kwargs["ci"] = ci
    try:
        return evaluate(models.y_true, models.scores[name], sample_weight=models.sample_weight,
                        pos_label=pos_label, **kwargs)
    except ValueError as exc:  # name the file in data problems (labels, weights, ...)
        raise ValueError(f"{models.source}: {exc}") from None


def models_from_args(args: argparse.Namespace) -> tuple[ScoredModels, Any]:
    """The models and the positive label (as a label of the data) from parsed data options."""
    models = read_models(args.path, labels=args.labels, scores=args.scores, weights=args.weights)
    return models, _pos_label(args.pos_label, models.y_true)


def data_options(args: argparse.Namespace) -> list[str]:
    """The data options as command-line words (for the command that regenerates a file).

    Examples
    --------
    >>> ns = argparse.Namespace(path="d.csv", labels=None, scores=["a b", "c"], weights=None,
    ...                         pos_label="1", ci=None)
    >>> " ".join(data_options(ns))
    "d.csv --scores 'a b' c --pos-label 1"
    """
    words = [] if args.path is None else [shlex.quote(args.path)]
    for opt in ("labels", "weights"):
        if getattr(args, opt):
            words += [f"--{opt}", shlex.quote(getattr(args, opt))]
    if args.scores:
        words += ["--scores", *map(shlex.quote, args.scores)]
    if args.pos_label is not None:
        words += ["--pos-label", shlex.quote(args.pos_label)]
    if getattr(args, "ci", None) is not None:
        words += ["--ci", repr(args.ci)]
    return words
