"""Shared Hypothesis strategies for the property checks of rocpr.

Every strategy that more than one test file needs lives here, so that all property tests draw
their data the same way. Add a strategy at the end of the file with a docstring that says what
it draws.

Data sets are drawn to exercise what breaks curve code: ties (scores drawn from a few levels),
very unequal classes, a single sample of one class, weights including zeros.
"""

from __future__ import annotations

import bz2
import gzip
import io
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from hypothesis import strategies as st

__all__ = [
    "DataFile",
    "ScoredSample",
    "confusion_matrices",
    "count_curves",
    "curve_pairs",
    "data_files",
    "integer_score_datasets",
    "scored_samples",
    "skews",
    "unit_floats",
]


@dataclass(frozen=True)
class ScoredSample:
    """A drawn data set: labels in {0, 1}, scores, optional weights."""

    y_true: npt.NDArray[np.int64]
    y_score: npt.NDArray[np.float64]
    sample_weight: npt.NDArray[np.float64] | None


@st.composite
def scored_samples(
    draw: st.DrawFn,
    *,
    min_size: int = 2,
    max_size: int = 40,
    both_classes: bool = True,
    weighted: bool | None = False,
    integer_weights: bool = False,
) -> ScoredSample:
    """Labels in {0, 1}, scores with many ties, and (optionally) nonnegative weights.

    Parameters
    ----------
    min_size, max_size : int
        Number of samples.
    both_classes : bool, default=True
        Guarantee at least one positive and one negative (then ``min_size >= 2``).
    weighted : bool or None, default=False
        ``True``: always draw weights; ``False``: never; ``None``: either.
    integer_weights : bool, default=False
        Draw weights from {0, 1, 2, 3} (counts stay integers, zero weights included) instead
        of reals in [0, 5] (some of them exactly 0).

    Notes
    -----
    Scores are drawn from ``levels`` evenly spaced values, ``levels`` itself drawn from 1
    (every score tied) to 2x the size (few ties), so heavily tied and tie-free data are both
    frequent.
    """
    n = draw(st.integers(min_size, max_size))
    labels = draw(st.lists(st.integers(0, 1), min_size=n, max_size=n))
    y = np.array(labels, dtype=np.int64)
    if both_classes:
        i, j = draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=2, unique=True))
        y[i], y[j] = 1, 0
    levels = draw(st.integers(1, 2 * n))
    score_idx = draw(st.lists(st.integers(0, levels - 1), min_size=n, max_size=n))
    score = np.array(score_idx, dtype=np.float64) / levels
    use_weights = draw(st.booleans()) if weighted is None else weighted
    weight = None
    if use_weights:
        if integer_weights:
            w = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
        else:
            w = draw(st.lists(
                st.one_of(st.just(0.0), st.floats(0.01, 5.0)), min_size=n, max_size=n
            ))
        weight = np.array(w, dtype=np.float64)
        if both_classes:  # keep one positive and one negative of positive weight
            weight[i] = max(weight[i], 1.0)
            weight[j] = max(weight[j], 1.0)
    return ScoredSample(y, score, weight)


@st.composite
def count_curves(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray, float]:
    """A monotone chain of integer counts from (0, 0) to (N-, N+), as ROC rates, and its skew."""
    n_pos, n_neg = draw(st.integers(1, 30)), draw(st.integers(1, 60))
    k = draw(st.integers(0, 8))
    tp = sorted(draw(st.lists(st.integers(0, n_pos), min_size=k, max_size=k)))
    fp = sorted(draw(st.lists(st.integers(0, n_neg), min_size=k, max_size=k)))
    f = np.array([0, *fp, n_neg]) / n_neg
    t = np.array([0, *tp, n_pos]) / n_pos
    return f, t, n_neg / n_pos


def _count_chain(draw: st.DrawFn, n_pos: int, n_neg: int) -> tuple[list[int], list[int]]:
    k = draw(st.integers(0, 5))
    tp = sorted(draw(st.lists(st.integers(0, n_pos), min_size=k, max_size=k)))
    fp = sorted(draw(st.lists(st.integers(0, n_neg), min_size=k, max_size=k)))
    return [0, *fp, n_neg], [0, *tp, n_pos]


