"""Tests of rocpr.cli.main's error path: input errors exit 2 with one line, a bug exits 1 with a
short traceback and a request for a report."""

import argparse
import importlib

import pytest
from _helpers import run_cli

from rocpr.cli.errors import InputError, input_errors


def _failing(exc):
    def run(args: argparse.Namespace) -> int:
        raise exc

    return run


@pytest.mark.parametrize("exc", [ValueError("y_true has a bug"), TypeError("len() of None"),
                                 KeyError("auc_pr"), ZeroDivisionError("division by zero")])
def test_a_bug_shows_a_short_traceback_and_exits_1(capsys, monkeypatch, exc):
    """An exception that is not an input error is a bug: exit 1, the innermost frames, the
    exception, and a line asking for a report (was exit 2, "error: ...", no traceback, for
    every ValueError and TypeError)."""
    from rocpr.cli import evaluate

    monkeypatch.setattr(evaluate, "run", _failing(exc))
    status, out, err = run_cli(capsys, "evaluate")
    assert status == 1 and out == ""
    assert err.startswith("Traceback (most recent call last):")
    assert f"rocpr evaluate: internal error: {type(exc).__name__}: {exc}" in err
    assert err.rstrip().endswith("please report it with the command line and the traceback "
                                 "above.")
    frames = importlib.import_module("rocpr.cli.main").TRACEBACK_FRAMES
    assert 1 <= err.count('  File "') <= frames


@pytest.mark.parametrize(("exc", "line"), [
    (InputError("--ci must be in (0, 1), got 1.5"), "--ci must be in (0, 1), got 1.5"),
    (FileNotFoundError(2, "No such file or directory", "x.csv"),
     "[Errno 2] No such file or directory: 'x.csv'"),
    (MemoryError(), "out of memory: the data or the options (--bootstrap, --permutations, ...) "
     "need more memory than this machine or container has"),
])
def test_input_and_os_errors_exit_2_with_one_line(capsys, monkeypatch, exc, line):
    from rocpr.cli import evaluate

    monkeypatch.setattr(evaluate, "run", _failing(exc))
    status, out, err = run_cli(capsys, "evaluate")
    assert (status, out, err) == (2, "", f"rocpr evaluate: error: {line}\n")


def test_input_errors_names_the_source_once_and_passes_other_exceptions():
    with pytest.raises(InputError, match=r"^d\.csv: y has one class$"):
        with input_errors("d.csv"):
            raise ValueError("y has one class")
    with pytest.raises(InputError, match=r"^d\.csv, line 3: bad$"):
        with input_errors("d.csv"):
            raise ValueError("d.csv, line 3: bad")
    with pytest.raises(TypeError):
        with input_errors("d.csv"):
            raise TypeError("a bug")


@pytest.mark.parametrize(("argv", "message"), [
    (["power", "FILE", "--scores", "a", "b"],
     "the power of the paired test needs at least 2 positive and 2 negative rows"),
    (["power", "--auc", "0.75", "--power", "0.8", "--sig-level", "0"],
     "--sig-level must be in (0, 1), got 0.0"),
    (["thresholds", "--at-specificity", "0.5", "1.5"],
     "--at-specificity must be in [0, 1], got 1.5"),
    (["compare", "--seed", "-1"], "--seed must be >= 0, got -1"),
    (["evaluate", "--tpr-range", "0.5", "0.2"],
     "--tpr-range must satisfy 0 <= t0 < t1 <= 1, got (0.5, 0.2)"),
])
def test_messages_name_the_option_and_keep_their_prose(capsys, tmp_path, argv, message):
    """Options are checked at the boundary under their names; prose is never rewritten (the
    power message said "the --power of the paired test" when no --power was given)."""
    f = tmp_path / "d.csv"
    f.write_text("label,a,b\n1,0.9,0.8\n0,0.1,0.3\n0,0.4,0.2\n0,0.3,0.5\n")
    status, out, err = run_cli(capsys, *[str(f) if a == "FILE" else a for a in argv])
    assert status == 2 and out == ""
    assert err.startswith(f"rocpr {argv[0]}: error: ") and message in err, err
    assert err.count("\n") == 1
