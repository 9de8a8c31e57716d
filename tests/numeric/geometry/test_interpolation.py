"""Tests for analytic.interpolation and its numeric twin numeric.geometry.interpolation."""

from __future__ import annotations

import mpmath
import numpy as np
import pytest
import sympy as sp
from scipy.integrate import quad

from analytic import interpolation as ai
from numeric.geometry import interpolation as ni

# Davis & Goadrich (ICML 2006), Table 1: 20 positives, 2000 negatives, A = (TP 5, FP 5),
# B = (TP 10, FP 30), local skew 5. Columns TP, FP, REC, PREC (PREC printed to 3 decimals).
DG_TABLE_1 = [
    (5, 5, 0.25, 0.500),
    (6, 10, 0.30, 0.375),
    (7, 15, 0.35, 0.318),
    (8, 20, 0.40, 0.286),
    (9, 25, 0.45, 0.265),
    (10, 30, 0.50, 0.250),
]


def test_table_1_reproduced_exactly():
    rows = ai.intermediate_points(5, 5, 10, 30, 20)
    assert ai.local_skew(5, 5, 10, 30) == 5
    assert len(rows) == len(DG_TABLE_1)
    for (tp, fp, rec, prec), (ptp, pfp, prec_rec, pprec) in zip(rows, DG_TABLE_1, strict=True):
        assert (tp, fp) == (ptp, pfp)
        assert isinstance(prec, sp.Rational)
        assert rec == sp.Rational(ptp, 20)
        assert prec == sp.Rational(ptp, ptp + pfp)
        assert round(float(rec), 2) == prec_rec
        assert round(float(prec), 3) == pprec


def test_symbolic_segment_area_is_the_integral_generic():
    """sympy.integrate of the interpolated precision equals the closed form (generic symbols)."""
    ta, fa, dt, df, n = sp.symbols("ta fa dt df n", positive=True)
    closed = ai.segment_area(ta, fa, ta + dt, fa + df, n).args[-1][0]  # the general branch
    t = sp.symbols("t", positive=True)
    s = df / dt
    integral = sp.integrate(t / (t + fa + s * (t - ta)), (t, ta, ta + dt)) / n
    integral = integral.args[0][0] if isinstance(integral, sp.Piecewise) else integral
    diff = sp.simplify(sp.expand_log(closed - integral, force=True))
    assert diff == 0


@pytest.mark.parametrize(
    ("seg", "expected"),
    [
        ((0, 0, 3, 1, 4), sp.Rational(9, 16)),          # ray from the origin: constant precision
        ((0, 0, 4, 0, 4), sp.Integer(1)),               # FP_A = 0 with s = 0: precision 1
        ((2, 7, 2, 50, 4), sp.Integer(0)),              # horizontal ROC segment (TP constant)
        ((2, 2, 6, 2, 8), (4 - 2 * sp.log(2)) / 8),     # vertical ROC segment (FP constant)
    ],
)
def test_special_cases(seg, expected):
    got = ai.segment_area(*seg)
    assert sp.simplify(got - expected) == 0
    if seg[2] > seg[0]:
        assert sp.simplify(ai.segment_area_integral(*seg) - expected) == 0
    assert ni.segment_area(*seg) == pytest.approx(float(expected), rel=1e-15, abs=0)


def test_twin_at_random_points():
    rng = np.random.default_rng(20061)
    for _ in range(200):
        tp0, fp0 = rng.uniform(0, 50, 2) * (rng.random(2) > 0.2)
        tp1 = tp0 + rng.uniform(0, 50) * (rng.random() > 0.05)
        fp1 = fp0 + rng.uniform(0, 500) * (rng.random() > 0.2)
        n_pos = tp1 + rng.uniform(1, 10)
        if tp0 + fp0 == 0 and tp1 + fp1 == 0:
            continue
        exact = ai.segment_area(*(sp.Rational(str(v)) for v in (tp0, fp0, tp1, fp1, n_pos)))
        ref = float(sp.N(exact, 30))
        got = ni.segment_area(tp0, fp0, tp1, fp1, n_pos)
        assert got == pytest.approx(ref, rel=1e-12, abs=1e-300)


def _mp_segment(tp0, fp0, tp1, fp1, n_pos):
    with mpmath.workdps(80):
        tp0, fp0, tp1, fp1, n_pos = map(mpmath.mpf, (tp0, fp0, tp1, fp1, n_pos))
        dtp, dn = tp1 - tp0, (tp1 - tp0) + (fp1 - fp0)
        if dtp == 0:
            return 0.0
        d = fp0 * tp1 - fp1 * tp0
        if d == 0:
            return float(dtp**2 / dn / n_pos)
        return float(dtp / (n_pos * dn) * (dtp - d / dn * mpmath.log((tp1 + fp1) / (tp0 + fp0))))


@pytest.mark.parametrize(
    "seg",
    [
        (1e6, 1e3, 1e6 + 1, 1e3, 1e6 + 10),          # short, rising, huge N_A
        (1.0, 999.0, 11.0, 999.0, 20.0),              # low precision then pure positives
        (1.0, 0.0, 2.0, 1e6, 2.0),                    # precision collapses
        (3.0, 1e-9, 3.0 + 1e-9, 1e-9, 4.0),           # tiny segment
        (5e8, 5e10, 5e8 + 1, 5e10 + 1, 1e9),          # long tails, N+ large
        (0.5, 0.25, 0.5000001, 0.25, 1.0),            # rates: tp = TPR, fp = skew*FPR
    ],
)
def test_no_cancellation_against_mpmath(seg):
    got = ni.segment_area(*seg)
    assert got == pytest.approx(_mp_segment(*seg), rel=5e-15)


