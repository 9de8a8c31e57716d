"""proofs_check._registry: the frozen CheckResult, and "error" -- never "holds" -- when a check or
one of its sub-checks breaks.

Each test below breaks one dependency of a real check on purpose (it raises, or returns garbage)
and asserts that the verdict is "error".
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from proofs_check._registry import (
    ALIASES,
    CheckResult,
    Claim,
    claim,
    counterexample,
    decide,
    registered_claims,
    selected,
)
from proofs_check.boyd2012 import theorems as bd
from proofs_check.evidence import ExactArithmetic
from proofs_check.mihelich2024 import bounds as mb
from proofs_check.mihelich2024 import theorems as pm


def _boom(*args, **kwargs):
    raise RuntimeError("sub-check broken on purpose")


def test_check_result_is_frozen_and_validated():
    r = CheckResult("holds", "42 cases", None, ExactArithmetic())
    assert r.truth is None and r.basis == ExactArithmetic()
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.status = "refuted"  # type: ignore[misc]
    with pytest.raises(ValueError, match="status must be one of"):
        CheckResult("passes", "x", None, ExactArithmetic())
    with pytest.raises(TypeError, match=r"basis must be an instance of a proofs_check\.evidence"):
        CheckResult("holds", "x", None, "intuition")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="basis must be given for status 'holds', got None"):
        CheckResult("holds", "x")
    assert CheckResult("error", "x").basis is None  # an error needs no evidence


def test_decide_never_defaults_to_holds():
    basis = ExactArithmetic()
    assert decide(True, False, "e", basis=basis).status == "holds"
    assert decide(False, True, "e", "t", basis).status == "refuted"
    assert decide(False, False, "e").status == "error"
    assert decide(True, True, "e").status == "error"
    assert counterexample("x", basis).truth == "x"


def test_a_raising_check_is_an_error():
    c = Claim("test.raises", "nowhere", "nothing", _boom)
    v = c.run()
    assert v.status == "error" and not v.holds
    assert "RuntimeError: sub-check broken on purpose" in v.evidence


@pytest.mark.parametrize("garbage", [(True, "e", None), True, None, "holds"])
def test_a_check_returning_garbage_is_an_error(garbage):
    v = Claim("test.garbage", "nowhere", "nothing", lambda: garbage).run()
    assert v.status == "error" and "not a CheckResult" in v.evidence


def test_duplicate_ids_are_refused():
    first = registered_claims()[0]
    with pytest.raises(ValueError, match="claim_id must be unique"):
        claim(first.claim_id, "x", "y")(lambda: CheckResult("holds", "", None, ExactArithmetic()))


@pytest.mark.parametrize(
    ("claim_id", "prefix", "expected"),
    [
        ("mihelich2024.thm3.5.min", "mihelich", True),
        ("mihelich2024.thm3.5.min", "mihelich.thm3.5", True),
        ("dg2006.thm3.2", "dg", True),
        ("boyd2012.thm1", "dg", False),
        ("dg2006.thm3.20", "dg2006.thm3.2", False),
        ("dg2006.thm3.2.curves", "dg2006.thm3.2", True),
    ],
)
def test_aliases_and_prefixes(claim_id, prefix, expected):
    assert selected(claim_id, prefix) is expected
    assert ALIASES["mihelich"] == "mihelich2024"


# ------------------------------------------------- breaking a sub-check of real checks on purpose


def test_exact_minimum_with_a_raising_witness_generator(monkeypatch):
    """The issue's case: a broken witness generator must not read as "the paper holds"."""
    monkeypatch.setattr(mb, "witness_dataset", _boom)
    for check in (mb.thm3_5_min, mb.thm3_9_max, mb.cor4_1, mb.sec4_1_curve_ii, mb.thm3_5_max):
        v = check.run()
        assert v.status == "error", (v.claim_id, v.evidence)


def test_exact_minimum_with_a_garbage_witness(monkeypatch):
    """A witness whose data say nothing (AUC-PR 1, AUC-ROC 1) is no counterexample: error."""
    monkeypatch.setattr(mb, "witness_dataset",
                        lambda *a, **k: (np.array([1, 1, 0]), np.array([3.0, 2.0, 1.0])))
    for check in (mb.thm3_5_min, mb.thm3_9_max, mb.sec4_1_curve_ii):
        v = check.run()
        assert v.status == "error", (v.claim_id, v.evidence)


def test_exact_minimum_with_a_garbage_solver(monkeypatch):
    """The counterexample stands but the stated truth is unconfirmed: error, not refuted."""

    class Garbage:
        value = float("nan")

    monkeypatch.setattr(mb, "solve_min_discrete", lambda *a, **k: Garbage())
    v = mb.thm3_5_min.run()
    assert v.status == "error" and "the truth is unconfirmed" in v.evidence


def test_maximum_with_a_failed_proof_step(monkeypatch):
    monkeypatch.setattr(mb, "maximum_proof_checks", lambda: {"chord bound": False})
    assert mb.thm3_5_max.run().status == "error"
    assert mb.thm3_9_min.run().status == "error"


def test_maximum_with_a_raising_search(monkeypatch):
    monkeypatch.setattr(mb, "max_over_two_steps", _boom)
    assert mb.thm3_5_max.run().status == "error"


def test_boyd_with_a_raising_formula(monkeypatch):
    monkeypatch.setattr(bd, "min_precision", _boom)
    assert bd.thm1.run().status == "error"
    assert bd.thm2.run().status == "error"


def test_mihelich_numbers_with_a_garbage_twin(monkeypatch):
    """The numeric twin disagreeing with sympy is an internal error, not a refutation."""
    monkeypatch.setattr(pm.nb, "auc_pr_max", lambda a, r: 0.5)
    v = pm.sec4_numbers.run()
    assert v.status == "error" and "sympy gives" in v.evidence
