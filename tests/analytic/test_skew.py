"""Tests of analytic.skew: the three parameterisations of class balance and their conversion."""

from __future__ import annotations

import pytest
import sympy as sp

from analytic.skew import (
    prevalence_from_skew,
    resolve_skew,
    skew_from_counts,
    skew_from_prevalence,
)

a, pi = sp.symbols("a pi", positive=True)
n_pos, n_neg = sp.symbols("n_pos n_neg", positive=True)


def _zero(expr: sp.Expr) -> bool:
    return sp.simplify(expr) == 0


# --------------------------------------------------------------------- class balance


def test_skew_prevalence_round_trips_symbolically() -> None:
    assert _zero(prevalence_from_skew(skew_from_prevalence(pi)) - pi)
    assert _zero(skew_from_prevalence(prevalence_from_skew(a)) - a)


def test_skew_from_counts_matches_prevalence() -> None:
    assert _zero(skew_from_counts(n_pos, n_neg) - skew_from_prevalence(n_pos / (n_pos + n_neg)))


@pytest.mark.parametrize(("n_p", "n_n"), [(20, 2000), (433, 56164), (1, 1)])
def test_skew_from_counts_exact(n_p: int, n_n: int) -> None:
    assert skew_from_counts(n_p, n_n) == sp.Rational(n_n, n_p)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: skew_from_prevalence(0), r"prevalence must be > 0, got 0"),
        (lambda: skew_from_prevalence(1), r"prevalence must be in \(0, 1\), got 1"),
        (lambda: skew_from_prevalence(sp.Rational(3, 2)), r"prevalence must be in \(0, 1\)"),
        (lambda: prevalence_from_skew(-1), r"skew must be > 0, got -1"),
        (lambda: skew_from_counts(0, 5), r"n_pos must be > 0, got 0"),
        (lambda: skew_from_counts(5, -2), r"n_neg must be > 0, got -2"),
    ],
)
def test_class_balance_rejects_out_of_domain(call, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        call()


@pytest.mark.parametrize("bad", ["0.5", [0.5], None, object()])
def test_non_sympifiable_raises_type_error(bad: object) -> None:
    with pytest.raises(TypeError, match=r"prevalence must be a number or a sympy expression"):
        skew_from_prevalence(bad)


@pytest.mark.parametrize(
    ("kw", "expected"),
    [({"skew": a}, a), ({"prevalence": pi}, (1 - pi) / pi), ({"counts": (n_pos, n_neg)},
                                                              n_neg / n_pos)],
)
def test_resolve_skew_each_parameterisation(kw: dict[str, object], expected: sp.Expr) -> None:
    assert _zero(resolve_skew(**kw) - expected)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kw", "error", "match"),
    [
        ({}, ValueError, r"give exactly one of skew, prevalence, counts; got none"),
        ({"skew": 1, "counts": (1, 2)}, ValueError, r"got skew, counts"),
        ({"skew": 0}, ValueError, r"skew must be > 0, got 0"),
        ({"counts": (1, 2, 3)}, TypeError, r"counts must be a pair \(n_pos, n_neg\)"),
    ],
)
def test_resolve_skew_rejects(kw: dict[str, object], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        resolve_skew(**kw)  # type: ignore[arg-type]
