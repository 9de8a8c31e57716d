"""Tests of numeric.stats.roc_tests: slow references written here, and R's pROC.

Deterministic quantities (the unpaired DeLong statistic, degrees of freedom and p value; the
sensitivity at a specificity and the reverse; Venkatraman's statistic ``E``) are compared with
pROC to 1e-12 relative. Resampled quantities are compared two ways:

* exactly (1e-12) with a slow reference that takes *the same random draws* (the same calls of
  the same Generator) and recomputes every replicate with plain loops and pROC's own algorithm
  (``coords``, the Venkatraman statistics), so the vectorized code is checked draw by draw;
* with pROC within Monte-Carlo noise: a bootstrap standard deviation from ``B`` replicates has
  relative standard error about ``1/sqrt(2(B - 1))`` (more for the discrete sensitivity
  replicates), so pROC's ``D`` (from its own ``boot.n`` replicates) and ours agree to
  ``TOL_SD = 0.15`` relative (over 4 standard errors at ``B = 2000`` against ``1000``);
  a permutation p value ``p`` from ``B`` permutations has standard error
  ``sqrt(p (1 - p) / B)``, and the two p values agree within 5 standard errors of their
  difference.
"""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from proc_r import run_proc
from scipy import stats
from strategies import integer_score_datasets

from numeric import DegenerateDataWarning
from numeric.stats import (
    bootstrap_test,
    bootstrap_test_unpaired,
    delong_test_unpaired,
    paired_bootstrap,
    venkatraman_test,
    venkatraman_test_unpaired,
)
from rocpr.io import load_default_models

TOL_SD = 0.15


def binormal(seed, n=300, prevalence=0.4, rho=0.6, shift=(1.0, 0.7), digits=None,
             positives_first=False):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < prevalence).astype(int)
    if positives_first:
        y = np.sort(y)[::-1].copy()
    z1, z2 = rng.normal(size=(2, n))
    a = z1 + shift[0] * y
    b = rho * z1 + math.sqrt(1 - rho**2) * z2 + shift[1] * y
    if digits is not None:
        a, b = np.round(a, digits), np.round(b, digits)
    return y, a, b


# ------------------------------------------------------------------------------------------
# slow references (pROC's algorithms, written with loops)
# ------------------------------------------------------------------------------------------


def slow_roc_points(cases, controls):
    """pROC's ROC points, thresholds increasing (direction '<': positive if score >= t)."""
    u = sorted(set(cases) | set(controls))
    thresholds = [-math.inf] + [(u[i] + u[i + 1]) / 2 for i in range(len(u) - 1)] + [math.inf]
    se = [sum(c >= t for c in cases) / len(cases) for t in thresholds]
    sp = [sum(c < t for c in controls) / len(controls) for t in thresholds]
    return se, sp


def slow_coords(cases, controls, quantity, at):
    """pROC's ``coords(roc, at, input=..., ret=quantity)`` written out (coords.roc, 1.18)."""
    se, sp = slow_roc_points(list(cases), list(controls))
    if quantity == "sensitivity":  # input specificity (increasing)
        x, y, decreasing = sp, se, False
    else:
        x, y, decreasing = se, sp, True
    idx = [i for i, v in enumerate(x) if v == at]
    if idx:
        return y[idx[-1] if decreasing else idx[0]]
    nxt = next(i for i, v in enumerate(x) if (v < at if decreasing else v > at))
    prop = (at - x[nxt]) / (x[nxt - 1] - x[nxt])
    return y[nxt] + prop * (y[nxt - 1] - y[nxt])


def slow_auc(cases, controls):
    return float(np.mean([(c > d) + 0.5 * (c == d) for c in cases for d in controls]))


def ranks_first(x):
    return stats.rankdata(x, method="ordinal")


def slow_venkatraman_paired_stat(r, s, d):
    """pROC's ``venkatraman.paired.stat`` with its sapply loops."""
    n = len(d)
    total = 0.0
    for x in range(1, n + 1):
        r_fn = sum(1 for i in range(n) if d[i] == 1 and r[i] <= x)
        r_fp = sum(1 for i in range(n) if d[i] == 0 and r[i] > x)
        s_fn = sum(1 for i in range(n) if d[i] == 1 and s[i] <= x)
        s_fp = sum(1 for i in range(n) if d[i] == 0 and s[i] > x)
        total += abs((s_fn + s_fp) - (r_fn + r_fp))
    return total


