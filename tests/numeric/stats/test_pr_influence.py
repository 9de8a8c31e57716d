"""Tests of numeric.stats.pr_influence against slow references written here.

References: the two estimators written from scratch over the distinct thresholds and evaluated on
dual numbers (forward-mode differentiation: exact ``Fraction`` arithmetic for AP, floats for the
logarithm of the exact AUC-PR), so that the gradient with respect to each row's weight is exact;
the leave-one-out jackknife variance (asymptotically equal); DeLong's variance (the same
construction applied to AUC-ROC must give it exactly).
"""

from __future__ import annotations

import math
import warnings
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from strategies import scored_samples

from numeric import DegenerateDataWarning, auc_pr_score, auc_roc_score, average_precision_score
from numeric.stats import (
    InfluenceIntervals,
    InfluenceTests,
    delong_ci,
    delong_test,
    influence_intervals,
    influence_tests,
    pr_ci,
    pr_influence,
    pr_test,
)

QUANTITIES = ("auc_pr", "average_precision")
SCORE = {"auc_pr": auc_pr_score, "average_precision": average_precision_score}


# --------------------------------------------------------------------------------------------
# slow references
# --------------------------------------------------------------------------------------------


class Dual:
    """``a + b eps`` with ``eps^2 = 0``: ``f(Dual(x, 1)).b == f'(x)`` exactly (forward mode)."""

    def __init__(self, a, b=0):
        self.a, self.b = a, b

    @staticmethod
    def lift(x):
        return x if isinstance(x, Dual) else Dual(x, 0)

    def __add__(self, o):
        o = Dual.lift(o)
        return Dual(self.a + o.a, self.b + o.b)

    __radd__ = __add__

    def __sub__(self, o):
        o = Dual.lift(o)
        return Dual(self.a - o.a, self.b - o.b)

    def __rsub__(self, o):
        return Dual.lift(o) - self

    def __mul__(self, o):
        o = Dual.lift(o)
        return Dual(self.a * o.a, self.a * o.b + self.b * o.a)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = Dual.lift(o)
        return Dual(self.a / o.a, (self.b * o.a - self.a * o.b) / (o.a * o.a))

    def __rtruediv__(self, o):
        return Dual.lift(o) / self

    def log(self):
        return Dual(math.log(self.a), self.b / self.a)


def _value(x):
    return x.a if isinstance(x, Dual) else x


def _log(x):
    return x.log() if isinstance(x, Dual) else math.log(x)


def slow_area(y, s, w, quantity):
    """AP or exact AUC-PR over the distinct thresholds, in the arithmetic of ``w``'s entries.

    Point ``t``: predict positive iff ``score >= t`` (ties one step). AP: sum of
    ``dTP * TP/(TP + FP)`` at the end of each step; AUC-PR: the integral of ``TP/(TP + FP)`` dTP
    along the straight segment in (TP, FP) (Davis & Goadrich 2006, Sec. 4), closed form
    ``dT/dN (dT - (FP_a TP_b - FP_b TP_a)/dN ln(N_b/N_a))``, ``dT^2/dN`` from the origin.
    """
    rows = [i for i in range(len(y)) if _value(w[i]) != 0]
    total_pos = sum((w[i] for i in rows if y[i] == 1), 0)
    tp_prev = fp_prev = 0
    area = 0
    for t in sorted({s[i] for i in rows}, reverse=True):
        tp = sum((w[i] for i in rows if y[i] == 1 and s[i] >= t), 0)
        fp = sum((w[i] for i in rows if y[i] != 1 and s[i] >= t), 0)
        if any(y[i] == 1 and s[i] == t for i in rows):
            d_tp = tp - tp_prev
            if quantity == "average_precision":
                area = area + d_tp * tp / (tp + fp)
            else:
                d_n = d_tp + (fp - fp_prev)
                n_a = tp_prev + fp_prev
                if _value(n_a) == 0:
                    area = area + d_tp * d_tp / d_n
                else:
                    ratio = _log((tp + fp) / n_a)
                    area = area + d_tp / d_n * (d_tp - (fp_prev * tp - fp * tp_prev) / d_n * ratio)
        tp_prev, fp_prev = tp, fp
    return area / total_pos


