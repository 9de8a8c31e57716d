"""Tests of rocpr.engines.distributed: the Dask engine equals numeric.evaluate exactly.

Run on a LocalCluster of 2 small in-process workers (the ``dask`` extra is installed in CI).
"""

import functools
import re
import warnings

import numpy as np
import pytest
from _helpers import assert_same_fields, run_cli

from numeric import DegenerateDataWarning
from numeric.stats.evaluate import evaluate

dd = pytest.importorskip("dask.dataframe")
da = pytest.importorskip("dask.array")
pd = pytest.importorskip("pandas")
distributed = pytest.importorskip("distributed")

from rocpr.engines import distributed as engine  # noqa: E402


@pytest.fixture(scope="module")
def client():
    # In-process workers measure the memory of the whole test process (hundreds of MB after the
    # rest of the suite): a memory limit would pause them and hang the computation. No limit.
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  memory_limit=0, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as c:
        yield c


assert_same = functools.partial(assert_same_fields, abs_tol=1e-300)


def frame(y, s, w=None, nparts=4):
    cols = {"label": y, "score": s} | ({"w": w} if w is not None else {})
    return dd.from_pandas(pd.DataFrame(cols), npartitions=nparts)


@pytest.fixture(autouse=True)
def small_buckets(monkeypatch):
    """Many buckets on small data, so that ties and offsets cross bucket boundaries."""
    monkeypatch.setattr(engine, "_ROWS_PER_BUCKET", 500)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("weighted", [False, True])
def test_equals_in_memory_with_ties_across_partitions(client, seed, weighted):
    rng = np.random.default_rng(seed)
    n = 5000
    y = (rng.random(n) < 0.2).astype(int)
    s = np.round(rng.normal(y, 1.0), 1)  # about 80 distinct scores: ties everywhere
    w = rng.exponential(size=n) * (rng.random(n) < 0.9) if weighted else None
    got = engine.evaluate_dask_frame(frame(y, s, w, 7), weights="w" if weighted else None)
    assert_same(got, evaluate(y, s, sample_weight=w))


def test_continuous_scores_and_recall_range(client):
    rng = np.random.default_rng(5)
    y = rng.integers(0, 2, 4000)
    s = rng.normal(y, 1.0)
    for rr in [(0.0, 1.0), (0.2, 0.7)]:
        got = engine.evaluate_dask(da.from_array(y, chunks=600), da.from_array(s, chunks=600),
                                   recall_range=rr)
        assert_same(got, evaluate(y, s, recall_range=rr))


def test_one_class_missing_in_a_partition_and_string_labels(client):
    y = np.array(["ham"] * 1000 + ["spam"] * 50 + ["ham"] * 200)
    s = np.linspace(0, 1, y.size) % 0.37
    f = frame(y, s, nparts=5)  # the first partitions hold only "ham"
    got = engine.evaluate_dask_frame(f, pos_label="spam")
    assert_same(got, evaluate(y, s, pos_label="spam"))


def test_a_class_absent_everywhere_warns_and_gives_nan(client):
    y, s = np.zeros(100, dtype=int), np.linspace(0, 1, 100)
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        got = engine.evaluate_dask_frame(frame(y, s))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert_same(got, evaluate(y, s))


@pytest.mark.parametrize(
    ("y", "s", "w", "kwargs", "match"),
    [
        ([0, 1, 2, 1], [0.1, 0.2, 0.3, 0.4], None, {},
         r"y_true must hold at most 2 distinct labels, found \[0, 1, 2\]"),
        (["a", "b", "a", "b"], [0.1, 0.2, 0.3, 0.4], None, {}, r"pos_label must be given"),
        ([0, 1, 0, 1], [0.1, 0.2, np.nan, 0.4], None, {},
         r"y_score must be finite, got 1 NaN or infinite value, the first at index 2 \(nan\)"),
        ([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], [1.0, 1.0, 1.0, -2.0], {},
         r"sample_weight must be >= 0, got -2.0 \(at index 3\)"),
        ([0, 1, 0, 1], [0.1, 0.2, 0.3, 0.4], None, {"pos_label": 7},
         r"pos_label must be one of the labels found \[0, 1\], got 7"),
    ],
)
def test_errors_as_in_memory(client, y, s, w, kwargs, match):
    with pytest.raises(ValueError, match=match):
        engine.evaluate_dask_frame(frame(np.array(y), np.array(s),
                                         None if w is None else np.array(w), 2),
                                   weights="w" if w is not None else None, **kwargs)
    with pytest.raises(ValueError, match=match):
        evaluate(y, s, sample_weight=w, **kwargs)


