"""Every data function on adversarial input: the right number, a documented error, or a
documented warning with NaN -- never a silent NaN, a crash inside numpy, or a modified input.

Inputs mix types (lists, ints, bools, strings, objects), sizes (0, 1, many), special floats in
scores and weights (NaN, +-inf, -0.0, subnormals, 1e308) and label sets. A number is checked
against scikit-learn on the same data (AUC-ROC, average precision) or against the unweighted
value; an error must be ValueError/TypeError naming the offending parameter.
"""

from __future__ import annotations

import re
import warnings
from fractions import Fraction

import numpy as np
import pytest
from exact_roc import area_between, mcclish_exact, roc_points
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sklearn import metrics

import numeric

SCORE_FUNCTIONS = [numeric.auc_roc_score, numeric.auc_pr_score, numeric.average_precision_score,
                   numeric.auc_npr_score, numeric.auc_pr_dg_steps_score]
CURVE_FUNCTIONS = [numeric.roc_curve, numeric.precision_recall_curve, numeric.roc_full_curve,
                   numeric.precision_recall_full_curve,
                   numeric.precision_recall_dg_curve]
SPECIAL = [0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1e-300, 1.0, 1e300, 1.7976931348623157e308,
           float("nan"), float("inf"), -float("inf"), -1.0]
PARAMETERS = ("y_true", "y_score", "sample_weight", "pos_label")


@st.composite
def adversarial_data(draw: st.DrawFn) -> dict:
    n = draw(st.integers(0, 8))
    labels = draw(st.sampled_from([[0, 1], [-1, 1], [False, True], ["a", "b"], [0, 1, 2],
                                   [1], [0.0, 1.0]]))
    y = draw(st.lists(st.sampled_from(labels), min_size=n, max_size=n))
    score_values = st.one_of(st.sampled_from(SPECIAL), st.floats(-1e3, 1e3))
    n_score = n if draw(st.integers(0, 9)) else draw(st.integers(0, 9))
    s = draw(st.lists(score_values, min_size=n_score, max_size=n_score))
    kind = draw(st.sampled_from(["list", "array", "strings", "objects"]))
    if kind == "array":
        s = np.array(s, dtype=np.float64)
    elif kind == "strings" and s:
        s = [str(v) for v in s]
    elif kind == "objects":
        s = np.array(s, dtype=object)
    data: dict = {"y_true": y, "y_score": s}
    if draw(st.booleans()):
        w = draw(st.lists(st.sampled_from(SPECIAL), min_size=n, max_size=n))
        data["sample_weight"] = np.array(w)
    if draw(st.integers(0, 4)) == 0:
        data["pos_label"] = draw(st.sampled_from([1, "a", 2, True, None]))
    return data


def _copy(value):
    return np.array(value, copy=True) if isinstance(value, np.ndarray) else list(value)


@given(adversarial_data(), st.sampled_from(SCORE_FUNCTIONS + CURVE_FUNCTIONS))
def test_value_or_documented_error_or_warning(data, fn):
    before = {k: _copy(v) for k, v in data.items() if k != "pos_label"}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = fn(**data)
        except (ValueError, TypeError) as exc:
            message = str(exc)
            assert any(re.search(rf"\b{p}\b", message) for p in PARAMETERS) or \
                "one point per unit" in message, message
            out = None
    for k, v in before.items():  # nothing the user passes in is modified
        assert [repr(x) for x in data[k]] == [repr(x) for x in v], k
    raw = [w for w in caught if not issubclass(w.category, numeric.RocprWarning)]
    assert not raw, [str(w.message) for w in raw]  # no RuntimeWarning from numpy
    if out is None:
        return
    values = np.atleast_1d(np.concatenate([np.ravel(o) for o in out])
                           if isinstance(out, tuple) else out).astype(float)
    nan = np.isnan(values)
    if nan.any():  # NaN only with a DegenerateDataWarning saying why
        assert any(issubclass(w.category, numeric.DegenerateDataWarning) for w in caught)


