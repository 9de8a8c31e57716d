"""Exact evaluation of scores that do not fit in memory, on Dask (one machine or a cluster).

Needs the optional extra ``dask`` (``pip install "rocpr[dask]"``); dask is imported on first use.

Algorithm (exact, two reads of the data, numpy kernels, no pandas group-by or shuffle)
--------------------------------------------------------------------------------------
Every area of :func:`numeric.stats.evaluate.evaluate` is a sum over the *steps* where recall
grows (:class:`~numeric.core.steps.RecallSteps`): a step at a distinct score ``s`` runs from the
counts of all samples scored above ``s`` to those counts plus the class weights at ``s``. So:

1. **Statistics.** Each partition reports its length, its distinct labels, its first NaN or
   infinite score or bad weight, its largest weight and a systematic sample of its scores
   (nothing is kept). The labels are checked as in memory, the samples' quantiles cut the
   score axis into buckets of similar size, and, as in memory
   (:class:`~numeric.core.steps.RecallSteps`, ``weight_exponent``), weights are summed in
   units of ``2**e``, with ``e`` the exponent that puts the global largest weight in
   ``[0.5, 1)`` (``np.ldexp(w, -e)``, exact): weights of any magnitude (``5e-324`` to
   ``1.8e308``, mixed) give the AUCs of the same data at ordinary scale.
2. **Cut and merge.** Each partition is read again, split by class and sorted; a bucket's share
   of it is two binary searches, summed per distinct score into a compact array
   (``score, w_pos, w_neg``). Per bucket, a tree of pairwise merges (timsort of two sorted runs)
   joins the shares of all partitions (a score's ties from every partition meet in its
   bucket). Only the merged buckets are kept (at most one row per distinct score): a
   partition's arrays are freed as soon as its shares are cut. The buckets' class totals,
   accumulated from the highest bucket down, give every bucket's *offsets*: the class weights
   of all samples scored above it.
3. **Partial sums.** Each bucket adds its offsets to its cumulative sums and evaluates the exact
   AUC-ROC, exact AUC-PR (:func:`numeric.geometry.interpolation.segment_area` per step), AP and
   Davis & Goadrich's discrete estimate over its own steps. The buckets' partial sums are added
   with :func:`math.fsum`.

Only summation order differs from the in-memory result (relative differences ~1e-15; the tests
require 1e-12). Memory per worker: a partition (a few times ``blocksize``) plus the merged
buckets it holds (24 bytes per distinct score); under a distributed scheduler they spill to
disk.

Files (:func:`read_dask_frame`) are read by the toolkit's own readers: Parquet by row groups
(only the label, score and weight columns; empty row groups skipped), delimited text in
line-aligned byte ranges parsed by :func:`rocpr.io.readers.read_scored_data`'s parser (so a
ragged line, a bad number or a corrupt or truncated compressed file is the same error, with
the same line number, as with the numpy engine; compressed text, gzip, bz2 or zstd, one
partition per file).

Curves come back downsampled: :func:`dask_curves` returns the curve's own vertices, one at least
every ``1/num_points`` of recall and of false positive rate, so every point is exactly on the
curve.
"""

from __future__ import annotations

import itertools
import math
import re
import zlib
from dataclasses import dataclass, replace
from types import ModuleType
from typing import IO, TYPE_CHECKING, TypedDict, Union

import numpy as np
import numpy.typing as npt

from numeric.core.areas import AreaSums, RecallRange, areas_from_steps, check_recall_range
from numeric.core.dg_points import MAX_DG_POINTS, dg_point_count
from numeric.core.labels import (
    format_labels,
    label_mask,
    positive_label,
    python_value,
    two_labels,
)
from numeric.core.steps import RecallSteps, group_starts
from numeric.core.weight_scale import caller_totals, class_floor_exponent
from numeric.data.evaluation import Evaluation, evaluation_from_areas, warn_dg_steps_nan
from numeric.validation import ValueArray
from rocpr.io.readers import (
    ScoredData,
    Source,
    Wanted,
    check_exact_integers,
    choose_all,
    header_of,
    is_arrow_integer,
    read_text,
    sniff,
)

if TYPE_CHECKING:  # dask (the dask extra) and pandas load on first use
    import pandas as pd
    from dask.array import Array as DaskArray
    from dask.dataframe import DataFrame as DaskFrame
    from dask.dataframe import Series as DaskSeries
    from dask.delayed import Delayed

#: A column the Dask engine takes: a Dask Series or Array, or anything array-like (in memory).
DaskColumn = Union["DaskSeries", "DaskArray", npt.ArrayLike]

__all__ = [
    "SampledCurves",
    "dask_curves",
    "evaluate_dask",
    "evaluate_dask_frame",
    "read_dask_frame",
]

FloatArray = npt.NDArray[np.float64]
_NAN = float("nan")
_SAMPLE_PER_PARTITION = 512
_ROWS_PER_BUCKET = 4_000_000
_LINE = re.compile(r"^(?P<name>.*?), line (?P<line>\d+): ")


@dataclass(frozen=True)
class SampledCurves:
    """ROC and PR curve vertices, downsampled, each exactly on the curve.

    Attributes
    ----------
    thresholds : ndarray of float64, shape (n_points,)
        ``+inf`` first, then decreasing scores: point ``i`` predicts positive iff
        ``score >= thresholds[i]``.
    tp, fp : ndarray of float64, shape (n_points,)
        (Weighted) true and false positives at those thresholds, in the caller's units (the
        rates and precisions are computed from the rescaled sums, so they never overflow).
    fpr, tpr : ndarray of float64, shape (n_points,)
        The ROC points; ``tpr`` is also the recall.
    precision : ndarray of float64, shape (n_points,)
        ``tp/(tp + fp)``; at the first point (nothing predicted) the precision of the first
        step, as :func:`numeric.data.curves.precision_recall_full_curve` does.
    """

    thresholds: FloatArray
    tp: FloatArray
    fp: FloatArray
    fpr: FloatArray
    tpr: FloatArray
    precision: FloatArray


