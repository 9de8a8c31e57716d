"""Reading labelled, scored data: CSV/TSV (plain or compressed), Parquet, Arrow IPC/Feather,
``.npy``/``.npz``, standard input, and the embedded default.

Tables are read with pyarrow (only the needed columns converted, one copy into numpy at most);
``.npy``/``.npz`` with numpy. pyarrow is imported on first use, so ``import numeric`` stays
light. A plain CSV/TSV file larger than about 9 MiB is cut into line-aligned pieces of 8 MiB
that threads parse, check and convert in parallel (pyarrow parses without the GIL), at most a
few pieces ahead of the arrays they are appended to, in file order; standard input and
compressed files are one stream of 1 MiB blocks. The labels' type is inferred from the first
piece and imposed on the others, so a file whose labels change type far down (``1`` then
``1.0``) is refused by the fast path exactly as one stream refuses it, and read by the scanner.

Errors
------
Every problem with a file is a :class:`ValueError` whose message starts with the file name and,
for text files, the line number: ``data.csv, line 7: column 'y_score': cannot read 'abc' as a
number``; for Parquet the row group and row, for Arrow files the record batch and row. The fast
CSV reader reports no line numbers, so when it rejects a file, or finds an empty, NaN or
infinite value, the file is read again by a line-by-line scanner (the :mod:`csv` module) that
names the first bad line -- or, if the file is valid after all (a line of spaces, say), returns
its data. A compressed stream that is damaged (truncated, or corrupt in the middle) is
``<file>: cannot decompress (<reason>)``; a column name that a Parquet or Arrow schema repeats
is refused, as a repeated CSV header is.

Integer scores are read exactly or refused: float64 holds every integer up to ``2**53`` and,
beyond, only multiples of its spacing there; an integer score it does not hold (two scores
``4611686018427387904`` and ``...905`` would tie) is a ValueError naming its line or row and
value, never silently rounded. (``numeric`` applies the same rule to integer arrays.)

Column selection
----------------
Labels come from the column ``labels`` if given, else the first of :data:`LABEL_COLUMNS` present;
scores from ``scores`` or the first of :data:`SCORE_COLUMNS`; weights only from ``weights``
(never guessed). Names match exactly, else ignoring case (``Label`` is found). A plain 2-D
``.npy`` array has no names: its columns are chosen by index (``"0"``, ``"1"``, ...), by default 0
for the labels and 1 for the scores.

Labels are integers when every label is one, else floats, else booleans (``True``/``False`` in
any case), else strings.
"""

from __future__ import annotations

import bz2
import codecs
import csv
import gzip
import io
import math
import sys
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Generic, NoReturn, TypeVar, Union, cast

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:  # pyarrow loads on first use; numeric is not needed to read a file
    import pyarrow as pa
    import pyarrow.csv as pacsv

    from numeric.validation import ValueArray

__all__ = [
    "INPUT_FORMATS",
    "LABEL_COLUMNS",
    "SCORE_COLUMNS",
    "ScoredData",
    "read_scored_data",
]

LABEL_COLUMNS = ("y_true", "label", "labels", "y", "target", "class")
SCORE_COLUMNS = ("y_score", "score", "scores", "prediction", "probability", "proba")
INPUT_FORMATS = ("csv", "tsv", "parquet", "feather", "npy", "npz")
_SUFFIX_FORMATS = {
    ".tsv": "tsv", ".tab": "tsv", ".parquet": "parquet", ".pq": "parquet",
    ".feather": "feather", ".arrow": "feather", ".ipc": "feather", ".arrows": "feather",
    ".npy": "npy", ".npz": "npz",
}
_COMPRESSION_SUFFIXES = {".gz": "gzip", ".bz2": "bz2", ".zst": "zstd", ".zstd": "zstd"}
_MAGIC = ((b"\x1f\x8b", "gzip"), (b"BZh", "bz2"), (b"\x28\xb5\x2f\xfd", "zstd"))
_SNIFF_BYTES = 1 << 16
_SNIFF_DELIMITERS = (",", "\t", ";", "|")
_TRUE, _FALSE = "true", "false"
# What a corrupt compressed stream raises: truncated (EOFError), bad data (OSError from bz2 and
# pyarrow, zlib.error from gzip -- not an OSError).
_DECOMPRESS_ERRORS = (OSError, EOFError, zlib.error)
# float64 holds every integer up to 2**53 exactly; beyond, an integer score may round (and tie).
_EXACT_INT = 2**53
_INEXACT = "inexact integer"  # the role passed to a collector's ``bad`` for such a score

#: An Arrow column: one array, or the chunks of a table's column.
_Column = Union["pa.Array", "pa.ChunkedArray"]
#: Names the row ``i`` (counted from 0 over the whole file) in an error message.
_Locate = Callable[[int], str]
#: Reports a bad value and raises: ``bad(row, column, role, value)``.
_BadValue = Callable[[int, str, str, object], NoReturn]
#: The scalar type of a :class:`_Growable` (numpy's scalar types are generic only in its stubs).
_Scalar = TypeVar("_Scalar", bound="np.generic[object]")


@dataclass(frozen=True)
class ScoredData:
    """Labels, scores and optional weights read from one source.

    Attributes
    ----------
    y_true : ndarray of shape (n_samples,)
        Labels: integers when every label is an integer, else floats, else booleans, else
        strings.
    y_score : ndarray of float64, shape (n_samples,)
        Finite scores.
    sample_weight : ndarray of float64, shape (n_samples,), or None
        Weights, if a weight column was asked for.
    source : str
        Where the data came from (a path, ``<stdin>``, or a description of the embedded data).
    """

    y_true: ValueArray
    y_score: npt.NDArray[np.float64]
    sample_weight: npt.NDArray[np.float64] | None
    source: str