def test_type_errors():
    with pytest.raises(TypeError, match="y_true must be a dask Series or a 1-D dask array"):
        engine.evaluate_dask([0, 1], [0.1, 0.2])
    with pytest.raises(TypeError, match="frame must be a dask DataFrame"):
        engine.evaluate_dask_frame(pd.DataFrame({"label": [0, 1], "score": [0.1, 0.2]}))


def test_sampled_curves_are_vertices_of_the_exact_curve(client):
    from numeric.core.steps import threshold_counts

    rng = np.random.default_rng(3)
    y = rng.integers(0, 2, 3000)
    s = np.round(rng.normal(y, 1.0), 2)
    c = engine.dask_curves(da.from_array(y, chunks=700), da.from_array(s, chunks=700),
                           num_points=50)
    full = threshold_counts(y, s)
    idx = np.searchsorted(-full.thresholds, -c.thresholds)
    np.testing.assert_array_equal(full.thresholds[idx], c.thresholds)
    np.testing.assert_allclose(full.tp[idx], c.tp)
    np.testing.assert_allclose(full.fp[idx], c.fp)
    assert c.tpr[0] == 0 and c.tpr[-1] == 1 and c.fpr[-1] == 1
    assert np.all(np.diff(c.tpr) <= 1 / 50 + 1e-12) or c.thresholds.size < 2 * 50 + 20
    assert c.thresholds.size <= 2 * 50 + 20
    with pytest.raises(ValueError, match=r"num_points must be in \[2, 10000000\], got 1"):
        engine.dask_curves(da.from_array(y, chunks=700), da.from_array(s, chunks=700),
                           num_points=1)


def test_parquet_files_through_read_parquet(client, tmp_path):
    rng = np.random.default_rng(9)
    ys, ss = [], []
    for k in range(3):
        y = rng.integers(0, 2, 800)
        s = np.round(rng.random(800), 2)
        pd.DataFrame({"y_true": y, "y_score": s}).to_parquet(tmp_path / f"part{k}.parquet")
        ys.append(y)
        ss.append(s)
    got = engine.evaluate_dask_frame(dd.read_parquet(str(tmp_path / "*.parquet")))
    assert_same(got, evaluate(np.concatenate(ys), np.concatenate(ss)))


# --- weights of any magnitude: rescaled by one exact power of two, as in memory ----------------

def extreme_weights(kind, y, rng):
    """Uniform weights of magnitude ``kind``; "mixed": 1e200 and 1e-200 (the latter are below
    2**-1074 of the largest, so count as zero); "near_max": each class sums below the largest
    float64 but both together overflow."""
    if kind == "mixed":
        return np.where(rng.random(y.size) < 0.5, 1e200, 1e-200)
    if kind == "near_max":
        return np.full(y.size, 1.5e308 / max(np.sum(y == 0), np.sum(y == 1)))
    return np.full(y.size, kind)


