"""Tests of rocpr.plotting.displays: the Display classes, as numbers drawn.

Peers: scikit-learn's ``roc_curve``/``roc_auc_score`` (the ROC line), an independent
interpolation written here (precision ``TP/(TP + FP)`` with FP linear in TP between vertices:
Davis & Goadrich's rule), Boyd's ``r/(r + a)`` closed form, and a fitted scikit-learn
``LogisticRegression`` for ``from_estimator``.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from sklearn import metrics
from sklearn.linear_model import LogisticRegression

import rocpr
from numeric.data.evaluation import evaluate
from rocpr.plotting.curves import new_figure
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
    assert d.chance_line_.get_label() == "chance"


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
    f = FeasibleRegionDisplay.from_estimator(clf, X, y)
    (px,), _ = f.points_["LogisticRegression"].get_data()
    assert px == pytest.approx(auc, abs=1e-12)
    with pytest.raises(ValueError, match=r"pos_label must be the estimator's classes_\[1\]"):
        RocCurveDisplay.from_estimator(clf, X, y, pos_label="no")


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
    assert d.plot(ax=ax, name="again", show_hull=False) is d
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
        (lambda: PrecisionRecallDisplay([0, 1]), TypeError, "curve must be a PRCurve, got list"),
        (lambda: RocCurveDisplay("roc"), TypeError, "curve must be a ROCCurve, got str"),
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
