"""Tests of rocpr.plotting.displays: the Display classes, as numbers drawn.

Peers: scikit-learn's own ``RocCurveDisplay`` and ``PrecisionRecallDisplay`` on the same data
(arrays, areas, positive label, chance level, axis labels, fold curves), scikit-learn's
``roc_curve``/``roc_auc_score`` (the ROC line), an independent interpolation written here
(precision ``TP/(TP + FP)`` with FP linear in TP between vertices: Davis & Goadrich's rule),
Boyd's ``r/(r + a)`` closed form, and a fitted scikit-learn ``LogisticRegression`` for
``from_estimator``.
"""

from __future__ import annotations

import subprocess
import sys

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from sklearn import metrics
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_validate
from sklearn.naive_bayes import GaussianNB

import rocpr
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.stats.evaluate import evaluate
from rocpr.plotting.curves import PALETTE, new_figure
from rocpr.plotting.displays import (
    FeasibleRegionDisplay,
    PrecisionRecallDisplay,
    RocCurveDisplay,
)


def _data(n: int = 300, seed: int = 0):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.2).astype(int)
    return y, np.round(y + rng.normal(0, 1.0, n), 1)  # ties: rounded scores


def _dg_precisions_reference(y, s, recall):
    """Davis & Goadrich's interpolation, slowly: vertices at each distinct threshold, then
    between two vertices A, B precision = TP/(TP + FP_A + (FP_B-FP_A)/(TP_B-TP_A) (TP-TP_A)).
    For each recall, every precision the curve takes there (several at a vertical drop)."""
    y, s = np.asarray(y), np.asarray(s)
    thresholds = sorted(set(s.tolist()), reverse=True)
    tp = [0.0] + [float(np.sum((s >= t) & (y == 1))) for t in thresholds]
    fp = [0.0] + [float(np.sum((s >= t) & (y == 0))) for t in thresholds]
    n_pos = float(np.sum(y == 1))
    out = []
    for r in recall:
        t = r * n_pos
        found = []
        for k in range(len(tp) - 1):
            if tp[k + 1] > tp[k] and tp[k] <= t <= tp[k + 1]:
                f = fp[k] + (fp[k + 1] - fp[k]) * (t - tp[k]) / (tp[k + 1] - tp[k])
                found.append(t / (t + f))
            elif tp[k] == tp[k + 1] == t:  # a vertical drop at this recall: both ends
                found += [t / (t + fp[k]), t / (t + fp[k + 1])]
        out.append(found)
    return out


def test_pr_display_draws_the_exact_interpolation_and_boyds_minimum() -> None:
    y, s = _data()
    d = PrecisionRecallDisplay.from_predictions(y, s, name="m")
    assert isinstance(d.ax_, Axes) and d.figure_ is d.ax_.figure
    r, p = (np.asarray(v, dtype=float) for v in d.line_.get_data())
    inner = (r > 0) & (r < 1)
    for x, drawn, found in zip(r[inner], p[inner], _dg_precisions_reference(y, s, r[inner]),
                               strict=True):
        assert min(abs(drawn - f) for f in found) < 1e-12, (x, drawn, found)
    a = np.sum(y == 0) / np.sum(y == 1)
    mr, mp = (np.asarray(v, dtype=float) for v in d.minimum_line_.get_data())
    np.testing.assert_allclose(mp, mr / (mr + a), atol=1e-15)  # Boyd et al., Thm 1
    assert isinstance(d.unachievable_region_, PolyCollection)
    assert d.achievable_line_ is not None
    assert d.achievable_line_.get_linestyle() == "--"
    assert d.line_.get_label() == f"m (AUC-PR {evaluate(y, s).auc_pr:.3f})"
    assert d.band_ is None and d.smooth_line_ is None


