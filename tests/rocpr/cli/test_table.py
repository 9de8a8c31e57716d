"""Tests of ``rocpr table`` (rocpr/cli/table.py)."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys

import mpmath
import pytest

from numeric.bounds import auc_pr_max, auc_roc_min
from rocpr.cli import main


def _run(capsys, argv):
    assert main(["table", *argv]) == 0
    return capsys.readouterr()


def test_default_md_table_reproduces_mihelich_sec_4(capsys):
    """Mihelich et al. (2024), Sec. 4.1: a = 100 -> [0.038, 0.876], a = 1 -> [0.725, 0.935];
    Sec. 4.2: a = 100, AUC_ROC = 0.7 -> [0.016, 0.703]."""
    out = _run(capsys, ["--skew", "1", "100", "--auc-roc", "0.7", "0.875", "--digits", "3"]).out
    lines = out.splitlines()
    assert lines[0] == ("| skew | prevalence | auc_roc | auc_pr_min | auc_pr_max "
                        "| auc_pr_min_mihelich |")
    cells = [line.strip("|").split("|") for line in lines[2:]]
    rows = {(c[0].strip(), c[2].strip()): (float(c[5]), float(c[4])) for c in cells}
    exact = {(c[0].strip(), c[2].strip()): float(c[3]) for c in cells}
    # The exact minimum is lower (at 3 digits a = 1 shows 0.725 for both: 0.7246 vs 0.7253).
    assert all(exact[key] <= rows[key][0] for key in rows)
    assert exact[("100", "0.875")] < rows[("100", "0.875")][0]
    assert round(rows[("100", "0.875")][0], 3) == 0.038
    assert round(rows[("100", "0.875")][1], 3) == 0.876
    assert round(rows[("1", "0.875")][0], 3) == 0.725
    assert round(rows[("1", "0.875")][1], 3) == 0.935
    assert round(rows[("100", "0.7")][0], 3) == 0.016
    assert round(rows[("100", "0.7")][1], 3) == 0.703


def test_auc_pr_table_reproduces_sec_4_2(capsys):
    """Sec. 4.2: a = 100, AUC_PR = 0.7 -> AUC_ROC from 0.697 to 0.999."""
    out = _run(capsys, ["--skew", "100", "--auc-pr", "0.7", "--format", "json"]).out
    rec = json.loads(out)[0]
    assert round(rec["auc_roc_min"], 3) == 0.697
    assert round(rec["auc_roc_max_mihelich"], 3) == 0.999


def test_boyd_examples_from_prevalences(capsys):
    """Boyd et al. (2012), Sec. 4: IMDB gender (pi ~ 0.5) range [0.31, 1.0]; genre (pi ~ 0.05)
    [0.02, 1.0]; pi = 0.1 gives ~0.05."""
    out = _run(capsys, ["--prevalence", "0.5", "0.05", "0.1", "--format", "csv"]).out
    rows = list(csv.DictReader(io.StringIO(out)))
    gmin = [float(r["global_min_auc_pr"]) for r in rows]
    assert round(gmin[0], 2) == 0.31
    assert round(gmin[2], 2) == 0.05
    # "genre" (pi ~ 0.05) is reported as 0.02: consistent with the minimum truncated to 2 places.
    assert 0.02 <= gmin[1] < 0.03


def test_range_and_several_quantities(capsys):
    out = _run(capsys, ["--skew", "10", "--auc-roc", "0.5:1:0.25", "--quantity",
                        "auc_pr_max", "global_min_auc_pr", "--format", "json"]).out
    recs = json.loads(out)
    assert [r["auc_roc"] for r in recs] == [0.5, 0.75, 1.0]
    assert list(recs[0]) == ["skew", "prevalence", "auc_roc", "auc_pr_max", "global_min_auc_pr"]
    assert [r["auc_pr_max"] for r in recs] == [auc_pr_max(10.0, v) for v in (0.5, 0.75, 1.0)]


def test_latex_output(capsys):
    out = _run(capsys, ["--skew", "100", "--auc-pr", "0.5", "0.7", "--format", "latex"]).out
    assert out.count(r"\toprule") == out.count(r"\midrule") == out.count(r"\bottomrule") == 1
    assert r"auc\_roc\_min" in out


def test_dps_table(capsys):
    out = _run(capsys, ["--skew", "100", "--auc-pr", "0.7", "--dps", "30", "--format", "csv"]).out
    row = next(iter(csv.DictReader(io.StringIO(out))))
    digits = row["auc_roc_min"].replace("0.", "", 1)
    assert len(digits) == 30
    assert float(row["auc_roc_min"]) == pytest.approx(auc_roc_min(100.0, 0.7), rel=1e-15)


def test_output_file_is_written(tmp_path, capsys):
    target = tmp_path / "bounds.md"
    out = _run(capsys, ["--skew", "1", "--auc-roc", "0.5", "--output", str(target)])
    assert out.out == ""
    assert target.read_text().startswith("| skew |")


def test_failed_run_leaves_an_existing_output_untouched(tmp_path, capsys, monkeypatch):
    target = tmp_path / "bounds.csv"
    target.write_text("precious\n")
    # Bad input: nothing is written.
    assert main(["table", "--skew", "1", "--auc-roc", "1.5", "--output", str(target)]) == 2
    assert target.read_text() == "precious\n"

    # The writer fails mid-way (after part of the text): the old file survives, no temp left.
    import rocpr.io.output as output

    def failing(path, text, *, encoding="utf-8"):
        with output.atomic_writer(path) as fh:
            fh.write(text[: len(text) // 2])
            raise OSError("No space left on device")

    monkeypatch.setattr(output, "atomic_write_text", failing)
    assert main(["table", "--skew", "1", "--auc-roc", "0.5", "--output", str(target)]) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert target.read_text() == "precious\n"
    assert [p.name for p in tmp_path.iterdir()] == ["bounds.csv"]


def test_no_progress_bar_when_stderr_is_not_a_terminal(capsys):
    err = _run(capsys, ["--skew", "1", "2", "3", "--auc-roc", "0:1:0.01"]).err
    assert err == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--skew", "0", "--auc-roc", "0.5"], r"skew must be > 0, got 0.0 \(at index 0\)"),
        (["--skew", "1", "-2", "--auc-roc", "0.5"], r"skew must be > 0, got -2.0 \(at index 1\)"),
        (["--prevalence", "0.5", "1", "--auc-roc", "0.5"],
         r"prevalence must be in \(0, 1\), got 1.0 \(at index 1\)"),
        (["--skew", "1", "--auc-roc", "0.5:1.5:0.5"],
         r"auc_roc must be in \[0, 1\], got 1.5"),
        (["--skew", "100", "--auc-pr", "0.001"],
         r"auc_pr must be >= the global minimum 0.00496\d+ for skew 100.0, got 0.001"),
        (["--skew", "1", "--auc-roc", "0.5:1"], "auc_roc range must be start:stop:step"),
        (["--skew", "1", "--auc-roc", "0.9:0.5:0.1"], "auc_roc range must have start <= stop"),
        (["--skew", "1", "--auc-roc", "x"], "auc_roc must be a number or a range"),
        (["--skew", "1", "--auc-roc", "0.5", "--quantity", "auc_roc_min"],
         "quantity auc_roc_min needs --auc-pr values"),
        (["--skew", "1", "--quantity", "auc_pr_max"], "quantity auc_pr_max needs --auc-roc"),
        (["--skew", "1", "--dps", "0"], "dps must be a positive integer, got 0"),
        (["--skew", "1", "--digits", "0"], "digits must be a positive integer, got 0"),
        (["--skew", "1", "--output", "/nonexistent-dir/t.md"], "does not exist"),
        # OverflowError and MemoryError tracebacks before
        (["--skew", "1", "1e400", "--auc-roc", "0.5"], r"skew must be finite .* got 1e\+400"),
        (["--skew", "1", "--auc-roc", "1e400"], r"auc_roc must be finite"),
        (["--skew", "1", "--dps", "1000000000000"], "dps must be <= 100000"),
    ],
)
def test_bad_input_exits_2_with_a_clear_message(capsys, argv, message):
    assert main(["table", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rocpr table: error: ")
    assert re.search(message, err), err
    assert "Traceback" not in err


def test_unknown_quantity_and_format_are_usage_errors(capsys):
    for argv in (["table", "--skew", "1", "--quantity", "nope"],
                 ["table", "--skew", "1", "--format", "html"],
                 ["table", "--auc-roc", "0.5"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_subprocess_bad_range_exit_status():
    proc = subprocess.run(
        [sys.executable, "-m", "rocpr", "table", "--skew", "1", "--auc-roc", "0.5:1:0:2"],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 2
    assert "auc_roc range must be start:stop:step" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_dps_table_computes_the_number_typed(capsys):
    """the typed decimal reaches mpmath exactly (8/63, not 8/63 of the float 0.7)."""
    assert main(["table", "--skew", "10", "--auc-roc", "0.7", "--quantity", "auc_pr_min",
                 "--dps", "25", "--format", "csv"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    with mpmath.workdps(40):
        assert last.split(",")[-1] == mpmath.nstr(mpmath.mpf(8) / 63, 25)
