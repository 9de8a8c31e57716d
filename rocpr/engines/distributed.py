"""Exact evaluation of scores that do not fit in memory, on Dask (one machine or a cluster).

Needs the optional extra ``dask`` (``pip install "rocpr[dask]"``); dask is imported on first use.

Algorithm (exact, three passes over the data)
---------------------------------------------
Every area of :func:`numeric.data.evaluation.evaluate` is a sum over the *steps* where recall
grows (:class:`~numeric.data.counts.RecallSteps`): a step at a distinct score ``s`` runs from the
counts of all samples scored above ``s`` to those counts plus the class weights at ``s``. So:

1. **Statistics.** Each partition reports its length, its distinct labels, its first NaN or
   infinite score or bad weight, its largest weight and a sample of its scores. The labels are
   checked as in memory; the sample's quantiles cut the score axis into buckets of similar
   size. As in memory (:class:`~numeric.data.counts.RecallSteps`, ``weight_exponent``), every
   partition's weights are then summed in units of ``2**e``, with ``e`` the exponent that puts
   the global largest weight in ``[0.5, 1)`` (``np.ldexp(w, -e)``, exact): weights of any
   magnitude (``5e-324`` to ``1.8e308``, mixed) give the AUCs of the same data at ordinary
   scale, and the totals are reported in the caller's units (a class whose weights sum beyond
   the largest float64 raises the same ValueError as in memory).
2. **Bucket totals.** Each partition sums its positive and negative weights per bucket; summed
   over partitions and accumulated from the highest bucket down, these give every bucket's
   *offsets*: the class weights of all samples scored above it.
3. **Aggregate, shuffle, sum.** Each partition aggregates to per-distinct-score class weights
   (``score, w_pos, w_neg``), tagged with their bucket; a shuffle brings each bucket together
   (a score's ties from every partition meet in its bucket); each bucket sorts and merges them,
   adds its offsets to its cumulative sums, and evaluates the exact AUC-ROC, exact AUC-PR
   (:func:`numeric.geometry.interpolation.segment_area` per step), AP and Davis & Goadrich's
   discrete estimate over its own steps. The buckets' partial sums are added with
   :func:`math.fsum`.

Only summation order differs from the in-memory result (relative differences ~1e-15; the tests
require 1e-12). Memory per worker is bounded by a partition plus a bucket; the shuffle spills to
disk under a distributed scheduler.

Curves come back downsampled: :func:`dask_curves` returns the curve's own vertices, one at least
every ``1/num_points`` of recall and of false positive rate, so every point is exactly on the
curve.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union

import numpy as np
import numpy.typing as npt

from numeric.bounds.boyd import auc_npr as _auc_npr
from numeric.bounds.boyd import average_precision_min
from numeric.data import auc as _auc
from numeric.data.auc import RecallRange, check_recall_range
from numeric.data.counts import (
    RecallSteps,
    _caller_totals,
    _format_labels,
    _group_starts,
    _positive_mask,
    _python_value,
    _same_label,
    _scale_exponent,
)
from numeric.data.curves import MAX_DG_POINTS, dg_point_count
from numeric.data.evaluation import Evaluation, warn_dg_steps_nan, warn_one_class
from rocpr.io.readers import _choose_all, _header, _sniff, _Source, _Wanted

if TYPE_CHECKING:  # dask loads on first use (the dask extra)
    from dask.array import Array as DaskArray
    from dask.dataframe import DataFrame as DaskFrame
    from dask.dataframe import Series as DaskSeries

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
_SAMPLE_PER_PARTITION = 4096
_ROWS_PER_BUCKET = 1_000_000
_PARTIALS = ("roc", "pr", "ap", "dg", "dg_points")


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
        step, as :func:`numeric.data.curves.precision_recall_curve` does.
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
    blocksize: str = "32MiB",
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
    blocksize : str, default="32MiB"
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
    import glob

    dd = _dask_dataframe()
    files = sorted(glob.glob(pattern)) if glob.has_magic(pattern) else [pattern]
    if not files:
        raise ValueError(f"{pattern}: no file matches")
    first = _Source.of(files[0])
    if first.path is None:
        raise ValueError("the Dask engine reads files, not standard input ('-')")
    fmt = input_format or first.format_from_suffix()
    wanted = _Wanted(labels, scores, weights)
    if fmt == "parquet":
        import pyarrow.parquet as pq

        names = _choose_all(list(pq.read_schema(files[0]).names), wanted, files[0])
        columns = list(dict.fromkeys(n for n in names if n is not None))
        return dd.read_parquet(files, columns=columns, split_row_groups="infer",
                               blocksize=blocksize)
    if fmt in ("csv", "tsv"):
        with first.text_bytes() as fh:
            text = fh.read(1 << 16).decode("utf-8-sig", errors="replace")
        delim = delimiter or ("\t" if fmt == "tsv" else _sniff(text, first.path))
        header = _header(text, delim, files[0])
        names = _choose_all(header, wanted, f"{files[0]}, line 1")
        columns = list(dict.fromkeys(n for n in names if n is not None))
        codec = first.compression()
        return dd.read_csv(
            files, sep=delim, header=0, names=header, usecols=columns,
            skipinitialspace=True, compression=codec or None,
            blocksize=None if codec else blocksize, encoding="utf-8-sig",
            dtype={n: "float64" for n in names[1:] if n is not None},
        )
    raise ValueError(
        f"{files[0]}: the Dask engine reads Parquet and delimited text, not {fmt}"
    )


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
        As in :func:`numeric.data.evaluation.evaluate`.

    Returns
    -------
    Evaluation
        The same as :func:`numeric.data.evaluation.evaluate` on the whole data (to rounding).

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
    lab, sco, wei = _choose_all(
        [str(c) for c in frame.columns], _Wanted(labels, scores, weights), "frame"
    )
    return evaluate_dask(
        frame[lab], frame[sco], sample_weight=None if wei is None else frame[wei],
        pos_label=pos_label, recall_range=recall_range,
    )


def evaluate_dask(
    y_true: DaskColumn,
    y_score: DaskColumn,
    *,
    sample_weight: DaskColumn | None = None,
    pos_label: object = None,
    recall_range: RecallRange = (0.0, 1.0),
) -> Evaluation:
    r"""Exact :func:`~numeric.data.evaluation.evaluate` of data held in Dask collections.

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
        Every field as :func:`~numeric.data.evaluation.evaluate` computes it on the same data in
        memory, equal to ~1e-15 relative (summation order only).

    Raises
    ------
    ValueError
        As :func:`~numeric.data.evaluation.evaluate` (indices are global row numbers), or if
        the collections are not partitioned alike.
    TypeError
        If an argument is not a dask collection.

    Warns
    -----
    DegenerateDataWarning
        If a class is absent (the undefined fields are NaN).

    Notes
    -----
    Three passes (statistics; bucket totals; aggregate-shuffle-sum), described in the module
    docstring. With offsets :math:`(TP_b, FP_b)` of bucket :math:`b` (the weights of all
    samples scored above it) and the bucket's merged distinct scores in decreasing order with
    class weights :math:`(p_k, n_k)`, its steps are

    .. math::

        TP_{k} = TP_b + \sum_{j \le k} p_j,\quad FP_{k} = FP_b + \sum_{j \le k} n_j,
        \qquad (TP_{k-1}, FP_{k-1}) \to (TP_k, FP_k)\ \text{for}\ p_k > 0,

    exactly the steps of the whole data, so every area (a sum over steps) is the sum of the
    buckets' partial areas.

    Weights are summed as in memory (:func:`~numeric.data.counts.recall_steps`): in units of
    :math:`2^e`, with :math:`e` the exponent that puts the largest weight of all partitions in
    :math:`[0.5, 1)` (found in the first pass; exact), so that weights from ``5e-324`` to
    ``1.8e308``, mixed, give the areas of the same data at ordinary scale; ``n_pos``/``n_neg``
    and the DG-steps count are in the caller's units, and a class whose weights sum beyond the
    largest float64 raises the same ValueError as :func:`~numeric.data.evaluation.evaluate`.

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
    ...         print(big.n_pos, big.auc_roc, round(big.auc_pr, 6), big.auc_pr_dg_steps)
    1e-323 0.75 0.797267 0.7916666666666666
    2e+300 0.75 0.797267 nan
    """
    r0, r1 = check_recall_range(recall_range)
    plan = _plan(y_true, y_score, sample_weight, pos_label)
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
    plan = _plan(y_true, y_score, sample_weight, pos_label)
    parts = _bucket_partials(plan, 0.0, 1.0, num_points=int(num_points))
    # Buckets in decreasing order of score (bucket b holds higher scores than b - 1).
    pts = [p["points"] for p in parts[::-1] if p["points"] is not None and p["points"][0].size]
    thr = np.concatenate([[np.inf], *[p[0] for p in pts]])
    tp = np.concatenate([[0.0], *[p[1] for p in pts]])
    fp = np.concatenate([[0.0], *[p[2] for p in pts]])
    with np.errstate(invalid="ignore", divide="ignore"):
        fpr = fp / plan.n_neg if plan.n_neg > 0 else np.full(fp.size, _NAN)
        tpr = tp / plan.n_pos if plan.n_pos > 0 else np.full(tp.size, _NAN)
        precision = tp / (tp + fp)
    if precision.size > 1:
        precision[0] = precision[1] if tp[1] > 0 else 1.0
    # Rates and precisions from the rescaled counts; the counts in the caller's units.
    e = plan.weight_exponent
    return SampledCurves(thr, np.ldexp(tp, e), np.ldexp(fp, e), fpr, tpr, precision)


# --------------------------------------------------------------------------------------------
# pass 1: statistics, validation, buckets
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Plan:
    frame: DaskFrame  # with columns y, s (and w)
    weighted: bool
    positive: object  # the label of the positive class (compared with _positive_mask)
    n: int
    n_pos: float  # class totals in units of 2**weight_exponent
    n_neg: float
    weight_exponent: int  # the weights are summed as np.ldexp(w, -weight_exponent)
    totals: tuple[float, float]  # (n_pos, n_neg) in the caller's units
    cuts: FloatArray  # bucket b holds cuts[b-1] <= s < cuts[b]
    offsets_pos: FloatArray  # per bucket: positive weight scored above it
    offsets_neg: FloatArray


def _dask_dataframe() -> Any:
    try:
        import dask.dataframe as dd
    except ImportError:  # pragma: no cover - the extra is installed in CI
        raise ImportError(
            'the Dask engine needs the optional extra: pip install "rocpr[dask]"'
        ) from None
    return dd


def _as_series(x: Any, name: str, dd: Any) -> Any:
    import dask.array as da

    if isinstance(x, dd.Series):
        return x
    if isinstance(x, da.Array):
        if x.ndim != 1:
            raise ValueError(f"{name} must be 1-D, got a dask array of shape {x.shape}")
        return dd.from_dask_array(x)
    raise TypeError(f"{name} must be a dask Series or a 1-D dask array, got {type(x).__name__}")


def _frame(y_true: Any, y_score: Any, sample_weight: Any) -> Any:
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


def _stats(part: Any, weighted: bool) -> dict[str, Any]:
    """Length, distinct labels (at most 3), the first bad score/weight, a score sample."""
    import pandas as pd

    y = part["y"].to_numpy()
    s = np.asarray(part["s"].to_numpy(), dtype=np.float64)
    out: dict[str, Any] = {"n": int(s.size)}
    labels = pd.unique(pd.Series(y)) if y.size else np.empty(0)
    out["labels"] = [_python_value(v) for v in labels[:3]]
    out["label_nan"] = bool(y.dtype.kind == "f" and np.isnan(y).any())
    bad = ~np.isfinite(s)
    out["bad_score"] = (int(bad.sum()), int(np.argmax(bad)), float(s[np.argmax(bad)])) if (
        bad.any()) else None
    out["bad_weight"] = None
    w = None
    if weighted:
        w = np.asarray(part["w"].to_numpy(), dtype=np.float64)
        for rule, mask in (("must not be NaN", np.isnan(w)), ("must be >= 0", w < 0),
                           ("must be finite", np.isinf(w))):
            if mask.any():
                i = int(np.argmax(mask))
                out["bad_weight"] = (rule, i, float(w[i]))
                break
    out["w_max"] = float(np.max(w, initial=0.0)) if w is not None else 0.0
    keep = np.isfinite(s) if w is None else np.isfinite(s) & (w != 0)
    kept = s[keep]
    if kept.size > _SAMPLE_PER_PARTITION:
        rng = np.random.default_rng(kept.size)
        kept = rng.choice(kept, _SAMPLE_PER_PARTITION, replace=False)
    out["sample"] = np.sort(kept)
    out["kept"] = int(keep.sum())
    return out


def _plan(y_true: Any, y_score: Any, sample_weight: Any, pos_label: Any) -> _Plan:
    import dask

    frame = _frame(y_true, y_score, sample_weight)
    weighted = sample_weight is not None
    parts = frame.to_delayed()
    stats = dask.compute(*[dask.delayed(_stats)(p, weighted) for p in parts])
    starts = np.cumsum([0] + [st["n"] for st in stats])
    n = int(starts[-1])
    if n == 0:
        raise ValueError("y_true and y_score must not be empty, got 0 samples")
    for k, st in enumerate(stats):
        if st["label_nan"]:
            raise ValueError("y_true must not contain NaN")
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
            f"y_true must hold at most 2 distinct labels, found {_format_labels(labels)}"
        )
    # Validate pos_label exactly as in memory, on the distinct labels only.
    distinct = np.array(labels, dtype=object if any(isinstance(v, str) for v in labels) else None)
    mask = _positive_mask(distinct, pos_label)
    positive = distinct[mask][0] if mask.any() else _NoLabel()
    cuts = _cuts(np.concatenate([st["sample"] for st in stats]),
                 sum(st["kept"] for st in stats))
    # One exact power of two for every partition, from the global largest weight.
    exponent = _scale_exponent(max(st["w_max"] for st in stats))
    totals = dask.compute(*[
        dask.delayed(_bucket_totals)(p, positive, cuts, weighted, exponent) for p in parts
    ])
    tot = np.sum(totals, axis=0) if totals else np.zeros((2, cuts.size + 1))
    # Offsets: the weight of all buckets above (higher scores), accumulated from the top.
    above = np.cumsum(tot[:, ::-1], axis=1)[:, ::-1]
    offsets = np.hstack([above[:, 1:], np.zeros((2, 1))])
    n_pos = float(above[0, 0]) if above.size else 0.0
    n_neg = float(above[1, 0]) if above.size else 0.0
    caller_totals = _caller_totals(n_pos, n_neg, exponent)  # raises if a class overflows
    return _Plan(frame, weighted, positive, n, n_pos, n_neg, exponent, caller_totals, cuts,
                 offsets[0], offsets[1])


class _NoLabel:
    """Stands for a positive label absent from the data (every sample is negative)."""

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = object.__hash__


def _cuts(sample: FloatArray, n_kept: int) -> FloatArray:
    """Bucket boundaries: distinct sample quantiles, about _ROWS_PER_BUCKET rows per bucket."""
    n_buckets = max(1, min(-(-n_kept // _ROWS_PER_BUCKET), max(sample.size // 64, 1)))
    if n_buckets == 1 or sample.size == 0:
        return np.empty(0)
    q = np.quantile(np.sort(sample), np.arange(1, n_buckets) / n_buckets)
    return np.unique(q)


def _is_pos(y: np.ndarray, positive: Any) -> npt.NDArray[np.bool_]:
    if isinstance(positive, _NoLabel):
        return np.zeros(y.shape[0], dtype=bool)
    if y.dtype == object:
        return np.fromiter((_same_label(v, positive) for v in y.tolist()), bool, y.shape[0])
    return np.asarray(y == positive, dtype=bool)


def _columns(part: Any, positive: Any, weighted: bool, exponent: int) -> tuple[
        FloatArray, npt.NDArray[np.bool_], FloatArray | None]:
    """Scores, positive mask and the weights in units of ``2**exponent`` (a new array)."""
    s = np.asarray(part["s"].to_numpy(), dtype=np.float64)
    is_pos = _is_pos(part["y"].to_numpy(), positive)
    w = np.ldexp(np.asarray(part["w"].to_numpy(), dtype=np.float64), -exponent) if weighted \
        else None
    return s, is_pos, w


def _bucket_totals(
    part: Any, positive: Any, cuts: FloatArray, weighted: bool, exponent: int
) -> FloatArray:
    """Pass 2: positive and negative weight per bucket (units of ``2**exponent``), (2, m)."""
    s, is_pos, w = _columns(part, positive, weighted, exponent)
    b = np.searchsorted(cuts, s, side="right")
    m = cuts.size + 1
    pos = np.bincount(b[is_pos], weights=None if w is None else w[is_pos], minlength=m)
    neg = np.bincount(b[~is_pos], weights=None if w is None else w[~is_pos], minlength=m)
    return np.vstack([pos, neg]).astype(np.float64)


# --------------------------------------------------------------------------------------------
# pass 3: aggregate per distinct score, shuffle by bucket, partial areas per bucket
# --------------------------------------------------------------------------------------------


def _aggregate(
    part: Any, positive: Any, cuts: FloatArray, weighted: bool, exponent: int, count_type: Any
) -> Any:
    """Per distinct score of the partition: class weights and bucket (ascending scores).

    Weights are in units of ``2**exponent``; those that underflow to zero there are dropped, as
    in memory."""
    import pandas as pd

    s, is_pos, w = _columns(part, positive, weighted, exponent)
    if w is not None:
        keep = w != 0
        s, is_pos, w = s[keep], is_pos[keep], w[keep]
    if w is None:  # two float sorts instead of an argsort
        up, cp = _distinct_counts(np.sort(s[is_pos]))
        un, cn = _distinct_counts(np.sort(s[~is_pos]))
        u = np.union1d(up, un)
        wp: npt.NDArray[Any] = np.zeros(u.size)
        wn: npt.NDArray[Any] = np.zeros(u.size)
        wp[np.searchsorted(u, up)] = cp
        wn[np.searchsorted(u, un)] = cn
    else:
        u, inv = np.unique(s, return_inverse=True)
        wp = np.bincount(inv[is_pos], weights=w[is_pos], minlength=u.size)
        wn = np.bincount(inv[~is_pos], weights=w[~is_pos], minlength=u.size)
    return pd.DataFrame({
        "s": u, "wp": wp.astype(count_type), "wn": wn.astype(count_type),
        "b": np.searchsorted(cuts, u, side="right").astype(np.int32),
    })


def _distinct_counts(sorted_values: FloatArray) -> tuple[FloatArray, FloatArray]:
    """The distinct values of an ascending array and how often each occurs."""
    starts = _group_starts(sorted_values)
    counts = np.diff(np.append(starts, sorted_values.size)).astype(np.float64)
    return sorted_values[starts], counts


def _bucket_steps(
    group: Any, off_pos: float, off_neg: float, n_pos: float, n_neg: float
) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray, FloatArray]:
    """One bucket's merged distinct scores (decreasing) and cumulative counts from its offsets."""
    s = group["s"].to_numpy()
    # The rows are sorted runs (one per input partition): a stable sort (timsort) merges them.
    order = np.argsort(s, kind="stable")
    s = s[order]
    starts = _group_starts(s)  # ties from several partitions merge here
    u = s[starts]
    wp = np.add.reduceat(group["wp"].to_numpy(np.float64)[order], starts)[::-1] if u.size \
        else np.empty(0)
    wn = np.add.reduceat(group["wn"].to_numpy(np.float64)[order], starts)[::-1] if u.size \
        else np.empty(0)
    tp = off_pos + np.cumsum(wp)
    fp = off_neg + np.cumsum(wn)
    return (np.asarray(u[::-1], dtype=np.float64), np.asarray(wp, dtype=np.float64),
            np.asarray(wn, dtype=np.float64), np.asarray(tp, dtype=np.float64),
            np.asarray(fp, dtype=np.float64))


