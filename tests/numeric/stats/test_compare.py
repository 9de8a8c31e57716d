"""Tests of numeric.stats.compare, numeric.stats.intervals and evaluate(..., ci=...)."""

import math

import numpy as np
import pytest

from numeric import (
    DegenerateDataWarning,
    auc_pr_score,
    evaluate,
    implied_order,
)
from numeric.confidence import ConfidenceInterval
from numeric.stats import (
    Difference,
    area_intervals,
    bootstrap_ci,
    compare,
    delong_ci,
    delong_test,
    pr_test,
    unpaired_difference,
)
from rocpr.io import load_default_models


def test_evaluate_with_ci_reports_delong_and_bootstrap_intervals():
    y, scores = load_default_models()
    s = scores["logistic_regression"]
    e = evaluate(y, s, ci=0.9, n_bootstrap=300, random_state=3, ci_method="bca")
    roc = delong_ci(y, s, level=0.9)
    boot = bootstrap_ci(y, s, level=0.9, n_bootstrap=300, random_state=3)
    iv = e.intervals
    assert iv is not None
    assert iv.auc_roc == roc
    assert iv.auc_pr == boot.auc_pr
    assert iv.average_precision == boot.average_precision
    assert (iv.level, iv.method, iv.auc_roc_method, iv.n_bootstrap, iv.seed) == (
        0.9, "bca", "delong", 300, 3)
    assert e.confidence_interval("auc_pr") == iv.auc_pr
    for ci in (iv.auc_roc, iv.auc_pr, iv.average_precision):
        assert type(ci.low) is float and type(ci.high) is float and ci.level == 0.9
    d = e.to_dict()  # the command line's keys, flattened
    assert d["auc_pr_ci"] == list(boot.auc_pr.interval) and d["seed"] == 3
    plain = evaluate(y, s)
    assert plain.intervals is None and plain.to_dict()["seed"] is None
    with pytest.raises(ValueError, match="no confidence intervals"):
        plain.confidence_interval()
    with pytest.raises(ValueError, match="quantity must be one of"):
        e.confidence_interval("auc")


def test_bootstrap_auc_roc_interval_and_logit():
    y, scores = load_default_models()
    s = scores["naive_bayes"]
    e = evaluate(y, s, ci=0.95, n_bootstrap=200, random_state=1, ci_method="logit",
                 auc_roc_ci_method="percentile")
    boot = bootstrap_ci(y, s, n_bootstrap=200, random_state=1, method="percentile")
    assert e.intervals is not None
    assert e.intervals.auc_roc.interval == boot.auc_roc.interval
    assert e.intervals.method == "logit"
    r = area_intervals(y, s, method="logit", random_state=1)
    assert r.n_bootstrap is None and r.seed is None and r.auc_pr.method == "logit"


@pytest.mark.parametrize(
    ("kwargs", "exc", "match"),
    [
        ({"ci": 1.0}, ValueError, r"ci must be in \(0, 1\), got 1.0"),
        ({"ci": 0.9, "ci_method": "basic"}, ValueError, "ci_method must be one of"),
        ({"ci": 0.9, "auc_roc_ci_method": "x"}, ValueError, "auc_roc_ci_method must be one of"),
        ({"ci": 0.9, "recall_range": (0.0, 0.5)}, ValueError, "ci needs recall_range"),
    ],
)
def test_evaluate_ci_errors(kwargs, exc, match):
    with pytest.raises(exc, match=match):
        evaluate([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], **kwargs)


def test_evaluate_ci_with_one_class_warns_once():
    with pytest.warns(DegenerateDataWarning) as record:
        e = evaluate([1, 1, 1], [0.1, 0.2, 0.3], ci=0.95, random_state=0)
    assert len(record) == 1
    assert all(math.isnan(v) for v in e.confidence_interval("auc_roc").interval)


def test_compare_pairs():
    y, scores = load_default_models()
    r = compare(y, scores, n_bootstrap=200, random_state=0)
    assert r.names == ("logistic_regression", "naive_bayes") and len(r.pairs) == 1
    p = r.pairs[0]
    a, b = scores["logistic_regression"], scores["naive_bayes"]
    t = delong_test(y, a, b)
    assert p.auc_roc == t
    assert p.auc_pr.difference.estimate == pytest.approx(auc_pr_score(y, a) - auc_pr_score(y, b),
                                                         abs=1e-13)
    skew = r.models[0].skew
    assert p.implied_by_auc_roc == implied_order(
        skew=skew, auc_roc=(r.models[0].auc_roc, r.models[1].auc_roc))
    assert p.implied_by_auc_pr == implied_order(
        skew=skew, auc_pr=(r.models[0].auc_pr, r.models[1].auc_pr))
    assert r.models[0].intervals is not None and r.seed == 0


