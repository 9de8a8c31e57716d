r"""Cross-validation folds: per-fold metrics, their mean and standard deviation, the pooled result,
and curves averaged across folds.

``folds`` is one value per sample naming its fold (integers or strings). Per-fold values come
from :func:`numeric.evaluate` on the fold's samples; the pooled result is :func:`numeric.evaluate`
on all samples (the scores of different folds compared with each other, as when out-of-fold
predictions are concatenated). Mean and standard deviation are over folds, the standard deviation
with ``ddof = 1`` (the sample standard deviation, as R's ``sd`` used by ROCR and precrec).

Averaged curves (:func:`vertical_average_roc`, :func:`vertical_average_pr`) are *vertical*
averages (Fawcett 2006, Sec. 8.1): each fold's curve is read at fixed abscissae and the ordinates
are averaged.

* ROC: TPR at fixed FPR on each fold's ROC curve (ties are straight segments). On a vertical run
  at exactly that FPR the highest TPR is taken (Fawcett's ``TPR_FOR_FPR``).
* PR: precision at fixed recall on each fold's curve **under Davis & Goadrich's interpolation**
  (:func:`numeric.precision_recall_dg_curve`), never a straight line between PR points, which
  is not achievable (Davis & Goadrich 2006, Sec. 4). At a recall where a fold's curve drops
  vertically (a run of negatives) the highest precision is taken; at recall 0 the limit of the
  first segment.
"""

from __future__ import annotations

import types
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import overload

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.steps import recall_steps, threshold_counts
from numeric.data.evaluation import Evaluation, evaluation_from_steps
from numeric.display import ResultDisplay, columns_frame, jsonable
from numeric.validation import ValueArray, check_interval

__all__ = [
    "FOLD_METRICS",
    "AveragedCurve",
    "FoldEvaluation",
    "FoldResult",
    "FoldSummary",
    "fold_evaluation",
    "vertical_average_pr",
    "vertical_average_roc",
]

FloatArray = npt.NDArray[np.float64]
#: A curve of one fold at the grid ``x``: ``reader(y_true, y_score, sample_weight, pos_label, x)``.
CurveAt = Callable[[npt.ArrayLike, npt.ArrayLike, "npt.ArrayLike | None", object, FloatArray],
                   FloatArray]
FOLD_METRICS = ("auc_roc", "auc_pr", "average_precision")
DDOF = 1
_DEFAULT_GRID = np.linspace(0.0, 1.0, 101)


@dataclass(frozen=True)
class FoldResult:
    """The metrics of one fold.

    Attributes
    ----------
    fold : int, float or str
        The fold's value in ``folds``.
    n : int
        Samples in the fold.
    n_pos : float
        (Weighted) positives in the fold.
    auc_roc, auc_pr, average_precision : float
        As in :class:`numeric.Evaluation` (NaN if a class is absent from the fold).
    """

    fold: object
    n: int
    n_pos: float
    auc_roc: float
    auc_pr: float
    average_precision: float


@dataclass(frozen=True)
class FoldSummary:
    """Mean and standard deviation (``ddof = 1``) of one metric over the folds."""

    mean: float
    std: float


@dataclass(frozen=True, repr=False)
class FoldEvaluation(ResultDisplay):
    """Per-fold metrics, their summary and the pooled evaluation.

    ``to_frame()`` has one row per fold (the fields of :class:`FoldResult`).

    Attributes
    ----------
    folds : tuple of FoldResult
        In increasing order of fold value.
    summary : mapping of str to FoldSummary
        For each of :data:`FOLD_METRICS`: mean and standard deviation over folds (read-only).
    pooled : Evaluation
        :func:`numeric.evaluate` on all samples together.
    ddof : int
        Delta degrees of freedom of ``std`` (1: divide by ``n_folds - 1``).
    """

    folds: tuple[FoldResult, ...]
    summary: Mapping[str, FoldSummary]
    pooled: Evaluation
    ddof: int

    def _records(self) -> list[dict[str, object]]:
        """One row per fold."""
        rows = jsonable(self.folds)
        assert isinstance(rows, list)
        return rows


