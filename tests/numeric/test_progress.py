"""Tests of rocpr.progress: the one bar, on a terminal only, fed by numeric's callbacks."""

from __future__ import annotations

import io

import numpy as np

from rocpr.progress import ProgressBar, progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_nothing_is_drawn_off_a_terminal() -> None:
    out = io.StringIO()
    assert list(progress(["a", "b"], "figures", stream=out)) == ["a", "b"]
    assert out.getvalue() == ""


def test_a_terminal_sees_the_bar_then_ends_its_line() -> None:
    out = Terminal()
    seen = []
    for item in progress(["a", "b", "c", "d"], "figures", stream=out):
        seen.append(out.getvalue().rsplit("\r", 1)[-1])
        assert item
    assert seen[0] == "figures [" + "." * 30 + "]   0% (0/4 items)"
    assert seen[2] == "figures [" + "#" * 15 + "." * 15 + "]  50% (2/4 items)"
    text = out.getvalue()
    assert "100% (4/4 items)" in text and text.endswith("\n")


def test_generators_without_length() -> None:
    out = Terminal()
    assert list(progress((i for i in range(3)), "x", stream=out)) == [0, 1, 2]
    assert "x [" in out.getvalue()


class _Stream(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self._tty = tty

    def isatty(self) -> bool:
        return self._tty


def _clock(times):
    it = iter(times)
    return lambda: next(it)


def test_progress_bar_only_on_a_terminal_after_the_delay():
    quiet = _Stream(tty=True)
    bar = ProgressBar("t", stream=quiet, delay=1.0, clock=_clock([0.0, 0.5, 0.9]))
    bar(5, 10)
    bar(10, 10)
    bar.close()
    assert quiet.getvalue() == ""  # finished within a second: nothing

    slow = _Stream(tty=True)
    bar = ProgressBar("t", stream=slow, delay=1.0, clock=_clock([0.0, 0.5, 1.5, 2.0]))
    bar(2, 10)
    bar(5, 10)
    bar(10, 10)
    bar.close()
    out = slow.getvalue()
    assert "50%" in out and "100%" in out and "20%" not in out
    assert out.endswith("\n")

    piped = _Stream(tty=False)
    bar = ProgressBar("t", stream=piped, delay=0.0, clock=_clock([0.0, 5.0, 9.0]))
    bar(5, 10)
    bar.close()
    assert piped.getvalue() == ""  # not a terminal: never


def test_the_bar_draws_a_bound_table_and_the_bootstrap(monkeypatch):
    import rocpr.progress as progress_module
    from numeric.bounds import bound_table
    from numeric.stats import bootstrap_ci

    ticks = iter(np.arange(0.0, 1000.0, 2.0))  # every reading of the clock: 2 s later
    monkeypatch.setattr(progress_module, "_clock", lambda: float(next(ticks)))
    stream = _Stream(tty=True)
    with ProgressBar("rocpr table", stream=stream, unit="rows") as bar:
        bound_table([1, 2, 3], ["auc_pr_max"], auc_roc=[0.5], progress=bar)
    assert "100% (3/3 rows)" in stream.getvalue()
    tty, pipe = _Stream(tty=True), _Stream(tty=False)
    y = np.r_[np.zeros(100), np.ones(100)]
    s = np.random.default_rng(0).random(200) + y / 2
    for out in (tty, pipe):
        with ProgressBar("rocpr bootstrap", stream=out, unit="replicates") as bar:
            bootstrap_ci(y, s, n_bootstrap=50, random_state=0, progress=bar)
    assert "rocpr bootstrap [" in tty.getvalue() and "(50/50 replicates)" in tty.getvalue()
    assert pipe.getvalue() == ""
