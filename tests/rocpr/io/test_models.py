"""Tests of rocpr.io.models (several score columns of one file) and of the data options every
command shares (rocpr.cli.options)."""

from __future__ import annotations

import argparse

import numpy as np
import pytest

from rocpr.cli.options import add_data_options, data_words, load_models
from rocpr.io import load_default, read_scored_data
from rocpr.io.models import read_models


@pytest.fixture
def table(tmp_path):
    path = tmp_path / "d.tsv"
    path.write_text("cls\ta\tb\tw\nyes\t0.9\t0.1\t1\nno\t0.2\t0.3\t2\nyes\t0.4\t0.8\t1\n")
    return path


def test_several_columns_share_labels_and_weights(table) -> None:
    m = read_models(str(table), labels="cls", scores=["b", "a"], weights="w")
    assert list(m.scores) == ["b", "a"]
    for col in ("a", "b"):  # each column as the one-column reader reads it
        one = read_scored_data(table, labels="cls", scores=col, weights="w")
        np.testing.assert_array_equal(m.scores[col], one.y_score)
        np.testing.assert_array_equal(m.y_true, one.y_true)
        np.testing.assert_array_equal(m.sample_weight, one.sample_weight)
    assert m.source == str(table)


def test_default_data_and_pos_label() -> None:
    parser = argparse.ArgumentParser()
    add_data_options(parser, scores="several", stdin=False)
    models, pos = load_models(parser.parse_args(["--pos-label", "1"]))
    assert list(models.scores) == ["logistic_regression", "naive_bayes"]  # both, by default
    np.testing.assert_array_equal(models.scores["logistic_regression"], load_default().y_score)
    assert pos == 1 and isinstance(pos, int)


def test_data_options_round_trip() -> None:
    parser = argparse.ArgumentParser()
    add_data_options(parser, scores="several", stdin=False)
    argv = ["my file.csv", "--labels", "y", "--weights", "w", "--scores", "s 1", "s2",
            "--pos-label", "yes", "--input-format", "tsv", "--delimiter", ";"]
    import shlex

    again = parser.parse_args(shlex.split(" ".join(data_words(parser.parse_args(argv)))))
    assert vars(again) == vars(parser.parse_args(argv))


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"path": None, "labels": "a"}, "--labels need a PATH"),
        ({"path": None, "scores": ["a"]}, "the embedded data have logistic_regression"),
        ({"path": "{t}", "scores": ["a", "a"]},
         r"--scores must name distinct columns, got a a \(a repeated\)"),
        ({"path": "{t}", "labels": "cls", "scores": ["zz"]}, "zz"),
    ],
)
def test_errors(table, kwargs, match) -> None:
    if kwargs["path"] == "{t}":
        kwargs["path"] = str(table)
    path = kwargs.pop("path")
    with pytest.raises(ValueError, match=match):
        read_models(path, **kwargs)
