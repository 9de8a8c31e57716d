"""Run the achievable-curve and curve-dominance checks (Davis & Goadrich 2006) and their helpers."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from proofs_check import registered_claims, run_checks
from proofs_check.dg2006 import achievable as ach

CHECKS = {"dg2006.cor3.1": ach.cor3_1, "dg2006.thm3.2.curves": ach.thm3_2_curves}


def test_registered() -> None:
    ids = [c.claim_id for c in registered_claims()]
    for claim_id in CHECKS:
        assert claim_id in ids
    assert [v.claim_id for v in run_checks(["dg2006.thm3.2.curves"])] == ["dg2006.thm3.2.curves"]


@pytest.mark.parametrize("claim_id", list(CHECKS))
def test_check_holds(claim_id: str) -> None:
    verdict = CHECKS[claim_id].run()
    assert verdict.claim_id == claim_id
    assert verdict.source.startswith("Davis & Goadrich (ICML 2006)")
    assert verdict.holds, verdict.evidence
    assert verdict.truth is None


def test_position_relative_to_the_achievable_curve() -> None:
    # Hull (0,0) -> (5,5) -> (10,30) -> (20,2000) in (TP, FP) counts: Davis & Goadrich Table 1's
    # A and B. Between them precision follows TP/(TP + 5 + 5 (TP - 5)).
    hull = [(0, 0), (5, 5), (10, 30), (20, 2000)]
    assert ach._achievable_position(hull, (7, 15)) == "on"  # Table 1 row TP 7, FP 15
    assert ach._achievable_position(hull, (7, 16)) == "beneath"
    assert ach._achievable_position(hull, (7, 14)) == "above"
    assert ach._achievable_position(hull, (5, 5)) == "on"
    # A vertical drop of the PR curve (horizontal ROC edge) holds every precision in between.
    drop = [(0, 0), (4, 0), (4, 6), (6, 10)]
    assert ach._achievable_position(drop, (4, 3)) == "on"


def test_chains_are_monotone_and_complete() -> None:
    rng = np.random.default_rng(0)
    pts = [(1, 0), (2, 3), (1, 2)]
    chains = ach._chains(pts, 3, 4, rng, limit=10)
    # Brute force: the subsets whose (FP, TP)-sorted chain from (0, 0) to (3, 4) is monotone
    # ((1, 2) then (2, 3) is; (2, 3) with nothing after but (3, 4) is; and so on).
    expected = 0
    for k in range(4):
        for sub in itertools.combinations(sorted(pts, key=lambda c: (c[1], c[0])), k):
            chain = [(0, 0), *sub, (3, 4)]
            expected += all(b[0] >= a[0] and b[1] >= a[1] for a, b in itertools.pairwise(chain))
    assert len(chains) == expected
    assert all(c[0] == (0, 0) and c[-1] == (3, 4) for c in chains)
