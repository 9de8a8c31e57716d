r"""Soft labels: each label is the probability that its sample is positive (PRROC's semantics).

A row with label :math:`y \in [0, 1]`, score :math:`s` and weight :math:`w` counts as
:math:`w y` of positive weight and :math:`w (1 - y)` of negative weight, both at score :math:`s`.
:func:`expand_soft_labels` writes that literally: every row becomes a positive row of weight
``w*y`` and a negative row of weight ``w*(1-y)`` with the same score, and the weighted path of
every data function (curves, AUCs, :func:`numeric.evaluate`, Boyd's bounds) does the rest, with
no change to the counting code. The two halves of a row share a score, so they form a tie: in
AUC-ROC the pair of a row with itself counts 1/2, as in R's PRROC (``weights.class0``).

The expansion is O(n) and doubles the rows at most (halves of weight zero are dropped); the
counting that follows is O(n log n).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.validation import as_float_array, first_bad

__all__ = ["SoftLabelRows", "expand_soft_labels"]

FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True)
class SoftLabelRows:
    """Hard-labelled, weighted rows equivalent to soft-labelled data.

    Attributes
    ----------
    y_true : ndarray of int64, shape (n_rows,)
        1 for the positive half of a row, 0 for its negative half.
    y_score : ndarray of float64, shape (n_rows,)
        The score of the row each half comes from.
    sample_weight : ndarray of float64, shape (n_rows,)
        ``w*y`` for positive halves, ``w*(1-y)`` for negative halves; all > 0.
    source_row : ndarray of intp, shape (n_rows,)
        Index of the original row of each half (to carry other columns along, e.g. folds).
    """

    y_true: npt.NDArray[np.int64]
    y_score: FloatArray
    sample_weight: FloatArray
    source_row: npt.NDArray[np.intp]


def expand_soft_labels(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
) -> SoftLabelRows:
    r"""Split each soft-labelled row into a positive and a negative weighted row.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Probabilities of being positive, in ``[0, 1]``.
    y_score : array_like of shape (n_samples,)
        Scores (checked later by the function the rows are given to).
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative row weights (default 1).

    Returns
    -------
    SoftLabelRows
        Pass ``y_true``, ``y_score`` and ``sample_weight`` to any data function.

    Raises
    ------
    ValueError
        Labels outside ``[0, 1]`` or NaN, negative or infinite weights, mismatched lengths.
    TypeError
        Labels or weights that are not real numbers.

    Notes
    -----
    Row :math:`i` contributes :math:`w_i y_i` to the positives and :math:`w_i (1 - y_i)` to the
    negatives at score :math:`s_i`, so for instance

    .. math::

        \mathrm{AUC} = \frac{\sum_{i,j} w_i y_i\, w_j (1 - y_j)
            \big([s_i > s_j] + \tfrac12 [s_i = s_j]\big)}{\sum_i w_i y_i \sum_j w_j (1 - y_j)},

    the pair :math:`i = j` included (a tie). With ``y`` in {0, 1} the rows are the original data.

    References
    ----------
    J. Keilwagen, I. Grosse and J. Grau. Area under precision-recall curves for weighted and
    unweighted data. PLoS ONE 9(3): e92209, 2014 (PRROC's soft labels, ``weights.class0``).

    Examples
    --------
    >>> r = expand_soft_labels([1.0, 0.25, 0.0], [0.9, 0.5, 0.1])
    >>> r.y_true, r.y_score, r.sample_weight
    (array([1, 1, 0, 0]), array([0.9, 0.5, 0.5, 0.1]), array([1.  , 0.25, 0.75, 1.  ]))
    >>> from numeric import auc_roc_score
    >>> # pairs: 1*0.75 + 1*1 + 0.25*0.75/2 (the tie of row 1 with itself) + 0.25*1, over 1.25*1.75
    >>> auc_roc_score(r.y_true, r.y_score, sample_weight=r.sample_weight)
    0.9571428571428572
    """
    y = as_float_array(y_true, "y_true")
    if y.ndim != 1:
        raise ValueError(f"y_true must be 1-D, got an array of shape {y.shape}")
    bad = (y < 0) | (y > 1)
    if bad.any():
        raise ValueError(f"y_true must be in [0, 1] for soft labels, got {first_bad(bad, y)}")
    score = np.asarray(y_score)  # validated by the function the rows are given to
    if score.ndim != 1 or score.shape[0] != y.shape[0]:
        raise ValueError(
            f"y_true and y_score must have the same length, got {y.shape[0]} and "
            f"{score.shape[0] if score.ndim == 1 else score.shape}"
        )
    if sample_weight is None:
        w = np.ones(y.shape[0])
    else:
        w = as_float_array(sample_weight, "sample_weight")
        if w.shape != y.shape:
            raise ValueError(
                f"sample_weight must have the same length as y_true, got {w.shape} and {y.shape}"
            )
        bad = (w < 0) | np.isinf(w)
        if bad.any():
            raise ValueError(f"sample_weight must be finite and >= 0, got {first_bad(bad, w)}")
    # Row i becomes rows 2i (positive half) and 2i + 1 (negative half); empty halves dropped.
    weight = np.column_stack((w * y, w * (1.0 - y))).ravel()
    keep = weight > 0
    source = np.repeat(np.arange(y.shape[0]), 2)[keep]
    labels = np.tile(np.array([1, 0], dtype=np.int64), y.shape[0])[keep]
    return SoftLabelRows(labels, score[source], weight[keep], source)
