"""Tests of :mod:`rocpr.io.columns` (several score columns, a fold column)."""

import numpy as np
import pytest

from rocpr.io import read_fold_column, read_multiclass_data


def test_csv_columns_in_the_order_given(tmp_path):
    p = tmp_path / "d.csv"
    p.write_text("y,c,a,b,w,fold\na,0.1,0.7,0.2,2,1\nb,0.2,0.3,0.5,1,2\n", encoding="utf-8")
    d = read_multiclass_data(p, labels="y", scores=["a", "b", "c"], weights="w")
    assert d.classes == ("a", "b", "c")
    assert d.y_score.tolist() == [[0.7, 0.2, 0.1], [0.3, 0.5, 0.2]]
    assert d.sample_weight.tolist() == [2.0, 1.0] and d.y_true.tolist() == ["a", "b"]
    assert read_fold_column(p, "fold", scores="a").tolist() == [1, 2]


def test_npz(tmp_path):
    p = tmp_path / "d.npz"
    np.savez(p, label=np.array([0, 1]), s0=np.array([0.9, 0.2]), s1=np.array([0.1, 0.8]))
    d = read_multiclass_data(p, scores=["s0", "s1"])
    assert d.y_score.shape == (2, 2) and d.y_true.tolist() == [0, 1]


@pytest.mark.parametrize(("scores", "match"), [
    (["a"], "scores must name at least 2 columns"),
    (["a", "a"], "scores must name distinct columns"),
    (["a", "zz"], "no scores column 'zz'"),
])
def test_errors(tmp_path, scores, match):
    p = tmp_path / "d.csv"
    p.write_text("label,a,b\n0,0.1,0.9\n", encoding="utf-8")
    with pytest.raises(ValueError, match=match):
        read_multiclass_data(p, scores=scores)


def test_standard_input_is_refused():
    with pytest.raises(ValueError, match=r"standard input \(-\) can be read only once"):
        read_multiclass_data("-", scores=["a", "b"])
    with pytest.raises(ValueError, match="standard input"):
        read_fold_column("-", "fold")
