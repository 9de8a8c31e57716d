"""The fast step sums of numeric.core.step_sums against independent slow references.

``pr_area_sum`` merges runs of pure rises and evaluates a short series on them; the references
here evaluate Davis & Goadrich's closed form for every step separately, in mpmath at 50 digits.
``dg_trapezoid_sum`` walks the unit points step by step; the references are the composite
trapezoid through every DG point (materialized, and summed one trapezoid at
a time) and exact ``fractions.Fraction`` arithmetic for integer counts.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from strategies import scored_samples

from numeric.core.areas import clip_steps
from numeric.core.dg_points import dg_point_count, dg_points, dg_precision
from numeric.core.step_sums import dg_trapezoid_sum, pr_area_and_deficit_sums, pr_area_sum
from numeric.core.steps import recall_steps
from numeric.data import auc
from numeric.stats.evaluate import evaluate

RANGES = [(0.0, 1.0), (0.0, 0.5), (0.25, 1.0), (0.1, 0.3), (0.3333, 0.3334)]


def mp_segment_area(tpa, fpa, tpb, fpb):
    """``N+ * area`` of one segment, Davis & Goadrich's closed form in 50-digit arithmetic."""
    with mpmath.workdps(50):
        ta, fa, tb, fb = (mpmath.mpf(float(v)) for v in (tpa, fpa, tpb, fpb))
        dtp = tb - ta
        if dtp == 0:
            return mpmath.mpf(0)
        dn = dtp + (fb - fa)
        if ta + fa == 0:  # the ray from the origin: constant precision
            return dtp * dtp / dn
        d = fa * tb - fb * ta
        return dtp / dn * (dtp - d / dn * mpmath.log((tb + fb) / (ta + fa)))


def mp_pr_area(steps, r0=0.0, r1=1.0):
    """Exact AUC-PR of the steps over [r0, r1], every step on its own, in mpmath."""
    tpa, fpa, tpb, fpb = clip_steps(steps, r0, r1)
    with mpmath.workdps(50):
        total = mpmath.fsum(mp_segment_area(*v) for v in zip(tpa, fpa, tpb, fpb, strict=True))
        return float(total / mpmath.mpf(steps.n_pos))


def reference_dg(steps, r0=0.0, r1=1.0):
    """The composite trapezoid through every DG point (materialized), each trapezoid cut to
    ``[r0, r1]`` on its own and the pieces summed exactly (``math.fsum``)."""
    steps = steps.in_caller_units()
    tp, fp = dg_points(steps)
    recall, precision = (tp / steps.n_pos).tolist(), dg_precision(tp, fp).tolist()
    pieces = []
    for i in range(len(recall) - 1):
        ra, rb, pa, pb = recall[i], recall[i + 1], precision[i], precision[i + 1]
        a, b = max(ra, r0), min(rb, r1)
        if b > a:  # the precision on the straight segment at a and at b
            slope = (pb - pa) / (rb - ra)
            pieces.append((b - a) * (pa + slope * (a - ra) + pa + slope * (b - ra)) / 2)
    return math.fsum(pieces)


def fraction_dg(y, s, w):
    """DG-steps AUC-PR over the whole curve in exact rationals (integer weights)."""
    pts = {}
    for yi, si, wi in zip(y, s, w, strict=True):
        tp, fp = pts.get(si, (0, 0))
        pts[si] = (tp + wi * yi, fp + wi * (1 - yi))
    tp, fp, points = 0, 0, []
    for score in sorted(pts, reverse=True):
        dtp, dfp = pts[score]
        if dtp == 0:
            fp += dfp
            continue
        slope = Fraction(dfp, dtp)
        points.append((Fraction(tp), Fraction(fp)))
        points += [(Fraction(tp + x), fp + slope * x) for x in range(1, dtp)]
        tp, fp = tp + dtp, fp + dfp
        points.append((Fraction(tp), Fraction(fp)))
    prec = [t / (t + f) if t + f else None for t, f in points]
    if prec[0] is None:
        prec[0] = prec[1]
    total = sum((points[i + 1][0] - points[i][0]) * (prec[i] + prec[i + 1]) / 2
                for i in range(len(points) - 1))
    return total / tp


def close(a, b, rel=1e-14, abs_=1e-300):
    return abs(a - b) <= max(rel * max(abs(a), abs(b)), abs_)


@given(scored_samples(max_size=60, weighted=None), st.sampled_from(RANGES))
def test_pr_area_equals_segment_by_segment_mpmath(d, r):
    """The merged-run sum is Davis & Goadrich's exact area (Sec. 4), to ~1e-15."""
    steps = recall_steps(d.y_true, d.y_score, d.sample_weight)
    got = auc.auc_pr_from_steps(steps, *r)
    assert close(got, mp_pr_area(steps, *r), rel=4e-15)


@given(scored_samples(max_size=60, weighted=None), st.sampled_from(RANGES))
def test_dg_sum_equals_materialized_points(d, r):
    """Walking the unit points equals the composite trapezoid through all of them."""
    steps = recall_steps(d.y_true, d.y_score, d.sample_weight)
    assert close(auc.auc_pr_dg_steps_from_steps(steps, *r), reference_dg(steps, *r), rel=4e-15)


