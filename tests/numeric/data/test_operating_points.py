"""Tests of :mod:`numeric.data.operating_points`.

Reference: brute force over every distinct score as a threshold, counting the samples with
``score >= t`` directly; the returned threshold is checked to reproduce the counts shown.
"""

import math
import warnings

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from proc_r import run_proc_on_roc as run_proc
from strategies import scored_samples

from numeric import DegenerateDataWarning, modified_f1, operating_point, operating_points
from numeric.data.operating_points import CRITERIA, TIE_TOLERANCE, points_at

BOUNDS = st.sampled_from([0.0, 0.1, 0.25, 0.5, 2 / 3, 0.9, 1.0])


def brute_force(y, s, w, criterion, bound, ratio=None):
    """(best value, threshold) over all distinct scores, ties to the highest threshold.

    The pROC-weighted criteria (``closest_topleft``, ``youden`` with a ``ratio``) also consider
    the empty classifier, threshold +inf."""
    w = np.ones(len(y)) if w is None else w
    keep = w > 0
    y, s, w = y[keep], s[keep], w[keep]
    n_pos, n_neg = w[y == 1].sum(), w[y == 0].sum()
    best = None
    weighted = criterion == "closest_topleft" or (criterion == "youden" and ratio is not None)
    r_ = 1.0 if ratio is None else ratio
    for t in ([np.inf] if weighted else []) + sorted(set(s), reverse=True):
        tp, fp = w[(y == 1) & (s >= t)].sum(), w[(y == 0) & (s >= t)].sum()
        r, f = tp / n_pos, fp / n_neg
        p = tp / (tp + fp) if tp + fp > 0 else np.nan
        value, ok = {
            "youden": (r - r_ * f, True),
            "closest_topleft": (-((1 - r) ** 2 + r_ * f**2), True),
            "f1": (2 * tp / (2 * tp + fp + n_pos - tp), True),
            "modified_f1": (float(modified_f1(r, p, n_neg / n_pos)) if tp + fp > 0 else 0.0,
                            True),
            "precision_at_recall": (p, bound is not None and r >= bound),
            "recall_at_precision": (r, bound is not None and p >= bound),
            "recall_at_fpr": (r, bound is not None and f <= bound),
        }[criterion]
        if ok and (best is None or value > best[0] + TIE_TOLERANCE):
            best = (value, t)
    return best


def counts_at(y, s, w, t):
    w = np.ones(len(y)) if w is None else w
    pred = s >= t
    return (w[(y == 1) & pred].sum(), w[(y == 0) & pred].sum(),
            w[(y == 0) & ~pred].sum(), w[(y == 1) & ~pred].sum())


@given(scored_samples(weighted=None, integer_weights=True), BOUNDS, BOUNDS, BOUNDS)
def test_best_value_and_threshold_reproduce_the_counts(sample, r, p, f):
    y, s, w = sample.y_true, sample.y_score, sample.sample_weight
    with warnings.catch_warnings():  # an unsatisfiable constraint warns
        warnings.simplefilter("ignore", DegenerateDataWarning)
        points = operating_points(y, s, sample_weight=w, min_recall=r, min_precision=p,
                                  max_fpr=f)
    assert [q.criterion for q in points] == list(CRITERIA)
    bound = {"precision_at_recall": r, "recall_at_precision": p, "recall_at_fpr": f}
    for q in points:
        ref = brute_force(y, s, w, q.criterion, bound.get(q.criterion))
        if ref is None:
            assert np.isnan(q.threshold) and np.isnan(q.value)
            continue
        sign = -1 if q.criterion == "closest_topleft" else 1  # its value is the distance
        assert q.value == pytest.approx(sign * ref[0], abs=1e-12)
        if q.criterion == "closest_topleft":  # no secondary key: the brute force's threshold
            assert q.threshold == ref[1]
        if q.threshold == np.inf:  # closest_topleft: nothing predicted positive
            assert (q.tp, q.fp) == (0.0, 0.0) and np.isnan(q.precision)
            continue
        assert q.threshold in set(s.tolist())  # a score of the data
        tp, fp, tn, fn = counts_at(y, s, w, q.threshold)
        assert (q.tp, q.fp, q.tn, q.fn) == pytest.approx((tp, fp, tn, fn), abs=1e-12)
        assert q.recall == pytest.approx(tp / (tp + fn))
        assert q.fpr == pytest.approx(fp / (fp + tn))
        assert q.precision == pytest.approx(tp / (tp + fp))


@given(scored_samples(weighted=None, integer_weights=True),
       st.sampled_from([0.25, 1.0, 3.0]), st.sampled_from([0.1, 0.5, 0.8]))
