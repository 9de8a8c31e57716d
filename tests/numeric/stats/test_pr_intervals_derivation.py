"""Each algebraic step of ``docs/pr_intervals.md``, checked by sympy (steps (1)-(9) of the doc).

The numeric partial derivatives of :mod:`numeric.stats.pr_influence` are also compared with sympy's
derivatives of the closed forms at rational points (step (4)).
"""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp

from numeric.stats.pr_influence import _log1p_ratio, step_partials

a, f, b, g = sp.symbols("a f b g", positive=True)  # TP_a, FP_a, TP_b, FP_b
lam, u = sp.symbols("lambda u", positive=True)


def dg_segment():
    """(S) h = dT (q + (p_a - q) log1p(u)/u) with q = dT/dN, p_a = a/N_a, u = dN/N_a."""
    dt, dn, na = b - a, (b - a) + (g - f), a + f
    q, pa, uu = dt / dn, a / na, dn / na
    return dt * (q + (pa - q) * sp.log(1 + uu) / uu)


def test_step1_precision_integral_as_expectation():
    """(1) int_0^1 prec dR = E+[phi(X+)]: with G(t) = exp(-t) (positives Exp(1)) recall runs
    from 1 to 0 as t runs over [0, inf), dR = -G'(t) dt = the positives' density."""
    t, pi, k = sp.symbols("t pi k", positive=True)
    G, F = sp.exp(-t), sp.exp(-k * t)
    phi = pi * G / (pi * G + (1 - pi) * F)
    r = sp.symbols("r", positive=True)
    # change of variables r = G(t): t = -log r, F = r^k
    lhs = (pi * r / (pi * r + (1 - pi) * r**k))
    rhs_integrand = (phi * (-sp.diff(G, t))).subs(t, -sp.log(r)) * sp.diff(-sp.log(r), r)
    assert sp.simplify(lhs + rhs_integrand) == 0  # dt = -dr/r flips [0, inf) to [1, 0]


def test_step2_segment_area_closed_forms():
    """(2) int_0^1 dT (a + l dT)/(N_a + l dN) dl = eq. (S) = auc_pr_score's docstring form."""
    dt, dn, na, nb = b - a, (b - a) + (g - f), a + f, b + g
    integral = sp.integrate(dt * (a + lam * dt) / (na + lam * dn), (lam, 0, 1))
    docstring = dt / dn * (dt - (f * b - g * a) / dn * sp.log(nb / na))
    point = {a: 3, f: 5, b: 7, g: 11}
    for expr in (integral, docstring):
        assert sp.N((expr - dg_segment()).subs(point), 30) == pytest.approx(0, abs=1e-25)
    point = {a: sp.Rational(1, 3), f: sp.Rational(7, 2), b: 2, g: 9}
    assert sp.N((docstring - dg_segment()).subs(point), 30) == pytest.approx(0, abs=1e-25)
    # from the origin (N_a -> 0, i.e. a = f = 0): h -> dT^2/dN
    origin = sp.limit(dg_segment().subs({a: 0}), f, 0)
    assert sp.simplify(origin - b**2 / (b + g)) == 0


def test_step3_homogeneity_and_euler():
    """(3) h is homogeneous of degree 1 in the counts, so a h_a + f h_f + b h_b + g h_g = h, and
    theta = sum h / W+ is homogeneous of degree 0 in all the weights."""
    for h in (dg_segment(), (b - a) * b / (b + g)):
        euler = a * sp.diff(h, a) + f * sp.diff(h, f) + b * sp.diff(h, b) + g * sp.diff(h, g)
        # the logarithm's argument N_b/N_a is itself of degree 0: cancel it as a symbol
        ell = sp.Symbol("L")
        diff = (euler - h).subs({x: ell for x in (euler - h).atoms(sp.log)})
        assert sp.cancel(sp.together(diff)) == 0


@pytest.mark.parametrize("point", [(3, 5, 7, 11), (1, 0.5, 1.25, 0.5), (2, 1e-4, 2.001, 1e-4),
                                   (0, 2, 1, 2), (10, 3, 10.0005, 3.0001)])
