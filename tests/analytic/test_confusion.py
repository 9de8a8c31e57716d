"""Tests of analytic.confusion: each map and its inverse, round trips proven symbolically."""

from __future__ import annotations

import random

import pytest
import sympy as sp

from analytic.confusion import (
    ConfusionCounts,
    PrPoint,
    RocPoint,
    counts_to_pr,
    counts_to_roc,
    fpr_from_counts,
    pr_to_counts,
    pr_to_roc,
    precision_from_counts,
    recall_from_counts,
    roc_to_counts,
    roc_to_pr,
    swapped_roc_to_pr,
)

x, y, a, pi = sp.symbols("x y a pi", positive=True)
tp, fp, n_pos, n_neg = sp.symbols("tp fp n_pos n_neg", positive=True)

BALANCES = [
    {"skew": a},
    {"prevalence": pi},
    {"counts": (n_pos, n_neg)},
]


def _skew_of(kw: dict[str, object]) -> sp.Expr:
    if "skew" in kw:
        return a
    if "prevalence" in kw:
        return (1 - pi) / pi
    return n_neg / n_pos


def _zero(expr: sp.Expr) -> bool:
    return sp.simplify(expr) == 0


# --------------------------------------------------------------------- metrics


def test_metrics_from_counts() -> None:
    assert recall_from_counts(5, 20) == sp.Rational(1, 4)
    assert fpr_from_counts(5, 2000) == sp.Rational(1, 400)
    assert precision_from_counts(6, 10) == sp.Rational(3, 8)
    assert precision_from_counts(0, 3) == 0


def test_precision_of_nothing_predicted_raises() -> None:
    with pytest.raises(ValueError, match=r"precision is undefined \(0/0\) when tp \+ fp = 0"):
        precision_from_counts(0, 0)


# --------------------------------------------------------------------- round trips (symbolic)


def test_counts_roc_round_trip() -> None:
    roc = counts_to_roc(tp, fp, n_pos, n_neg)
    back = roc_to_counts(roc.fpr, roc.tpr, n_pos, n_neg)
    assert _zero(back.tp - tp) and _zero(back.fp - fp)
    c = roc_to_counts(x, y, n_pos, n_neg)
    again = counts_to_roc(c.tp, c.fp, n_pos, n_neg)
    assert _zero(again.fpr - x) and _zero(again.tpr - y)


def test_counts_pr_round_trip() -> None:
    pr = counts_to_pr(tp, fp, n_pos)
    back = pr_to_counts(pr.recall, pr.precision, n_pos)
    assert _zero(back.tp - tp) and _zero(back.fp - fp)
    c = pr_to_counts(x, y, n_pos)
    again = counts_to_pr(c.tp, c.fp, n_pos)
    assert _zero(again.recall - x) and _zero(again.precision - y)


@pytest.mark.parametrize("balance", BALANCES)
def test_roc_pr_round_trip(balance: dict[str, object]) -> None:
    pr = roc_to_pr(x, y, **balance)
    back = pr_to_roc(pr.recall, pr.precision, **balance)
    assert _zero(back.fpr - x) and _zero(back.tpr - y)
    roc = pr_to_roc(x, y, **balance)
    again = roc_to_pr(roc.fpr, roc.tpr, **balance)
    assert _zero(again.recall - x) and _zero(again.precision - y)


@pytest.mark.parametrize("balance", BALANCES)
def test_swapped_space_round_trip(balance: dict[str, object]) -> None:
    # eq. (3): (x, y) = (TPR, FPR) -> (x, x/(x + a y)); inverse through pr_to_roc, fields swapped.
    pr = swapped_roc_to_pr(x, y, **balance)
    assert _zero(pr.precision - x / (x + _skew_of(balance) * y))
    back = pr_to_roc(pr.recall, pr.precision, **balance)
    assert _zero(back.tpr - x) and _zero(back.fpr - y)


@pytest.mark.parametrize("balance", BALANCES)
def test_roc_to_pr_is_mihelich_eq1(balance: dict[str, object]) -> None:
    pr = roc_to_pr(x, y, **balance)
    assert pr.recall == y
    assert _zero(pr.precision - y / (y + _skew_of(balance) * x))


