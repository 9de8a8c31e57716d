"""Tests of rocpr.scorers: scikit-learn's model selection accepts them; values as numeric's.

Peers: scikit-learn's own scorers (``"average_precision"``, ``"roc_auc"``, ``"roc_auc_ovo"``, ...)
on the same folds, and numeric's metrics on the held-out scores computed in the test.
"""

import math
import subprocess
import sys

import numpy as np
import pytest

from numeric import (
    DegenerateDataWarning,
    auc_npr_score,
    auc_pr_score,
    average_precision_score,
    partial_auc_roc_score,
)
from rocpr import scorers

sklearn = pytest.importorskip("sklearn")
from sklearn import metrics  # noqa: E402
from sklearn.datasets import make_classification  # noqa: E402
from sklearn.linear_model import LogisticRegression  # noqa: E402
from sklearn.metrics import get_scorer, make_scorer, roc_auc_score  # noqa: E402
from sklearn.model_selection import GridSearchCV, StratifiedKFold, cross_validate  # noqa: E402
from sklearn.naive_bayes import GaussianNB  # noqa: E402
from sklearn.preprocessing import label_binarize  # noqa: E402

SCORING = {
    "auc_pr": scorers.auc_pr,
    "average_precision": scorers.average_precision,
    "auc_npr": scorers.auc_npr,
    "pauc": scorers.partial_auc_roc(0.2),
}
METRICS = {
    "auc_pr": auc_pr_score,
    "average_precision": average_precision_score,
    "auc_npr": auc_npr_score,
    "pauc": lambda y, s, **kw: partial_auc_roc_score(y, s, fpr_range=(0.0, 0.2), **kw),
}


@pytest.fixture(scope="module")
def data():
    X, y = make_classification(n_samples=240, n_features=6, n_informative=3, weights=[0.8],
                               flip_y=0.05, random_state=0)
    return X, y


CV = StratifiedKFold(n_splits=4, shuffle=True, random_state=1)


def test_module_exports():
    assert scorers.__all__ == sorted(scorers.__all__)
    for name in scorers.get_scorer_names():
        assert isinstance(getattr(scorers, name), metrics._scorer._Scorer), name
    assert "auc_pr" in dir(scorers)


def test_scorers_are_sklearn_scorers_with_metadata_routing(data):
    X, y = data
    w = np.random.default_rng(3).uniform(0.2, 3.0, y.size)
    with sklearn.config_context(enable_metadata_routing=True):
        scorer = scorers.get_scorer("auc_pr").set_score_request(sample_weight=True)
        out = cross_validate(LogisticRegression(max_iter=1000).set_fit_request(
            sample_weight=False), X, y, cv=CV, scoring=scorer, params={"sample_weight": w},
            return_estimator=True, return_indices=True)
    for k, (est, test) in enumerate(zip(out["estimator"], out["indices"]["test"],
                                        strict=True)):
        expected = auc_pr_score(y[test], est.decision_function(X[test]), sample_weight=w[test])
        assert out["test_score"][k] == expected
    unweighted = cross_validate(LogisticRegression(max_iter=1000), X, y, cv=CV,
                                scoring="average_precision")["test_score"]
    assert not np.allclose(out["test_score"], unweighted)


def test_get_scorer_returns_a_fresh_scorer_each_call():
    with sklearn.config_context(enable_metadata_routing=True):
        a = scorers.get_scorer("average_precision")
        a.set_score_request(sample_weight=True)
        b = scorers.get_scorer("average_precision")
        assert a is not b and scorers.average_precision is not a
        assert "'sample_weight': True" in str(a.get_metadata_routing())
        assert "'sample_weight': None" in str(b.get_metadata_routing())


