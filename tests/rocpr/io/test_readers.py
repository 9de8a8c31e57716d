"""Tests of rocpr.io.readers: reading CSV/TSV/.npy/.npz, every file error, the embedded data."""

import numpy as np
import pytest

from rocpr.io import load_default, read_scored_data


def write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("d.csv", "y_true,y_score\n1,0.9\n0,0.2\n1,0.4\n"),
        ("d.tsv", "label\tscore\n1\t0.9\n0\t0.2\n1\t0.4\n"),
        ("d.txt", "id;label;score\na;1;0.9\nb;0;0.2\nc;1;0.4\n"),  # sniffed
        ("d.dat", "label score\n1 0.9\n0 0.2\n1 0.4\n"),  # sniffed, spaces
        ("d.csv", "\ufefflabel,score\r\n1,0.9\r\n0,0.2\r\n\r\n1,0.4\r\n"),  # BOM, CRLF, blank
    ],
)
def test_text_tables(tmp_path, name, text):
    d = read_scored_data(write(tmp_path, name, text))
    np.testing.assert_array_equal(d.y_true, [1, 0, 1])
    assert d.y_true.dtype == np.int8  # the smallest integer type holding the labels
    np.testing.assert_array_equal(d.y_score, [0.9, 0.2, 0.4])
    assert d.sample_weight is None


def test_explicit_columns_weights_and_string_labels(tmp_path):
    p = write(tmp_path, "d.csv", "truth,p,w\nspam,0.9,2\nham,0.2,1.5\n")
    d = read_scored_data(p, labels="truth", scores="p", weights="w")
    np.testing.assert_array_equal(d.y_true, ["spam", "ham"])
    np.testing.assert_array_equal(d.sample_weight, [2.0, 1.5])
    assert d.source == str(p)


def test_float_labels(tmp_path):
    d = read_scored_data(write(tmp_path, "d.csv", "label,score\n1.0,0.9\n0.0,0.2\n"))
    assert d.y_true.dtype == np.float64


def test_npy_plain_and_structured_and_npz(tmp_path):
    plain = tmp_path / "plain.npy"
    np.save(plain, np.array([[1, 0.9], [0, 0.2], [1, 0.4]]))
    d = read_scored_data(plain)
    np.testing.assert_array_equal(d.y_true, [1, 0, 1])
    np.testing.assert_array_equal(d.y_score, [0.9, 0.2, 0.4])
    d = read_scored_data(plain, labels="0", scores="1", weights="1")
    np.testing.assert_array_equal(d.sample_weight, [0.9, 0.2, 0.4])

    structured = tmp_path / "s.npy"
    arr = np.zeros(3, dtype=[("label", "i8"), ("score", "f8")])
    arr["label"], arr["score"] = [1, 0, 1], [0.9, 0.2, 0.4]
    np.save(structured, arr)
    d = read_scored_data(structured)
    np.testing.assert_array_equal(d.y_score, [0.9, 0.2, 0.4])

    npz = tmp_path / "d.npz"
    np.savez(npz, y_true=np.array([1, 0, 1]), y_score=np.array([0.9, 0.2, 0.4]),
             w=np.ones(3))
    d = read_scored_data(npz, weights="w")
    np.testing.assert_array_equal(d.y_true, [1, 0, 1])
    np.testing.assert_array_equal(d.sample_weight, [1, 1, 1])


