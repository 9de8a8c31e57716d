"""Atomic file writes: a failed or interrupted write never leaves a half-written or clobbered file.

The text goes to a temporary file in the target's directory (same file system), is flushed and
fsync'ed, takes the permissions the target would have, and only then replaces the target with
:func:`os.replace` (atomic on POSIX and Windows). On any exception -- ``KeyboardInterrupt``
included -- the temporary file is removed and the target is left exactly as it was.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from typing import IO, Any

__all__ = ["atomic_write_bytes", "atomic_write_text", "atomic_writer"]


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], *, encoding: str = "utf-8",
                  newline: str | None = None, binary: bool = False) -> Iterator[IO[Any]]:
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
    target = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(target))
    if not os.path.isdir(directory):
        raise OSError(f"cannot write {target}: directory {directory} does not exist")
    if os.path.isdir(target):
        raise OSError(f"cannot write {target}: it is a directory")
    fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp",
                               dir=directory)
    try:
        with (os.fdopen(fd, "wb") if binary
              else os.fdopen(fd, "w", encoding=encoding, newline=newline)) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except FileNotFoundError:
            mode = _default_mode()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


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