@dataclass(frozen=True)
class AveragedCurve:
    """Curves of the folds read at common abscissae, with their mean and standard deviation.

    Attributes
    ----------
    x : ndarray of float64, shape (n_points,)
        The abscissae (FPR for ROC, recall for PR), increasing.
    mean, std : ndarray of float64, shape (n_points,)
        Mean and standard deviation (``ddof = 1``) over folds of the ordinates (TPR, precision).
    curves : ndarray of float64, shape (n_folds, n_points)
        Each fold's ordinates at ``x`` (NaN for a fold missing a class).
    folds : tuple
        The fold values, in the order of ``curves``' rows.
    """

    x: FloatArray
    mean: FloatArray
    std: FloatArray
    curves: FloatArray
    folds: tuple[object, ...]

    def to_frame(self) -> object:
        """A dataframe with columns ``x``, ``mean``, ``std`` and one per fold (its value).

        Examples
        --------
        >>> import rocpr
        >>> c = vertical_average_roc([0, 1, 0, 1], [0.1, 0.9, 0.3, 0.6], [1, 1, 2, 2],
        ...                          fpr=[0.0, 1.0])
        >>> c.to_frame().columns.tolist()
        ['x', 'mean', 'std', '1', '2']
        """
        return columns_frame({"x": self.x, "mean": self.mean, "std": self.std,
                              **{str(f): row for f, row in zip(self.folds, self.curves,
                                                               strict=True)}})


def _fold_groups(
    y_true: npt.ArrayLike, folds: npt.ArrayLike
) -> tuple[list[object], list[npt.NDArray[np.intp]]]:
    """The distinct fold values (sorted) and the indices of each fold's samples."""
    f = np.asarray(folds)
    n = np.shape(y_true)[0] if np.ndim(y_true) else 0
    if f.ndim != 1 or f.shape[0] != n:
        raise ValueError(
            f"folds must be 1-D with one value per sample, got shape {f.shape} for {n} samples"
        )
    if f.dtype.kind == "f" and np.isnan(f).any():
        raise ValueError(f"folds must not contain NaN, got {int(np.isnan(f).sum())} NaN value(s)")
    values, inverse = np.unique(f, return_inverse=True)
    order = np.argsort(inverse, kind="stable")
    bounds = np.cumsum(np.bincount(inverse, minlength=values.size))[:-1]
    groups = np.split(order, bounds)
    return [v.item() if isinstance(v, np.generic) else v for v in values], groups


@overload
def _subset(x: None, idx: npt.NDArray[np.intp]) -> None: ...
@overload
def _subset(x: npt.ArrayLike, idx: npt.NDArray[np.intp]) -> ValueArray: ...
def _subset(x: npt.ArrayLike | None, idx: npt.NDArray[np.intp]
            ) -> ValueArray | None:
    return None if x is None else np.asarray(x)[idx]


def _summary(values: FloatArray) -> FoldSummary:
    if values.size < 2:
        warnings.warn(
            "the standard deviation over folds is undefined (NaN) with fewer than 2 folds",
            DegenerateDataWarning,
            stacklevel=3,
        )
        return FoldSummary(float(np.mean(values)), float("nan"))
    return FoldSummary(float(np.mean(values)), float(np.std(values, ddof=DDOF)))