def slow_venkatraman_unpaired_stat(r, s, d1, d2, mp):
    """pROC's ``venkatraman.unpaired.stat``: approxfun (NA outside the range) and trapezoids."""
    def curve(ranks, d):
        n = len(d)
        cases = [ranks[i] for i in range(n) if d[i] == 1]
        controls = [ranks[i] for i in range(n) if d[i] == 0]
        fx = [sum(c <= x for c in cases) / len(cases) for x in range(1, n + 1)]
        gx = [sum(c <= x for c in controls) / len(controls) for x in range(1, n + 1)]
        p = [mp * f + (1 - mp) * g for f, g in zip(fx, gx, strict=True)]
        e = [mp * f + (1 - mp) * (1 - g) for f, g in zip(fx, gx, strict=True)]
        return p, e

    def approx(px, ex, v):
        if v < px[0] or v > px[-1]:
            return math.nan
        for i in range(len(px) - 1):
            if px[i] <= v <= px[i + 1]:
                return ex[i] + (v - px[i]) * (ex[i + 1] - ex[i]) / (px[i + 1] - px[i])
        return ex[-1]

    pr, er = curve(r, d1)
    ps, es = curve(s, d2)
    x = sorted(pr + ps)
    y = [abs(approx(pr, er, v) - approx(ps, es, v)) for v in x]
    total = 0.0
    for i in range(1, len(x)):
        t = (y[i] + y[i - 1]) * (x[i] - x[i - 1]) / 2
        if not math.isnan(t):
            total += t
    return total


# ------------------------------------------------------------------------------------------
# unpaired DeLong
# ------------------------------------------------------------------------------------------


def slow_delong_unpaired(y1, s1, y2, s2):
    out = []
    for y, s in ((y1, s1), (y2, s2)):
        y, s = np.asarray(y), np.asarray(s, float)
        psi = (s[y == 1][:, None] > s[y == 0][None, :]) \
            + 0.5 * (s[y == 1][:, None] == s[y == 0][None, :])
        m, n = psi.shape
        var = psi.mean(axis=1).var(ddof=1) / m + psi.mean(axis=0).var(ddof=1) / n
        out.append((psi.mean(), var, m + n))
    (a1, v1, n1), (a2, v2, n2) = out
    t = (a1 - a2) / math.sqrt(v1 + v2)
    df = (v1 + v2) ** 2 / (v1**2 / (n1 - 1) + v2**2 / (n2 - 1))
    return t, df, 2 * stats.t.sf(abs(t), df)


def unpaired_datasets():
    y, s = load_default_models()
    half = y.size // 2
    yield "default_halves", y[:half], s["logistic_regression"][:half], y[half:], \
        s["naive_bayes"][half:]
    y1, a1, _ = binormal(1)
    y2, _, b2 = binormal(2, n=180, prevalence=0.25)
    yield "binormal", y1, a1, y2, b2
    y1, a1, _ = binormal(3, n=60, digits=1)
    y2, _, b2 = binormal(4, n=45, digits=1)
    yield "binormal_ties", y1, a1, y2, b2


UNPAIRED = list(unpaired_datasets())


@pytest.mark.parametrize(("name", "y1", "s1", "y2", "s2"), UNPAIRED, ids=[u[0] for u in UNPAIRED])
def test_delong_unpaired_equals_slow_reference(name, y1, s1, y2, s2):
    r = delong_test_unpaired(y1, s1, y2, s2)
    t, df, p = slow_delong_unpaired(y1, s1, y2, s2)
    assert r.statistic == pytest.approx(t, rel=1e-12)
    assert r.df == pytest.approx(df, rel=1e-12)
    assert r.p_value == pytest.approx(p, rel=1e-10)
    assert r.difference == pytest.approx(r.auc_roc_a - r.auc_roc_b, abs=1e-15)
    g = delong_test_unpaired(y1, s1, y2, s2, alternative="greater").p_value
    le = delong_test_unpaired(y1, s1, y2, s2, alternative="less").p_value
    assert g == pytest.approx(stats.t.sf(t, df), rel=1e-10)
    assert g + le == pytest.approx(1.0, abs=1e-14)


