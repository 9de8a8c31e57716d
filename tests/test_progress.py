"""Tests of rocpr.progress: a bar on a terminal only."""

from __future__ import annotations

import io

from rocpr.progress import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_nothing_is_drawn_off_a_terminal() -> None:
    out = io.StringIO()
    assert list(progress(["a", "b"], "figures", stream=out)) == ["a", "b"]
    assert out.getvalue() == ""


def test_a_terminal_sees_the_bar_then_a_cleared_line() -> None:
    out = Terminal()
    seen = []
    for item in progress(["a", "b", "c", "d"], "figures", stream=out):
        seen.append(out.getvalue().rsplit("\r", 1)[-1])
        assert item
    assert seen[0] == "figures [" + "-" * 24 + "] 0/4"
    assert seen[2] == "figures [" + "#" * 12 + "-" * 12 + "] 2/4"
    text = out.getvalue()
    assert "] 4/4" in text and text.endswith("\r") and "\n" not in text


def test_generators_without_length() -> None:
    out = Terminal()
    assert list(progress((i for i in range(3)), "x", stream=out)) == [0, 1, 2]
    assert "x [" in out.getvalue()
