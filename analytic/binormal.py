r"""The binormal model's AUC-ROC, symbolically: negatives ~ N(0, 1), positives ~ N(d, s^2).

The symbolic twin of :func:`numeric.stats.binormal_auc_roc` (same name and parameters, tied at
random points by ``tests/test_twins.py``), the population AUC-ROC of
:class:`numeric.stats.BinormalModel`.

References
----------
Dorfman & Alf (1969), "Maximum-likelihood estimation of parameters of signal-detection theory
and determination of confidence intervals -- rating-method data", J. Math. Psychol. 6:487-496;
Pepe (2003), The Statistical Evaluation of Medical Tests for Classification and Prediction,
Sec. 5.3 (the binormal ROC curve, eq. (5.3): AUC = Phi(a/sqrt(1 + b^2))).
"""

from __future__ import annotations

import sympy as sp

from .arguments import as_expr as _sym
from .arguments import as_positive as _positive
from .types import Sympifiable

__all__ = ["binormal_auc_roc"]


def binormal_auc_roc(separation: Sympifiable, sd_positive: Sympifiable = 1) -> sp.Expr:
    r"""AUC-ROC of the binormal model: :math:`\Phi(d/\sqrt{1 + s^2})`.

    Parameters
    ----------
    separation : sympifiable
        ``d``, the mean of the positives' scores (the negatives' is 0).
    sd_positive : sympifiable, default=1
        ``s > 0``, the standard deviation of the positives' scores (the negatives' is 1).

    Returns
    -------
    sympy.Expr

    Notes
    -----
    :math:`P(X^+ > X^-)` with :math:`X^+ - X^- \sim N(d, 1 + s^2)`:

    .. math:: \mathrm{AUCROC} = \Phi\Big(\frac{d}{\sqrt{1 + s^2}}\Big)
              = \frac12\,\mathrm{erfc}\Big(-\frac{d}{\sqrt{2(1 + s^2)}}\Big),

    which is pROC's binormal AUC :math:`\Phi(A/\sqrt{1 + B^2})` with intercept
    :math:`A = d/s` and slope :math:`B = 1/s`.

    References
    ----------
    Pepe (2003), Sec. 5.3, eq. (5.3); Dorfman & Alf (1969).

    Examples
    --------
    >>> binormal_auc_roc(0)
    1/2
    >>> binormal_auc_roc(1)
    1 - erfc(1/2)/2
    >>> sp.N(binormal_auc_roc(1), 6)  # numeric.stats.BinormalModel(1.0).auc_roc()
    0.760250
    """
    d = _sym(separation, "separation")
    s = _positive(sd_positive, "sd_positive")
    return sp.erfc(-d / sp.sqrt(2 * (1 + s**2))) / 2