def test_pr_area_from_counts_matches_quadrature():
    tp = [0, 5, 10, 12, 20]
    fp = [0, 5, 30, 30, 2000]

    def quad_seg(t0, f0, t1, f1):
        if t1 == t0:
            return 0.0
        s = (f1 - f0) / (t1 - t0)
        return quad(lambda t: t / (t + f0 + s * (t - t0)), t0, t1, epsabs=1e-15, epsrel=1e-13)[0]

    ref = sum(quad_seg(tp[i], fp[i], tp[i + 1], fp[i + 1]) for i in range(len(tp) - 1)) / 20
    assert ni.pr_area_from_counts(tp, fp, 20) == pytest.approx(ref, rel=1e-12)


def test_interpolated_precision_twin():
    tp = sp.Rational(22, 3)
    sym = ai.interpolated_precision(tp, 5, 5, 10, 30)
    assert ni.interpolated_precision(float(tp), 5, 5, 10, 30) == pytest.approx(
        float(sym), rel=1e-14
    )


def test_inputs_not_modified():
    tp = np.array([0.0, 5.0, 10.0])
    fp = np.array([0.0, 5.0, 30.0])
    before = (tp.copy(), fp.copy())
    ni.pr_area_from_counts(tp, fp, 20)
    ni.segment_area(tp[:-1], fp[:-1], tp[1:], fp[1:], 20)
    np.testing.assert_array_equal(tp, before[0])
    np.testing.assert_array_equal(fp, before[1])


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: ni.segment_area(5, 5, 3, 30, 20), ValueError,
         r"tp_b must be >= tp_a \(counts are cumulative\), got 3.0 < 5.0"),
        (lambda: ni.segment_area(5, 5, 6, 4, 20), ValueError, r"fp_b must be >= fp_a"),
        (lambda: ni.segment_area(-1, 5, 6, 40, 20), ValueError,
         r"tp_a must be finite and >= 0, got -1.0"),
        (lambda: ni.segment_area(0, np.nan, 6, 40, 20), ValueError, r"fp_a must not be NaN"),
        (lambda: ni.segment_area(0, 0, 6, 40, 0), ValueError, r"n_pos must be > 0, got 0.0"),
        (lambda: ni.segment_area("a", 0, 6, 40, 1), TypeError, r"tp_a must be a real number"),
        (lambda: ni.pr_area_from_counts([0, 1], [0, 1, 2], 1), ValueError,
         r"tp and fp must be 1-D of equal length"),
        (lambda: ni.interpolated_precision(11, 5, 5, 10, 30), ValueError,
         r"tp must lie in \[tp_a, tp_b\]"),
        (lambda: ai.local_skew(5, 5, 5, 30), ValueError, r"tp_b - tp_a must be nonzero"),
        (lambda: ai.segment_area(object(), 1, 2, 3, 4), TypeError, r"tp_a must be a number"),
        (lambda: ai.intermediate_points(5, 5, 5.5, 30, 20), ValueError,
         r"tp_b - tp_a must be a positive integer"),
    ],
)
def test_bad_input_messages(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


def _mp_segment_hp(tp0, fp0, tp1, fp1, n_pos):
    """The general formula at 700 digits: enough for inputs spanning 1e-300..1e300."""
    with mpmath.workdps(700):
        tp0, fp0, tp1, fp1, n_pos = map(mpmath.mpf, (tp0, fp0, tp1, fp1, n_pos))
        dtp, dn = tp1 - tp0, (tp1 - tp0) + (fp1 - fp0)
        d = fp0 * tp1 - fp1 * tp0
        if d == 0:
            return float(dtp**2 / dn / n_pos)
        return float(dtp / (n_pos * dn) * (dtp - d / dn * mpmath.log((tp1 + fp1) / (tp0 + fp0))))


@pytest.mark.parametrize(
    "seg",
    [
        (1e200, 1e200, 1e200 * (1 + 1e-15), 1e200, 1e201),      # products of counts overflow
        (1e200, 3e200, 2e200, 9e200, 4e200),
        (1.0, 1.0, 1.0 + 2**-52, 1.0, 2.0),                      # one ulp wide, rising
        (1e-160, 1e-160, 1e-160 * (1 + 2**-50), 1e-160, 1e-159),  # dN**2 underflows, rising
        (1e-160, 1e-160, 1e-160 * (1 + 2**-50), 1e-160 * (1 + 2**-48), 1e-159),  # falling
        (1e160, 1e160, 1e160 * (1 + 2**-50), 1e160, 2e160),     # huge, one-ulp-scale step
        (1e-300, 3e-300, 1.0, 3.0, 2.0),                         # start near the origin
        (2e-300, 1e-300, 0.5, 1e-300, 1.0),
    ],
)
def test_extreme_scales_against_mpmath(seg):
    got = ni.segment_area(*seg)
    assert np.isfinite(got)
    assert got == pytest.approx(_mp_segment_hp(*seg), rel=1e-14)
