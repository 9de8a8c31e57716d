"""Tests of numeric.bounds.witness: finite data sets on extremal ROC curves."""

from __future__ import annotations

import math

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.witness import witness_dataset, witness_vertices
from numeric.data.auc import auc_pr_score
from numeric.geometry.interpolation import pr_area_from_counts


def _counts_from_data(y_true, y_score):
    """Slow reference: cumulative (TP, FP) at each distinct threshold, from (0, 0)."""
    order = np.argsort(-y_score, kind="stable")
    y, s = y_true[order], y_score[order]
    tp, fp = [0], [0]
    for i in range(len(y)):
        if i + 1 == len(y) or s[i + 1] != s[i]:
            tp.append(int(y[: i + 1].sum()))
            fp.append(int((1 - y[: i + 1]).sum()))
    return np.array(tp), np.array(fp)


def test_paper_example_witness_beats_claimed_minimum():
    # Mihelich et al. Sec. 4.1: a = 100, AUC-ROC = 0.875 -> AUC-PR claimed in [0.038, 0.876]
    y_true, y_score = witness_dataset(100, 0.875, 1000)
    assert y_true.sum() == 1000 and (1 - y_true).sum() == 100_000
    assert abs(roc_auc_score(y_true, y_score) - 0.875) < 1e-3
    pr = auc_pr_score(y_true, y_score)
    assert pr < 0.038
    assert pr == pytest.approx(auc_pr_min_exact(100, 0.875), abs=1e-4)


@pytest.mark.parametrize("curve", ["exact_min", "max", "mihelich_min"])
@pytest.mark.parametrize(("skew", "auc_roc"), [(100, 0.875), (1.0, 0.5), (0.25, 0.9), (3.0, 0.05)])
def test_witness_matches_its_curve(curve, skew, auc_roc):
    n_pos = 400
    y_true, y_score = witness_dataset(skew, auc_roc, n_pos, curve=curve)
    n_neg = round(skew * n_pos)
    assert y_true.sum() == n_pos and y_true.size == n_pos + n_neg
    assert np.all(np.diff(y_score) <= 0)
    assert abs(roc_auc_score(y_true, y_score) - auc_roc) < 2.0 / n_pos
    # interpolated AUC-PR from the data equals the exact area through the vertices
    tp, fp = witness_vertices(skew, auc_roc, n_pos, curve=curve)
    area = pr_area_from_counts(tp, fp, n_pos)
    assert auc_pr_score(y_true, y_score) == pytest.approx(area, abs=1e-12)
    tp_ref, fp_ref = _counts_from_data(y_true, y_score)
    assert pr_area_from_counts(tp_ref, fp_ref, n_pos) == pytest.approx(area, abs=1e-12)
    a, c = n_neg / n_pos, 1 - auc_roc
    if curve == "exact_min":
        assert area == pytest.approx(auc_pr_min_exact(a, auc_roc), abs=5e-3)
    elif curve == "max":  # Thm 3.5's maximum, printed formula
        assert area == pytest.approx(1 - a * math.log((1 + a) / (1 - c + a)), abs=5e-3)
    else:  # Thm 3.5's claimed minimum, printed formula
        q = a * c
        assert area == pytest.approx(1 - q * math.log((1 + q) / q), abs=5e-3)


def test_witness_endpoints():
    y_true, y_score = witness_dataset(2.0, 1.0, 10)
    assert roc_auc_score(y_true, y_score) == 1.0
    y_true, y_score = witness_dataset(2.0, 0.0, 10)
    assert roc_auc_score(y_true, y_score) == 0.0


def test_vertices_start_and_end():
    tp, fp = witness_vertices(5.0, 0.7, 50)
    assert (tp[0], fp[0], tp[-1], fp[-1]) == (0, 0, 50, 250)
    assert np.all(np.diff(tp) >= 0) and np.all(np.diff(fp) >= 0)


@pytest.mark.parametrize(
    ("args", "kwargs", "exc", "match"),
    [
        ((0.0, 0.5, 10), {}, ValueError, r"skew must be > 0, got 0\.0"),
        ((1.0, 1.5, 10), {}, ValueError, r"auc_roc must be in \[0, 1\], got 1\.5"),
        ((1.0, 0.5, 0), {}, ValueError, r"n_pos must be a positive integer, got 0"),
        ((1.0, 0.5, 2.5), {}, ValueError, r"n_pos must be a positive integer, got 2\.5"),
        ((1.0, 0.5, True), {}, TypeError, r"n_pos must be a positive integer, got bool"),
        ((1.0, 0.5, 10), {"curve": "nope"}, ValueError,
         r"curve must be one of \['exact_min', 'max', 'mihelich_min'\], got 'nope'"),
        ((0.01, 0.5, 10), {}, ValueError,
         r"skew \* n_pos must round to at least 1 negative, got 0\.1"),
    ],
)
def test_witness_validation(args, kwargs, exc, match):
    with pytest.raises(exc, match=match):
        witness_dataset(*args, **kwargs)
