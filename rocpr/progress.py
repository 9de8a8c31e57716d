"""The one progress bar of the toolkit, on stderr, shown only when stderr is a terminal.

Numeric code reports progress through a callback ``progress(done, total)``
(:data:`numeric.ProgressCallback`); :class:`ProgressBar` is such a callback that draws. Pipes,
files and CI logs get nothing (no carriage-return noise); a terminal sees one line rewritten in
place (after ``delay`` seconds, so quick work shows nothing) and cleared at the end.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sized
from typing import IO, TypeVar

__all__ = ["ProgressBar", "progress"]

T = TypeVar("T")
_WIDTH = 30
_clock = time.monotonic  # the bar's clock (replaceable in tests)


class ProgressBar:
    """A callback ``bar(done, total)`` drawing ``label [####....]  40% (4/10 unit)``.

    Parameters
    ----------
    label : str
        Shown before the bar.
    stream : text file, optional
        Default ``sys.stderr``; nothing is written unless ``stream.isatty()``.
    delay : float, default=1.0
        Seconds of work before the bar first appears.
    unit : str, default='items'
        The unit counted.
    clock : callable, optional
        Monotonic clock in seconds (tests replace it).

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()  # not a terminal: nothing drawn
    >>> with ProgressBar("rocpr table", stream=out) as bar:
    ...     bar(5, 10)
    >>> out.getvalue()
    ''
    """

    def __init__(self, label: str, *, stream: IO[str] | None = None, delay: float = 1.0,
                 unit: str = "items", clock: Callable[[], float] | None = None) -> None:
        self.label = label
        self.unit = unit
        self.stream = sys.stderr if stream is None else stream
        self.delay = delay
        self.clock = _clock if clock is None else clock
        self.start = self.clock()
        self.shown = False
        isatty = getattr(self.stream, "isatty", None)
        self.tty = bool(isatty and isatty())

    def __call__(self, done: int, total: int) -> None:
        """Draw ``done`` of ``total`` (on a terminal, once ``delay`` has passed)."""
        if not self.tty:
            return
        if not self.shown and self.clock() - self.start < self.delay:
            return
        self.shown = True
        filled = int(_WIDTH * done / max(total, 1))
        pct = 100 * done // max(total, 1)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (_WIDTH - filled)}] "
                          f"{pct:3d}% ({done}/{total} {self.unit})")
        self.stream.flush()

    def close(self) -> None:
        """End the bar's line, if it was drawn."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def progress(items: Iterable[T], label: str, *, stream: IO[str] | None = None,
             total: int | None = None, delay: float = 0.0) -> Iterator[T]:
    """Yield ``items``, drawing a :class:`ProgressBar` on ``stream`` if it is a terminal.

    Parameters
    ----------
    items : iterable
    label : str
        Shown before the bar.
    stream : text file, optional
        Default ``sys.stderr``; nothing is written unless ``stream.isatty()``.
    total : int, optional
        Number of items (default ``len(items)`` when it has one).
    delay : float, default=0.0
        Seconds before the bar first appears.

    Examples
    --------
    >>> import io
    >>> out = io.StringIO()  # not a terminal: nothing drawn
    >>> list(progress(range(3), "figures", stream=out)), out.getvalue()
    ([0, 1, 2], '')
    """
    n = total if total is not None else (len(items) if isinstance(items, Sized) else 0)
    with ProgressBar(label, stream=stream, delay=delay) as bar:
        for i, item in enumerate(items):
            bar(i, n)
            yield item
        bar(n, n)