def read_scored_data(
    path: str | Path,
    *,
    labels: str | None = None,
    scores: str | None = None,
    weights: str | None = None,
    input_format: str | None = None,
    delimiter: str | None = None,
) -> ScoredData:
    """Read labels, scores and (optionally) weights from a file or from standard input.

    Parameters
    ----------
    path : str or Path
        A file, or ``"-"`` for standard input (CSV unless ``input_format`` says otherwise).
        The format follows the suffix (after a ``.gz``/``.bz2``/``.zst`` compression suffix):
        ``.parquet``/``.pq`` Parquet; ``.feather``/``.arrow``/``.ipc``/``.arrows`` Arrow IPC
        (Feather v2, file or stream); ``.npy``; ``.npz``; ``.tsv``/``.tab`` tab-separated text;
        anything else delimited text with a header row, the delimiter sniffed (comma, tab,
        semicolon, bar, space; comma when in doubt). Compressed text is recognised by its
        first bytes, whatever its name.
    labels, scores, weights : str, optional
        Column (or array) names, matched exactly or else ignoring case; for a plain 2-D ``.npy``,
        column indices as strings. Defaults: :data:`LABEL_COLUMNS`, :data:`SCORE_COLUMNS`, no
        weights.
    input_format : {"csv", "tsv", "parquet", "feather", "npy", "npz"}, optional
        Overrides the suffix.
    delimiter : str, optional
        One character; overrides sniffing for text.

    Returns
    -------
    ScoredData

    Raises
    ------
    ValueError
        Naming the file (``<stdin>`` for standard input), the line (text), row group (Parquet)
        or record batch (Arrow) and the column, and what is wrong: missing column, wrong number
        of fields, a value that is not a number, a NaN or infinite score or weight, text that is
        not UTF-8, no rows, an empty or truncated file.
    TypeError
        If ``input_format`` or ``delimiter`` is not a string.
    OSError
        If the file cannot be opened.

    References
    ----------
    Apache Arrow CSV, Parquet and IPC readers (https://arrow.apache.org/docs/python/);
    RFC 4180 (CSV).

    Examples
    --------
    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     p = os.path.join(tmp, "d.csv")
    ...     with open(p, "w") as fh:
    ...         _ = fh.write("Label;Score\\nTrue;0.9\\nFalse;0.2\\n")
    ...     read_scored_data(p).y_true
    array([ True, False])
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     p = os.path.join(tmp, "d.csv")
    ...     with open(p, "w") as fh:
    ...         _ = fh.write("label,score\\n1,0.9\\n0,0.2\\n0,x\\n")
    ...     read_scored_data(p)
    Traceback (most recent call last):
    ...
    ValueError: .../d.csv, line 4: column 'score': cannot read 'x' as a number
    """
    if input_format is not None and not isinstance(input_format, str):
        raise TypeError(f"input_format must be a string, got {type(input_format).__name__}")
    if input_format is not None and input_format not in INPUT_FORMATS:
        raise ValueError(
            f"input_format must be one of {', '.join(INPUT_FORMATS)}, got {input_format!r}"
        )
    if delimiter is not None and (not isinstance(delimiter, str) or len(delimiter) != 1):
        raise (TypeError if not isinstance(delimiter, str) else ValueError)(
            f"delimiter must be one character, got {delimiter!r}"
        )
    cols = Wanted(labels, scores, weights)
    src = Source.of(path)
    fmt = input_format or src.format_from_suffix()
    if fmt == "npy":
        return _read_npy(src, cols)
    if fmt == "npz":
        return _read_npz(src, cols)
    if fmt == "parquet":
        return _read_parquet(src, cols)
    if fmt == "feather":
        return _read_ipc(src, cols)
    return read_text(src, cols, "\t" if fmt == "tsv" and delimiter is None else delimiter)


# --------------------------------------------------------------------------------------------
# sources: a path or standard input, compression
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Wanted:
    """The columns a read wants, by name (``None``: the default names; no weights)."""
    labels: str | None
    scores: str | None
    weights: str | None


@dataclass(frozen=True)
class Source:
    """A file, or standard input held in memory (so that it can be read twice)."""

    name: str
    path: Path | None
    data: bytes | None

    @classmethod
    def of(cls, path: str | Path) -> Source:
        if str(path) == "-":
            return cls("<stdin>", None, sys.stdin.buffer.read())
        p = Path(path)
        if p.is_dir():
            raise IsADirectoryError(f"{p}: is a directory, not a file")
        return cls(str(p), p, None)

    def format_from_suffix(self) -> str:
        if self.path is None:
            return "csv"
        suffixes = [s.lower() for s in self.path.suffixes]
        if suffixes and suffixes[-1] in _COMPRESSION_SUFFIXES:
            suffixes = suffixes[:-1]
        return _SUFFIX_FORMATS.get(suffixes[-1], "csv") if suffixes else "csv"

    def raw(self) -> io.BufferedIOBase:
        """The bytes as stored (compressed or not)."""
        if self.data is not None:
            return io.BytesIO(self.data)
        assert self.path is not None
        return self.path.open("rb")

    def compression(self) -> str | None:
        with self.raw() as fh:
            head = fh.read(4)
        return next((codec for magic, codec in _MAGIC if head.startswith(magic)), None)

    def text_bytes(self) -> io.BufferedIOBase:
        """The decompressed bytes, as a binary stream (gzip, bz2, zstd by their magic bytes)."""
        codec = self.compression()
        # Opened by name, so that closing the decompressor closes the file too (a file object
        # passed in would be left open); stdin's bytes are in memory.
        source: Path | io.BytesIO
        if self.data is not None:
            source = io.BytesIO(self.data)
        else:
            assert self.path is not None
            source = self.path
        if codec == "gzip":
            return gzip.open(source, "rb")
        if codec == "bz2":
            return bz2.open(source, "rb")
        if codec == "zstd":
            import pyarrow as pa

            return pa.CompressedInputStream(self.arrow_file(), "zstd")
        return self.raw()

    def arrow_input(self) -> pa.NativeFile:
        """A pyarrow input stream of the decompressed bytes (C++ decompression, no GIL)."""
        import pyarrow as pa

        codec = self.compression()
        return pa.CompressedInputStream(self.arrow_file(), codec) if codec else self.arrow_file()

    def arrow_file(self) -> pa.NativeFile:
        import pyarrow as pa

        if self.data is not None:
            return pa.BufferReader(self.data)
        return pa.OSFile(str(self.path), "rb")