def slow_gradient(y, s, w, quantity, exact=False):
    """``d area / d w_i`` for every row with ``w_i > 0`` (``nan`` for the others)."""
    base = [Fraction(v) if exact else float(v) for v in w]
    out = np.full(len(y), np.nan)
    for i in range(len(y)):
        if base[i] == 0:
            continue
        wd = [Dual(v, 1 if j == i else 0) for j, v in enumerate(base)]
        out[i] = float(slow_area(y, s, wd, quantity).b)
    return out


def within_class(g, y, w):
    """``L_i = W_c g_i - sum_{j in c} w_j g_j`` for each row's class ``c``."""
    out = np.zeros(len(y))
    for c in (y == 1, y != 1):
        keep = c & (w > 0)
        out[keep] = w[keep].sum() * g[keep] - np.sum(w[keep] * g[keep])
    return out


def influence_variance(L, y, w):
    """``sum_c n_c/(n_c - 1) sum_{i in c} (w_i/W_c)^2 L_i^2`` (the module docstring)."""
    total = 0.0
    for c in (y == 1, y != 1):
        keep = c & (w > 0)
        k = keep.sum()
        total += k / (k - 1) * np.sum((w[keep] / w[keep].sum()) ** 2 * L[keep] ** 2)
    return total


def jackknife_variance(y, s, quantity):
    """Stratified leave-one-out jackknife: ``sum_c (n_c - 1)/n_c sum (theta_(i) - mean_c)^2``."""
    f = SCORE[quantity]
    keep = np.ones(y.size, dtype=bool)
    th = np.empty(y.size)
    for i in range(y.size):
        keep[i] = False
        th[i] = f(y[keep], s[keep])
        keep[i] = True
    total = 0.0
    for c in (y == 1, y != 1):
        k = c.sum()
        total += (k - 1) / k * np.sum((th[c] - th[c].mean()) ** 2)
    return total


def data(seed, m=40, n=160, ties=False, weighted=False, shift=1.0):
    rng = np.random.default_rng(seed)
    y = np.r_[np.ones(m, dtype=int), np.zeros(n, dtype=int)]
    s = np.r_[rng.normal(shift, 1, m), rng.normal(0, 1, n)]
    if ties:
        s = np.round(s, 1)
    perm = rng.permutation(y.size)
    w = rng.uniform(0.2, 3.0, y.size)[perm] if weighted else None
    return y[perm], s[perm], w


# --------------------------------------------------------------------------------------------
# the reference itself
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("quantity", QUANTITIES)
@settings(max_examples=30)
@given(scored_samples(max_size=12, weighted=None))
def test_slow_reference_is_the_estimator(quantity, sample):
    """The slow reference's value is :func:`numeric.auc_pr_score` / ``average_precision_score``."""
    w = np.ones(sample.y_true.size) if sample.sample_weight is None else sample.sample_weight
    ref = slow_area(sample.y_true, sample.y_score, list(w), quantity)
    assert SCORE[quantity](sample.y_true, sample.y_score,
                           sample_weight=sample.sample_weight) == pytest.approx(ref, rel=1e-12)


# --------------------------------------------------------------------------------------------
# gradient and influence values
# --------------------------------------------------------------------------------------------


@pytest.mark.filterwarnings("ignore::numeric.DegenerateDataWarning")
@pytest.mark.parametrize(("quantity", "exact", "rtol", "atol"), [
    ("average_precision", True, 1e-10, 1e-12),  # rational in the weights: exact Fractions
    ("auc_pr", False, 1e-8, 1e-10),  # logarithms: floats
])
@settings(max_examples=30)
@given(scored_samples(max_size=10, weighted=None))
def test_gradient_by_forward_differentiation(quantity, exact, rtol, atol, sample):
    """The gradient against forward-mode differentiation of the slow reference; rows of weight
    zero have gradient and influence 0."""
    y, s = sample.y_true, sample.y_score
    w = np.ones(y.size) if sample.sample_weight is None else sample.sample_weight
    r = pr_influence(y, s, sample_weight=sample.sample_weight, quantity=quantity)
    ref = slow_gradient(y, s, w, quantity, exact=exact)
    live = w > 0
    np.testing.assert_allclose(r.gradient[live], ref[live], rtol=rtol, atol=atol)
    assert np.all(r.gradient[~live] == 0) and np.all(r.influence[~live] == 0)