@pytest.mark.parametrize("name, pos_label, exc, match", [
    ("auc", None, ValueError, r"name must be one of \['auc_npr', .*\], got 'auc'"),
    (3, None, TypeError, "name must be a str, got int"),
    ("auc_pr_ovr", 1, ValueError,
     "pos_label must be None for the multi-class scorer 'auc_pr_ovr', got 1"),
])
def test_get_scorer_errors(name, pos_label, exc, match):
    with pytest.raises(exc, match=match):
        scorers.get_scorer(name, pos_label=pos_label)


LABELS = [(0, 1), (-1, 1), (1, 2)]
PEERS = [("average_precision", "average_precision"),
         (scorers.partial_auc_roc(1.0), "roc_auc"),
         (scorers.partial_auc_roc(0.2), make_scorer(roc_auc_score, max_fpr=0.2,
          response_method=("decision_function", "predict_proba")))]


@pytest.mark.parametrize("labels", LABELS)
@pytest.mark.parametrize("model", [LogisticRegression(max_iter=1000), GaussianNB()],
                         ids=["decision_function", "predict_proba"])
def test_equal_to_sklearns_scorers_for_each_label_set(data, labels, model):
    X, y = data
    y = np.where(y == 1, labels[1], labels[0])
    for ours, theirs in PEERS:
        if isinstance(ours, str):
            ours = scorers.get_scorer(ours)
        a = cross_validate(model, X, y, cv=CV, scoring=ours)["test_score"]
        b = cross_validate(model, X, y, cv=CV, scoring=theirs)["test_score"]
        np.testing.assert_allclose(a, b, rtol=1e-12)
        fitted = model.fit(X, y)
        fallback = scorers.RankingScorer(ours._score_func)  # the protocol without sklearn
        assert fallback(fitted, X, y) == pytest.approx(ours(fitted, X, y), rel=1e-15)


MULTICLASS_PEERS = {"auc_roc_ovo": "roc_auc_ovo", "auc_roc_ovo_weighted": "roc_auc_ovo_weighted",
                    "auc_roc_ovr": "roc_auc_ovr", "auc_roc_ovr_weighted": "roc_auc_ovr_weighted"}


@pytest.fixture(scope="module")
def three_classes():
    X, y = make_classification(n_samples=300, n_features=6, n_informative=4, n_classes=3,
                               flip_y=0.1, random_state=2)
    return X, np.array(["a", "b", "c"])[y]


def test_multiclass_scorers_equal_sklearn_and_per_class_means(three_classes):
    X, y = three_classes
    model = GaussianNB().fit(X, y)
    proba = model.predict_proba(X)
    for ours, theirs in MULTICLASS_PEERS.items():
        assert scorers.get_scorer(ours)(model, X, y) == pytest.approx(
            get_scorer(theirs)(model, X, y), rel=1e-12), ours
        assert scorers.RankingScorer(scorers.MulticlassMetric(
            *scorers.MULTICLASS_SCORERS[ours]), ("predict_proba",))(model, X, y) == \
            pytest.approx(get_scorer(theirs)(model, X, y), rel=1e-12)
    onehot = label_binarize(y, classes=model.classes_)
    for average in ("macro", "weighted"):
        suffix = "_weighted" if average == "weighted" else ""
        assert scorers.get_scorer(f"average_precision_ovr{suffix}")(model, X, y) == \
            pytest.approx(metrics.average_precision_score(onehot, proba, average=average),
                          rel=1e-12)
        per_class = [auc_pr_score(y == c, proba[:, j])
                     for j, c in enumerate(model.classes_)]
        npr = [auc_npr_score(y == c, proba[:, j]) for j, c in enumerate(model.classes_)]
        share = onehot.mean(axis=0) if average == "weighted" else np.full(3, 1 / 3)
        assert scorers.get_scorer(f"auc_pr_ovr{suffix}")(model, X, y) == pytest.approx(
            float(np.sum(share * per_class)), rel=1e-12)
        assert scorers.get_scorer(f"auc_npr_ovr{suffix}")(model, X, y) == pytest.approx(
            float(np.sum(share * npr)), rel=1e-12)
    out = cross_validate(GaussianNB(), X, y, cv=CV, scoring={
        name: scorers.get_scorer(name) for name in scorers.MULTICLASS_SCORERS})
    assert all(np.isfinite(v).all() for k, v in out.items() if k.startswith("test_"))


