"""Tests of ``rocpr evaluate``: formats, columns, options, and errors with exit status 2."""

import dataclasses
import json
import re

import numpy as np
import pytest
from _helpers import run_cli
from sklearn import metrics

from numeric.data.evaluation import Evaluation
from numeric.stats.evaluate import evaluate
from rocpr.io import load_default


def run(capsys, *argv):
    return run_cli(capsys, "evaluate", *argv)


def test_default_data_text(capsys):
    status, out, err = run(capsys)
    assert status == 0 and err == ""
    assert "embedded default data" in out
    d = load_default()
    peer = metrics.roc_auc_score(d.y_true, d.y_score)
    line = next(ln for ln in out.splitlines() if ln.startswith("auc_roc "))
    assert float(line.split()[1]) == pytest.approx(peer, abs=1e-6)


def test_json_keys_are_the_field_names(capsys):
    status, out, _ = run(capsys, "--format", "json")
    assert status == 0
    data = json.loads(out)
    fields = [f.name for f in dataclasses.fields(Evaluation) if f.name != "intervals"]
    interval_keys = ["auc_roc_ci", "auc_pr_ci", "average_precision_ci", "ci_level", "ci_method",
                     "auc_roc_ci_method", "n_bootstrap", "seed"]
    assert list(data) == fields + interval_keys  # the contract: stable keys, null when absent
    assert all(data[k] is None for k in interval_keys)
    d = load_default()
    assert data["average_precision"] == pytest.approx(
        metrics.average_precision_score(d.y_true, d.y_score), rel=1e-12)
    assert data["recall_range"] == [0.0, 1.0]


def test_markdown_table(capsys):
    status, out, _ = run(capsys, "--format", "md")
    assert status == 0
    assert "| field | value | meaning |" in out
    # one row per field; no interval rows without intervals
    assert out.count("\n| `") == len(dataclasses.fields(Evaluation)) - 1
    assert "auc_roc_ci" not in out
    status, out, _ = run(capsys, "--format", "md", "--ci", "--ci-method", "logit")
    assert out.count("\n| `") == len(dataclasses.fields(Evaluation)) - 1 + 8


def test_csv_with_string_labels_weights_and_range(tmp_path, capsys):
    p = tmp_path / "d.csv"
    p.write_text("truth,p,w\nspam,0.9,2\nham,0.2,1\nspam,0.4,1\nham,0.4,3\n", encoding="utf-8")
    status, out, _ = run(capsys, str(p), "--labels", "truth", "--scores", "p", "--weights", "w",
                         "--pos-label", "spam", "--recall-range", "0", "0.5", "--format", "json")
    assert status == 0
    data = json.loads(out)
    expected = evaluate(["spam", "ham", "spam", "ham"], [0.9, 0.2, 0.4, 0.4],
                        sample_weight=[2, 1, 1, 3], pos_label="spam", recall_range=(0, 0.5))
    assert data["auc_pr"] == expected.auc_pr
    assert data["average_precision_min"] is None  # NaN is written as null


@pytest.mark.parametrize(("pos_label", "n_pos"), [("2", 3.0), ("0", 1.0)])
def test_pos_label_is_converted_to_the_label_type(tmp_path, capsys, pos_label, n_pos):
    p = tmp_path / "d.npz"
    np.savez(p, y_true=np.array([2, 0, 2, 2]), y_score=np.array([0.9, 0.2, 0.4, 0.5]))
    status, out, err = run(capsys, str(p), "--pos-label", pos_label, "--format", "json")
    assert status == 0, err
    assert json.loads(out)["n_pos"] == n_pos


def test_one_class_file_gives_null_fields_and_a_warning(tmp_path, capsys):
    p = tmp_path / "d.csv"
    p.write_text("label,score\n0,0.1\n0,0.2\n", encoding="utf-8")
    status, out, err = run(capsys, str(p), "--format", "json")
    assert status == 0
    assert json.loads(out)["auc_roc"] is None
    assert "rocpr evaluate: warning: " in err and "no positive samples" in err


@pytest.mark.parametrize(
    ("text", "argv", "match"),
    [
        ("label,score\n1,0.9\n0,abc\n", [], r"d.csv, line 3: column 'score': cannot read 'abc'"),
        ("label,score\n1,0.9\n0\n", [],
         r"d.csv, line 3: expected 2 fields as in the header, got 1"),
        ("label,score\n1,0.9\n2,0.1\n0,0.3\n", [],
         r"d.csv: --labels must hold at most 2 distinct labels, found \[0, 1, 2\]"),
        ("label,score\na,0.9\nb,0.1\n", [], r"d.csv: --pos-label must be given"),
        ("label,score\n1,0.9\n0,0.1\n", ["--pos-label", "x"],
         r"--pos-label must be a label of the data \(integer labels\), got 'x'"),
        ("label,score\n1,0.9\n0,0.1\n", ["--recall-range", "0.5", "0.2"],
         r"--recall-range must satisfy 0 <= r0 < r1 <= 1, got \(0.5, 0.2\)"),
        ("label,score,w\n1,0.9,-1\n0,0.1,1\n", ["--weights", "w"],
         r"d.csv: --weights must be >= 0, got -1.0 \(at index 0\)"),
    ],
)
def test_errors_exit_2_with_file_and_line(tmp_path, capsys, text, argv, match):
    p = tmp_path / "d.csv"
    p.write_text(text, encoding="utf-8")
    status, out, err = run(capsys, str(p), *argv)
    assert status == 2 and out == ""
    assert err.startswith("rocpr evaluate: error: ")
    assert "Traceback" not in err
    assert re.search(match, err), err