@pytest.mark.parametrize(
    ("name", "text", "kwargs", "match"),
    [
        ("d.csv", "label,score\n1,0.9\n0,abc\n", {},
         r"d.csv, line 3: column 'score': cannot read 'abc' as a number"),
        ("d.csv", "label,score\n1,0.9\n0,0.1,7\n", {},
         r"d.csv, line 3: expected 2 fields as in the header, got 3"),
        ("d.csv", "label,score\n1,0.9\n0,\n", {}, r"d.csv, line 3: column 'score': empty value"),
        ("d.csv", "label,score\n1,nan\n", {},
         r"d.csv, line 2: column 'score': 'nan' is not a finite number"),
        ("d.csv", "label,score\n1,0.9\n,0.3\n", {}, r"d.csv, line 3: column 'label': empty label"),
        ("d.csv", "", {}, r"d.csv, line 1: the file is empty \(a header row is needed\)"),
        ("d.csv", "label,score\n", {}, r"d.csv, line 2: no data rows after the header"),
        ("d.csv", "a,b\n1,2\n", {},
         r"d.csv, line 1: no labels column found \(looked for y_true, label.*\); columns are "
         r"'a', 'b'; choose one with --labels"),
        ("d.csv", "label,b\n1,2\n", {}, r"d.csv, line 1: no scores column found"),
        ("d.csv", "label,score\n1,2\n", {"scores": "p"},
         r"d.csv, line 1: no scores column 'p'; columns are 'label', 'score'"),
        ("d.csv", "label,score\n1,2\n", {"weights": "w"}, r"d.csv, line 1: no weights column 'w'"),
        ("d.csv", "label,score,label\n1,2,3\n", {},
         r"d.csv, line 1: the header repeats the column 'label'"),
        ("d.csv", "label,score,w\n1,2,x\n", {"weights": "w"},
         r"d.csv, line 2: column 'w': cannot read 'x' as a number"),
    ],
)
def test_text_file_errors_name_file_and_line(tmp_path, name, text, kwargs, match):
    with pytest.raises(ValueError, match=match):
        read_scored_data(write(tmp_path, name, text), **kwargs)


def test_npy_and_npz_errors(tmp_path):
    one_d = tmp_path / "a.npy"
    np.save(one_d, np.arange(3.0))
    with pytest.raises(ValueError, match=r"a.npy: expected a structured array or a 2-D array "
                       r"with at least 2 columns \(labels, scores\), got shape \(3,\)"):
        read_scored_data(one_d)
    nan = tmp_path / "nan.npy"
    np.save(nan, np.array([[1, 0.5], [0, np.nan]]))
    with pytest.raises(ValueError, match=r"nan.npy: column '1' has 1 NaN or infinite "
                                         r"value\(s\), the first at row 1 \(nan\)"):
        read_scored_data(nan)
    obj = tmp_path / "obj.npy"
    np.save(obj, np.array([[1, None]], dtype=object), allow_pickle=True)
    with pytest.raises(ValueError, match=r"obj.npy: cannot read as .npy"):
        read_scored_data(obj)
    npz = tmp_path / "d.npz"
    np.savez(npz, y_true=np.array([1, 0]), y_score=np.array([0.5]))
    with pytest.raises(ValueError, match=r"d.npz: 'y_score' has 1 values but 'y_true' has 2"):
        read_scored_data(npz)
    np.savez(npz, y_true=np.array([1, 0]), s=np.array([0.5, 0.1]))
    with pytest.raises(ValueError,
                       match=r"d.npz: no scores column found .*columns are 'y_true', 's'"):
        read_scored_data(npz)
    np.savez(npz, y_true=np.array([1, 0]), y_score=np.array(["a", "b"]))
    with pytest.raises(ValueError,
                       match=r"d.npz: column 'y_score' \(scores\) must hold numbers, got "
                             r"dtype <U1"):
        read_scored_data(npz)
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a zip")
    with pytest.raises(ValueError, match=r"bad.npz: cannot read as .npz"):
        read_scored_data(bad)


def test_missing_file_is_an_oserror(tmp_path):
    with pytest.raises(OSError):
        read_scored_data(tmp_path / "missing.csv")


def test_default_data_are_digits_eight_versus_rest():
    from sklearn.datasets import load_digits

    d = load_default()
    np.testing.assert_array_equal(d.y_true, (load_digits().target == 8).astype(int))
    assert d.y_score.dtype == np.float64
    assert np.all((d.y_score >= 0) & (d.y_score <= 1))
    assert d.sample_weight is None
    assert "digits" in d.source