def test_delong_unpaired_against_proc():
    k = len(UNPAIRED)
    cat = {f"{v}{i}": np.asarray(u[j]) for i, u in enumerate(UNPAIRED)
           for j, v in ((1, "ya"), (2, "sa"), (3, "yb"), (4, "sb"))}
    script = "".join(f"""
    r1 <- roc(ya{i}, sa{i}, direction = "<", levels = c(0, 1))
    r2 <- roc(yb{i}, sb{i}, direction = "<", levels = c(0, 1))
    t <- roc.test(r1, r2, method = "delong", paired = FALSE)
    tg <- roc.test(r1, r2, method = "delong", paired = FALSE, alternative = "greater")
    out$d{i} <- c(t$statistic, t$parameter, t$p.value, tg$p.value)
    """ for i in range(k))
    out = run_proc(script, **cat)
    for i, (_, y1, s1, y2, s2) in enumerate(UNPAIRED):
        r = delong_test_unpaired(y1, s1, y2, s2)
        g = delong_test_unpaired(y1, s1, y2, s2, alternative="greater")
        np.testing.assert_allclose([r.statistic, r.df, r.p_value, g.p_value], out[f"d{i}"],
                                   rtol=1e-12)


def test_delong_unpaired_degenerate_warns():
    with pytest.warns(DegenerateDataWarning, match=r"each sample needs at least 2 positive and 2 "
                                                   r"negative rows, got \(1, 3\) and \(2, 2\)"):
        r = delong_test_unpaired([0, 0, 1, 0], [1, 2, 3, 4], [0, 1, 0, 1], [1, 2, 3, 4])
    assert math.isnan(r.p_value) and r.auc_roc_a == pytest.approx(2 / 3)
    with pytest.warns(DegenerateDataWarning, match=r"both AUC-ROCs have variance 0"):
        r = delong_test_unpaired([0, 0, 1, 1], [1, 2, 3, 4], [0, 1, 0, 1], [1, 3, 2, 4])
    assert math.isnan(r.statistic) and r.difference == 0.0


# ------------------------------------------------------------------------------------------
# bootstrap tests: estimates, same-draw references, pROC
# ------------------------------------------------------------------------------------------


def paired_datasets():
    y, s = load_default_models()
    yield "default_models", y, s["logistic_regression"], s["naive_bayes"]
    yield "binormal", *binormal(0)
    yield "binormal_ties", *binormal(5, n=150, digits=1)


PAIRED = list(paired_datasets())
POINTS = [("specificity", 0.8), ("specificity", 0.9), ("sensitivity", 0.7),
          ("sensitivity", 0.95), ("specificity", 0.5)]


@pytest.mark.parametrize(("name", "y", "a", "b"), PAIRED, ids=[p[0] for p in PAIRED])
@pytest.mark.parametrize(("kind", "at"), POINTS)
def test_operating_point_estimates_equal_slow_coords(name, y, a, b, kind, at):
    if name == "default_models":
        y, a, b = y[::4], a[::4], b[::4]  # the slow reference is quadratic
    r = bootstrap_test(y, a, b, n_bootstrap=2, random_state=0, **{kind: at})
    quantity = "sensitivity" if kind == "specificity" else "specificity"
    assert r.quantity == quantity and r.test == kind and r.at == at
    for est, s in ((r.estimate_a, a), (r.estimate_b, b)):
        assert est == slow_coords(s[y == 1], s[y == 0], quantity, at)


def test_operating_point_at_an_exact_vertex_takes_the_upper_end():
    """Specificity 0.5 is met by a vertical segment: pROC returns its highest sensitivity."""
    y = [0, 0, 1, 1, 0, 1, 0, 1]
    s = [1, 2, 3, 3, 3, 5, 6, 7]
    r = bootstrap_test(y, s, s[::-1], specificity=0.5, n_bootstrap=2, random_state=0)
    assert r.estimate_a == 1.0 == slow_coords([3, 3, 5, 7], [1, 2, 3, 6], "sensitivity", 0.5)


