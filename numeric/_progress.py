"""The progress protocol of long computations: ``progress(done, total)``.

Numeric code never draws: a long loop (a bound table, bootstrap replicates) calls an optional
``progress(done, total)`` after each unit of work, and the application decides what to show
(:class:`rocpr.progress.ProgressBar` draws a terminal bar).
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["ProgressCallback"]

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``: ``done`` units of ``total`` finished (``0 <= done <= total``)."""