def _partials(
    part: Any, plan_data: tuple[Any, ...], r0: float, r1: float, num_points: int
) -> Any:
    """Pass 3, per shuffled partition: the partial sums of every bucket it holds."""
    import pandas as pd

    off_pos, off_neg, n_pos, n_neg, exponent = plan_data
    rows = []
    for b, group in part.groupby("b", sort=True):
        u, wp, wn, tp, fp = _bucket_steps(group, off_pos[b], off_neg[b], n_pos, n_neg)
        row: dict[str, Any] = {"b": int(b), "points": None}
        up = wp > 0
        steps = RecallSteps(tp[up] - wp[up], fp[up] - wn[up], tp[up], fp[up], n_pos, n_neg,
                            weight_exponent=exponent)
        if n_pos > 0 and steps.tp0.size:
            row["roc"] = _auc.auc_roc_from_steps(steps, r0, r1) if n_neg > 0 else 0.0
            row["pr"] = _auc.auc_pr_from_steps(steps, r0, r1)
            row["ap"] = _auc.average_precision_from_steps(steps, r0, r1)
            count = dg_point_count(steps)
            row["dg_points"] = count
            row["dg"] = _auc.auc_pr_dg_steps_from_steps(steps, r0, r1) if count <= MAX_DG_POINTS \
                else _NAN
        else:
            row.update(roc=0.0, pr=0.0, ap=0.0, dg=0.0, dg_points=0.0)
        if num_points:
            row["points"] = _sample_vertices(u, tp, fp, n_pos, n_neg, num_points)
        rows.append(row)
    return pd.DataFrame(rows, columns=["b", *_PARTIALS, "points"])


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


