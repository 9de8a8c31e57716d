"""Tests of analytic.boyd: sympy derives Boyd et al.'s Thm 2 and Cor. 4 from Thm 1, proves Thm 3's
closed form, and checks the paper's numbers (Boyd, Costa, Davis & Page, ICML 2012)."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest
import sympy as sp

from analytic.boyd import (
    auc_npr,
    average_precision_min,
    average_precision_min_closed_form,
    global_min_auc_pr,
    global_min_auc_pr_range,
    min_precision,
    modified_f1,
)
from analytic.confusion import counts_to_pr
from analytic.skew import skew_from_prevalence

r, r0, r1, q = sp.symbols("r r0 r1 q", nonnegative=True)
a = sp.Symbol("a", positive=True)  # imbalance; pi = 1/(1 + a) keeps every log argument positive
PI = 1 / (1 + a)
# The paper's forms, in the prevalence pi (Thm 2 and Cor. 4).
THM2 = 1 + (1 - PI) * sp.log(1 - PI) / PI
COR4 = (r1 - r0) - (1 - PI) / PI * sp.log((1 - PI + PI * r1) / (1 - PI + PI * r0))
n_p, n_n, m = sp.symbols("n_p n_n m", positive=True, integer=True)


def _zero(expr: sp.Expr) -> bool:
    return sp.simplify(sp.expand_log(expr)) == 0


# --------------------------------------------------------------------- Thm 1


def test_thm1_bound_is_precision_with_every_negative_predicted() -> None:
    # Proof of Thm 1: FP <= N-, so p = TP/(TP + FP) >= r N+/(r N+ + N-); equality at FP = N-.
    worst = counts_to_pr(r * n_p, n_n, n_p).precision
    assert _zero(worst - min_precision(r, n_n / n_p))


def test_thm1_bound_is_the_papers_prevalence_form() -> None:
    assert _zero(min_precision(r, a) - PI * r / (1 - PI + PI * r))


def test_thm1_end_points() -> None:
    assert min_precision(0, a) == 0
    assert sp.simplify(min_precision(1, a) - PI) == 0


# --------------------------------------------------------------------- Thm 2 and Cor. 4, derived


def test_thm2_derived_by_integrating_thm1() -> None:
    area = sp.integrate(min_precision(r, a), (r, 0, 1))
    assert _zero(area - THM2)
    assert _zero(global_min_auc_pr(a) - THM2)


def test_cor4_derived_by_integrating_thm1() -> None:
    area = sp.integrate(min_precision(r, a), (r, r0, r1))
    assert _zero(area - COR4)
    assert _zero(global_min_auc_pr_range(a, r0, r1) - COR4)


def test_thm2_is_mihelich_cor_3_11() -> None:
    # Mihelich et al. (2024), Cor. 3.11: the global minimum 1 - a ln((1 + a)/a), one definition.
    from analytic import mihelich

    assert mihelich.global_min_auc_pr is global_min_auc_pr
    assert _zero(global_min_auc_pr(a) - (1 - a * sp.log((1 + a) / a)))


def test_cor4_on_full_range_is_thm2() -> None:
    assert _zero(global_min_auc_pr_range(a, 0, 1) - global_min_auc_pr(a))


# --------------------------------------------------------------------- Thm 3


def test_thm3_closed_form_by_induction() -> None:
    # C(m) = m AP_min(m, n): C(0) = 0 and C(m) - C(m - 1) = m/(m + n), the sum's m-th term.
    def c(k: sp.Expr) -> sp.Expr:
        return k - n_n * (sp.harmonic(k + n_n) - sp.harmonic(n_n))

    assert c(sp.S.Zero) == 0
    assert sp.simplify(sp.expand_func(c(m) - c(m - 1) - m / (m + n_n))) == 0
    assert sp.simplify(average_precision_min_closed_form(m, n_n) * m - c(m)) == 0


def test_thm3_symbolic_sum_matches_definition() -> None:
    expr = average_precision_min(n_p, n_n)
    assert expr.has(sp.Sum)
    expected = sum(sp.Rational(i, i + 4) for i in range(1, 4)) / 3
    assert expr.subs({n_p: 3, n_n: 4}).doit() == expected


def _ap_min_by_ranking(n_pos: int, n_neg: int) -> Fraction:
    """Slow reference: rank all negatives first, average precision at each positive."""
    labels = [0] * n_neg + [1] * n_pos
    hits, total = 0, Fraction(0)
    for rank, y in enumerate(labels, start=1):
        if y:
            hits += 1
            total += Fraction(hits, rank)
    return total / n_pos


@pytest.mark.parametrize(("n_pos", "n_neg"), [(1, 1), (2, 1), (1, 10), (10, 1), (7, 13), (30, 3)])
def test_thm3_equals_worst_ranking(n_pos: int, n_neg: int) -> None:
    ref = _ap_min_by_ranking(n_pos, n_neg)
    assert average_precision_min(n_pos, n_neg) == sp.Rational(ref.numerator, ref.denominator)


def test_thm3_sum_and_closed_form_agree_exactly_on_many_pairs() -> None:
    rng = random.Random(2012)
    pairs = [(rng.randint(1, 60), rng.randint(1, 200)) for _ in range(80)] + [(1, 1), (50, 50)]
    for n_pos, n_neg in pairs:
        s, c = average_precision_min(n_pos, n_neg), average_precision_min_closed_form(n_pos, n_neg)
        assert isinstance(s, sp.Rational) and isinstance(c, sp.Rational)
        assert s == c


def test_ap_min_rejects_non_integer_counts() -> None:
    with pytest.raises(ValueError, match=r"n_pos must be a positive integer, got 5/2"):
        average_precision_min(sp.Rational(5, 2), 3)
    with pytest.raises(ValueError, match=r"n_neg must be a positive integer, got 0"):
        average_precision_min_closed_form(3, 0)


# --------------------------------------------------------------------- AUCNPR


def test_auc_npr_end_points() -> None:
    assert auc_npr(1, a) == 1
    assert _zero(auc_npr(global_min_auc_pr(a), a))
    assert _zero(auc_npr(r1 - r0, a, r0, r1) - 1)
    assert _zero(auc_npr(global_min_auc_pr_range(a, r0, r1), a, r0, r1))


@pytest.mark.parametrize(
    ("args", "match"),
    [
        ((sp.Rational(1, 2), sp.Rational(1, 2), sp.Rational(1, 2), sp.Rational(1, 2)),
         r"r0 must be < r1, got r0 = 1/2, r1 = 1/2"),
        ((sp.Rational(1, 2), sp.Rational(1, 2), -1, 1), r"r0 must be in \[0, 1\], got -1"),
        ((sp.Rational(1, 2), sp.Rational(1, 2), 0, 2), r"r1 must be in \[0, 1\], got 2"),
        ((sp.Rational(1, 2), 0, 0, 1), r"skew must be > 0, got 0"),
        ((sp.Rational(1, 2), -1, 0, 1), r"skew must be > 0, got -1"),
    ],
)
def test_auc_npr_rejects_bad_arguments(args: tuple[object, ...], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        auc_npr(*args)


def test_type_errors_name_the_parameter() -> None:
    with pytest.raises(TypeError, match=r"recall must be a number or a sympy expression, got str"):
        min_precision("0.5", 1)


# --------------------------------------------------------------------- modified F1


def test_modified_f1_zero_on_and_below_random() -> None:
    pi = sp.Rational(1, 3)  # skew 2
    for p in (0, sp.Rational(1, 10), pi):
        assert modified_f1(sp.Rational(1, 2), p, 2) == 0


def test_modified_f1_above_random_is_harmonic_mean() -> None:
    pi = sp.Rational(1, 5)  # skew 4
    rec, prec = sp.Rational(1, 2), sp.Rational(3, 5)
    qn = (prec - pi) / (1 - pi)
    assert modified_f1(rec, prec, 4) == 2 / (1 / rec + 1 / qn)


def test_modified_f1_is_plain_f1_in_q_and_increasing() -> None:
    p = PI + q * (1 - PI)  # q > 0 above random
    f = sp.piecewise_fold(modified_f1(r, p, a)).args[-1][0]
    assert sp.simplify(f - 2 * r * q / (r + q)) == 0
    assert sp.simplify(sp.diff(f, r) - 2 * q**2 / (r + q) ** 2) == 0
    assert sp.simplify(sp.diff(f, q) - 2 * r**2 / (r + q) ** 2) == 0


# --------------------------------------------------------------------- the paper's numbers


def _min_at(prevalence: sp.Expr) -> sp.Expr:
    return global_min_auc_pr(skew_from_prevalence(prevalence))


def test_paper_pi_01_gives_about_005() -> None:
    # Boyd et al. (2012), Sec. 2.2 / Fig. 3: "pi = 0.1" gives AUCPR_MIN of about 0.05.
    value = float(_min_at(sp.Rational(1, 10)))
    assert round(value, 2) == 0.05


def test_paper_skew_001_to_05_raises_min_by_about_03() -> None:
    # Boyd et al. (2012), Sec. 2.2: "changing the skew of a data set from 0.01 to 0.5 ...
    # increases the minimum AUCPR by approximately 0.3".
    jump = float(_min_at(sp.Rational(1, 2)) - _min_at(sp.Rational(1, 100)))
    assert round(jump, 1) == 0.3


def test_paper_imdb_gender_range() -> None:
    # Boyd et al. (2012), Sec. 4.2: gender predicate, pi close to 0.5, range [0.31, 1.0].
    assert round(float(_min_at(sp.Rational(1, 2))), 2) == 0.31
    assert math.isclose(float(_min_at(sp.Rational(1, 2))), 1 - math.log(2))


def test_paper_imdb_genre_range() -> None:
    # Boyd et al. (2012), Sec. 4.2: genre predicate, pi closer to 0.05, range [0.02, 1.0].
    # At pi = 0.05 exactly the minimum is 0.0254: "0.02" holds when truncated to two decimals;
    # rounded it would read 0.03 (the paper's pi is only "closer to 0.05").
    value = float(_min_at(sp.Rational(1, 20)))
    assert 0.02 <= value < 0.03
    assert math.floor(value * 100) / 100 == 0.02
