r"""Immutable PR and ROC curve objects that convert into each other for a given skew.

:class:`PRCurve` and :class:`ROCCurve` cover everything the ``pr2roc`` package offers -- build a
curve from points, convert PR <-> ROC for a known class balance, resample at ``num_points``
through ROC space, read the points back -- with its known defects fixed:

* a tie in FPR (a vertical ROC segment) does not break resampling;
* the ROC point (0, 0) converts to recall 0 with the precision of the recall -> 0 limit and
  back to (0, 0) (never to (1, 0));
* recall 0 with precision > 0 is accepted, as that limit, so scikit-learn's
  ``precision_recall_curve`` output loads (:meth:`PRCurve.from_sklearn`);
* NaN is rejected with a message naming the parameter and the index;
* no point is lost: every point converts, and converting back returns the original curve;
* importing this module does not touch numpy's global error state.

Conventions
-----------
Class balance is the skew ``a = N-/N+``, or one of its keyword alternatives ``prevalence=`` and
``counts=`` (converted by :func:`numeric.geometry.skew.resolve_skew`; pr2roc's ``pos_neg_ratio``
``= N+/N-`` is ``1/skew``).

Points are stored in curve order: ROC points by increasing FPR (ties: increasing TPR), PR points
by increasing recall (ties: decreasing precision, i.e. increasing FPR). Both coordinates must then
be monotone: a curve is a chain of classifiers with nested predictions.

Recall 0 is the one point where PR does not determine ROC (Davis & Goadrich 2006, Thm 3.1 needs
recall != 0):

* ROC (0, 0) (nothing predicted positive) has precision 0/0; its PR image is the limit of the
  precision along the curve as recall -> 0, i.e. along the first segment that leaves (0, 0). A PR
  point of recall 0 and precision > 0 is read back as ROC (0, 0).
* ROC (x, 0) with x > 0 has precision exactly 0, like the limit at (0, 0) of a curve that leaves
  the origin horizontally. So a PR point (0, 0) does not tell x. The *first* point of a PR curve,
  if its recall is 0, is read as ROC (0, 0) whatever its precision (that precision is only the
  recall -> 0 limit); any later point (0, 0) is placed at the FPR of the next point of positive
  recall (the pessimistic choice: the curve then rises vertically, which can only lower AUC-PR).
  A curve obtained by conversion keeps its source, so it converts back exactly.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Sequence

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.display import columns_frame
from numeric.geometry.confusion import pr_to_roc, roc_to_pr
from numeric.geometry.interpolation import pr_area_from_counts
from numeric.geometry.skew import resolve_skew
from numeric.validation import as_float_array, check_interval, check_positive, check_positive_int

__all__ = ["PRCurve", "ROCCurve", "pr_limit_precision"]

FloatArray = npt.NDArray[np.float64]

# Rounding allowed when a coordinate computed by conversion must be nondecreasing.
_MONOTONE_SLACK = 1e-12


# Resampled and densified curves are for drawing and tables: 1e7 points is 160 MB already.
MAX_POINTS = 10_000_000


def _num_points(num_points: object) -> int:
    """``num_points`` checked: a positive integer up to :data:`MAX_POINTS` (before allocating)."""
    n = check_positive_int(num_points, "num_points")
    if n > MAX_POINTS:
        raise ValueError(f"num_points must be <= {MAX_POINTS:,}, got {n:,}")
    return n


def _frozen(x: FloatArray) -> FloatArray:
    x.setflags(write=False)
    return x


def _resolve_balance(skew: npt.ArrayLike | None, prevalence: npt.ArrayLike | None,
                     counts: tuple[object, object] | None) -> float:
    value = resolve_skew(skew, prevalence=prevalence, counts=counts)
    if not isinstance(value, float):
        name = "skew" if skew is not None else "prevalence"
        raise ValueError(f"{name} must be a scalar, got an array of shape {np.shape(value)}")
    return value


def _pair(x: npt.ArrayLike, y: npt.ArrayLike, xname: str, yname: str) -> tuple[FloatArray, ...]:
    xa = check_interval(x, xname)
    ya = check_interval(y, yname)
    xa, ya = np.atleast_1d(xa), np.atleast_1d(ya)
    if xa.ndim != 1 or ya.shape != xa.shape:
        raise ValueError(
            f"{xname} and {yname} must be 1-D of equal length, got shapes {xa.shape} and {ya.shape}"
        )
    if xa.size == 0:
        raise ValueError(f"{xname} and {yname} must not be empty")
    return xa, ya


def _points_to_pair(
    points: Iterable[Sequence[float]] | FloatArray, name: str,
) -> tuple[FloatArray, FloatArray]:
    arr = as_float_array(list(points) if not isinstance(points, np.ndarray) else points, name)
    if arr.ndim != 2 or arr.shape[1] != 2 or arr.shape[0] == 0:
        raise ValueError(
            f"{name} must be a non-empty sequence of (x, y) pairs, got shape {arr.shape}"
        )
    return arr[:, 0].copy(), arr[:, 1].copy()


def pr_limit_precision(fpr: npt.ArrayLike, tpr: npt.ArrayLike, skew: float) -> FloatArray:
    r"""Precision of every vertex of a ROC curve, recall 0 included (as the recall -> 0 limit).

    Parameters
    ----------
    fpr, tpr : array_like of shape (n_points,)
        Vertices of a ROC curve in curve order (both nondecreasing), in [0, 1].
    skew : float
        ``a = N-/N+ > 0``.

    Returns
    -------
    ndarray of shape (n_points,)
        ``tpr/(tpr + a*fpr)`` where ``tpr > 0``; 0 where ``tpr = 0 < fpr``; at ``(0, 0)`` the limit
        along the first segment that leaves the origin: ``t/(t + a f)`` for the next vertex
        ``(f, t)`` if it has ``t > 0``, 0 if the curve leaves the origin horizontally. A curve that
        never leaves (0, 0) has no precision: NaN with a :class:`DegenerateDataWarning`.

    Notes
    -----
    Along a ROC segment from the origin to ``(f, t)`` the counts grow in the fixed ratio ``FP/TP``,
    so precision is constant:

    .. math:: \lim_{r \to 0^+} p(r) = \frac{t}{t + a f}.

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 and Sec. 4; Mihelich et al. (ICML 2024), Thm 3.1.

    Examples
    --------
    >>> pr_limit_precision([0.0, 0.1, 1.0], [0.0, 0.5, 1.0], skew=4.0)
    array([0.55555556, 0.55555556, 0.2       ])
    """
    a = check_positive(skew, "skew")
    f, t = _pair(fpr, tpr, "fpr", "tpr")
    return _precision_of_roc(f, t, float(a))


def _precision_of_roc(f: FloatArray, t: FloatArray, a: float) -> FloatArray:
    out = np.zeros_like(t)
    pos = t > 0
    if pos.any():
        out[pos] = roc_to_pr(f[pos], t[pos], skew=a).precision
    origin = np.flatnonzero((t == 0) & (f == 0))
    if origin.size:
        # The first vertex after the origin that is not the origin again decides the limit.
        moved = np.flatnonzero((t > 0) | (f > 0))
        nxt = np.searchsorted(moved, origin)
        has_next = nxt < moved.size
        if not has_next.all():
            warnings.warn(
                "the ROC curve never leaves (0, 0): its precision is undefined (0/0), "
                "returned as NaN",
                DegenerateDataWarning,
                stacklevel=3,
            )
        j = moved[np.minimum(nxt, moved.size - 1)] if moved.size else np.zeros_like(origin)
        lim = np.zeros(origin.size)
        ok = has_next & (t[j] > 0)
        if ok.any():
            lim[ok] = roc_to_pr(f[j[ok]], t[j[ok]], skew=a).precision
        lim[~has_next] = np.nan
        out[origin] = lim
    return out


def _fpr_of_pr(r: FloatArray, p: FloatArray, a: float) -> FloatArray:
    """FPR of PR points in curve order, with the recall-0 conventions of the module docstring."""
    bad = (r > 0) & (p == 0)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise ValueError(
            f"precision must be > 0 where recall > 0 (TP > 0 means TP/(TP + FP) > 0), got "
            f"precision 0.0 at recall {float(r[i])!r} (at index {i})"
        )
    f = np.zeros_like(r)
    pos = r > 0
    if pos.any():
        f[pos] = pr_to_roc(r[pos], p[pos], skew=a).fpr  # raises below Boyd's minimum curve
    zero_zero = np.flatnonzero((r == 0) & (p == 0))
    zero_zero = zero_zero[zero_zero > 0]  # the curve's first point, if of recall 0, is (0, 0)
    if zero_zero.size:
        positive = np.flatnonzero(pos)
        nxt = np.searchsorted(positive, zero_zero)
        if positive.size:
            f[zero_zero] = np.where(
                nxt < positive.size, f[positive[np.minimum(nxt, positive.size - 1)]], 1.0
            )
        else:
            f[zero_zero] = 1.0
    return f


def _check_monotone(x: FloatArray, name: str, along: FloatArray, along_name: str) -> FloatArray:
    """Require ``x`` nondecreasing (up to rounding, which is then removed)."""
    drop = x[:-1] - x[1:]
    tol = _MONOTONE_SLACK * np.maximum(1.0, np.abs(x[:-1]))
    bad = drop > tol
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise ValueError(
            f"the points must form a monotone curve: {name} decreases from {float(x[i])!r} to "
            f"{float(x[i + 1])!r} between {along_name} {float(along[i])!r} and "
            f"{float(along[i + 1])!r} (at index {i + 1} in curve order)"
        )
    out: FloatArray = np.maximum.accumulate(x)
    return out


def _upper_at(f: FloatArray, t: FloatArray, xq: FloatArray) -> FloatArray:
    """Largest TPR of the piecewise-linear curve at each FPR in ``xq`` (inside the range)."""
    hi = np.searchsorted(f, xq, side="right") - 1
    hi = np.clip(hi, 0, f.size - 1)
    nxt = np.minimum(hi + 1, f.size - 1)
    exact = (f[hi] == xq) | (nxt == hi)
    with np.errstate(divide="ignore", invalid="ignore"):
        w = (xq - f[hi]) / (f[nxt] - f[hi])
    out: FloatArray = np.where(exact, t[hi], t[hi] + w * (t[nxt] - t[hi]))
    return out


class _Curve:
    """Immutable curve with a class balance: what ROCCurve and PRCurve share."""

    __slots__ = ("_skew",)

    _skew: float

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    @property
    def skew(self) -> float:
        """``a = N-/N+``."""
        return self._skew


class ROCCurve(_Curve):
    r"""A ROC curve (piecewise linear through its points) for a data set of skew ``a = N-/N+``.

    Parameters
    ----------
    fpr, tpr : array_like of shape (n_points,)
        The points, in [0, 1]; stored in curve order (sorted by FPR, then TPR). TPR must then be
        nondecreasing.
    skew : float, optional
        ``a = N-/N+ > 0``, needed to convert to PR (pr2roc's ``pos_neg_ratio`` is ``1/a``).
    prevalence : float, optional
        ``N+/N`` instead of ``skew``.
    counts : (n_pos, n_neg), optional
        The class counts instead of ``skew``.

    Attributes
    ----------
    fpr, tpr : ndarray, read-only
    skew : float

    Notes
    -----
    Linear interpolation is valid in ROC space: any point of a segment is attained by choosing at
    random between the classifiers of its ends.

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1 and Sec. 4; pr2roc (github.com/ameya98/pr2roc).

    Examples
    --------
    >>> roc = ROCCurve([0.0, 0.0625, 0.2333, 1.0], [0.0, 0.25, 0.4, 1.0], skew=4.0)
    >>> roc.to_pr().points()[:2]
    array([[0.  , 0.5 ],
           [0.25, 0.5 ]])
    >>> roc.auc()
    0.7...
    """

    __slots__ = ("_fpr", "_pr", "_tpr")

    _fpr: FloatArray
    _tpr: FloatArray
    _pr: PRCurve | None

    def __init__(
        self,
        fpr: npt.ArrayLike,
        tpr: npt.ArrayLike,
        skew: float | None = None,
        *,
        prevalence: float | None = None,
        counts: tuple[object, object] | None = None,
    ) -> None:
        a = _resolve_balance(skew, prevalence, counts)
        f, t = _pair(fpr, tpr, "fpr", "tpr")
        order = np.lexsort((t, f))
        f, t = f[order], t[order]
        t = _check_monotone(t, "tpr", f, "fpr")
        self._set(f, t, a, None)

    def _set(self, f: FloatArray, t: FloatArray, a: float, pr: PRCurve | None) -> None:
        object.__setattr__(self, "_fpr", _frozen(f))
        object.__setattr__(self, "_tpr", _frozen(t))
        object.__setattr__(self, "_skew", a)
        object.__setattr__(self, "_pr", pr)

    @classmethod
    def _trusted(cls, f: FloatArray, t: FloatArray, a: float, pr: PRCurve | None) -> ROCCurve:
        obj = cls.__new__(cls)
        obj._set(f, t, a, pr)
        return obj

    def __repr__(self) -> str:
        return f"ROCCurve(fpr={self._fpr!r}, tpr={self._tpr!r}, skew={self._skew!r})"

    @property
    def fpr(self) -> FloatArray:
        """False positive rates, nondecreasing (read-only)."""
        return self._fpr

    @property
    def tpr(self) -> FloatArray:
        """True positive rates, nondecreasing (read-only)."""
        return self._tpr

    @classmethod
    def from_points(
        cls,
        points: Iterable[Sequence[float]] | FloatArray,
        skew: float | None = None,
        *,
        prevalence: float | None = None,
        counts: tuple[object, object] | None = None,
    ) -> ROCCurve:
        """Build from ``(fpr, tpr)`` pairs (any iterable, e.g. ``zip(fpr, tpr)``).

        Examples
        --------
        >>> ROCCurve.from_points(zip([0, 0.5, 1], [0, 0.8, 1]), skew=1).tpr
        array([0. , 0.8, 1. ])
        """
        f, t = _points_to_pair(points, "points")
        return cls(f, t, skew, prevalence=prevalence, counts=counts)

    def points(self) -> FloatArray:
        """The points as an array of shape (n_points, 2), columns (FPR, TPR).

        Examples
        --------
        >>> ROCCurve([0, 1], [0, 1], skew=1).points()
        array([[0., 0.],
               [1., 1.]])
        """
        return np.column_stack((self._fpr, self._tpr))

    def to_pr(self) -> PRCurve:
        r"""The same classifiers in PR space: ``(x, y) -> (y, y/(y + a x))``.

        Every point converts; ROC (0, 0) becomes recall 0 with the limit precision
        (:func:`pr_limit_precision`). Converting the result back returns this curve.

        Notes
        -----
        .. math:: (\mathrm{FPR}, \mathrm{TPR}) \mapsto
                  \Big(\mathrm{TPR}, \frac{\mathrm{TPR}}{\mathrm{TPR} + a\,\mathrm{FPR}}\Big)

        References
        ----------
        Mihelich et al. (ICML 2024), Thm 3.1, eq. (1); Davis & Goadrich (ICML 2006), Thm 3.1.

        Examples
        --------
        >>> ROCCurve([0.0, 0.0, 1.0], [0.0, 0.5, 1.0], skew=1.0).to_pr().precision
        array([1. , 1. , 0.5])
        """
        if self._pr is not None:
            return self._pr
        p = _precision_of_roc(self._fpr, self._tpr, self._skew)
        return PRCurve._trusted(self._tpr.copy(), p, self._skew, self)

    def resample(self, num_points: int) -> ROCCurve:
        """The curve at ``num_points`` equally spaced FPR values (linear interpolation).

        The FPR grid runs from the first to the last point. At an FPR shared by several points
        (a vertical segment) the grid point takes the largest TPR there, except the first grid
        point, which keeps the curve's starting point; the end points are preserved.

        Examples
        --------
        >>> ROCCurve([0, 0, 1], [0, 0.5, 1], skew=1).resample(3).points()
        array([[0.  , 0.  ],
               [0.5 , 0.75],
               [1.  , 1.  ]])
        """
        n = _num_points(num_points)
        if n < 2:
            raise ValueError(f"num_points must be >= 2, got {num_points!r}")
        grid = np.linspace(self._fpr[0], self._fpr[-1], n)
        t = _upper_at(self._fpr, self._tpr, grid)
        t[0] = self._tpr[0]
        t[-1] = self._tpr[-1]
        return ROCCurve._trusted(grid, np.maximum.accumulate(t), self._skew, None)

    def to_frame(self) -> object:
        """A dataframe of the vertices: columns ``fpr`` and ``tpr``.

        Examples
        --------
        >>> import rocpr
        >>> ROCCurve([0, 0.5, 1], [0, 1, 1], skew=1.0).to_frame().shape
        (3, 2)
        """
        return columns_frame({"fpr": self.fpr, "tpr": self.tpr})

    def auc(self) -> float:
        r"""Area under the ROC curve over its FPR range, by trapezoids (exact for the polyline).

        Notes
        -----
        .. math:: \sum_i (x_{i+1} - x_i)\,\frac{y_i + y_{i+1}}{2}

        Examples
        --------
        >>> ROCCurve([0, 0, 1], [0, 0.5, 1], skew=1).auc()
        0.75
        """
        f, t = self._fpr, self._tpr
        return float(np.sum(np.diff(f) * (t[1:] + t[:-1])) / 2.0)


class PRCurve(_Curve):
    r"""A PR curve with Davis & Goadrich interpolation, for a data set of skew ``a = N-/N+``.

    Parameters
    ----------
    recall, precision : array_like of shape (n_points,)
        The points, in [0, 1]; stored in curve order (by recall, then by decreasing precision).
        Precision must be > 0 where recall > 0 and on or above Boyd's minimum PR curve; the
        corresponding FPR must be nondecreasing. Recall 0 is accepted (see the module docstring).
    skew : float, optional
        ``a = N-/N+ > 0`` (pr2roc's ``pos_neg_ratio`` is ``1/a``).
    prevalence : float, optional
        ``N+/N`` instead of ``skew``.
    counts : (n_pos, n_neg), optional
        The class counts instead of ``skew``.

    Attributes
    ----------
    recall, precision : ndarray, read-only
    skew : float

    Notes
    -----
    Between two points the curve is the image of the ROC segment joining them: with ``f = a FPR``
    linear in recall ``r``, precision is ``r/(r + f(r))`` -- not linear in recall.

    References
    ----------
    Davis & Goadrich (ICML 2006), Thm 3.1, Sec. 4; pr2roc (github.com/ameya98/pr2roc).

    Examples
    --------
    The example of pr2roc's README (its ``pos_neg_ratio = N+/N- = 0.25`` is skew 4):

    >>> pr = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)
    >>> pr.to_roc().fpr
    array([0.0625    , 0.23333333, 0.375     ])
    >>> np.allclose(pr.to_roc().to_pr().points(), pr.points())
    True
    >>> len(pr.resample(num_points=100).points())
    100
    """

    __slots__ = ("_precision", "_recall", "_roc")

    _recall: FloatArray
    _precision: FloatArray
    _roc: ROCCurve | None

    def __init__(
        self,
        recall: npt.ArrayLike,
        precision: npt.ArrayLike,
        skew: float | None = None,
        *,
        prevalence: float | None = None,
        counts: tuple[object, object] | None = None,
    ) -> None:
        a = _resolve_balance(skew, prevalence, counts)
        r, p = _pair(recall, precision, "recall", "precision")
        order = np.lexsort((-p, r))
        r, p = r[order], p[order]
        f = _fpr_of_pr(r, p, a)
        f = _check_monotone(f, "fpr", r, "recall")
        roc = ROCCurve._trusted(_frozen(f), _frozen(r.copy()), a, None)
        self._set(r, p, a, roc)
        object.__setattr__(roc, "_pr", self)

    def _set(self, r: FloatArray, p: FloatArray, a: float, roc: ROCCurve | None) -> None:
        object.__setattr__(self, "_recall", _frozen(r))
        object.__setattr__(self, "_precision", _frozen(p))
        object.__setattr__(self, "_skew", a)
        object.__setattr__(self, "_roc", roc)

    @classmethod
    def _trusted(cls, r: FloatArray, p: FloatArray, a: float, roc: ROCCurve | None) -> PRCurve:
        obj = cls.__new__(cls)
        obj._set(r, p, a, roc)
        return obj

    def __repr__(self) -> str:
        return (
            f"PRCurve(recall={self._recall!r}, precision={self._precision!r}, "
            f"skew={self._skew!r})"
        )

    @property
    def recall(self) -> FloatArray:
        """Recall, nondecreasing (read-only)."""
        return self._recall

    @property
    def precision(self) -> FloatArray:
        """Precision at each point (read-only)."""
        return self._precision

    @classmethod
    def from_points(
        cls,
        points: Iterable[Sequence[float]] | FloatArray,
        skew: float | None = None,
        *,
        prevalence: float | None = None,
        counts: tuple[object, object] | None = None,
    ) -> PRCurve:
        """Build from ``(recall, precision)`` pairs (any iterable, e.g. ``zip(recall, precision)``).

        Examples
        --------
        >>> PRCurve.from_points(zip([0.25, 0.5], [0.5, 0.25]), skew=4.0).recall
        array([0.25, 0.5 ])
        """
        r, p = _points_to_pair(points, "points")
        return cls(r, p, skew, prevalence=prevalence, counts=counts)

    @classmethod
    def from_sklearn(
        cls,
        precision: npt.ArrayLike,
        recall: npt.ArrayLike,
        skew: float | None = None,
        *,
        prevalence: float | None = None,
        counts: tuple[object, object] | None = None,
    ) -> PRCurve:
        """Load scikit-learn's ``precision_recall_curve`` output (its first two arrays).

        scikit-learn lists points by decreasing recall and appends ``(recall 0, precision 1)``,
        which is no classifier. That point is dropped and the curve is started at ROC (0, 0)
        instead, whose precision is the recall -> 0 limit of the first segment. Points of recall 0
        and precision 0 (top-ranked negatives) have an unknown FPR and are placed at the FPR of
        the first point of positive recall (module docstring).

        Parameters
        ----------
        precision, recall : array_like of shape (n_points,)
            As returned by ``sklearn.metrics.precision_recall_curve`` (note the order).
        skew : float, optional
            ``a = N-/N+`` of the data the curve was computed on.
        prevalence, counts : optional
            ``N+/N`` or ``(n_pos, n_neg)`` instead of ``skew``.

        Examples
        --------
        >>> pr = PRCurve.from_sklearn([0.5, 0.5, 1.0, 1.0], [1.0, 0.5, 0.5, 0.0], skew=1.0)
        >>> pr.points()
        array([[0. , 1. ],
               [0.5, 1. ],
               [0.5, 0.5],
               [1. , 0.5]])
        """
        a = _resolve_balance(skew, prevalence, counts)
        r, p = _pair(recall, precision, "recall", "precision")
        if np.any(np.diff(r) > 0):
            i = int(np.flatnonzero(np.diff(r) > 0)[0])
            raise ValueError(
                "recall must be nonincreasing (scikit-learn's order), got "
                f"{r[i]!r} then {r[i + 1]!r} (at index {i + 1})"
            )
        r, p = r[::-1].copy(), p[::-1].copy()
        if r[0] == 0 and p[0] == 1:
            r, p = r[1:], p[1:]
        if r.size == 0 or r[-1] == 0:
            raise ValueError("recall must reach a positive value: the curve has no positives found")
        # Start at ROC (0, 0); its precision (a placeholder here) is recomputed as the limit.
        t = np.concatenate(([0.0], r))
        f = _fpr_of_pr(t, np.concatenate(([1.0], p)), a)
        f = _check_monotone(f, "fpr", t, "recall")
        return ROCCurve._trusted(f, t, a, None).to_pr()

    def points(self) -> FloatArray:
        """The points as an array of shape (n_points, 2), columns (recall, precision).

        Examples
        --------
        >>> PRCurve([0.5, 1.0], [1.0, 0.5], skew=1.0).points()
        array([[0.5, 1. ],
               [1. , 0.5]])
        """
        return np.column_stack((self._recall, self._precision))

    def to_roc(self) -> ROCCurve:
        r"""The same classifiers in ROC space: ``(r, p) -> (r (1 - p)/(a p), r)``.

        Every point converts (recall 0 per the module docstring); converting back returns this
        curve.

        Notes
        -----
        .. math:: (r, p) \mapsto \Big(\frac{r(1 - p)}{a\,p}, r\Big)

        References
        ----------
        Mihelich et al. (ICML 2024), Thm 3.1, eq. (2); Davis & Goadrich (ICML 2006), Thm 3.1.

        Examples
        --------
        >>> PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5], skew=1.0).to_roc().points()
        array([[0. , 0. ],
               [0. , 0.5],
               [1. , 1. ]])
        """
        assert self._roc is not None  # every PRCurve is built with its ROC image
        return self._roc

    def resample(self, num_points: int) -> PRCurve:
        """Resample through ROC space: convert, take ``num_points`` equal FPR steps, convert back.

        See :meth:`ROCCurve.resample` (vertical ROC segments are handled; end points kept).

        Examples
        --------
        >>> pr = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)
        >>> pr.resample(3).recall
        array([0.25      , 0.38719512, 0.5       ])
        """
        return self.to_roc().resample(num_points).to_pr()

    def to_frame(self) -> object:
        """A dataframe of the vertices: columns ``recall`` and ``precision``.

        Examples
        --------
        >>> import rocpr
        >>> PRCurve([0.0, 1.0], [1.0, 0.5], skew=1.0).to_frame().columns.tolist()
        ['recall', 'precision']
        """
        return columns_frame({"recall": self.recall, "precision": self.precision})

    def auc(self) -> float:
        r"""Exact area under the interpolated PR curve over its recall range.

        Each segment's area is the closed form of Davis & Goadrich's interpolation
        (:func:`numeric.geometry.interpolation.pr_area_from_counts` in rates: ``tp = r``,
        ``fp = a FPR``).
        For a curve from ROC (0, 0) to (1, 1) this is AUC-PR.

        Notes
        -----
        .. math:: \int_{r_0}^{r_n} \frac{r}{r + a\,x(r)}\,dr, \quad x \text{ linear in } r
                  \text{ on each segment}

        References
        ----------
        Davis & Goadrich (ICML 2006), Sec. 4.

        Examples
        --------
        >>> PRCurve([0.0, 1.0], [0.5, 0.5], skew=1.0).auc()
        0.5
        """
        roc = self.to_roc()
        return pr_area_from_counts(roc.tpr, self._skew * roc.fpr, 1.0)

    def dense(self, num_points: int = 200) -> tuple[FloatArray, FloatArray]:
        """Points for drawing the interpolated curve: every vertex plus ``num_points`` recalls.

        The recalls are equally spaced over the curve's recall range; precision there follows the
        Davis & Goadrich interpolation exactly. Vertical drops (equal recall) are kept.

        Returns
        -------
        recall, precision : ndarray
            In curve order.

        Examples
        --------
        Davis & Goadrich (2006), Table 1: A = (TP 5, FP 5), B = (TP 10, FP 30), 20 positives
        and 2000 negatives (skew 100):

        >>> r, p = PRCurve([0.25, 0.5], [0.5, 0.25], skew=100.0).dense(6)
        >>> r
        array([0.25, 0.3 , 0.35, 0.4 , 0.45, 0.5 ])
        >>> p.round(3)
        array([0.5  , 0.375, 0.318, 0.286, 0.265, 0.25 ])
        """
        n = _num_points(num_points)
        roc = self.to_roc()
        t, f = roc.tpr, roc.fpr
        grid = np.linspace(t[0], t[-1], max(n, 2))
        # Interpolate FPR linearly in TPR on the non-horizontal segments only.
        seg = np.searchsorted(t, grid, side="right") - 1
        seg = np.clip(seg, 0, t.size - 2) if t.size > 1 else np.zeros_like(seg)
        r_all = np.concatenate((t, grid))
        if t.size > 1:
            t0, t1, f0, f1 = t[seg], t[seg + 1], f[seg], f[seg + 1]
            with np.errstate(divide="ignore", invalid="ignore"):
                w = np.where(t1 > t0, (grid - t0) / (t1 - t0), 1.0)
            fg = f0 + w * (f1 - f0)
        else:
            fg = np.full_like(grid, f[0])
        f_all = np.concatenate((f, fg))
        order = np.lexsort((f_all, r_all))
        r_all, f_all = r_all[order], f_all[order]
        keep = np.ones(r_all.size, dtype=bool)
        keep[1:] = (np.diff(r_all) != 0) | (np.diff(f_all) != 0)
        r_all, f_all = r_all[keep], f_all[keep]
        p_all = _precision_of_roc(f_all, r_all, self._skew)
        return r_all, p_all
