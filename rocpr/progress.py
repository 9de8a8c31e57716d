"""A progress bar on stderr for long renders, shown only when stderr is a terminal.

Pipes, files and CI logs get nothing (no carriage-return noise); a terminal sees one line that is
rewritten in place and cleared at the end.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Sized
from typing import IO, TypeVar

__all__ = ["progress"]

T = TypeVar("T")
_WIDTH = 24


def progress(items: Iterable[T], label: str, *, stream: IO[str] | None = None,
             total: int | None = None) -> Iterator[T]:
    """Yield ``items``, drawing ``label [####----] i/n`` on ``stream`` if it is a terminal.

    Parameters
    ----------
    items : iterable
    label : str
        Shown before the bar.
    stream : text file, optional
        Default ``sys.stderr``; nothing is written unless ``stream.isatty()``.
    total : int, optional
        Number of items (default ``len(items)`` when it has one).

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()  # not a terminal: nothing drawn
    >>> list(progress(range(3), "figures", stream=out)), out.getvalue()
    ([0, 1, 2], '')
    """
    out = sys.stderr if stream is None else stream
    shown = bool(getattr(out, "isatty", lambda: False)())
    if not shown:
        yield from items
        return
    n = total if total is not None else (len(items) if isinstance(items, Sized) else 0)
    for i, item in enumerate(items):
        _draw(out, label, i, n)
        yield item
    _draw(out, label, n, n)
    out.write("\r" + " " * (len(label) + _WIDTH + 20) + "\r")
    out.flush()


def _draw(out: IO[str], label: str, done: int, total: int) -> None:
    filled = _WIDTH * done // total if total else 0
    bar = "#" * filled + "-" * (_WIDTH - filled)
    count = f"{done}/{total}" if total else f"{done}"
    out.write(f"\r{label} [{bar}] {count}")
    out.flush()
