"""Tests of numeric.data.readers: reading CSV/TSV/.npy/.npz, every file error, the embedded data."""

import numpy as np
import pytest

from numeric.data.readers import load_default, read_scored_data


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
    assert d.y_true.dtype == np.int64
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
    with pytest.raises(ValueError, match=r"nan.npy: '1' has 1 NaN or infinite value\(s\), the "
                                         r"first at row 1 \(nan\)"):
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
    with pytest.raises(ValueError, match=r"d.npz: 'y_score' must hold numbers, got dtype <U1"):
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

    size = len((resources.files("numeric") / "data" / "default.npz").read_bytes())
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
    with pytest.raises(ValueError, match=r"d.npz: 'y_true' must be 1-D, got shape \(2, 2\)"):
        read_scored_data(npz)
    np.savez(npz, y_true=np.zeros(2), y_score=np.zeros((2, 1)))
    with pytest.raises(ValueError, match=r"d.npz: 'y_score' must be 1-D, got shape \(2, 1\)"):
        read_scored_data(npz)
    np.savez(npz, y_true=np.zeros(0), y_score=np.zeros(0))
    with pytest.raises(ValueError, match=r"d.npz: no data \(0 rows\)"):
        read_scored_data(npz)
