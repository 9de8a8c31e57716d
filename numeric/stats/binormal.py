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

from numeric.validation import check_positive, check_positive_int

__all__ = ["BinormalModel"]


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
        """Population AUC-ROC, ``Phi(d / sqrt(1 + s^2))``."""
        return float(mpmath.ncdf(self.separation / mpmath.sqrt(1 + self.sd_positive**2)))

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
