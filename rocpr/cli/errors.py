"""The command line's input errors: what the user can fix, told apart from the toolkit's bugs.

A command raises :class:`InputError` for a wrong option, a wrong combination of options or data
the computation refuses, with the option's name in the message (``--ci must be in (0, 1), got
1.5``), checked at the boundary before the computation runs; :func:`input_errors` turns the
``ValueError`` of a reader or of the computation on the user's data into one, naming the file.
:func:`rocpr.cli.main.main` prints an input error (and an :class:`OSError`: a missing file, a
full disk) as one line and exits 2; any other exception is a bug of rocpr and is shown with a
short traceback and exit status 1.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["InputError", "input_errors"]


class InputError(ValueError):
    """Bad input to a command: an option, a combination of options, or the data.

    A :class:`ValueError`, so that code which catches those keeps working.

    Examples
    --------
    >>> raise InputError("--ci must be in (0, 1), got 1.5")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: --ci must be in (0, 1), got 1.5
    """


@contextmanager
def input_errors(source: str | None = None) -> Iterator[None]:
    """Re-raise a ``ValueError`` of the block (a reader's, or the computation's on the user's
    data) as an :class:`InputError`, its message prefixed with ``source`` (the data's name)
    unless it names it already.

    A ``TypeError`` or any other exception passes unchanged: the command line only passes
    values of the right types, so those are bugs.

    Examples
    --------
    >>> with input_errors("d.csv"):
    ...     raise ValueError("y_true has only one class")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: d.csv: y_true has only one class
    """
    try:
        yield
    except InputError:
        raise
    except ValueError as exc:
        text = str(exc)
        if source and not text.startswith(source):
            text = f"{source}: {text}"
        raise InputError(text) from exc
