"""Reading several named columns: one score column per class, or a column of fold ids.

Built only on the public :func:`rocpr.io.readers.read_scored_data` (one call per column), so
every format and every error message of the readers carries over unchanged. The file is read once
per column: fine for files, not for a stream that can be read only once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from numeric.validation import ValueArray
from rocpr._docs import docs
from rocpr.io.readers import ScoredData, read_scored_data

__all__ = ["MulticlassData", "read_fold_column", "read_multiclass_data", "read_score_columns"]


@dataclass(frozen=True)
class MulticlassData:
    """Labels, one score column per class and optional weights read from one source.

    Attributes
    ----------
    y_true : ndarray of shape (n_samples,)
        Labels (integers, floats or strings, as the readers parse them).
    y_score : ndarray of float64, shape (n_samples, n_classes)
        Column ``j`` is the score column ``classes[j]``.
    sample_weight : ndarray of float64, shape (n_samples,), or None
    classes : tuple of str
        The score columns' names: each is the label of the class it scores.
    source : str
    """

    y_true: ValueArray
    y_score: npt.NDArray[np.float64]
    sample_weight: npt.NDArray[np.float64] | None
    classes: tuple[str, ...]
    source: str


@docs
def read_multiclass_data(
    path: str | Path,
    *,
    scores: Sequence[str],
    labels: str | None = None,
    weights: str | None = None,
    input_format: str | None = None,
    delimiter: str | None = None,
) -> MulticlassData:
    """Read labels, several score columns (one per class, named after it) and weights.

    Parameters
    ----------
    %(path_read_by_reader)s
    scores : sequence of str
        At least two distinct column names; each names the class it scores.
    %(reader_options)s

    Returns
    -------
    MulticlassData

    Raises
    ------
    ValueError
        Fewer than two or repeated score columns, standard input (``"-"``: it can be read only
        once), and every error of the reader.

    Examples
    --------
    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     p = os.path.join(tmp, "d.csv")
    ...     with open(p, "w") as fh:
    ...         _ = fh.write("y,a,b\\na,0.9,0.1\\nb,0.3,0.7\\n")
    ...     d = read_multiclass_data(p, labels="y", scores=["a", "b"])
    >>> d.y_true.tolist(), d.y_score.tolist(), d.classes
    (['a', 'b'], [[0.9, 0.1], [0.3, 0.7]], ('a', 'b'))
    """
    names = list(scores)
    if len(names) < 2:
        raise ValueError(f"scores must name at least 2 columns (one per class), got {names!r}")
    if len(set(names)) != len(names):
        raise ValueError(f"scores must name distinct columns, got {names!r}")
    parts = read_score_columns(path, names, labels=labels, weights=weights,
                               input_format=input_format, delimiter=delimiter)
    first = parts[0]
    return MulticlassData(
        y_true=first.y_true,
        y_score=np.column_stack([d.y_score for d in parts]),
        sample_weight=first.sample_weight,
        classes=tuple(names),
        source=first.source,
    )


@docs
def read_score_columns(
    path: str | Path,
    scores: Sequence[str | None],
    *,
    labels: str | None = None,
    weights: str | None = None,
    input_format: str | None = None,
    delimiter: str | None = None,
) -> list[ScoredData]:
    """Read several score columns of one file, each with the same labels and weights.

    The one place where several columns are read (models to compare or plot, one column per
    class): one :func:`~rocpr.io.readers.read_scored_data` call per column, so every format
    and every error message of the reader applies; standard input can be read only once and is
    refused for more than one column.

    Parameters
    ----------
    %(path_read_by_reader)s
    scores : sequence of str or None
        The score columns, in order (``None``: the reader's default score column).
    %(reader_options)s

    Returns
    -------
    list of ScoredData
        One per score column, in the order given (labels and weights are the same in each).

    Examples
    --------
    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     p = os.path.join(tmp, "d.csv")
    ...     with open(p, "w") as fh:
    ...         _ = fh.write("label,a,b\\n1,0.9,0.2\\n0,0.3,0.4\\n")
    ...     [d.y_score.tolist() for d in read_score_columns(p, ["a", "b"])]
    [[0.9, 0.3], [0.2, 0.4]]
    """
    if len(scores) > 1:
        _check_rereadable(path)
    return [read_scored_data(path, labels=labels, scores=c, weights=weights,
                             input_format=input_format, delimiter=delimiter) for c in scores]


def read_fold_column(
    path: str | Path,
    folds: str,
    *,
    scores: str | None = None,
    input_format: str | None = None,
    delimiter: str | None = None,
    role: str = "folds",
) -> ValueArray:
    """Read a column of fold ids (integers, floats or strings), row-aligned with the scores.

    The column is read as the readers read labels, beside the ``scores`` column, so that its rows
    are exactly those of :func:`~rocpr.io.readers.read_scored_data` with the same scores; a
    missing column is named by its ``role`` (``'folds'``, or ``'group'`` for the sample ids of
    ``rocpr compare --group``).

    Examples
    --------
    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     p = os.path.join(tmp, "d.csv")
    ...     with open(p, "w") as fh:
    ...         _ = fh.write("label,score,fold\\n1,0.9,k1\\n0,0.3,k2\\n")
    ...     read_fold_column(p, "fold").tolist()
    ['k1', 'k2']
    """
    _check_rereadable(path)
    try:
        return read_scored_data(path, labels=folds, scores=scores, input_format=input_format,
                                delimiter=delimiter).y_true
    except ValueError as exc:  # the column was asked for as --folds (or --group), not labels
        missing = f"no labels column {folds!r}"
        if missing in str(exc):
            raise ValueError(str(exc).replace(missing, f"no {role} column {folds!r}")) from None
        raise


def _check_rereadable(path: str | Path) -> None:
    if str(path) == "-":
        raise ValueError("several columns are read by reading the file once per column: "
                         "standard input (-) can be read only once; save it to a file")
