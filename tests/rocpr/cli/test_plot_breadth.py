"""Tests of the figures of ``rocpr plot --folds/--multiclass`` (rocpr.cli.plot)."""

import argparse

import numpy as np
import pytest
from _helpers import write_csv

from numeric import vertical_average_roc
from rocpr.cli.plot import _add_breadth_options as add_plot_options
from rocpr.cli.plot import _breadth_figure as breadth_figure


@pytest.fixture
def data_file(tmp_path):
    rng = np.random.default_rng(1)
    n = 60
    y = np.arange(n) % 3
    s = rng.random((n, 3)) + np.eye(3)[y] * 0.3
    p = write_csv(tmp_path / "d.csv", {"label": ["abc"[k] for k in y], "a": s[:, 0],
                                       "b": s[:, 1], "c": s[:, 2], "fold": np.arange(n) % 4,
                                       "bin": (y == 0).astype(int)})
    return p, y, s


def ns(**kw):
    base = dict(path=None, labels=None, scores=None, weights=None, pos_label=None, folds=None,
                multiclass=False, kind="all", input_format=None, delimiter=None)
    base.update(kw)
    return argparse.Namespace(**base)


def test_options_parse():
    p = argparse.ArgumentParser()
    add_plot_options(p)
    a = p.parse_args(["--folds", "f", "--multiclass"])
    assert a.folds == "f" and a.multiclass is True


def test_fold_figure_from_a_file(data_file):
    p, y, s = data_file
    fig = breadth_figure(ns(path=str(p), labels="bin", scores=["a"], folds="fold"))
    roc_ax = fig.axes[0]
    mean_line = next(ln for ln in roc_ax.get_lines() if ln.get_label().startswith("mean"))
    expected = vertical_average_roc((y == 0).astype(int), s[:, 0], np.arange(y.size) % 4,
                                    fpr=np.linspace(0, 1, 501))
    np.testing.assert_allclose(mean_line.get_ydata(), expected.mean)


def test_class_figure_from_a_file(data_file):
    p = data_file[0]
    fig = breadth_figure(ns(path=str(p), labels="label", scores=["a", "b", "c"],
                            multiclass=True))
    assert len(fig.axes) == 2


@pytest.mark.parametrize(("kw", "match"), [
    (dict(folds="fold", multiclass=True), "cannot be combined"),
    (dict(folds="fold", path=None), "--folds needs a PATH"),
    (dict(multiclass=True, scores=["a"]), "--multiclass needs --scores C1 C2"),
    (dict(folds="fold", scores=["a", "b"], labels="bin"), "--folds draws one score column"),
    (dict(folds="fold", kind="region", labels="bin"), "--kind region is not drawn"),
])
def test_errors(data_file, kw, match):
    kw.setdefault("path", str(data_file[0]))
    with pytest.raises(ValueError, match=match):
        breadth_figure(ns(**kw))


@pytest.mark.parametrize("extra", [["--labels", "bin", "--scores", "a", "--folds", "fold"],
                                   ["--labels", "label", "--scores", "a", "b", "c",
                                    "--multiclass"]])
def test_rocpr_plot_writes_the_figure(data_file, tmp_path, capsys, extra):
    from rocpr.cli import main

    out = tmp_path / "f.svg"
    status = main(["plot", str(data_file[0]), *extra, "--output", str(out)])
    assert status == 0 and b"<svg" in out.read_bytes()[:400]
    assert capsys.readouterr().out.strip() == f"wrote {out}"


def test_rocpr_plot_error_exit_status(data_file, tmp_path, capsys):
    from rocpr.cli import main

    status = main(["plot", str(data_file[0]), "--labels", "bin", "--folds", "fold",
                   "--multiclass", "--output", str(tmp_path / "f.png")])
    assert status == 2
    assert "rocpr plot: error: --folds and --multiclass cannot be combined" in (
        capsys.readouterr().err)
