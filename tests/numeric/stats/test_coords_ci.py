"""Tests of :mod:`numeric.stats.coords_ci`: bootstrap intervals of coordinates and partial AUC.

Peers: R's pROC run in the test (``coords``, ``ci.se``, ``ci.sp``, ``ci.coords(x = "best")``,
``ci.auc`` of a partial AUC; estimates exactly, intervals within bootstrap noise); a slow
reference written here (pROC's ``coords(input = ...)`` rule by loops over the points; a row-by-row
stratified bootstrap with brute-force selection over thresholds).
"""

import warnings

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from proc_r import run_proc_on_roc as run_proc
from strategies import scored_samples

from numeric import DegenerateDataWarning, operating_points
from numeric.data.partial_auc import partial_auc_roc_score, partial_auc_roc_tpr_score
from numeric.stats.coords_ci import coords_intervals, partial_auc_intervals, values_at


def proc_data():
    """Continuous scores rounded to 0.01 (some ties), 37 positives and 53 negatives."""
    rng = np.random.default_rng(5)
    y = np.r_[np.ones(37), np.zeros(53)].astype(int)
    s = np.round(np.r_[rng.normal(1.0, 1, 37), rng.normal(0, 1, 53)], 2)
    return y, s


# ---- pROC's coords(input = ...) rule -------------------------------------------------------


def slow_coords(y, s, input_, value):
    """pROC's ``coords(x = value, input = input_)``, restated with loops over the points.

    Points in pROC's order: specificity increasing (the threshold increasing). An exact match
    takes the first point (``specificity``) or the last (``sensitivity``/``recall``); otherwise
    interpolate between the first point past ``value`` and the one before it.
    """
    pos, neg = s[y == 1], s[y == 0]
    pts = []  # (se, sp) from threshold -inf upwards
    for t in [-np.inf, *sorted(set(s))]:
        # "score > t" for the midpoints of pROC is "score >= next score" here
        pts.append((np.mean(pos > t) if t > -np.inf else 1.0,
                    np.mean(neg <= t) if t > -np.inf else 0.0))
    se = [p[0] for p in pts]
    sp = [p[1] for p in pts]
    xs = sp if input_ == "specificity" else se
    matches = [i for i, x in enumerate(xs) if x == value]
    if matches:
        i = matches[0] if input_ == "specificity" else matches[-1]
        return se[i], sp[i]
    if input_ == "specificity":
        nxt = next(i for i, x in enumerate(xs) if x > value)
    else:
        nxt = next(i for i, x in enumerate(xs) if x < value)
    prop = (value - xs[nxt]) / (xs[nxt - 1] - xs[nxt])
    return (se[nxt] + prop * (se[nxt - 1] - se[nxt]), sp[nxt] + prop * (sp[nxt - 1] - sp[nxt]))


@given(scored_samples(), st.sampled_from([0.0, 0.1, 0.25, 0.5, 2 / 3, 0.8, 0.95, 1.0]))
def test_estimates_follow_procs_coords_rule(sample, v):
    y, s = sample.y_true, sample.y_score
    if y.min() == y.max():
        return
    r = coords_intervals(y, s, specificities=[v], sensitivities=[v], recalls=[v],
                         n_bootstrap=1, random_state=0)
    se_ref, _ = slow_coords(y, s, "specificity", v)
    _, sp_ref = slow_coords(y, s, "sensitivity", v)
    se_r, sp_r = slow_coords(y, s, "recall", v)
    tp, fp = se_r * np.sum(y == 1), np.sum(y == 0) - sp_r * np.sum(y == 0)
    prec_ref = tp / (tp + fp) if tp + fp > 0 else np.nan
    assert r.at_specificity[0].sensitivity.estimate == pytest.approx(se_ref, abs=1e-12)
    assert r.at_sensitivity[0].specificity.estimate == pytest.approx(sp_ref, abs=1e-12)
    assert r.at_recall[0].precision.estimate == pytest.approx(prec_ref, abs=1e-12, nan_ok=True)