def test_compare_three_columns_and_sequences():
    rng = np.random.default_rng(0)
    y = (rng.random(300) < 0.2).astype(int)
    cols = [rng.normal(size=300) + k * y for k in (0.5, 1.0, 1.5)]
    r = compare(y, cols, n_bootstrap=100, random_state=0, ci_method="percentile")
    assert [(p.a, p.b) for p in r.pairs] == [("model 1", "model 2"), ("model 1", "model 3"),
                                             ("model 2", "model 3")]
    assert r.pairs[1].auc_roc.difference.estimate < 0
    assert r.pairs[1].auc_pr.difference.method == "percentile"


def test_compare_with_influence_tests_holds_pr_tests_intervals():
    """ci_method influence*: each pair's AUC-PR and AP differences are the paired influence
    test's interval of ``a - b`` (method 'influence', not logit-transformed) and p value."""
    y, scores = load_default_models()
    a, b = scores["logistic_regression"], scores["naive_bayes"]
    r = compare(y, scores, ci_method="influence-logit", level=0.9)
    for q in ("auc_pr", "average_precision"):
        t = pr_test(y, a, b, quantity=q, level=0.9)
        d = getattr(r.pairs[0], q)
        assert d == Difference(t.difference, t.p_value)
        assert (d.difference.method, d.difference.level) == ("influence", 0.9)


def test_unpaired_difference_adds_the_variances():
    """se = hypot(0.03, 0.04) = 0.05; at level 0.9 the interval is 0.1 -+ 1.6449 * 0.05 and
    p = 2 Phi(-2) = 0.0455 (normal tables)."""
    a = ConfidenceInterval(0.8, 0.7, 0.9, 0.9, "bca", 0.03)
    b = ConfidenceInterval(0.7, 0.6, 0.8, 0.9, "bca", 0.04)
    d = unpaired_difference(a, b)
    ci = d.difference
    assert ci.estimate == pytest.approx(0.1, abs=1e-15) and ci.standard_error == 0.05
    assert ci.interval == pytest.approx((0.1 - 1.6448536 * 0.05, 0.1 + 1.6448536 * 0.05))
    assert (ci.level, ci.method) == (0.9, "unpaired bca")
    assert d.p_value == pytest.approx(0.04550026, rel=1e-6)
    zero = unpaired_difference(ConfidenceInterval(0.5, 0.5, 0.5, 0.9, "percentile", 0.0),
                               ConfidenceInterval(0.5, 0.5, 0.5, 0.9, "percentile", 0.0))
    assert zero.p_value == 1.0 and all(math.isnan(v) for v in zero.difference.interval)
    with pytest.raises(ValueError, match=r"a and b must have one level, got 0\.9 and 0\.95"):
        unpaired_difference(a, ConfidenceInterval(0.7, 0.6, 0.8, 0.95, "bca", 0.04))


@pytest.mark.parametrize(
    ("scores", "kwargs", "exc", "match"),
    [
        ([[0.1, 0.2, 0.3, 0.4]], {}, ValueError, "at least 2 score columns"),
        ("abc", {}, TypeError, "sequence of score arrays"),
        ([[0.1, 0.2, 0.3, 0.4]] * 2, {"ci_method": "logit"}, ValueError, "ci_method must be"),
    ],
)
def test_compare_errors(scores, kwargs, exc, match):
    with pytest.raises(exc, match=match):
        compare([0, 1, 0, 1], scores, **kwargs)


def test_compare_is_reproducible_from_the_reported_seed():
    y, scores = load_default_models()
    r = compare(y, scores, n_bootstrap=100, random_state=np.random.default_rng(5))
    again = compare(y, scores, n_bootstrap=100, random_state=r.seed)
    assert again == r


def test_one_generator_governs_every_bootstrap_of_a_call():
    """With a Generator as random_state and a bootstrap AUC-ROC interval, the
    same generator state gives the same intervals (the second bootstrap ignored it before)."""
    y, scores = load_default_models()
    s = scores["naive_bayes"]
    runs = [evaluate(y, s, ci=0.95, n_bootstrap=200, auc_roc_ci_method="bca",
                     random_state=np.random.default_rng(0)).intervals for _ in range(3)]
    assert runs[0] == runs[1] == runs[2]



def test_unpaired_difference_refuses_logit_intervals():
    """A logit interval's standard error is on the logit scale: adding it to another's in
    quadrature mixes scales (was accepted silently)."""
    from numeric.confidence import ConfidenceInterval
    from numeric.stats.compare import unpaired_difference

    logit = ConfidenceInterval(0.8, 0.7, 0.9, 0.95, "logit", 0.3)
    boot = ConfidenceInterval(0.7, 0.6, 0.8, 0.95, "bca", 0.04)
    with pytest.raises(ValueError, match=r"a must carry a standard error of its estimate, got "
                       r"a 'logit' interval"):
        unpaired_difference(logit, boot)
    with pytest.raises(ValueError, match=r"b must carry"):
        unpaired_difference(boot, logit)
