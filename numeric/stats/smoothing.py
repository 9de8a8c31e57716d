r"""Binormal smoothing of a ROC curve (pROC's ``smooth(method = "binormal")``) and its PR image.

The binormal model says that some monotone transformation of the scores makes both classes
normal; the ROC curve is then a straight line in normal-deviate coordinates. pROC fits it by
ordinary least squares on the empirical ROC points: with :math:`\Phi^{-1}` the normal quantile,

.. math::

    \Phi^{-1}(\mathrm{Sp}_i) = c_0 + c_1\,\Phi^{-1}(\mathrm{Se}_i)

over every point of the empirical curve whose deviates are finite (the points with a sensitivity
or specificity of exactly 0 or 1 are dropped). In the usual form
:math:`\mathrm{TPR} = \Phi(a + b\,\Phi^{-1}(\mathrm{FPR}))` this is :math:`a = -c_0/c_1`,
:math:`b = -1/c_1`, and the area under the smooth curve is
:math:`\Phi\big(a/\sqrt{1 + b^2}\big) = \Phi\big(c_0/\sqrt{1 + c_1^2}\big)` (pROC's
``auc(smooth(...))``). The smooth curve is drawn, as pROC does, at ``n_points`` sensitivities
evenly spaced on [0, 1]; its PR image is taken at the data's skew ``a = N-/N+``
(Davis & Goadrich's Thm 3.1 point map, the recall -> 0 end as the limit along the first segment).
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.steps import threshold_counts
from numeric.geometry.curve_conversion import pr_limit_precision
from numeric.special import normal_cdf_array, normal_quantile_array
from numeric.stats._docs import docs
from numeric.validation import check_positive_int

__all__ = ["BinormalSmoothing", "binormal_smoothing"]

FloatArray = npt.NDArray[np.float64]
_NAN = float("nan")


@dataclass(frozen=True)
class BinormalSmoothing:
    """A binormal fit of a ROC curve, the smooth ROC curve and its PR image.

    Attributes
    ----------
    intercept, slope : float
        pROC's regression ``qnorm(sp) = intercept + slope * qnorm(se)`` (``coefficients(model)``).
    a, b : float
        The same line as ``TPR = Phi(a + b Phi^-1(FPR))``: ``a = -intercept/slope``,
        ``b = -1/slope``.
    auc : float
        Area under the smooth ROC curve, ``Phi(intercept / sqrt(1 + slope^2))``.
    fpr, tpr : ndarray of shape (n_points,)
        The smooth ROC curve at ``n_points`` sensitivities evenly spaced on [0, 1] (pROC's
        ``1 - specificities`` and ``sensitivities``), from (0, 0) to (1, 1) when ``slope < 0``.
    recall, precision : ndarray of shape (n_points,)
        Its PR image at ``skew``: ``recall = tpr``, ``precision = tpr/(tpr + skew * fpr)``.
    skew : float
        ``N-/N+`` of the data.
    n_fitted : int
        Number of empirical ROC points used by the fit.
    """

    intercept: float
    slope: float
    a: float
    b: float
    auc: float
    fpr: FloatArray
    tpr: FloatArray
    recall: FloatArray
    precision: FloatArray
    skew: float
    n_fitted: int


def _nan_result(n_points: int, skew: float, n_fitted: int) -> BinormalSmoothing:
    nan = np.full(n_points, np.nan)
    return BinormalSmoothing(_NAN, _NAN, _NAN, _NAN, _NAN, nan, nan.copy(), nan.copy(),
                             nan.copy(), skew, n_fitted)


@docs
def binormal_smoothing(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
    n_points: int = 512,
) -> BinormalSmoothing:
    r"""Fit the binormal model to the empirical ROC curve as pROC does; smooth ROC and PR curves.

    Parameters
    ----------
    %(roc_data_args)s
    n_points : int, default=512
        Number of points of the smooth curves (>= 2; pROC's ``n``).

    Returns
    -------
    BinormalSmoothing

    Warns
    -----
    DegenerateDataWarning
        If a class is absent, or if fewer than two ROC points have finite normal deviates, or
        their sensitivities are all equal (pROC: "ROC curve not smoothable"): every number is NaN.

    Notes
    -----
    Ordinary least squares on the finite deviates :math:`x_i = \Phi^{-1}(\mathrm{Se}_i)`,
    :math:`y_i = \Phi^{-1}(\mathrm{Sp}_i)`:

    .. math::

        c_1 = \frac{\sum_i (x_i - \bar x)(y_i - \bar y)}{\sum_i (x_i - \bar x)^2}, \qquad
        c_0 = \bar y - c_1 \bar x,

    then :math:`\mathrm{Se}_k = k/(n - 1)`, :math:`\mathrm{Sp}_k = \Phi(c_0 + c_1
    \Phi^{-1}(\mathrm{Se}_k))`. One sort (:func:`numeric.threshold_counts`), O(m) for the fit.

    References
    ----------
    D. D. Dorfman & E. Alf. Maximum-likelihood estimation of parameters of signal-detection theory
    and determination of confidence intervals -- rating-method data. J. Math. Psychol. 6:487-496,
    1969 (the binormal model). X. Robin et al. pROC. BMC Bioinformatics 12:77, 2011
    (``smooth.roc.binormal``: the least-squares fit used here). Davis & Goadrich (ICML 2006),
    Thm 3.1 (the PR image).

    Examples
    --------
    >>> y = [0, 0, 1, 0, 1, 1, 0, 1, 0, 1]
    >>> s = [.1, .3, .35, .5, .7, .9, .2, .6, .65, .8]
    >>> fit = binormal_smoothing(y, s, n_points=5)
    >>> round(fit.intercept, 4), round(fit.slope, 4), round(fit.auc, 4)
    (0.9683, -0.5, 0.8068)
    >>> fit.tpr
    array([0.  , 0.25, 0.5 , 0.75, 1.  ])
    """
    n = check_positive_int(n_points, "n_points")
    if n < 2:
        raise ValueError(f"n_points must be >= 2, got {n_points!r}")
    c = threshold_counts(y_true, y_score, sample_weight, pos_label)
    if c.n_pos == 0 or c.n_neg == 0:
        missing = "positive" if c.n_pos == 0 else "negative"
        warnings.warn(f"the binormal smoothing is undefined (NaN): y_true has no {missing} "
                      "samples", DegenerateDataWarning, stacklevel=2)
        return _nan_result(n, _NAN, 0)
    skew = c.n_neg / c.n_pos
    x = normal_quantile_array(c.tp / c.n_pos)
    y = normal_quantile_array((c.n_neg - c.fp) / c.n_neg)
    keep = np.isfinite(x) & np.isfinite(y)
    x, y = x[keep], y[keep]
    dx = x - x.mean() if x.size else x
    sxx = float(np.sum(dx * dx))
    if x.size < 2 or sxx == 0.0:
        warnings.warn(
            "the binormal smoothing is undefined (NaN): the ROC curve has "
            f"{x.size} point(s) with finite normal deviates and distinct sensitivities "
            "(at least 2 needed)", DegenerateDataWarning, stacklevel=2)
        return _nan_result(n, skew, int(x.size))
    slope = float(np.sum(dx * (y - y.mean()))) / sxx
    intercept = float(y.mean()) - slope * float(x.mean())
    se_z = normal_quantile_array(np.arange(n) * (1.0 / (n - 1)))
    with np.errstate(invalid="ignore"):
        sp = normal_cdf_array(intercept + slope * se_z)
    tpr = normal_cdf_array(se_z)
    fpr = 1.0 - sp
    if slope < 0.0:
        precision = pr_limit_precision(fpr, tpr, skew)
    else:  # the curve runs backwards: no limit to take, 0/0 is NaN
        with np.errstate(invalid="ignore", divide="ignore"):
            precision = tpr / (tpr + skew * fpr)
    a = -intercept / slope if slope != 0.0 else _NAN
    b = -1.0 / slope if slope != 0.0 else _NAN
    auc = float(normal_cdf_array(intercept / math.sqrt(1.0 + slope * slope)))
    return BinormalSmoothing(intercept, slope, a, b, auc, fpr, tpr, tpr.copy(), precision,
                             float(skew), int(x.size))