# --------------------------------------------------------------------------------------------
# column choice and conversion
# --------------------------------------------------------------------------------------------


def _choose(
    available: list[str], given: str | None, defaults: tuple[str, ...], role: str, where: str
) -> str:
    """The column for ``role``: ``given`` (exact, else ignoring case) or the first default."""
    folded: dict[str, str] = {}
    for name in available:
        folded.setdefault(name.casefold(), name)
    if given is not None:
        if given in available:
            return given
        if given.casefold() in folded:
            return folded[given.casefold()]
        raise ValueError(
            f"{where}: no {role} column {given!r}; columns are "
            f"{', '.join(map(repr, available))}"
        )
    for name in defaults:
        if name in available:
            return name
    for name in defaults:
        if name.casefold() in folded:
            return folded[name.casefold()]
    raise ValueError(
        f"{where}: no {role} column found (looked for {', '.join(defaults)}, any case); columns "
        f"are {', '.join(map(repr, available))}; choose one with --{role}"
    )


def choose_all(available: list[str], cols: Wanted, where: str) -> tuple[str, str, str | None]:
    """The columns of a header that a read wants, refused clearly when one is missing."""
    lab = _choose(available, cols.labels, LABEL_COLUMNS, "labels", where)
    sco = _choose(available, cols.scores, SCORE_COLUMNS, "scores", where)
    wei = None if cols.weights is None else _choose(available, cols.weights, (), "weights", where)
    return lab, sco, wei


def _parse_labels(values: list[str]) -> ValueArray:
    """Integers if every label is one, else floats, else booleans, else the strings themselves."""
    try:
        ints = np.array([int(v) for v in values], dtype=np.int64)
        return ints.astype(_narrow_int(int(ints.min()), int(ints.max())))
    except (ValueError, OverflowError):
        pass
    try:
        return np.array([float(v) for v in values], dtype=np.float64)
    except ValueError:
        pass
    folded = [v.casefold() for v in values]
    if set(folded) <= {_TRUE, _FALSE}:
        return np.array([v == _TRUE for v in folded], dtype=bool)
    return np.array(values)


def _check_finite_array(
    arr: ValueArray, where: str, column: str, role: str
) -> npt.NDArray[np.float64]:
    if arr.dtype.kind == "c":
        raise ValueError(
            f"{where}: column {column!r} ({role}) must hold real numbers, got complex numbers "
            f"(dtype {arr.dtype})"
        )
    if arr.dtype.kind not in "biuf":
        raise ValueError(
            f"{where}: column {column!r} ({role}) must hold numbers, got dtype {arr.dtype}"
        )
    if arr.ndim != 1:
        raise ValueError(f"{where}: column {column!r} must be 1-D, got shape {arr.shape}")
    if role == "scores":
        check_exact_integers(arr, lambda i: f"{where}: column {column!r} (scores), row {i}")
    out = np.asarray(arr, dtype=np.float64)
    bad = ~np.isfinite(out)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise ValueError(
            f"{where}: column {column!r} has {int(bad.sum())} NaN or infinite value(s), the "
            f"first at row {i} ({float(out[i])!r})"
        )
    return out


def _first_inexact(values: ValueArray) -> int | None:
    """Index of the first integer score that float64 does not hold exactly (``|s| > 2**53`` and
    not a multiple of the float spacing there), None if none: rounding it would silently tie
    distinct scores, so the readers refuse it."""
    if values.dtype.kind not in "iu" or values.size == 0:
        return None
    big = np.flatnonzero(np.greater(values, _EXACT_INT) | np.less(values, -_EXACT_INT))
    for i in big.tolist():
        v = int(values[i])
        if int(float(v)) != v:
            return int(i)
    return None


def check_exact_integers(values: ValueArray, where: _Locate) -> None:
    """Raise the ValueError of :func:`_inexact_message` (``where(i)`` names row ``i``)."""
    i = _first_inexact(values)
    if i is not None:
        raise ValueError(_inexact_message(where(i), int(values[i])))


def _inexact_message(where: str, value: int) -> str:
    return (
        f"{where}: the integer score {value} is not exactly representable as a float64 "
        f"(integers beyond 2**53 = {_EXACT_INT} round, and distinct scores would tie); "
        "subtract an offset or rescale the scores"
    )