def read_dask_frame(
    pattern: str,
    *,
    labels: str | None = None,
    scores: str | None = None,
    weights: str | None = None,
    input_format: str | None = None,
    delimiter: str | None = None,
    blocksize: str = "64MiB",
) -> DaskFrame:
    """A lazy Dask DataFrame of the label, score (and weight) columns of many files.

    Parameters
    ----------
    pattern : str
        A path or glob (``'scores/*.parquet'``); every match must have the same format and
        columns. Parquet (one partition per row group or file) and delimited text (one
        partition per ``blocksize``; compressed text one partition per file) are supported.
    labels, scores, weights, input_format, delimiter
        As in :func:`rocpr.io.readers.read_scored_data`, decided from the first file.
    blocksize : str, default="64MiB"
        Partition size (uncompressed): text is cut into blocks, Parquet files into groups of
        row groups. Each worker needs a few times this per thread.

    Returns
    -------
    dask.dataframe.DataFrame
        Columns ``labels``, ``scores`` (and ``weights``) under their names in the files.

    Raises
    ------
    ValueError
        If nothing matches, the format is not Parquet or text, or a column is missing
        (naming the first file).

    Examples
    --------
    >>> import tempfile, os, pandas as pd
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     for k in range(2):
    ...         pd.DataFrame({"y": [0, 1], "score": [0.2, 0.7 + k / 10]}).to_parquet(
    ...             os.path.join(tmp, f"{k}.parquet"))
    ...     f = read_dask_frame(os.path.join(tmp, "*.parquet"))
    ...     evaluate_dask_frame(f).auc_roc
    1.0
    """
    dd = _dask_dataframe()
    spec, pieces, meta = _file_pieces(pattern, labels, scores, weights, input_format, delimiter,
                                      blocksize)
    return dd.from_map(_PieceReader(spec), pieces, meta=meta, enforce_metadata=False,
                       label="rocpr-read")