def test_step4_numeric_partials_match_sympy(point):
    """(4) The hand-written partial derivatives of the step terms (chain rule through q, p_a, u
    and l(u) = log1p(u)/u with its series for small u) equal sympy's derivatives."""
    va, vf, vb, vg = point
    subs = {a: sp.nsimplify(va), f: sp.nsimplify(vf), b: sp.nsimplify(vb), g: sp.nsimplify(vg)}
    arrays = [np.array([float(v)]) for v in point]
    for h, quantity in ((dg_segment(), "auc_pr"), ((b - a) * b / (b + g), "average_precision")):
        got = [float(x[0]) for x in step_partials(quantity, *arrays)]
        want = [float(sp.N(e.subs(subs), 30)) for e in
                (h, sp.diff(h, a), sp.diff(h, f), sp.diff(h, b), sp.diff(h, g))]
        assert got == pytest.approx(want, rel=1e-9, abs=1e-12)


def test_step4_log1p_ratio_series():
    """(4) l(u) = log1p(u)/u = 1 - u/2 + u^2/3 - ..., l'(u) = -1/2 + 2u/3 - ...; the numeric
    switch at u = 1e-3 is continuous to rounding."""
    ell = sp.log(1 + u) / u
    for x in ("1e-8", "0.000999", "0.001", "0.3", "50"):
        v = sp.Float(x, 40)
        got_l, got_d = _log1p_ratio(np.array([float(v)]), np)
        assert float(got_l[0]) == pytest.approx(float(ell.subs(u, v)), rel=1e-14)
        assert float(got_d[0]) == pytest.approx(float(sp.diff(ell, u).subs(u, v)), rel=1e-12)
    series = sp.series(ell, u, 0, 5).removeO()
    assert sp.expand(series - (1 - u / 2 + u**2 / 3 - u**3 / 4 + u**4 / 5)) == 0


@pytest.mark.slow
def test_step5_within_class_influence():
    """(5) d/de theta((1 - e) w+ + e W+ e_i) = W+ g_i - sum_j w_j g_j (chain rule), on AP of a
    3-positive, 2-negative data set with symbolic weights."""
    w = sp.symbols("w0:5", positive=True)  # ranks: p0 > n3 > p1 > n4 > p2
    p, n = (w[0], w[1], w[2]), (w[3], w[4])
    tp = [p[0], p[0] + p[1], p[0] + p[1] + p[2]]
    fp = [0, n[0], n[0] + n[1]]
    wp = sum(p)
    theta = sum((tp[j] - (tp[j - 1] if j else 0)) * tp[j] / (tp[j] + fp[j]) for j in range(3)) / wp
    grads = [sp.diff(theta, x) for x in p]
    e = sp.symbols("e")
    for i in range(3):
        moved = {p[j]: (1 - e) * p[j] + e * wp * (1 if j == i else 0) for j in range(3)}
        lhs = sp.diff(theta.subs(moved, simultaneous=True), e).subs(e, 0)
        rhs = wp * grads[i] - sum(p[j] * grads[j] for j in range(3))
        assert sp.simplify(lhs - rhs) == 0