@given(adversarial_data())
def test_finite_results_agree_with_scikit_learn(data):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ours = numeric.auc_roc_score(**data)
            ours_ap = numeric.average_precision_score(**data)
    except (ValueError, TypeError):
        return
    if np.isnan(ours) or np.isnan(ours_ap):
        return
    kwargs = {k: v for k, v in data.items() if k in ("sample_weight",)}
    y = np.asarray(data["y_true"])
    pos = data.get("pos_label")
    if pos is None:
        pos = max(set(y.tolist()), key=lambda v: (str(type(v)), v))
    yb = (y == pos).astype(int)
    s = np.asarray(data["y_score"], dtype=np.float64)
    w = kwargs.get("sample_weight")
    if w is not None:  # scikit-learn multiplies weights: keep them in its comfortable range
        w = np.asarray(w, dtype=np.float64)
        if w.max() > 0:
            w = np.ldexp(w, -np.frexp(w.max())[1])
    expected = metrics.roc_auc_score(yb, s, sample_weight=w)
    assert ours == pytest.approx(expected, rel=1e-12, abs=1e-12)
    expected_ap = metrics.average_precision_score(yb, s, sample_weight=w)
    assert ours_ap == pytest.approx(expected_ap, rel=1e-12, abs=1e-12)


# --------------------------------------------------------------------------------------------
# differential checks on near-boundary and extreme inputs
# --------------------------------------------------------------------------------------------


_LEVELS = st.sampled_from([0.0, 5e-324, 0.1, 0.5, 0.5 + 2.0**-53, 0.9, 1.0, 1e308])
_CLASS_WEIGHTS = st.sampled_from([5e-324, 1e-300, 1e-200, 1e-20, 1.0, 1e20, 1e200, 1e300])


@st.composite
def _binary(draw: st.DrawFn) -> tuple[list[int], list[float]]:
    n = draw(st.integers(2, 10))
    y = [0, 1, *draw(st.lists(st.sampled_from([0, 1]), min_size=n - 2, max_size=n - 2))]
    s = draw(st.lists(_LEVELS, min_size=n, max_size=n))
    return y, s


def _pairs_auc(y: list[int], s: list[float]) -> Fraction:
    """AUC-ROC by counting every positive-negative pair (ties 1/2), exactly."""
    pos = [b for a, b in zip(y, s, strict=True) if a == 1]
    neg = [b for a, b in zip(y, s, strict=True) if a == 0]
    wins = sum(Fraction(int(p > q)) + Fraction(int(p == q), 2) for p in pos for q in neg)
    return wins / (len(pos) * len(neg))


@settings(max_examples=80)
@given(data=_binary(), w_pos=_CLASS_WEIGHTS, w_neg=_CLASS_WEIGHTS)
@example(data=([0, 1, 0, 1, 1, 0, 0, 1, 1, 0], [.1, .9, .35, .8, .3, .2, .6, .7, .75, .4]),
         w_pos=1e200, w_neg=1e-200)
def test_per_class_weights_leave_auc_roc_unchanged(data, w_pos, w_neg):
    """AUC-ROC is a ratio of per-class sums: weights constant within each class,
    however far apart (1e-200 against 1e200), give the unweighted AUC, the brute-force pair
    count; AP agrees with scikit-learn on the same ranking when the classes fit its range."""
    y, s = data
    w = [w_pos if a else w_neg for a in y]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", numeric.RocprWarning)
        got = numeric.auc_roc_score(y, s, sample_weight=w)
    assert got == pytest.approx(float(_pairs_auc(y, s)), abs=1e-14)


@settings(max_examples=60)
@given(data=_binary(), lo=st.sampled_from([0.0, 0.25, 0.5, 0.9999999999, 0.9999999999999999]),
       width=st.sampled_from([5e-324, 2.0**-52, 1e-10, 0.1, 1.0]))