@pytest.mark.parametrize(("kind", "at"), [("specificity", 0.8), ("sensitivity", 0.75)])
@pytest.mark.parametrize("ties", [False, True])
def test_paired_point_test_equals_the_same_draw_reference(kind, at, ties):
    y, a, b = binormal(11, n=70, digits=1 if ties else None, positives_first=True)
    n_boot = 40
    r = bootstrap_test(y, a, b, n_bootstrap=n_boot, random_state=3, **{kind: at})
    rng = np.random.default_rng(3)
    n_pos, n_neg = int(y.sum()), int((1 - y).sum())
    ip = rng.integers(0, n_pos, size=(n_boot, n_pos))
    ineg = rng.integers(0, n_neg, size=(n_boot, n_neg))
    quantity = r.quantity
    diffs = []
    for i, j in zip(ip, ineg, strict=True):
        qa = slow_coords(a[y == 1][i], a[y == 0][j], quantity, at)
        qb = slow_coords(b[y == 1][i], b[y == 0][j], quantity, at)
        diffs.append(qa - qb)
    sd = np.std(diffs, ddof=1)
    assert r.standard_error == pytest.approx(sd, rel=1e-12)
    assert r.statistic == pytest.approx(r.difference / sd, rel=1e-12)
    assert r.p_value == pytest.approx(2 * stats.norm.sf(abs(r.statistic)), rel=1e-12)


def test_unpaired_point_test_equals_the_same_draw_reference():
    y1, a1, _ = binormal(12, n=50, positives_first=True)
    y2, _, b2 = binormal(13, n=64, digits=1, positives_first=True)
    n_boot = 30
    r = bootstrap_test_unpaired(y1, a1, y2, b2, sensitivity=0.6, n_bootstrap=n_boot,
                                random_state=9)
    rng = np.random.default_rng(9)
    sds = []
    for y, s in ((y1, a1), (y2, b2)):
        n_pos, n_neg = int(y.sum()), int((1 - y).sum())
        ip = rng.integers(0, n_pos, size=(n_boot, n_pos))
        ineg = rng.integers(0, n_neg, size=(n_boot, n_neg))
        reps = [slow_coords(s[y == 1][i], s[y == 0][j], "specificity", 0.6)
                for i, j in zip(ip, ineg, strict=True)]
        sds.append(np.std(reps, ddof=1))
    assert r.standard_error == pytest.approx(math.hypot(*sds), rel=1e-12)
    assert not r.paired and r.test == "sensitivity"


def test_paired_auc_test_is_paired_bootstraps_difference():
    y, a, b = binormal(14, n=120)
    r = bootstrap_test(y, a, b, n_bootstrap=300, random_state=4)
    p = paired_bootstrap(y, a, b, n_bootstrap=300, method="percentile", random_state=4).auc_roc
    d = p.difference
    assert r.estimate_a == pytest.approx(slow_auc(a[y == 1], a[y == 0]), rel=1e-14)
    assert r.estimate_b == pytest.approx(slow_auc(b[y == 1], b[y == 0]), rel=1e-13)
    assert (r.difference, r.standard_error, r.p_value) == (d.estimate, d.standard_error,
                                                           p.p_value)
    assert r.statistic == pytest.approx(d.estimate / d.standard_error, rel=1e-15)


def test_alternatives_split_the_two_sided_p():
    y, a, b = binormal(15, n=100)
    two = bootstrap_test(y, a, b, specificity=0.7, n_bootstrap=200, random_state=1)
    less = bootstrap_test(y, a, b, specificity=0.7, n_bootstrap=200, random_state=1,
                          alternative="less")
    greater = bootstrap_test(y, a, b, specificity=0.7, n_bootstrap=200, random_state=1,
                             alternative="greater")
    assert less.p_value + greater.p_value == pytest.approx(1.0, abs=1e-15)
    assert two.p_value == pytest.approx(2 * min(less.p_value, greater.p_value), rel=1e-12)
    assert less.p_value == pytest.approx(stats.norm.cdf(two.statistic), rel=1e-12)


def test_identical_columns_give_statistic_zero_and_p_one():
    y, a, _ = binormal(16, n=80)
    for kw in ({}, {"specificity": 0.8}):
        r = bootstrap_test(y, a, a.copy(), n_bootstrap=50, random_state=0, **kw)
        assert (r.statistic, r.p_value, r.standard_error) == (0.0, 1.0, 0.0)


