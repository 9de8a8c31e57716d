"""Every command, fed adversarial arguments and files, exits 0 or 2 and never shows a traceback.

Hypothesis draws command lines from each subcommand's options with values from a pool of
adversarial tokens (overflowing, subnormal, NaN, negative, non-numeric, empty, ranges) and files
in every state (good, empty, truncated, binary garbage, Latin-1, a directory, missing). Whatever
the input: the exit status is 0 or 2, an error is one line ``rocpr <cmd>: error: ...``, a JSON
output parses (no bare NaN/Infinity), and ``--output`` leaves either the complete new file or
the untouched old one.
"""

from __future__ import annotations

import gzip
import io
import json
import zipfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rocpr.cli import main

# Plausible values (most draws) and adversarial ones (overflow, subnormal, NaN, junk, ranges).
VALID = ["0", "1", "0.5", "0.875", "0.7", "0.3", "0.05", "0.99", "100", "10", "2.5e-1", "1/3"]
ADVERSARIAL = ["-1", "1e400", "-1e400", "nan", "inf", "-inf", "1e-400", "5e-324", "1e308",
               "1e-308", "1e12", "1e-12", "1e40", "1e-100", "abc", "", "0:1:0.25", "1:0:0.1",
               "0.1:0.2:0", "7", "20", "2000"]
NUMBERS = VALID * 2 + ADVERSARIAL
INTS = ["1", "7", "20", "100", "2000"] * 3 + ["0", "-3", "1e3", "x", "", "100000000000"]
FORMATS = {"evaluate": ["text", "json", "md"], "bounds": ["text", "json", "md"],
           "table": ["md", "latex", "csv", "json"], "witness": [], "check": ["text", "json", "md"],
           "power": ["text", "json", "md"], "thresholds": ["text", "json", "md"]}


def _files(root: Path) -> dict[str, Path]:
    root.mkdir(parents=True, exist_ok=True)
    good = root / "good.csv"
    good.write_text("label,score,w\n1,0.9,1\n0,0.8,2\n1,0.3,0.5\n0,0.1,1\n")
    one_class = root / "one.csv"
    one_class.write_text("label,score\n1,0.9\n1,0.2\n")
    empty = root / "empty.csv"
    empty.write_text("")
    header_only = root / "header.csv"
    header_only.write_text("label,score\n")
    bad_value = root / "bad.csv"
    bad_value.write_text("label,score\n1,0.9\n0,abc\n")
    latin1 = root / "latin1.csv"
    latin1.write_bytes("label,score\n1,0.9\n0,caf\xe9\n".encode("latin-1"))
    gz = root / "data.csv.gz"
    gz.write_bytes(gzip.compress(b"label,score\n1,0.9\n0,0.1\n"))
    garbage = root / "garbage.npy"
    garbage.write_bytes(b"\x93NUMPY\x01\x00garbage")
    empty_npy = root / "empty.npy"
    empty_npy.write_bytes(b"")
    npz = root / "data.npz"
    np.savez(npz, y_true=np.array([0, 1, 1]), y_score=np.array([0.1, 0.5, 0.7]))
    truncated = root / "trunc.npz"
    truncated.write_bytes(npz.read_bytes()[:40])
    not_zip = root / "notzip.npz"
    not_zip.write_bytes(b"PK\x03\x04 not really")
    complex_npy = root / "complex.npy"
    np.save(complex_npy, np.array([[1 + 1j, 0.5], [0, 0.2]]))
    folder = root / "folder.csv"
    folder.mkdir(exist_ok=True)
    return {p.name: p for p in (good, one_class, empty, header_only, bad_value, latin1, gz,
                                garbage, empty_npy, npz, truncated, not_zip, complex_npy, folder)
            } | {"missing.csv": root / "missing.csv"}


FILE_NAMES = sorted(_files(Path("/tmp/rocpr-fuzz-probe")))


def _option(name: str, values: list[str], n: int = 1) -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(values), min_size=n, max_size=n).map(lambda v: [name, *v])


def _maybe(s: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[str]]:
    return st.one_of(st.just([]), s)