def test_weighted_youden_and_closest_topleft_match_brute_force(sample, cost, prevalence):
    """pROC's ``best.weights = c(cost, prevalence)``: r = (1 - P)/(C P) weights the FPR."""
    y, s, w = sample.y_true, sample.y_score, sample.sample_weight
    ratio = (1 - prevalence) / (cost * prevalence)
    for criterion in ("youden", "closest_topleft"):
        q = operating_point(y, s, criterion, sample_weight=w, cost_ratio=cost,
                            prevalence=prevalence)
        ref = brute_force(y, s, w, criterion, None, ratio)
        assert q.threshold == ref[1]
        sign = -1 if criterion == "closest_topleft" else 1
        assert q.value == pytest.approx(sign * ref[0], abs=1e-12)


def test_weighted_youden_can_prefer_predicting_nothing():
    # r = 9 (prevalence 0.1): TPR - 9 FPR < 0 at every score, so the empty classifier wins
    q = operating_point([0, 1, 0, 1], [0.9, 0.8, 0.3, 0.2], "youden", prevalence=0.1)
    assert (q.threshold, q.tp, q.fp, q.value) == (np.inf, 0.0, 0.0, 0.0)


@given(scored_samples())
def test_ties_go_to_the_highest_threshold(sample):
    """Among thresholds of the same Youden J (within the tolerance), none is higher."""
    y, s = sample.y_true, sample.y_score
    q = operating_point(y, s, "youden")
    ref = brute_force(y, s, None, "youden", None)
    assert q.threshold == ref[1]


def test_constrained_tie_prefers_the_better_secondary():
    # precision 1 at recall 1/2 and at recall 1: take recall 1 (same precision, more recall)
    y, s = [1, 1, 0], [0.9, 0.8, 0.1]
    q = operating_point(y, s, "precision_at_recall", constraint=0.5)
    assert (q.threshold, q.recall, q.precision) == (0.8, 1.0, 1.0)


def test_modified_f1_is_zero_below_random_precision():
    """Boyd et al. Sec. 4.4: F1' is 0 where precision <= pi (here every threshold)."""
    q = operating_point([0, 1, 0, 1], [0.9, 0.1, 0.8, 0.2], "modified_f1")
    assert q.value == 0.0 and q.threshold == 0.9


def test_unsatisfiable_constraint_is_nan_with_a_warning():
    with pytest.warns(DegenerateDataWarning, match="no threshold satisfies max_fpr"):
        q = operating_point([0, 1], [0.9, 0.1], "recall_at_fpr", constraint=0.0)
    assert np.isnan(q.threshold) and np.isnan(q.value)


def test_one_class_is_nan_with_a_warning():
    with pytest.warns(DegenerateDataWarning, match="no negative samples"):
        points = operating_points([1, 1], [0.9, 0.1])
    assert all(np.isnan(p.value) for p in points)


@pytest.mark.parametrize(("kwargs", "error", "match"), [
    (dict(criterion="best"), ValueError, "criterion must be one of youden, f1"),
    (dict(criterion="recall_at_fpr"), ValueError, "needs a constraint"),
    (dict(criterion="f1", constraint=0.5), ValueError, "takes no constraint"),
    (dict(criterion="recall_at_fpr", constraint=1.5), ValueError,
     r"max_fpr must be in \[0, 1\], got 1.5"),
    (dict(criterion="precision_at_recall", constraint="x"), TypeError, "min_recall must be"),
    (dict(criterion="precision_at_recall", constraint=[0.5, 0.6]), TypeError,
     r"min_recall must be a number, got an array of shape \(2,\)"),
])
def test_errors(kwargs, error, match):
    with pytest.raises(error, match=match):
        operating_point([0, 1, 0], [0.2, 0.5, 0.1], **kwargs)


@pytest.mark.parametrize(("kwargs", "error", "match"), [
    (dict(prevalence=1.0), ValueError, r"prevalence must be in \(0, 1\), got 1.0"),
    (dict(prevalence=0), ValueError, r"prevalence must be in \(0, 1\), got 0"),
    (dict(cost_ratio=-1.0), ValueError, r"cost_ratio must be finite and > 0, got -1.0"),
    (dict(cost_ratio=float("inf")), ValueError, "cost_ratio must be finite and > 0, got inf"),
    (dict(cost_ratio="2"), TypeError, "cost_ratio must be a real number, got str"),
    (dict(prevalence=True), TypeError, "prevalence must be a real number, got bool"),
])
def test_weight_errors(kwargs, error, match):
    with pytest.raises(error, match=match):
        operating_point([0, 1, 0], [0.2, 0.5, 0.1], **kwargs)