@pytest.mark.parametrize("quantity", QUANTITIES)
@pytest.mark.parametrize("weighted", [False, True])
def test_influence_is_the_within_class_derivative(quantity, weighted):
    """``L_i = W_c g_i - sum_c w_j g_j``; its weighted mean in each class is 0."""
    y, s, w = data(1, m=15, n=30, ties=True, weighted=weighted)
    ww = np.ones(y.size) if w is None else w
    r = pr_influence(y, s, sample_weight=w, quantity=quantity)
    g = slow_gradient(y, s, ww, quantity)
    np.testing.assert_allclose(r.influence, within_class(g, y, ww), rtol=1e-8, atol=1e-10)
    for c in (y == 1, y == 0):
        assert abs(np.sum(ww[c] * r.influence[c])) < 1e-10 * np.sum(ww[c])
    assert r.is_positive.tolist() == (y == 1).tolist()


@pytest.mark.parametrize("quantity", QUANTITIES)
@pytest.mark.parametrize("weighted", [False, True])
def test_standard_error_is_the_influence_variance(quantity, weighted):
    """The standard error is the formula of the docstring on the reference's gradient."""
    y, s, w = data(2, m=12, n=25, ties=True, weighted=weighted)
    ww = np.ones(y.size) if w is None else w
    g = slow_gradient(y, s, ww, quantity)
    var = influence_variance(within_class(g, y, ww), y, ww)
    assert pr_influence(y, s, sample_weight=w, quantity=quantity).standard_error == \
        pytest.approx(math.sqrt(var), rel=1e-9)
    ci = pr_ci(y, s, sample_weight=w, quantity=quantity, transform=None)
    assert ci.standard_error == pytest.approx(math.sqrt(var), rel=1e-9)


