r"""The ROC convex hull, the achievable PR curve, and the tuning/test protocol of Davis & Goadrich.

Davis & Goadrich (ICML 2006), Cor. 3.1: given points in PR space, convert them to ROC space,
take their convex hull and map the hull's vertices back to PR, interpolating correctly between
them. The result -- the *achievable PR curve* -- dominates every other valid curve through the
points and leaves out exactly the points strictly beneath the ROC hull.

Their Sec. 3 adds a methodological rule: the hull picks classifiers, so it must be built on a
tuning set (:func:`hull_thresholds`) and its thresholds then applied to the test set
(:func:`apply_thresholds`). The test-set curve at those thresholds is *not* guaranteed convex.

Conventions
-----------
The ROC hull is the upper-left boundary of the convex hull of the points together with the corners
(0, 0) and (1, 1), from (0, 0) to (1, 1). Points on a hull edge but not at a corner of it
(collinear points) are not vertices. On data (``y_true, y_score``), point ``i`` is the classifier
"predict positive iff ``score >= thresholds[i]``" (:func:`numeric.core.steps.threshold_counts`).

API (rocpr's naming rules: ``*_curve`` on data returns arrays, like
:func:`~numeric.data.curves.roc_full_curve`; a result with several kinds of field is an object):

* :func:`roc_convex_hull` -- the hull of given ROC *points* (any set of classifiers), as a
  :class:`ROCHull` (vertices and, for each, the index of the input point);
* :func:`roc_convex_hull_curve` -- the hull of a scored *data set*, as arrays
  ``(fpr, tpr, thresholds)`` of its vertices, in the shape of
  :func:`~numeric.data.curves.roc_full_curve`'s result;
* :func:`achievable_pr_curve` -- Cor. 3.1's achievable PR curve of a data set with its vertices'
  counts and exact AUC-PR (:class:`AchievablePRCurve`);
* :func:`hull_thresholds` and :func:`apply_thresholds` -- the tuning/test protocol.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.steps import ThresholdCounts, threshold_counts
from numeric.geometry.curve_conversion import PRCurve, ROCCurve, pr_limit_precision
from numeric.geometry.interpolation import pr_area_from_counts
from numeric.validation import as_float_array, check_interval

__all__ = [
    "AchievablePRCurve",
    "ROCHull",
    "ThresholdedPoints",
    "achievable_pr_curve",
    "apply_thresholds",
    "hull_thresholds",
    "roc_convex_hull",
    "roc_convex_hull_curve",
]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]


@dataclass(frozen=True)
class ROCHull:
    """Vertices of the ROC convex hull of a set of points.

    Attributes
    ----------
    fpr, tpr : ndarray of shape (n_vertices,)
        The hull's vertices from (0, 0) to (1, 1), FPR and TPR both nondecreasing.
    indices : ndarray of int, shape (n_vertices,)
        For each vertex, the index of the input point at it (the first one if several coincide),
        or -1 for a corner (0, 0) or (1, 1) that was not among the input points.
    """

    fpr: FloatArray
    tpr: FloatArray
    indices: IntArray


@dataclass(frozen=True)
class AchievablePRCurve:
    """The achievable PR curve (Davis & Goadrich 2006, Cor. 3.1) of a scored data set.

    Attributes
    ----------
    recall, precision : ndarray of shape (n_vertices,)
        The ROC hull's vertices in PR space, by increasing recall. The first is recall 0 with the
        precision of the recall -> 0 limit of the first segment (not an invented 1).
    thresholds : ndarray of shape (n_vertices,)
        Threshold of each vertex, decreasing (the first is ``+inf``).
    tp, fp : ndarray of shape (n_vertices,)
        (Weighted) counts at each vertex.
    n_pos, n_neg : float
        (Weighted) class totals.
    auc_pr : float
        Exact area under the curve with Davis & Goadrich interpolation between the vertices.
    """

    recall: FloatArray
    precision: FloatArray
    thresholds: FloatArray
    tp: FloatArray
    fp: FloatArray
    n_pos: float
    n_neg: float
    auc_pr: float

    def curve(self) -> PRCurve:
        """The curve as a :class:`~numeric.geometry.curve_conversion.PRCurve` (skew n_neg/n_pos).

        Examples
        --------
        >>> ach = achievable_pr_curve([1, 0, 1, 0], [0.9, 0.8, 0.7, 0.6])
        >>> ach.curve().auc() == ach.auc_pr
        True
        """
        roc = ROCCurve(self.fp / self.n_neg, self.tp / self.n_pos, skew=self.n_neg / self.n_pos)
        return roc.to_pr()

    def dense(self, num_points: int = 200) -> tuple[FloatArray, FloatArray]:
        """Recall and precision for drawing the correctly interpolated curve.

        Every vertex plus ``num_points`` equally spaced recalls; see
        :meth:`numeric.geometry.curve_conversion.PRCurve.dense`.

        Examples
        --------
        >>> r, p = achievable_pr_curve([1, 0, 1, 0], [0.9, 0.8, 0.7, 0.6]).dense(5)
        >>> r
        array([0.  , 0.25, 0.5 , 0.75, 1.  , 1.  ])
        >>> p.round(4)
        array([1.    , 1.    , 1.    , 0.75  , 0.6667, 0.5   ])
        """
        return self.curve().dense(num_points)


@dataclass(frozen=True)
class ThresholdedPoints:
    """Confusion counts and rates of a data set at given thresholds.

    Attributes
    ----------
    thresholds : ndarray of shape (n_thresholds,)
        The thresholds, as given ("predict positive iff score >= threshold").
    tp, fp : ndarray of shape (n_thresholds,)
        (Weighted) true and false positives at each threshold.
    fpr, tpr : ndarray of shape (n_thresholds,)
        ``fp/n_neg`` and ``tp/n_pos`` (NaN when that class is absent).
    recall, precision : ndarray of shape (n_thresholds,)
        ``tpr`` and ``tp/(tp + fp)``; where nothing is predicted positive the precision is NaN.
    n_pos, n_neg : float
        (Weighted) class totals.
    """

    thresholds: FloatArray
    tp: FloatArray
    fp: FloatArray
    fpr: FloatArray
    tpr: FloatArray
    recall: FloatArray
    precision: FloatArray
    n_pos: float
    n_neg: float


def _cross(
    ox: FloatArray, oy: FloatArray, ax: FloatArray, ay: FloatArray, bx: FloatArray, by: FloatArray
) -> FloatArray:
    out: FloatArray = (ax - ox) * (by - oy) - (ay - oy) * (bx - ox)
    return out


def _upper_hull(x: FloatArray, y: FloatArray) -> IntArray:
    """Indices of the upper hull of points sorted by (x, y) ascending; first/last are kept.

    Two vectorized filters first drop points that are never vertices: a point with a point of
    smaller-or-equal FPR and larger-or-equal TPR before it (it lies in the hull of that point and
    the corners (1, 0), (1, 1)), then, repeatedly, a point on or below the chord of its
    neighbours. Andrew's monotone chain finishes on the survivors.
    """
    previous_best = np.concatenate(([-np.inf], np.maximum.accumulate(y)[:-1]))
    keep = y > previous_best
    keep[0] = keep[-1] = True
    idx = np.flatnonzero(keep)
    for _ in range(8):
        if idx.size < 3:
            break
        c = _cross(x[idx[:-2]], y[idx[:-2]], x[idx[1:-1]], y[idx[1:-1]], x[idx[2:]], y[idx[2:]])
        keep = np.ones(idx.size, dtype=bool)
        keep[1:-1] = c < 0
        if keep.all():
            break
        idx = idx[keep]
    xs, ys = x[idx].tolist(), y[idx].tolist()
    stack: list[int] = []
    for k in range(len(xs)):
        while len(stack) >= 2:
            i, j = stack[-2], stack[-1]
            if (xs[j] - xs[i]) * (ys[k] - ys[i]) - (ys[j] - ys[i]) * (xs[k] - xs[i]) >= 0:
                stack.pop()
            else:
                break
        stack.append(k)
    out: IntArray = idx[np.asarray(stack, dtype=np.intp)]
    return out


def _hull_of(f: FloatArray, t: FloatArray, x_end: float = 1.0, y_end: float = 1.0) -> ROCHull:
    """Hull of the points with the corners (0, 0) and (x_end, y_end); ``fpr``/``tpr`` fields hold
    the vertices in the units of the input (rates, or counts when called with the totals)."""
    n = f.size
    x = np.concatenate(([0.0], f, [x_end]))
    y = np.concatenate(([0.0], t, [y_end]))
    src = np.concatenate(([-1], np.arange(n), [-1]))
    # Sort by (x, y); among identical points an input point comes before an added corner, and
    # the first input point before later ones, so that the kept index is the first occurrence.
    order = np.lexsort((src, src == -1, y, x))
    x, y, src = x[order], y[order], src[order]
    same = np.zeros(x.size, dtype=bool)
    same[1:] = (x[1:] == x[:-1]) & (y[1:] == y[:-1])
    x, y, src = x[~same], y[~same], src[~same]
    # Only points with FPR 0 and TPR 0 or FPR 1 and TPR 1 are the two ends; the lowest point at
    # x = 0 is (0, 0) and the highest at x = 1 is (1, 1) because the corners were added.
    h = _upper_hull(x, y)
    return ROCHull(x[h], y[h], src[h].astype(np.intp))


def roc_convex_hull(fpr: npt.ArrayLike, tpr: npt.ArrayLike) -> ROCHull:
    r"""The ROC convex hull of a set of ROC points, from (0, 0) to (1, 1).

    Parameters
    ----------
    fpr, tpr : array_like of shape (n_points,)
        ROC points in [0, 1], in any order (a ROC curve or a cloud of classifiers).

    Returns
    -------
    ROCHull
        Vertices (``fpr``, ``tpr``, by increasing FPR) and, for each, the index of the input point
        (-1 for an added corner). Collinear points on a hull edge are not vertices.

    Notes
    -----
    Every point on the hull is attainable by choosing at random between the classifiers at the
    ends of its edge, and no point above it is: the hull is the best ROC curve the points allow.
    Vertices are found in :math:`O(n \log n)` (a sort, then Andrew's monotone chain), keeping
    :math:`(x_j, y_j)` between neighbours :math:`i < j < k` only for a strict right turn,

    .. math:: (x_j - x_i)(y_k - y_i) - (y_j - y_i)(x_k - x_i) < 0.

    The test is exact for the given floats; rates computed from counts (``fp/n_neg``) are
    rounded, so a point collinear in counts can come out as a (barely) convex vertex. On data,
    :func:`roc_convex_hull_curve` and :func:`achievable_pr_curve` therefore work on the counts
    themselves.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 3 and Cor. 3.1; Provost & Fawcett (2001).

    Examples
    --------
    >>> hull = roc_convex_hull([0.1, 0.2, 0.5, 0.3], [0.5, 0.6, 0.9, 0.4])
    >>> hull.fpr, hull.tpr
    (array([0. , 0.1, 0.5, 1. ]), array([0. , 0.5, 0.9, 1. ]))
    >>> hull.indices
    array([-1,  0,  2, -1])
    """
    f, t = as_float_array(fpr, "fpr"), as_float_array(tpr, "tpr")
    f, t = np.atleast_1d(f), np.atleast_1d(t)
    if f.ndim != 1 or t.shape != f.shape:
        raise ValueError(
            f"fpr and tpr must be 1-D of equal length, got shapes {f.shape} and {t.shape}"
        )
    check_interval(f, "fpr")
    check_interval(t, "tpr")
    return _hull_of(f, t)


def _data_hull(
    y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike | None,
    pos_label: object,
) -> tuple[ThresholdCounts, IntArray]:
    """The data's counts at every threshold and the indices of the ROC hull's vertices."""
    counts = threshold_counts(y_true, y_score, sample_weight, pos_label)
    if counts.n_pos == 0 or counts.n_neg == 0:
        missing = "positives" if counts.n_pos == 0 else "negatives"
        raise ValueError(
            f"y_true must contain both classes to build a ROC hull, got no {missing}"
        )
    # The hull is found on the counts: for unweighted data they are integers, so collinear
    # points are recognised exactly (the rates are rounded quotients). The curve contains both
    # corners, so every vertex is a data point.
    hull = _hull_of(counts.fp, counts.tp, float(counts.n_neg), float(counts.n_pos))
    return counts, hull.indices


def roc_convex_hull_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """The ROC convex hull of a scored data set: FPR, TPR and threshold of each vertex.

    The data-level counterpart of :func:`~numeric.data.curves.roc_full_curve` (same arguments, same
    result layout), keeping only the vertices of the curve's convex hull. For the hull of given ROC
    points use
    :func:`roc_convex_hull`; for the vertices' counts and the achievable PR curve,
    :func:`achievable_pr_curve`.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Binary labels (see :func:`numeric.core.steps.threshold_counts`).
    y_score : array_like of shape (n_samples,)
        Scores, higher meaning more likely positive.
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights.
    pos_label : int, float, bool or str, default=None
        The positive label.

    Returns
    -------
    fpr, tpr : ndarray of shape (n_vertices,)
        The hull's vertices from (0, 0) to (1, 1), both nondecreasing.
    thresholds : ndarray of shape (n_vertices,)
        Threshold of each vertex ("predict positive iff score >= threshold"), decreasing; the
        first is ``+inf``.

    Raises
    ------
    ValueError
        Invalid labels, scores or weights, or only one class present (a ROC curve needs both).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 3 and Cor. 3.1.

    Examples
    --------
    >>> fpr, tpr, thresholds = roc_convex_hull_curve([1, 0, 1, 0, 1, 0],
    ...                                              [0.9, 0.8, 0.7, 0.6, 0.5, 0.4])
    >>> fpr
    array([0.        , 0.        , 0.66666667, 1.        ])
    >>> tpr
    array([0.        , 0.33333333, 1.        , 1.        ])
    >>> thresholds  # the point at 0.7 lies on the edge from 0.9 to 0.5: not a vertex
    array([inf, 0.9, 0.5, 0.4])
    """
    counts, i = _data_hull(y_true, y_score, sample_weight, pos_label)
    return counts.fp[i] / counts.n_neg, counts.tp[i] / counts.n_pos, counts.thresholds[i]


def achievable_pr_curve(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> AchievablePRCurve:
    r"""The achievable PR curve of a scored data set and its exact AUC-PR.

    The ROC convex hull's vertices mapped to PR space; between them the curve follows Davis &
    Goadrich's interpolation (the image of the hull's edges), so it leaves out exactly the
    points strictly beneath the ROC hull and dominates every other curve through the points.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As for :func:`roc_convex_hull_curve` (and :func:`~numeric.data.curves.roc_full_curve`).

    Returns
    -------
    AchievablePRCurve
        Vertices (``recall``, ``precision``, ``thresholds``, ``tp``, ``fp``), class totals and
        ``auc_pr``; :meth:`AchievablePRCurve.dense` gives points for plotting.

    Notes
    -----
    Between hull vertices :math:`(TP_A, FP_A)` and :math:`(TP_B, FP_B)`, with the local skew
    :math:`s = (FP_B - FP_A)/(TP_B - TP_A)`,

    .. math:: p(TP) = \frac{TP}{TP + FP_A + s\,(TP - TP_A)},
              \qquad \mathrm{AUC\text{-}PR} = \frac{1}{N^+}\sum \int p\,dTP,

    each integral in closed form (:func:`numeric.geometry.interpolation.pr_area_from_counts`).

    References
    ----------
    Davis & Goadrich (ICML 2006), Cor. 3.1 and Sec. 4.

    Examples
    --------
    >>> ach = achievable_pr_curve([1, 0, 1, 0, 1, 0], [0.9, 0.8, 0.7, 0.6, 0.5, 0.4])
    >>> ach.recall, ach.precision
    (array([0.        , 0.33333333, 1.        , 1.        ]), array([1. , 1. , 0.6, 0.5]))
    >>> ach.auc_pr  # 1/3 + (1/3) * integral_1^3 t/(2t - 1) dt = 1/3 + (2 + ln(5)/2)/6
    0.80078649...
    """
    counts, i = _data_hull(y_true, y_score, sample_weight, pos_label)
    tp, fp = counts.tp[i], counts.fp[i]
    n_pos, n_neg = float(counts.n_pos), float(counts.n_neg)
    recall = tp / n_pos
    precision = pr_limit_precision(fp / n_neg, recall, n_neg / n_pos)
    return AchievablePRCurve(
        recall=recall, precision=precision, thresholds=counts.thresholds[i], tp=tp, fp=fp,
        n_pos=n_pos, n_neg=n_neg, auc_pr=pr_area_from_counts(tp, fp, n_pos),
    )


def hull_thresholds(
    y_true_tune: npt.ArrayLike,
    y_score_tune: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> FloatArray:
    """Thresholds of the ROC convex hull's vertices, chosen on a tuning set.

    Building a hull picks classifiers; doing it on the test data would report an optimistic,
    selected curve. Davis & Goadrich's protocol: choose the hull thresholds on a tuning set, then
    evaluate those thresholds on the test set with :func:`apply_thresholds`.

    Parameters
    ----------
    y_true_tune, y_score_tune : array_like of shape (n_samples,)
        Labels and scores of the tuning set.
    sample_weight : array_like of shape (n_samples,), default=None
        Weights of the tuning samples.
    pos_label : int, float, bool or str, default=None
        The positive label.

    Returns
    -------
    ndarray
        Decreasing thresholds, the first ``+inf`` (nothing predicted positive) and the last the
        lowest tuning score (everything positive).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 3 (after Cor. 3.1).

    Examples
    --------
    >>> hull_thresholds([1, 0, 1, 0, 1, 0], [0.9, 0.8, 0.7, 0.6, 0.5, 0.4])
    array([inf, 0.9, 0.5, 0.4])
    """
    counts, i = _data_hull(y_true_tune, y_score_tune, sample_weight, pos_label)
    return counts.thresholds[i]


def apply_thresholds(
    y_true_test: npt.ArrayLike,
    y_score_test: npt.ArrayLike,
    thresholds: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> ThresholdedPoints:
    r"""ROC and PR points of a test set at given thresholds (e.g. from :func:`hull_thresholds`).

    The points are those of the classifiers "predict positive iff score >= threshold". They are
    *not* guaranteed to be convex in ROC space, nor to dominate the test set's own curve: the hull
    was chosen on other data, which is the point of the protocol.

    Parameters
    ----------
    y_true_test, y_score_test : array_like of shape (n_samples,)
        Labels and scores of the test set.
    thresholds : array_like of shape (n_thresholds,)
        Thresholds (``+inf`` allowed; NaN not).
    sample_weight : array_like of shape (n_samples,), default=None
        Weights of the test samples.
    pos_label : int, float, bool or str, default=None
        The positive label.

    Returns
    -------
    ThresholdedPoints
        Counts, ROC and PR coordinates at each threshold, in the order given. A rate whose class
        is absent from the test set is NaN with a :class:`DegenerateDataWarning`. Where nothing
        is predicted positive (e.g. threshold ``+inf``) the precision is 0/0 and returned as NaN:
        these are single classifiers, not a curve with a recall -> 0 limit.

    Notes
    -----
    .. math:: TP(\theta) = \sum_{j:\,y_j = 1,\ \hat y_j \ge \theta} w_j, \quad
              FP(\theta) = \sum_{j:\,y_j = 0,\ \hat y_j \ge \theta} w_j

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 3 (after Cor. 3.1).

    Examples
    --------
    >>> pts = apply_thresholds([1, 1, 0, 0], [0.95, 0.6, 0.7, 0.1], [np.inf, 0.9, 0.4])
    >>> pts.fpr, pts.tpr
    (array([0. , 0. , 0.5]), array([0. , 0.5, 1. ]))
    >>> pts.precision
    array([       nan, 1.        , 0.66666667])
    """
    counts = threshold_counts(y_true_test, y_score_test, sample_weight, pos_label)
    th = np.atleast_1d(as_float_array(thresholds, "thresholds"))
    if th.ndim != 1:
        raise ValueError(f"thresholds must be 1-D, got shape {th.shape}")
    # counts.thresholds is strictly decreasing; k = number of distinct scores >= threshold.
    k = np.searchsorted(-counts.thresholds[1:], -th, side="right")
    tp, fp = counts.tp[k], counts.fp[k]
    n_pos, n_neg = float(counts.n_pos), float(counts.n_neg)
    if n_pos == 0 or n_neg == 0:
        warnings.warn(
            "y_true_test has only one class: "
            + ("tpr and recall are NaN" if n_pos == 0 else "fpr is NaN"),
            DegenerateDataWarning,
            stacklevel=2,
        )
    with np.errstate(divide="ignore", invalid="ignore"):
        fpr = fp / n_neg if n_neg > 0 else np.full(th.shape, np.nan)
        tpr = tp / n_pos if n_pos > 0 else np.full(th.shape, np.nan)
        precision = np.where(tp + fp > 0, tp / (tp + fp), np.nan)
    return ThresholdedPoints(
        thresholds=th, tp=tp, fp=fp, fpr=fpr, tpr=tpr, recall=tpr.copy(), precision=precision,
        n_pos=n_pos, n_neg=n_neg,
    )