def test_best_thresholds_equal_procs_coords_best():
    """pROC 1.18 ``coords(r, "best", best.method, best.weights)``: the same classifier.

    pROC's thresholds are midpoints between consecutive distinct scores; "predict positive iff
    score > t" is rocpr's "score >= the smallest score above t" (+inf above every score). When
    pROC reports several tied thresholds, rocpr's (the highest) is one of them."""
    rng = np.random.default_rng(8)
    y = np.r_[np.ones(31), np.zeros(47)].astype(int)
    s = np.round(np.r_[rng.normal(0.9, 1, 31), rng.normal(0, 1, 47)], 2)
    cases = [("youden", 1.0, 0.5), ("closest.topleft", 1.0, 0.5), ("youden", 2.0, 0.3),
             ("closest.topleft", 2.0, 0.3), ("youden", 0.5, 0.1), ("closest.topleft", 3.0, 0.05),
             ("youden", 1.0, 0.05)]
    script = "".join(
        f"out(coords(r, 'best', best.method = '{m}', best.weights = c({c!r}, {p!r}), "
        "ret = 'threshold', transpose = FALSE, as.matrix = TRUE)[, 1])\n" for m, c, p in cases)
    got = run_proc(script, y, s)
    distinct = np.unique(s)
    for (method, cost, prev), thresholds in zip(cases, got, strict=True):
        ours = operating_point(y, s, method.replace(".", "_"), cost_ratio=cost, prevalence=prev)
        mapped = [distinct[distinct > t].min() if t < distinct.max() else np.inf
                  for t in thresholds]
        assert ours.threshold in mapped
        assert ours.threshold == max(mapped)


# ------------------------------------------------------------------------------------------
# points_at: the threshold that meets a target
# ------------------------------------------------------------------------------------------


def slow_points_at(y, s, w, kind, target):
    """Every distinct score as the threshold (positive iff score >= t), by loops: the target
    rate ``>= target`` (floating point, as pROC's rates), the best other rate, then the better
    target rate, then the highest threshold; None when no threshold meets it."""
    n_pos = sum(wi for yi, wi in zip(y, w, strict=True) if yi == 1)
    n_neg = sum(wi for yi, wi in zip(y, w, strict=True) if yi == 0)
    best = None
    for t in sorted(set(s), reverse=True):
        tp = sum(wi for yi, si, wi in zip(y, s, w, strict=True) if yi == 1 and si >= t)
        fp = sum(wi for yi, si, wi in zip(y, s, w, strict=True) if yi == 0 and si >= t)
        se, sp = tp / n_pos, (n_neg - fp) / n_neg
        pr = tp / (tp + fp)
        held, value, tie = {"at_specificity": (sp, se, sp), "at_sensitivity": (se, sp, se),
                            "at_recall": (se, pr, se)}[kind]
        if held >= target and (best is None or (value, tie) > best[:2]):
            best = (value, tie, t)
    return None if best is None else best[2]


@pytest.mark.parametrize("seed", range(40))
def test_points_at_equal_the_brute_force_reference(seed):
    """Randomized (seeded): tied integer scores, weights or none, every kind of target."""

    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 25))
    y = rng.integers(0, 2, n)
    y[:2] = [0, 1]
    s = rng.integers(0, 6, n).astype(float)
    w = rng.integers(1, 4, n).astype(float) if seed % 2 else np.ones(n)
    targets = {"specificities": rng.choice([0.0, 0.25, 0.5, 0.9, 1.0], 2),
               "sensitivities": rng.choice([0.0, 0.5, 0.8, 1.0], 2),
               "recalls": rng.choice([0.1, 0.5, 1.0], 2)}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DegenerateDataWarning)
        got = points_at(y, s, sample_weight=None if seed % 2 == 0 else w, **targets)
    kinds = [("at_specificity", v) for v in targets["specificities"]]
    kinds += [("at_sensitivity", v) for v in targets["sensitivities"]]
    kinds += [("at_recall", v) for v in targets["recalls"]]
    for p, (kind, v) in zip(got, kinds, strict=True):
        want = slow_points_at(y.tolist(), s.tolist(), w.tolist(), kind, float(v))
        assert p.criterion == kind
        if want is None:
            assert math.isnan(p.threshold)
        else:
            assert p.threshold == want, (kind, v)
            pred = s >= p.threshold
            assert p.tp == np.sum(w[pred & (y == 1)]) and p.fp == np.sum(w[pred & (y == 0)])


def test_points_at_target_on_the_curve_agrees_with_coordinates_at():
    """Where the target is a point of the ROC curve, the threshold's sensitivity is pROC's
    coordinate there (coordinates_at, tested against pROC)."""
    from numeric.stats.coords_ci import coordinates_at

    y = [0, 0, 1, 0, 1, 1, 0, 1, 0, 0]
    s = [.1, .3, .35, .5, .7, .9, .2, .6, .65, .8]
    sp = [4 / 6, 5 / 6, 1.0]
    got = points_at(y, s, specificities=sp)
    want = coordinates_at(y, s, specificities=sp).sensitivity_at_specificity
    assert [p.recall for p in got] == [v for _, v in want]


def test_points_at_errors_and_degenerate():

    with pytest.raises(ValueError, match=r"specificities must be in \[0, 1\], got 1\.5"):
        points_at([0, 1], [0.1, 0.9], specificities=[0.5, 1.5])
    with pytest.warns(DegenerateDataWarning, match="y_true has no negative samples"):
        (p,) = points_at([1, 1], [0.1, 0.9], recalls=0.5)
    assert math.isnan(p.threshold)