def test_values_at_exact_match_and_interpolation():
    x = np.array([[0.0, 0.5, 0.5, 1.0]])
    y = np.array([[0.0, 0.2, 0.6, 1.0]])
    assert values_at(x, (y,), 0.5, last=True)[0].tolist() == [0.6]
    assert values_at(x, (y,), 0.5, last=False)[0].tolist() == [0.2]
    assert values_at(x, (y,), 0.75, last=True)[0].tolist() == pytest.approx([0.8])


# ---- intervals against pROC ------------------------------------------------------------------


@pytest.mark.slow
def test_intervals_match_proc_within_bootstrap_noise():
    """pROC 1.18, 1000 replicates; rocpr 4000. With 37 and 53 samples a rate moves in steps of
    1/37 and 1/53, and the Monte Carlo error of a 2.5% quantile of 1000 replicates is about one
    step: the ends must agree within 0.06 (two to three steps)."""
    y, s = proc_data()
    got = run_proc(
        "set.seed(1)\n"
        "out(coords(r, c(0.8, 0.9), input='specificity', ret='sensitivity', transpose=TRUE))\n"
        "out(coords(r, c(0.8, 0.9), input='sensitivity', ret='specificity', transpose=TRUE))\n"
        "out(coords(r, c(0.5, 0.8), input='recall', ret='precision', transpose=TRUE))\n"
        "out(ci.se(r, specificities=c(0.8, 0.9), boot.n=1000)[, c(1, 3)])\n"
        "out(ci.sp(r, sensitivities=c(0.8, 0.9), boot.n=1000)[, c(1, 3)])\n"
        "cc <- ci.coords(r, 'best', ret=c('sensitivity', 'specificity', 'precision'),\n"
        "                best.policy='random', boot.n=1000)\n"
        "out(c(cc$sensitivity[c(1, 3)], cc$specificity[c(1, 3)], cc$precision[c(1, 3)]))\n"
        "cc <- ci.coords(r, 'best', best.method='closest.topleft', best.weights=c(2, 0.3),\n"
        "                ret=c('sensitivity', 'specificity', 'precision'),\n"
        "                best.policy='random', boot.n=1000)\n"
        "out(c(cc$sensitivity[c(1, 3)], cc$specificity[c(1, 3)], cc$precision[c(1, 3)]))\n"
        "for (focus in c('sensitivity', 'specificity'))\n"
        "  out(ci.auc(r, method='bootstrap', boot.n=1000, reuse.auc=FALSE,\n"
        "             partial.auc=c(1, 0.8), partial.auc.focus=focus,\n"
        "             partial.auc.correct=TRUE)[c(1, 3)])\n",
        y, s)
    r = coords_intervals(y, s, specificities=[0.8, 0.9], sensitivities=[0.8, 0.9],
                         recalls=[0.5, 0.8], n_bootstrap=4000, random_state=0)
    assert [a.sensitivity.estimate for a in r.at_specificity] == pytest.approx(got[0], abs=1e-15)
    assert [a.specificity.estimate for a in r.at_sensitivity] == pytest.approx(got[1], abs=1e-15)
    assert [a.precision.estimate for a in r.at_recall] == pytest.approx(got[2], abs=1e-15)
    ours = [a.sensitivity.low for a in r.at_specificity] + \
        [a.sensitivity.high for a in r.at_specificity]
    assert ours == pytest.approx(got[3], abs=0.06)
    ours = [a.specificity.low for a in r.at_sensitivity] + \
        [a.specificity.high for a in r.at_sensitivity]
    assert ours == pytest.approx(got[4], abs=0.06)
    y_ = r.points[0]  # Youden
    ours = [y_.recall.low, y_.recall.high, 1 - y_.fpr.high, 1 - y_.fpr.low,
            y_.precision.low, y_.precision.high]
    assert ours == pytest.approx(got[5], abs=0.06)
    t_ = coords_intervals(y, s, cost_ratio=2.0, prevalence=0.3, n_bootstrap=4000,
                          random_state=1).points[3]  # closest_topleft, best.weights
    ours = [t_.recall.low, t_.recall.high, 1 - t_.fpr.high, 1 - t_.fpr.low,
            t_.precision.low, t_.precision.high]
    assert ours == pytest.approx(got[6], abs=0.06)
    p = partial_auc_intervals(y, s, tpr_range=(0.8, 1.0), fpr_range=(0.0, 0.2),
                              n_bootstrap=4000, random_state=0)
    assert [p.tpr_range.low, p.tpr_range.high] == pytest.approx(got[7], abs=0.02)
    assert [p.fpr_range.low, p.fpr_range.high] == pytest.approx(got[8], abs=0.02)