def _check_labels(y: ValueArray, where: str, column: str) -> ValueArray:
    if y.ndim != 1:
        raise ValueError(f"{where}: column {column!r} must be 1-D, got shape {y.shape}")
    if y.dtype.kind not in "biufUS":
        raise ValueError(
            f"{where}: column {column!r} (labels) must hold integers, floats, booleans or "
            f"strings, got dtype {y.dtype}"
        )
    return y


# --------------------------------------------------------------------------------------------
# Arrow tables (CSV, Parquet, IPC) to numpy
# --------------------------------------------------------------------------------------------


class _NeedsScan(Exception):
    """The fast CSV path cannot locate or does not accept something: scan the lines."""


class _Collector:
    """Record batches to numpy, batch by batch, so that Arrow memory is freed as it goes.

    Per batch the label, score and weight columns are checked (nulls, NaN, infinities) and
    appended to growing numpy buffers: scores and weights as float64, integer labels in the
    smallest integer type holding them (0/1 labels: int8). The buffers grow by ``realloc``
    (``mremap`` for large ones: no copy), so the peak is about the final arrays plus one batch.
    ``bad(row, column, role, value)`` reports a bad value; ``row`` counts from 0 over all
    batches.
    """

    def __init__(self, names: tuple[str, str, str | None], where: str, bad: _BadValue) -> None:
        self.names, self.where, self.bad = names, where, bad
        self.rows = 0
        self.labels: _Growable[np.generic[object]] = _Growable()
        self.numbers: dict[str, _Growable[np.float64]] = {"s": _Growable(), "w": _Growable()}

    def add(self, batch: pa.RecordBatch | pa.Table) -> None:
        lab, sco, wei = self.names
        roles = ((sco, "scores", "s"), (wei, "weights", "w"), (lab, "labels", "y"))
        for name, role, key in roles:
            if name is None:
                continue
            column = batch.column(name)
            i = _first_bad_row(column)
            if i is not None:
                self.bad(self.rows + i, name, role, column[i].as_py())
            if key == "y":
                self.labels.append(_label_array(column, self.where, name))
            elif key == "s" and self.names[1] is not None and is_arrow_integer(column):
                i = _first_inexact(_to_numpy(column))
                if i is not None:
                    self.bad(self.rows + i, name, _INEXACT, column[i].as_py())
                self.numbers[key].append(_score_array(column, self.where, name, role))
            else:
                self.numbers[key].append(_score_array(column, self.where, name, role))
        self.rows += batch.num_rows

    def extend(self, part: ScoredData) -> None:
        """Append rows already checked and converted (by another collector)."""
        self.labels.append(part.y_true)
        self.numbers["s"].append(part.y_score)
        if part.sample_weight is not None:
            self.numbers["w"].append(part.sample_weight)
        self.rows += part.y_score.shape[0]

    def result(self, source: str) -> ScoredData:
        weight = self.numbers["w"].finish() if self.names[2] is not None else None
        return ScoredData(self.labels.finish(), self.numbers["s"].finish(), weight, source)


class _Growable(Generic[_Scalar]):
    """A 1-D numpy array appended to in place, doubling its capacity by ``ndarray.resize``."""

    def __init__(self) -> None:
        self.data: npt.NDArray[_Scalar] | None = None
        self.size = 0

    def append(self, piece: npt.NDArray[_Scalar]) -> None:
        if self.data is None:
            self.data = np.empty(max(4 * piece.shape[0], 1 << 16), dtype=piece.dtype)
        elif not np.can_cast(piece.dtype, self.data.dtype, casting="safe"):
            self.data = self.data.astype(np.result_type(self.data, piece))
        end = self.size + piece.shape[0]
        if end > self.data.shape[0]:
            self.data.resize(max(end, 2 * self.data.shape[0]), refcheck=False)
        self.data[self.size : end] = piece
        self.size = end

    def finish(self) -> npt.NDArray[_Scalar]:
        assert self.data is not None
        self.data.resize(self.size, refcheck=False)
        out, self.data = self.data, None
        return out


def _to_numpy(column: _Column) -> ValueArray:
    """A numeric or boolean Arrow array (or chunked array) without nulls as numpy, read from its
    buffers: pyarrow's ``to_numpy`` imports pandas (0.2-0.9 s of start-up). Anything else goes
    through ``to_numpy``."""
    import pyarrow as pa

    t = column.type
    if column.null_count or not (
        pa.types.is_integer(t) or pa.types.is_floating(t) or pa.types.is_boolean(t)
    ):
        return np.asarray(column.to_numpy(zero_copy_only=False))
    chunks = [c for c in (column.chunks if isinstance(column, pa.ChunkedArray) else [column])
              if len(c)]
    if pa.types.is_boolean(t):
        parts = [np.unpackbits(np.frombuffer(c.buffers()[1], np.uint8), bitorder="little")[
            c.offset : c.offset + len(c)].astype(bool) for c in chunks]
        dtype = np.dtype(bool)
    else:
        kind = "f" if pa.types.is_floating(t) else "i" if pa.types.is_signed_integer(t) else "u"
        dtype = np.dtype(f"{kind}{t.bit_width // 8}")
        parts = [np.frombuffer(c.buffers()[1], dtype=dtype, count=len(c),
                               offset=c.offset * dtype.itemsize) for c in chunks]
    if not parts:
        return np.empty(0, dtype=dtype)
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