def test_constant_nonzero_difference_warns_and_gives_nan():
    """Model a separates perfectly, model b ties everything: every replicate's sensitivity at
    specificity 0.8 differs by exactly 1 - 0.2, so the standard error is 0."""
    y = np.array([0] * 10 + [1] * 10)
    a = np.arange(20.0)
    with pytest.warns(DegenerateDataWarning, match=r"bootstrap test statistic is undefined "
                                                   r"\(NaN\): every replicate has the same "
                                                   r"difference"):
        r = bootstrap_test(y, a, np.zeros(20), specificity=0.8, n_bootstrap=50, random_state=0)
    assert r.difference == pytest.approx(0.8) and r.standard_error == 0.0
    assert math.isnan(r.statistic) and math.isnan(r.p_value)


@given(integer_score_datasets(), st.sampled_from(["sensitivity", "specificity"]),
       st.one_of(st.integers(0, 60), st.floats(0, 1)))
def test_operating_points_equal_slow_coords_property(data, kind, at):
    """pROC's coords at any rate: a vertex's exact value (an integer k means k/n_neg or k/n_pos,
    hitting the points exactly) or any value in [0, 1]."""
    y, s = data
    n = int((1 - y).sum()) if kind == "specificity" else int(y.sum())
    value = min(at, n) / n if isinstance(at, int) else at
    r = bootstrap_test(y, s, s, n_bootstrap=2, random_state=0, **{kind: value})
    quantity = "sensitivity" if kind == "specificity" else "specificity"
    assert r.estimate_a == slow_coords(s[y == 1], s[y == 0], quantity, value)


@given(integer_score_datasets(), st.randoms(use_true_random=False))
def test_venkatraman_paired_statistic_property(data, random):
    """Venkatraman's E equals pROC's loops, whatever the ties (ranks by order of appearance)."""
    y, a = data
    order = list(range(y.size))
    random.shuffle(order)
    y, a = y[order], a[order]
    b = a[np.argsort(order)]
    r = venkatraman_test(y, a, b, n_permutations=1, random_state=0)
    assert r.statistic == slow_venkatraman_paired_stat(ranks_first(a), ranks_first(b), y)


def test_seed_is_reported_and_reproduces():
    y, a, b = binormal(17, n=80)
    r1 = bootstrap_test(y, a, b, specificity=0.8, n_bootstrap=100)
    r2 = bootstrap_test(y, a, b, specificity=0.8, n_bootstrap=100, random_state=r1.seed)
    assert r1 == r2 and isinstance(r1.seed, int)


def test_inputs_are_not_modified():
    y, a, b = binormal(18, n=60, digits=1)
    copies = [x.copy() for x in (y, a, b)]
    bootstrap_test(y, a, b, specificity=0.8, n_bootstrap=20, random_state=0)
    venkatraman_test(y, a, b, n_permutations=20, random_state=0)
    venkatraman_test_unpaired(y, a, y, b, n_permutations=20, random_state=0)
    for x, c in zip((y, a, b), copies, strict=True):
        np.testing.assert_array_equal(x, c)


# ------------------------------------------------------------------------------------------
# Venkatraman: statistics by brute force, permutations with the same draws
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_venkatraman_paired_statistic_equals_brute_force(seed):
    y, a, b = binormal(20 + seed, n=40, digits=0 if seed == 2 else 1)  # many ties
    r = venkatraman_test(y, a, b, n_permutations=1, random_state=0)
    assert r.statistic == slow_venkatraman_paired_stat(ranks_first(a), ranks_first(b), y)


def test_venkatraman_paired_permutations_equal_the_same_draw_reference():
    y, a, b = binormal(23, n=30, digits=1, positives_first=True)
    n_perm = 60
    r = venkatraman_test(y, a, b, n_permutations=n_perm, random_state=5)
    rr, ss = ranks_first(a).astype(float), ranks_first(b).astype(float)
    e = slow_venkatraman_paired_stat(rr, ss, y)
    rng = np.random.default_rng(5)
    u1, u2, u3 = (rng.random((n_perm, y.size)) for _ in range(3))
    count = 0
    for k in range(n_perm):  # pROC's venkatraman.paired.permutation
        r2, s2 = rr + u1[k] - 0.5, ss + u2[k] - 0.5
        q = 1 - np.round(u3[k])
        r3 = r2 * q + (1 - q) * ss
        s3 = s2 * q + (1 - q) * rr
        count += slow_venkatraman_paired_stat(ranks_first(r3), ranks_first(s3), y) >= e
    assert r.p_value == count / n_perm


