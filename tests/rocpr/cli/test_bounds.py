"""Tests of ``rocpr bounds`` (rocpr/cli/bounds.py)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import mpmath
import pytest

from numeric.bounds import auc_pr_bounds, auc_roc_bounds, global_min_auc_pr
from rocpr.cli import main


def _json(capsys, argv):
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_json_keys_for_auc_roc(capsys):
    out = _json(capsys, ["bounds", "--skew", "100", "--auc-roc", "0.875", "--format", "json"])
    # The contract keys, plus the exact minimum beside the paper's claim.
    assert list(out) == ["skew", "prevalence", "auc_roc", "global_min_auc_pr", "auc_pr_max",
                         "auc_pr_min", "auc_pr_min_mihelich"]
    b = auc_pr_bounds(100.0, 0.875)
    assert out["auc_pr_min"] == b.auc_pr_min < out["auc_pr_min_mihelich"]
    assert out["auc_pr_max"] == b.auc_pr_max
    assert out["auc_pr_min_mihelich"] == b.auc_pr_min_mihelich
    assert out["global_min_auc_pr"] == b.global_min_auc_pr


def test_json_keys_for_auc_pr(capsys):
    out = _json(capsys, ["bounds", "--skew", "100", "--auc-pr", "0.7", "--format", "json"])
    assert list(out) == ["skew", "prevalence", "auc_pr", "global_min_auc_pr", "auc_roc_min",
                         "auc_roc_max", "auc_roc_max_mihelich"]
    assert out["auc_roc_max"] > out["auc_roc_max_mihelich"]
    assert out["auc_roc_min"] == auc_roc_bounds(100.0, 0.7).auc_roc_min


@pytest.mark.parametrize(
    ("argv", "key", "paper"),
    [
        # Mihelich et al. (2024), Sec. 4.1: a = 100, AUC_ROC = 0.875 -> [0.038, 0.876]
        (["--skew", "100", "--auc-roc", "0.875"], "auc_pr_min_mihelich", 0.038),
        (["--skew", "100", "--auc-roc", "0.875"], "auc_pr_max", 0.876),
        # Sec. 4.1: a = 1 -> [0.725, 0.935]
        (["--skew", "1", "--auc-roc", "0.875"], "auc_pr_min_mihelich", 0.725),
        (["--skew", "1", "--auc-roc", "0.875"], "auc_pr_max", 0.935),
        # Sec. 4.2: a = 100, AUC_PR = 0.7 -> AUC_ROC in [0.697, 0.999]
        (["--skew", "100", "--auc-pr", "0.7"], "auc_roc_min", 0.697),
        (["--skew", "100", "--auc-pr", "0.7"], "auc_roc_max_mihelich", 0.999),
        # Sec. 4.2: AUC_ROC = 0.7 -> AUC_PR in [0.016, 0.703]
        (["--skew", "100", "--auc-roc", "0.7"], "auc_pr_min_mihelich", 0.016),
        (["--skew", "100", "--auc-roc", "0.7"], "auc_pr_max", 0.703),
        # Davis & Goadrich (2006), Fig. 7: 20 positives, 2000 negatives (a = 100)
        (["--counts", "20", "2000", "--auc-roc", "0.875"], "auc_pr_max", 0.876),
        # Boyd et al. (2012), Sec. 4: pi = 0.1 gives AUCPR_MIN ~ 0.05
        (["--prevalence", "0.1", "--auc-roc", "0.5"], "global_min_auc_pr", 0.05),
    ],
)
def test_paper_numbers_from_the_command_line(capsys, argv, key, paper):
    out = _json(capsys, ["bounds", *argv, "--format", "json"])
    digits = len(str(paper).split(".")[1])
    assert round(out[key], digits) == paper


def test_prevalence_and_counts_give_the_skew(capsys):
    out = _json(capsys, ["bounds", "--prevalence", "0.2", "--auc-roc", "0.5", "--format", "json"])
    assert out["skew"] == pytest.approx(4.0, rel=1e-15)
    assert out["prevalence"] == pytest.approx(0.2, rel=1e-15)
    out = _json(capsys, ["bounds", "--counts", "433", "56164", "--auc-pr", "0.5",
                         "--format", "json"])
    assert out["skew"] == 56164 / 433


def test_dps_gives_strings_with_the_digits(capsys):
    out = _json(capsys, ["bounds", "--prevalence", "0.01", "--auc-pr", "0.7", "--dps", "40",
                         "--format", "json"])
    assert all(isinstance(v, str) for v in out.values())
    assert out["skew"] == "99.0"  # exact from the decimal prevalence
    with mpmath.workdps(60):
        m = 1 - 99 * mpmath.log(mpmath.mpf(100) / 99)
        assert abs(mpmath.mpf(out["global_min_auc_pr"]) - m) < mpmath.mpf("1e-41")
        mant = out["auc_roc_min"].lstrip("0.").replace(".", "")
        assert len(mant) >= 38


def test_text_format_lists_every_field_and_the_note(capsys):
    assert main(["bounds", "--skew", "100", "--auc-roc", "0.875"]) == 0
    out = capsys.readouterr().out
    for name in ("skew", "prevalence", "auc_roc", "global_min_auc_pr", "auc_pr_max",
                 "auc_pr_min_mihelich"):
        assert name in out
    assert "not the true ones" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--skew", "0", "--auc-roc", "0.5"], "skew must be > 0, got 0.0"),
        (["--skew", "-1", "--auc-roc", "0.5"], "skew must be > 0, got -1.0"),
        (["--skew", "abc", "--auc-roc", "0.5"], "skew must be a number, got 'abc'"),
        (["--prevalence", "1.5", "--auc-roc", "0.5"], r"prevalence must be in \(0, 1\), got 1.5"),
        (["--prevalence", "0", "--auc-roc", "0.5"], r"prevalence must be in \(0, 1\), got 0$"),
        (["--counts", "0", "10", "--auc-roc", "0.5"], "n_pos must be a positive integer, got 0"),
        (["--counts", "10", "2.5", "--auc-roc", "0.5"],
         "n_neg must be a positive integer, got 2.5"),
        (["--counts", "x", "10", "--auc-roc", "0.5"], "n_pos must be a positive integer, got 'x'"),
        (["--skew", "1", "--auc-roc", "1.2"], r"auc_roc must be in \[0, 1\], got 1.2"),
        (["--skew", "1", "--auc-pr", "-0.1"], r"auc_pr must be in \[0, 1\], got -0.1"),
        (["--skew", "100", "--auc-pr", "0.001"],
         r"auc_pr must be >= the global minimum 0.00496\d+ for skew 100.0, got 0.001"),
        (["--skew", "1", "--auc-roc", "0.5", "--dps", "0"],
         "dps must be a positive integer, got 0"),
        # OverflowError and MemoryError tracebacks before
        (["--skew", "1e400", "--auc-roc", "0.5"],
         r"skew must be finite \(at most 1.7976931348623157e\+308 in magnitude\), got 1e\+400"),
        (["--prevalence", "1e-400", "--auc-roc", "0.5"],
         r"skew \(1 - prevalence\)/prevalence must be finite .* got 1e\+399"),
        (["--skew", "1", "--auc-roc", "1e400"], r"auc_roc must be finite"),
        (["--skew", "1", "--auc-roc", "0.5", "--dps", "1000000000000"],
         "dps must be <= 100000, got 1000000000000"),
    ],
)
def test_bad_input_exits_2_with_a_clear_message(capsys, argv, message):
    assert main(["bounds", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rocpr bounds: error: ")
    assert re.search(message, err), err
    assert "Traceback" not in err


def test_missing_or_conflicting_options_are_usage_errors(capsys):
    for argv in (["bounds", "--auc-roc", "0.5"],
                 ["bounds", "--skew", "1"],
                 ["bounds", "--skew", "1", "--prevalence", "0.5", "--auc-roc", "0.5"],
                 ["bounds", "--skew", "1", "--auc-roc", "0.5", "--auc-pr", "0.5"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_subprocess_exit_status_and_no_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "rocpr", "bounds", "--skew", "100", "--auc-pr", "0.001"],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 2
    assert "global minimum" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_global_min_field_matches_the_function(capsys):
    out = _json(capsys, ["bounds", "--skew", "9", "--auc-roc", "0.5", "--format", "json"])
    assert out["global_min_auc_pr"] == global_min_auc_pr(9.0)


def test_dps_computes_the_number_typed(capsys):
    """``--dps 25`` at AUC-ROC 0.7 gave 8/63 of the float 0.7 (0.126984126984126968...).

    The free regime's closed form 8/(9(2q + 1)), q = 10 * 3/10 = 3, is 8/63 exactly.
    """
    assert main(["bounds", "--skew", "10", "--auc-roc", "0.7", "--dps", "25",
                 "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    with mpmath.workdps(40):
        want = mpmath.nstr(mpmath.mpf(8) / 63, 25)
    assert out["auc_pr_min"] == want


def test_dps_at_huge_skew_is_right(capsys):
    """``--skew 1e40 --auc-roc 0 --dps 15`` printed 1.0; the true value is ~5e-41."""
    assert main(["bounds", "--skew", "1e40", "--auc-roc", "0", "--dps", "15",
                 "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    with mpmath.workdps(200):  # independent: 1 - a log1p(1/a) at 200 digits
        a = mpmath.mpf(10) ** 40
        want = mpmath.nstr(1 - a * mpmath.log1p(1 / a), 15)
    for key in ("global_min_auc_pr", "auc_pr_min", "auc_pr_max", "auc_pr_min_mihelich"):
        assert out[key] == want, key


def test_md_format_is_the_json_fields_as_a_table(capsys):
    """bounds takes --format md as every printing command does (it had text and json only)."""
    doc = _json(capsys, ["bounds", "--skew", "100", "--auc-roc", "0.875", "--format", "json"])
    assert main(["bounds", "--skew", "100", "--auc-roc", "0.875", "--format", "md"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[:2] == ["| key | value |", "|---|---:|"]
    rows = dict(line.strip("|").split(" | ") for line in lines[2:2 + len(doc)])
    assert {k.strip(): float(v) for k, v in rows.items()} == doc
    assert lines[-1].startswith("note: *_mihelich values are the paper's claimed bounds")