@given(scored_samples(max_size=40, weighted=True, integer_weights=True))
@example(__import__("strategies").ScoredSample(
    np.array([1, 1, 0, 1]), np.array([0.5, 0.5, 0.5, 0.1]), np.array([3.0, 20.0, 2.0, 1.0])))
def test_dg_sum_equals_exact_fractions(d):
    """Integer counts: the DG points and the trapezoids are rationals, summed exactly here."""
    keep = d.sample_weight > 0
    y, s, w = d.y_true[keep], d.y_score[keep], d.sample_weight[keep].astype(int)
    steps = recall_steps(d.y_true, d.y_score, d.sample_weight)
    expected = float(fraction_dg(y.tolist(), s.tolist(), w.tolist()))
    assert close(dg_trapezoid_sum(steps.in_caller_units(), 0.0, 1.0), expected, rel=4e-15)


def _big_case(seed, n, prevalence, ties, weights):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < prevalence).astype(np.int64)
    s = rng.random(n) + 0.5 * y
    if ties:
        s = np.round(s, ties)
    w = None
    if weights == "uniform":
        w = rng.uniform(0.5, 2.0, n)
    elif weights == "extreme":
        w = rng.choice([1e-300, 1.0, 1e300], n)
    elif weights == "spread":
        w = np.exp(rng.normal(0.0, 5.0, n))
    elif weights == "long":
        w = rng.uniform(0.5, 30.0, n)  # many steps with several inner DG points
    return y, s, w


@pytest.mark.parametrize("prevalence", [0.01, 0.5, 0.97])
@pytest.mark.parametrize("ties", [None, 2])
@pytest.mark.parametrize("weights", [None, "uniform", "extreme", "spread", "long"])
def test_fast_sums_on_larger_data(prevalence, ties, weights):
    """Thousands of steps: runs, mixed (tied) steps, weights from 1e-300 to 1e300."""
    y, s, w = _big_case(3, 3000, prevalence, ties, weights)
    steps = recall_steps(y, s, w)
    for r in [(0.0, 1.0), (0.2, 0.7)]:
        assert close(auc.auc_pr_from_steps(steps, *r), mp_pr_area(steps, *r), rel=4e-15)
        if dg_point_count(steps) <= 2e5:  # not for weights of 1e300 (NaN in evaluate)
            assert close(auc.auc_pr_dg_steps_from_steps(steps, *r), reference_dg(steps, *r),
                         rel=4e-15)


def test_long_runs_far_from_the_origin_use_the_series():
    """Pure rises of one unit at 1e12 counts: u ~ 1e-12, the area is Delta p_A to 1e-24."""
    tpa = np.array([0.0, 1e12, 1e12 + 1, 1e12 + 2, 1e12 + 3])
    tpb = np.append(tpa[1:], 1e12 + 4)
    fpa = np.array([0.0, 3e12, 3e12, 3e12, 4e12])  # a run of three, then a new FP level
    fpb = np.array([3e12, 3e12, 3e12, 3e12, 4e12])
    with mpmath.workdps(50):
        expected = float(mpmath.fsum(mp_segment_area(*v)
                                     for v in zip(tpa, fpa, tpb, fpb, strict=True)))
    assert close(pr_area_sum(tpa, fpa, tpb, fpb), expected, rel=2e-16)


def test_one_step_and_empty():
    assert pr_area_sum(*(np.empty(0),) * 4) == 0.0
    assert pr_area_sum(np.array([0.0]), np.array([0.0]), np.array([2.0]), np.array([0.0])) == 2.0


@pytest.mark.parametrize("weights", [None, "uniform"])
def test_evaluate_fields_equal_the_references(weights):
    y, s, w = _big_case(5, 4000, 0.5, None, weights)
    e = evaluate(y, s, sample_weight=w)
    steps = recall_steps(y, s, w)
    assert close(e.auc_pr, mp_pr_area(steps), rel=4e-15)
    assert close(e.auc_pr_dg_steps, reference_dg(steps), rel=4e-15)




def mp_deficit(steps, r0=0.0, r1=1.0):
    """``sum N+ deficit`` of the clipped steps: dTP - N+ area per step, in 50-digit arithmetic."""
    tpa, fpa, tpb, fpb = clip_steps(steps, r0, r1)
    with mpmath.workdps(50):
        return float(mpmath.fsum(mpmath.mpf(float(b)) - mpmath.mpf(float(a))
                                 - mp_segment_area(a, fa, b, fb)
                                 for a, fa, b, fb in zip(tpa, fpa, tpb, fpb, strict=True)))


@given(scored_samples(max_size=60, weighted=None), st.sampled_from(RANGES))
def test_deficit_over_the_runs_equals_segment_by_segment_mpmath(d, r):
    """The deficit summed over the area's runs (AUCNPR's numerator) is the exact
    one, to ~1e-15 of the total TP."""
    steps = recall_steps(d.y_true, d.y_score, d.sample_weight)
    tpa, fpa, tpb, fpb = clip_steps(steps, *r)
    area, lost = pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=r == (0.0, 1.0))
    assert area == pr_area_sum(tpa, fpa, tpb, fpb, contiguous=r == (0.0, 1.0))
    assert abs(lost - mp_deficit(steps, *r)) <= 4e-15 * float(np.sum(tpb - tpa))