def fold_evaluation(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    folds: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> FoldEvaluation:
    r"""AUC-ROC, exact AUC-PR and AP per fold, their mean and standard deviation, and pooled.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`numeric.auc_roc_score` (``pos_label`` is the same for every fold).
    folds : array_like of shape (n_samples,)
        The fold of each sample (integers or strings).

    Returns
    -------
    FoldEvaluation
        ``folds`` (per-fold metrics), ``summary`` (mean and standard deviation of each of
        :data:`FOLD_METRICS`), ``pooled`` (all samples) and ``ddof = 1``.

    Warns
    -----
    DegenerateDataWarning
        For a fold missing a class (its metrics are NaN, and so are their mean and standard
        deviation), or fewer than 2 folds (NaN standard deviation).

    Notes
    -----
    With :math:`K` folds and fold values :math:`m_k`,

    .. math::

        \bar m = \frac1K \sum_k m_k, \qquad
        s = \sqrt{\frac{1}{K - 1}\sum_k (m_k - \bar m)^2}.

    The pooled AUCs rank all samples together and differ from the mean when the folds' scores
    are not calibrated alike.

    References
    ----------
    T. Sing, O. Sander, N. Beerenwinkel and T. Lengauer. ROCR: visualizing classifier
    performance in R. Bioinformatics 21(20):3940-3941, 2005. T. Saito and M. Rehmsmeier.
    Precrec: fast and accurate precision-recall and ROC curve calculations in R.
    Bioinformatics 33(1):145-147, 2017.

    Examples
    --------
    >>> y = [0, 1, 0, 1, 0, 1, 1, 0]
    >>> s = [0.1, 0.9, 0.4, 0.3, 0.2, 0.8, 0.7, 0.6]
    >>> f = [1, 1, 1, 1, 2, 2, 2, 2]
    >>> e = fold_evaluation(y, s, f)
    >>> [(r.fold, r.auc_roc) for r in e.folds]
    [(1, 0.75), (2, 1.0)]
    >>> e.summary["auc_roc"]
    FoldSummary(mean=0.875, std=0.1767766952966369)
    >>> e.pooled.auc_roc  # 14 of the 16 pairs ranked right
    0.875
    """
    pooled = _points(y_true, y_score, sample_weight, pos_label)
    values, groups = _fold_groups(y_true, folds)
    results = []
    for value, idx in zip(values, groups, strict=True):
        e = _points(_subset(y_true, idx), _subset(y_score, idx), _subset(sample_weight, idx),
                    pos_label)
        results.append(FoldResult(value, int(idx.size), e.n_pos, e.auc_roc, e.auc_pr,
                                  e.average_precision))
    summary = {
        m: _summary(np.array([getattr(r, m) for r in results])) for m in FOLD_METRICS
    }
    return FoldEvaluation(tuple(results), types.MappingProxyType(summary), pooled, DDOF)


def _points(y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike | None,
            pos_label: object) -> Evaluation:
    """The point estimates of :func:`numeric.evaluate` (no intervals), warning as it does."""
    steps = recall_steps(y_true, y_score, sample_weight, pos_label)
    return evaluation_from_steps(steps, int(np.shape(y_true)[0]), stacklevel=3)


# --------------------------------------------------------------------------------------------
# averaged curves
# --------------------------------------------------------------------------------------------


def _grid(x: npt.ArrayLike | None, name: str) -> FloatArray:
    if x is None:
        return _DEFAULT_GRID.copy()
    g = np.atleast_1d(np.asarray(check_interval(x, name), dtype=np.float64))
    if g.ndim != 1 or g.size == 0:
        raise ValueError(f"{name} must be a non-empty 1-D grid, got shape {g.shape}")
    if np.any(np.diff(g) <= 0):
        raise ValueError(f"{name} must be strictly increasing")
    return g


def _upper_at(x: FloatArray, y: FloatArray, q: FloatArray) -> FloatArray:
    """``y`` at ``q`` on the polyline through ``(x, y)`` (``x`` nondecreasing, ``x[0] <= q``);
    where the polyline is vertical at ``q``, its highest point."""
    j = np.searchsorted(x, q, side="right") - 1
    j1 = np.minimum(j + 1, x.size - 1)
    at = x[j] == q
    with np.errstate(invalid="ignore", divide="ignore"):
        t = (q - x[j]) / (x[j1] - x[j])
    out: FloatArray = np.where(at, y[j], y[j] + t * (y[j1] - y[j]))
    return out


def _roc_at(y: npt.ArrayLike, s: npt.ArrayLike, w: npt.ArrayLike | None, pos_label: object,
            fpr: FloatArray) -> FloatArray:
    c = threshold_counts(y, s, w, pos_label)
    if c.n_pos == 0 or c.n_neg == 0:
        return np.full(fpr.shape, np.nan)
    return _upper_at(c.fp / c.n_neg, c.tp / c.n_pos, fpr)


def _pr_at(y: npt.ArrayLike, s: npt.ArrayLike, w: npt.ArrayLike | None, pos_label: object,
           recall: FloatArray) -> FloatArray:
    """Precision at ``recall`` on the Davis & Goadrich-interpolated curve."""
    st = recall_steps(y, s, w, pos_label)
    if st.n_pos == 0:
        return np.full(recall.shape, np.nan)
    t = recall * st.n_pos
    k = np.minimum(np.searchsorted(st.tp1, t, side="left"), st.tp1.size - 1)
    tp0, fp0, tp1, fp1 = st.tp0[k], st.fp0[k], st.tp1[k], st.fp1[k]
    slope = (fp1 - fp0) / (tp1 - tp0)
    t = np.where(recall == 1.0, tp1, t)  # exactly the end, whatever the rounding of recall*N+
    with np.errstate(invalid="ignore", divide="ignore"):
        p = t / (t + fp0 + slope * (t - tp0))
    limit = np.where(fp0 > 0, 0.0, 1.0 / (1.0 + slope))  # recall -> 0 along the first step
    out: FloatArray = np.where(t == 0, limit, p)
    return out


def _average(
    reader: CurveAt, y_true: npt.ArrayLike, y_score: npt.ArrayLike, folds: npt.ArrayLike,
    sample_weight: npt.ArrayLike | None, pos_label: object, x: FloatArray,
) -> AveragedCurve:
    recall_steps(y_true, y_score, sample_weight, pos_label)  # validate all the data once
    values, groups = _fold_groups(y_true, folds)
    curves = np.array([
        reader(_subset(y_true, idx), _subset(y_score, idx), _subset(sample_weight, idx),
               pos_label, x)
        for idx in groups
    ])
    missing = np.isnan(curves).all(axis=1)
    if missing.any():
        warnings.warn(
            f"{int(missing.sum())} fold(s) miss a class: their curves are NaN, and so is the mean",
            DegenerateDataWarning,
            stacklevel=3,
        )
    n = len(values)
    std = np.std(curves, axis=0, ddof=DDOF) if n > 1 else np.full(x.shape, np.nan)
    return AveragedCurve(x, curves.mean(axis=0), std, curves, tuple(values))


def vertical_average_roc(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    folds: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    fpr: npt.ArrayLike | None = None,
) -> AveragedCurve:
    r"""ROC curves of the folds averaged vertically: mean TPR at fixed FPR.

    Parameters
    ----------
    y_true, y_score, folds, sample_weight, pos_label
        As in :func:`fold_evaluation`.
    fpr : array_like of shape (n_points,), default=None
        Strictly increasing FPR values in ``[0, 1]``; default ``0, 0.01, ..., 1``.

    Returns
    -------
    AveragedCurve
        ``x`` is ``fpr``; ``curves[k]`` the TPR of fold ``k``; ``mean``, ``std`` (``ddof = 1``).

    Warns
    -----
    DegenerateDataWarning
        If a fold misses a class (its row is NaN), or with one fold (``std`` is NaN).

    Notes
    -----
    Fold :math:`k`'s TPR at :math:`x` is read on its ROC curve (ties straight); on a vertical
    run at :math:`x` the highest TPR is taken:

    .. math:: \overline{\mathrm{TPR}}(x) = \frac1K\sum_k \mathrm{TPR}_k(x).

    References
    ----------
    T. Fawcett. An introduction to ROC analysis. Pattern Recognition Letters 27:861-874, 2006,
    Sec. 8.1 (vertical averaging, ``TPR_FOR_FPR``).

    Examples
    --------
    >>> y = [0, 1, 0, 1, 0, 1, 1, 0]
    >>> s = [0.1, 0.9, 0.4, 0.3, 0.2, 0.8, 0.7, 0.6]
    >>> a = vertical_average_roc(y, s, [1, 1, 1, 1, 2, 2, 2, 2], fpr=[0.0, 0.5, 1.0])
    >>> a.curves
    array([[0.5, 1. , 1. ],
           [1. , 1. , 1. ]])
    >>> a.mean  # fold 1 rises vertically at FPR 0.5: its highest TPR there
    array([0.75, 1.  , 1.  ])
    """
    return _average(_roc_at, y_true, y_score, folds, sample_weight, pos_label,
                    _grid(fpr, "fpr"))


def vertical_average_pr(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    folds: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    recall: npt.ArrayLike | None = None,
) -> AveragedCurve:
    r"""PR curves of the folds averaged vertically: mean interpolated precision at fixed recall.

    Parameters
    ----------
    y_true, y_score, folds, sample_weight, pos_label
        As in :func:`fold_evaluation`.
    recall : array_like of shape (n_points,), default=None
        Strictly increasing recall values in ``[0, 1]``; default ``0, 0.01, ..., 1``.

    Returns
    -------
    AveragedCurve
        ``x`` is ``recall``; ``curves[k]`` the precision of fold ``k``; ``mean``, ``std``.

    Warns
    -----
    DegenerateDataWarning
        If a fold has no positives (its row is NaN), or with one fold (``std`` is NaN).

    Notes
    -----
    On the step of fold :math:`k` from :math:`A = (TP_A, FP_A)` to :math:`B` that contains
    :math:`TP = r N^+_k`, the precision is Davis & Goadrich's interpolation

    .. math::

        p_k(r) = \frac{TP}{TP + FP_A + s\,(TP - TP_A)}, \qquad s = \frac{FP_B - FP_A}{TP_B - TP_A},

    (the end of the previous step, the highest precision, where :math:`TP = TP_A`; at
    :math:`r = 0` the limit along the first step), and
    :math:`\bar p(r) = \frac1K\sum_k p_k(r)`. Linear interpolation between PR points would
    overstate or understate precision between them.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 (the interpolation); T. Fawcett, Pattern Recognition
    Letters 27:861-874, 2006, Sec. 8.1 (vertical averaging).

    Examples
    --------
    >>> y = [0, 1, 0, 1, 0, 1, 1, 0]
    >>> s = [0.1, 0.9, 0.4, 0.3, 0.2, 0.8, 0.7, 0.6]
    >>> a = vertical_average_pr(y, s, [1, 1, 1, 1, 2, 2, 2, 2], recall=[0.5, 1.0])
    >>> a.curves.round(4)  # fold 1 ends at TP = 2, FP = 1
    array([[1.    , 0.6667],
           [1.    , 1.    ]])
    """
    return _average(_pr_at, y_true, y_score, folds, sample_weight, pos_label,
                    _grid(recall, "recall"))