def test_cross_validate_values_are_numeric_on_the_held_out_folds(data):
    X, y = data
    out = cross_validate(LogisticRegression(max_iter=1000), X, y, cv=CV, scoring=SCORING,
                         return_estimator=True, return_indices=True)
    folds = list(CV.split(X, y))
    for k, (est, test) in enumerate(zip(out["estimator"], out["indices"]["test"],
                                        strict=True)):
        np.testing.assert_array_equal(test, folds[k][1])
        s = est.decision_function(X[test])  # LogisticRegression: decision_function first
        for name, metric in METRICS.items():
            assert out[f"test_{name}"][k] == metric(y[test], s), name
    # Exact AUC-PR differs from AP: the two scorers are not the same metric.
    assert not np.allclose(out["test_auc_pr"], out["test_average_precision"])


def test_average_precision_equals_sklearns_scorer(data):
    X, y = data
    ours = cross_validate(LogisticRegression(max_iter=1000), X, y, cv=CV,
                          scoring=scorers.average_precision)["test_score"]
    theirs = cross_validate(LogisticRegression(max_iter=1000), X, y, cv=CV,
                            scoring="average_precision")["test_score"]
    np.testing.assert_allclose(ours, theirs, rtol=1e-12)


def test_partial_auc_equals_sklearns_max_fpr(data):
    X, y = data
    model = LogisticRegression(max_iter=1000).fit(X, y)
    theirs = make_scorer(roc_auc_score, max_fpr=0.2,
                         response_method=("decision_function", "predict_proba"))
    assert scorers.partial_auc_roc(0.2)(model, X, y) == pytest.approx(theirs(model, X, y),
                                                                      rel=1e-12)
    assert scorers.partial_auc_roc(1.0)(model, X, y) == pytest.approx(
        get_scorer("roc_auc")(model, X, y), rel=1e-12)


def test_grid_search_selects_by_the_mean_fold_value(data):
    X, y = data
    grid = {"C": [0.001, 1.0]}
    search = GridSearchCV(LogisticRegression(max_iter=1000), grid, cv=CV, scoring=SCORING,
                          refit="auc_pr").fit(X, y)
    for i, C in enumerate(grid["C"]):
        values = []
        for train, test in CV.split(X, y):
            est = LogisticRegression(max_iter=1000, C=C).fit(X[train], y[train])
            values.append(auc_pr_score(y[test], est.decision_function(X[test])))
        assert search.cv_results_["mean_test_auc_pr"][i] == pytest.approx(np.mean(values),
                                                                          rel=1e-12)
    best = int(np.argmax(search.cv_results_["mean_test_auc_pr"]))
    assert search.best_params_ == {"C": grid["C"][best]}
    single = GridSearchCV(LogisticRegression(max_iter=1000), grid, cv=CV,
                          scoring=scorers.auc_npr).fit(X, y)
    assert single.best_score_ == pytest.approx(max(search.cv_results_["mean_test_auc_npr"]),
                                               rel=1e-12)


def test_predict_proba_when_no_decision_function_and_string_labels(data):
    X, y = data
    labels = np.where(y == 1, "spam", "ham")  # classes_ = ['ham', 'spam']
    model = GaussianNB().fit(X, labels)
    s = model.predict_proba(X)[:, 1]
    auc_pr = scorers.get_scorer("auc_pr", pos_label="spam")
    assert auc_pr(model, X, labels) == auc_pr_score(labels, s, pos_label="spam")
    w = np.linspace(0.5, 2.0, y.size)
    ap = scorers.get_scorer("average_precision", pos_label="spam")
    assert ap(model, X, labels, sample_weight=w) == \
        average_precision_score(labels, s, sample_weight=w, pos_label="spam")
    theirs = make_scorer(metrics.average_precision_score, pos_label="spam",
                         response_method=("decision_function", "predict_proba"))
    assert ap(model, X, labels, sample_weight=w) == pytest.approx(
        theirs(model, X, labels, sample_weight=w), rel=1e-12)
    ham = scorers.RankingScorer(ap._score_func, pos_label="ham")  # the protocol without sklearn
    assert ham(model, X, labels) == average_precision_score(labels, 1 - s, pos_label="ham")