def test_default_data_file_is_small():
    from importlib import resources

    size = len((resources.files("rocpr") / "io" / "default.npz").read_bytes())
    assert size < 100_000


def test_more_numpy_file_errors(tmp_path):
    structured = tmp_path / "s.npy"
    arr = np.zeros((2, 2), dtype=[("label", "i8"), ("score", "f8")])
    np.save(structured, arr)
    with pytest.raises(ValueError,
                       match=r"s.npy: a structured array must be 1-D, got shape \(2, 2\)"):
        read_scored_data(structured)
    npz = tmp_path / "d.npz"
    np.savez(npz, y_true=np.zeros((2, 2)), y_score=np.zeros(2))
    with pytest.raises(ValueError, match=r"d.npz: column 'y_true' must be 1-D, got shape \(2, 2\)"):
        read_scored_data(npz)
    np.savez(npz, y_true=np.zeros(2), y_score=np.zeros((2, 1)))
    with pytest.raises(ValueError,
                       match=r"d.npz: column 'y_score' must be 1-D, got shape \(2, 1\)"):
        read_scored_data(npz)
    np.savez(npz, y_true=np.zeros(0), y_score=np.zeros(0))
    with pytest.raises(ValueError, match=r"d.npz: no data \(0 rows\)"):
        read_scored_data(npz)


# --------------------------------------------------------------------------------------------
# pyarrow readers: formats, compression, stdin, and the error quality
# --------------------------------------------------------------------------------------------

pa = pytest.importorskip("pyarrow")


@pytest.mark.parametrize(
    "text",
    [
        "Label,Score\n1,0.9\n0,0.2\n1,0.4\n",  # header case
        "label;score\n1;0.9\n0;0.2\n1;0.4\n",  # a .csv with semicolons
        "LABEL\tSCORE\n1\t0.9\n0\t0.2\n1\t0.4\n",  # a .csv with tabs
        "label,score\n1, 0.9\n0,0.2 \n  \n1,0.4\n",  # spaces around values, a line of spaces
    ],
)
def test_csv_header_case_and_sniffed_delimiter(tmp_path, text):
    d = read_scored_data(write(tmp_path, "d.csv", text))
    np.testing.assert_array_equal(d.y_true, [1, 0, 1])
    np.testing.assert_array_equal(d.y_score, [0.9, 0.2, 0.4])


@pytest.mark.parametrize("words", [("True", "False"), ("true", "false"), ("TRUE", "FALSE")])
def test_boolean_labels(tmp_path, words):
    t, f = words
    d = read_scored_data(write(tmp_path, "d.csv", f"label,score\n{t},0.9\n{f},0.2\n"))
    assert d.y_true.dtype == bool
    np.testing.assert_array_equal(d.y_true, [True, False])


def test_long_csv_is_read_in_blocks_like_the_scanner(tmp_path):
    """Several pyarrow blocks (16 MiB each) agree with numpy's own text reader."""
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 1_200_000)
    s = rng.random(y.size)
    p = tmp_path / "big.csv"
    np.savetxt(p, np.column_stack([y, s]), delimiter=",", header="label,score", comments="",
               fmt=["%d", "%.17g"])
    d = read_scored_data(p)
    np.testing.assert_array_equal(d.y_true, y)
    np.testing.assert_array_equal(d.y_score, s)


def test_error_line_is_found_far_into_a_long_file(tmp_path):
    lines = ["label,score"] + [f"{i % 2},{i / 1e6}" for i in range(300_000)]
    lines[250_001] = "1,oops"
    p = write(tmp_path, "d.csv", "\n".join(lines) + "\n")
    with pytest.raises(ValueError, match=r"d.csv, line 250002: column 'score': cannot read "
                                         r"'oops' as a number"):
        read_scored_data(p)