@st.composite
def command_lines(draw: st.DrawFn) -> tuple[str, list[str]]:
    command = draw(st.sampled_from(["evaluate", "bounds", "table", "witness", "check", "power",
                                    "thresholds"]))
    parts: list[str] = []
    if command == "evaluate":
        files = st.sampled_from(["good.csv"] * 8 + ["data.npz"] * 3 + FILE_NAMES)
        parts += draw(_maybe(files.map(lambda f: ["FILE:" + f])))
        if parts and draw(st.integers(0, 3)) == 0:
            parts += draw(_maybe(_option("--labels", ["label", "LABEL", "score", "nope"])))
            parts += draw(_maybe(_option("--scores", ["score", "label", "nope"])))
            parts += draw(_maybe(_option("--weights", ["w", "nope"])))
        parts += draw(_maybe(_option("--pos-label", ["1", "1.0", "0", "yes", ""])))
        parts += draw(_maybe(_option("--recall-range", NUMBERS, 2)))
    elif command in ("bounds", "table"):
        many = 1 if command == "bounds" else draw(st.integers(1, 3))
        balance = draw(st.sampled_from(["--skew", "--prevalence", "--counts"]))
        parts += _option_value(draw, balance, NUMBERS if balance != "--counts" else INTS,
                               2 if balance == "--counts" else many)
        auc = st.sampled_from(["--auc-roc", "--auc-pr"]).flatmap(
            lambda o: _option(o, NUMBERS, many))
        parts += draw(auc if command == "bounds" else _maybe(auc))
        parts += draw(_maybe(_option("--dps", ["0", "5", "30", "-2", "x", "1000000000000"])))
        if command == "table":
            parts += draw(_maybe(_option("--digits", ["0", "3", "100", "x"])))
            parts += draw(_maybe(_option("--quantity", ["auc_pr_max", "global_min_auc_pr",
                                                        "nonsense"])))
            parts += draw(_maybe(st.just(["--output", "OUT"])))
    elif command == "witness":
        parts += _option_value(draw, "--skew", NUMBERS, 1)
        parts += _option_value(draw, "--auc-roc", NUMBERS, 1)
        parts += _option_value(draw, "--n-pos", INTS, 1)
        parts += draw(_maybe(_option("--curve", ["exact_min", "max", "mihelich_min", "x"])))
        parts += draw(_maybe(st.just(["--output", "OUT"])))
    elif command == "power":
        for option in ("--auc", "--power", "--n-cases", "--n-controls", "--kappa", "--sig-level"):
            parts += draw(_maybe(_option(option, NUMBERS)))
    elif command == "thresholds":
        files = st.sampled_from(["good.csv"] * 6 + FILE_NAMES)
        parts += draw(_maybe(files.map(lambda f: ["FILE:" + f])))
        for option in ("--min-recall", "--max-fpr", "--cost-ratio", "--prevalence"):
            parts += draw(_maybe(_option(option, NUMBERS)))
        for option in ("--at-specificity", "--at-recall"):
            parts += draw(_maybe(_option(option, NUMBERS, draw(st.integers(1, 2)))))
    else:
        parts += draw(st.lists(st.sampled_from(["dg2006.table1", "nope", "", "boyd2012.thm1"]),
                               min_size=1, max_size=2))
    fmt = draw(_maybe(_option("--format", FORMATS[command]))) if FORMATS[command] else []
    return command, [command, *parts, *fmt]


def _option_value(draw: st.DrawFn, name: str, values: list[str], n: int) -> list[str]:
    return [name, *draw(st.lists(st.sampled_from(values), min_size=n, max_size=n))]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return _files(tmp_path_factory.mktemp("fuzz"))


