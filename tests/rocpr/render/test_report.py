"""Tests of rocpr.render.report: the report's numbers and both renderings (the browser test is in
tests/rocpr/cli/test_report.py)."""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
from html import escape as html_escape

import numpy as np
import pytest
from sklearn import metrics

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.mihelich import global_min_auc_pr
from numeric.data.evaluation import INTERVAL_KEYS, Evaluation
from rocpr.io.models import ScoredModels
from rocpr.render.report import (
    IMPLIED_NOTE,
    _meaning,
    build_report,
    p_text,
    pair_sentence,
    render_html,
    render_markdown,
    write_report,
)


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


# --------------------------------------------------------------------------------------------
# Readability: no empty rows, one sentence per pair, "implied" explained, numbers never wrap


def _two_model_report(noise_b: float, seed: int, n: int = 3000, ci: float | None = 0.95):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.3).astype(int)
    scores = {"forest": y + rng.normal(0, 0.5, n), "logreg": y + rng.normal(0, noise_b, n)}
    return build_report(ScoredModels(y, None, scores, "synthetic"), command="rocpr report",
                        ci=ci, seed=0)


def test_no_empty_rows_without_a_bootstrap(report) -> None:
    r, _, _ = report
    assert r.models[0].evaluation.intervals is None
    without = _two_model_report(2.0, 1, ci=None)
    for rep in (r, without):
        md, page = render_markdown(rep, {}), render_html(rep, kinds=())
        for key in ("n_bootstrap", "seed", "ci_level", "auc_roc_ci"):
            assert f"| {key} |" not in md and f">{key}<" not in page
        assert "| - |" not in md.replace("| - | -", "")  # no row of dashes only
    influence = _two_model_report(2.0, 1)  # 900 positives: influence-logit, no bootstrap
    assert influence.models[0].evaluation.intervals.method == "influence-logit"
    md = render_markdown(influence, {})
    assert "| ci_method |" in md and "| n_bootstrap |" not in md and "| seed |" not in md


def test_one_sentence_per_pair(report) -> None:
    strong = _two_model_report(2.0, 2)
    pair = strong.comparison.pairs[0]
    ps = [pair.auc_roc.p_value, pair.auc_pr.p_value, pair.average_precision.p_value]
    assert max(ps) < 1e-30 and pair.auc_roc.difference.estimate > 0
    k = int(np.floor(-np.log10(max(ps))))
    sentence = f"forest is better than logreg on all three areas (p < 1e-{k})."
    assert pair_sentence(pair, strong.comparison.level) == sentence
    assert f"<li>{html_escape(sentence)}</li>" in render_html(strong, kinds=())
    assert f"* {sentence}" in render_markdown(strong, {})
    close = _two_model_report(0.5, 3, n=400)  # the same model twice: no area differs
    pair = close.comparison.pairs[0]
    ps = [pair.auc_roc.p_value, pair.auc_pr.p_value, pair.average_precision.p_value]
    assert min(ps) > 0.05
    assert pair_sentence(pair, 0.95) == (
        f"No area differs between forest and logreg (AUC-ROC {p_text(ps[0])}, AUC-PR "
        f"{p_text(ps[1])}, AP {p_text(ps[2])}).")
    assert p_text(0.0263) == "p = 0.026" and p_text(2.76e-34) == "p < 1e-33"


def test_implied_is_explained_in_one_line() -> None:
    r = _two_model_report(2.0, 2)
    page, md = render_html(r, kinds=()), render_markdown(r, {})
    assert IMPLIED_NOTE in md and html_escape(IMPLIED_NOTE) in page
    assert "\n" not in IMPLIED_NOTE and "not implied" not in md


def test_numbers_never_wrap_in_a_browser(tmp_path) -> None:
    """Every numeric cell (intervals included) renders on one line in a narrow window."""
    browser = next((p for p in map(shutil.which, ("chromium", "chromium-browser",
                                                   "google-chrome")) if p), None)
    if browser is None:
        pytest.skip("no Chromium installed: the report was NOT rendered in a browser")
    r = _two_model_report(2.0, 2)
    page = render_html(r, kinds=()).replace(
        "</body>", "<script>const lines = td => { const r = document.createRange(); "
        "r.selectNodeContents(td); return new Set([...r.getClientRects()].map(b => "
        "Math.round(b.top))).size; }; const cells = [...document.querySelectorAll('td.num')]; "
        "document.body.setAttribute('data-wrapped', cells.filter(td => lines(td) > 1).length "
        "+ '/' + cells.length)</script></body>")
    path = tmp_path / "r.html"
    path.write_text(page)
    dom = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                          "--window-size=700,900", f"--user-data-dir={tmp_path / 'p'}",
                          "--dump-dom", path.as_uri()], capture_output=True, text=True,
                         timeout=180, check=False)
    assert dom.returncode == 0, dom.stderr[-2000:]
    wrapped, total = re.search(r'data-wrapped="(\d+)/(\d+)"', dom.stdout).groups()
    assert int(total) > 40 and int(wrapped) == 0