def test_roc_display_matches_sklearn_and_keeps_its_artists() -> None:
    y, s = _data(seed=1)
    fig, ax = new_figure()
    d = RocCurveDisplay.from_predictions(y, s, name="m", ax=ax)
    assert d.ax_ is ax and d.figure_ is fig
    fpr, tpr, _ = metrics.roc_curve(y, s, drop_intermediate=False)
    x, t = (np.asarray(v, dtype=float) for v in d.line_.get_data())
    np.testing.assert_allclose(x, fpr, atol=1e-15)
    np.testing.assert_allclose(t, tpr, atol=1e-15)
    assert d.line_.get_label() == f"m (AUC-ROC {metrics.roc_auc_score(y, s):.3f})"
    hx, ht = (np.asarray(v, dtype=float) for v in d.hull_line_.get_data())
    # the hull lies on or above every ROC vertex
    assert np.all(np.interp(fpr, hx, ht) >= tpr - 1e-12)
    assert d.chance_level_ is None


def test_bands_and_smoothing_are_drawn_from_the_numeric_results() -> None:
    y, s = _data(seed=2)
    d = RocCurveDisplay.from_predictions(y, s, band=0.9, smooth=True, n_bootstrap=100,
                                         random_state=0)
    assert d.band is not None and d.band.level == 0.9 and d.band.curve == "roc"
    pointwise, simultaneous = d.band_
    for artist, lo, hi in ((pointwise, d.band.pointwise_low, d.band.pointwise_high),
                           (simultaneous, d.band.simultaneous_low, d.band.simultaneous_high)):
        verts = artist.get_paths()[0].vertices
        assert verts[:, 1].min() == pytest.approx(lo.min()) and verts[:, 1].max() == (
            pytest.approx(hi.max()))
    assert "90% pointwise band" in pointwise.get_label()
    sx, st = (np.asarray(v, dtype=float) for v in d.smooth_line_.get_data())
    np.testing.assert_array_equal(sx, d.smoothing.fpr)
    np.testing.assert_array_equal(st, d.smoothing.tpr)
    p = PrecisionRecallDisplay.from_predictions(y, s, band=True, smooth=True, n_bootstrap=100,
                                                random_state=0)
    assert p.band.curve == "pr" and p.band.level == 0.95
    rx, ry = (np.asarray(v, dtype=float) for v in p.smooth_line_.get_data())
    a = np.sum(y == 0) / np.sum(y == 1)
    ok = rx > 0
    np.testing.assert_allclose(ry[ok], rx[ok] / (rx[ok] + a * p.smoothing.fpr[ok]), rtol=1e-12)


def test_from_estimator_scores_the_positive_class_like_sklearn() -> None:
    rng = np.random.default_rng(3)
    X = rng.normal(size=(200, 2))
    y = np.where(X[:, 0] + rng.normal(0, 1, 200) > 0, "yes", "no")
    clf = LogisticRegression().fit(X, y)
    d = RocCurveDisplay.from_estimator(clf, X, y)
    auc = metrics.roc_auc_score(y == "yes", clf.decision_function(X))
    assert d.line_.get_label() == f"LogisticRegression (AUC-ROC {auc:.3f})"
    p = PrecisionRecallDisplay.from_estimator(clf, X, y, response_method="predict_proba",
                                              name="lr")
    assert p.auc_pr == pytest.approx(evaluate(y, clf.predict_proba(X)[:, 1],
                                              pos_label="yes").auc_pr, rel=1e-12)
    f = FeasibleRegionDisplay.from_estimator(clf, X, y, response_method="decision_function")
    (px,), _ = f.points_["LogisticRegression"].get_data()
    assert px == pytest.approx(auc, abs=1e-12)
    no = RocCurveDisplay.from_estimator(clf, X, y, pos_label="no")  # classes_[0]: negated
    assert no.roc_auc == pytest.approx(auc, rel=1e-12) and no.pos_label == "no"
    theirs = metrics.RocCurveDisplay.from_estimator(clf, X, y, pos_label="no")
    np.testing.assert_array_equal(no.fpr, theirs.fpr)
    np.testing.assert_array_equal(no.tpr, theirs.tpr)


