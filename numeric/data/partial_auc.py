r"""Partial AUC-ROC over a false-positive-rate range, with McClish's standardisation.

:func:`partial_auc_roc_score` integrates TPR over ``FPR in [f0, f1]`` along the ROC curve of the
data (ties are straight segments, so the ends of the range are interpolated exactly on the
segment that crosses them) and, by default, standardises the area as McClish (1989) proposed:

.. math::

    \mathrm{pAUC}_{s} = \frac12\Big(1 + \frac{A - A_{\min}}{A_{\max} - A_{\min}}\Big), \qquad
    A_{\min} = \frac{f_1^2 - f_0^2}{2}, \quad A_{\max} = f_1 - f_0,

so that the diagonal (random ranking) gives 1/2 and a perfect ranking 1; over ``[0, 1]`` it is the
AUC itself. With ``fpr_range=(0, max_fpr)`` this is scikit-learn's ``roc_auc_score(...,
max_fpr=max_fpr)``; for a general range it is R's pROC ``auc(..., partial.auc=c(1 - f0, 1 - f1),
partial.auc.focus="specificity", partial.auc.correct=TRUE)``. Curves below the diagonal give
values below 1/2 (pROC returns NA there; scikit-learn and rocpr keep the formula's value).

:func:`partial_auc_roc_tpr_score` is the other partial AUC, pROC's ``partial.auc.focus =
"sensitivity"``: the area under the specificity over a band of TPR, McClish-corrected as pROC
does.
"""

from __future__ import annotations

from types import ModuleType

import numpy as np
import numpy.typing as npt

from numeric._warnings import degenerate
from numeric.core.array_api import namespace_of
from numeric.core.steps import ThresholdCounts, threshold_counts
from numeric.data._docs import docs
from numeric.validation import check_unit_range

__all__ = ["partial_auc_roc_score", "partial_auc_roc_tpr_score"]

FloatArray = npt.NDArray[np.float64]

FprRange = tuple[float, float]


def partial_area_from_counts(counts: ThresholdCounts, f0: float, f1: float) -> float:
    """Raw area under TPR over ``FPR in [f0, f1]``; both classes assumed present.

    Examples
    --------
    >>> c = threshold_counts([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> partial_area_from_counts(c, 0.0, 0.5), partial_area_from_counts(c, 0.0, 1.0)
    (0.25, 0.75)
    """
    return float(partial_areas(counts.tp, counts.fp, counts.n_pos, counts.n_neg, f0, f1))


def partial_areas(
    tp: FloatArray, fp: FloatArray, n_pos: FloatArray | float, n_neg: FloatArray | float,
    f0: float, f1: float,
) -> FloatArray:
    """Raw areas under TPR over ``FPR in [f0, f1]`` of curves along the last axis.

    ``tp``, ``fp``: cumulative counts of every point, point 0 first (shape ``(..., k)``);
    ``n_pos``, ``n_neg`` broadcast against them (shape ``(..., 1)`` for several curves).
    Swapping the roles (``fp, tp, n_neg, n_pos``) integrates FPR over a TPR range.

    Examples
    --------
    >>> partial_areas(np.array([[0., 1., 2.], [0., 2., 2.]]), np.array([[0., 1., 2.]] * 2),
    ...               2.0, 2.0, 0.0, 0.5)
    array([0.125, 0.25 ])
    """
    xp = namespace_of(tp)
    if xp is None:  # numpy (the bootstrap's replicates too: totals per curve broadcast)
        with np.errstate(invalid="ignore", divide="ignore"):
            return _partial_areas(tp, fp, n_pos, np.asarray(n_neg, dtype=np.float64), f0, f1,
                                  np)
    return _partial_areas(tp, fp, n_pos, n_neg, f0, f1, xp)


def _partial_areas(tp: FloatArray, fp: FloatArray, n_pos: FloatArray | float,
                   n_neg: FloatArray | float, f0: float, f1: float,
                   xp: ModuleType) -> FloatArray:
    lo = f0 * n_neg
    hi = n_neg if f1 == 1.0 else f1 * n_neg
    fp0, fp1, tp0, tp1 = fp[..., :-1], fp[..., 1:], tp[..., :-1], tp[..., 1:]
    a = xp.minimum(xp.maximum(fp0, lo), hi)
    b = xp.minimum(xp.maximum(fp1, lo), hi)
    grows = b > a  # vertical segments and segments outside the range add nothing
    slope = (tp1 - tp0) / (fp1 - fp0)  # ties are straight segments: TP linear in FP
    ta = xp.where(a == fp0, tp0, tp0 + slope * (a - fp0))
    tb = xp.where(b == fp1, tp1, tp0 + slope * (b - fp0))
    # In rates, so that no product of two weighted totals can overflow.
    terms = xp.where(grows, ((b - a) / n_neg) * (0.5 * (ta + tb) / n_pos), 0.0)
    out: FloatArray = xp.sum(terms, axis=-1)
    return out