@pytest.mark.parametrize("suffix", ["gz", "bz2", "zst"])
def test_compressed_csv(tmp_path, suffix):
    text = b"label,score\n1,0.9\n0,0.2\n1,0.4\n"
    p = tmp_path / f"d.csv.{suffix}"
    with pa.CompressedOutputStream(str(p), {"gz": "gzip", "bz2": "bz2", "zst": "zstd"}[suffix]) \
            as out:
        out.write(text)
    d = read_scored_data(p)
    np.testing.assert_array_equal(d.y_score, [0.9, 0.2, 0.4])


def test_gzip_named_csv_is_recognised_and_its_errors_name_the_line(tmp_path):
    import gzip

    p = tmp_path / "d.csv"
    p.write_bytes(gzip.compress(b"label,score\n1,0.9\n0,zz\n"))
    with pytest.raises(ValueError, match=r"d.csv, line 3: column 'score': cannot read 'zz'"):
        read_scored_data(p)


def test_latin1_file_names_the_line(tmp_path):
    p = tmp_path / "d.csv"
    p.write_bytes("label,score\nspam,0.9\nh\u00e9,0.2\n".encode("latin-1"))
    with pytest.raises(ValueError, match=r"d.csv, line 3: not UTF-8 text \(byte 0xe9 at column "
                                         r"2\); save the file as UTF-8"):
        read_scored_data(p)


def test_truncated_gzip_is_a_clear_error(tmp_path):
    import gzip

    p = tmp_path / "d.csv.gz"
    rows = "".join(f"1,{float(x)!r}\n" for x in np.random.default_rng(1).random(20_000))
    data = gzip.compress(("label,score\n" + rows).encode())
    p.write_bytes(data[: len(data) // 2])
    with pytest.raises(ValueError, match=r"d.csv.gz: cannot decompress"):
        read_scored_data(p)


def test_stdin(monkeypatch):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"y,p\n1,0.9\n0,0.2\n")))
    d = read_scored_data("-", scores="P")
    assert d.source == "<stdin>"
    np.testing.assert_array_equal(d.y_score, [0.9, 0.2])
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"y,p\n1,0.9\n0,x\n")))
    with pytest.raises(ValueError, match=r"<stdin>, line 3: column 'p': cannot read 'x'"):
        read_scored_data("-", scores="p")


def _table():
    return pa.table({"Label": pa.array([1, 0, 1, 0], pa.int64()),
                     "score": pa.array([0.9, 0.2, 0.4, 0.1]),
                     "w": pa.array([1.0, 2.0, 0.5, 1.0])})


def test_parquet_and_feather(tmp_path):
    import pyarrow.feather as feather
    import pyarrow.parquet as pq

    t = _table()
    pq.write_table(t, tmp_path / "d.parquet", row_group_size=2)
    feather.write_feather(t, tmp_path / "d.feather")
    with pa.OSFile(str(tmp_path / "d.arrows"), "wb") as sink, \
            pa.ipc.new_stream(sink, t.schema) as writer:
        writer.write_table(t)
    for name in ("d.parquet", "d.feather", "d.arrows"):
        d = read_scored_data(tmp_path / name, weights="W")
        np.testing.assert_array_equal(d.y_true, [1, 0, 1, 0])
        np.testing.assert_array_equal(d.y_score, [0.9, 0.2, 0.4, 0.1])
        np.testing.assert_array_equal(d.sample_weight, [1.0, 2.0, 0.5, 1.0])