def record(call):
    """``call()`` and the (category, message) of every warning it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = call()
    return result, sorted((w.category.__name__, str(w.message)) for w in caught)


@pytest.mark.parametrize("kind", [5e-324, 1e-300, 1e300, "mixed", "near_max"])
def test_extreme_weights_equal_in_memory(client, kind):
    rng = np.random.default_rng(11)
    n = 3000
    y = (rng.random(n) < 0.3).astype(int)
    s = np.round(rng.normal(y, 1.0), 1)  # ties across partitions and buckets
    w = extreme_weights(kind, y, rng)
    got, got_warnings = record(lambda: engine.evaluate_dask_frame(frame(y, s, w, 5), weights="w"))
    want, want_warnings = record(lambda: evaluate(y, s, sample_weight=w))
    assert_same(got, want, abs_tol=0.0)  # totals may be subnormal
    assert got_warnings == want_warnings
    # The areas are those of the same data at ordinary scale.
    unit = evaluate(y, s, sample_weight=w / w.max())
    for name in ("auc_roc", "auc_pr", "average_precision", "auc_npr"):
        assert getattr(got, name) == pytest.approx(getattr(unit, name), rel=1e-12), name


@pytest.mark.parametrize("kind", [5e-324, 1e300, "mixed", "near_max"])
def test_extreme_weights_partial_recall_range(client, kind):
    rng = np.random.default_rng(12)
    y = rng.integers(0, 2, 2000)
    s = rng.normal(y, 1.0)
    w = extreme_weights(kind, y, rng)
    got, _ = record(lambda: engine.evaluate_dask(
        da.from_array(y, chunks=450), da.from_array(s, chunks=450),
        sample_weight=da.from_array(w, chunks=450), recall_range=(0.2, 0.7)))
    want, _ = record(lambda: evaluate(y, s, sample_weight=w, recall_range=(0.2, 0.7)))
    assert_same(got, want, abs_tol=0.0)  # totals may be subnormal


def test_overflowing_weight_sums_raise_as_in_memory(client):
    y = np.array([0, 1, 1, 0, 1, 0])
    s = np.array([0.1, 0.9, 0.8, 0.3, 0.4, 0.2])
    w = np.full(6, 1e308)
    with pytest.raises(ValueError) as in_memory:
        evaluate(y, s, sample_weight=w)
    with pytest.raises(ValueError) as on_dask:
        engine.evaluate_dask_frame(frame(y, s, w, 3), weights="w")
    assert str(on_dask.value) == str(in_memory.value)
    assert str(in_memory.value).startswith("sample_weight must sum to a finite float64")
    with pytest.raises(ValueError, match="sample_weight must sum to a finite float64"):
        engine.dask_curves(da.from_array(y, chunks=2), da.from_array(s, chunks=2),
                           sample_weight=da.from_array(w, chunks=2))


@pytest.mark.parametrize("kind", [5e-324, 1e-300, 1e300, "mixed", "near_max"])
def test_sampled_curves_with_extreme_weights(client, kind):
    from numeric.core.steps import scaled_threshold_counts, threshold_counts

    rng = np.random.default_rng(13)
    y = rng.integers(0, 2, 2500)
    s = np.round(rng.normal(y, 1.0), 3)  # mostly distinct: a 1e-200 weight is often alone
    w = extreme_weights(kind, y, rng)
    k = 40
    c = engine.dask_curves(da.from_array(y, chunks=600), da.from_array(s, chunks=600),
                           sample_weight=da.from_array(w, chunks=600), num_points=k)
    # In memory: the counts rescaled by a power of two (exact), and in the caller's units.
    scaled, _ = scaled_threshold_counts(y, s, sample_weight=w)
    full = scaled if kind == "near_max" else threshold_counts(y, s, sample_weight=w)
    idx = np.searchsorted(-scaled.thresholds, -c.thresholds)
    np.testing.assert_array_equal(scaled.thresholds[idx], c.thresholds)  # every one a vertex
    tpr, fpr = scaled.tp / scaled.n_pos, scaled.fp / scaled.n_neg
    np.testing.assert_allclose(c.tpr, tpr[idx], rtol=1e-12, atol=0.0)
    np.testing.assert_allclose(c.fpr, fpr[idx], rtol=1e-12, atol=0.0)
    precision = scaled.tp[idx[1:]] / (scaled.tp[idx[1:]] + scaled.fp[idx[1:]])
    np.testing.assert_allclose(c.precision[1:], precision, rtol=1e-12, atol=0.0)
    if kind != "near_max":  # there tp + fp overflows, the counts themselves do not
        np.testing.assert_allclose(c.tp, full.tp[idx], rtol=1e-12, atol=0.0)
        np.testing.assert_allclose(c.fp, full.fp[idx], rtol=1e-12, atol=0.0)
    # Resolution: a vertex wherever recall or FPR passes a multiple of 1/k (clearly: by more
    # than the rounding of a different summation order).
    passes = np.zeros(scaled.tp.size - 1, dtype=bool)
    for rate in (tpr, fpr):
        passes |= np.floor(rate[1:] * k * (1 - 1e-9)) > np.floor(rate[:-1] * k * (1 + 1e-9))
    assert set(scaled.thresholds[1:][passes]) <= set(c.thresholds)
    assert c.thresholds.size <= 2 * k + 20


# --- files read by the toolkit's readers: Parquet row groups, text blocks ----------------

def cli(capsys, *argv):
    return run_cli(capsys, "evaluate", *argv)


def csv_text(n=3000, seed=3, weights=False):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.3).astype(int)
    s = np.round(rng.random(n) * 0.7 + 0.3 * y, 2)  # ties within and across blocks
    w = np.round(rng.exponential(size=n), 3) * (rng.random(n) < 0.9)
    lines = [f"{a},{b}" + (f",{c}" if weights else "") for a, b, c in zip(y, s, w, strict=True)]
    head = "label,score" + (",w" if weights else "")
    return "\n".join([head, *lines]) + "\n", y, s, (w if weights else None)


@pytest.mark.parametrize("weights", [False, True])
def test_text_in_many_blocks_equals_in_memory(tmp_path, weights):
    text, y, s, w = csv_text(weights=weights)
    path = tmp_path / "d.csv"
    path.write_text(text)
    f = engine.read_dask_frame(str(path), weights="w" if weights else None, blocksize="2KiB")
    assert f.npartitions > 10
    got = engine.evaluate_dask_frame(f, weights="w" if weights else None)
    assert_same(got, evaluate(y, s, sample_weight=w))


def test_a_ragged_line_deep_in_a_block_is_named_as_by_the_numpy_engine(tmp_path):
    from rocpr.io import read_scored_data

    text, _, _, _ = csv_text()
    lines = text.splitlines()
    lines[2222] += ",0.5"  # file line 2223
    path = tmp_path / "r.csv"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ValueError) as numpy_engine:
        read_scored_data(path)
    assert "line 2223: expected 2 fields" in str(numpy_engine.value)
    with pytest.raises(ValueError) as dask_engine:
        engine.evaluate_dask_frame(engine.read_dask_frame(str(path), blocksize="2KiB"))
    assert str(dask_engine.value) == str(numpy_engine.value)


def test_parquet_row_groups_and_columns_pruned(tmp_path):
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    rng = np.random.default_rng(4)
    y = (rng.random(5000) < 0.1).astype(np.int8)
    s = np.round(rng.random(5000), 3)
    table = pa.table({"other": np.arange(5000), "label": y, "score": s})
    pq.write_table(table.slice(0, 3000), tmp_path / "a.parquet", row_group_size=700)
    pq.write_table(table.slice(3000, 0), tmp_path / "b.parquet")  # no rows at all
    pq.write_table(table.slice(3000), tmp_path / "c.parquet", row_group_size=900)
    f = engine.read_dask_frame(str(tmp_path / "*.parquet"), blocksize="10KiB")
    assert list(f.columns) == ["label", "score"] and f.npartitions >= 5
    assert_same(engine.evaluate_dask_frame(f), evaluate(y, s))


def write_defect_files(tmp_path):
    """The reported inputs of four defects of the Dask engine."""
    import bz2
    import gzip

    text, y, s, _ = csv_text(20000)
    data = text.encode()
    g = gzip.compress(data)
    corrupt, deflate = bytearray(g), bytearray(g)
    for i in range(len(g) // 2, len(g) // 2 + 64):  # corrupted in the middle, not truncated
        corrupt[i] ^= 0x55
    for i in range(12, 76):  # corrupt Huffman tables: zlib.error
        deflate[i] ^= 0x55
    files = {"corrupt.csv.gz": bytes(corrupt), "deflate.csv.gz": bytes(deflate),
             "cut.csv.gz": g[: len(g) // 2],
             "cut.csv.bz2": bz2.compress(data)[: len(bz2.compress(data)) // 2],
             "ragged.csv": b"label,score\n0,0.9,0.1\n1,0.2\n"}
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
    return y, s


@pytest.mark.parametrize("name", ["corrupt.csv.gz", "deflate.csv.gz", "cut.csv.gz",
                                  "cut.csv.bz2"])
def test_corrupt_or_truncated_compressed_text_exits_2(tmp_path, capsys, name):
    write_defect_files(tmp_path)
    status, _, err = cli(capsys, str(tmp_path / name), "--engine", "dask")
    assert status == 2, err
    # the file named once, with the line where the reader knows it
    assert re.match(rf"rocpr evaluate: error: {re.escape(str(tmp_path / name))}(, line \d+)?: ",
                    err) and err.count("\n") == 1 and err.count(name) == 1
    if name != "corrupt.csv.gz":  # that one decompresses to bad numbers, or fails its CRC
        assert "cannot decompress (" in err, err


def test_ragged_csv_fails_as_with_the_numpy_engine(tmp_path, capsys):
    write_defect_files(tmp_path)
    status, _, err = cli(capsys, str(tmp_path / "ragged.csv"), "--engine", "dask")
    assert status == 2
    assert "ragged.csv, line 2: expected 2 fields as in the header, got 3" in err


def test_zstd_text_on_the_dask_engine(tmp_path, capsys):
    pa = pytest.importorskip("pyarrow")
    text, y, s, _ = csv_text(5000)
    with pa.CompressedOutputStream(str(tmp_path / "s.csv.zst"), "zstd") as fh:
        fh.write(text.encode())
    status, out, err = cli(capsys, str(tmp_path / "s.csv.zst"), "--engine", "dask",
                           "--format", "json")
    assert status == 0 and err == "", err
    import json

    got = json.loads(out)
    want = evaluate(y, s)
    assert got["auc_pr"] == pytest.approx(want.auc_pr, rel=1e-12)
    assert got["auc_roc"] == pytest.approx(want.auc_roc, rel=1e-12)


def test_no_dependency_warning_reaches_the_user(tmp_path, capsys):
    rng = np.random.default_rng(8)
    for k in range(3):
        pd.DataFrame({"label": rng.integers(0, 2, 500), "score": rng.random(500)}).to_parquet(
            tmp_path / f"p{k}.parquet")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a FutureWarning of pandas or dask fails here
        status, _, err = cli(capsys, str(tmp_path / "*.parquet"), "--engine", "dask")
    assert status == 0 and err == "", err


@pytest.mark.parametrize(("w_pos", "w_neg"), [(1e200, 1e-200), (1e-200, 1e200), (1e300, 5e-324)])
def test_class_weights_far_apart_equal_in_memory(client, w_pos, w_neg):
    """The scale raised for the lighter class in memory: the same on Dask."""
    rng = np.random.default_rng(12)
    y = rng.integers(0, 2, 600)
    s = np.round(rng.random(600) + 0.3 * y, 2)
    w = np.where(y == 1, w_pos, w_neg)
    got, warned = record(lambda: engine.evaluate_dask_frame(frame(y, s, w, 5), weights="w"))
    want, expected = record(lambda: evaluate(y, s, sample_weight=w))
    assert_same(got, want)
    assert warned == expected
    assert got.auc_roc == pytest.approx(
        np.mean([(a > b) + 0.5 * (a == b) for a in s[y == 1] for b in s[y == 0]]), rel=1e-12)


@pytest.mark.parametrize("kind", ["parquet", "array"])
def test_integer_scores_float64_would_round_are_refused(tmp_path, capsys, kind):
    """On the Dask engine: two integer scores above 2**53 that float64 would
    merge into one are refused as in memory (the engine used to tie them silently)."""
    y = np.array([0, 1, 0, 1])
    s = np.array([4611686018427387904, 4611686018427387905, 1, 5])
    if kind == "parquet":
        pd.DataFrame({"label": y, "score": s}).to_parquet(tmp_path / "big.parquet")
        status, _, err = cli(capsys, str(tmp_path / "big.parquet"), "--engine", "dask")
        assert status == 2 and "not exactly representable as a float64" in err, err
        assert err.count("big.parquet") == 1 and "row 1" in err
    else:
        with pytest.raises(ValueError, match="4611686018427387905 is not exactly representable"):
            engine.evaluate_dask(da.from_array(y, chunks=2), da.from_array(s, chunks=2))
    exact = np.array([2**53 + 2, 2**53 + 4, 1, 5])  # beyond 2**53 but held exactly
    ok = engine.evaluate_dask(da.from_array(y, chunks=2), da.from_array(exact, chunks=2))
    assert ok.auc_roc == 0.75  # exact integers pass
