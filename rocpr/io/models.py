"""Several score columns of one data set (``rocpr compare``, ``plot`` and ``report``).

:func:`read_models` reads labels, weights and each named score column of a file (one model per
column) with :func:`rocpr.io.read_score_columns`, or the embedded data's two models.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.data.evaluation import Evaluation
from numeric.stats.evaluate import evaluate
from numeric.validation import ValueArray
from rocpr._docs import docs
from rocpr.io.columns import read_score_columns
from rocpr.io.datasets import load_default_models

__all__ = ["EMBEDDED_SOURCE", "ScoredModels", "evaluate_model", "read_models"]

EMBEDDED_SOURCE = "embedded default data (digits: 8 vs rest; two models' out-of-fold scores)"
_DEFAULT_NAME = "scores"  # the model's name when the reader picks the score column


@dataclass(frozen=True)
class ScoredModels:
    """Labels, optional weights and one or several named score columns of one data set.

    Attributes
    ----------
    y_true : ndarray of shape (n,)
    sample_weight : ndarray of shape (n,) or None
    scores : dict of str to ndarray of shape (n,)
        Column name -> scores, in the order given.
    source : str
        The file (or the embedded data's description).
    """

    y_true: ValueArray
    sample_weight: npt.NDArray[np.float64] | None
    scores: dict[str, npt.NDArray[np.float64]]
    source: str


@docs
def read_models(
    path: str | None,
    *,
    labels: str | None = None,
    scores: Sequence[str] | None = None,
    weights: str | None = None,
    input_format: str | None = None,
    delimiter: str | None = None,
) -> ScoredModels:
    """Read labels, weights and each named score column of ``path`` (the embedded data if None).

    Parameters
    ----------
    path : str or None
        A file :func:`rocpr.io.read_scored_data` reads (not standard input); None for the
        embedded data, whose models ``logistic_regression`` and ``naive_bayes`` ``scores`` then
        chooses from (default: both).
    %(reader_options)s
    scores : sequence of str, optional
        Score columns, one model each (named by the column); default: the reader's default
        score column, named ``'scores'``.

    Returns
    -------
    ScoredModels

    Raises
    ------
    ValueError
        As ``read_scored_data`` (file name and line), for a repeated score column, for an
        unknown embedded model, or for column options without a path.

    Examples
    --------
    >>> m = read_models(None)
    >>> list(m.scores), m.y_true.shape
    (['logistic_regression', 'naive_bayes'], (1797,))
    """
    if scores is not None and len(set(scores)) != len(scores):
        dup = sorted({n for n in scores if list(scores).count(n) > 1})
        raise ValueError(f"--scores must name distinct columns, got {' '.join(scores)} "
                         f"({', '.join(dup)} repeated)")
    if path is None:
        given = [f"--{k}" for k, v in (("labels", labels), ("weights", weights),
                                       ("input-format", input_format),
                                       ("delimiter", delimiter)) if v]
        if given:
            raise ValueError(f"{'/'.join(given)} need a PATH")
        y_true, available = load_default_models()
        chosen = list(scores) if scores else list(available)
        unknown = [c for c in chosen if c not in available]
        if unknown:
            raise ValueError(f"--scores: the embedded data have {', '.join(available)}, got "
                             f"{', '.join(unknown)}")
        return ScoredModels(y_true, None, {c: available[c] for c in chosen}, EMBEDDED_SOURCE)
    columns: list[str | None] = list(scores) if scores else [None]
    parts = read_score_columns(path, columns, labels=labels, weights=weights,
                               input_format=input_format, delimiter=delimiter)
    out = {col if col is not None else _DEFAULT_NAME: d.y_score
           for col, d in zip(columns, parts, strict=True)}
    first = parts[0]
    return ScoredModels(first.y_true, first.sample_weight, out, first.source)


def evaluate_model(models: ScoredModels, name: str, *, pos_label: object = None,
                   ci: float | None = None, n_bootstrap: int = 2000,
                   random_state: int | None = None) -> Evaluation:
    """Evaluate one score column of ``models`` (with intervals at level ``ci`` if given).

    Raises
    ------
    ValueError
        As :func:`numeric.evaluate` does, the message naming the source.

    Examples
    --------
    >>> m = read_models(None)
    >>> round(evaluate_model(m, "logistic_regression").auc_roc, 6)
    0.854018
    """
    try:
        return evaluate(models.y_true, models.scores[name], sample_weight=models.sample_weight,
                        pos_label=pos_label, ci=ci, n_bootstrap=n_bootstrap,
                        random_state=random_state)
    except ValueError as exc:  # name the file in data problems (labels, weights, ...)
        raise ValueError(f"{models.source}: {exc}") from None
