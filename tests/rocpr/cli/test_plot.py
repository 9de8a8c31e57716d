"""Tests of ``rocpr plot`` and ``rocpr figures``: files written, what they show, and errors."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from _helpers import REPO_ROOT, write_csv
from _helpers import run_cli as run
from sklearn import metrics

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def two_models(tmp_path: Path) -> tuple[Path, np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    y = (rng.random(400) < 0.2).astype(int)
    good = y + rng.normal(0, 0.6, y.size)
    weak = y + rng.normal(0, 1.5, y.size)
    path = write_csv(tmp_path / "scores.csv", {"label": y, "good": good, "weak": weak})
    return path, y, good, weak


def _svg_text(path: Path) -> str:
    return " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", path.read_text()))


def test_plot_all_panels_several_models(capsys, tmp_path, two_models) -> None:
    path, y, good, weak = two_models
    out = tmp_path / "fig.svg"
    status, stdout, err = run(capsys, "plot", str(path), "--scores", "good", "weak",
                              "--output", str(out))
    assert status == 0 and err == "" and stdout.strip() == f"wrote {out}"
    text = _svg_text(out)
    for name, s in (("good", good), ("weak", weak)):  # AUCs in the legends, from scikit-learn
        assert f"{name} (AUC-ROC {metrics.roc_auc_score(y, s):.3f})" in text
        assert f"{name} (AUC-PR " in text and f"{name}: achievable (AUC-PR " in text
    for label in ("unachievable region", "exact minimum", "claimed minimum (Mihelich Thm 3.5)",
                  "maximum (Mihelich Thm 3.5)", "feasible region", "Recall",
                  "False Positive Rate", "AUC-ROC"):
        assert label in text
    assert "Date" not in out.read_text()[:2000]  # reproducible: no time stamp


@pytest.mark.parametrize(("kind", "xlabel"), [("pr", "Recall"), ("roc", "False Positive Rate"),
                                              ("region", "AUC-ROC")])
def test_plot_one_panel(capsys, tmp_path, kind, xlabel) -> None:
    out = tmp_path / f"{kind}.svg"
    status, _, _ = run(capsys, "plot", "--kind", kind, "-o", str(out))
    assert status == 0
    text = _svg_text(out)
    assert xlabel in text
    assert ("Precision" in text) == (kind == "pr")


@pytest.mark.parametrize(("suffix", "magic"), [(".png", PNG_MAGIC), (".pdf", b"%PDF"),
                                               (".svg", b"<?xml")])
def test_plot_formats(capsys, tmp_path, suffix, magic) -> None:
    out = tmp_path / f"f{suffix}"
    assert run(capsys, "plot", "--output", str(out))[0] == 0
    assert out.read_bytes().startswith(magic)
    assert out.stat().st_mode & 0o777 != 0o600  # ordinary permissions, not a temp file's


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--output", "x.jpg"], "--output must end in .png, .svg, .pdf, got 'x.jpg'"),
        (["--output", "/nonexistent-dir/x.png"], "directory /nonexistent-dir does not exist"),
        (["--scores", "a", "--output", "x.png"], "the embedded data have logistic_regression"),
        (["--labels", "y", "--output", "x.png"], "--labels need a PATH"),
        (["{csv}", "--scores", "good", "good", "--output", "{tmp}/x.png"],
         "--scores must name distinct columns"),
        (["{csv}", "--scores", "nope", "--output", "{tmp}/x.png"], "nope"),
        (["{one}", "--output", "{tmp}/x.png"], "the data must hold both classes"),
    ],
)
@pytest.mark.filterwarnings("ignore::numeric.DegenerateDataWarning")
def test_plot_errors(capsys, tmp_path, two_models, argv, message) -> None:
    one = tmp_path / "one.csv"
    one.write_text("label,score\n1,0.5\n1,0.7\n")
    argv = [a.format(csv=two_models[0], tmp=tmp_path, one=one) for a in argv]
    status, out, err = run(capsys, "plot", *argv)
    assert status == 2 and out == ""
    last = err.splitlines()[-1]  # the error is the last word, after any warning
    assert last.startswith("rocpr plot: error: ") and message in last
    assert "Traceback" not in err


def test_figures_writes_every_paper_figure(capsys, tmp_path) -> None:
    from rocpr.plotting.figures import FIGURES

    status, out, err = run(capsys, "figures", "--output", str(tmp_path / "f"), "--format", "png")
    assert status == 0 and err == ""  # no progress bar: stderr is not a terminal
    files = sorted((tmp_path / "f").iterdir())
    assert [f.name for f in files] == sorted(f"{n}.png" for n in FIGURES)
    assert all(f.read_bytes()[:8] == PNG_MAGIC for f in files)
    assert out.count("wrote ") == len(FIGURES)


def test_figures_subset_list_and_errors(capsys, tmp_path) -> None:
    status, _, _ = run(capsys, "figures", "mihelich_fig2", "-o", str(tmp_path), "--format", "pdf")
    assert status == 0 and [p.name for p in tmp_path.iterdir()] == ["mihelich_fig2.pdf"]
    status, out, _ = run(capsys, "figures", "--list")
    assert status == 0 and out.splitlines()[0].startswith("davis_goadrich_fig6 ")
    status, _, err = run(capsys, "figures", "fig99", "-o", str(tmp_path))
    assert status == 2 and "NAME must be one of davis_goadrich_fig6" in err


def test_readme_figures_are_current(capsys, tmp_path) -> None:
    """docs/figures holds what the README's command regenerates (same files, same text)."""
    root = REPO_ROOT
    readme = (root / "README.md").read_text()
    command = re.search(r"`(rocpr figures [^`]*--output docs/figures[^`]*)`", readme).group(1)
    argv = command.split()[1:]
    argv[argv.index("docs/figures")] = str(tmp_path)
    assert run(capsys, *argv)[0] == 0
    committed = sorted(p.name for p in (root / "docs" / "figures").iterdir())
    assert committed == sorted(p.name for p in tmp_path.iterdir())
    for name in committed:
        assert f"](docs/figures/{name})" in readme
        assert _svg_text(root / "docs" / "figures" / name) == _svg_text(tmp_path / name)