def _bucket_partials(plan: _Plan, r0: float, r1: float, num_points: int) -> list[dict[str, Any]]:
    import pandas as pd

    # Unweighted counts travel as uint32 (exact below 4.29e9 samples in all).
    count_type = np.float64 if plan.weighted or plan.n >= 2**32 else np.uint32
    agg = plan.frame.map_partitions(
        _aggregate, plan.positive, plan.cuts, plan.weighted, plan.weight_exponent, count_type,
        meta=pd.DataFrame({"s": np.empty(0), "wp": np.empty(0, dtype=count_type),
                           "wn": np.empty(0, dtype=count_type),
                           "b": np.empty(0, dtype=np.int32)}),
    )
    shuffled = agg.shuffle(on="b", npartitions=plan.cuts.size + 1)
    data = (plan.offsets_pos, plan.offsets_neg, plan.n_pos, plan.n_neg, plan.weight_exponent)
    meta = pd.DataFrame({"b": np.empty(0, dtype=np.int64),
                         **{k: np.empty(0) for k in _PARTIALS},
                         "points": np.empty(0, dtype=object)})
    result = shuffled.map_partitions(_partials, data, r0, r1, num_points, meta=meta).compute()
    rows: list[dict[str, Any]] = result.sort_values("b").to_dict("records")
    return rows