def test_step6_population_influence_function():
    """(6) The Gateaux derivative of theta = E+[phi] towards a point mass, for a discrete
    population (3 positive atoms, 2 negative atoms, no ties), equals
    IF+(x) = phi(x) - theta + E+[phi_G(T) (1{T <= x} - G(T))] and
    IF-(y) = E+[phi_F(T) (1{T <= y} - F(T))], phi_G = pi(1-pi)F/D^2, phi_F = -pi(1-pi)G/D^2."""
    pi = sp.Rational(1, 4)
    xs = [5, 3, 1]  # positive atoms
    ys = [4, 2]  # negative atoms
    pp = [sp.Rational(1, 2), sp.Rational(1, 3), sp.Rational(1, 6)]
    qq = [sp.Rational(2, 5), sp.Rational(3, 5)]

    def theta(pp, qq):
        total = 0
        for t, pt in zip(xs, pp, strict=True):
            G = sum(p for x, p in zip(xs, pp, strict=True) if x >= t)
            F = sum(q for y, q in zip(ys, qq, strict=True) if y >= t)
            total += pt * pi * G / (pi * G + (1 - pi) * F)
        return total

    def parts(t):
        G = sum(p for x, p in zip(xs, pp, strict=True) if x >= t)
        F = sum(q for y, q in zip(ys, qq, strict=True) if y >= t)
        D = pi * G + (1 - pi) * F
        return G, F, pi * G / D, pi * (1 - pi) * F / D**2, -pi * (1 - pi) * G / D**2

    e = sp.symbols("e")
    th = theta(pp, qq)
    for k, x in enumerate(xs):
        moved = [(1 - e) * p + e * (1 if j == k else 0) for j, p in enumerate(pp)]
        lhs = sp.diff(theta(moved, qq), e).subs(e, 0)
        rhs = parts(x)[2] - th + sum(
            pt * parts(t)[3] * ((1 if t <= x else 0) - parts(t)[0])
            for t, pt in zip(xs, pp, strict=True))
        assert sp.simplify(lhs - rhs) == 0
    for k, y in enumerate(ys):
        moved = [(1 - e) * q + e * (1 if j == k else 0) for j, q in enumerate(qq)]
        lhs = sp.diff(theta(pp, moved), e).subs(e, 0)
        rhs = sum(pt * parts(t)[4] * ((1 if t <= y else 0) - parts(t)[1])
                  for t, pt in zip(xs, pp, strict=True))
        assert sp.simplify(lhs - rhs) == 0


def test_step7_variance_normalisation():
    """(7) m/(m-1) sum (1/m)^2 L_i^2 = (1/m) * (the sample variance of L, divisor m - 1) when
    sum L_i = 0: the DeLong form of the two-sample variance."""
    m = 4
    L = sp.symbols("L0:4")
    centred = [x - sum(L) / m for x in L]
    lhs = sp.Rational(m, m - 1) * sum((x / m) ** 2 for x in centred)
    sample_var = sum(x**2 for x in centred) / (m - 1)
    assert sp.simplify(lhs - sample_var / m) == 0


def test_step8_logit_delta_method():
    """(8) d logit(theta)/d theta = 1/(theta(1 - theta)); expit inverts logit."""
    th = sp.symbols("theta", positive=True)
    logit = sp.log(th / (1 - th))
    assert sp.simplify(sp.diff(logit, th) - 1 / (th * (1 - th))) == 0
    x = sp.symbols("x", real=True)
    assert sp.simplify((1 / (1 + sp.exp(-logit))) - th) == 0
    assert sp.simplify(sp.log((1 / (1 + sp.exp(-x))) / (1 - 1 / (1 + sp.exp(-x)))) - x) == 0


def test_step9_auc_roc_influence_is_placement_value():
    """(9) For AUC-ROC the within-class influence of a positive is V10 - A and of a negative
    V01 - A: the construction reproduces DeLong's structural components."""
    w = sp.symbols("w0:5", positive=True)  # ranks: p0 > n3 > p1 > n4 > p2
    pos, neg = (0, 1, 2), (3, 4)
    order = {0: 5, 3: 4, 1: 3, 4: 2, 2: 1}
    wp, wn = sum(w[i] for i in pos), sum(w[k] for k in neg)
    auc = sum(w[i] * w[k] * (1 if order[i] > order[k] else 0) for i in pos for k in neg) / (wp * wn)
    for cls, other, tot in ((pos, neg, wp), (neg, pos, wn)):
        grads = {i: sp.diff(auc, w[i]) for i in cls}
        for i in cls:
            L = tot * grads[i] - sum(w[j] * grads[j] for j in cls)
            if cls is pos:
                v = sum(w[k] * (1 if order[i] > order[k] else 0) for k in other) / wn
            else:
                v = sum(w[j] * (1 if order[j] > order[i] else 0) for j in other) / wp
            assert sp.cancel(L - (v - auc)) == 0