def test_feasible_region_display_places_models_and_crosses() -> None:
    y, s = _data(seed=4)
    _, s2 = _data(seed=5)
    e1 = evaluate(y, s, ci=0.9, n_bootstrap=100, random_state=0)
    e2 = evaluate(y, s2)
    d = FeasibleRegionDisplay.from_evaluations({"a": e1, "b": e2})
    assert d.skew == pytest.approx(np.sum(y == 0) / np.sum(y == 1))
    assert d.points_["a"].get_data()[0][0] == e1.auc_roc
    h, v = d.crosses_["a"]
    assert list(h.get_xdata()) == list(e1.intervals.auc_roc.interval)
    assert list(v.get_ydata()) == list(e1.intervals.auc_pr.interval)
    assert "b" not in d.crosses_
    assert d.line_ is d.bound_lines_["auc_pr_min"] and d.region_ is not None
    # the shaded region spans exact minimum to maximum
    x = np.asarray(d.bound_lines_["auc_pr_max"].get_xdata())
    assert np.all(np.asarray(d.bound_lines_["auc_pr_max"].get_ydata())
                  >= np.asarray(d.bound_lines_["auc_pr_min"].get_ydata()) - 1e-12)
    assert x[0] == 0.0 and x[-1] == 1.0


def test_plot_again_on_other_axes_returns_self() -> None:
    y, s = _data(seed=6)
    d = RocCurveDisplay.from_predictions(y, s)
    _, ax = new_figure()
    assert d.plot(ax=ax, name="again", show_hull=False, lw=3) is d
    assert d.line_.get_linewidth() == 3.0
    assert d.ax_ is ax and d.hull_line_ is None and d.line_.get_label().startswith("again")


def test_lazy_exports_load_no_matplotlib() -> None:
    code = ("import sys, rocpr; assert 'matplotlib' not in sys.modules; "
            "assert 'pandas' not in sys.modules; d = rocpr.RocCurveDisplay; "
            "assert 'matplotlib' in sys.modules; print(d.__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "rocpr.plotting.displays"
    assert rocpr.PrecisionRecallDisplay is PrecisionRecallDisplay
    assert {"PrecisionRecallDisplay", "RocCurveDisplay", "FeasibleRegionDisplay"} <= set(
        dir(rocpr))
    with pytest.raises(AttributeError, match="module 'rocpr' has no attribute 'Nope'"):
        rocpr.Nope  # noqa: B018


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: PrecisionRecallDisplay([1, 0], [0, 1], curve="pr"), TypeError,
         "curve must be a PRCurve, a list of them or None, got str"),
        (lambda: RocCurveDisplay(fpr=[0, 1], tpr=[0, 1], curve="roc"), TypeError,
         "curve must be a ROCCurve, a list of them or None, got str"),
        (lambda: PrecisionRecallDisplay.from_curve([0, 1]), TypeError,
         "curve must be a PRCurve, got list"),
        (lambda: RocCurveDisplay.from_curve("roc"), TypeError, "curve must be a ROCCurve, got str"),
        (lambda: PrecisionRecallDisplay([1, 0], [0, 1]).plot(plot_chance_level=True), ValueError,
         "prevalence_pos_label must be given to plot the chance level"),
        (lambda: RocCurveDisplay.from_predictions([0, 1], [0.1, 0.9], curve_kwargs=[{}, {}]),
         ValueError, "curve_kwargs must be None, a dict or a list of 1 dicts, got a list of 2"),
        (lambda: RocCurveDisplay.from_estimator(LogisticRegression().fit([[0], [1]], [0, 1]),
                                                [[0], [1]], [0, 1], response_method="predict"),
         ValueError, "response_method must be 'auto', 'predict_proba' or 'decision_function' "
         r"\(or a list of the last two\), got 'predict': hard predictions"),
        (lambda: RocCurveDisplay.from_estimator(LogisticRegression().fit([[0], [1]], [0, 1]),
                                                [[0], [1]], [0, 1], pos_label=2),
         ValueError, r"pos_label=2 is not a valid label: it should be one of \[0, 1\]"),
        (lambda: RocCurveDisplay.from_cv_results({"estimator": []}, [[0]], [0]), ValueError,
         "cv_results must hold 'estimator' and 'indices'"),
        (lambda: RocCurveDisplay.from_predictions([0, 1], [0.1, 0.9], name=3), TypeError,
         "name must be a str or None, got int"),
        (lambda: RocCurveDisplay.from_predictions([0, 1], [0.1, 0.9], ax="ax"), TypeError,
         "ax must be a matplotlib Axes or None, got str"),
        (lambda: PrecisionRecallDisplay.from_predictions([1, 1], [0.1, 0.9]), ValueError,
         "the data must hold both classes"),
        (lambda: FeasibleRegionDisplay(-1.0), ValueError, "skew must be > 0"),
        (lambda: FeasibleRegionDisplay(1.0, {"a": (0.5, 0.5)}, {"b": ((0, 1), (0, 1))}),
         ValueError, "intervals must name points, got 'b'"),
        (lambda: FeasibleRegionDisplay.from_evaluations({}), TypeError,
         "evaluations must be a non-empty mapping"),
        (lambda: FeasibleRegionDisplay.from_evaluations(
            {"a": evaluate([0, 1], [0.1, 0.9]), "b": evaluate([0, 0, 1], [0.1, 0.2, 0.9])}),
         ValueError, "evaluations must share one skew"),
        (lambda: RocCurveDisplay.from_estimator(object(), [[0.0]], [0]), TypeError,
         "estimator must be a fitted classifier with classes_"),
    ],
)
@pytest.mark.filterwarnings("ignore::numeric.DegenerateDataWarning")
def test_errors(call, exc, match) -> None:
    with pytest.raises(exc, match=match):
        call()