def _evaluation(plan: _Plan, parts: list[dict[str, Any]], r0: float, r1: float) -> Evaluation:
    # As evaluate: totals in the caller's units, ratios from the rescaled sums (no overflow).
    n_pos, n_neg = plan.totals
    total = n_pos + n_neg
    prevalence = plan.n_pos / (plan.n_pos + plan.n_neg) if total > 0 else _NAN
    skew = plan.n_neg / plan.n_pos if n_pos > 0 else _NAN
    has_pos, has_neg = n_pos > 0, n_neg > 0

    def total_of(key: str) -> float:
        return math.fsum(p[key] for p in parts)

    auc_pr = total_of("pr") if has_pos else _NAN
    ap = total_of("ap") if has_pos else _NAN
    dg_points = total_of("dg_points")
    auc_pr_dg = _NAN
    if has_pos and dg_points <= MAX_DG_POINTS:
        auc_pr_dg = total_of("dg")
    elif has_pos:
        warn_dg_steps_nan(dg_points, stacklevel=4)
    if has_pos and has_neg:
        auc_roc = total_of("roc")
        global_min = _auc.global_min_auc_pr_from_counts(n_pos, n_neg, r0, r1)
        min_ap = float(average_precision_min(n_pos, n_neg)) if (r0, r1) == (0.0, 1.0) else _NAN
        clipped = min(max(auc_pr, 0.0), r1 - r0)  # as auc_npr_from_steps
        auc_npr = float(_auc_npr(clipped, skew, r0, r1))
    else:
        auc_roc = global_min = min_ap = auc_npr = _NAN
    # Positional: the field order of Evaluation (names may change, the order does not).
    result = Evaluation(
        plan.n, n_pos, n_neg, prevalence, skew, (r0, r1), auc_roc, auc_pr, auc_pr_dg, ap,
        global_min, min_ap, auc_npr,
    )
    if not (has_pos and has_neg):
        warn_one_class(result, stacklevel=4)
    return result