def _counts_of_both_classes(
    y_true: npt.ArrayLike, y_score: npt.ArrayLike, sample_weight: npt.ArrayLike | None,
    pos_label: object, standardized: object,
) -> ThresholdCounts | None:
    """Check ``standardized`` and count; ``None``, warning for the caller's caller, if a class
    is absent (the partial AUC-ROC is then NaN)."""
    if not isinstance(standardized, (bool, np.bool_)):
        raise TypeError(f"standardized must be a bool, got {type(standardized).__name__}")
    counts = threshold_counts(y_true, y_score, sample_weight, pos_label)
    if counts.n_pos == 0 or counts.n_neg == 0:
        missing = "positive" if counts.n_pos == 0 else "negative"
        degenerate("the partial AUC-ROC", f"y_true has no {missing} samples", stacklevel=4)
        return None
    return counts


@docs
def partial_auc_roc_tpr_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    tpr_range: FprRange = (0.0, 1.0),
    standardized: bool = True,
) -> float:
    r"""Partial AUC-ROC over ``TPR in [t0, t1]`` (pROC's sensitivity focus), McClish-corrected.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`numeric.auc_roc_score`.
    tpr_range : (float, float), default=(0.0, 1.0)
        ``(t0, t1)`` with ``0 <= t0 < t1 <= 1``: the band of sensitivity.
    standardized : bool, default=True
        McClish's correction as pROC applies it (1/2 for the diagonal, 1 for a perfect
        ranking); ``False`` gives the raw area, in ``[0, t1 - t0]``.

    %(returns_nan_if_class_absent)s

    %(warns_one_class_absent)s

    Notes
    -----
    The area under the specificity as a function of the sensitivity, along the ROC curve's
    segments (ties straight) cut at ``t0`` and ``t1``, and its correction:

    .. math::

        A = \int_{t_0}^{t_1} \big(1 - \mathrm{FPR}(t)\big)\,dt, \qquad
        A_{\min} = \frac{(1 - t_0) + (1 - t_1)}{2}(t_1 - t_0), \quad A_{\max} = t_1 - t_0,

        \mathrm{pAUC}_s = \frac12\Big(1 + \frac{A - A_{\min}}{A_{\max} - A_{\min}}\Big).

    This is pROC's ``auc(..., partial.auc = c(t1, t0), partial.auc.focus = "sensitivity",
    partial.auc.correct = TRUE)`` (``roc.utils.min.partial.auc``, ``max.partial.auc``), tested
    against pROC to 1e-12; below the diagonal pROC returns NA, rocpr the formula's value.
    A horizontal ROC segment (FPR growing at a fixed TPR) has no width in TPR.

    References
    ----------
    D. K. McClish. Analyzing a portion of the ROC curve. Medical Decision Making 9(3):190-195,
    1989. X. Robin et al. pROC. BMC Bioinformatics 12:77, 2011 (``partial.auc.focus``).

    Examples
    --------
    >>> y, s = [0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]
    >>> partial_auc_roc_tpr_score(y, s, tpr_range=(0.5, 1.0), standardized=False)
    0.25
    >>> partial_auc_roc_tpr_score(y, s, tpr_range=(0.5, 1.0))  # (1 + (1/4 - 1/8)/(3/8))/2
    0.6666666666666666
    >>> partial_auc_roc_tpr_score(y, s)  # the whole range: the AUC
    0.75
    """
    t0, t1 = check_unit_range(tpr_range, "tpr_range", ("t0", "t1"))
    counts = _counts_of_both_classes(y_true, y_score, sample_weight, pos_label, standardized)
    if counts is None:
        return float("nan")
    area = float(tpr_partial_areas(counts.tp, counts.fp, counts.n_pos, counts.n_neg, t0, t1))
    return mcclish_tpr(area, t0, t1) if standardized else area


def tpr_partial_areas(
    tp: FloatArray, fp: FloatArray, n_pos: FloatArray | float, n_neg: FloatArray | float,
    t0: float, t1: float,
) -> FloatArray:
    """Raw areas under the specificity over ``TPR in [t0, t1]`` of curves along the last axis.

    Examples
    --------
    >>> float(tpr_partial_areas(np.array([0., 1., 2.]), np.array([0., 1., 2.]), 2., 2., .5, 1.))
    0.125
    """
    out: FloatArray = (t1 - t0) - partial_areas(fp, tp, n_neg, n_pos, t0, t1)
    return out


