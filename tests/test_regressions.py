"""One regression test per defect found by differential testing, on the reported inputs
(``r8.csv``, ``r8b.csv``, ``d.csv``); each failed before its fix. Exact references are
:class:`fractions.Fraction` computations or scikit-learn, written here, never the code under test.
"""

from __future__ import annotations

import functools
import gzip
import itertools
import json
import math
import re
import warnings
import zlib
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from _helpers import REPO_ROOT
from exact_roc import area_between, mcclish_exact, roc_points

import numeric
from rocpr.cli import main

R8 = "label,score\n0,0.1\n0,0.3\n1,0.35\n0,0.5\n1,0.7\n1,0.9\n0,0.2\n1,0.6\n"
R8B = "label,score\n1,0.1\n0,0.3\n1,0.35\n0,0.5\n1,0.7\n1,0.9\n0,0.2\n1,0.6\n"
D = "label,score\n0,0.1\n1,0.9\n0,0.3\n1,0.7\n"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    out = {}
    for name, text in (("r8", R8), ("r8b", R8B), ("d", D)):
        out[name] = tmp_path / f"{name}.csv"
        out[name].write_text(text)
    return out


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@functools.cache
def _corrupt_gzip(rows: int = 20_000) -> bytes:
    """A gzip stream damaged in the middle (not truncated): zlib reports bad data there."""
    data = b"label,score\n" + b"".join(
        b"%d,%.6f\n" % (i % 2, (i * 7919 % 10007) / 10007) for i in range(rows))
    packed = gzip.compress(data, mtime=0)
    for pos in range(2 * len(packed) // 3, len(packed) - 20, 7):
        bad = bytearray(packed)
        bad[pos:pos + 16] = bytes(16)
        try:
            gzip.decompress(bytes(bad))
        except zlib.error:
            return bytes(bad)
        except (OSError, EOFError):
            continue
    raise AssertionError("no corruption found")  # pragma: no cover




@pytest.mark.parametrize("argv", [
    ["evaluate", "{f}"], ["evaluate", "-"], ["thresholds", "{f}"], ["plot", "{f}", "-o", "{o}.svg"],
    ["report", "{f}", "-o", "{o}.md"], ["compare", "{f}", "--scores", "score", "score2"],
])
def test_gzip_corrupted_in_the_middle_exits_2_in_every_command(argv, tmp_path, capsys,
                                                                  monkeypatch):
    f = tmp_path / "c.csv.gz"
    f.write_bytes(_corrupt_gzip())
    if "-" in argv:
        import io
        import sys

        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f.read_bytes())))
    code, _, err = _run(capsys, *(a.format(f=f, o=tmp_path / "o") for a in argv))
    assert code == 2
    assert "cannot decompress (Error -3 while decompressing data" in err
    assert not list(tmp_path.glob("o*"))




@pytest.mark.parametrize("suffix", ["parquet", "feather"])
def test_arrow_file_with_a_repeated_column_name_is_refused_clearly(suffix, tmp_path, capsys):
    import pyarrow as pa
    import pyarrow.feather as feather
    import pyarrow.parquet as pq

    table = pa.table([pa.array([0, 1, 0, 1]), pa.array([.1, .9, .3, .7]), pa.array([.2] * 4)],
                     names=["label", "score", "score"])
    f = tmp_path / f"dup.{suffix}"
    (pq.write_table if suffix == "parquet" else feather.write_feather)(table, f)
    code, _, err = _run(capsys, "evaluate", f)
    assert code == 2
    assert err.strip() == f"rocpr evaluate: error: {f}: the schema repeats the column 'score'"



BIG = [4611686018427387904, 4611686018427387905, 4611686018427387906, 1, 4611686018427387903,
       4611686018427387907]
BIG_Y = [0, 1, 1, 0, 1, 0]


