"""Every data function on adversarial input: the right number, a documented error, or a
documented warning with NaN -- never a silent NaN, a crash inside numpy, or a modified input.

Inputs mix types (lists, ints, bools, strings, objects), sizes (0, 1, many), special floats in
scores and weights (NaN, +-inf, -0.0, subnormals, 1e308) and label sets. A number is checked
against scikit-learn on the same data (AUC-ROC, average precision) or against the unweighted
value; an error must be ValueError/TypeError naming the offending parameter.
"""

from __future__ import annotations

import re
import warnings

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn import metrics

import numeric

SCORE_FUNCTIONS = [numeric.auc_roc_score, numeric.auc_pr_score, numeric.average_precision_score,
                   numeric.auc_npr_score, numeric.auc_pr_dg_steps_score]
CURVE_FUNCTIONS = [numeric.roc_curve, numeric.precision_recall_curve,
                   numeric.precision_recall_dg_curve]
SPECIAL = [0.0, -0.0, 5e-324, 2.2250738585072014e-308, 1e-300, 1.0, 1e300, 1.7976931348623157e308,
           float("nan"), float("inf"), -float("inf"), -1.0]
PARAMETERS = ("y_true", "y_score", "sample_weight", "pos_label")


@st.composite
def adversarial_data(draw: st.DrawFn) -> dict:
    n = draw(st.integers(0, 8))
    labels = draw(st.sampled_from([[0, 1], [-1, 1], [False, True], ["a", "b"], [0, 1, 2],
                                   [1], [0.0, 1.0]]))
    y = draw(st.lists(st.sampled_from(labels), min_size=n, max_size=n))
    score_values = st.one_of(st.sampled_from(SPECIAL), st.floats(-1e3, 1e3))
    n_score = n if draw(st.integers(0, 9)) else draw(st.integers(0, 9))
    s = draw(st.lists(score_values, min_size=n_score, max_size=n_score))
    kind = draw(st.sampled_from(["list", "array", "strings", "objects"]))
    if kind == "array":
        s = np.array(s, dtype=np.float64)
    elif kind == "strings" and s:
        s = [str(v) for v in s]
    elif kind == "objects":
        s = np.array(s, dtype=object)
    data: dict = {"y_true": y, "y_score": s}
    if draw(st.booleans()):
        w = draw(st.lists(st.sampled_from(SPECIAL), min_size=n, max_size=n))
        data["sample_weight"] = np.array(w)
    if draw(st.integers(0, 4)) == 0:
        data["pos_label"] = draw(st.sampled_from([1, "a", 2, True, None]))
    return data


def _copy(value):
    return np.array(value, copy=True) if isinstance(value, np.ndarray) else list(value)


@given(adversarial_data(), st.sampled_from(SCORE_FUNCTIONS + CURVE_FUNCTIONS))
def test_value_or_documented_error_or_warning(data, fn):
    before = {k: _copy(v) for k, v in data.items() if k != "pos_label"}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = fn(**data)
        except (ValueError, TypeError) as exc:
            message = str(exc)
            assert any(re.search(rf"\b{p}\b", message) for p in PARAMETERS) or \
                "one point per unit" in message, message
            out = None
    for k, v in before.items():  # nothing the user passes in is modified
        assert [repr(x) for x in data[k]] == [repr(x) for x in v], k
    raw = [w for w in caught if not issubclass(w.category, numeric.RocprWarning)]
    assert not raw, [str(w.message) for w in raw]  # no RuntimeWarning from numpy
    if out is None:
        return
    values = np.atleast_1d(np.concatenate([np.ravel(o) for o in out])
                           if isinstance(out, tuple) else out).astype(float)
    nan = np.isnan(values)
    if nan.any():  # NaN only with a DegenerateDataWarning saying why
        assert any(issubclass(w.category, numeric.DegenerateDataWarning) for w in caught)


@given(adversarial_data())
def test_finite_results_agree_with_scikit_learn(data):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ours = numeric.auc_roc_score(**data)
            ours_ap = numeric.average_precision_score(**data)
    except (ValueError, TypeError):
        return
    if np.isnan(ours) or np.isnan(ours_ap):
        return
    kwargs = {k: v for k, v in data.items() if k in ("sample_weight",)}
    y = np.asarray(data["y_true"])
    pos = data.get("pos_label")
    if pos is None:
        pos = max(set(y.tolist()), key=lambda v: (str(type(v)), v))
    yb = (y == pos).astype(int)
    s = np.asarray(data["y_score"], dtype=np.float64)
    w = kwargs.get("sample_weight")
    if w is not None:  # scikit-learn multiplies weights: keep them in its comfortable range
        w = np.asarray(w, dtype=np.float64)
        if w.max() > 0:
            w = np.ldexp(w, -np.frexp(w.max())[1])
    expected = metrics.roc_auc_score(yb, s, sample_weight=w)
    assert ours == pytest.approx(expected, rel=1e-12, abs=1e-12)
    expected_ap = metrics.average_precision_score(yb, s, sample_weight=w)
    assert ours_ap == pytest.approx(expected_ap, rel=1e-12, abs=1e-12)