def mcclish_tpr(area: float, t0: float, t1: float) -> float:
    """pROC's McClish correction of a raw area under the specificity over ``TPR in [t0, t1]``.

    Examples
    --------
    >>> mcclish_tpr(0.5, 0.0, 1.0), mcclish_tpr(0.005, 0.9, 1.0)  # the diagonal: 1/2
    (0.5, 0.5)
    """
    return float(mcclish_correct(area, *mcclish_tpr_bounds(t0, t1)))


def mcclish_tpr_bounds(t0: float, t1: float) -> tuple[float, float]:
    """pROC's ``(A_min, A_max)`` over ``TPR in [t0, t1]``: the diagonal's area and the range.

    Examples
    --------
    >>> mcclish_tpr_bounds(0.5, 1.0)
    (0.125, 0.5)
    """
    return 0.5 * ((1.0 - t0) + (1.0 - t1)) * (t1 - t0), t1 - t0


def mcclish_bounds(f0: float, f1: float) -> tuple[float, float]:
    """McClish's ``(A_min, A_max)`` over ``FPR in [f0, f1]``.

    Examples
    --------
    >>> mcclish_bounds(0.0, 0.5)
    (0.125, 0.5)
    """
    return 0.5 * (f1 - f0) * (f1 + f0), f1 - f0


def mcclish_correct(area: FloatArray | float, a_min: float, a_max: float) -> FloatArray:
    """``(1 + (A - A_min)/(A_max - A_min))/2`` of one area or of an array of areas.

    Examples
    --------
    >>> mcclish_correct(np.array([0.125, 0.5]), 0.125, 0.5)
    array([0.5, 1. ])
    """
    out: FloatArray = np.asarray(0.5 * (1.0 + (area - a_min) / (a_max - a_min)))
    return out


@docs
def partial_auc_roc_score(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    fpr_range: FprRange = (0.0, 1.0),
    standardized: bool = True,
) -> float:
    r"""Partial AUC-ROC over ``FPR in [f0, f1]``, McClish-standardised by default.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`numeric.auc_roc_score`.
    fpr_range : (float, float), default=(0.0, 1.0)
        ``(f0, f1)`` with ``0 <= f0 < f1 <= 1``; ``(0, max_fpr)`` is scikit-learn's ``max_fpr``.
    standardized : bool, default=True
        McClish's standardisation (1/2 for the diagonal, 1 for a perfect ranking); ``False``
        gives the raw area, in ``[0, f1 - f0]``.

    %(returns_nan_if_class_absent)s

    %(warns_one_class_absent)s

    Notes
    -----
    With the ROC curve's segments (ties straight, as in :func:`numeric.roc_curve`) cut at
    ``f0`` and ``f1``,

    .. math::

        A = \int_{f_0}^{f_1} \mathrm{TPR}(x)\,dx, \qquad
        \mathrm{pAUC}_s = \frac12\Big(1 + \frac{A - (f_1^2 - f_0^2)/2}
            {(f_1 - f_0) - (f_1^2 - f_0^2)/2}\Big).

    A vertical segment at ``f0`` or ``f1`` has no width: which of its points is "at" the end does
    not matter. Equals scikit-learn's ``roc_auc_score(max_fpr=f1)`` when ``f0 = 0`` (tested with
    ties and weights).

    References
    ----------
    D. K. McClish. Analyzing a portion of the ROC curve. Medical Decision Making 9(3):190-195,
    1989 (the standardisation). X. Robin et al. pROC: an open-source package for R and S+ to
    analyze and compare ROC curves. BMC Bioinformatics 12:77, 2011 (``partial.auc.correct``).

    Examples
    --------
    >>> y, s = [0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]
    >>> partial_auc_roc_score(y, s, fpr_range=(0.0, 0.5))  # A = 1/4: (1 + (1/4 - 1/8)/(3/8))/2
    0.6666666666666666
    >>> partial_auc_roc_score(y, s, fpr_range=(0.0, 0.5), standardized=False)
    0.25
    >>> partial_auc_roc_score(y, s)  # the whole range: the AUC
    0.75
    """
    f0, f1 = check_unit_range(fpr_range, "fpr_range", ("f0", "f1"))
    counts = _counts_of_both_classes(y_true, y_score, sample_weight, pos_label, standardized)
    if counts is None:
        return float("nan")
    if not standardized:
        return partial_area_from_counts(counts, f0, f1)
    above, room = mcclish_parts(counts.tp, counts.fp, counts.n_pos, counts.n_neg, f0, f1)
    return float(0.5 * (1.0 + above / room))