# --------------------------------------------------------------------------------------------
# Against scikit-learn's own displays on the same data


LABELS = [((0, 1), None), ((-1, 1), None), ((1, 2), 2), (("no", "yes"), "yes"), ((0, 1), 0)]


@pytest.mark.parametrize(("labels", "pos_label"), LABELS)
@pytest.mark.parametrize("drop_intermediate", [False, True])
def test_from_predictions_stores_what_sklearn_stores(labels, pos_label, drop_intermediate):
    y01, s = _data(seed=7)
    y = np.where(y01 == 1, labels[1], labels[0])
    w = np.random.default_rng(7).uniform(0.5, 2.0, y.size)
    kw = {"pos_label": pos_label, "drop_intermediate": drop_intermediate, "sample_weight": w,
          "plot_chance_level": True}
    ours, theirs = (PrecisionRecallDisplay.from_predictions(y, s, **kw),
                    metrics.PrecisionRecallDisplay.from_predictions(y, s, **kw))
    for attr in ("precision", "recall"):
        np.testing.assert_array_equal(getattr(ours, attr), getattr(theirs, attr))
    assert ours.average_precision == pytest.approx(theirs.average_precision, rel=1e-12)
    assert ours.prevalence_pos_label == theirs.prevalence_pos_label
    assert ours.pos_label == theirs.pos_label and ours.name == theirs.name == "Classifier"
    np.testing.assert_array_equal(ours.chance_level_.get_ydata(), theirs.chance_level_.get_ydata())
    assert ours.chance_level_.get_label() == theirs.chance_level_.get_label()
    assert (ours.ax_.get_xlabel(), ours.ax_.get_ylabel()) == (theirs.ax_.get_xlabel(),
                                                              theirs.ax_.get_ylabel())
    ours, theirs = (RocCurveDisplay.from_predictions(y, s, **kw),
                    metrics.RocCurveDisplay.from_predictions(y, s, **kw))
    np.testing.assert_array_equal(ours.fpr, theirs.fpr)
    np.testing.assert_array_equal(ours.tpr, theirs.tpr)
    assert ours.roc_auc == pytest.approx(theirs.roc_auc, rel=1e-12)
    assert ours.pos_label == theirs.pos_label
    np.testing.assert_array_equal(ours.chance_level_.get_xydata(),
                                  theirs.chance_level_.get_xydata())
    assert ours.chance_level_.get_label() == theirs.chance_level_.get_label()
    assert (ours.ax_.get_xlabel(), ours.ax_.get_ylabel()) == (theirs.ax_.get_xlabel(),
                                                              theirs.ax_.get_ylabel())
    plt.close("all")