def test_integer_scores_beyond_2_53_are_refused_not_rounded(tmp_path, capsys):
    import pyarrow as pa
    import pyarrow.parquet as pq

    csv = tmp_path / "big.csv"
    csv.write_text("label,score\n" + "".join(f"{y},{s}\n"
                                              for y, s in zip(BIG_Y, BIG, strict=True)))
    pq.write_table(pa.table({"label": BIG_Y, "score": BIG}), tmp_path / "big.parquet")
    np.savez(tmp_path / "big.npz", y_true=np.array(BIG_Y), y_score=np.array(BIG))
    where = {"big.csv": "line 3: column 'score'",
             "big.parquet": "row group 0, row 1 (row 1 of the file): column 'score'",
             "big.npz": "column 'y_score' (scores), row 1"}
    for name, place in where.items():
        code, _, err = _run(capsys, "evaluate", tmp_path / name)
        assert code == 2, name
        assert f"{place}: the integer score 4611686018427387905 is not exactly representable " \
               "as a float64" in err
    with pytest.raises(ValueError, match=r"y_score must hold integers that float64 represents "
                       r"exactly .* got 4611686018427387905 at index 1"):
        numeric.auc_roc_score(BIG_Y, np.array(BIG))


def test_integer_scores_that_float64_holds_exactly_match_scikit_learn(tmp_path, capsys):
    from sklearn.metrics import roc_auc_score

    exact = [s // 1024 * 1024 for s in BIG]  # the spacing of float64 at 2**62 is 2**10
    csv = tmp_path / "ok.csv"
    csv.write_text("label,score\n" + "".join(f"{y},{s}\n"
                                              for y, s in zip(BIG_Y, exact, strict=True)))
    code, out, _ = _run(capsys, "evaluate", csv, "--format", "json")
    assert code == 0
    # scikit-learn ranks the Python integers exactly; rank-based AUC by counting pairs agrees
    pairs = [Fraction(int(a > b) + Fraction(int(a == b), 2))
             for ya, a in zip(BIG_Y, exact, strict=True)
             for yb, b in zip(BIG_Y, exact, strict=True) if ya == 1 and yb == 0]
    assert json.loads(out)["auc_roc"] == pytest.approx(float(sum(pairs) / len(pairs)), abs=1e-15)
    assert roc_auc_score(BIG_Y, np.array(exact, dtype=object).astype(float)) == \
        pytest.approx(float(sum(pairs) / len(pairs)))




def _rows(text: str) -> tuple[list[int], list[float]]:
    rows = [line.split(",") for line in text.strip().splitlines()[1:]]
    return [int(r[0]) for r in rows], [float(r[1]) for r in rows]


TWENTY_TWO = "label,score\n" + "".join(
    f"{int(k % 3 != 0)},{(k * 37 % 101) / 101 + (0.0 if k % 3 else 0.001)}\n" for k in range(21)
) + "0,-1\n"  # the lowest score is a negative: TPR reaches 1 before FPR does


@pytest.mark.parametrize("text, f0, f1", [
    (R8, 0.9999999999999999, 1.0),      # ZeroDivisionError
    (R8B, 0.5, 0.5000000000000001),      # 1.0667, exact 0.8
    (TWENTY_TWO, 0.9999999999, 1.0),     # 10450.2, exact 1.0
    (R8B, 0.9999999999999999, 1.0),      # below the diagonal at the top: a huge negative value
    (R8, 0.0, 5e-324), (R8, 0.25, 0.75), (R8B, 0.0, 1.0), (TWENTY_TWO, 0.3, 0.3000000000000001),
])
def test_mcclish_partial_auc_matches_exact_rationals(text, f0, f1, tmp_path, capsys):
    f = tmp_path / "x.csv"
    f.write_text(text)
    code, out, _ = _run(capsys, "evaluate", f, "--fpr-range", repr(f0), repr(f1),
                        "--format", "json")
    assert code == 0
    y, s = _rows(text)
    exact = mcclish_exact(area_between(roc_points(y, s), f0, f1), f0, f1)
    assert json.loads(out)["auc_roc_fpr_range"] == pytest.approx(float(exact), rel=1e-9)
    assert numeric.partial_auc_roc_score(y, s, fpr_range=(f0, f1)) == \
        pytest.approx(float(exact), rel=1e-9)




def _perfect_weighted(seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(3, 8))
    y = np.r_[np.zeros(n), np.ones(n)]
    s = np.r_[rng.random(n), 1 + rng.random(n)]  # every positive above every negative
    w = np.round(rng.random(2 * n), 1) + 0.1
    return y, s, w


@pytest.mark.parametrize("method", ["percentile", "bca"])
def test_weighted_bootstrap_intervals_stay_in_0_1_and_hold_a_perfect_estimate(method):
    from numeric.stats.intervals import area_intervals

    for seed in range(40):
        y, s, w = _perfect_weighted(seed)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", numeric.DegenerateDataWarning)
            r = area_intervals(y, s, sample_weight=w, n_bootstrap=50, random_state=0,
                               method=method, auc_roc_method=method)
        for key in ("auc_roc", "auc_pr", "average_precision"):
            ci = getattr(r, key)
            # a perfect ranking: every replicate is one too, of area 1 (up to rounding below)
            assert 0.0 <= ci.low <= ci.high <= 1.0, (seed, key, ci)
            assert min(ci.estimate, ci.low) > 1.0 - 1e-12, (seed, key, ci)


def test_weighted_logit_on_a_perfect_ranking_is_nan_with_a_warning(tmp_path, capsys):
    for seed in range(40):
        y, s, w = _perfect_weighted(seed)
        f = tmp_path / f"p{seed}.csv"
        f.write_text("label,score,w\n" + "".join(
            f"{int(a)},{float(b)!r},{float(c)!r}\n" for a, b, c in zip(y, s, w, strict=True)))
        code, out, err = _run(capsys, "evaluate", f, "--weights", "w", "--ci", "0.95",
                              "--ci-method", "logit", "--format", "json")
        assert code == 0, err
        got = json.loads(out)
        assert got["auc_pr_ci"] == [None, None] and got["average_precision_ci"] == [None, None]
        assert "Boyd's logit interval is undefined (NaN): the estimate is 1.0" in err


@pytest.mark.parametrize("argv, need", [
    (["--ci", "0.95", "--bootstrap", "1"], "40"),
    (["--ci", "0.999999", "--bootstrap", "50"], "2,000,000"),
])
def test_too_few_replicates_for_the_level_warn(argv, need, files, capsys):
    code, _, err = _run(capsys, "evaluate", files["d"], *argv)
    assert code == 0
    assert (f"warning: n_bootstrap={argv[-1]} replicates are too few for a {argv[1]} interval "
            f"(each tail needs one replicate: n_bootstrap >= 2/(1 - level) = {need})") in err
    code, _, err = _run(capsys, "evaluate", files["d"], "--ci", "0.95", "--bootstrap", "40")
    assert "too few" not in err
    with pytest.warns(numeric.RocprWarning, match="n_bootstrap=1 replicates are too few"):
        numeric.bootstrap_ci([0, 1, 0, 1], [.1, .9, .3, .7], n_bootstrap=1, random_state=0)




def test_every_attainable_auc_can_be_entered_as_the_decimal_the_message_prints(capsys):
    from numeric.bounds.finite_n import _target_loss

    pairs2 = 2 * 3 * 4
    for k in range(pairs2 + 1):  # the input check (the search is the same once it passes)
        assert _target_loss(3, 4, k / pairs2) == pairs2 - k
    for k in (1, 17, 23):  # 16 of 25 were refused, these three among them
        decimal = repr(k / pairs2)  # what the refusal message prints as "nearest attainable"
        code, out, err = _run(capsys, "bounds", "--counts", "3", "4", "--auc-roc", decimal,
                              "--finite", "--format", "json")
        assert code == 0, (k, err)
        by_fraction = main(["bounds", "--counts", "3", "4", "--auc-roc", f"{k}/{pairs2}",
                            "--finite", "--format", "json"])
        assert by_fraction == 0
        assert json.loads(capsys.readouterr().out) == json.loads(out)
    code, _, err = _run(capsys, "bounds", "--counts", "3", "4", "--auc-roc", "0.70833",
                        "--finite")
    assert code == 2
    assert "the nearest attainable values are 0.6666666666666666 and 0.7083333333333334" in err
    with pytest.raises(ValueError, match=r"got 0\.70833; the nearest attainable"):
        numeric.finite_n_bounds(3, 4, 0.70833)
    by_float, by_fraction = (numeric.finite_n_bounds(3, 4, 17 / 24),
                             numeric.finite_n_bounds(3, 4, Fraction(17, 24)))
    assert by_float.auc_pr_min_finite == by_fraction.auc_pr_min_finite
    assert by_float.average_precision_max_finite == by_fraction.average_precision_max_finite




@pytest.mark.parametrize("length", [200, 241, 242, 250, 255])
def test_output_names_up_to_name_max_are_written(length, tmp_path, capsys):
    target = tmp_path / ("t" * (length - 3) + ".md")
    code, _, err = _run(capsys, "table", "--skew", "1", "--auc-roc", "0.7", "--output", target)
    assert code == 0, err
    assert target.read_text().startswith("|")
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]
    wide = tmp_path / ("é" * 126 + ".md")  # 255 bytes in UTF-8: the cut keeps characters whole
    code, _, err = _run(capsys, "table", "--skew", "1", "--auc-roc", "0.7", "--output", wide)
    assert code == 0, err