@pytest.mark.parametrize("weights", [None, "uniform", "extreme"])
def test_deficit_on_larger_data(weights):
    """Runs long and short (the series and the logarithm), mixed steps, extreme weights."""
    y, s, w = _big_case(4, 3000, 0.5, None, weights)
    steps = recall_steps(y, s, w)
    _, lost = pr_area_and_deficit_sums(steps.tp0, steps.fp0, steps.tp1, steps.fp1,
                                       contiguous=True)
    assert close(lost, mp_deficit(steps), rel=4e-15)


def test_deficit_of_pure_runs_where_fp_dwarfs_tp():
    """Positives weighing 1e-400 of the negatives: Delta/N_A underflows to 0, yet the deficit
    of a pure run is its whole width (precision ~0), not 0."""
    tpa = np.array([0.0, 1e-300, 2e-300])
    tpb = np.array([1e-300, 2e-300, 3e-300])
    fpa = np.array([0.0, 1e100, 1e100])
    fpb = np.array([1e100, 1e100, 1e100])
    _, lost = pr_area_and_deficit_sums(tpa, fpa, tpb, fpb, contiguous=True)
    assert close(lost, 3e-300, rel=1e-15)


def _dg_reference(tp0, fp0, tp1, fp1) -> float:
    """Davis & Goadrich's composite trapezoid over whole steps at 60 digits: each step's start,
    its unit points x = 1..m and its end, the inner sum by mpmath's digamma (an independent
    route: p(k) = (a + k)/(q k + c) summed as M/q + (a - z)/q (psi(z + M + 1) - psi(z + 1)))."""
    import mpmath

    total = mpmath.mpf(0)
    with mpmath.workdps(60):
        for a, f, b, g in zip(tp0, fp0, tp1, fp1, strict=True):
            a, f, b, g = (mpmath.mpf(float(v)) for v in (a, f, b, g))
            d = b - a
            q, c = 1 + (g - f) / d, a + f
            m = max(int(mpmath.ceil(d - mpmath.mpf("1e-9"))) - 1, 0)

            def p(x, a=a, q=q, c=c):
                return (a + x) / (q * x + c)

            p_end = b / (b + g)
            p0 = p(0) if c > 0 else (p(1) if m >= 1 else p_end)
            if m == 0:
                total += d * (p0 + p_end) / 2
                continue
            big_m, z = m - 1, c / q
            inner = (big_m / q + (a - z) / q * (mpmath.digamma(z + big_m + 1)
                                                - mpmath.digamma(z + 1))) if big_m else 0
            total += (p0 + p(m)) / 2 + inner + (d - m) * (p(m) + p_end) / 2
    return float(total)


@pytest.mark.parametrize("seed", range(12))
def test_dg_whole_steps_in_closed_form_match_60_digits(seed):
    """Steps of up to 1e9 unit points each (weighted TP in the billions): the closed form
    (no point built) equals the 60-digit reference to 1e-13."""
    from numeric.core.step_sums import dg_whole_step_sum

    rng = np.random.default_rng(seed)
    k = 30
    d = np.exp(rng.uniform(0.0, np.log(1e9), k)) * rng.choice([1.0, 0.5, 1e-3], k)
    df = np.exp(rng.uniform(-3.0, np.log(1e9), k)) * rng.choice([0.0, 1.0], k, p=[0.3, 0.7])
    tp1 = np.cumsum(d)
    tp0 = tp1 - d
    fp1 = np.cumsum(df) + rng.uniform(0, 5, k).cumsum()
    fp0 = fp1 - df
    fp0[0] = fp1[0] - df[0] if seed % 2 else 0.0  # every other case starts at the origin
    fp1[0] = fp0[0] + df[0]
    got = dg_whole_step_sum(tp0, fp0, tp1, fp1)
    assert got == pytest.approx(_dg_reference(tp0, fp0, tp1, fp1), rel=1e-13)


def test_dg_steps_need_no_cap_and_no_warning_over_the_whole_curve():
    """Weights in the billions ask for about 1e10 unit points: the whole-curve area is computed
    (was NaN with a warning beyond 5e7 points), equal to the 60-digit reference."""
    import warnings

    from numeric import evaluate
    from numeric.core.steps import recall_steps

    y = [1, 0, 1, 1, 0, 0, 1, 0]
    s = [0.9, 0.8, 0.8, 0.7, 0.6, 0.5, 0.5, 0.1]
    w = [3e9, 1e9, 2e9, 5e8, 7e9, 1e9, 2.5e9, 4e9]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = evaluate(y, s, sample_weight=w).auc_pr_dg_steps
    c = recall_steps(y, s, w).in_caller_units()
    assert got == pytest.approx(_dg_reference(c.tp0, c.fp0, c.tp1, c.fp1) / c.n_pos, rel=1e-13)