@pytest.mark.parametrize("response_method", ["auto", "predict_proba", "decision_function"])
def test_from_estimator_resolves_response_and_pos_label_as_sklearn(response_method):
    rng = np.random.default_rng(8)
    X = rng.normal(size=(150, 2))
    y = np.where(X[:, 0] + rng.normal(0, 1, 150) > 0, 2, 1)
    clf = LogisticRegression().fit(X, y)
    for pos_label in (None, 1, 2):
        kw = {"response_method": response_method, "pos_label": pos_label}
        for ours_cls, theirs_cls, attrs in (
                (RocCurveDisplay, metrics.RocCurveDisplay, ("fpr", "tpr")),
                (PrecisionRecallDisplay, metrics.PrecisionRecallDisplay, ("precision", "recall"))):
            ours, theirs = ours_cls.from_estimator(clf, X, y, **kw), theirs_cls.from_estimator(
                clf, X, y, **kw)
            for attr in attrs:
                np.testing.assert_allclose(getattr(ours, attr), getattr(theirs, attr),
                                           rtol=1e-12)
            assert ours.pos_label == theirs.pos_label and ours.name == theirs.name
    plt.close("all")


def test_from_estimator_auto_uses_predict_proba_not_hard_labels():
    X, y = _data(seed=9)[1].reshape(-1, 1), _data(seed=9)[0]
    model = GaussianNB().fit(X, y)
    d = RocCurveDisplay.from_estimator(model, X, y)
    assert d.roc_auc == pytest.approx(metrics.roc_auc_score(y, model.predict_proba(X)[:, 1]),
                                      rel=1e-12)
    assert d.roc_auc != pytest.approx(metrics.roc_auc_score(y, model.predict(X)))


def test_from_cv_results_matches_sklearn():
    rng = np.random.default_rng(10)
    X = rng.normal(size=(200, 3))
    y = (X[:, 0] + rng.normal(0, 1, 200) > 0.5).astype(int)
    cv = cross_validate(LogisticRegression(), X, y, cv=4, return_estimator=True,
                        return_indices=True)
    for ours_cls, theirs_cls, attrs in (
            (RocCurveDisplay, metrics.RocCurveDisplay, ("fpr", "tpr")),
            (PrecisionRecallDisplay, metrics.PrecisionRecallDisplay, ("precision", "recall"))):
        ours = ours_cls.from_cv_results(cv, X, y, name="lr", plot_chance_level=True)
        theirs = theirs_cls.from_cv_results(cv, X, y, name="lr", plot_chance_level=True)
        for attr in attrs:
            for a, b in zip(getattr(ours, attr), getattr(theirs, attr), strict=True):
                np.testing.assert_allclose(a, b, rtol=1e-12)
        assert len(ours.line_) == len(theirs.line_) == 4
        assert [line.get_alpha() for line in ours.line_] == [0.5] * 4
        assert {line.get_color() for line in ours.line_} == {PALETTE[0]}  # one series
        labels = [line.get_label() for line in ours.line_]
        assert labels[0].startswith("lr (AUC-") and "+/-" in labels[0]
        assert all(label.startswith("_") for label in labels[1:])
    assert ours.pos_label == theirs.pos_label == 1
    np.testing.assert_allclose([c.get_ydata()[0] for c in ours.chance_level_],
                               theirs.prevalence_pos_label)
    plt.close("all")


