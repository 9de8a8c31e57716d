"""Tests of numeric.data.curves: ROC/PR curves against scikit-learn, DG points against Table 1."""

import numpy as np
import pytest
from hypothesis import given
from sklearn import metrics
from strategies import scored_samples

from numeric._warnings import DegenerateDataWarning
from numeric.data.curves import (
    precision_recall_dg_curve,
    precision_recall_full_curve,
    roc_full_curve,
)


@given(scored_samples(weighted=None))
def test_roc_curve_equals_sklearn_without_dropping(d):
    fpr, tpr, thr = roc_full_curve(d.y_true, d.y_score, sample_weight=d.sample_weight)
    sk_fpr, sk_tpr, sk_thr = metrics.roc_curve(
        d.y_true, d.y_score, sample_weight=d.sample_weight, drop_intermediate=False
    )
    np.testing.assert_allclose(fpr, sk_fpr, rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(tpr, sk_tpr, rtol=1e-12, atol=1e-15)
    np.testing.assert_array_equal(thr, sk_thr)


@given(scored_samples(weighted=None))
def test_pr_curve_equals_sklearn_reversed_except_the_recall_zero_end(d):
    p, r, thr = precision_recall_full_curve(d.y_true, d.y_score, sample_weight=d.sample_weight)
    sk_p, sk_r, sk_thr = metrics.precision_recall_curve(
        d.y_true, d.y_score, sample_weight=d.sample_weight
    )
    # scikit-learn: recall decreasing, then an appended point (recall 0, precision 1).
    np.testing.assert_allclose(p[1:], sk_p[:-1][::-1], rtol=1e-12)
    np.testing.assert_allclose(r[1:], sk_r[:-1][::-1], rtol=1e-12, atol=1e-15)
    np.testing.assert_array_equal(thr[1:], sk_thr[::-1])
    assert r[0] == 0.0 and thr[0] == np.inf
    assert p[0] == p[1]  # the limit along the first segment, not an invented 1
    assert np.all(np.diff(r) >= 0)
    assert r[-1] == pytest.approx(1.0, rel=1e-12)


def test_pr_curve_recall_zero_end_is_the_limit_not_one():
    # The top score is a negative tied with a positive: the first segment has precision 1/2.
    p, r, _ = precision_recall_full_curve([1, 0, 0, 1], [0.9, 0.9, 0.2, 0.1])
    np.testing.assert_array_equal(r, [0.0, 0.5, 0.5, 1.0])
    np.testing.assert_array_equal(p, [0.5, 0.5, 1 / 3, 0.5])
    # A negative alone on top: precision 0 along the first segment (recall stays 0).
    p, r, _ = precision_recall_full_curve([0, 1], [0.9, 0.1])
    np.testing.assert_array_equal(r, [0.0, 0.0, 1.0])
    np.testing.assert_array_equal(p, [0.0, 0.0, 0.5])


def test_roc_curve_heavily_tied_scores_rounded_to_one_decimal():
    rng = np.random.default_rng(7)
    y = (rng.random(500) < 0.2).astype(int)
    s = np.round(rng.random(500) * 0.6 + 0.4 * y, 1)
    fpr, tpr, thr = roc_full_curve(y, s)
    assert thr.size == np.unique(s).size + 1
    sk_fpr, sk_tpr, _ = metrics.roc_curve(y, s, drop_intermediate=False)
    np.testing.assert_allclose(fpr, sk_fpr, rtol=1e-12)
    np.testing.assert_allclose(tpr, sk_tpr, rtol=1e-12)


@pytest.mark.parametrize(
    ("y", "nan_output", "message"),
    [
        ([1, 1, 1], 0, "false positive rate is undefined .* no negative samples"),
        ([0, 0, 0], 1, "true positive rate is undefined .* no positive samples"),
    ],
)
def test_roc_curve_one_class_warns_and_gives_nan(y, nan_output, message):
    with pytest.warns(DegenerateDataWarning, match=message):
        out = roc_full_curve(y, [0.1, 0.2, 0.2])
    assert np.all(np.isnan(out[nan_output]))
    assert not np.any(np.isnan(out[1 - nan_output]))


def test_pr_curve_without_positives_warns_and_recall_is_nan():
    with pytest.warns(DegenerateDataWarning, match="recall is undefined"):
        p, r, _ = precision_recall_full_curve([0, 0], [0.1, 0.2])
    assert np.all(np.isnan(r))
    np.testing.assert_array_equal(p, [0.0, 0.0, 0.0])


def test_pr_curve_without_negatives_has_precision_one():
    p, r, _ = precision_recall_full_curve([1, 1, 1], [0.3, 0.2, 0.2])
    np.testing.assert_array_equal(p, [1.0, 1.0, 1.0])
    np.testing.assert_array_equal(r, [0.0, 1 / 3, 1.0])


# --------------------------------------------------------------------------------------------
# Davis & Goadrich's discrete points
# --------------------------------------------------------------------------------------------

# Davis & Goadrich (ICML 2006), Table 1: 20 positives, 2000 negatives, A = (TP 5, FP 5),
# B = (TP 10, FP 30), local skew 5. Columns TP, FP, REC, PREC as printed.
TABLE_1 = [
    (5, 5, 0.25, 0.500),
    (6, 10, 0.30, 0.375),
    (7, 15, 0.35, 0.318),
    (8, 20, 0.40, 0.286),
    (9, 25, 0.45, 0.265),
    (10, 30, 0.50, 0.250),
]


def table_1_data():
    """Consecutive thresholds with counts A = (5, 5) and B = (10, 30); 20 pos., 2000 neg."""
    y = [1] * 5 + [0] * 5 + [1] * 5 + [0] * 25 + [1] * 10 + [0] * 1970
    s = [3.0] * 10 + [2.0] * 30 + [1.0] * 1980
    return np.array(y), np.array(s)


def test_table_1_row_for_row():
    p, r = precision_recall_dg_curve(*table_1_data())
    n_pos = 20
    tp = r * n_pos
    fp = tp / p - tp
    start = int(np.flatnonzero((tp == 5) & np.isclose(fp, 5))[-1])  # start of the step A -> B
    rows = list(zip(tp[start:start + 6], fp[start:start + 6], r[start:start + 6],
                    p[start:start + 6], strict=True))
    assert len(rows) == len(TABLE_1)
    for (t, f, rec, prec), (t_ref, f_ref, rec_ref, prec_ref) in zip(rows, TABLE_1, strict=True):
        assert t == pytest.approx(t_ref, abs=1e-12)
        assert f == pytest.approx(f_ref, abs=1e-9)
        assert rec == pytest.approx(rec_ref, abs=1e-12)
        assert round(prec, 3) == prec_ref


def reference_dg_points(tp, fp, n_pos):
    """Davis & Goadrich's formula written out, vertex pair by vertex pair (integer counts)."""
    rec, prec = [], []
    for k in range(len(tp) - 1):
        ta, fa, tb, fb = tp[k], fp[k], tp[k + 1], fp[k + 1]
        if tb == ta:
            continue
        s = (fb - fa) / (tb - ta)
        for x in range(0, int(tb - ta) + 1):
            t, f = ta + x, fa + s * x
            rec.append(t / n_pos)
            prec.append(t / (t + f) if t + f > 0 else np.nan)
    return np.array(prec), np.array(rec)


@given(scored_samples())
def test_dg_points_match_the_formula(d):
    fpr, tpr, _ = roc_full_curve(d.y_true, d.y_score)
    n_pos, n_neg = d.y_true.sum(), (1 - d.y_true).sum()
    p_ref, r_ref = reference_dg_points(np.round(tpr * n_pos), np.round(fpr * n_neg), n_pos)
    if np.isnan(p_ref[0]):
        p_ref[0] = p_ref[1]
    p, r = precision_recall_dg_curve(d.y_true, d.y_score)
    np.testing.assert_allclose(r, r_ref, rtol=1e-12)
    np.testing.assert_allclose(p, p_ref, rtol=1e-12)


@given(scored_samples(weighted=True, integer_weights=True))
def test_dg_points_with_integer_weights_equal_repeated_samples(d):
    p, r = precision_recall_dg_curve(d.y_true, d.y_score, sample_weight=d.sample_weight)
    reps = d.sample_weight.astype(int)
    p_rep, r_rep = precision_recall_dg_curve(np.repeat(d.y_true, reps), np.repeat(d.y_score, reps))
    np.testing.assert_allclose(p, p_rep, rtol=1e-12)
    np.testing.assert_allclose(r, r_rep, rtol=1e-12)


def test_dg_points_without_positives_warn():
    with pytest.warns(DegenerateDataWarning, match="no positive samples"):
        p, r = precision_recall_dg_curve([0, 0], [0.1, 0.2])
    assert p.size == r.size == 0


def test_curves_do_not_modify_inputs():
    y = np.array([1, 0, 1, 0])
    s = np.array([0.2, 0.4, 0.4, 0.1])
    w = np.array([1.0, 2.0, 0.5, 1.0])
    copies = y.copy(), s.copy(), w.copy()
    roc_full_curve(y, s, sample_weight=w)
    precision_recall_full_curve(y, s, sample_weight=w)
    precision_recall_dg_curve(y, s, sample_weight=w)
    for a, b in zip((y, s, w), copies, strict=True):
        np.testing.assert_array_equal(a, b)