_WRITER = """
import sys
from rocpr.io.output import atomic_write_text
target, text = sys.argv[1], "x" * (1 << 18) + "\\n"
print("ready", flush=True)
while True:
    atomic_write_text(target, text)
"""


@pytest.mark.slow
def test_interrupting_a_writer_leaves_old_or_whole_new_and_no_temp_file(tmp_path):
    """Twenty runs, SIGINT and SIGTERM in turn at staggered moments of a loop of 256 KiB atomic
    writes: wherever it lands, the directory holds the target only, and it is either the old
    text or the whole new one."""
    import signal
    import subprocess
    import sys
    import time

    root = REPO_ROOT
    new = "x" * (1 << 18) + "\n"
    for run in range(20):
        target = tmp_path / f"r{run}" / "t.md"
        target.parent.mkdir()
        target.write_text("precious\n")
        proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(target)], cwd=root,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        time.sleep(0.002 * (run % 10))
        proc.send_signal(signal.SIGINT if run % 2 else signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode != 0
        assert sorted(p.name for p in target.parent.iterdir()) == ["t.md"], (run, err)
        assert target.read_text() in ("precious\n", new), run




@pytest.mark.parametrize("command", [
    ["evaluate", "{d}", "--ci", "0.95"], ["compare", "{ab}", "--scores", "a", "b"],
    ["plot", "{d}", "--ci", "0.95", "-o", "{o}.svg"], ["report", "{d}", "--ci", "0.95",
                                                       "-o", "{o}.md"],
])
def test_huge_bootstrap_is_refused_before_any_work_naming_the_option(command, files,
                                                                       tmp_path, capsys):
    ab = tmp_path / "ab.csv"
    ab.write_text("label,a,b\n0,0.1,0.9\n1,0.9,0.1\n0,0.3,0.7\n1,0.7,0.3\n")
    argv = [a.format(d=files["d"], ab=ab, o=tmp_path / "o") for a in command]
    code, _, err = _run(capsys, *argv, "--bootstrap", "1000000000000")
    assert code == 2
    assert "error: --bootstrap 1,000,000,000,000 needs about" in err
    assert "available; lower --bootstrap" in err
    assert not list(tmp_path.glob("o*"))


def test_the_budget_follows_the_address_space_limit(files, capsys, monkeypatch):
    import resource

    real = resource.getrlimit
    monkeypatch.setattr(resource, "getrlimit", lambda which: (
        (64 * 10**6, real(which)[1]) if which == resource.RLIMIT_AS else real(which)))
    code, _, err = _run(capsys, "evaluate", files["d"], "--ci", "0.95", "--bootstrap",
                        "2000000")
    assert code == 2
    assert "needs about 128 MB of memory (64 bytes per replicate and score column), more than " \
           "the 64 MB available" in err




def test_a_fold_without_positives_is_named(tmp_path, capsys):
    f = tmp_path / "f.csv"
    f.write_text("label,score,fold\n0,0.1,a\n1,0.9,a\n0,0.3,b\n0,0.7,b\n1,0.2,a\n")
    code, _, err = _run(capsys, "evaluate", f, "--folds", "fold")
    assert code == 0
    assert err == ("rocpr evaluate: warning: fold 'b' has no positive samples: its auc_roc, "
                   "auc_pr, average_precision are undefined (NaN), and so is their mean over "
                   "the folds\n")


def test_a_missing_folds_column_is_called_so_once(tmp_path, capsys):
    f = tmp_path / "f.csv"
    f.write_text("label,score,fold\n0,0.1,a\n1,0.9,a\n")
    code, _, err = _run(capsys, "evaluate", f, "--folds", "nope")
    assert code == 2
    assert err == (f"rocpr evaluate: error: {f}, line 1: no folds column 'nope'; columns are "
                   "'label', 'score', 'fold'\n")


def test_compare_messages(files, tmp_path, capsys):
    code, _, err = _run(capsys, "compare", files["d"], "--scores", "score", "score")
    assert code == 2 and "got score score (score repeated)" in err
    with pytest.raises(SystemExit):
        main(["compare", "--help"])
    # compare --help offers only the methods compare accepts (no Boyd's "logit")
    offered = re.sub(r"-\s+", "-", capsys.readouterr().out)  # joined where the help wraps
    assert not re.search(r"(?<![-\w])logit(?![-\w])", offered)


def test_figures_onto_an_existing_file_and_max_fpr_0(files, tmp_path, capsys):
    existing = tmp_path / "figfile"
    existing.write_text("mine\n")
    code, _, err = _run(capsys, "figures", "-o", existing)
    assert code == 2
    assert err == (f"rocpr figures: error: --output must be a directory, got {str(existing)!r}, "
                   "an existing file\n")
    assert existing.read_text() == "mine\n"
    code, _, err = _run(capsys, "evaluate", files["d"], "--max-fpr", "0")
    assert code == 2 and err == "rocpr evaluate: error: --max-fpr must be in (0, 1], got 0.0\n"


def test_third_party_warnings_never_reach_the_user(files, capsys, monkeypatch):
    import rocpr.cli.evaluate as cmd

    real = cmd.format_evaluation

    def noisy(*args, **kwargs):
        warnings.warn("overflow encountered in ldexp", RuntimeWarning, stacklevel=2)
        warnings.warn("The figure layout has changed to tight", UserWarning, stacklevel=2)
        warnings.warn("inplace is deprecated", FutureWarning, stacklevel=2)
        warnings.warn("ours", numeric.DegenerateDataWarning, stacklevel=2)
        return real(*args, **kwargs)

    monkeypatch.setattr(cmd, "format_evaluation", noisy)
    code, _, err = _run(capsys, "evaluate", files["d"])
    assert code == 0 and err == "rocpr evaluate: warning: ours\n"




def test_report_checks_every_path_first_and_writes_all_or_none(files, tmp_path, capsys,
                                                                  monkeypatch):
    tmp_path = tmp_path / "out"
    tmp_path.mkdir()
    monkeypatch.chdir(tmp_path)
    (tmp_path / "r.md").mkdir()
    (tmp_path / "r-pr.svg").write_text("mine\n")
    code, out, err = _run(capsys, "report", files["d"], "-o", "r.md")
    assert code == 2
    assert err == "rocpr report: error: cannot write r.md: it is a directory\n" and out == ""
    assert (tmp_path / "r-pr.svg").read_text() == "mine\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r-pr.svg", "r.md"]
    # a failure while writing (the last file's directory vanishes) leaves every file as it was
    (tmp_path / "r.md").rmdir()
    from rocpr.io import output

    real_replace, calls = output.os.replace, []

    def failing(src, dst):
        calls.append(dst)
        if dst.endswith("r-region.svg"):
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(output.os, "replace", failing)
    code, _, err = _run(capsys, "report", files["d"], "-o", "r.md")
    assert code == 2 and "No space left on device" in err
    assert any(c.endswith("r-region.svg") for c in calls)  # two replaced before the failure
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r-pr.svg"]  # ... and put back
    assert (tmp_path / "r-pr.svg").read_text() == "mine\n"