def test_venkatraman_identical_columns_have_p_one():
    y, a, _ = binormal(24, n=50)
    r = venkatraman_test(y, a, a.copy(), n_permutations=100, random_state=0)
    assert (r.statistic, r.p_value) == (0.0, 1.0)


@pytest.mark.parametrize("seed", range(2))
def test_venkatraman_unpaired_statistic_equals_brute_force(seed):
    y1, a1, _ = binormal(30 + seed, n=35, digits=1)
    y2, _, b2 = binormal(40 + seed, n=28, prevalence=0.3)
    r = venkatraman_test_unpaired(y1, a1, y2, b2, n_permutations=1, random_state=0)
    mp = (y1.sum() + y2.sum()) / (y1.size + y2.size)
    ref = slow_venkatraman_unpaired_stat(ranks_first(a1), ranks_first(b2), y1, y2, mp)
    assert r.statistic == pytest.approx(ref, rel=1e-12)


def same_draw_unpaired_p(y1, a1, y2, b2, n_perm, seed):
    """pROC's unpaired Venkatraman p value from the same draws as the code (positives first in
    both samples), every permuted statistic recomputed by the slow reference and counted when
    ``>= E`` exactly: a permutation that reproduces the data's curves gives ``E`` itself."""
    ra, rb = ranks_first(a1).astype(float), ranks_first(b2).astype(float)
    mp = (y1.sum() + y2.sum()) / (y1.size + y2.size)
    e = slow_venkatraman_unpaired_stat(ra, rb, y1, y2, mp)
    rng = np.random.default_rng(seed)
    ja = ra + rng.random((n_perm, y1.size)) - 0.5
    jb = rb + rng.random((n_perm, y2.size)) - 0.5
    p1, p2 = y1 == 1, y2 == 1
    cases = rng.permuted(np.concatenate((ja[:, p1], jb[:, p2]), axis=1), axis=1)
    controls = rng.permuted(np.concatenate((ja[:, ~p1], jb[:, ~p2]), axis=1), axis=1)
    count = 0
    for k in range(n_perm):  # pROC's venkatraman.unpaired.permutation, the reassignment
        new_a, new_b = ja[k].copy(), jb[k].copy()
        new_a[p1], new_b[p2] = cases[k, :p1.sum()], cases[k, p1.sum():]
        new_a[~p1], new_b[~p2] = controls[k, :(~p1).sum()], controls[k, (~p1).sum():]
        count += slow_venkatraman_unpaired_stat(ranks_first(new_a), ranks_first(new_b), y1, y2,
                                                mp) >= e
    return count / n_perm


def test_venkatraman_unpaired_permutations_equal_the_same_draw_reference():
    y1, a1, _ = binormal(33, n=26, positives_first=True)
    y2, _, b2 = binormal(34, n=21, positives_first=True)
    r = venkatraman_test_unpaired(y1, a1, y2, b2, n_permutations=25, random_state=2)
    assert r.p_value == same_draw_unpaired_p(y1, a1, y2, b2, 25, 2)


@pytest.mark.parametrize(("y1", "a1", "y2", "b2"), [
    ([1, 0, 0, 0, 0], [0, 1, 1, 1, 1], [1, 0, 0, 0], [0, 1, 1, 0]),
    ([1, 1, 1, 0, 0], [1, 0, 0, 1, 0], [1, 1, 0, 0], [1, 1, 0, 0]),
    ([1, 1, 0, 0], [0, 1, 1, 0], [1, 0, 0], [0, 1, 0]),
])
def test_venkatraman_unpaired_permutations_reproducing_e_count_as_e(y1, a1, y2, b2):
    """Tied integer scores: many permutations give the data's curves back, whose statistic is
    ``E`` exactly and counts as ``>= E`` (was an ulp below in most rows of a batch: p 0.51
    instead of 1.0 on the first case)."""
    y1, a1, y2, b2 = (np.asarray(v) for v in (y1, a1, y2, b2))
    r = venkatraman_test_unpaired(y1, a1, y2, b2, n_permutations=300, random_state=4)
    assert r.p_value == same_draw_unpaired_p(y1, a1, y2, b2, 300, 4)


