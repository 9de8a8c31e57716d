"""Tests of rocpr.render.report: the report's numbers and both renderings (the browser test is in
tests/rocpr/cli/test_report.py)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from sklearn import metrics

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.mihelich import global_min_auc_pr
from numeric.data.evaluation import INTERVAL_KEYS, Evaluation
from rocpr.io.models import ScoredModels
from rocpr.render.report import _meaning, build_report, render_html, render_markdown, write_report


@pytest.fixture(scope="module")
def report():
    rng = np.random.default_rng(11)
    y = (rng.random(500) < 0.25).astype(int)
    scores = {"x|y": y + rng.normal(0, 0.7, y.size), "z": y + rng.normal(0, 2.0, y.size)}
    models = ScoredModels(y, None, scores, "synthetic")
    return build_report(models, command="rocpr report"), y, scores


def test_numbers(report) -> None:
    r, y, scores = report
    assert [p.name for p in r.models] == list(scores)
    a = (y == 0).sum() / (y == 1).sum()
    assert r.global_min_auc_pr == pytest.approx(1 - a * np.log((1 + a) / a), rel=1e-12)
    assert r.global_min_auc_pr == global_min_auc_pr(a)
    for p, s in zip(r.models, scores.values(), strict=True):
        assert p.evaluation.auc_roc == pytest.approx(metrics.roc_auc_score(y, s), abs=1e-12)
        c = 1 - p.evaluation.auc_roc
        assert p.auc_pr_max == pytest.approx(1 - a * np.log((1 + a) / (1 - c + a)), rel=1e-12)
        assert p.auc_pr_min_mihelich == pytest.approx(
            1 - a * c * np.log((1 + a * c) / (a * c)), rel=1e-12)
        assert p.auc_pr_min == auc_pr_min_exact(a, p.evaluation.auc_roc)
        assert p.position == pytest.approx(
            (p.evaluation.auc_pr - p.auc_pr_min) / (p.auc_pr_max - p.auc_pr_min), rel=1e-12)


def test_every_metric_has_a_meaning() -> None:
    for f in dataclasses.fields(Evaluation):
        assert _meaning(f.name), f.name
    assert _meaning("no_such_field") == ""


def test_html_and_markdown_show_every_metric(report) -> None:
    r, _, _ = report
    page = render_html(r, kinds=("region",))
    md = render_markdown(r, {})
    keys = r.models[0].evaluation.to_dict()
    for name in keys:
        if name in INTERVAL_KEYS:  # interval rows only where intervals exist
            assert f">{name}<" not in page and f"| {name} |" not in md
            continue
        assert f">{name}<" in page or name in ("n", "n_pos", "n_neg", "prevalence", "skew")
        assert f"| {name} |" in md
    assert page.count("<svg") == 1 and "x|y" in page
    assert "| x\\|y | z |" in md.replace("metric | ", "")  # the pipe in a name is escaped


def test_write_report_rejects_other_suffixes(report, tmp_path) -> None:
    with pytest.raises(ValueError, match=r"--output must end in \.html or \.md, got '.*r\.txt'"):
        write_report(tmp_path / "r.txt", report[0])