def _label_array(column: _Column, where: str, name: str) -> ValueArray:
    import pyarrow as pa

    t = column.type
    if pa.types.is_dictionary(t):
        column = column.cast(t.value_type)
        t = column.type
    if pa.types.is_integer(t):
        values = _to_numpy(column)
        if values.size == 0:
            return values.astype(np.int8)
        return values.astype(_narrow_int(int(values.min()), int(values.max())), copy=False)
    if pa.types.is_floating(t):
        return np.asarray(_to_numpy(column), dtype=np.float64)
    if pa.types.is_boolean(t):
        return np.asarray(_to_numpy(column), dtype=bool)
    if pa.types.is_string(t) or pa.types.is_large_string(t):
        return np.array(column.to_pylist(), dtype=str)
    raise ValueError(
        f"{where}: column {name!r} (labels) must hold integers, floats, booleans or strings, "
        f"got Arrow type {t}"
    )


def _narrow_int(
    lo: int, hi: int
) -> np.dtype[np.int8 | np.int16 | np.int32 | np.int64 | np.uint64]:
    """The smallest signed integer dtype holding ``[lo, hi]`` (uint64 beyond int64)."""
    for dtype in (np.int8, np.int16, np.int32, np.int64):
        info = np.iinfo(dtype)
        if info.min <= lo and hi <= info.max:
            return np.dtype(dtype)
    return np.dtype(np.uint64)


def _score_array(column: _Column, where: str, name: str, role: str) -> npt.NDArray[np.float64]:
    import pyarrow as pa

    t = column.type
    if not (pa.types.is_integer(t) or pa.types.is_floating(t) or pa.types.is_boolean(t)):
        raise ValueError(
            f"{where}: column {name!r} ({role}) must hold numbers, got Arrow type {t}"
        )
    return np.asarray(_to_numpy(column), dtype=np.float64)


def is_arrow_integer(column: _Column) -> bool:
    """Whether an Arrow column holds integers (float64 would round those beyond 2**53)."""
    import pyarrow as pa

    return bool(pa.types.is_integer(column.type))


def _first_bad_row(column: _Column) -> int | None:
    """Index of the first null, NaN or infinite value of a column (None if none)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    # No Python scalar goes to pyarrow.compute (pa.scalar imports pandas: 0.5 s of start-up).
    if pa.types.is_floating(column.type):
        ok = pc.is_finite(column)
        if column.null_count:
            ok = pc.and_kleene(ok, pc.is_valid(column))  # null and False: False
    elif column.null_count:
        ok = pc.is_valid(column)
    else:
        return None
    if pc.all(ok).as_py() in (True, None):
        return None
    return int(np.argmin(ok.to_numpy(zero_copy_only=False)))


def _raise_located(where: str, locate: _Locate) -> _BadValue:
    def bad(i: int, name: str, role: str, value: object) -> NoReturn:
        if role == _INEXACT:
            assert isinstance(value, int)  # an integer column's value
            raise ValueError(_inexact_message(f"{where}, {locate(i)}: column {name!r}", value))
        what = "empty (null)" if value is None else f"{value!r} is not a finite number"
        raise ValueError(f"{where}, {locate(i)}: column {name!r} ({role}): {what}")

    return bad


# --------------------------------------------------------------------------------------------
# Parquet and Arrow IPC
# --------------------------------------------------------------------------------------------


def _arrow_error(exc: Exception, src: Source, kind: str) -> ValueError:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return ValueError(f"{src.name}: cannot read as {kind} ({text})")


def _read_parquet(src: Source, cols: Wanted) -> ScoredData:
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        pf = pq.ParquetFile(src.arrow_file(), memory_map=False)
        names = choose_all(_distinct(list(pf.schema_arrow.names), f"{src.name}: the schema"),
                            cols, src.name)
        wanted = list(dict.fromkeys(n for n in names if n is not None))
        sizes = [pf.metadata.row_group(g).num_rows for g in range(pf.metadata.num_row_groups)]
        collector = _Collector(names, src.name,
                               _raise_located(src.name, _locator(sizes, "row group")))
        for g in range(pf.metadata.num_row_groups):
            collector.add(pf.read_row_group(g, columns=wanted, use_threads=True))
    except (pa.ArrowException, OSError) as exc:
        if isinstance(exc, FileNotFoundError):
            raise
        raise _arrow_error(exc, src, "Parquet") from None
    if collector.rows == 0:
        raise ValueError(f"{src.name}: no data (0 rows)")
    return collector.result(src.name)


def _read_ipc(src: Source, cols: Wanted) -> ScoredData:
    import pyarrow as pa
    import pyarrow.ipc as ipc

    try:
        source = pa.memory_map(str(src.path)) if src.path is not None else src.arrow_file()
        try:
            reader: ipc.RecordBatchFileReader | ipc.RecordBatchStreamReader = ipc.open_file(
                source)
        except pa.ArrowInvalid:
            source.seek(0)
            reader = ipc.open_stream(source)
        names = choose_all(_distinct(list(reader.schema.names), f"{src.name}: the schema"),
                            cols, src.name)
        table = reader.read_all()
    except (pa.ArrowException, OSError) as exc:
        if isinstance(exc, FileNotFoundError):
            raise
        raise _arrow_error(exc, src, "Arrow IPC/Feather") from None
    batches = table.to_batches()
    del table
    collector = _Collector(names, src.name, _raise_located(
        src.name, _locator([b.num_rows for b in batches], "record batch")))
    for batch in batches:
        collector.add(batch)
    if collector.rows == 0:
        raise ValueError(f"{src.name}: no data (0 rows)")
    return collector.result(src.name)


def _locator(sizes: list[int], unit: str) -> _Locate:
    starts = np.cumsum([0, *sizes])

    def locate(i: int) -> str:
        g = int(np.searchsorted(starts, i, side="right")) - 1
        return f"{unit} {g}, row {i - int(starts[g])} (row {i} of the file)"

    return locate


# --------------------------------------------------------------------------------------------
# delimited text
# --------------------------------------------------------------------------------------------


def read_text(src: Source, cols: Wanted, delimiter: str | None) -> ScoredData:
    """A delimited text file read into :class:`ScoredData`: its header, its delimiter (sniffed
    unless given) and the wanted columns."""
    head = _head(src)
    if not head.removeprefix(codecs.BOM_UTF8).strip():
        raise ValueError(f"{src.name}, line 1: the file is empty (a header row is needed)")
    text = head.decode("utf-8-sig", errors="replace")
    delim = delimiter or sniff(text, src.path)
    header = header_of(text, delim, src.name)
    names = choose_all(header, cols, f"{src.name}, line 1")
    if len(head) < _SNIFF_BYTES and src.compression() != "zstd":
        return _scan_text(src, names, delim)  # all of it is in the head: no pyarrow needed
    try:
        return _read_text_fast(src, header, names, delim)
    except _NeedsScan:
        return _scan_text(src, names, delim)


def _head(src: Source) -> bytes:
    try:
        with src.text_bytes() as fh:
            return fh.read(_SNIFF_BYTES)
    except _DECOMPRESS_ERRORS as exc:
        if isinstance(exc, (FileNotFoundError, PermissionError, IsADirectoryError)):
            raise
        raise ValueError(f"{src.name}: cannot decompress ({exc})") from None


def sniff(text: str, path: Path | None) -> str:
    """The delimiter: the first of ``, TAB ; |`` found in the header with the same count on
    every sampled line; else a space if the header has spaces between words; else a comma."""
    lines = [ln for ln in text.splitlines()[:50] if ln.strip()]
    if len(lines) > 1 and not text.endswith(("\n", "\r")):
        lines = lines[:-1]  # the last sampled line may be cut
    if not lines:
        return ","
    for d in _SNIFF_DELIMITERS:
        counts = {ln.count(d) for ln in lines}
        if lines[0].count(d) > 0 and len(counts) == 1:
            return d
    for d in _SNIFF_DELIMITERS:
        if lines[0].count(d) > 0:
            return d
    return " " if " " in lines[0].strip() else ","


def header_of(text: str, delim: str, name: str) -> list[str]:
    """The column names of a delimited file's first line."""
    line = text.splitlines()[0] if text else ""
    try:
        header = [h.strip() for h in next(csv.reader([line], delimiter=delim))]
    except (StopIteration, csv.Error) as exc:
        raise ValueError(f"{name}, line 1: cannot read the header ({exc})") from None
    if delim == " ":
        header = [h for h in header if h]
    return _distinct(header, f"{name}, line 1: the header")


