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
from collections.abc import Callable, Iterator, Mapping
from types import FrameType
from typing import IO, AnyStr, Literal, overload

__all__ = [
    "atomic_write_bytes",
    "atomic_write_text",
    "atomic_writer",
    "check_output_path",
    "page_format",
    "write_output",
    "write_outputs",
]


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


def _no_directory(shown: str, directory: str) -> OSError:
    """The error for writing ``shown`` into ``directory``, which is not one: the deepest ancestor
    that exists is a regular file ("... is not a directory") or the directory is missing
    ("directory ... does not exist")."""
    existing = directory
    while existing and not os.path.lexists(existing):
        existing = os.path.dirname(existing)
    if existing and not os.path.isdir(existing):
        return OSError(f"cannot write {shown}: {existing} is not a directory")
    return OSError(f"cannot write {shown}: directory {directory} does not exist")


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
        with opener(target) as direct:
            yield direct
        return
    directory = os.path.dirname(target)
    if not os.path.isdir(directory):
        raise _no_directory(shown, directory)
    # SIGINT and SIGTERM are handled by a guard for the whole write: in the body they raise
    # (KeyboardInterrupt, _Terminated), the temporary file is removed and the target left as it
    # was; while the temporary file is created, committed (flush, fsync, replace) or removed
    # they are held and acted on once that is done. So an interruption, whenever it lands,
    # leaves the old target or the whole new one, and no temporary file.
    guard = _Guard()
    fh: IO[AnyStr] | None = None
    tmp: str | None = None
    committed = False
    try:
        with guard.held():
            try:
                fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(target, directory),
                                           suffix=".tmp", dir=directory)
            except OSError as exc:
                raise OSError(f"cannot write {shown}: {exc.strerror or exc}") from None
            fh = opener(fd)
        yield fh
        with guard.held():
            fh.flush()
            os.fsync(fh.fileno())
            fh.close()
            try:
                mode = stat.S_IMODE(os.stat(target).st_mode)
            except FileNotFoundError:
                mode = _default_mode()
            os.chmod(tmp, mode)
            os.replace(tmp, target)
            committed = True
    except BaseException:
        with guard.held():
            if not committed and tmp is not None:
                _discard(fh, tmp)
        raise
    finally:
        guard.close()


_TEMP_EXTRA = len(".") + len(".") + 8 + len(".tmp")  # mkstemp adds 8 random characters


def _temp_prefix(target: str, directory: str) -> str:
    """``.<name>.``, the name cut (at a character boundary) so that the temporary file's name
    stays within the file system's ``NAME_MAX`` bytes even when the target's name is at it."""
    try:
        name_max = os.pathconf(directory, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):  # pragma: no cover (no pathconf)
        name_max = 255
    raw = os.fsencode(os.path.basename(target))[: max(name_max - _TEMP_EXTRA, 1)]
    return f".{os.fsdecode(raw.decode('utf-8', 'ignore').encode('utf-8'))}."


def _discard(fh: IO[str] | IO[bytes] | None, tmp: str) -> None:
    if fh is not None:
        with contextlib.suppress(OSError):
            fh.close()
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)


_Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None


class _Terminated(BaseException):
    """Raised in the main thread on SIGTERM while a file is being written (then re-signalled)."""


class _Guard:
    """SIGINT/SIGTERM handlers for one write (main thread only; elsewhere a no-op): raise in the
    body, held inside :meth:`held`, and on :meth:`close` the previous handlers are restored and
    a held signal acted on -- KeyboardInterrupt for SIGINT; for SIGTERM the signal is sent again
    to the process, so it ends with the usual SIGTERM status."""

    _SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.holding = True
        self.terminated = False
        self.pending: int | None = None
        self.previous: dict[int, _Handler] = {}
        if threading.current_thread() is threading.main_thread():
            for sig in self._SIGNALS:
                self.previous[sig] = signal.signal(sig, self._handler)

    def _handler(self, signum: int, frame: FrameType | None) -> None:
        if self.holding:
            if self.pending is None:
                self.pending = signum
            return
        self.holding = True  # one interruption: the clean-up that follows is not interrupted
        raise self._interruption(signum)

    def _interruption(self, signum: int) -> BaseException:
        if signum == signal.SIGINT:
            return KeyboardInterrupt()
        self.terminated = True
        return _Terminated()

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        self.holding = True
        yield
        self.holding = False
        if self.pending is not None:  # arrived while held: interrupt now, in the body
            signum, self.pending = self.pending, None
            self.holding = True
            raise self._interruption(signum)

    def close(self) -> None:
        self.holding = True
        for sig, handler in self.previous.items():
            signal.signal(sig, handler)
        if self.terminated or self.pending == signal.SIGTERM:
            os.kill(os.getpid(), signal.SIGTERM)
            raise SystemExit(128 + signal.SIGTERM) from None  # if a handler returned
        if self.pending == signal.SIGINT:
            raise KeyboardInterrupt


def check_output_path(path: str | os.PathLike[str]) -> None:
    """Check, before any work, that ``path`` can be written: not a directory, in an existing
    writable directory, a name within ``NAME_MAX`` bytes. ``OSError`` naming the path if not: a
    missing directory "does not exist", a regular file used as one "is not a directory".

    Examples
    --------
    >>> import tempfile
    >>> check_output_path(tempfile.mkdtemp())  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    OSError: cannot write /...: it is a directory
    """
    shown = os.fspath(path)
    if shown == "-":
        return
    target = os.path.realpath(shown)
    if os.path.isdir(target):
        raise OSError(f"cannot write {shown}: it is a directory")
    if os.path.exists(target) and not stat.S_ISREG(os.stat(target).st_mode):
        if not os.access(target, os.W_OK):
            raise OSError(f"cannot write {shown}: permission denied")
        return  # a FIFO, /dev/null: written into directly
    directory = os.path.dirname(target)
    if not os.path.isdir(directory):
        raise _no_directory(shown, directory)
    if not os.access(directory, os.W_OK | os.X_OK):
        raise OSError(f"cannot write {shown}: directory {directory} is not writable")
    try:
        name_max = os.pathconf(directory, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):  # pragma: no cover (no pathconf)
        name_max = 255
    size = len(os.fsencode(os.path.basename(target)))
    if size > name_max:
        raise OSError(f"cannot write {shown}: the file name is {size} bytes, longer than the "
                      f"{name_max} the file system allows")