def test_partial_auc_matches_exact_rationals_near_the_boundary(data, lo, width):
    """McClish's standardised partial AUC against exact rationals, for ranges
    down to one ulp wide and ending at FPR 1."""
    y, s = data
    hi = min(lo + width, 1.0)
    if not lo < hi:
        return
    exact = mcclish_exact(area_between(roc_points(y, s), lo, hi), lo, hi)
    got = numeric.partial_auc_roc_score(y, s, fpr_range=(lo, hi))
    assert got == pytest.approx(float(exact), rel=1e-9, abs=1e-12)


@settings(max_examples=40)
@given(data=_binary(), weights=st.lists(st.sampled_from([0.1, 0.2, 0.3, 0.7, 1.0, 2.5]),
                                        min_size=10, max_size=10),
       method=st.sampled_from(["bca", "percentile"]), level=st.sampled_from([0.5, 0.95]))
def test_bootstrap_intervals_stay_in_0_1(data, weights, method, level):
    """every area's interval lies in [0, 1], weighted or not."""
    from numeric.stats.intervals import area_intervals

    y, s = data
    s = [min(v, 1.0) for v in s]
    w = weights[: len(y)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", numeric.RocprWarning)
        r = area_intervals(y, s, sample_weight=w, n_bootstrap=60, random_state=0,
                           method=method, auc_roc_method=method, level=level)
    for ci in (r.auc_roc, r.auc_pr, r.average_precision):
        assert np.isnan(ci.low) or 0.0 <= ci.low <= ci.high <= 1.0, ci


@settings(max_examples=40)
@given(n_pos=st.integers(1, 6), n_neg=st.integers(1, 6), data=st.data())
def test_every_attainable_auc_is_accepted_as_its_float(n_pos, n_neg, data):
    """``k/(2 n_pos n_neg)`` as a float is the attainable value it rounds from;
    a float between two attainable values is refused naming both."""
    from numeric.bounds.finite_n import _target_loss

    pairs2 = 2 * n_pos * n_neg
    k = data.draw(st.integers(0, pairs2))
    assert _target_loss(n_pos, n_neg, k / pairs2) == pairs2 - k
    assert _target_loss(n_pos, n_neg, Fraction(k, pairs2)) == pairs2 - k
    if k < pairs2:
        between = (k + 0.5) / pairs2
        with pytest.raises(ValueError, match="the nearest attainable values are"):
            _target_loss(n_pos, n_neg, between)


@settings(max_examples=40)
@given(skew=st.sampled_from([1e-300, 1e-20, 1e-9, 0.1, 1.0, 10.0, 1e9]),
       n_pos=st.integers(1, 4))
def test_aucnpr_of_the_worst_ranking_is_0(skew, n_pos):
    """Boyd et al. 2012, Sec. 3: the minimum PR curve (every negative above every
    positive) has AUCNPR 0 at every skew."""
    y = [0] * 2 + [1] * n_pos
    s = [0.9, 0.8] + [0.1] * n_pos
    w = [skew * n_pos / 2] * 2 + [1.0] * n_pos
    assert numeric.auc_npr_score(y, s, sample_weight=w) == pytest.approx(0.0, abs=1e-9)


@settings(max_examples=40)
@given(big=st.integers(2**53 + 1, 2**63 - 1), offset=st.integers(1, 3))
def test_integer_scores_beyond_2_53_are_refused_or_exact(big, offset):
    """an integer score float64 cannot hold is refused; one it holds is ranked as
    scikit-learn ranks it."""
    scores = np.array([big, big - offset, 0, 1], dtype=np.int64)
    exact = all(int(float(v)) == int(v) for v in scores.tolist())
    if exact:
        got = numeric.auc_roc_score([1, 0, 0, 1], scores)
        assert got == pytest.approx(float(_pairs_auc([1, 0, 0, 1], scores.tolist())))
    else:
        with pytest.raises(ValueError, match="y_score must hold integers that float64"):
            numeric.auc_roc_score([1, 0, 0, 1], scores)
