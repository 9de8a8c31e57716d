"""Tests of rocpr.plotting.models: the curves and panels of scored models, as numbers."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn import metrics

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.mihelich import auc_pr_max
from numeric.stats.evaluate import evaluate
from rocpr.plotting.curves import PALETTE
from rocpr.plotting.models import KINDS, model_curves, model_figure, region_position


def _data(n: int, seed: int = 0, noise: float = 1.0):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.15).astype(int)
    return y, y + rng.normal(0, noise, n)


def test_model_curves_match_the_evaluation_and_sklearn() -> None:
    y, s = _data(500)
    m = model_curves("m", y, s)
    assert m.roc.auc() == pytest.approx(metrics.roc_auc_score(y, s), abs=1e-12)
    assert m.pr.auc() == pytest.approx(m.evaluation.auc_pr, rel=1e-12)
    assert m.achievable.auc() >= m.pr.auc()  # Davis & Goadrich, Cor. 3.1
    assert m.roc.skew == pytest.approx((y == 0).sum() / (y == 1).sum())


def test_region_position_is_the_fraction_of_the_exact_range() -> None:
    y, s = _data(500, seed=1)
    e = evaluate(y, s)
    lo, hi = auc_pr_min_exact(e.skew, e.auc_roc), auc_pr_max(e.skew, e.auc_roc)
    assert region_position(e) == pytest.approx((e.auc_pr - lo) / (hi - lo), rel=1e-12)
    assert 0.0 < region_position(e) < 1.0
    assert np.isnan(region_position(evaluate(y, s, recall_range=(0.2, 0.8))))


def test_figure_panels_draw_the_models(tmp_path) -> None:
    y, s1 = _data(300, seed=2, noise=0.6)
    _, s2 = _data(300, seed=2, noise=1.5)
    models = [model_curves("a", y, s1), model_curves("b", y, s2)]
    fig = model_figure(models)
    pr_ax, roc_ax, region_ax = fig.axes
    # one colour per model, the same in every panel
    pr_lines = {ln.get_label(): ln for ln in pr_ax.get_lines()}
    a_label = f"a (AUC-PR {models[0].evaluation.auc_pr:.3f})"
    assert pr_lines[a_label].get_color() == PALETTE[0]
    roc_lines = {ln.get_label(): ln for ln in roc_ax.get_lines()}
    b_label = f"b (AUC-ROC {metrics.roc_auc_score(y, s2):.3f})"
    assert roc_lines[b_label].get_color() == PALETTE[1]
    points = [ln for ln in region_ax.get_lines() if ln.get_label().startswith(("a (", "b ("))]
    assert [(p.get_xdata()[0], p.get_ydata()[0]) for p in points] == [
        (m.evaluation.auc_roc, m.evaluation.auc_pr) for m in models]
    # the minimum PR curve and the unachievable region are drawn once
    texts = [t.get_text() for t in pr_ax.get_legend().get_texts()]
    assert len(texts) == len(set(texts)) and sum("minimum PR curve" in t for t in texts) == 1
    for kind, xlabel in zip(KINDS, ("Recall", "False Positive Rate", "AUC-ROC"), strict=True):
        assert [ax.get_xlabel() for ax in model_figure(models, kind).axes] == [xlabel]
    fig.savefig(tmp_path / "m.svg")


def test_large_curves_are_thinned_for_drawing_only() -> None:
    y, s = _data(60_000, seed=3)
    m = model_curves("big", y, s)
    fig = model_figure([m], "roc")
    line = fig.axes[0].get_lines()[0]
    x, t = np.asarray(line.get_xdata()), np.asarray(line.get_ydata())
    assert x.size < m.roc.fpr.size / 2  # thinned
    drawn_area = float(np.sum(np.diff(x) * (t[1:] + t[:-1]) / 2))
    assert drawn_area == pytest.approx(m.evaluation.auc_roc, abs=1e-3)  # still the same curve
    assert line.get_label() == f"big (AUC-ROC {metrics.roc_auc_score(y, s):.3f})"  # exact area


def test_confidence_intervals_draw_a_cross_when_present() -> None:
    """Evaluations that carry intervals get a cross on the region panel."""
    y, s = _data(300, seed=4)
    ev = evaluate(y, s, ci=0.9, n_bootstrap=100, random_state=0)
    assert ev.intervals is not None
    ax = model_figure([model_curves("m", y, s, evaluation=ev)], "region").axes[0]
    crosses = [ln for ln in ax.get_lines() if ln.get_label() == "_ci"]
    assert len(crosses) == 2
    assert list(crosses[0].get_xdata()) == list(ev.intervals.auc_roc.interval)
    assert list(crosses[1].get_ydata()) == list(ev.intervals.auc_pr.interval)
    plain = model_figure([model_curves("m", y, s)], "region").axes[0]
    assert not [ln for ln in plain.get_lines() if ln.get_label() == "_ci"]


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: model_curves(3, [0, 1], [0.1, 0.9]), TypeError, "name must be a str, got int"),
        (lambda: model_figure([]), TypeError, "models must be a non-empty sequence"),
        (lambda: model_figure([model_curves("m", [0, 1], [0.1, 0.9])], "hist"), ValueError,
         "kind must be one of pr, roc, region, all, got 'hist'"),
        (lambda: model_figure([model_curves("m", [0, 1], [0.1, 0.9]),
                               model_curves("n", [0, 0, 1], [0.1, 0.2, 0.9])]), ValueError,
         "models must share one skew"),
        (lambda: model_curves("m", [1, 1], [0.1, 0.9]), ValueError,
         "m: the data must hold both classes"),
    ],
)
@pytest.mark.filterwarnings("ignore::numeric.DegenerateDataWarning")
def test_errors(call, exc, match) -> None:
    with pytest.raises(exc, match=match):
        call()