def _distinct(names: list[str], where: str) -> list[str]:
    """``names``, checked to hold no column twice (exactly or ignoring case): a repeated name
    would make the column choice ambiguous."""
    folded = [h.casefold() for h in names]
    if len(set(folded)) != len(folded):
        dup = next(h for h, f in zip(names, folded, strict=True) if folded.count(f) > 1)
        raise ValueError(f"{where} repeats the column {dup!r}")
    return names


def _read_text_fast(
    src: Source, header: list[str], names: tuple[str, str, str | None], delim: str
) -> ScoredData:
    """Delimited text through pyarrow's parser: a plain file of more than two pieces in
    line-aligned pieces parsed in parallel threads (:func:`_read_text_pieces`), anything else
    (standard input, compressed, small) as one stream. Raises ``_NeedsScan`` for what the
    line scanner must read or name the line of."""
    import pyarrow as pa

    lab = names[0]
    collector = _Collector(names, src.name, _needs_scan)
    try:
        pieces = _text_pieces(src, _PIECE_BYTES)
        if pieces is not None and len(pieces) > 2:
            _read_text_pieces(src, pieces, header, names, delim, collector)
        else:
            reader = _open_csv(src.arrow_input(), header, names, delim, skip_rows=1,
                                use_threads=True)
            _check_label_type(reader.schema.field(lab).type)
            for batch in reader:
                _add_checked(collector, batch, names[1])
    except (pa.ArrowException, OSError) as exc:
        if isinstance(exc, (FileNotFoundError, PermissionError)):
            raise
        raise _NeedsScan from None
    except ValueError:
        raise _NeedsScan from None  # a type the scanner reads (or names the line of)
    if collector.rows == 0:
        raise ValueError(f"{src.name}, line 2: no data rows after the header")
    return collector.result(src.name)


# A plain text file is parsed in pieces of about this many bytes, two or more at a time (the
# first piece, parsed alone, is smaller).
_PIECE_BYTES = 8 << 20
_FIRST_PIECE_BYTES = 1 << 20


def _open_csv(stream: pa.NativeFile, header: list[str], names: tuple[str, str, str | None],
               delim: str, *, skip_rows: int, use_threads: bool,
               label_type: pa.DataType | None = None) -> pacsv.CSVStreamingReader:
    """pyarrow's streaming CSV reader of the columns ``names``: scores and weights as float64,
    the label as ``label_type`` (inferred when ``None``); empty cells null."""
    import pyarrow as pa
    import pyarrow.csv as pacsv

    lab, sco, wei = names
    types = {sco: pa.float64()} | ({wei: pa.float64()} if wei is not None else {})
    if label_type is not None:
        types[lab] = label_type
    return pacsv.open_csv(
        stream,
        read_options=pacsv.ReadOptions(
            skip_rows=skip_rows, column_names=header, use_threads=use_threads,
            block_size=1 << 20,
        ),
        parse_options=pacsv.ParseOptions(delimiter=delim, ignore_empty_lines=True),
        convert_options=pacsv.ConvertOptions(
            include_columns=list(dict.fromkeys(n for n in names if n is not None)),
            column_types=types, strings_can_be_null=False, null_values=[""],
            true_values=["True", "TRUE", "true"], false_values=["False", "FALSE", "false"],
        ),
        memory_pool=pa.system_memory_pool(),
    )


