"""Every file the command line writes: atomic, through symlinks, strict JSON.

A regular file is written atomically: the text goes to a temporary file in the target's
directory (same file system), is flushed and fsync'ed, takes the permissions the target would
have, and only then replaces the target with :func:`os.replace` (atomic on POSIX and Windows). On
any exception -- ``KeyboardInterrupt`` and ``SIGTERM`` included -- the temporary file is removed
and the target is left exactly as it was. A symlink is followed (its target is replaced, the link
stays a link); a non-regular file (``/dev/null``, a FIFO, a terminal) is written directly, as
there is nothing to replace. :func:`write_output` is the one entry point of every command's
``--output``. (JSON is encoded by :func:`rocpr.render.dumps_json`.)
"""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import IO, AnyStr, Literal, overload

__all__ = ["atomic_write_bytes", "atomic_write_text", "atomic_writer", "write_output"]


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


@overload
def atomic_writer(path: str | os.PathLike[str], *, encoding: str = ...,
                  newline: str | None = ..., binary: Literal[False] = ...
                  ) -> contextlib.AbstractContextManager[IO[str]]: ...
@overload
def atomic_writer(path: str | os.PathLike[str], *, encoding: str = ...,
                  newline: str | None = ..., binary: Literal[True]
                  ) -> contextlib.AbstractContextManager[IO[bytes]]: ...
def atomic_writer(path: str | os.PathLike[str], *, encoding: str = "utf-8",
                  newline: str | None = None, binary: bool = False
                  ) -> (contextlib.AbstractContextManager[IO[str]]
                        | contextlib.AbstractContextManager[IO[bytes]]):
    """Context manager yielding a text file whose content replaces ``path`` on success only.

    Parameters
    ----------
    path : str or path-like
        The target file. Its directory must exist.
    encoding : str, default='utf-8'
    newline : str or None, default=None
        As for :func:`open`.
    binary : bool, default=False
        Yield a binary file instead (``encoding`` and ``newline`` are then ignored).

    Raises
    ------
    OSError
        If the directory does not exist or is not writable (the target is untouched).

    Examples
    --------
    >>> import pathlib, tempfile
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "table.md"
    >>> with atomic_writer(target) as fh:
    ...     _ = fh.write("| a |\\n")
    >>> target.read_text()
    '| a |\\n'
    """
    if binary:
        return _atomic(path, lambda file: open(file, "wb"))
    return _atomic(path, lambda file: open(file, "w", encoding=encoding, newline=newline))


@contextlib.contextmanager
def _atomic(path: str | os.PathLike[str], opener: Callable[[str | int], IO[AnyStr]]
            ) -> Iterator[IO[AnyStr]]:
    """:func:`atomic_writer` for a file opened by ``opener`` (a path, or the temporary's fd)."""
    shown = os.fspath(path)
    target = os.path.realpath(shown)  # through symlinks: the link stays, its target is replaced
    if os.path.isdir(target):
        raise OSError(f"cannot write {shown}: it is a directory")
    if os.path.exists(target) and not stat.S_ISREG(os.stat(target).st_mode):
        # /dev/null, a FIFO, a terminal: nothing to replace, write straight into it
        with opener(target) as fh:
            yield fh
        return
    directory = os.path.dirname(target)
    if not os.path.isdir(directory):
        raise OSError(f"cannot write {shown}: directory {directory} does not exist")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp",
                                   dir=directory)
    except OSError as exc:
        raise OSError(f"cannot write {shown}: {exc.strerror or exc}") from None
    try:
        with _sigterm_raises(), opener(fd) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except FileNotFoundError:
            mode = _default_mode()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        if isinstance(exc, _Terminated):  # cleaned up: now end as SIGTERM would have
            os.kill(os.getpid(), signal.SIGTERM)
            raise SystemExit(128 + signal.SIGTERM) from None  # if a handler returned
        raise


class _Terminated(BaseException):
    """Raised in the main thread on SIGTERM while a file is being written (then re-signalled)."""


@contextlib.contextmanager
def _sigterm_raises() -> Iterator[None]:
    """Turn SIGTERM into the exception :class:`_Terminated` for the duration, so that the
    clean-up runs; the previous handler is restored on the way out (then the writer re-sends
    the signal, so the process ends with the usual SIGTERM status)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: FrameType | None) -> None:
        raise _Terminated

    previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def atomic_write_text(path: str | os.PathLike[str], text: str, *,
                      encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` atomically (see :func:`atomic_writer`).

    Examples
    --------
    >>> import pathlib, tempfile
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "out.csv"
    >>> atomic_write_text(target, "skew\\n1\\n")
    >>> target.read_text()
    'skew\\n1\\n'
    """
    with atomic_writer(path, encoding=encoding, newline="") as fh:
        fh.write(text)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_writer`), e.g. a PNG figure.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "fig.png"
    >>> atomic_write_bytes(target, b"\\x89PNG")
    >>> target.read_bytes()
    b'\\x89PNG'
    """
    with atomic_writer(path, binary=True) as fh:
        fh.write(data)


def write_output(text: str, path: str | os.PathLike[str] | None) -> None:
    r"""Write a command's output: to standard output when ``path`` is ``None`` or ``"-"``, else
    to the file (atomically, see :func:`atomic_writer`).

    Examples
    --------
    >>> import pathlib, tempfile
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "out.txt"
    >>> write_output("hello\n", target)
    >>> target.read_text()
    'hello\n'
    >>> write_output("to stdout\n", None)
    to stdout
    """
    if path is None or os.fspath(path) == "-":
        sys.stdout.write(text)
        return
    atomic_write_text(path, text)