def test_one_class_fold_is_nan_with_a_warning(data):
    X, y = data
    model = LogisticRegression(max_iter=1000).fit(X, y)
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        assert math.isnan(scorers.auc_npr(model, X[y == 0], y[y == 0]))


class _NoResponse:
    classes_ = np.array([0, 1])


class _ThreeClasses:
    classes_ = np.array([0, 1, 2])

    def decision_function(self, X):
        return np.zeros((len(X), 3))


class _BadProba:
    classes_ = np.array([0, 1])

    def predict_proba(self, X):
        return np.zeros(len(X))


class _BadDecision:
    classes_ = np.array([0, 1])

    def decision_function(self, X):
        return np.zeros((len(X), 2))


@pytest.mark.parametrize("estimator, exc, match", [
    (object(), TypeError, "estimator must be a fitted classifier with classes_, got object"),
    (_NoResponse(), TypeError,
     r"estimator must have one of \['decision_function', 'predict_proba'\], got _NoResponse"),
    (_ThreeClasses(), ValueError,
     r"estimator must be a binary classifier \(2 classes_\), got 3 classes"),
    (_BadProba(), ValueError, r"predict_proba must return shape \(n_samples, 2\), got \(2,\)"),
    (_BadDecision(), ValueError,
     r"decision_function must return shape \(n_samples,\) for a binary classifier, got \(2, 2\)"),
    (GaussianNB().fit([[0.0], [1.0]], ["a", "b"]), ValueError,
     r"pos_label=1 is not a valid label: it should be one of \['a', 'b'\]"),
])
def test_estimator_errors_without_sklearn(estimator, exc, match):
    fallback = scorers.RankingScorer(scorers.auc_pr._score_func)
    with pytest.raises(exc, match=match):
        fallback(estimator, [[0.0], [1.0]], [0, 1])


@pytest.mark.parametrize("max_fpr, exc, match", [
    (0.0, ValueError, r"max_fpr must be in \(0, 1\], got 0.0"),
    (1.5, ValueError, r"max_fpr must be in \(0, 1\], got 1.5"),
    (float("nan"), ValueError, r"max_fpr must be in \(0, 1\], got nan"),
    ("0.1", TypeError, "max_fpr must be a real number, got str"),
    (True, TypeError, "max_fpr must be a real number, got bool"),
])
def test_partial_auc_roc_errors(max_fpr, exc, match):
    with pytest.raises(exc, match=match):
        scorers.partial_auc_roc(max_fpr)


def test_module_imports_without_scikit_learn():
    code = ("import sys\nsys.modules['sklearn'] = None\n"
            "from rocpr import scorers\n"
            "class E:\n classes_ = [0, 1]\n def predict_proba(self, X): "
            "return [[1 - x[0], x[0]] for x in X]\n"
            "print(scorers.auc_pr(E(), [[0.2], [0.9], [0.5]], [0, 1, 1]), "
            "type(scorers.get_scorer('auc_pr_ovr')).__name__, "
            "'sklearn' in [m.split('.')[0] for m in sys.modules if sys.modules[m]])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["1.0", "RankingScorer", "False"]


def test_scorers_pickle_for_parallel_search():
    import pickle

    for s in (*SCORING.values(), scorers.get_scorer("auc_roc_ovo")):
        assert repr(pickle.loads(pickle.dumps(s))) == repr(s)
        assert pickle.loads(pickle.dumps(s._score_func)) == s._score_func