def _run_cli(argv: list[str]) -> tuple[int, str, str]:
    """``(exit status, stdout, stderr)`` of ``rocpr argv``, run in this process."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:  # argparse: usage errors exit 2
            status = exc.code if isinstance(exc.code, int) else 2
    return int(status), out.getvalue(), err.getvalue()


@settings(max_examples=250, suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=None)
@given(line=command_lines())
# the reported cases (each gave a traceback or a MemoryError before its fix)
@example(line=("bounds", ["bounds", "--skew", "1e400", "--auc-roc", "0"]))
@example(line=("table", ["table", "--skew", "1e400", "--auc-roc", "0.5"]))
@example(line=("bounds", ["bounds", "--counts", "7", "1", "--auc-pr", "1e400", "--dps", "5"]))
@example(line=("bounds", ["bounds", "--skew", "1", "--auc-roc", "0.5", "--dps",
                          "1000000000000"]))
@example(line=("table", ["table", "--skew", "0.05", "--dps", "1000000000000"]))
@example(line=("witness", ["witness", "--skew", "1e12", "--auc-roc", "0.5", "--n-pos", "10"]))
@example(line=("evaluate", ["evaluate", "FILE:data.csv.gz"]))
# the power cases of the robustness review (a statistics error, inf or null without a word)
@example(line=("power", ["power", "--auc", "0.75", "--power", "0.8", "--sig-level", "1e-300"]))
@example(line=("power", ["power", "--auc", "0.75", "--power", "0.8", "--kappa", "1e308"]))
@example(line=("power", ["power", "--auc", "0.75", "--power", "0.8", "--kappa", "1e-320"]))
@example(line=("power", ["power", "--auc", "0.75", "--power", "0.001"]))
def test_every_command_exits_0_or_2_without_traceback(line, files, tmp_path_factory):
    _, argv = line
    out_dir = tmp_path_factory.mktemp("out")
    target = out_dir / "result.txt"
    target.write_text("old\n")
    argv = [str(files[a[5:]]) if a.startswith("FILE:") else str(target) if a == "OUT" else a
            for a in argv]
    status, out, err = _run_cli(argv)
    assert status in (0, 2), (argv, status, err)
    assert "Traceback" not in err
    assert "unclosed" not in err  # no file left open (a ResourceWarning)
    for line_ in err.splitlines():
        assert line_.startswith(("rocpr ", "rocpr: error:", "usage:", "  ", "note:")) or not (
            line_.strip()), line_
    if status == 0 and "json" in argv and "--output" not in argv:
        json.loads(out)  # valid JSON: no NaN/Infinity tokens
    if "--output" in argv:
        text = target.read_text()
        assert text == "old\n" if status == 2 else text != "old\n"


def test_the_probe_files_are_what_they_claim(files):
    with pytest.raises(zipfile.BadZipFile):
        zipfile.ZipFile(files["trunc.npz"])
    assert files["folder.csv"].is_dir() and not files["missing.csv"].exists()


# --------------------------------------------------------------------------------------------
# every data-reading command, on generated files (every reader and compression,
# corrupt, ragged, repeated, extreme and near-boundary), never a traceback, never a third-party
# warning, the error as the last line, and no output file written when the command fails
# --------------------------------------------------------------------------------------------

from strategies import DataFile, data_files  # noqa: E402

_THIRD_PARTY = ("RuntimeWarning", "UserWarning", "FutureWarning", "DeprecationWarning",
                "overflow encountered", "invalid value encountered", "constrained_layout",
                "deprecated", "Traceback", "unclosed")


@st.composite
def data_command_lines(draw: st.DrawFn) -> list[str]:
    """A data command (evaluate in its modes, compare, thresholds) with drawn options."""
    command = draw(st.sampled_from(["evaluate"] * 4 + ["compare", "thresholds"]))
    parts = [command, "FILE"]
    weights = draw(st.booleans())
    if weights:
        parts += ["--weights", "w"]
    if command == "evaluate":
        mode = draw(st.sampled_from(["plain", "ci", "folds", "soft", "partial", "multiclass"]))
        if mode == "ci":
            parts += ["--ci", draw(st.sampled_from(["0.95", "0.5", "0.999999"])),
                      "--bootstrap", draw(st.sampled_from(["1", "20", "200"])),
                      "--seed", "0",
                      "--ci-method", draw(st.sampled_from(["bca", "percentile", "logit"]))]
        elif mode == "folds":
            parts += ["--folds", draw(st.sampled_from(["fold", "nope", "label"]))]
        elif mode == "soft":
            parts = [p for p in parts if p not in ("--weights", "w")] + ["--soft-labels",
                                                                          "--labels", "score2"]
        elif mode == "partial":
            lo = draw(st.sampled_from(["0", "0.5", "0.9999999999", "0.9999999999999999"]))
            hi = draw(st.sampled_from(["1", "0.5000000000000001", "0.6"]))
            parts += ["--fpr-range", lo, hi, "--max-fpr",
                      draw(st.sampled_from(["0.1", "1", "0", "5e-324"]))]
        else:
            parts += ["--multiclass", "--labels", "fold", "--scores", "score", "score2", "w"]
        parts += ["--format", draw(st.sampled_from(["text", "json", "md"]))]
    elif command == "compare":
        parts += ["--scores", *draw(st.sampled_from([["score", "score2"], ["score", "score"],
                                                     ["score", "w"]])),
                  "--bootstrap", "50", "--seed", "1"]
    return parts


def _check_streams(argv: list[str], status: int, out: str, err: str) -> None:
    assert status in (0, 2), (argv, status, err)
    for word in _THIRD_PARTY:
        assert word not in err, (argv, err)
    lines = err.splitlines()
    command = argv[0]
    for i, line in enumerate(lines):
        ours = line.startswith((f"rocpr {command}: warning: ", f"rocpr {command}: error: "))
        usage = line.startswith(("usage:", "  ", "rocpr: error:")) or not line.strip()
        assert ours or usage, (argv, line)
        if line.startswith(f"rocpr {command}: error: "):
            assert i == len(lines) - 1, (argv, err)  # nothing follows an error
    if status == 0 and "json" in argv:
        json.loads(out)


@settings(max_examples=120, suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=None)
@given(f=data_files(), argv=data_command_lines())
@example(f=DataFile("d.csv", b"label,score\n0,0.9,0.1\n1,0.2\n", "ragged", 2),
         argv=["evaluate", "FILE"])
def test_data_commands_on_generated_files_never_crash(f, argv, tmp_path_factory):
    """Whatever the file and options, exit 0 or 2, only rocpr's own one-line
    warnings, the error last, valid JSON."""
    path = tmp_path_factory.mktemp("data") / f.name
    path.write_bytes(f.data)
    argv = [str(path) if a == "FILE" else a for a in argv]
    status, out, err = _run_cli(argv)
    _check_streams(argv, status, out, err)
    if f.defect in ("ragged", "repeated_column", "nan_score", "empty_score", "big_integer",
                    "corrupt_middle") and "--multiclass" not in argv:
        assert status == 2, (f, argv, out)


@pytest.mark.slow
@settings(max_examples=12, suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=None)
@given(f=data_files(), command=st.sampled_from(["plot", "report"]),
       target=st.sampled_from(["out.svg", "out.md", "out.html", "out.png", "dir", "missing/o.md"]),
       ci=st.booleans())
def test_plot_and_report_write_everything_or_nothing(f, command, target, ci,
                                                      tmp_path_factory):
    """On exit 2 no output file appears or changes; on exit 0 every one listed."""
    root = tmp_path_factory.mktemp("figs")
    path = root / "in" / f.name
    path.parent.mkdir()
    path.write_bytes(f.data)
    out_dir = root / "out"
    out_dir.mkdir()
    (out_dir / "dir").mkdir()
    (out_dir / "out-pr.svg").write_text("mine\n")
    before = {p.name: p.read_bytes() for p in out_dir.iterdir() if p.is_file()}
    argv = [command, str(path), "-o", str(out_dir / target)]
    if ci:
        argv += ["--ci", "0.9", "--bootstrap", "40", "--seed", "3"]
    status, out, err = _run_cli(argv)
    _check_streams(argv, status, out, err)
    after = {p.name: p.read_bytes() for p in out_dir.iterdir() if p.is_file()}
    if status == 2:
        assert after == before, (argv, err)
    else:
        written = [line.removeprefix("wrote ") for line in out.splitlines()
                   if line.startswith("wrote ")]
        assert written and all(Path(w).is_file() for w in written)
    assert not [p for p in out_dir.rglob("*.tmp")]
