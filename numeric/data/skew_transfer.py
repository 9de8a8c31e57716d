r"""PR curves and AUC-PR re-expressed at another class balance, through the ROC curve.

A ROC curve does not depend on the class balance; a PR curve does (Davis & Goadrich 2006). So a
PR curve measured at skew ``a = N-/N+`` (e.g. on a down-sampled test set) is converted to ROC
space, which it shares with every other skew, and back to PR at the skew of interest ``a'``. Point
by point, recall is unchanged and

.. math:: p' = \frac{p}{p + (a'/a)(1 - p)},

which is what down-sampling the negatives by the factor ``a'/a`` does in expectation (Boyd et al.
2012, Sec. 4.3). Between points the Davis & Goadrich interpolation is used, so the transferred
AUC-PR is exact for the interpolated curve.
"""

from __future__ import annotations

import warnings

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.steps import threshold_counts
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.geometry.interpolation import pr_area_from_counts
from numeric.validation import check_positive

__all__ = ["auc_pr_at_skew", "transfer_auc_pr", "transfer_pr_curve"]


def _scalar_skew(x: npt.ArrayLike, name: str) -> float:
    value = check_positive(x, name)
    if not isinstance(value, float):
        raise ValueError(f"{name} must be a scalar, got an array of shape {np.shape(value)}")
    return value


def transfer_pr_curve(
    recall: npt.ArrayLike, precision: npt.ArrayLike, skew_from: float, skew_to: float
) -> PRCurve:
    r"""The PR curve measured at ``skew_from`` as it would be at ``skew_to``.

    Parameters
    ----------
    recall, precision : array_like of shape (n_points,)
        The PR points at the data's skew (see
        :class:`~numeric.geometry.curve_conversion.PRCurve` for the conventions at recall 0).
    skew_from : float
        ``a = N-/N+`` of the data the curve was measured on.
    skew_to : float
        The skew ``a'`` to express it at.

    Returns
    -------
    PRCurve
        Same recalls; precisions of the same classifiers at skew ``a'`` (``.skew == skew_to``).

    Notes
    -----
    Through ROC space (Mihelich et al. 2024, Thm 3.1), with ``FPR = r(1 - p)/(a p)``,

    .. math:: p' = \frac{r}{r + a'\,\mathrm{FPR}} = \frac{p}{p + (a'/a)(1 - p)}.

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 4.3 (down-sampling); Davis & Goadrich (ICML 2006),
    Thm 3.1.

    Examples
    --------
    Down-sampling the negatives of Davis & Goadrich's Table 1 (skew 100) to skew 10:

    >>> transfer_pr_curve([0.25, 0.5], [0.5, 0.25], skew_from=100.0, skew_to=10.0).precision
    array([0.90909091, 0.76923077])
    """
    a_from = _scalar_skew(skew_from, "skew_from")
    a_to = _scalar_skew(skew_to, "skew_to")
    roc = PRCurve(recall, precision, a_from).to_roc()
    return ROCCurve(roc.fpr, roc.tpr, a_to).to_pr()


def transfer_auc_pr(
    recall: npt.ArrayLike, precision: npt.ArrayLike, skew_from: float, skew_to: float
) -> float:
    r"""Exact AUC-PR of the curve measured at ``skew_from``, re-expressed at ``skew_to``.

    The area under :func:`transfer_pr_curve` with Davis & Goadrich interpolation, over the
    curve's recall range (the whole AUC-PR when the points run from recall 0 to 1).

    Notes
    -----
    .. math:: \int \frac{r}{r + a'\,\mathrm{FPR}(r)}\,dr, \quad \mathrm{FPR} \text{ linear in } r
              \text{ between points}

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 4.3; Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> transfer_auc_pr([0.0, 1.0], [0.5, 0.5], skew_from=1.0, skew_to=3.0)
    0.25
    """
    return transfer_pr_curve(recall, precision, skew_from, skew_to).auc()


def auc_pr_at_skew(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    skew: float,
    *,
    sample_weight: npt.ArrayLike | None = None,
    pos_label: object = None,
) -> float:
    r"""Exact AUC-PR that the scored data would have at class balance ``skew``.

    The data's ROC curve, which does not depend on the class balance, mapped to PR space at
    ``a' = skew`` and integrated exactly with Davis & Goadrich interpolation. At the data's own
    skew (``n_neg/n_pos``) this is the data's exact AUC-PR; at another skew it is the AUC-PR the
    same classifier would have if the negatives were re-weighted (or down-sampled, in
    expectation) by ``a'/a``.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As for :func:`numeric.core.steps.threshold_counts`.
    skew : float
        The target ``a' = N-/N+ > 0``.

    Returns
    -------
    float
        The AUC-PR at ``skew``; NaN with a :class:`DegenerateDataWarning` if only one class is
        present (no ROC curve).

    Notes
    -----
    .. math:: \mathrm{AUC\text{-}PR}(a') = \sum_i \int_{\mathrm{TPR}_i}^{\mathrm{TPR}_{i+1}}
              \frac{t}{t + a'\,\mathrm{FPR}(t)}\,dt

    References
    ----------
    Boyd, Costa, Davis & Page (ICML 2012), Sec. 4.3; Davis & Goadrich (ICML 2006), Sec. 4.

    Examples
    --------
    >>> y, s = [1, 0, 1, 0], [0.9, 0.8, 0.7, 0.6]
    >>> auc_pr_at_skew(y, s, skew=1.0)  # the data's own skew: 1/2 + (1 - ln(3/2))/2
    0.79726744...
    >>> auc_pr_at_skew(y, s, skew=1/3)  # three positives per negative: 1/2 + (1 - ln(7/4)/3)/2
    0.90673070...
    """
    a = _scalar_skew(skew, "skew")
    counts = threshold_counts(y_true, y_score, sample_weight, pos_label)
    if counts.n_pos == 0 or counts.n_neg == 0:
        missing = "positives" if counts.n_pos == 0 else "negatives"
        warnings.warn(
            f"y_true has no {missing}: the ROC curve, hence the AUC-PR at another skew, is "
            "undefined; returning NaN",
            DegenerateDataWarning,
            stacklevel=2,
        )
        return float("nan")
    tpr = counts.tp / counts.n_pos
    fp_per_pos = a * (counts.fp / counts.n_neg)
    return pr_area_from_counts(tpr, fp_per_pos, 1.0)