# ---- intervals against a slow row-by-row bootstrap ----------------------------------------


def slow_youden_bootstrap(y, s, n_boot, seed):
    """Resample rows within each class; the brute-force Youden point of each replicate."""
    rng = np.random.default_rng(seed)
    pos, neg = s[y == 1], s[y == 0]
    out = []
    for _ in range(n_boot):
        p = rng.choice(pos, pos.size)
        n = rng.choice(neg, neg.size)
        best = None
        for t in sorted(set(p) | set(n), reverse=True):
            j = np.mean(p >= t) - np.mean(n >= t)
            if best is None or j > best[0] + 1e-13:
                best = (j, t, np.mean(p >= t), np.mean(n >= t))
        out.append(best[1:])
    return np.array(out)


def test_point_intervals_match_a_slow_bootstrap():
    """The ends are quantiles of the same bootstrap law: at most 2.5% (+ noise) of the slow
    replicates lie below ``low`` and at least 97.5% (- noise) at or below ``high``."""
    rng = np.random.default_rng(11)
    y = np.r_[np.ones(25), np.zeros(30)].astype(int)
    s = np.round(np.r_[rng.normal(1.2, 1, 25), rng.normal(0, 1, 30)], 1)
    slow = slow_youden_bootstrap(y, s, 1000, 2)
    r = coords_intervals(y, s, n_bootstrap=4000, random_state=0).points[0]
    for k, ci in enumerate((r.threshold, r.recall, r.fpr)):
        assert np.mean(slow[:, k] < ci.low) <= 0.025 + 0.015
        assert np.mean(slow[:, k] <= ci.high) >= 0.975 - 0.015
        assert ci.standard_error == pytest.approx(np.std(slow[:, k], ddof=1), rel=0.15)


def test_estimates_are_the_data_values():
    y, s = proc_data()
    w = np.random.default_rng(0).integers(1, 4, y.size)
    for weights in (None, w):
        r = coords_intervals(y, s, sample_weight=weights, min_recall=0.5, cost_ratio=2.0,
                             n_bootstrap=20, random_state=1)
        pts = operating_points(y, s, sample_weight=weights, min_recall=0.5, cost_ratio=2.0)
        assert [q.point for q in r.points] == list(pts)
        for q in r.points:
            assert (q.recall.estimate, q.fpr.estimate, q.threshold.estimate) == \
                (q.point.recall, q.point.fpr, q.point.threshold)
            assert q.recall.low <= q.recall.high and q.threshold.low <= q.threshold.high
        p = partial_auc_intervals(y, s, sample_weight=weights, fpr_range=(0.1, 0.3),
                                  tpr_range=(0.7, 0.9), n_bootstrap=20, random_state=1)
        assert p.fpr_range.estimate == pytest.approx(
            partial_auc_roc_score(y, s, sample_weight=weights, fpr_range=(0.1, 0.3)), abs=1e-14)
        assert p.tpr_range.estimate == pytest.approx(
            partial_auc_roc_tpr_score(y, s, sample_weight=weights, tpr_range=(0.7, 0.9)),
            abs=1e-14)


def test_unit_weights_agree_with_the_unweighted_path_within_noise():
    y, s = proc_data()
    a = coords_intervals(y, s, specificities=[0.9], n_bootstrap=3000, random_state=0)
    b = coords_intervals(y, s, sample_weight=np.ones(y.size), specificities=[0.9],
                         n_bootstrap=3000, random_state=0)
    ca, cb = a.at_specificity[0].sensitivity, b.at_specificity[0].sensitivity
    assert ca.estimate == cb.estimate
    assert (ca.low, ca.high) == pytest.approx((cb.low, cb.high), abs=0.06)