@pytest.mark.parametrize("weighted", [False, True])
def test_same_construction_gives_delong_for_auc_roc(weighted):
    """The within-class infinitesimal jackknife of AUC-ROC is DeLong's variance (pROC's), which
    is what the docstring claims for the construction; the gradient by central differences."""
    y, s, w = data(3, m=10, n=20, ties=True, weighted=weighted)
    ww = np.ones(y.size) if w is None else w
    h = 1e-6
    g = np.empty(y.size)
    for i in range(y.size):
        up, down = ww.copy(), ww.copy()
        up[i] += h
        down[i] -= h
        g[i] = (auc_roc_score(y, s, sample_weight=up)
                - auc_roc_score(y, s, sample_weight=down)) / (2 * h)
    var = influence_variance(within_class(g, y, ww), y, ww)
    assert math.sqrt(var) == pytest.approx(delong_ci(y, s, sample_weight=w).standard_error,
                                           rel=1e-6)


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_variance_near_the_jackknife(quantity):
    """Asymptotically equal to the jackknife variance. At 150 positives and 1350 negatives
    (binormal, d = 1) the ratio influence/jackknife was 0.90-1.01 over three seeds (the
    jackknife is biased upwards, Efron & Stein 1981): the tolerance is 15%."""
    y, s, _ = data(0, m=150, n=1350)
    r = pr_influence(y, s, quantity=quantity)
    assert r.standard_error**2 == pytest.approx(jackknife_variance(y, s, quantity), rel=0.15)


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_unit_weights_and_rescaling(quantity):
    """The unweighted (sorted counts) and weighted (per-row bins) paths agree; the standard error
    is unchanged by a common rescaling of the weights."""
    y, s, w = data(4, ties=True, weighted=True)
    a = pr_ci(y, s, quantity=quantity)
    b = pr_ci(y, s, sample_weight=np.ones(y.size), quantity=quantity)
    assert b.estimate == pytest.approx(a.estimate, rel=1e-13)
    assert b.standard_error == pytest.approx(a.standard_error, rel=1e-11)
    c = pr_ci(y, s, sample_weight=w, quantity=quantity)
    d = pr_ci(y, s, sample_weight=w * 2.0**-600, quantity=quantity)
    assert (c.estimate, c.low, c.high) == pytest.approx((d.estimate, d.low, d.high), rel=1e-12)


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_integer_weights_are_duplicated_rows(quantity):
    """Weight k = the row repeated k times, for the estimate, the gradient per unit of weight and
    the influence of each copy. The variance differs, by design: rows, not weight units, are the
    sampling units (module docstring), so it is checked against its formula instead."""
    y, s, _ = data(5, m=10, n=20, ties=True)
    k = np.random.default_rng(5).integers(1, 4, y.size)
    r = pr_influence(y, s, sample_weight=k.astype(float), quantity=quantity)
    rep = np.repeat(np.arange(y.size), k)
    d = pr_influence(y[rep], s[rep], quantity=quantity)
    assert r.estimate == pytest.approx(d.estimate, rel=1e-13)
    np.testing.assert_allclose(r.influence[rep], d.influence, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(r.gradient[rep], d.gradient, rtol=1e-9, atol=1e-12)
    var = influence_variance(r.influence, y, k.astype(float))
    assert r.standard_error == pytest.approx(math.sqrt(var), rel=1e-12)


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_order_invariance(quantity):
    y, s, w = data(6, ties=True, weighted=True)
    perm = np.random.default_rng(6).permutation(y.size)
    a = pr_influence(y, s, sample_weight=w, quantity=quantity)
    b = pr_influence(y[perm], s[perm], sample_weight=w[perm], quantity=quantity)
    assert a.standard_error == pytest.approx(b.standard_error, rel=1e-12)
    np.testing.assert_allclose(a.influence[perm], b.influence, rtol=1e-12, atol=1e-15)
    ca, cb = pr_ci(y, s, quantity=quantity), pr_ci(y[perm], s[perm], quantity=quantity)
    assert ca.interval == pytest.approx(cb.interval, rel=1e-12)


def test_inputs_not_modified():
    y, s, w = data(7, weighted=True)
    copies = (y.copy(), s.copy(), w.copy())
    pr_influence(y, s, sample_weight=w)
    influence_intervals(y, s, sample_weight=w)
    pr_test(y, s, s[::-1].copy(), sample_weight=w)
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)


# --------------------------------------------------------------------------------------------
# intervals and the paired test
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_interval_formulas(quantity):
    y, s, _ = data(8)
    se = pr_influence(y, s, quantity=quantity).standard_error
    theta = SCORE[quantity](y, s)
    z = 1.959963984540054
    plain = pr_ci(y, s, quantity=quantity, transform=None)
    assert plain.method == "influence"
    assert plain.interval == pytest.approx((theta - z * se, theta + z * se), rel=1e-12)
    lg = pr_ci(y, s, quantity=quantity)
    eta, tau = math.log(theta / (1 - theta)), z * se / (theta * (1 - theta))
    assert lg.method == "influence-logit"
    assert lg.interval == pytest.approx((1 / (1 + math.exp(-(eta - tau))),
                                         1 / (1 + math.exp(-(eta + tau)))), rel=1e-12)
    assert lg.standard_error == pytest.approx(se, rel=1e-12)
    assert lg.low < theta < lg.high


