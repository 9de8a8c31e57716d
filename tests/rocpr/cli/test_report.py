"""Tests of ``rocpr report``: the HTML rendered in a real browser, the Markdown, and errors.

The HTML test renders the page with headless Chromium (Debian's ``chromium``, installed by
``.ci/run`` where missing) to a PNG and to its rendered DOM, and asserts that the render
succeeded and that the page's text holds the numbers. It is skipped, saying why, only where no
browser is installed.
"""

from __future__ import annotations

import html
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from _helpers import run_cli as run
from _helpers import write_csv
from sklearn import metrics

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.mihelich import auc_pr_max, auc_pr_min_mihelich, global_min_auc_pr
from numeric.stats.evaluate import evaluate
from rocpr.io import load_default_models

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROME_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars",
)


def _browser() -> str | None:
    return next((p for p in map(shutil.which, BROWSERS) if p), None)


def _chrome(browser: str, profile: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([browser, *CHROME_FLAGS, f"--user-data-dir={profile}", *args],
                          capture_output=True, text=True, timeout=180, check=False)


@pytest.fixture
def two_models(tmp_path: Path):
    rng = np.random.default_rng(3)
    y = (rng.random(600) < 0.1).astype(int)
    good, weak = y + rng.normal(0, 0.5, y.size), y + rng.normal(0, 1.2, y.size)
    # a space in the name: the regenerating command must quote it
    path = write_csv(tmp_path / "two models.csv", {"y_true": y, "good": good, "weak": weak})
    return path, y, {"good": good, "weak": weak}


def _delong_reference(y, scores: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """AUCs and their covariance by DeLong et al. (1988), eqs. 3-5, from the n+ x n- pair kernel
    psi(x, y) = [x > y] + [x = y]/2 (slow: every pair, written out)."""
    pos, neg = y == 1, y == 0
    v10, v01, aucs = [], [], []
    for s in scores:
        psi = (s[pos][:, None] > s[neg][None, :]) + 0.5 * (s[pos][:, None] == s[neg][None, :])
        aucs.append(psi.mean())
        v10.append(psi.mean(axis=1))  # structural components of the positives
        v01.append(psi.mean(axis=0))  # and of the negatives
    cov = np.cov(np.array(v10)) / pos.sum() + np.cov(np.array(v01)) / neg.sum()
    return np.array(aucs), np.atleast_2d(cov)


def _delong_numbers(y, scores, level: float = 0.95) -> list[str]:
    """Each model's DeLong interval and the paired difference's interval (first minus second)."""
    from scipy.stats import norm

    z = norm.ppf(0.5 + level / 2)
    aucs, cov = _delong_reference(y, list(scores.values()))
    out = []
    for i, a in enumerate(aucs):
        half = z * np.sqrt(cov[i, i])
        out.append(f"[{max(a - half, 0.0):.6g}, {min(a + half, 1.0):.6g}]")
    if len(aucs) == 2:
        d = aucs[0] - aucs[1]
        half = z * np.sqrt(cov[0, 0] + cov[1, 1] - 2 * cov[0, 1])
        out.append(f"{d:.6g} [{d - half:.6g}, {d + half:.6g}]")
    return out


def _expected_numbers(y, scores) -> list[str]:
    """Numbers the page must show, computed here (scikit-learn where it has a peer)."""
    nums = []
    for s in scores.values():
        e = evaluate(y, s)
        assert e.auc_roc == pytest.approx(metrics.roc_auc_score(y, s), abs=1e-12)
        lo = auc_pr_min_exact(e.skew, e.auc_roc)
        hi = auc_pr_max(e.skew, e.auc_roc)
        nums += [f"{e.auc_roc:.6g}", f"{e.auc_pr:.6g}", f"{e.average_precision:.6g}",
                 f"{lo:.6g}", f"{auc_pr_min_mihelich(e.skew, e.auc_roc):.6g}", f"{hi:.6g}",
                 f"{(e.auc_pr - lo) / (hi - lo):.6g}"]
    a = (y == 0).sum() / (y == 1).sum()
    nums += [f"{a:.6g}", f"{global_min_auc_pr(a):.6g}", f"{y.size}"]
    return nums


def test_html_report_is_self_contained(capsys, tmp_path, two_models) -> None:
    """Every model, intervals by default (DeLong for AUC-ROC, against a slow reference), the
    pairwise comparison, the bounds, the bands in the figures; nothing from the network."""
    path, y, scores = two_models
    out = tmp_path / "r.html"
    status, stdout, err = run(capsys, "report", str(path), "--scores", "good", "weak",
                              "--seed", "7", "--output", str(out))
    assert status == 0 and err == "" and stdout.strip() == f"wrote {out}"
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 3
    # nothing loaded from the network (SVG's xmlns names are namespaces, not resources)
    assert not re.search(r"""(src|href)\s*=\s*["']?\s*(https?:|//)""", page, re.I)
    assert not re.search(r"url\(\s*['\"]?(https?:|//)|@import|<script|<link|<iframe", page, re.I)
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    for number in _expected_numbers(y, scores) + _delong_numbers(y, scores):
        assert number in text, number
    for meaning in ("AUC-PR, exact Davis-Goadrich interpolation", "a = N-/N+",
                    "position in the exact range", "pairwise comparison", "auc_roc_ci",
                    "good: 95% pointwise band", "weak: 95% simultaneous band"):
        assert meaning in text, meaning
    command = (f"rocpr report {shlex.quote(str(path))} --scores good weak --ci 0.95 "
               f"--bootstrap 2000 --band-bootstrap 500 --seed 7 --output {out}")
    assert command in text


def test_no_ci_report_has_no_interval_rows(capsys, tmp_path, two_models) -> None:
    """``--no-ci``: no interval row, no comparison, no band; the numbers stay."""
    path, y, scores = two_models
    out = tmp_path / "r.html"
    assert run(capsys, "report", str(path), "--scores", "good", "weak", "--no-ci",
               "--output", str(out))[0] == 0
    text = html.unescape(re.sub(r"<[^>]+>", " ", out.read_text()))
    for number in _expected_numbers(y, scores):
        assert number in text, number
    for absent in ("auc_roc_ci", "ci_level", "n_bootstrap", "seed", "pairwise comparison",
                   "pointwise band"):
        assert absent not in text, absent
    assert f"--scores good weak --no-ci --output {out}" in text


def test_regenerating_command_reproduces_the_report(capsys, tmp_path, two_models) -> None:
    path, _, _ = two_models
    out = tmp_path / "r.html"
    assert run(capsys, "report", str(path), "--scores", "weak", "--output", str(out))[0] == 0
    first = out.read_text()
    command = re.search(r"<pre>(rocpr report [^<]*)</pre>", first).group(1)
    argv = shlex.split(html.unescape(command))[1:]
    assert run(capsys, *argv)[0] == 0
    strip = re.compile(r"made [^.]*UTC\.")
    assert strip.sub("", out.read_text()) == strip.sub("", first)


def test_html_renders_in_a_real_browser(capsys, tmp_path) -> None:
    browser = _browser()
    if browser is None:
        pytest.skip("no Chromium/Chrome installed (.ci/run installs Debian's 'chromium' where "
                    "apt-get exists): the HTML report was NOT rendered in a browser")
    out = tmp_path / "report.html"
    assert run(capsys, "report", "--output", str(out))[0] == 0
    shot = tmp_path / "report.png"
    proc = _chrome(browser, tmp_path / "profile-1", "--window-size=1280,3200",
                   f"--screenshot={shot}", out.as_uri())
    assert shot.exists(), proc.stderr[-2000:]
    data = shot.read_bytes()
    assert data[:8] == PNG_MAGIC and len(data) > 50_000
    from matplotlib.image import imread

    pixels = imread(shot)
    assert pixels.shape[:2] == (3200, 1280)
    ink = (pixels[..., :3].min(axis=2) < 0.5).mean()  # dark pixels: text, axes, curves
    assert 0.005 < ink < 0.5
    coloured = np.abs(pixels[..., 0] - pixels[..., 2]) > 0.3  # the Okabe-Ito curves rendered
    assert coloured.sum() > 1000
    dom = _chrome(browser, tmp_path / "profile-2", "--dump-dom", out.as_uri())
    assert dom.returncode == 0, dom.stderr[-2000:]
    text = html.unescape(re.sub(r"<[^>]+>", " ", dom.stdout))
    y, scores = load_default_models()
    y = np.asarray(y)
    assert "rocpr report: embedded default data" in text
    for number in _expected_numbers(y, scores) + _delong_numbers(y, scores):
        assert number in text, number
    auc = metrics.roc_auc_score(y, scores["logistic_regression"])
    # the inline SVG's legend, rendered as text
    assert f"logistic_regression (AUC-ROC {auc:.3f})" in text


def test_markdown_report_writes_images_beside(capsys, tmp_path) -> None:
    out = tmp_path / "r.md"
    status, stdout, _ = run(capsys, "report", "-o", str(out))
    assert status == 0
    images = [tmp_path / f"r-{k}.svg" for k in ("pr", "roc", "region")]
    assert stdout.split() == [w for f in [*images, out] for w in ("wrote", str(f))]
    md = out.read_text()
    for image in images:
        assert f"]({image.name})" in md and image.read_text().startswith("<svg")
    y, scores = load_default_models()
    aucs = " | ".join(f"{metrics.roc_auc_score(y, s):.6g}" for s in scores.values())
    assert f"| auc_roc | {aucs} |" in md
    assert "## Which model, how sure: pairwise comparison" in md
    for number in _delong_numbers(np.asarray(y), scores):
        assert number in md, number
    assert re.search(r"```\nrocpr report --ci 0.95 --bootstrap 2000 --band-bootstrap 500 "
                     r"--seed \d+ --output ", md)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--output", "r.pdf"], "--output must end in .html or .md, got 'r.pdf'"),
        (["--output", "/nonexistent-dir/r.html"], "does not exist"),
        (["nope.csv", "--output", "r.html"], "nope.csv"),
    ],
)
def test_report_errors(capsys, argv, message) -> None:
    status, out, err = run(capsys, "report", *argv)
    assert status == 2 and out == ""
    assert err.startswith("rocpr report: error: ") and message in err