def evaluate_dask_frame(
    frame: DaskFrame,
    *,
    labels: str | None = None,
    scores: str | None = None,
    weights: str | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> Evaluation:
    """:func:`evaluate_dask` on columns of a Dask DataFrame, chosen as the file readers do.

    Parameters
    ----------
    frame : dask.dataframe.DataFrame
        Labels, scores and optionally weights, in any number of partitions.
    labels, scores, weights : str, optional
        Column names (exact, else ignoring case); defaults as
        :func:`rocpr.io.readers.read_scored_data` (no weights unless named).
    pos_label, recall_range
        As in :func:`numeric.stats.evaluate.evaluate`.

    Returns
    -------
    Evaluation
        The same as :func:`numeric.stats.evaluate.evaluate` on the whole data (to rounding).

    Examples
    --------
    >>> import pandas as pd, dask.dataframe as dd
    >>> df = pd.DataFrame({"Label": [0, 0, 1, 1], "score": [0.1, 0.4, 0.35, 0.8]})
    >>> e = evaluate_dask_frame(dd.from_pandas(df, npartitions=2))
    >>> e.auc_roc, e.average_precision
    (0.75, 0.8333333333333333)
    """
    _dd = _dask_dataframe()
    if not isinstance(frame, _dd.DataFrame):
        raise TypeError(f"frame must be a dask DataFrame, got {type(frame).__name__}")
    lab, sco, wei = choose_all(
        [str(c) for c in frame.columns], Wanted(labels, scores, weights), "frame"
    )
    columns = [lab, sco] + ([wei] if wei is not None else [])
    if len(set(columns)) != len(columns):  # one column in two roles: select it twice
        return evaluate_dask(frame[lab], frame[sco],
                             sample_weight=None if wei is None else frame[wei],
                             pos_label=pos_label, recall_range=recall_range)
    r0, r1 = check_recall_range(recall_range)
    plan = _plan(frame[columns].to_delayed(), wei is not None, pos_label)
    return _evaluation(plan, _bucket_partials(plan, r0, r1, num_points=0), r0, r1)


def evaluate_dask(
    y_true: DaskColumn,
    y_score: DaskColumn,
    *,
    sample_weight: DaskColumn | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> Evaluation:
    r"""Exact :func:`~numeric.stats.evaluate.evaluate` of data held in Dask collections.

    Parameters
    ----------
    y_true : dask Series or 1-D dask array of shape (n_samples,)
        Binary labels ({0, 1}, {-1, 1}, {False, True}, or any two labels with ``pos_label``).
    y_score : dask Series or 1-D dask array of shape (n_samples,)
        Finite scores, partitioned like ``y_true``.
    sample_weight : dask Series or 1-D dask array, default=None
        Nonnegative finite weights, partitioned like ``y_true``.
    pos_label : int, float, bool or str, default=None
        Label of the positive class.
    recall_range : (float, float), default=(0.0, 1.0)
        Restrict the areas to ``r0 <= recall <= r1``.

    Returns
    -------
    Evaluation
        Every field as :func:`~numeric.stats.evaluate.evaluate` computes it on the same data in
        memory, equal to ~1e-15 relative (summation order only).

    Raises
    ------
    ValueError
        As :func:`~numeric.stats.evaluate.evaluate` (indices are global row numbers), or if
        the collections are not partitioned alike.
    TypeError
        If an argument is not a dask collection.

    Warns
    -----
    DegenerateDataWarning
        If a class is absent (the undefined fields are NaN).

    Notes
    -----
    Two reads of the data (statistics; cut and merge; then partial sums per bucket), described
    in the module docstring. With offsets :math:`(TP_b, FP_b)` of bucket :math:`b` (the
    weights of all samples scored above it) and the bucket's merged distinct scores in
    decreasing order with class weights :math:`(p_k, n_k)`, its steps are

    .. math::

        TP_{k} = TP_b + \sum_{j \le k} p_j,\quad FP_{k} = FP_b + \sum_{j \le k} n_j,
        \qquad (TP_{k-1}, FP_{k-1}) \to (TP_k, FP_k)\ \text{for}\ p_k > 0,

    exactly the steps of the whole data, so every area (a sum over steps) is the sum of the
    buckets' partial areas.

    Weights are summed as in memory (:func:`~numeric.core.steps.recall_steps`): in units of
    :math:`2^e`, with :math:`e` the exponent that puts the largest weight of all partitions in
    :math:`[0.5, 1)` (found in the first pass; exact), so that weights from ``5e-324`` to
    ``1.8e308``, mixed, give the areas of the same data at ordinary scale; ``n_pos``/``n_neg``
    and the DG-steps count are in the caller's units, and a class whose weights sum beyond the
    largest float64 raises the same ValueError as :func:`~numeric.stats.evaluate.evaluate`.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 (interpolation between the points of a step); Boyd et
    al. (ICML 2012), Thms 2-3, Sec. 3; M. Rocklin, Dask: parallel computation with blocked
    algorithms and task scheduling (SciPy 2015).

    Examples
    --------
    >>> import dask.array as da
    >>> y = da.from_array([0, 0, 1, 1], chunks=2)
    >>> s = da.from_array([0.1, 0.4, 0.35, 0.8], chunks=2)
    >>> e = evaluate_dask(y, s)
    >>> e.auc_roc, round(e.auc_pr, 6), round(e.global_min_auc_pr, 6)
    (0.75, 0.797267, 0.306853)
    >>> import warnings
    >>> with warnings.catch_warnings():  # weights of any magnitude: the same areas
    ...     warnings.simplefilter("ignore")  # 1e300: DG steps would need 2e300 points (NaN)
    ...     for w in (5e-324, 1e300):
    ...         big = evaluate_dask(y, s, sample_weight=da.from_array([w] * 4, chunks=2))
    ...         print(big.n_pos, big.auc_roc, round(big.auc_pr, 6), round(big.average_precision, 6))
    1e-323 0.75 0.797267 0.833333
    2e+300 0.75 0.797267 0.833333
    """
    r0, r1 = check_recall_range(recall_range)
    frame = _frame(y_true, y_score, sample_weight)
    plan = _plan(frame.to_delayed(), sample_weight is not None, pos_label)
    parts = _bucket_partials(plan, r0, r1, num_points=0)
    return _evaluation(plan, parts, r0, r1)


def dask_curves(
    y_true: DaskColumn,
    y_score: DaskColumn,
    *,
    sample_weight: DaskColumn | None = None,
    pos_label: object = None,
    num_points: int = 1000,
) -> SampledCurves:
    """ROC and PR curve vertices of data in Dask collections, at least one per ``1/num_points``.

    Parameters
    ----------
    y_true, y_score, sample_weight, pos_label
        As in :func:`evaluate_dask`.
    num_points : int, default=1000
        Resolution: a vertex is kept wherever recall or false positive rate passes a multiple
        of ``1/num_points`` (so about ``2 num_points`` points at most, plus one per bucket),
        and the first and last points always.

    Returns
    -------
    SampledCurves
        Points in order of decreasing threshold; every one is a vertex of the exact curve.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4: between vertices the PR curve is interpolated, so a
    plot through sampled vertices is exact at the vertices.

    Examples
    --------
    >>> import dask.array as da
    >>> c = dask_curves(da.from_array([0, 1, 1, 0], chunks=2),
    ...                 da.from_array([0.1, 0.8, 0.4, 0.4], chunks=2))
    >>> c.tpr.tolist(), c.fpr.tolist()
    ([0.0, 0.5, 1.0, 1.0], [0.0, 0.0, 0.5, 1.0])
    """
    if isinstance(num_points, bool) or not isinstance(num_points, (int, np.integer)):
        raise TypeError(f"num_points must be an integer, got {type(num_points).__name__}")
    if not 2 <= num_points <= 10_000_000:
        raise ValueError(f"num_points must be in [2, 10000000], got {num_points}")
    frame = _frame(y_true, y_score, sample_weight)
    plan = _plan(frame.to_delayed(), sample_weight is not None, pos_label)
    tots, parts = _bucket_partials(plan, 0.0, 1.0, num_points=int(num_points))
    # Buckets in decreasing order of score (bucket b holds higher scores than b - 1).
    pts = [p["points"] for p in parts[::-1] if p["points"] is not None and p["points"][0].size]
    thr = np.concatenate([[np.inf], *[p[0] for p in pts]])
    tp = np.concatenate([[0.0], *[p[1] for p in pts]])
    fp = np.concatenate([[0.0], *[p[2] for p in pts]])
    with np.errstate(invalid="ignore", divide="ignore"):
        fpr = fp / tots.n_neg if tots.n_neg > 0 else np.full(fp.size, _NAN)
        tpr = tp / tots.n_pos if tots.n_pos > 0 else np.full(tp.size, _NAN)
        precision = tp / (tp + fp)
    if precision.size > 1:
        precision[0] = precision[1] if tp[1] > 0 else 1.0
    # Rates and precisions from the rescaled counts; the counts in the caller's units.
    e = plan.weight_exponent
    return SampledCurves(thr, np.ldexp(tp, e), np.ldexp(fp, e), fpr, tpr, precision)


# --------------------------------------------------------------------------------------------
# files: Parquet row groups and line-aligned text blocks, read by the toolkit's readers
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _FileSpec:
    """What every piece of a file set shares: the format and the chosen columns."""

    fmt: str  # "parquet" or "text"
    columns: tuple[str, ...]  # labels, scores (and weights): the frame's columns, in this order
    delimiter: str


@dataclass(frozen=True)
class _Piece:
    """One partition: row groups of a Parquet file, or a byte range of a text file."""

    path: str
    row_groups: tuple[int, ...] = ()
    start: int = 0  # text: the block holds the lines that begin in [start, stop)
    stop: int = -1  # -1: to the end of the file (compressed text: the whole file)


def _file_pieces(
    pattern: str, labels: str | None, scores: str | None, weights: str | None,
    input_format: str | None, delimiter: str | None, blocksize: str,
) -> tuple[_FileSpec, list[_Piece], pd.DataFrame]:
    """The files' format, columns, partitions and an empty frame of their dtypes."""
    import glob

    from dask.utils import parse_bytes

    files = sorted(glob.glob(pattern)) if glob.has_magic(pattern) else [pattern]
    if not files:
        raise ValueError(f"{pattern}: no file matches")
    first = Source.of(files[0])
    if first.path is None:
        raise ValueError("the Dask engine reads files, not standard input ('-')")
    fmt = input_format or first.format_from_suffix()
    wanted = Wanted(labels, scores, weights)
    size = parse_bytes(blocksize)
    if fmt == "parquet":
        import pyarrow.parquet as pq

        schema = pq.read_schema(files[0])
        names = choose_all(list(schema.names), wanted, files[0])
        columns = tuple(dict.fromkeys(n for n in names if n is not None))
        pieces = [p for f in files for p in _row_group_pieces(f, columns, size)]
        meta = schema.empty_table().select(list(columns)).to_pandas()
        return _FileSpec("parquet", columns, ""), pieces or [_Piece(files[0])], meta
    if fmt in ("csv", "tsv"):
        try:
            with first.text_bytes() as fh:
                head = fh.read(1 << 16)
        except (OSError, EOFError, zlib.error) as exc:
            raise _decompress_error(files[0], exc) from None
        text = head.decode("utf-8-sig", errors="replace")
        delim = delimiter or ("\t" if fmt == "tsv" else sniff(text, first.path))
        header = header_of(text, delim, files[0])
        names = choose_all(header, wanted, f"{files[0]}, line 1")
        columns = tuple(dict.fromkeys(n for n in names if n is not None))
        spec = _FileSpec("text", columns, delim)
        pieces = [p for f in files for p in _text_pieces(f, size)]
        return spec, pieces, _text_meta(spec, files[0], head)
    raise ValueError(
        f"{files[0]}: the Dask engine reads Parquet and delimited text, not {fmt}"
    )


def _row_group_pieces(path: str, columns: tuple[str, ...], size: int) -> list[_Piece]:
    """Consecutive non-empty row groups, grouped up to ``size`` bytes of the wanted columns."""
    import pyarrow.parquet as pq

    meta = pq.ParquetFile(path).metadata
    index = [meta.schema.column(j).path for j in range(meta.num_columns)]
    wanted = [j for j, name in enumerate(index) if name in columns]
    pieces: list[_Piece] = []
    group: list[int] = []
    nbytes = 0
    for i in range(meta.num_row_groups):
        rg = meta.row_group(i)
        if rg.num_rows == 0:
            continue  # pruned: nothing to read
        b = sum(rg.column(j).total_uncompressed_size for j in wanted)
        if group and nbytes + b > size:
            pieces.append(_Piece(path, tuple(group)))
            group, nbytes = [], 0
        group.append(i)
        nbytes += b
    if group:
        pieces.append(_Piece(path, tuple(group)))
    return pieces


def _text_pieces(path: str, size: int) -> list[_Piece]:
    """Byte ranges of about ``size`` (compressed files: the whole file, one piece)."""
    import os

    if Source.of(path).compression() is not None:
        return [_Piece(path)]
    total = os.path.getsize(path)
    bounds = [*range(0, total, max(size, 1)), total]
    return [_Piece(path, (), a, b) for a, b in itertools.pairwise(bounds)] or [_Piece(path)]


def _text_meta(spec: _FileSpec, path: str, head: bytes) -> pd.DataFrame:
    """An empty frame with the dtypes of the first lines (labels may be int, float, str...)."""
    import pandas as pd

    cut = head[: head.rfind(b"\n") + 1] if len(head) >= 1 << 16 else head
    try:
        data = _parse_text(path, cut, spec)
        return _pandas(spec, data.y_true[:0], data.y_score[:0],
                       None if data.sample_weight is None else data.sample_weight[:0])
    except ValueError:  # the error is raised, with its line, when the data are read
        return pd.DataFrame({c: np.empty(0, dtype=object if k == 0 else np.float64)
                             for k, c in enumerate(spec.columns)})


def _parse_text(name: str, data: bytes, spec: _FileSpec) -> ScoredData:
    lab, sco, *wei = spec.columns
    cols = Wanted(lab, sco, wei[0] if wei else None)
    return read_text(Source(name, None, data), cols, spec.delimiter)


def _pandas(spec: _FileSpec, y: ValueArray, s: FloatArray, w: FloatArray | None
            ) -> pd.DataFrame:
    import pandas as pd

    cols = dict(zip(spec.columns, (y, s) if w is None else (y, s, w), strict=True))
    return pd.DataFrame(cols, copy=False)


def _decompress_error(path: str, exc: BaseException) -> Exception:
    if isinstance(exc, (FileNotFoundError, PermissionError, IsADirectoryError)):
        return exc
    return ValueError(f"{path}: cannot decompress ({exc})")


class _PieceReader:
    """Reads one :class:`_Piece` into a pandas DataFrame (the partitions of the Dask frame)."""

    def __init__(self, spec: _FileSpec) -> None:
        self.spec = spec

    def __call__(self, piece: _Piece) -> pd.DataFrame:
        if self.spec.fmt == "parquet":
            import pyarrow.parquet as pq

            table = pq.ParquetFile(piece.path).read_row_groups(
                list(piece.row_groups), columns=list(self.spec.columns), use_threads=False)
            scores = table.column(self.spec.columns[1])
            if is_arrow_integer(scores):  # integers float64 would round: refused
                groups = ", ".join(map(str, piece.row_groups))
                check_exact_integers(
                    np.asarray(scores.to_numpy()),
                    lambda i: f"row group(s) {groups}, row {i}: column "
                    f"{self.spec.columns[1]!r}")
            return table.to_pandas()
        data: ScoredData | None
        if piece.stop < 0:  # a compressed file, whole
            try:
                data = read_text(Source.of(piece.path), Wanted(*self._names()),
                                  self.spec.delimiter)
            except (OSError, EOFError, zlib.error) as exc:
                raise _decompress_error(piece.path, exc) from None
        else:
            data = self._block(piece)
            if data is None:
                return _pandas(self.spec, np.empty(0, dtype=np.int8), np.empty(0),
                               None if len(self.spec.columns) < 3 else np.empty(0))
        return _pandas(self.spec, data.y_true, data.y_score, data.sample_weight)

    def _names(self) -> tuple[str, str, str | None]:
        lab, sco, *wei = self.spec.columns
        return lab, sco, wei[0] if wei else None

    def _block(self, piece: _Piece) -> ScoredData | None:
        """The lines that begin in ``[start, stop)``, parsed with the header (None if blank)."""
        with open(piece.path, "rb") as fh:
            begin = _line_start(fh, piece.start)
            end = _line_start(fh, piece.stop)
            fh.seek(begin)
            data = fh.read(max(end - begin, 0))
            if begin > 0:
                fh.seek(0)
                header = fh.readline()  # this file's header
        if begin > 0:
            if not data.strip():
                return None
            data = header + data
        try:
            return _parse_text(piece.path, data, self.spec)
        except ValueError as exc:
            match = _LINE.match(str(exc))
            if begin == 0 or match is None or match["name"] != piece.path:
                raise
            # Line j of the block (1: the header added) is line lines_before + j - 1 of the file.
            line = _count_lines(piece.path, begin) + int(match["line"]) - 1
            raise ValueError(f"{piece.path}, line {line}: {str(exc)[match.end():]}") from None


def _line_start(fh: IO[bytes], offset: int) -> int:
    """The first position >= ``offset`` where a line begins (the file's size if none)."""
    if offset <= 0:
        return 0
    fh.seek(offset - 1)
    fh.readline()
    return int(fh.tell())


def _count_lines(path: str, end: int) -> int:
    """The number of newlines before byte ``end`` (only when an error names a line)."""
    count = 0
    with open(path, "rb") as fh:
        while end > 0:
            chunk = fh.read(min(end, 1 << 24))
            if not chunk:
                break
            count += chunk.count(b"\n")
            end -= len(chunk)
    return count


# --------------------------------------------------------------------------------------------
# pass 1: prepare (check, split by label, sort), plan (validate, buckets, weight scale)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Plan:
    parts: list[Delayed]  # per partition, a pandas DataFrame (labels, scores[, weights])
    weighted: bool
    positive: object  # the positive label (None: absent); compared by labels.label_mask
    n: int
    weight_exponent: int  # the weights are summed as np.ldexp(w, -weight_exponent)
    cuts: FloatArray  # bucket b holds cuts[b-1] <= s < cuts[b]


@dataclass(frozen=True)
class _Totals:
    n_pos: float  # class totals in units of 2**weight_exponent
    n_neg: float
    totals: tuple[float, float]  # (n_pos, n_neg) in the caller's units
    offsets_pos: FloatArray  # per bucket: positive weight scored above it
    offsets_neg: FloatArray


def _dask_dataframe() -> ModuleType:
    try:
        import dask.dataframe as dd
    except ImportError:  # pragma: no cover - the extra is installed in CI
        raise ImportError(
            'the Dask engine needs the optional extra: pip install "rocpr[dask]"'
        ) from None
    return dd


def _as_series(x: DaskColumn, name: str, dd: ModuleType) -> DaskSeries:
    import dask.array as da

    if isinstance(x, dd.Series):
        return x
    if isinstance(x, da.Array):
        if x.ndim != 1:
            raise ValueError(f"{name} must be 1-D, got a dask array of shape {x.shape}")
        return dd.from_dask_array(x)
    raise TypeError(f"{name} must be a dask Series or a 1-D dask array, got {type(x).__name__}")


def _frame(y_true: DaskColumn, y_score: DaskColumn, sample_weight: DaskColumn | None
           ) -> DaskFrame:
    dd = _dask_dataframe()
    cols = {"y": _as_series(y_true, "y_true", dd), "s": _as_series(y_score, "y_score", dd)}
    if sample_weight is not None:
        cols["w"] = _as_series(sample_weight, "sample_weight", dd)
    n_parts = {k: v.npartitions for k, v in cols.items()}
    if len(set(n_parts.values())) != 1:
        raise ValueError(
            "y_true, y_score and sample_weight must be partitioned alike, got "
            + ", ".join(f"{k}: {v} partitions" for k, v in n_parts.items())
        )
    series = [v.rename(k) for k, v in cols.items()]
    first = series[0]
    if all(s.known_divisions for s in series) and len(
        {tuple(s.divisions) for s in series}
    ) > 1:
        raise ValueError("y_true, y_score and sample_weight must be partitioned alike")
    return dd.concat(series, axis=1) if len(series) > 1 else first.to_frame()


class _PartStats(TypedDict):
    """What pass 1 reports of one partition (of its data, only the sample is kept)."""

    n: int  # rows
    labels: list[object]  # the distinct labels in order of appearance (up to 1000)
    label_nan: tuple[int, int] | None  # NaN labels: (count, first row)
    bad_score: tuple[int, int, float] | None  # NaN or infinite scores: (count, first row, value)
    bad_weight: tuple[str, int, float] | None  # the first bad weight: (rule, row, value)
    w_max: float  # the largest weight (0.0 unweighted)
    w_max_by_label: list[float]  # weighted, two labels at most: each label's largest weight
    sample: FloatArray  # sorted sample of the scores kept
    kept: int  # rows kept (weight not zero)


#: One class of a sorted partition: a 1-element array of its label, its scores in increasing
#: order and (weighted) their weights.
_Class = tuple[ValueArray, FloatArray, FloatArray | None]


class _Prepared(TypedDict):
    """One partition, checked (``stats``) and split by class, each sorted (``classes``)."""

    stats: _PartStats
    classes: list[_Class]


#: One bucket's share of a partition: (is positive, scores, weights or None) per class.
_Share = list[tuple[bool, FloatArray, FloatArray | None]]


class _Bucket(TypedDict):
    """A bucket's distinct scores (ascending), the class weights at each and the class totals."""

    u: FloatArray
    wp: FloatArray
    wn: FloatArray
    tot: tuple[float, float]


#: Sampled curve vertices: (thresholds, tp, fp).
_Vertices = tuple[FloatArray, FloatArray, FloatArray]
#: The partial sums a bucket reports (added over buckets with math.fsum).
class _BucketSums(TypedDict):
    """Pass 3 on one bucket: the area sums of its steps, its DG point count (and vertices)."""

    areas: AreaSums
    dg_points: float
    points: _Vertices | None


def _prepare(part: pd.DataFrame, weighted: bool, sort: bool) -> _Prepared:
    """One partition (columns: labels, scores[, weights], by position), checked and split.

    Returns ``stats`` (length, distinct labels, NaN labels, the first bad score/weight, largest
    weight, a sample of the scores, the count kept) and, if the partition is valid and ``sort``,
    ``classes``: per distinct label a 1-element array of it, its sorted scores and (weighted)
    their weights without zeros.
    """
    y = part.iloc[:, 0].to_numpy()
    raw = np.asarray(part.iloc[:, 1].to_numpy())
    if raw.dtype.kind in "iu":  # integers float64 would round are refused, as in memory
        check_exact_integers(raw, lambda i: f"y_score (partition row {i})")
    s = np.asarray(raw, dtype=np.float64)
    w = np.asarray(part.iloc[:, 2].to_numpy(), dtype=np.float64) if weighted else None
    stats: _PartStats = {"n": int(s.size), "labels": [], "label_nan": None,
                         "bad_score": None, "bad_weight": None, "w_max": 0.0,
                         "w_max_by_label": [], "sample": np.empty(0), "kept": 0}
    out: _Prepared = {"stats": stats, "classes": []}
    if s.size == 0:
        return out
    if y.dtype.kind == "f" and np.isnan(y).any():
        nan = np.isnan(y)
        stats["label_nan"] = (int(nan.sum()), int(np.argmax(nan)))
        return out
    bad = ~np.isfinite(s)
    if bad.any():
        i = int(np.argmax(bad))
        stats["bad_score"] = (int(bad.sum()), i, float(s[i]))
    if w is not None:
        for rule, flags in (("must not be NaN", np.isnan(w)), ("must be >= 0", w < 0),
                            ("must be finite", np.isinf(w))):
            if flags.any():
                i = int(np.argmax(flags))
                stats["bad_weight"] = (rule, i, float(w[i]))
                break
        stats["w_max"] = float(np.max(w))
    labels, same = _distinct_labels(y)
    stats["labels"] = labels
    if w is not None and same is not None:  # the largest weight of each label
        stats["w_max_by_label"] = [float(np.max(w[same], initial=0.0)),
                                   float(np.max(w[~same], initial=0.0))][: len(labels)]
    if stats["bad_score"] is not None or stats["bad_weight"] is not None or same is None:
        return out  # (same is None: more than two labels)
    if w is not None:
        keep = w != 0
        if not keep.all():
            s, w, same = s[keep], w[keep], same[keep]
    stats["kept"] = int(s.size)
    if not sort:  # pass 1: a systematic sample of the scores
        stats["sample"] = np.sort(_stride_sample(s, s.size))
        return out
    classes: list[_Class] = []
    for k, label in enumerate(labels):
        mask = None if len(labels) == 1 else (~same if k else same)
        sc = s if mask is None else s[mask]
        if w is None:
            sc = np.sort(sc)
            wc = None
        else:
            order = np.argsort(sc, kind="stable")
            sc, wc = sc[order], (w if mask is None else w[mask])[order]
        classes.append((np.asarray([label]), sc, wc))
    out["classes"] = classes
    return out


def _distinct_labels(y: ValueArray) -> tuple[list[object], npt.NDArray[np.bool_] | None]:
    """The distinct labels in order of appearance and the mask of the first one
    (:func:`numeric.core.labels.two_labels`); when more than two, up to 1000 of them (what a
    partition reports) and no mask."""
    found = two_labels(y)
    if found is not None:
        return found
    return list(dict.fromkeys(python_value(v) for v in y.tolist()))[:1000], None


def _stride_sample(sorted_scores: FloatArray, n_kept: int) -> FloatArray:
    """Evenly spaced order statistics, about _SAMPLE_PER_PARTITION * (share of the partition)."""
    k = min(sorted_scores.size, -(-_SAMPLE_PER_PARTITION * sorted_scores.size // max(n_kept, 1)))
    if k == 0:
        return np.empty(0)
    return sorted_scores[np.linspace(0, sorted_scores.size - 1, k).astype(np.intp)]


def _plan(parts: list[Delayed], weighted: bool, pos_label: object) -> _Plan:
    import dask

    prepare = dask.delayed(_prepare, pure=True)
    stats: tuple[_PartStats, ...] = dask.compute(
        *[prepare(p, weighted, False)["stats"] for p in parts])
    starts = np.cumsum([0] + [st["n"] for st in stats])
    n = int(starts[-1])
    if n == 0:
        raise ValueError("y_true and y_score must not be empty, got 0 samples")
    nan_labels = [(k, st["label_nan"]) for k, st in enumerate(stats) if st["label_nan"]]
    if nan_labels:
        k, (_, i) = nan_labels[0]
        count = sum(c for _, (c, _) in nan_labels)
        raise ValueError(f"y_true must not contain NaN, got {count} NaN label(s), "
                         f"the first at index {int(starts[k]) + i}")
    for k, st in enumerate(stats):
        if st["bad_score"] is not None:
            count = sum(t["bad_score"][0] for t in stats if t["bad_score"] is not None)
            _, i, v = st["bad_score"]
            plural = "values" if count > 1 else "value"
            raise ValueError(
                f"y_score must be finite, got {count} NaN or infinite {plural}, "
                f"the first at index {int(starts[k]) + i} ({v!r})"
            )
        if st["bad_weight"] is not None:
            rule, i, v = st["bad_weight"]
            raise ValueError(f"sample_weight {rule}, got {v!r} (at index {int(starts[k]) + i})")
    labels = list(dict.fromkeys(v for st in stats for v in st["labels"]))
    if len(labels) > 2:
        raise ValueError(
            f"y_true must hold at most 2 distinct labels, found {format_labels(labels)}"
        )
    # Validate pos_label exactly as in memory, on the distinct labels only.
    positive = positive_label(labels, pos_label)  # None: absent, every sample negative
    cuts = _cuts(np.concatenate([st["sample"] for st in stats]),
                 sum(st["kept"] for st in stats))
    # One exact power of two for every partition, from the global largest weight, raised as
    # in memory when the classes' largest weights are far apart.
    exponent = 0
    if weighted:
        tops = [0.0, 0.0]  # negatives, positives
        for st in stats:
            for label, top in zip(st["labels"], st["w_max_by_label"], strict=False):
                k = int(_is_pos(np.asarray([label]), positive))
                tops[k] = max(tops[k], top)
        exponent = class_floor_exponent(max(st["w_max"] for st in stats), min(tops), n)
    return _Plan(parts, weighted, positive, n, exponent, cuts)


def _cuts(sample: FloatArray, n_kept: int) -> FloatArray:
    """Bucket boundaries: distinct sample quantiles, about _ROWS_PER_BUCKET rows per bucket."""
    n_buckets = max(1, min(-(-n_kept // _ROWS_PER_BUCKET), max(sample.size // 64, 1)))
    if n_buckets == 1 or sample.size == 0:
        return np.empty(0)
    q = np.quantile(np.sort(sample), np.arange(1, n_buckets) / n_buckets)
    return np.unique(q)


def _is_pos(label: ValueArray, positive: object) -> bool:
    """Whether a 1-element label array holds the positive label (``None``: none does)."""
    return bool(label_mask(label, positive)[0])


# --------------------------------------------------------------------------------------------
# pass 2: slices of the sorted partitions per bucket, merged; pass 3: partial sums per bucket
# --------------------------------------------------------------------------------------------


def _slice(prepared: _Prepared, lo: float | None, hi: float | None, positive: object) -> _Share:
    """One bucket's share ``lo <= s < hi`` of a prepared partition: (is positive, s, w)."""
    out: _Share = []
    for label, s, w in prepared["classes"]:
        i0 = 0 if lo is None else int(np.searchsorted(s, lo, side="left"))
        i1 = s.size if hi is None else int(np.searchsorted(s, hi, side="left"))
        if i1 > i0:
            out.append((_is_pos(label, positive), s[i0:i1], None if w is None else w[i0:i1]))
    return out


def _merge(exponent: int, *pieces: _Share) -> _Bucket:
    """A bucket's distinct scores (ascending), class weights per score and class totals."""
    classes = []
    for positive in (True, False):
        runs = [(s, w) for piece in pieces for p, s, w in piece if p is positive]
        if not runs:
            classes.append((np.empty(0), np.empty(0)))
            continue
        s = np.concatenate([r[0] for r in runs])
        if runs[0][1] is None:  # counts: sort the runs (timsort merges them)
            s.sort(kind="stable")
            starts = group_starts(s)
            counts = np.diff(np.append(starts, s.size)).astype(np.float64)
            classes.append((s[starts], counts))
            continue
        w = np.ldexp(np.concatenate([r[1] for r in runs]), -exponent)
        order = np.argsort(s, kind="stable")
        s, w = s[order], w[order]
        keep = w != 0  # weights that underflow in units of 2**exponent count as zero, as in memory
        if not keep.all():
            s, w = s[keep], w[keep]
        starts = group_starts(s)
        classes.append((s[starts], np.add.reduceat(w, starts) if s.size else np.empty(0)))
    (up, wp_u), (un, wn_u) = classes
    u = np.concatenate([up, un])
    u.sort(kind="stable")
    u = u[group_starts(u)]
    wp = np.zeros(u.size)
    wn = np.zeros(u.size)
    wp[np.searchsorted(u, up)] = wp_u
    wn[np.searchsorted(u, un)] = wn_u
    return {"u": u, "wp": wp, "wn": wn, "tot": (float(np.sum(wp_u)), float(np.sum(wn_u)))}


def _leaf(prepared: _Prepared, lo: float | None, hi: float | None, positive: object,
          exponent: int) -> _Bucket:
    """A partition's share of one bucket, summed per distinct score (a new, compact array)."""
    return _merge(exponent, _slice(prepared, lo, hi, positive))


def _merge_pair(a: _Bucket, b: _Bucket) -> _Bucket:
    """Two buckets' shares (ascending distinct scores, class weights) merged into one."""
    if not a["u"].size or not b["u"].size:
        return a if b["u"].size == 0 else b
    u = np.concatenate([a["u"], b["u"]])
    order = np.argsort(u, kind="stable")  # two sorted runs: timsort merges them
    u = u[order]
    starts = group_starts(u)
    wp = np.add.reduceat(np.concatenate([a["wp"], b["wp"]])[order], starts)
    wn = np.add.reduceat(np.concatenate([a["wn"], b["wn"]])[order], starts)
    return {"u": u[starts], "wp": wp, "wn": wn,
            "tot": (a["tot"][0] + b["tot"][0], a["tot"][1] + b["tot"][1])}


def _partials(
    merged: _Bucket, off_pos: float, off_neg: float, n_pos: float, n_neg: float,
    exponent: int, r0: float, r1: float, num_points: int,
) -> _BucketSums:
    """Pass 3 on one bucket: the partial sums of its steps (and sampled vertices)."""
    u = merged["u"][::-1]
    wp = merged["wp"][::-1]
    wn = merged["wn"][::-1]
    tp = off_pos + np.cumsum(wp)
    fp = off_neg + np.cumsum(wn)
    up = wp > 0
    steps = RecallSteps(tp[up] - wp[up], fp[up] - wn[up], tp[up], fp[up], n_pos, n_neg,
                        weight_exponent=exponent)
    row: _BucketSums = {"areas": AreaSums(0.0, 0.0, 0.0, 0.0, 0.0), "dg_points": 0.0,
                        "points": None}
    if n_pos > 0 and steps.tp0.size:
        count = dg_point_count(steps)
        # The kernel's sums over this bucket's steps: they add up over the buckets (AreaSums).
        whole = (r0, r1) == (0.0, 1.0)  # closed form: no cap on the DG points
        row = {"areas": areas_from_steps(steps, r0, r1, dg_steps=whole or count <= MAX_DG_POINTS),
               "dg_points": count, "points": None}
    if num_points and u.size:
        row["points"] = _sample_vertices(u, tp, fp, n_pos, n_neg, num_points)
    return row


def _sample_vertices(
    u: FloatArray, tp: FloatArray, fp: FloatArray, n_pos: float, n_neg: float, k: int
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Vertices where recall or FPR passes a multiple of 1/k (and the bucket's last one)."""
    gt = np.floor(tp * (k / n_pos)) if n_pos > 0 else np.zeros(tp.size)
    gf = np.floor(fp * (k / n_neg)) if n_neg > 0 else np.zeros(fp.size)
    keep = np.zeros(tp.size, dtype=bool)
    keep[1:] = (gt[1:] != gt[:-1]) | (gf[1:] != gf[:-1])
    keep[:1] = True
    keep[-1:] = True
    return u[keep], tp[keep], fp[keep]


def _bucket_partials(plan: _Plan, r0: float, r1: float, num_points: int
                     ) -> tuple[_Totals, list[_BucketSums]]:
    """Shuffle, merge and sum: the totals and each bucket's partial sums (lowest bucket first)."""
    import dask

    edges: list[float | None] = [None, *plan.cuts.tolist(), None]
    prepare = dask.delayed(_prepare, pure=True)
    leaf = dask.delayed(_leaf, pure=True)
    pair = dask.delayed(_merge_pair, pure=True)
    buckets = []
    for p in plan.parts:  # pass 2: read again, sort, cut into buckets (aggregated slices)
        prepared = prepare(p, plan.weighted, True)
        buckets.append([leaf(prepared, edges[b], edges[b + 1], plan.positive,
                             plan.weight_exponent) for b in range(len(edges) - 1)])
    merged = []
    for b in range(len(edges) - 1):  # per bucket, a tree of pairwise merges
        level = [row[b] for row in buckets]
        while len(level) > 1:
            level = [pair(*level[i : i + 2]) if i + 1 < len(level) else level[i]
                     for i in range(0, len(level), 2)]
        merged.append(level[0])
    merged = list(dask.persist(*merged))
    tot = np.array(dask.compute(*[m["tot"] for m in merged]), dtype=np.float64).reshape(-1, 2).T
    # Offsets: the weight of all buckets above (higher scores), accumulated from the top.
    above = np.cumsum(tot[:, ::-1], axis=1)[:, ::-1]
    offsets = np.hstack([above[:, 1:], np.zeros((2, 1))])
    n_pos, n_neg = float(above[0, 0]), float(above[1, 0])
    totals = _Totals(n_pos, n_neg, caller_totals(n_pos, n_neg, plan.weight_exponent),
                     offsets[0], offsets[1])
    partial = dask.delayed(_partials, pure=True)
    rows: tuple[_BucketSums, ...] = dask.compute(*[
        partial(m, float(offsets[0, b]), float(offsets[1, b]), n_pos, n_neg,
                plan.weight_exponent, r0, r1, num_points)
        for b, m in enumerate(merged)
    ])
    return totals, list(rows)


def _evaluation(plan: _Plan, result: tuple[_Totals, list[_BucketSums]], r0: float,
                r1: float) -> Evaluation:
    # As evaluate: totals in the caller's units, ratios from the rescaled sums (no overflow).
    tots, parts = result
    n_pos, _ = tots.totals

    dg_points = math.fsum(p["dg_points"] for p in parts)
    areas = AreaSums.total(p["areas"] for p in parts)
    if n_pos > 0 and dg_points > MAX_DG_POINTS and (r0, r1) != (0.0, 1.0):
        warn_dg_steps_nan(dg_points, stacklevel=4)
        areas = replace(areas, auc_pr_dg_steps=_NAN)
    return evaluation_from_areas(plan.n, tots.totals, (tots.n_pos, tots.n_neg), r0, r1, areas,
                                 stacklevel=4)