# ------------------------------------------------------------------------------------------
# pROC, within Monte-Carlo noise
# ------------------------------------------------------------------------------------------


def _binomial_close(p1, b1, p2, b2):
    p = (p1 * b1 + p2 * b2) / (b1 + b2)
    se = math.sqrt(max(p * (1 - p), 1 / b1) * (1 / b1 + 1 / b2))
    assert abs(p1 - p2) <= 5 * se + 1 / min(b1, b2), (p1, p2)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "y", "a", "b"), PAIRED, ids=[p[0] for p in PAIRED])
def test_paired_tests_against_proc(name, y, a, b):
    big = y.size > 1000
    boot_r = 500 if big else 1000
    venk_r = 1 if big else 500  # pROC's Venkatraman statistic is O(n^2) per permutation
    out = run_proc(f"""
    r1 <- roc(y, a, direction = "<", levels = c(0, 1))
    r2 <- roc(y, b, direction = "<", levels = c(0, 1))
    set.seed(1)
    t <- roc.test(r1, r2, method = "bootstrap", boot.n = {boot_r}); out$auc <- t$statistic
    t <- roc.test(r1, r2, method = "specificity", specificity = 0.8, boot.n = {boot_r})
    out$sp <- c(t$statistic, coords(r1, 0.8, input = "specificity", ret = "sensitivity")[[1]],
                coords(r2, 0.8, input = "specificity", ret = "sensitivity")[[1]])
    t <- roc.test(r1, r2, method = "sensitivity", sensitivity = 0.7, boot.n = {boot_r})
    out$se <- c(t$statistic, coords(r1, 0.7, input = "sensitivity", ret = "specificity")[[1]],
                coords(r2, 0.7, input = "sensitivity", ret = "specificity")[[1]])
    t <- roc.test(r1, r2, method = "venkatraman", boot.n = {venk_r})
    out$v <- c(t$statistic, t$p.value)
    """, y=y, a=a, b=b)
    n_boot = 2000
    for key, kw in (("auc", {}), ("sp", {"specificity": 0.8}), ("se", {"sensitivity": 0.7})):
        r = bootstrap_test(y, a, b, n_bootstrap=n_boot, random_state=0, **kw)
        if key != "auc":
            assert [r.estimate_a, r.estimate_b] == pytest.approx(out[key][1:], rel=1e-12)
        sd_r = r.difference / out[key][0]
        assert r.standard_error == pytest.approx(sd_r, rel=TOL_SD), key
    v = venkatraman_test(y, a, b, n_permutations=n_boot, random_state=0)
    assert v.statistic == out["v"][0]
    if not big:
        _binomial_close(v.p_value, n_boot, out["v"][1], venk_r)


@pytest.mark.slow
def test_unpaired_tests_against_proc():
    y1, a1, _ = binormal(50, n=160)
    y2, _, b2 = binormal(51, n=160, prevalence=0.3, shift=(1.0, 0.5))  # same size: pROC's mp
    out = run_proc("""
    r1 <- roc(y1, a1, direction = "<", levels = c(0, 1))
    r2 <- roc(y2, b2, direction = "<", levels = c(0, 1))
    set.seed(2)
    t <- roc.test(r1, r2, method = "bootstrap", boot.n = 1000, paired = FALSE)
    out$auc <- t$statistic
    t <- roc.test(r1, r2, method = "specificity", specificity = 0.85, boot.n = 1000,
                  paired = FALSE)
    out$sp <- t$statistic
    t <- roc.test(r1, r2, method = "venkatraman", boot.n = 1000, paired = FALSE)
    out$v <- c(t$statistic, t$p.value)
    """, y1=y1, a1=a1, y2=y2, b2=b2)
    for key, kw in (("auc", {}), ("sp", {"specificity": 0.85})):
        r = bootstrap_test_unpaired(y1, a1, y2, b2, n_bootstrap=2000, random_state=0, **kw)
        assert r.standard_error == pytest.approx(r.difference / out[key][0], rel=TOL_SD), key
    v = venkatraman_test_unpaired(y1, a1, y2, b2, n_permutations=2000, random_state=0)
    assert v.statistic == pytest.approx(out["v"][0], rel=1e-12)
    _binomial_close(v.p_value, 2000, out["v"][1], 1000)