def test_roc_to_pr_agrees_with_counts_route() -> None:
    # Davis & Goadrich Thm 3.1: ROC point -> confusion matrix -> PR point.
    c = roc_to_counts(x, y, n_pos, n_neg)
    via_counts = counts_to_pr(c.tp, c.fp, n_pos)
    direct = roc_to_pr(x, y, counts=(n_pos, n_neg))
    assert _zero(via_counts.precision - direct.precision)
    assert _zero(via_counts.recall - direct.recall)


def test_random_integer_confusion_matrices_round_trip_exactly() -> None:
    rng = random.Random(20060625)
    for _ in range(200):
        n_p, n_n = rng.randint(1, 500), rng.randint(1, 5000)
        t, f = rng.randint(1, n_p), rng.randint(0, n_n)
        pr = counts_to_pr(t, f, n_p)
        assert isinstance(pr.precision, sp.Rational)
        assert pr_to_counts(pr.recall, pr.precision, n_p) == ConfusionCounts(t, f)
        roc = counts_to_roc(t, f, n_p, n_n)
        assert pr_to_roc(pr.recall, pr.precision, counts=(n_p, n_n)) == roc
        assert roc_to_pr(roc.fpr, roc.tpr, counts=(n_p, n_n)) == pr


# --------------------------------------------------------------------- singular points


def test_tpr_zero_gives_precision_zero() -> None:
    assert roc_to_pr(x, 0, skew=a) == PrPoint(sp.S.Zero, sp.S.Zero)


def test_roc_origin_has_no_precision() -> None:
    with pytest.raises(ValueError, match=r"the ROC point \(0, 0\) has no precision"):
        roc_to_pr(0, 0, skew=a)
    with pytest.raises(ValueError, match=r"the ROC point \(0, 0\) has no precision"):
        swapped_roc_to_pr(0, 0, prevalence=pi)


@pytest.mark.parametrize("func", [pr_to_roc, lambda r, p, **kw: pr_to_counts(r, p, n_pos)])
def test_recall_zero_is_singular(func) -> None:
    with pytest.raises(ValueError, match=r"recall must be nonzero: a PR point with recall 0"):
        func(0, y, skew=a)
    with pytest.raises(ValueError, match=r"recall must be nonzero"):
        func(sp.S.Zero * x, sp.Rational(1, 2), skew=a)


def test_recall_zero_loses_fp() -> None:
    # Thm 3.1's proof: two matrices with TP = 0 and different FP share the PR point (0, 0).
    assert counts_to_pr(0, 3, 10) == counts_to_pr(0, 7, 10)
    assert counts_to_roc(0, 3, 10, 10) != counts_to_roc(0, 7, 10, 10)


def test_precision_zero_with_recall_is_rejected() -> None:
    with pytest.raises(ValueError, match=r"precision must be nonzero when recall is nonzero"):
        pr_to_roc(x, 0, skew=a)


# --------------------------------------------------------------------- parameterisations


def test_exactly_one_balance_required() -> None:
    with pytest.raises(ValueError, match=r"give exactly one of skew, prevalence, counts; got none"):
        roc_to_pr(x, y)
    with pytest.raises(
        ValueError, match=r"give exactly one of skew, prevalence, counts; got skew, prevalence"
    ):
        roc_to_pr(x, y, skew=1, prevalence=sp.Rational(1, 2))


def test_counts_must_be_a_pair() -> None:
    with pytest.raises(TypeError, match=r"counts must be a pair \(n_pos, n_neg\), got 5"):
        roc_to_pr(x, y, counts=5)


def test_three_parameterisations_agree() -> None:
    p1 = roc_to_pr(sp.Rational(1, 10), sp.Rational(1, 2), counts=(20, 60))
    p2 = roc_to_pr(sp.Rational(1, 10), sp.Rational(1, 2), prevalence=sp.Rational(1, 4))
    p3 = roc_to_pr(sp.Rational(1, 10), sp.Rational(1, 2), skew=3)
    assert p1 == p2 == p3


def test_results_are_frozen() -> None:
    point = RocPoint(x, y)
    with pytest.raises(AttributeError):
        point.fpr = y  # type: ignore[misc]