def _check_label_type(label_type: pa.DataType) -> None:
    import pyarrow as pa

    if not (pa.types.is_integer(label_type) or pa.types.is_floating(label_type)
            or pa.types.is_boolean(label_type) or pa.types.is_string(label_type)):
        raise _NeedsScan


def _add_checked(collector: _Collector, batch: pa.RecordBatch | pa.Table, score: str) -> None:
    collector.add(batch)
    if _beyond_exact(batch.column(score)):
        raise _NeedsScan  # the scanner sees the digits: are they an exact integer?


def _text_pieces(src: Source, piece: int) -> list[tuple[int, int]] | None:
    """Byte ranges ``[a, b)`` of a plain (uncompressed) file's data rows, in order, each ending
    just after a newline (or at the end): the first about :data:`_FIRST_PIECE_BYTES` (its
    labels' type is inferred alone), the others about ``piece`` bytes; ``None`` for standard
    input or a compressed file. The header is the first line (as :func:`header_of` reads it)."""
    if src.path is None or src.compression() is not None:
        return None
    size = src.path.stat().st_size
    ranges = []
    with src.path.open("rb") as fh:
        a = len(fh.readline())
        step = _FIRST_PIECE_BYTES
        while a < size:
            b = size
            if a + step < size:
                fh.seek(a + step)
                b = min(a + step + len(fh.readline()), size)
            ranges.append((a, b))
            a, step = b, piece
    return ranges


def _read_text_pieces(src: Source, pieces: list[tuple[int, int]], header: list[str],
                      names: tuple[str, str, str | None], delim: str,
                      collector: _Collector) -> None:
    """Parse the line-aligned ``pieces`` of a plain file in threads (pyarrow parses without the
    GIL), at most a few pieces ahead of the collector, and add them in file order. The first
    piece is parsed alone: its label type is imposed on the others, so that a piece whose
    labels read otherwise fails (and the scanner reads the file) as one stream would."""
    import itertools
    import os
    from concurrent.futures import ThreadPoolExecutor

    import pyarrow as pa

    assert src.path is not None
    path = str(src.path)

    def parse(a: int, b: int, label_type: pa.DataType | None) -> tuple[pa.DataType,
                                                                        ScoredData | None]:
        """One piece, read, parsed, checked and converted (all in the worker)."""
        with pa.OSFile(path, "rb") as fh:
            data = fh.read_at(b - a, a)
        table = _open_csv(pa.BufferReader(data), header, names, delim, skip_rows=0,
                          use_threads=False, label_type=label_type).read_all()
        del data
        label_type = table.schema.field(names[0]).type
        _check_label_type(label_type)
        if table.num_rows == 0:
            return label_type, None
        part = _Collector(names, src.name, _needs_scan)
        _add_checked(part, table, names[1])
        return label_type, part.result(src.name)

    label_type, part = parse(*pieces[0], None)
    if part is not None:
        collector.extend(part)
    workers = max(2, min(os.cpu_count() or 2, 8))
    with ThreadPoolExecutor(workers) as pool:
        rest = iter(pieces[1:])
        pending = [pool.submit(parse, a, b, label_type)
                   for a, b in itertools.islice(rest, 2 * workers)]
        while pending:
            _, part = pending.pop(0).result()
            nxt = next(rest, None)
            if nxt is not None:
                pending.append(pool.submit(parse, *nxt, label_type))
            if part is not None:
                collector.extend(part)
            del part


def _beyond_exact(column: _Column) -> bool:
    """Whether a float64 score column has a value beyond 2**53 in magnitude (rare)."""
    import pyarrow.compute as pc

    if column.null_count == len(column):
        return False
    top = pc.max(pc.abs(column)).as_py()
    return top is not None and top > _EXACT_INT


def _needs_scan(i: int, name: str, role: str, value: object) -> NoReturn:
    """An empty, NaN or infinite value: the scanner names its line."""
    raise _NeedsScan


def _lines(src: Source) -> Iterator[str]:
    """The decoded lines; undecodable bytes raise a ValueError naming the line."""
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    with src.text_bytes() as fh:
        for number, raw in enumerate(fh, start=1):
            try:
                yield decoder.decode(raw)
            except UnicodeDecodeError as exc:
                raise ValueError(
                    f"{src.name}, line {number}: not UTF-8 text (byte "
                    f"0x{raw[exc.start]:02x} at column {exc.start + 1}); save the file as "
                    "UTF-8"
                ) from None