@st.composite
def curve_pairs(draw: st.DrawFn) -> tuple[int, int, list[int], list[int], list[int], list[int]]:
    """Two monotone count chains from (0, 0) to (n_neg, n_pos) on one data set."""
    n_pos = draw(st.integers(1, 8))
    n_neg = draw(st.integers(1, 12))
    fa, ta = _count_chain(draw, n_pos, n_neg)
    fb, tb = _count_chain(draw, n_pos, n_neg)
    return n_pos, n_neg, fa, ta, fb, tb


@st.composite
def integer_score_datasets(
    draw: st.DrawFn,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """Both classes, integer scores in 0..8 (many ties): labels 1 first, then 0."""
    n_pos = draw(st.integers(1, 25))
    n_neg = draw(st.integers(1, 60))
    scores = draw(st.lists(st.integers(0, 8), min_size=n_pos + n_neg, max_size=n_pos + n_neg))
    y_true = np.array([1] * n_pos + [0] * n_neg)
    return y_true, np.array(scores, dtype=float)


@st.composite
def confusion_matrices(draw: st.DrawFn) -> tuple[int, int, int, int]:
    """(n_pos, n_neg, tp, fp) with tp >= 1: a confusion matrix of a data set up to 1e6 + 1e6."""
    n_pos = draw(st.integers(1, 10**6))
    n_neg = draw(st.integers(1, 10**6))
    return n_pos, n_neg, draw(st.integers(1, n_pos)), draw(st.integers(0, n_neg))


def skews() -> st.SearchStrategy[float]:
    """Skews ``a = N-/N+`` over the whole positive float64 range, subnormals and extremes too.

    Half log-uniform in ``[1e-320, 1e308]`` (so every decade is drawn), half Hypothesis's own
    floats (which favour edge values: 5e-324, the largest float, powers of 2).
    """
    log_uniform = st.floats(-320.0, 308.0).map(lambda e: float(10.0**e)).filter(lambda v: v > 0)
    return st.one_of(
        log_uniform,
        st.floats(min_value=5e-324, max_value=1.7976931348623157e308, allow_subnormal=True),
        st.sampled_from([5e-324, 2.2250738585072014e-308, 1e-16, 1.0, 1e16,
                         1.7976931348623157e308]),
    )


def unit_floats() -> st.SearchStrategy[float]:
    """AUC values in ``[0, 1]``: 0, 1, subnormals, values within a few ulp of 0 and 1, uniform."""
    near_one = st.floats(-17.0, 0.0).map(lambda e: 1.0 - 10.0**e).filter(lambda v: 0 <= v <= 1)
    return st.one_of(
        st.sampled_from([0.0, 1.0, 5e-324, 1e-310, 0.5, 1.0 - 2.0**-53, 2.0**-1074 * 3]),
        st.floats(0.0, 1.0, allow_subnormal=True),
        st.floats(-320.0, 0.0).map(lambda e: float(10.0**e)),
        near_one,
    )


@dataclass(frozen=True)
class DataFile:
    """A drawn input file: its name (the suffix says the format), its bytes, what it holds."""

    name: str
    data: bytes
    defect: str | None  # None: a well-formed file; else what was done to it
    rows: int


_FORMATS = ("csv", "csv", "csv", "tsv", "csv.gz", "csv.bz2", "csv.zst", "parquet", "feather",
            "npz")
_DEFECTS = (None, None, None, None, None, "ragged", "repeated_column", "corrupt_middle",
            "truncated", "nan_score", "empty_score", "crlf_bom", "latin1", "big_integer")
_EDGE_SCORES = (0.0, -0.0, 5e-324, 0.5, 0.5 + 2.0**-53, 1.0, 1e308, -1e308, 2.0**53,
                2.0**53 + 2)


@st.composite
def data_files(draw: st.DrawFn) -> DataFile:
    """Labelled data in every format the readers take (CSV/TSV plain or gzip/bz2/zstd, Parquet,
    Feather, ``.npz``), columns ``label, score, score2, w, fold``: ties, edge scores (subnormal,
    +-1e308, 2**53), weights spanning the float range, and (one draw in two) a defect: a ragged
    row, a repeated column name, a compressed stream damaged in the middle or truncated, a NaN or
    empty score, CRLF with a BOM, Latin-1 bytes, an integer score beyond 2**53."""
    fmt = draw(st.sampled_from(_FORMATS))
    defect = draw(st.sampled_from(_DEFECTS))
    n = draw(st.integers(1, 12))
    y = draw(st.lists(st.sampled_from([0, 1]), min_size=n, max_size=n))
    level = st.one_of(st.sampled_from(_EDGE_SCORES), st.sampled_from([0.1, 0.2, 0.3]),
                      st.floats(-1e3, 1e3, allow_nan=False))
    s1 = draw(st.lists(level, min_size=n, max_size=n))
    s2 = draw(st.lists(level, min_size=n, max_size=n))
    w = draw(st.lists(st.sampled_from([0.0, 5e-324, 1e-200, 0.3, 1.0, 2.5, 1e200, 1e300]),
                      min_size=n, max_size=n))
    folds = draw(st.lists(st.sampled_from(["a", "b", "c"]), min_size=n, max_size=n))
    names = ["label", "score", "score2", "w", "fold"]
    if defect == "repeated_column":
        names[2] = "score"
    cells = [[str(a), repr(b), repr(c), repr(d), e]
             for a, b, c, d, e in zip(y, s1, s2, w, folds, strict=True)]
    if defect == "nan_score":
        cells[draw(st.integers(0, n - 1))][1] = "nan"
    if defect == "empty_score":
        cells[draw(st.integers(0, n - 1))][1] = ""
    if defect == "big_integer":
        cells[draw(st.integers(0, n - 1))][1] = str(2**62 + 1)
    if fmt in ("parquet", "feather", "npz") and defect in (None, "nan_score", "big_integer",
                                                           "corrupt_middle", "truncated"):
        data = _binary_table(fmt, names, y, s1, s2, w, folds, defect)
    else:
        delim = "\t" if fmt == "tsv" else ","
        lines = [delim.join(names)] + [delim.join(c) for c in cells]
        if defect == "ragged":
            lines[draw(st.integers(1, n))] += delim + "0.5"
        text = "\n".join(lines) + "\n"
        if defect == "crlf_bom":
            text = "\ufeff" + text.replace("\n", "\r\n")
        data = text.encode("latin-1" if defect == "latin1" else "utf-8",
                           errors="replace")
        if defect == "latin1":
            data = data.replace(b"fold", b"f\xf6ld", 1) + b"1,0.5,0.5,1.0,\xe9\n"
        if fmt.endswith((".gz", ".bz2", ".zst")):
            data = _compressed(fmt.rsplit(".", 1)[1], data)
        elif fmt in ("parquet", "feather", "npz"):
            fmt = "csv"  # a textual defect: written as CSV
    if defect == "corrupt_middle" and len(data) > 24:
        i = len(data) // 2
        data = data[:i] + bytes(16) + data[i + 16:]
    if defect == "truncated":
        data = data[: max(1, len(data) * 2 // 3)]
    return DataFile(f"d.{fmt}", data, defect, n)


def _compressed(codec: str, data: bytes) -> bytes:
    if codec == "gz":
        return gzip.compress(data, mtime=0)
    if codec == "bz2":
        return bz2.compress(data)
    import pyarrow as pa

    return bytes(pa.compress(data, codec="zstd", asbytes=True))


def _binary_table(fmt: str, names: list[str], y: list[int], s1: list[float], s2: list[float],
                  w: list[float], folds: list[str], defect: str | None) -> bytes:
    cols: dict[str, object] = {"label": np.array(y), "score": np.array(s1),
                               "score2": np.array(s2), "w": np.array(w), "fold": np.array(folds)}
    if defect == "nan_score":
        cols["score"] = np.where(np.arange(len(y)) == 0, np.nan, s1)
    if defect == "big_integer":
        cols["score"] = np.array([2**62 + 1 + i for i in range(len(y))], dtype=np.int64)
    buf = io.BytesIO()
    if fmt == "npz":
        np.savez(buf, **{"y_true" if k == "label" else k: v for k, v in cols.items()})
        return buf.getvalue()
    import pyarrow as pa
    import pyarrow.feather as feather
    import pyarrow.parquet as pq

    table = pa.table({k: pa.array(v) for k, v in cols.items()})
    if fmt == "parquet":
        pq.write_table(table, buf)
    else:
        feather.write_feather(table, buf)
    return buf.getvalue()