# ------------------------------------------------------------------------------------------
# errors
# ------------------------------------------------------------------------------------------

Y, A, B = [0, 0, 1, 1, 0, 1], [.1, .4, .35, .8, .2, .9], [.3, .2, .6, .7, .1, .5]


@pytest.mark.parametrize(("call", "exc", "match"), [
    (lambda: bootstrap_test(Y, A, B, sensitivity=0.5, specificity=0.5), ValueError,
     r"give at most one of sensitivity and specificity, got sensitivity=0\.5 and "
     r"specificity=0\.5"),
    (lambda: bootstrap_test(Y, A, B, specificity=1.2), ValueError,
     r"specificity must be in \[0, 1\], got 1\.2"),
    (lambda: bootstrap_test(Y, A, B, sensitivity="0.5"), TypeError,
     r"sensitivity must be a number in \[0, 1\], got str"),
    (lambda: bootstrap_test(Y, A, B, alternative="two.sided"), ValueError,
     r"alternative must be one of \['two-sided', 'less', 'greater'\], got 'two.sided'"),
    (lambda: bootstrap_test(Y, A, B, n_bootstrap=0), ValueError,
     r"n_bootstrap must be a positive integer, got 0"),
    (lambda: bootstrap_test(Y, A, B, random_state=-1), ValueError,
     r"random_state must be >= 0, got -1"),
    (lambda: bootstrap_test([1] * 6, A, B), ValueError,
     r"the bootstrap test needs both classes, got 6 positive and 0 negative rows"),
    (lambda: bootstrap_test_unpaired(Y, A, [0, 0, 0], [1, 2, 3]), ValueError,
     r"the bootstrap test \(sample b\) needs both classes, got 0 positive and 3 negative"),
    (lambda: venkatraman_test(Y, A, B, n_permutations=1.5), ValueError,
     r"n_permutations must be a positive integer, got 1\.5"),
    (lambda: venkatraman_test([0] * 6, A, B), ValueError,
     r"Venkatraman's test needs both classes, got 0 positive and 6 negative rows"),
    (lambda: venkatraman_test_unpaired([1, 1], [1, 2], Y, B), ValueError,
     r"Venkatraman's test \(sample a\) needs both classes, got 2 positive and 0 negative"),
    (lambda: delong_test_unpaired(Y, A, Y, B, alternative="both"), ValueError,
     r"alternative must be one of \['two-sided', 'less', 'greater'\], got 'both'"),
    (lambda: delong_test_unpaired(Y, A, [0, 0], [1, 2]), ValueError,
     r"DeLong's unpaired test \(sample b\) needs both classes, got 0 positive and 2 negative"),
])
@pytest.mark.filterwarnings("error")  # no warning before the error
def test_errors(call, exc, match):
    with pytest.raises(exc, match=match):
        call()


@pytest.mark.slow
def test_venkatraman_unpaired_tied_integer_scores_against_proc():
    """33 rows per sample (pROC's mixing fraction is then the pooled one), integer scores with
    many ties: pROC's p value and ours within Monte-Carlo noise (ours was 0.280 against pROC's
    0.388 on such data, permuted statistics equal to E counted below it)."""
    rng = np.random.default_rng(32)
    y1, y2 = rng.integers(0, 2, 33), rng.integers(0, 2, 33)
    a1 = (rng.integers(0, 3, 33) + y1).astype(float)
    b2 = (rng.integers(0, 3, 33) + y2).astype(float)
    out = run_proc("""
    r1 <- roc(y1, a1, direction = "<", levels = c(0, 1))
    r2 <- roc(y2, b2, direction = "<", levels = c(0, 1))
    set.seed(3)
    t <- roc.test(r1, r2, method = "venkatraman", boot.n = 5000, paired = FALSE)
    out$v <- c(t$statistic, t$p.value)
    """, y1=y1, a1=a1, y2=y2, b2=b2)
    v = venkatraman_test_unpaired(y1, a1, y2, b2, n_permutations=5000, random_state=0)
    assert v.statistic == pytest.approx(out["v"][0], rel=1e-12)
    _binomial_close(v.p_value, 5000, out["v"][1], 5000)
