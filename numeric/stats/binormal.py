r"""The binormal reference model: scores of negatives ~ N(0, 1), of positives ~ N(d, s^2).

The one definition the notebooks, benchmarks (coverage studies) and tests use: a sampler with fixed
class sizes, and the population values the intervals should cover -- AUC-ROC in closed form and
AUC-PR (= population average precision) by quadrature of precision over recall.

.. math::

    \mathrm{AUCROC} = \Phi\!\Big(\frac{d}{\sqrt{1 + s^2}}\Big), \qquad
    \mathrm{AUCPR} = \int_{-\infty}^{\infty} \frac{\pi\,\mathrm{TPR}(t)}{\pi\,\mathrm{TPR}(t)
    + (1-\pi)\,\mathrm{FPR}(t)}\; \frac{1}{s}\varphi\!\Big(\frac{t - d}{s}\Big)\,dt,

with :math:`\mathrm{TPR}(t) = \bar\Phi((t - d)/s)`, :math:`\mathrm{FPR}(t) = \bar\Phi(t)` and
prevalence :math:`\pi`.
"""

from __future__ import annotations

from dataclasses import dataclass

import mpmath
import numpy as np
import numpy.typing as npt

from numeric.special import normal_cdf_array
from numeric.validation import as_float_array, check_positive, check_positive_int, first_bad

__all__ = ["BinormalModel", "binormal_auc_roc"]


def binormal_auc_roc(separation: npt.ArrayLike,
                     sd_positive: npt.ArrayLike = 1.0) -> float | npt.NDArray[np.float64]:
    r"""AUC-ROC of the binormal model: :math:`\Phi(d/\sqrt{1 + s^2})`.

    Negatives' scores ~ N(0, 1), positives' ~ N(``separation``, ``sd_positive``^2). The numeric
    twin of :func:`analytic.binormal.binormal_auc_roc` (tied at random points by
    ``tests/test_twins.py``); :meth:`BinormalModel.auc_roc` calls it.

    Parameters
    ----------
    separation : float or array_like
        ``d``, the mean of the positives' scores (the negatives' is 0); finite.
    sd_positive : float or array_like, default=1.0
        ``s``, the standard deviation of the positives' scores, finite and > 0. Broadcast with
        ``separation``.

    Returns
    -------
    float or ndarray of float64
        A float for scalar input, an array of the broadcast shape otherwise.

    Raises
    ------
    ValueError
        If ``separation`` is not finite or ``sd_positive`` is not finite and > 0.

    Notes
    -----
    .. math:: \mathrm{AUCROC} = P(X^+ > X^-) = \Phi\Big(\frac{d}{\sqrt{1 + s^2}}\Big),

    evaluated as ``erfc(-x/sqrt 2)/2`` (accurate to a few ulp relative, far in the lower tail
    too) with ``sqrt(1 + s^2)`` by ``hypot`` (no overflow for huge ``s``).

    References
    ----------
    Pepe (2003), The Statistical Evaluation of Medical Tests for Classification and Prediction,
    Sec. 5.3, eq. (5.3); Dorfman & Alf (1969), J. Math. Psychol. 6:487-496.

    Examples
    --------
    >>> round(binormal_auc_roc(1.0), 6)  # Phi(1 / sqrt 2)
    0.76025
    >>> binormal_auc_roc([0.0, -40.0], 2.0).tolist()
    [0.5, 7.242212186368655e-72]
    """
    d = as_float_array(separation, "separation")
    bad = ~np.isfinite(d)
    if bad.any():
        raise ValueError(f"separation must be finite, got {first_bad(bad, d)}")
    s = np.asarray(check_positive(sd_positive, "sd_positive"), dtype=np.float64)
    out = normal_cdf_array(d / np.hypot(1.0, s))
    return float(out) if out.ndim == 0 else out


@dataclass(frozen=True)
class BinormalModel:
    """Negatives' scores ~ N(0, 1), positives' ~ N(``separation``, ``sd_positive``^2).

    Attributes
    ----------
    separation : float
        ``d``, the mean of the positives' scores (the negatives' is 0).
    sd_positive : float, default=1.0
        ``s``, the standard deviation of the positives' scores (the negatives' is 1).

    Examples
    --------
    >>> m = BinormalModel(1.0)
    >>> round(m.auc_roc(), 6)  # Phi(1 / sqrt 2)
    0.76025
    >>> round(m.auc_pr(prevalence=0.5), 6)
    0.752996
    >>> y, s = m.sample(np.random.default_rng(0), 3, 2)
    >>> y.tolist(), s.shape
    ([1, 1, 1, 0, 0], (5,))
    """

    separation: float
    sd_positive: float = 1.0

    def __post_init__(self) -> None:
        if not np.isfinite(self.separation):
            raise ValueError(f"separation must be finite, got {self.separation!r}")
        check_positive(self.sd_positive, "sd_positive")

    def sample(self, rng: np.random.Generator, n_pos: int,
               n_neg: int) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.float64]]:
        """``y_true`` (``n_pos`` ones, then ``n_neg`` zeros) and scores drawn from the model."""
        n_pos = check_positive_int(n_pos, "n_pos")
        n_neg = check_positive_int(n_neg, "n_neg")
        y = np.r_[np.ones(n_pos, dtype=np.int8), np.zeros(n_neg, dtype=np.int8)]
        z = rng.normal(size=n_pos + n_neg)
        scale = np.where(y == 1, self.sd_positive, 1.0)
        return y, z * scale + self.separation * y

    def auc_roc(self) -> float:
        """Population AUC-ROC, ``Phi(d / sqrt(1 + s^2))`` (:func:`binormal_auc_roc`)."""
        return float(binormal_auc_roc(self.separation, self.sd_positive))

    def auc_pr(self, prevalence: float) -> float:
        """Population AUC-PR (equal to population AP) at ``prevalence`` in (0, 1), by quadrature
        at 30 digits (precision in log space, so no 0/0 in either tail)."""
        if not 0.0 < float(prevalence) < 1.0:
            raise ValueError(f"prevalence must be in (0, 1), got {prevalence!r}")
        d, s = mpmath.mpf(self.separation), mpmath.mpf(self.sd_positive)
        with mpmath.workdps(30):
            odds = (1 - mpmath.mpf(prevalence)) / mpmath.mpf(prevalence)

            def integrand(t: mpmath.mpf) -> mpmath.mpf:
                # FPR/TPR = Phibar(t) / Phibar((t - d)/s), from erfc: accurate in both tails
                root2 = mpmath.sqrt(2)
                ratio = mpmath.erfc(t / root2) / mpmath.erfc((t - d) / (s * root2))
                return mpmath.npdf((t - d) / s) / s / (1 + odds * ratio)

            edges = [-mpmath.inf, min(0, d) - 8, 0, d, max(0, d) + 8, mpmath.inf]
            return float(mpmath.quad(integrand, edges))
