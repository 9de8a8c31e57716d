"""``numeric.evaluate`` on dataframe columns: pandas Series (NumPy-backed,
nullable and pyarrow-backed), pyarrow arrays and chunked arrays, and polars Series when polars is
installed -- each read through the NumPy array protocol, with at most one copy (a chunked array
is concatenated once; one contiguous numeric column is not copied at all)."""

import dataclasses
import gc
import tracemalloc

import numpy as np
import pytest

from numeric.stats.evaluate import evaluate

pd = pytest.importorskip("pandas")
pa = pytest.importorskip("pyarrow")

Y = [0, 1, 1, 0, 1, 0, 0, 1]
S = [0.1, 0.8, 0.4, 0.4, 0.35, 0.2, 0.9, 0.7]
W = [1.0, 2.0, 0.5, 1.0, 1.0, 3.0, 1.0, 0.25]


def same(a, b):
    assert dataclasses.astuple(a) == dataclasses.astuple(b)


@pytest.mark.parametrize(
    ("make_y", "make_s"),
    [
        (pd.Series, pd.Series),
        (lambda v: pd.Series(v, dtype="Int64"), lambda v: pd.Series(v, dtype="Float64")),
        (lambda v: pd.Series(v, dtype="int64[pyarrow]"),
         lambda v: pd.Series(v, dtype="double[pyarrow]")),
        (lambda v: pd.Series(np.array(v, dtype=bool)), pd.Series),
        (pa.array, pa.array),
        (lambda v: pa.array(np.array(v, dtype=bool)), pa.array),
        (lambda v: pa.chunked_array([v[:3], v[3:]]), lambda v: pa.chunked_array([v[:5], v[5:]])),
    ],
)
def test_columns_give_the_numpy_result(make_y, make_s):
    same(evaluate(make_y(Y), make_s(S), sample_weight=make_s(W)),
         evaluate(np.array(Y), np.array(S), sample_weight=np.array(W)))


def test_string_and_categorical_labels():
    labels = ["spam" if v else "ham" for v in Y]
    want = evaluate(labels, S, pos_label="spam")
    for y in (pd.Series(labels), pd.Series(labels, dtype="category"), pa.array(labels),
              pa.array(labels).dictionary_encode()):
        same(evaluate(y, pd.Series(S), pos_label="spam"), want)


def test_missing_values_are_errors_not_silent():
    with pytest.raises(ValueError, match=r"y_score must be finite, got 1 NaN or infinite value, "
                                         r"the first at index 1"):
        evaluate(pa.array(Y), pa.array([0.1, None, *S[2:]]))
    with pytest.raises(ValueError, match=r"y_true must not contain NaN, got 1 NaN label\(s\), "
                                         r"the first at index 2"):
        evaluate(pd.Series([0, 1, None, *Y[3:]], dtype="Int64"), pd.Series(S))


def _peak(fn):
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_at_most_one_copy():
    """Peak memory of evaluate on columns is that on numpy arrays, plus one copy at most."""
    rng = np.random.default_rng(0)
    n = 200_000
    y = (rng.random(n) < 0.1).astype(np.int64)
    s = rng.random(n)
    base = _peak(lambda: evaluate(y, s))
    series_y, series_s = pd.Series(y), pd.Series(s)
    assert _peak(lambda: evaluate(series_y, series_s)) <= base + 0.1 * s.nbytes
    arr_y, arr_s = pa.array(y), pa.array(s)
    assert _peak(lambda: evaluate(arr_y, arr_s)) <= base + 0.1 * s.nbytes
    ch_y = pa.chunked_array([y[: n // 2], y[n // 2 :]])
    ch_s = pa.chunked_array([s[: n // 2], s[n // 2 :]])
    assert _peak(lambda: evaluate(ch_y, ch_s)) <= base + 1.1 * (s.nbytes + y.nbytes)


def test_polars_series():
    pl = pytest.importorskip("polars")
    same(evaluate(pl.Series(Y), pl.Series(S), sample_weight=pl.Series(W)),
         evaluate(Y, S, sample_weight=W))