def page_format(path: str | os.PathLike[str]) -> Literal["html", "md"]:
    """The format of a one-file page (``rocpr report``, ``rocpr check --output``) by the suffix of
    ``path``, in any case: ``'html'`` for ``.html`` or ``.htm``, ``'md'`` for ``.md``.

    Raises
    ------
    ValueError
        For another suffix (the message names ``--output``, the option that takes the page).

    Examples
    --------
    >>> page_format("report.HTM"), page_format("verdicts.md")
    ('html', 'md')
    >>> page_format("report.pdf")
    Traceback (most recent call last):
    ...
    ValueError: --output must end in .html or .md, got 'report.pdf'
    >>> page_format("out/.html")
    Traceback (most recent call last):
    ...
    ValueError: --output needs a file name before its suffix (.html), got 'out/.html'
    """
    shown = os.fspath(path)
    suffix = os.path.splitext(shown)[1].lower()
    name = os.path.basename(shown).lower()
    if not suffix and name in (".html", ".htm", ".md"):  # the suffix alone: a hidden file
        raise ValueError(f"--output needs a file name before its suffix ({name}), got {shown!r}")
    if suffix in (".html", ".htm"):
        return "html"
    if suffix == ".md":
        return "md"
    raise ValueError(f"--output must end in .html or .md, got {shown!r}")


def write_outputs(files: Mapping[str | os.PathLike[str], str | bytes]) -> list[str]:
    r"""Write several files as one: all of them or none.

    Every path is checked first (:func:`check_output_path`); then each content goes to a
    temporary file beside its target; only when all are written and synced are the targets
    replaced, one after the other, with SIGINT/SIGTERM held (as in :func:`atomic_writer`). Any
    failure or interruption removes every temporary file and leaves every target as it was: a
    target already replaced when a later one fails gets its old file back (kept meanwhile as a
    hard link beside it; a new file is removed). Returns the paths, in order.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> write_outputs({d / "a.md": "a\n", d / "a.svg": b"<svg/>"})  # doctest: +ELLIPSIS
    ['/.../a.md', '/.../a.svg']
    >>> write_outputs({d / "b.md": "b\n", d / "a.md" / "x": "no"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    OSError: cannot write /.../a.md/x: /.../a.md is not a directory
    >>> sorted(p.name for p in d.iterdir())
    ['a.md', 'a.svg']
    """
    shown = [os.fspath(p) for p in files]
    for p in shown:
        check_output_path(p)
    targets = [os.path.realpath(p) for p in shown]
    if len(set(targets)) != len(targets):
        raise OSError(f"cannot write {', '.join(shown)}: two outputs are the same file")
    guard = _Guard()
    staged: list[tuple[str, str, str]] = []  # (shown, target, temporary)
    backups: list[str | None] = []  # of the targets replaced so far (None: there was none)
    committed = 0
    try:
        for p, target, content in zip(shown, targets, files.values(), strict=True):
            if os.path.exists(target) and not stat.S_ISREG(os.stat(target).st_mode):
                staged.append((p, target, ""))
                continue
            with guard.held():
                directory = os.path.dirname(target)
                try:
                    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(target, directory),
                                               suffix=".tmp", dir=directory)
                except OSError as exc:
                    raise OSError(f"cannot write {p}: {exc.strerror or exc}") from None
                staged.append((p, target, tmp))
            data = content.encode("utf-8") if isinstance(content, str) else content
            with open(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
        with guard.held():
            for (_, target, tmp), content in zip(staged, files.values(), strict=True):
                if not tmp:  # a FIFO, /dev/null
                    with open(target, "wb") as fh:
                        fh.write(content.encode("utf-8") if isinstance(content, str)
                                 else content)
                else:
                    try:
                        mode = stat.S_IMODE(os.stat(target).st_mode)
                    except FileNotFoundError:
                        mode = _default_mode()
                    os.chmod(tmp, mode)
                    backups.append(_backup(target))
                    os.replace(tmp, target)
                committed += 1
    except BaseException:
        with guard.held():
            for _, _, tmp in staged[committed:]:
                if tmp:
                    _discard(None, tmp)
            for (_, target, _), backup in zip(staged, backups, strict=False):
                _restore(target, backup)  # the files already replaced get their old text back
            backups.clear()
        raise
    finally:
        for backup in backups:
            if backup:
                with contextlib.suppress(OSError):
                    os.unlink(backup)
        guard.close()
    return shown


def _backup(target: str) -> str | None:
    """A hard link to ``target``'s current file beside it (None if there is none, or if the
    file system has no hard links): what :func:`_restore` puts back."""
    if not os.path.exists(target):
        return None
    directory = os.path.dirname(target)
    fd, backup = tempfile.mkstemp(prefix=_temp_prefix(target, directory), suffix=".tmp",
                                  dir=directory)
    os.close(fd)
    os.unlink(backup)
    try:
        os.link(target, backup)
    except OSError:
        return ""
    return backup


def _restore(target: str, backup: str | None) -> None:
    with contextlib.suppress(OSError):
        if backup is None:  # the file was new: remove it
            os.unlink(target)
        elif backup:
            os.replace(backup, target)


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