@pytest.mark.parametrize("where", ["missing/w.csv", "."])
def test_witness_checks_its_output_first_and_the_error_is_last(where, tmp_path, capsys,
                                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = _run(capsys, "witness", "--skew", "0.37", "--auc-roc", "0.8", "--n-pos",
                          "7", "--out", where)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("rocpr witness: error: cannot write")




def _mp_aucnpr(y: list[int], s: list[float], w: list[float]) -> float:
    """AUCNPR at 60 digits: the Davis-Goadrich area by its closed form per segment, Boyd's
    minimum ``1 - a ln(1 + 1/a)`` (r in [0, 1]), all in mpmath."""
    import mpmath

    with mpmath.workdps(60):
        n_pos = mpmath.fsum(mpmath.mpf(wi) for yi, wi in zip(y, w, strict=True) if yi == 1)
        n_neg = mpmath.fsum(mpmath.mpf(wi) for yi, wi in zip(y, w, strict=True) if yi == 0)
        pts = [(mpmath.mpf(0), mpmath.mpf(0))]
        for t in sorted(set(s), reverse=True):
            tp = mpmath.fsum(mpmath.mpf(wi) for yi, si, wi in zip(y, s, w, strict=True)
                             if yi == 1 and si >= t)
            fp = mpmath.fsum(mpmath.mpf(wi) for yi, si, wi in zip(y, s, w, strict=True)
                             if yi == 0 and si >= t)
            pts.append((tp, fp))
        area = mpmath.mpf(0)
        for (t0, f0), (t1, f1) in itertools.pairwise(pts):
            if t1 == t0:
                continue
            slope = (f1 - f0) / (t1 - t0)
            area += mpmath.quad(lambda x, t0=t0, f0=f0, slope=slope:
                                (t0 + x) / (t0 + x + f0 + slope * x), [0, t1 - t0])
        area /= n_pos
        a = n_neg / n_pos
        minimum = 1 - a * mpmath.log1p(1 / a)
        return float((area - minimum) / (1 - minimum))


@pytest.mark.parametrize("skew", [1e-20, 1e-12, 1e-3, 1.0, 1e6])
def test_aucnpr_of_the_worst_ranking_is_0_at_every_skew(skew):
    # every negative above every positive: Boyd's minimum PR curve; AUCNPR 0
    y, s, w = [0, 0, 1, 1, 1], [0.9, 0.8, 0.3, 0.2, 0.1], [skew, skew, 1.0, 1.0, 1.0]
    assert numeric.auc_npr_score(y, s, sample_weight=w) == pytest.approx(0.0, abs=1e-12)
    assert numeric.evaluate(y, s, sample_weight=w).auc_npr == pytest.approx(0.0, abs=1e-12)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("skew", [1e-20, 1e-9, 1.0])
def test_aucnpr_matches_60_digit_arithmetic(seed, skew):
    rng = np.random.default_rng(seed)
    y = [0, 1, *rng.integers(0, 2, 6).tolist()]
    s = np.round(rng.random(8), 1).tolist()
    w = [skew * 2 if yi == 0 else 2.0 for yi in y]
    assert numeric.auc_npr_score(y, s, sample_weight=w) == pytest.approx(
        _mp_aucnpr(y, s, w), abs=1e-9)




def _weighted_two_models(tmp_path: Path) -> Path:
    rng = np.random.default_rng(0)
    n = 34
    y = rng.integers(0, 2, n)
    y[:2] = [0, 1]
    w, a, b = rng.random(n), rng.random(n), rng.random(n)
    f = tmp_path / "m.csv"
    f.write_text("label,a,b,w\n" + "".join(
        f"{int(yi)},{float(ai)!r},{float(bi)!r},{float(wi)!r}\n"
        for yi, ai, bi, wi in zip(y, a, b, w, strict=True)))
    return f


@pytest.mark.parametrize("command, out", [("plot", "p.svg"), ("report", "r.md")])
def test_weighted_models_share_one_skew_to_the_last_bit(command, out, tmp_path, capsys):
    f = _weighted_two_models(tmp_path)
    code, _, err = _run(capsys, command, f, "--scores", "a", "b", "--weights", "w",
                        "-o", tmp_path / out)
    assert code == 0, err
    rng = np.random.default_rng(1)
    for _ in range(100):  # the skew is the same whatever the score column
        n = int(rng.integers(5, 40))
        y = rng.integers(0, 2, n)
        y[:2] = [0, 1]
        w = rng.random(n)
        skews = {numeric.evaluate(y, rng.random(n), sample_weight=w).skew for _ in range(3)}
        assert len(skews) == 1
        exact = Fraction(math.fsum(w[y == 0])) / Fraction(math.fsum(w[y == 1]))
        assert skews.pop() == pytest.approx(float(exact), rel=1e-14)



Y20 = np.array([0, 1, 0, 1, 1, 0, 0, 1, 1, 0])
S20 = np.array([.1, .9, .35, .8, .3, .2, .6, .7, .75, .4])


@pytest.mark.parametrize("w_pos, w_neg", [(1e200, 1e-200), (1e-200, 1e200), (1e300, 5e-324),
                                          (5e-324, 1e300), (1e150, 1e-150), (1.0, 1.0)])
def test_per_class_weights_beyond_the_float_range_match_scikit_learn(w_pos, w_neg):
    from sklearn.metrics import average_precision_score, roc_auc_score

    w = np.where(Y20 == 1, w_pos, w_neg)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", numeric.RocprWarning)  # DG unit steps: NaN here
        e = numeric.evaluate(Y20, S20, sample_weight=w)
    # the ranking's own pairs: 22 of 25 positive-negative pairs in order (weights cancel)
    assert e.auc_roc == pytest.approx(0.88, abs=1e-15)
    assert e.auc_roc == pytest.approx(roc_auc_score(Y20, S20, sample_weight=w), abs=1e-15)
    assert e.average_precision == pytest.approx(
        average_precision_score(Y20, S20, sample_weight=w), abs=1e-12)
    if w_pos / w_neg > 1e300 or w_neg == 5e-324:  # skew below every float: AUC-PR is its max
        assert e.auc_pr == 1.0 and e.global_min_auc_pr == 1.0 and e.auc_npr == 1.0


def test_at_the_command_line_no_class_vanishes(tmp_path, capsys):
    f = tmp_path / "w.csv"
    f.write_text("label,score,w\n" + "".join(
        f"{y},{s!r},{1e200 if y else 1e-200!r}\n" for y, s in zip(Y20.tolist(), S20.tolist(),
                                                                     strict=True)))
    code, out, err = _run(capsys, "evaluate", f, "--weights", "w", "--format", "json")
    assert code == 0
    got = json.loads(out)
    assert got["auc_roc"] == pytest.approx(0.88) and got["auc_pr"] == 1.0
    assert "no negative samples" not in err