def test_parquet_errors_name_row_group_and_column(tmp_path):
    import pyarrow.parquet as pq

    t = _table().set_column(1, "score", pa.array([0.9, 0.2, None, 0.1]))
    pq.write_table(t, tmp_path / "d.parquet", row_group_size=2)
    with pytest.raises(ValueError, match=r"d.parquet, row group 1, row 0 \(row 2 of the file\): "
                                         r"column 'score' \(scores\): empty \(null\)"):
        read_scored_data(tmp_path / "d.parquet")
    t = _table().set_column(1, "score", pa.array([0.9, 0.2, 0.3, float("inf")]))
    pq.write_table(t, tmp_path / "d.parquet", row_group_size=2)
    with pytest.raises(ValueError, match=r"row group 1, row 1 \(row 3 of the file\): column "
                                         r"'score' \(scores\): inf is not a finite number"):
        read_scored_data(tmp_path / "d.parquet")
    t = _table().set_column(1, "score", pa.array(["a", "b", "c", "d"]))
    pq.write_table(t, tmp_path / "d.parquet")
    with pytest.raises(ValueError, match=r"column 'score' \(scores\) must hold numbers, got "
                                         r"Arrow type string"):
        read_scored_data(tmp_path / "d.parquet")
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 not really")
    with pytest.raises(ValueError, match=r"bad.parquet: cannot read as Parquet"):
        read_scored_data(tmp_path / "bad.parquet")
    (tmp_path / "bad.feather").write_bytes(b"nonsense")
    with pytest.raises(ValueError, match=r"bad.feather: cannot read as Arrow IPC/Feather"):
        read_scored_data(tmp_path / "bad.feather")


def test_parquet_string_labels_dictionary_encoded(tmp_path):
    import pyarrow.parquet as pq

    t = pa.table({"label": pa.array(["spam", "ham"]).dictionary_encode(), "score": [0.9, 0.1]})
    pq.write_table(t, tmp_path / "d.parquet")
    np.testing.assert_array_equal(read_scored_data(tmp_path / "d.parquet").y_true,
                                  ["spam", "ham"])


@pytest.mark.parametrize(
    ("name", "content", "match"),
    [
        ("e.npy", b"", r"e.npy: cannot read as .npy: the file is empty"),
        ("e.npz", b"", r"e.npz: cannot read as .npz: the file is empty"),
        ("t.npy", None, r"t.npy: cannot read as .npy \(truncated or not a .npy file"),
        ("t.npz", None, r"t.npz: cannot read as .npz \(truncated or not a .npz file"),
    ],
)
def test_empty_and_truncated_numpy_files(tmp_path, name, content, match):
    p = tmp_path / name
    if content is None:
        import io

        buf = io.BytesIO()
        arr = np.column_stack([np.ones(1000), np.linspace(0, 1, 1000)])
        (np.save if name.endswith(".npy") else np.savez)(buf, *([arr] if name.endswith(".npy")
                                                              else []), **({} if
                                                              name.endswith(".npy") else
                                                              {"y_true": arr[:, 0],
                                                               "y_score": arr[:, 1]}))
        content = buf.getvalue()[: len(buf.getvalue()) // 2]
    p.write_bytes(content)
    with pytest.raises(ValueError, match=match):
        read_scored_data(p)


def test_complex_npy_names_the_column_and_dtype(tmp_path):
    p = tmp_path / "c.npy"
    np.save(p, np.array([[1, 0.5 + 1j], [0, 0.2]]))
    with pytest.raises(ValueError, match=r"c.npy: column '1' \(scores\) must hold real numbers, "
                                         r"got complex numbers \(dtype complex128\)"):
        read_scored_data(p)


def test_input_format_and_delimiter_options(tmp_path):
    p = write(tmp_path, "d.data", "label|score\n1|0.9\n0|0.2\n")
    np.testing.assert_array_equal(read_scored_data(p, delimiter="|").y_score, [0.9, 0.2])
    import pyarrow.parquet as pq

    pq.write_table(_table(), tmp_path / "x.bin")
    assert read_scored_data(tmp_path / "x.bin", input_format="parquet").y_score.size == 4
    with pytest.raises(ValueError, match=r"input_format must be one of csv, tsv, parquet"):
        read_scored_data(p, input_format="xls")
    with pytest.raises(ValueError, match=r"delimiter must be one character, got ';;'"):
        read_scored_data(p, delimiter=";;")