def test_ci_option_draws_crosses_or_says_why_not(capsys, tmp_path) -> None:
    """``--ci`` passes ``ci=`` to ``evaluate`` where it computes intervals; else a clear error."""
    import inspect

    from numeric.stats.evaluate import evaluate

    out = tmp_path / "region.svg"
    status, _, err = run(capsys, "plot", "--kind", "region", "--ci", "0.95", "-o", str(out))
    if "ci" in inspect.signature(evaluate).parameters:
        assert status == 0 and out.exists()
    else:
        assert status == 2 and "--ci needs confidence intervals" in err and not out.exists()


def test_ci_draws_bands_and_smooth_draws_the_binormal_curves(capsys, tmp_path) -> None:
    """``--ci`` draws each model's pointwise and simultaneous bands on the PR and ROC panels;
    ``--smooth`` pROC's binormal curve (its area against numeric.stats.binormal_smoothing,
    itself tested against pROC in tests/numeric/stats/test_smoothing.py)."""
    from numeric.stats.smoothing import binormal_smoothing
    from rocpr.io.datasets import load_default_models

    out = tmp_path / "p.svg"
    status, _, err = run(capsys, "plot", "--ci", "0.9", "--smooth", "--band-bootstrap", "60",
                         "--seed", "5", "-o", str(out))
    assert status == 0, err
    text = _svg_text(out)
    y, scores = load_default_models()
    for name, s in scores.items():
        for kind in ("pointwise", "simultaneous"):
            assert text.count(f"{name}: 90% {kind} band") == 2  # PR and ROC panels
        auc = binormal_smoothing(y, s).auc
        assert f"{name}: binormal smooth (AUC-ROC {auc:.3f})" in text
    plain = tmp_path / "q.svg"
    assert run(capsys, "plot", "-o", str(plain))[0] == 0
    assert "band" not in _svg_text(plain) and "binormal" not in _svg_text(plain)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--band-bootstrap", "0"], "--band-bootstrap must be"),
        (["--smooth", "--multiclass", "--scores", "good", "weak"],
         "--smooth is not drawn with --multiclass"),
    ],
)
def test_band_and_smooth_errors(capsys, tmp_path, two_models, argv, message) -> None:
    status, _, err = run(capsys, "plot", str(two_models[0]), *argv, "-o",
                         str(tmp_path / "x.svg"))
    assert status == 2 and message in err


def test_plot_ci_reports_the_seed_it_drew(tmp_path, capsys):
    """--ci without --seed: the bootstrap's seed is printed (its help promised it; nothing
    was), and --seed with it draws the same figure."""
    out1 = tmp_path / "a.svg"
    status, out, err = run(capsys, "plot", "--ci", "--bootstrap", "20", "--band-bootstrap",
                           "20", "--kind", "region", "-o", out1)
    assert status == 0, err
    m = re.fullmatch(rf"wrote {re.escape(str(out1))} \(bootstrap seed (\d+); --seed \1 redraws "
                     r"it\)\n", out)
    assert m, out
    out2 = tmp_path / "b.svg"
    status, out, _ = run(capsys, "plot", "--ci", "--bootstrap", "20", "--band-bootstrap",
                         "20", "--kind", "region", "-o", out2, "--seed", m[1])
    assert status == 0 and out1.read_bytes() == out2.read_bytes()
