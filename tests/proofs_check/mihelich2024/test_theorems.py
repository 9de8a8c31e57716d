"""Tests of proofs_check.mihelich2024.theorems: the verdicts on Mihelich et al. (2024) Thm 3.1,
Cor. 3.3, Lemma 3.7, Cor. 3.11 and the numbers of Sec. 4."""

from __future__ import annotations

import mpmath
import numpy as np
import pytest

import proofs_check  # noqa: F401  (registers every claim)
from proofs_check import registered_claims, run_checks
from proofs_check.mihelich2024 import theorems as pm

IDS = ["mihelich2024.thm3.1", "mihelich2024.cor3.3", "mihelich2024.lemma3.7",
       "mihelich2024.cor3.11", "mihelich2024.sec4.numbers"]


def test_claims_are_registered_with_source_and_statement():
    claims = {c.claim_id: c for c in registered_claims()}
    for cid in IDS:
        assert cid in claims
        assert claims[cid].source.startswith("Mihelich, Castagnos & Dognin (ICML 2024)")
        assert claims[cid].statement


@pytest.mark.parametrize("cid", IDS)
def test_each_claim_holds_with_evidence(cid):
    (verdict,) = [v for v in run_checks([cid]) if v.claim_id == cid]
    assert verdict.holds, verdict.evidence
    assert verdict.truth is None
    assert len(verdict.evidence) > 40


def test_docstrings_quote_the_claims():
    for fn in (pm.thm31, pm.cor33, pm.lemma37, pm.cor311, pm.sec4_numbers):
        assert fn.check.__doc__ and len(fn.check.__doc__) > 40
        assert fn.statement


def test_lemma_evidence_reports_the_sharper_constant():
    result = pm.lemma37.check()
    evidence = result.evidence
    assert result.status == "holds"
    assert "2 sqrt(a delta)" in evidence and "also holds (yes)" in evidence


def test_sec4_evidence_lists_every_number():
    evidence = pm.sec4_numbers.check().evidence
    for paper in ("0.038", "0.876", "0.725", "0.935", "0.697", "0.999", "0.016", "0.703"):
        assert f"paper {paper}" in evidence


# ------------------------------------------------------------- the helpers against slow references


@pytest.mark.parametrize("a", [0.01, 1.0, 50.0])
def test_T_of_a_step_function_against_quadrature(a):
    edges = np.array([0.0, 0.2, 0.55, 1.0])
    levels = np.array([0.0, 0.3, 0.8])
    with mpmath.workdps(30):
        ref = sum(mpmath.quad(lambda x, v=v: x / (x + a * v), [lo, hi])
                  for lo, hi, v in zip(edges[:-1], edges[1:], levels, strict=True))
    assert pm._T_step(edges, levels, a) == pytest.approx(float(ref), rel=1e-12)


def test_sup_distance_against_dense_sampling():
    rng = np.random.default_rng(5)
    for _ in range(20):
        e1, l1 = pm._random_step(rng)
        e2, l2 = pm._random_step(rng)
        x = np.unique(np.r_[np.linspace(0, 1, 20001)[:-1], e1[:-1], e2[:-1]])
        f1 = l1[np.searchsorted(e1, x, side="right") - 1]
        f2 = l2[np.searchsorted(e2, x, side="right") - 1]
        assert pm._sup_distance(e1, l1, e2, l2) == np.max(np.abs(f1 - f2))


def test_random_steps_are_increasing_in_unit_interval():
    rng = np.random.default_rng(9)
    for _ in range(50):
        edges, levels = pm._random_step(rng)
        assert edges[0] == 0.0 and edges[-1] == 1.0
        assert np.all(np.diff(edges) >= 0) and np.all(np.diff(levels) >= 0)
        assert np.all((levels >= 0) & (levels <= 1))


# ---------------------------------------------------------------- new and split verdicts


@pytest.mark.parametrize(("claim_id", "status"), [
    ("mihelich2024.sec4.1.range.a100", "refuted"),  # 0.038 claimed, true 0.0342
    ("mihelich2024.sec4.1.range.a1", "holds"),
    ("mihelich2024.sec4.2.range.roc", "holds"),
    ("mihelich2024.sec4.2.range.pr", "refuted"),  # 0.016 claimed, true 0.0146
    ("mihelich2024.eq7.T_identity", "holds"),
    ("mihelich2024.sec4.1.balanced", "holds"),
    ("mihelich2024.sec4.2.pr_implies_roc", "holds"),
    ("mihelich2024.sec4.3.complexity", "holds"),  # as an upper bound
    ("mihelich2024.sec4.3.complexity.tight", "refuted"),  # as the cost: O(n log n)
])
def test_new_and_split_verdicts(claim_id, status):
    from proofs_check import registered_claims

    v = next(c for c in registered_claims() if c.claim_id == claim_id).run()
    assert v.claim_id == claim_id and v.status == status, v.evidence


def test_range_truths_quote_the_exact_ends():
    from proofs_check import run_checks

    v = run_checks(["mihelich2024.sec4.1.range.a100"])[0]
    assert v.truth is not None and "0.0342" in v.truth
    v = run_checks(["mihelich2024.sec4.2.range.pr"])[0]
    assert v.truth is not None and "0.0146" in v.truth


def test_rank_sum_auc_against_scikit_learn():
    from sklearn.metrics import roc_auc_score

    rng = np.random.default_rng(5)
    y = (rng.random(300) < 0.3).astype(int)
    s = np.round(rng.random(300), 2)
    counter = [0]
    assert pm._rank_sum_auc(y, s, counter) == pytest.approx(roc_auc_score(y, s), abs=1e-12)
    assert counter[0] < 300 * np.log2(300) + 300


def test_rank_sum_fraction_against_pairs_by_hand():
    """The exact rank-sum AUC against the pairwise definition, and against
    scikit-learn on a tied example."""
    from sklearn.metrics import roc_auc_score

    y, s = (1, 0, 1, 0, 1), (2, 2, 1, 0, 0)
    assert pm._rank_sum_fraction(y, s) == pm._pairs_auc(y, s)
    assert float(pm._rank_sum_fraction(y, s)) == pytest.approx(roc_auc_score(y, s), abs=1e-15)
    assert pm._rank_sum_identity_exhaustive(4)[0]