def test_seeded_and_reproducible():
    y, s = proc_data()
    a = coords_intervals(y, s, recalls=[0.5], n_bootstrap=50, random_state=7)
    b = coords_intervals(y, s, recalls=[0.5], n_bootstrap=50, random_state=7)
    assert a == b and a.seed == 7 and a.n_bootstrap == 50 and a.level == 0.95
    c = coords_intervals(y, s, n_bootstrap=5, random_state=np.random.default_rng(0))
    assert c.seed is None


def test_unsatisfiable_constraint_and_one_class():
    with pytest.warns(DegenerateDataWarning, match="no threshold satisfies"):
        r = coords_intervals([0, 1, 0, 1], [0.9, 0.1, 0.8, 0.2], min_precision=1.0,
                             n_bootstrap=20, random_state=0)
    last = r.points[-1]
    assert last.point.criterion == "recall_at_precision" and np.isnan(last.recall.estimate)
    with pytest.warns(DegenerateDataWarning, match="no negative samples"):
        r = coords_intervals([1, 1], [0.2, 0.3], specificities=[0.5], n_bootstrap=5)
    assert np.isnan(r.at_specificity[0].sensitivity.low)
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        p = partial_auc_intervals([0, 0], [0.2, 0.3], tpr_range=(0, 0.5), n_bootstrap=5)
    assert np.isnan(p.tpr_range.high) and p.fpr_range is None


def test_inputs_not_modified():
    y, s, w = np.array([0, 1, 1, 0]), np.array([0.3, 0.2, 0.9, 0.1]), np.array([1.0, 2, 1, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        coords_intervals(y, s, sample_weight=w, specificities=[0.5], n_bootstrap=5,
                         random_state=0)
    assert y.tolist() == [0, 1, 1, 0] and s.tolist() == [0.3, 0.2, 0.9, 0.1]
    assert w.tolist() == [1, 2, 1, 1]


@pytest.mark.parametrize(("kwargs", "error", "match"), [
    (dict(specificities=[0.5, 1.5]), ValueError, r"specificities must be in \[0, 1\], got 1.5"),
    (dict(recalls="x"), TypeError, "recalls must be a real number"),
    (dict(sensitivities=[[0.5]]), ValueError, "sensitivities must be a number or a 1-D"),
    (dict(level=95), ValueError, r"level must be in \(0, 1\), got 95"),
    (dict(n_bootstrap=0), ValueError, "n_bootstrap must be"),
    (dict(random_state=-1), ValueError, "random_state must be >= 0, got -1"),
    (dict(prevalence=2.0), ValueError, r"prevalence must be in \(0, 1\), got 2.0"),
    (dict(max_fpr=1.5), ValueError, r"max_fpr must be in \[0, 1\], got 1.5"),
])
def test_errors(kwargs, error, match):
    with pytest.raises(error, match=match):
        coords_intervals([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], **kwargs)


@pytest.mark.parametrize(("kwargs", "error", "match"), [
    (dict(tpr_range=(0.5, 0.2)), ValueError, r"tpr_range must satisfy 0 <= t0 < t1 <= 1"),
    (dict(fpr_range=0.3), TypeError, "fpr_range must be a pair of numbers"),
    (dict(level=0.0), ValueError, r"level must be in \(0, 1\), got 0.0"),
])
def test_partial_errors(kwargs, error, match):
    with pytest.raises(error, match=match):
        partial_auc_intervals([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], **kwargs)


def test_undefined_on_the_data_is_a_nan_interval():
    """The empty classifier (closest_topleft may choose it) has no precision: NaN interval."""
    y, s = [0, 1, 0, 1, 0, 0], [0.9, 0.1, 0.8, 0.2, 0.7, 0.3]  # below the diagonal
    r = coords_intervals(y, s, n_bootstrap=50, random_state=0)
    top = next(p for p in r.points if p.point.criterion == "closest_topleft")
    assert top.point.threshold == np.inf and np.isnan(top.precision.low)
    assert top.threshold.estimate == np.inf and top.recall.low <= top.recall.high