def test_missing_file_and_options_without_path(tmp_path, capsys):
    status, _, err = run(capsys, str(tmp_path / "missing.csv"))
    assert status == 2 and "missing.csv" in err
    status, _, err = run(capsys, "--labels", "x")
    assert status == 2 and "--labels need a PATH" in err


# --------------------------------------------------------------------------------------------
# input formats, stdin, the Dask engine; labels, --pos-label
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "argv"),
    [
        ("Label,Score\nTrue,0.9\nFalse,0.2\nTrue,0.4\n", []),  # True/False, header case
        ("label;score\n1;0.9\n0;0.2\n1;0.4\n", ["--pos-label", "1.0"]),  # .csv with ';'
        ("label,score\n1.0,0.9\n0.0,0.2\n1.0,0.4\n", ["--pos-label", "1"]),
        ("label,score\ntrue,0.9\nfalse,0.2\ntrue,0.4\n", ["--pos-label", "True"]),
    ],
)
def test_labels_and_pos_label_forms(tmp_path, capsys, text, argv):
    p = tmp_path / "d.csv"
    p.write_text(text, encoding="utf-8")
    status, out, err = run(capsys, str(p), "--format", "json", *argv)
    assert status == 0, err
    assert json.loads(out)["n_pos"] == 2.0
    assert json.loads(out)["auc_roc"] == 1.0


def test_stdin(capsys, monkeypatch):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"y,s\n1,0.9\n0,0.2\n")))
    status, out, err = run(capsys, "-", "--scores", "s", "--format", "json")
    assert status == 0, err
    assert json.loads(out)["auc_roc"] == 1.0


def test_parquet_and_input_format(tmp_path, capsys):
    pq = pytest.importorskip("pyarrow.parquet")
    import pyarrow as pa

    d = load_default()
    p = tmp_path / "d.data"
    pq.write_table(pa.table({"y_true": d.y_true, "y_score": d.y_score}), p)
    status, out, err = run(capsys, str(p), "--input-format", "parquet", "--format", "json")
    assert status == 0, err
    assert json.loads(out)["auc_roc"] == pytest.approx(
        metrics.roc_auc_score(d.y_true, d.y_score), rel=1e-12)


def test_dask_engine_on_a_glob_equals_the_numpy_engine(tmp_path, capsys):
    pytest.importorskip("dask.dataframe")
    import pandas as pd

    d = load_default()
    for k, part in enumerate(np.array_split(np.arange(d.y_true.size), 3)):
        pd.DataFrame({"label": d.y_true[part], "score": np.round(d.y_score[part], 2)}
                     ).to_parquet(tmp_path / f"p{k}.parquet")
    status, out, err = run(capsys, str(tmp_path / "*.parquet"), "--engine", "dask",
                           "--format", "json")
    assert status == 0, err
    got = json.loads(out)
    want = evaluate(d.y_true, np.round(d.y_score, 2))
    for key, value in got.items():
        expected = want.to_dict()[key]
        if isinstance(value, float):
            assert value == pytest.approx(expected, rel=1e-12), key
    csv = tmp_path / "all.csv"
    pd.DataFrame({"Label": d.y_true, "Score": np.round(d.y_score, 2)}).to_csv(csv, index=False)
    status, out, err = run(capsys, str(csv), "--engine", "dask", "--format", "json")
    assert status == 0, err
    assert json.loads(out)["auc_pr"] == pytest.approx(want.auc_pr, rel=1e-12)


@pytest.mark.parametrize("weight", ["1e308", "-1"])
def test_dask_engine_data_errors_as_the_numpy_engine(tmp_path, capsys, weight):
    pytest.importorskip("dask.dataframe")
    csv = tmp_path / "w.csv"
    csv.write_text("y,score,w\n" + "".join(f"{k % 2},{k / 10},{weight}\n" for k in range(6)))
    errors = []
    for engine in ("numpy", "dask"):
        status, _, err = run(capsys, str(csv), "--weights", "w", "--engine", engine)
        assert status == 2 and err.startswith(f"rocpr evaluate: error: {csv}: --weights"), err
        errors.append(err)
    assert errors[0] == errors[1]


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["--scheduler", "tcp://x:1"], r"--scheduler needs --engine dask"),
        (["--engine", "dask"], r"--engine dask needs a PATH"),
        (["nothing*.parquet", "--engine", "dask"], r"nothing\*.parquet: no file matches"),
    ],
)
def test_engine_option_errors(capsys, argv, match):
    status, _, err = run(capsys, *argv)
    assert status == 2 and re.search(match, err), err


@pytest.mark.parametrize(
    ("name", "content", "match"),
    [
        ("e.npy", b"", r"e.npy: cannot read as .npy: the file is empty"),
        ("t.npz", b"PK\x03\x04truncated", r"t.npz: cannot read as .npz \(truncated"),
        ("l.csv", "label,score\nh\u00e9,0.2\n".encode("latin-1"),
         r"l.csv, line 2: not UTF-8 text"),
    ],
)
def test_bad_files_exit_2_with_one_line(tmp_path, capsys, name, content, match):
    p = tmp_path / name
    p.write_bytes(content)
    status, out, err = run(capsys, str(p))
    assert status == 2 and out == ""
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert re.search(match, err), err
def test_every_key_of_evaluate_is_described():
    """The descriptions follow the JSON keys (one public name per quantity, CLI keys included)."""
    from numeric import evaluate
    from rocpr.render import results

    keys = set(evaluate([0, 1], [0.1, 0.9]).to_dict())
    partial = {"max_fpr", "auc_roc_max_fpr", "fpr_range", "auc_roc_fpr_range", "tpr_range",
               "auc_roc_tpr_range", "auc_roc_max_fpr_ci", "auc_roc_fpr_range_ci",
               "auc_roc_tpr_range_ci"}
    assert set(results.DESCRIPTIONS) == keys | partial