@pytest.mark.parametrize("transform", ["logit", None])
def test_influence_intervals_are_pr_ci_and_delong_ci(transform):
    y, s, w = data(9, ties=True, weighted=True)
    both = influence_intervals(y, s, sample_weight=w, level=0.9, transform=transform)
    assert isinstance(both, InfluenceIntervals)
    d = delong_ci(y, s, sample_weight=w, level=0.9)
    r = both.auc_roc
    assert r.method == "delong"
    assert (r.estimate, r.low, r.high, r.standard_error) == pytest.approx(
        (d.estimate, d.low, d.high, d.standard_error), rel=1e-12)
    for q in QUANTITIES:
        one = pr_ci(y, s, sample_weight=w, level=0.9, quantity=q, transform=transform)
        got = getattr(both, q)
        assert (got.estimate, got.low, got.high, got.standard_error) == pytest.approx(
            (one.estimate, one.low, one.high, one.standard_error), rel=1e-13)


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_paired_test_against_reference_covariance(quantity):
    """``Var(a - b) = V_a + V_b - 2 C_ab`` from the reference gradients of both columns."""
    y, s, w = data(10, m=10, n=20, ties=True, weighted=True)
    rng = np.random.default_rng(10)
    s2 = np.round(s + rng.normal(0, 0.7, y.size), 1)
    la = within_class(slow_gradient(y, s, w, quantity), y, w)
    lb = within_class(slow_gradient(y, s2, w, quantity), y, w)
    var = influence_variance(la - lb, y, w)  # bilinear: the variance of the difference
    t = pr_test(y, s, s2, sample_weight=w, quantity=quantity, level=0.9, transform=None)
    assert t.estimate_a == pytest.approx(SCORE[quantity](y, s, sample_weight=w), rel=1e-12)
    assert t.estimate_b == pytest.approx(SCORE[quantity](y, s2, sample_weight=w), rel=1e-12)
    d = t.difference
    assert d.estimate == t.estimate_a - t.estimate_b
    assert d.standard_error == pytest.approx(math.sqrt(var), rel=1e-8)
    assert t.z == pytest.approx(d.estimate / d.standard_error, rel=1e-12)
    assert t.p_value == pytest.approx(math.erfc(abs(t.z) / math.sqrt(2)), rel=1e-12)
    assert (d.low, d.high) == pytest.approx(
        (d.estimate - 1.6448536269514722 * d.standard_error,
         d.estimate + 1.6448536269514722 * d.standard_error), rel=1e-12)
    assert (d.level, d.method) == (0.9, "influence")
    own = pr_ci(y, s, sample_weight=w, quantity=quantity).standard_error
    alone = math.sqrt(influence_variance(la, y, w))
    assert own == pytest.approx(alone, rel=1e-8)
    # the default, on the logit scale: the delta method applied to the reference gradients
    ea, eb = t.estimate_a, t.estimate_b
    ga, gb = 1 / (ea * (1 - ea)), 1 / (eb * (1 - eb))
    z_logit = (math.log(ea / (1 - ea)) - math.log(eb / (1 - eb))) / math.sqrt(
        influence_variance(ga * la - gb * lb, y, w))
    t_logit = pr_test(y, s, s2, sample_weight=w, quantity=quantity, level=0.9)
    assert t_logit.z == pytest.approx(z_logit, rel=1e-8)
    assert t_logit.p_value == pytest.approx(math.erfc(abs(z_logit) / math.sqrt(2)), rel=1e-7)
    assert t_logit.difference == d  # the reported interval is the raw difference's either way
    assert abs(t_logit.z - t.z) > 1e-6  # the two scales give different statistics here


@pytest.mark.parametrize("weighted", [False, True])
def test_influence_tests_are_pr_test_and_delong_test(weighted):
    y, s, w = data(14, ties=True, weighted=weighted)
    s2 = np.round(s + np.random.default_rng(14).normal(0, 0.8, y.size), 1)
    both = influence_tests(y, s, s2, sample_weight=w, level=0.9)
    assert isinstance(both, InfluenceTests)
    d = delong_test(y, s, s2, sample_weight=w, level=0.9)
    r = both.auc_roc
    assert (r.estimate_a, r.estimate_b, r.difference.standard_error, r.z, r.p_value,
            *r.difference.interval) == pytest.approx(
        (d.auc_roc_a, d.auc_roc_b, d.difference.standard_error, d.z, d.p_value,
         *d.difference.interval), rel=1e-10)
    assert (r.difference.level, r.difference.method) == (d.difference.level, "delong") == \
        (0.9, "delong")
    for q in QUANTITIES:
        one = pr_test(y, s, s2, sample_weight=w, level=0.9, quantity=q)
        assert getattr(both, q) == one