def mcclish_parts(
    tp: FloatArray, fp: FloatArray, n_pos: FloatArray | float, n_neg: FloatArray | float,
    f0: float, f1: float,
) -> tuple[FloatArray, FloatArray]:
    r"""``(A - A_min, A_max - A_min)/(f1 - f0)`` over ``FPR in [f0, f1]``, without cancellation.

    McClish's standardisation is ``(1 + (A - A_min)/(A_max - A_min))/2``. Computed as written,
    both differences cancel when the range is narrow or near ``FPR = 1`` (``A``, ``A_min`` and
    ``A_max`` then agree in most of their digits: ``[0.9999999999, 1]`` gave 10450, not 1).
    Here each is one integral over the clipped segments of the curve,

    .. math:: A - A_{\min} = \int_{f_0}^{f_1} (\mathrm{TPR}(x) - x)\,dx, \qquad
              A_{\max} - A_{\min} = \int_{f_0}^{f_1} (1 - x)\,dx,

    and when the range lies mostly above ``FPR = 1/2`` (``f0 + f1 > 1``) in the mirrored
    coordinates ``x' = 1 - x``, ``1 - TPR`` (the counts ``n_neg - fp`` and ``n_pos - tp``),
    where the integrands ``x' - (1 - TPR)`` and ``x'`` are small numbers computed directly. The
    segment widths, as fractions of the range (no underflow however narrow it is), are the same
    in both integrals, so their rounding cancels in the ratio.

    ``tp``, ``fp``: cumulative counts of every point, point 0 first (last axis).

    Examples
    --------
    >>> tp, fp = np.array([0., 1., 2.]), np.array([0., 1., 2.])  # the diagonal
    >>> [float(v) for v in mcclish_parts(tp, fp, 2.0, 2.0, 0.0, 0.5)]
    [0.0, 0.75]
    """
    xp = namespace_of(tp)
    if xp is None:
        with np.errstate(invalid="ignore", divide="ignore"):
            return _mcclish_parts(tp, fp, np.asarray(n_pos, dtype=np.float64),
                                  np.asarray(n_neg, dtype=np.float64), f0, f1, np)
    return _mcclish_parts(tp, fp, n_pos, n_neg, f0, f1, xp)


def _mcclish_parts(tp: FloatArray, fp: FloatArray, n_pos: FloatArray | float,
                   n_neg: FloatArray | float, f0: float, f1: float,
                   xp: ModuleType) -> tuple[FloatArray, FloatArray]:
    mirror = f0 + f1 > 1.0
    if mirror:  # x' = 1 - x, the curve read from its top end; 1 - f is exact for f >= 1/2
        x = xp.flip(n_neg - fp, axis=-1)
        y = xp.flip(n_pos - tp, axis=-1)
        lo_r, hi_r = 1.0 - f1, 1.0 - f0
    else:
        x, y, lo_r, hi_r = fp, tp, f0, f1
    lo = lo_r * n_neg
    hi = n_neg if hi_r == 1.0 else hi_r * n_neg
    x0, x1, y0, y1 = x[..., :-1], x[..., 1:], y[..., :-1], y[..., 1:]
    a = xp.minimum(xp.maximum(x0, lo), hi)
    b = xp.minimum(xp.maximum(x1, lo), hi)
    grows = b > a
    slope = (y1 - y0) / (x1 - x0)
    ya = xp.where(a == x0, y0, y0 + slope * (a - x0))
    yb = xp.where(b == x1, y1, y0 + slope * (b - x0))
    width = xp.where(grows, (b - a) / (hi - lo), 0.0)  # a fraction of the range
    x_mid = 0.5 * (a + b) / n_neg
    y_mid = 0.5 * (ya + yb) / n_pos
    if mirror:  # TPR - x = x' - (1 - TPR); 1 - x = x'
        above = xp.where(grows, width * (x_mid - y_mid), 0.0)
        room = xp.where(grows, width * x_mid, 0.0)
    else:
        above = xp.where(grows, width * (y_mid - x_mid), 0.0)
        room = xp.where(grows, width * (1.0 - x_mid), 0.0)
    return xp.sum(above, axis=-1), xp.sum(room, axis=-1)


def mcclish(area: float, f0: float, f1: float) -> float:
    """McClish's standardisation of a raw partial area over ``[f0, f1]``.

    Examples
    --------
    >>> mcclish(0.5, 0.0, 1.0), mcclish(0.02, 0.0, 0.2)  # the diagonal over [0, 0.2]
    (0.5, 0.5)
    """
    return float(mcclish_correct(area, *mcclish_bounds(f0, f1)))