def test_array_constructors_draw_as_sklearn():
    y, s = _data(seed=11)
    precision, recall, _ = metrics.precision_recall_curve(y, s)
    ours = PrecisionRecallDisplay(precision, recall, average_precision=0.5, name="m").plot()
    theirs = metrics.PrecisionRecallDisplay(precision, recall, average_precision=0.5,
                                            name="m").plot()
    np.testing.assert_array_equal(ours.line_.get_xydata(), theirs.line_.get_xydata())
    assert ours.line_.get_drawstyle() == theirs.line_.get_drawstyle() == "steps-post"
    assert ours.line_.get_label() == "m (AP 0.500)"
    fpr, tpr, _ = metrics.roc_curve(y, s)
    ours = RocCurveDisplay(fpr=fpr, tpr=tpr, roc_auc=0.7, name="m").plot(show_hull=False)
    theirs = metrics.RocCurveDisplay(fpr=fpr, tpr=tpr, roc_auc=0.7, name="m").plot()
    np.testing.assert_array_equal(ours.line_.get_xydata(), theirs.line_.get_xydata())
    plt.close("all")


def test_made_through_pyplot_readable_and_in_the_palette():
    plt.close("all")
    y, s = _data(seed=12)
    for cls in (PrecisionRecallDisplay, RocCurveDisplay):
        d = cls.from_predictions(y, s, plot_chance_level=True, band=True, n_bootstrap=30,
                                 random_state=0)
        assert d.figure_.number in plt.get_fignums()
        d.figure_.canvas.draw()
        assert d.ax_.get_position().width >= 0.55  # of the figure's width, after layout
        legend = d.ax_.get_legend().get_window_extent()
        box = d.ax_.get_window_extent()
        assert box.x0 <= legend.x0 and legend.x1 <= box.x1  # the legend is inside
        assert d.line_.get_color() == PALETTE[0]
        second = cls.from_predictions(y, -s, ax=d.ax_, name="reversed")
        assert second.line_.get_color() == PALETTE[1]
    assert len(plt.get_fignums()) == 2
    plt.close("all")


def test_line_keywords_curve_kwargs_and_despine():
    y, s = _data(seed=13)
    d = PrecisionRecallDisplay.from_predictions(y, s, lw=3, c="k", despine=True)
    assert d.line_.get_linewidth() == 3.0 and d.line_.get_color() == "k"
    assert not d.ax_.spines["top"].get_visible() and not d.ax_.spines["right"].get_visible()
    r = RocCurveDisplay.from_predictions(y, s, curve_kwargs={"linestyle": ":"},
                                         chance_level_kw={"color": "r"}, plot_chance_level=True)
    assert r.line_.get_linestyle() == ":" and r.chance_level_.get_color() == "r"
    assert PrecisionRecallDisplay.from_curve(
        PRCurve([0.0, 1.0], [1.0, 0.5], skew=1.0)).plot(show_minimum=False).minimum_line_ is None
    assert RocCurveDisplay.from_curve(ROCCurve([0, 1], [0, 1], skew=1.0)).roc_auc == 0.5
    plt.close("all")


def test_feasible_region_display_is_readable_and_made_through_pyplot():
    plt.close("all")
    y, s = _data(seed=14)
    d = FeasibleRegionDisplay.from_predictions(y, s)
    assert d.figure_.number in plt.get_fignums()
    d.figure_.canvas.draw()
    assert d.ax_.get_position().width >= 0.55
    legend, box = d.ax_.get_legend().get_window_extent(), d.ax_.get_window_extent()
    assert box.x0 <= legend.x0 and legend.x1 <= box.x1 and box.y0 <= legend.y0 <= box.y1
    plt.close("all")