def test_paired_test_near_paired_jackknife():
    """At 100 positives and 900 negatives the paired variance is within 15% of the paired
    jackknife's (the jackknife of the difference)."""
    y, s, _ = data(11, m=100, n=900)
    s2 = 0.7 * s + np.random.default_rng(11).normal(0, 0.7, y.size)
    keep = np.ones(y.size, dtype=bool)
    th = np.empty(y.size)
    for i in range(y.size):
        keep[i] = False
        th[i] = auc_pr_score(y[keep], s[keep]) - auc_pr_score(y[keep], s2[keep])
        keep[i] = True
    jack = sum((c.sum() - 1) / c.sum() * np.sum((th[c] - th[c].mean()) ** 2)
               for c in (y == 1, y == 0))
    assert pr_test(y, s, s2).difference.standard_error ** 2 == pytest.approx(jack, rel=0.15)


# --------------------------------------------------------------------------------------------
# errors and degenerate data
# --------------------------------------------------------------------------------------------


Y, S = [0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4]


@pytest.mark.parametrize(("call", "exc", "match"), [
    (lambda: pr_ci(Y, S, quantity="auc_roc"), ValueError,
     r"quantity must be one of \['auc_pr', 'average_precision'\], got 'auc_roc'"),
    (lambda: pr_influence(Y, S, quantity="ap"), ValueError,
     r"quantity must be one of .*, got 'ap'"),
    (lambda: pr_test(Y, S, S, quantity=None), ValueError,
     r"quantity must be one of .*, got None"),
    (lambda: pr_ci(Y, S, transform="probit"), ValueError,
     r"transform must be one of \['logit', None\], got 'probit'"),
    (lambda: influence_intervals(Y, S, transform="log"), ValueError,
     r"transform must be one of .*, got 'log'"),
    (lambda: pr_ci(Y, S, level=1.5), ValueError, r"level must be in \(0, 1\), got 1.5"),
    (lambda: pr_test(Y, S, S, level="0.9"), TypeError, "level must be a number in"),
    (lambda: pr_ci(Y, S[:3]), ValueError, "y_true and y_score must have the same length"),
    (lambda: pr_test(Y, S, S[:3]), ValueError, "y_true and y_score must have the same length"),
])
def test_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_no_positives(quantity):
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        ci = pr_ci([0, 0, 0], [0.1, 0.2, 0.3], quantity=quantity)
    assert math.isnan(ci.estimate) and math.isnan(ci.low) and math.isnan(ci.standard_error)
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        r = pr_influence([0, 0, 0], [0.1, 0.2, 0.3], quantity=quantity)
    assert math.isnan(r.estimate) and np.isnan(r.influence).all()
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        t = pr_test([0, 0, 0], [0.1, 0.2, 0.3], [0.3, 0.2, 0.1], quantity=quantity)
    assert math.isnan(t.difference.estimate) and math.isnan(t.difference.low)
    assert math.isnan(t.p_value) and t.difference.level == 0.95


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_fewer_than_two_rows_in_a_class(quantity):
    y, s = [1, 1, 0], [0.9, 0.2, 0.5]
    with pytest.warns(DegenerateDataWarning, match="at least 2 positive and 2 negative rows, "
                                                   "got 2 and 1"):
        ci = pr_ci(y, s, quantity=quantity)
    assert ci.estimate == pytest.approx(SCORE[quantity](y, s))
    assert math.isnan(ci.low) and math.isnan(ci.high) and math.isnan(ci.standard_error)
    with pytest.warns(DegenerateDataWarning, match="got 2 and 1"):
        r = pr_influence(y, s, quantity=quantity)
    assert math.isnan(r.standard_error) and np.isfinite(r.influence).all()
    with pytest.warns(DegenerateDataWarning, match="got 2 and 0"):
        pr_ci([1, 1, 0], [0.9, 0.2, 0.5], sample_weight=[1, 1, 0], quantity=quantity)
    with pytest.warns(DegenerateDataWarning, match="got 2 and 1"):
        t = pr_test(y, s, [0.1, 0.2, 0.3], quantity=quantity)
    assert math.isnan(t.difference.standard_error) and math.isnan(t.p_value)
    assert math.isnan(t.difference.low) and math.isnan(t.difference.high)
    assert t.difference.estimate == pytest.approx(SCORE[quantity](y, s)
                                                  - SCORE[quantity](y, [0.1, 0.2, 0.3]))


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_perfect_ranking(quantity):
    """Estimate 1 and standard error 0: the plain and the logit interval are both the point
    [1, 1] (the logit one was NaN with a warning), as the bootstrap's."""
    y, s = [1, 1, 0, 0], [0.9, 0.8, 0.2, 0.1]
    plain = pr_ci(y, s, quantity=quantity, transform=None)
    assert (plain.estimate, plain.low, plain.high, plain.standard_error) == (1.0, 1.0, 1.0, 0.0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        lg = pr_ci(y, s, quantity=quantity)
    assert (lg.estimate, lg.low, lg.high, lg.standard_error) == (1.0, 1.0, 1.0, 0.0)


@pytest.mark.parametrize("quantity", QUANTITIES)
def test_identical_columns(quantity):
    y, s, _ = data(12)
    with pytest.warns(DegenerateDataWarning, match="standard error 0"):
        t = pr_test(y, s, s, quantity=quantity)
    assert t.difference.interval == (0.0, 0.0) and math.isnan(t.z)
    assert t.difference.estimate == 0.0 and t.difference.standard_error == 0.0


def test_no_warning_on_ordinary_data():
    y, s, w = data(13, weighted=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        influence_intervals(y, s, sample_weight=w)
        pr_test(y, s, s + np.random.default_rng(13).normal(0, 1, y.size))


# -------------------------------------------------- the step terms' gradients, public


@pytest.mark.parametrize(
    ("args", "match"),
    [
        ((-1.0, 0.0, 2.0, 1.0), r"tp_a must be finite and >= 0, got -1.0"),
        ((1.0, np.inf, 2.0, 1.0), r"fp_a must be finite and >= 0, got inf"),
        (([1.0, 2.0], 0.0, 2.0, 1.0), r"tp_b must be > tp_a, got a difference of 0.0 \(at "
                                      r"index 1\)"),
        ((1.0, 3.0, 2.0, 1.0), r"fp_b must be >= fp_a, got a difference of -2.0"),
    ],
)
def test_step_gradients_reject_bad_counts(args, match):
    from numeric.stats import auc_pr_step_gradient, average_precision_step_gradient

    for fn in (auc_pr_step_gradient, average_precision_step_gradient):
        with pytest.raises(ValueError, match=match):
            fn(*args)


def test_step_gradients_broadcast_and_sum_to_the_estimate():
    """The terms over a curve's rising steps, divided by N+, are AP and the exact AUC-PR."""
    from numeric import auc_pr_score, average_precision_score
    from numeric.stats import auc_pr_step_gradient, average_precision_step_gradient

    y = [1, 0, 1, 1, 0, 0, 1, 0]
    s = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]
    # the rising steps, each from (TP, FP) just before its positive to just after it
    tp_a, fp_a = np.array([0.0, 1.0, 2.0, 3.0]), np.array([0.0, 1.0, 1.0, 3.0])
    ap = average_precision_step_gradient(tp_a, fp_a, tp_a + 1, fp_a)
    pr = auc_pr_step_gradient(tp_a, fp_a, tp_a + 1, fp_a)
    assert ap.term.shape == (4,)
    assert float(ap.term.sum()) / 4 == pytest.approx(average_precision_score(y, s), rel=1e-15)
    assert float(pr.term.sum()) / 4 == pytest.approx(auc_pr_score(y, s), rel=1e-15)


@pytest.mark.parametrize("decimals", [None, 1])
def test_interval_estimates_are_evaluates_to_the_last_digit(decimals):
    """The influence intervals' estimates come from the kernel (numeric.core.areas), the sums
    evaluate uses: equal to the last digit, not only to rounding."""
    from numeric import evaluate
    from numeric.stats import influence_intervals

    rng = np.random.default_rng(4)
    y = (rng.random(3000) < 0.2).astype(int)
    s = rng.standard_normal(3000) + y
    if decimals is not None:
        s = np.round(s, decimals)
    e, r = evaluate(y, s), influence_intervals(y, s)
    assert r.auc_pr.estimate == e.auc_pr
    assert r.average_precision.estimate == e.average_precision
    assert r.auc_roc.estimate == e.auc_roc
