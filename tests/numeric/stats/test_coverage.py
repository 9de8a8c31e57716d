"""Coverage of the 95% intervals on the binormal model (a reduced run of
``benchmarks/coverage_inference.py``; the full study's figures are in ``benchmarks/README.md``).

Positives' scores ~ N(d, 1), negatives' ~ N(0, 1), fixed class sizes. Population AUC-ROC is
Phi(d / sqrt 2); population AUC-PR is the integral of precision over recall, by scipy quadrature
over the threshold (both written here, independently of the package). A correct 95% interval
covers the population value in 95% of the data sets; with S sets the binomial sd is
sqrt(0.95 * 0.05 / S), and the test accepts +- 3.3 sd (a false alarm about once in 1000 runs).
"""

import math
import warnings

import numpy as np
import pytest
from scipy import integrate, stats

from numeric.stats import BinormalModel, bootstrap_ci, delong_ci, logit_interval

D, N_POS, N_NEG, SETS, REPLICATES = 1.0, 100, 900, 300, 300


def population_auc_pr(d, prevalence):
    def integrand(t):
        log_ratio = stats.norm.logsf(t) - stats.norm.logsf(t - d)  # FPR/TPR, no 0/0
        precision = 1 / (1 + (1 - prevalence) / prevalence * math.exp(log_ratio))
        return precision * stats.norm.pdf(t - d)

    return integrate.quad(integrand, -np.inf, np.inf, epsabs=1e-12, limit=400)[0]


@pytest.mark.parametrize(("d", "sd", "prevalence"), [(1.0, 1.0, 0.1), (2.0, 0.5, 0.01),
                                                     (0.3, 2.0, 0.5)])
def test_binormal_model_equals_scipy_quadrature(d, sd, prevalence):
    """numeric.stats.BinormalModel's population values against scipy, written out here."""
    def integrand(t):
        log_ratio = stats.norm.logsf(t) - stats.norm.logsf(t, loc=d, scale=sd)
        precision = 1 / (1 + (1 - prevalence) / prevalence * math.exp(min(log_ratio, 700.0)))
        return precision * stats.norm.pdf(t, loc=d, scale=sd)

    ref = integrate.quad(integrand, -np.inf, np.inf, epsabs=1e-13, epsrel=1e-12, limit=400)[0]
    m = BinormalModel(d, sd)
    assert m.auc_pr(prevalence) == pytest.approx(ref, rel=1e-9)
    assert m.auc_roc() == pytest.approx(stats.norm.cdf(d / math.sqrt(1 + sd**2)), rel=1e-14)
    y, s = m.sample(np.random.default_rng(0), 4000, 6000)
    assert s[y == 1].mean() == pytest.approx(d, abs=5 * sd / math.sqrt(4000))
    assert s[y == 1].std() == pytest.approx(sd, rel=0.05)


def test_population_auc_pr_quadrature_matches_a_huge_sample():
    from numeric import auc_pr_score

    rng = np.random.default_rng(0)
    y = np.r_[np.ones(200_000, int), np.zeros(1_800_000, int)]
    s = rng.normal(size=y.size) + D * y
    assert auc_pr_score(y, s) == pytest.approx(population_auc_pr(D, 0.1), abs=3e-3)


@pytest.mark.slow
def test_95_percent_intervals_cover_the_population_values():
    truth_roc = stats.norm.cdf(D / math.sqrt(2))
    truth_pr = population_auc_pr(D, N_POS / (N_POS + N_NEG))
    rng = np.random.default_rng(20261123)
    model = BinormalModel(D)
    hits = dict.fromkeys(["delong", "auc_pr bca", "auc_pr percentile", "ap bca", "auc_pr logit"],
                         0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for i in range(SETS):
            y, s = model.sample(rng, N_POS, N_NEG)
            roc = delong_ci(y, s)
            hits["delong"] += roc.low <= truth_roc <= roc.high
            for method in ("bca", "percentile"):
                r = bootstrap_ci(y, s, n_bootstrap=REPLICATES, method=method, random_state=i)
                hits[f"auc_pr {method}"] += r.auc_pr.low <= truth_pr <= r.auc_pr.high
                if method == "bca":
                    ap = r.average_precision
                    hits["ap bca"] += ap.low <= truth_pr <= ap.high
                    lg = logit_interval(r.auc_pr.estimate, N_POS)
                    hits["auc_pr logit"] += lg.low <= truth_pr <= lg.high
    band = 3.3 * math.sqrt(0.95 * 0.05 / SETS)
    coverage = {k: v / SETS for k, v in hits.items()}
    for name, value in coverage.items():
        assert abs(value - 0.95) <= band, (name, coverage)