def _scan_text(src: Source, names: tuple[str, str, str | None], delim: str) -> ScoredData:
    """The line-by-line reader: slow, but names the first bad line exactly."""
    lab, sco, wei = names
    try:
        reader = csv.reader(_lines(src), delimiter=delim, skipinitialspace=delim == " ")
        raw_header = next(reader)
        header = [h.strip() for h in raw_header]
        if delim == " ":
            header = [h for h in header if h]
        i_lab, i_sco = header.index(lab), header.index(sco)
        i_wei = header.index(wei) if wei is not None else None
        label_values: list[str] = []
        score_values: list[float] = []
        weight_values: list[float] = []
        for row in reader:
            line = reader.line_num
            if delim == " ":
                row = [f for f in row if f]
            if not row or all(not f.strip() for f in row):
                continue  # blank line
            if len(row) != len(header):
                raise ValueError(
                    f"{src.name}, line {line}: expected {len(header)} fields as in the header, "
                    f"got {len(row)}"
                )
            label = row[i_lab].strip()
            if not label:
                raise ValueError(f"{src.name}, line {line}: column {lab!r}: empty label")
            label_values.append(label)
            score_values.append(_number(row[i_sco], src.name, line, sco, exact=True))
            if i_wei is not None:
                assert wei is not None
                weight_values.append(_number(row[i_wei], src.name, line, wei))
    except csv.Error as exc:
        raise ValueError(f"{src.name}, line {reader.line_num}: {exc}") from None
    except _DECOMPRESS_ERRORS as exc:
        if isinstance(exc, (FileNotFoundError, PermissionError)):
            raise
        raise ValueError(f"{src.name}: cannot decompress ({exc})") from None
    if not label_values:
        raise ValueError(f"{src.name}, line 2: no data rows after the header")
    return ScoredData(
        y_true=_parse_labels(label_values),
        y_score=np.array(score_values, dtype=np.float64),
        sample_weight=np.array(weight_values, dtype=np.float64) if i_wei is not None else None,
        source=src.name,
    )


def _number(text: str, name: str, line: int, column: str, *, exact: bool = False) -> float:
    value = text.strip()
    if not value:
        raise ValueError(f"{name}, line {line}: column {column!r}: empty value")
    try:
        x = float(value)
    except ValueError:
        raise ValueError(
            f"{name}, line {line}: column {column!r}: cannot read {value!r} as a number"
        ) from None
    if exact and abs(x) > _EXACT_INT and value.lstrip("+-").isdigit() and int(value) != int(x):
        raise ValueError(_inexact_message(f"{name}, line {line}: column {column!r}", int(value)))
    if not math.isfinite(x):
        raise ValueError(
            f"{name}, line {line}: column {column!r}: {value!r} is not a finite number"
        )
    return x


# --------------------------------------------------------------------------------------------
# numpy files
# --------------------------------------------------------------------------------------------


def _from_named(arrays: dict[str, ValueArray], where: str, cols: Wanted) -> ScoredData:
    lab, sco, wei = choose_all(list(arrays), cols, where)
    score = _check_finite_array(np.asarray(arrays[sco]), where, sco, "scores")
    y = _check_labels(np.asarray(arrays[lab]), where, lab)
    weight = None
    if wei is not None:
        weight = _check_finite_array(np.asarray(arrays[wei]), where, wei, "weights")
    for name, arr in ((sco, score), (wei, weight)):
        if arr is not None and arr.shape[0] != y.shape[0]:
            raise ValueError(
                f"{where}: {name!r} has {arr.shape[0]} values but {lab!r} has {y.shape[0]}"
            )
    if y.shape[0] == 0:
        raise ValueError(f"{where}: no data (0 rows)")
    return ScoredData(y, score, weight, where)


def _numpy_load(src: Source, kind: str) -> ValueArray | dict[str, ValueArray]:
    """An ``.npy`` array, or the arrays of an ``.npz`` as a dict, read while the file is open."""
    with src.raw() as fh:
        try:
            if not fh.read(1):
                raise ValueError(f"{src.name}: cannot read as {kind}: the file is empty")
            fh.seek(0)
            loaded = np.load(fh, allow_pickle=False)
            if isinstance(loaded, np.ndarray):
                return loaded
            with loaded:
                return {name: loaded[name] for name in loaded.files}
        except (ValueError, EOFError, OSError, zlib.error, zipfile.BadZipFile) as exc:
            if isinstance(exc, (FileNotFoundError, PermissionError, IsADirectoryError)):
                raise
            if str(exc).startswith(src.name):
                raise
            raise ValueError(
                f"{src.name}: cannot read as {kind} (truncated or not a {kind} file: {exc})"
            ) from None


def _read_npy(src: Source, cols: Wanted) -> ScoredData:
    arr = _numpy_load(src, ".npy")
    where = src.name
    if not isinstance(arr, np.ndarray):
        raise ValueError(f"{where}: cannot read as .npy (an .npz archive? name it .npz)")
    if arr.dtype.names:
        if arr.ndim != 1:
            raise ValueError(f"{where}: a structured array must be 1-D, got shape {arr.shape}")
        fields = cast("npt.NDArray[np.void]", arr)  # a structured array: its scalars are void
        return _from_named({n: fields[n] for n in arr.dtype.names}, where, cols)
    if arr.ndim != 2 or arr.shape[1] < 2:
        raise ValueError(
            f"{where}: expected a structured array or a 2-D array with at least 2 columns "
            f"(labels, scores), got shape {arr.shape}"
        )
    columns = {str(j): arr[:, j] for j in range(arr.shape[1])}
    chosen = Wanted(
        "0" if cols.labels is None else cols.labels,
        "1" if cols.scores is None else cols.scores,
        cols.weights,
    )
    return _from_named(columns, where, chosen)


def _read_npz(src: Source, cols: Wanted) -> ScoredData:
    arrays = _numpy_load(src, ".npz")
    if isinstance(arrays, np.ndarray):
        raise ValueError(f"{src.name}: cannot read as .npz (a .npy array? name it .npy)")
    return _from_named(arrays, src.name, cols)
