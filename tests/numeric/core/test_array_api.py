"""The kernel computes where the data live: array-API arrays on a device other than the CPU.

``array_api_strict`` arrays on its ``device1`` cannot be converted to numpy (``np.asarray``
raises), so a result computed from them proves that no hidden host round trip happened. Every
quantity is compared with the numpy path on the same data (relative 1e-12), and every array
returned must be on ``device1``. torch's CPU tensors are checked where torch is installed.
"""

from __future__ import annotations

import functools
import math
import subprocess
import sys
import warnings

import numpy as np
import pytest

xp = pytest.importorskip("array_api_strict")

from numeric import (  # noqa: E402
    StreamingEvaluator,
    evaluate,
    partial_auc_roc_score,
    partial_auc_roc_tpr_score,
    precision_recall_dg_curve,
)
from numeric._warnings import DegenerateDataWarning  # noqa: E402
from numeric.data.curves import precision_recall_full_curve, roc_full_curve  # noqa: E402
from numeric.data.sklearn_curves import precision_recall_curve, roc_curve  # noqa: E402
from numeric.stats.intervals import area_intervals  # noqa: E402

DEVICE = xp.Device("device1")
FIELDS = ("n_pos", "n_neg", "prevalence", "skew", "auc_roc", "auc_pr", "auc_pr_dg_steps",
          "average_precision", "global_min_auc_pr", "average_precision_min", "auc_npr")
# array_api_strict emulates a device with numpy, whose 0/0 in masked-out lanes warns.
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


def on_device(*arrays):
    return tuple(None if a is None else xp.asarray(a, device=DEVICE) for a in arrays)


def host(a) -> np.ndarray:
    """The values of a device array, read one scalar at a time (never through numpy)."""
    assert a.device == DEVICE
    return np.array([float(a[i]) for i in range(a.shape[0])])


def binormal(n: int, prevalence: float, seed: int, decimals: int | None = None,
             weighted: bool = False):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < prevalence).astype(np.int64)
    s = rng.standard_normal(n) + y
    if decimals is not None:
        s = np.round(s, decimals)
    w = rng.uniform(0.5, 1.5, n) if weighted else None
    return y, s, w


def close(a: float, b: float) -> bool:
    return (math.isnan(a) and math.isnan(b)) or abs(a - b) <= 1e-12 * max(1.0, abs(a))


CASES = [(300, 0.3, None, False), (300, 0.3, 1, False), (2000, 0.05, 2, True),
         (500, 0.5, None, True), (50, 0.5, 0, False), (400, 0.2, 3, True)]


def test_device1_really_refuses_numpy():
    with pytest.raises(RuntimeError, match="device"):
        np.asarray(xp.asarray([1.0], device=DEVICE))


@pytest.mark.parametrize(("n", "prevalence", "decimals", "weighted"), CASES)
@pytest.mark.parametrize("recall_range", [(0.0, 1.0), (0.1, 0.6)])
def test_evaluate_equals_numpy(n, prevalence, decimals, weighted, recall_range):
    y, s, w = binormal(n, prevalence, n, decimals, weighted)
    want = evaluate(y, s, sample_weight=w, recall_range=recall_range)
    got = evaluate(*on_device(y, s), sample_weight=on_device(w)[0], recall_range=recall_range)
    for f in FIELDS:
        assert close(getattr(got, f), getattr(want, f)), f
        assert type(getattr(got, f)) is float


@pytest.mark.parametrize(("n", "prevalence", "decimals", "weighted"), CASES)
def test_curves_equal_numpy_and_stay_on_the_device(n, prevalence, decimals, weighted):
    y, s, w = binormal(n, prevalence, n + 1, decimals, weighted)
    (wd,) = on_device(w)
    curves = (roc_full_curve, precision_recall_full_curve, precision_recall_dg_curve,
              roc_curve, precision_recall_curve,
              functools.partial(roc_curve, drop_intermediate=False),
              functools.partial(precision_recall_curve, drop_intermediate=True))
    for curve in curves:
        want = curve(y, s, sample_weight=w)
        got = curve(*on_device(y, s), sample_weight=wd)
        assert len(got) == len(want)
        for g, e in zip(got, want, strict=True):
            np.testing.assert_allclose(host(g), e, rtol=1e-12, atol=0)


@pytest.mark.parametrize(("n", "prevalence", "decimals", "weighted"), CASES)
@pytest.mark.parametrize("standardized", [True, False])
def test_partial_aucs_equal_numpy(n, prevalence, decimals, weighted, standardized):
    y, s, w = binormal(n, prevalence, n + 2, decimals, weighted)
    yd, sd, wd = on_device(y, s, w)
    for lo, hi in ((0.0, 0.2), (0.3, 0.9), (0.7, 1.0)):
        for score, key in ((partial_auc_roc_score, "fpr_range"),
                           (partial_auc_roc_tpr_score, "tpr_range")):
            want = score(y, s, sample_weight=w, standardized=standardized, **{key: (lo, hi)})
            got = score(yd, sd, sample_weight=wd, standardized=standardized, **{key: (lo, hi)})
            assert close(got, want), (score.__name__, lo, hi)


# at least 300 (effective) positives, so that 'auto' is the influence-logit interval on both
# paths
@pytest.mark.parametrize(("n", "prevalence", "decimals", "weighted"),
                         [(900, 0.5, None, True), (4000, 0.1, 2, True), (2000, 0.2, 1, False),
                          (1000, 0.4, None, False)])
@pytest.mark.parametrize("method", ["auto", "influence-logit", "influence", "logit"])
def test_intervals_equal_numpy(n, prevalence, decimals, weighted, method):
    y, s, w = binormal(n, prevalence, n + 3, decimals, weighted)
    want = area_intervals(y, s, sample_weight=w, method=method)
    got = area_intervals(*on_device(y, s), sample_weight=on_device(w)[0], method=method)
    assert got.method == want.method
    for q in ("auc_roc", "auc_pr", "average_precision"):
        a, b = getattr(got, q), getattr(want, q)
        assert a.method == b.method
        for f in ("estimate", "low", "high", "standard_error"):
            assert close(getattr(a, f), getattr(b, f)), (q, f)


def test_evaluate_with_intervals_on_the_device():
    y, s, w = binormal(2500, 0.2, 7, 2, True)
    want = evaluate(y, s, sample_weight=w, ci=0.9)
    got = evaluate(*on_device(y, s), sample_weight=on_device(w)[0], ci=0.9)
    assert got.intervals is not None and want.intervals is not None
    assert got.intervals.method == "influence-logit"
    assert close(got.intervals.auc_pr.low, want.intervals.auc_pr.low)
    assert close(got.intervals.auc_roc.high, want.intervals.auc_roc.high)


def test_the_bootstrap_is_refused_on_a_device_naming_what_runs():
    y, s, _ = binormal(60, 0.5, 3)
    with pytest.raises(ValueError, match="numpy arrays only: pass ci_method='influence-logit'"):
        area_intervals(*on_device(y, s))  # 'auto' would resample below 300 positives
    with pytest.raises(ValueError, match="ci_method must be one of"):
        area_intervals(*on_device(y, s), method="bca")


@pytest.mark.parametrize("decimals", [None, 1])
@pytest.mark.parametrize("weighted", [False, True])
def test_streaming_keeps_its_state_on_the_device(decimals, weighted):
    rng = np.random.default_rng(11)
    host_ev, dev_ev = StreamingEvaluator(decimals=decimals), StreamingEvaluator(decimals=decimals)
    for _ in range(6):
        n = int(rng.integers(1, 400))
        y, s, w = binormal(n, 0.3, int(rng.integers(1 << 30)), None, weighted)
        host_ev.update(y, s, w)
        dev_ev.update(*on_device(y, s), on_device(w)[0])
    assert dev_ev._u.device == DEVICE  # the state itself
    want, got = host_ev.result(), dev_ev.result()
    for f in FIELDS:
        assert close(getattr(got, f), getattr(want, f)), f
    merged = StreamingEvaluator(decimals=decimals).merge(dev_ev).merge(dev_ev)
    assert merged.result().n == 2 * want.n
    assert close(merged.result().auc_pr, want.auc_pr)
    if decimals is not None:
        for k, (lo, hi) in dev_ev.bracket().items():
            assert close(lo, host_ev.bracket()[k][0]) and close(hi, host_ev.bracket()[k][1])


def test_streaming_refuses_a_batch_on_another_device():
    ev = StreamingEvaluator()
    ev.update(*on_device([0, 1], [0.2, 0.8]))
    other = xp.Device("device2")
    with pytest.raises(TypeError, match="must be on this evaluator's device"):
        ev.update(xp.asarray([0, 1], device=other), xp.asarray([0.1, 0.3], device=other))
    ev.update([1, 0], [0.5, 0.4])  # host batches are moved to the evaluator's device
    assert ev.result().n == 4
    host_ev = StreamingEvaluator()
    host_ev.update([0, 1], [0.2, 0.8])
    with pytest.raises(TypeError, match="must be on the host like the batches before it"):
        host_ev.update(*on_device([0, 1], [0.2, 0.8]))


def test_mixed_inputs_follow_the_first_device_array():
    y, s, w = binormal(200, 0.4, 5, 2, True)
    want = evaluate(y, s, sample_weight=w).auc_pr
    # numpy labels and weights with device scores, device labels with a list of scores
    assert close(evaluate(y, on_device(s)[0], sample_weight=w).auc_pr, want)
    assert close(evaluate(on_device(y)[0], list(s), sample_weight=list(w)).auc_pr, want)
    # string labels on the host, scores on the device
    labels = np.where(y == 1, "yes", "no")
    assert close(evaluate(labels, on_device(s)[0], sample_weight=w, pos_label="yes").auc_pr, want)
    fpr, _, _ = roc_full_curve(y, on_device(s)[0])
    assert fpr.device == DEVICE


def test_two_devices_are_refused_naming_both():
    other = xp.Device("device2")
    with pytest.raises(TypeError, match="y_true must be on the namespace and device of y_score"):
        evaluate(xp.asarray([0, 1], device=other), xp.asarray([0.1, 0.9], device=DEVICE))


def test_input_errors_name_the_parameter_on_the_device():
    with pytest.raises(ValueError, match=r"y_score must be finite, got 1 NaN or infinite value, "
                                         r"the first at index 1 \(nan\)"):
        evaluate(*on_device([0, 1], [0.1, math.nan]))
    with pytest.raises(ValueError, match=r"sample_weight must be >= 0, got -1\.0"):
        evaluate(*on_device([0, 1], [0.1, 0.2]), sample_weight=on_device([1.0, -1.0])[0])
    with pytest.raises(ValueError, match="y_true must hold at most 2 distinct labels"):
        evaluate(*on_device([0, 1, 2], [0.1, 0.2, 0.3]))
    with pytest.raises(ValueError, match="y_true and y_score must have the same length"):
        evaluate(*on_device([0, 1, 1], [0.1, 0.2]))
    with pytest.raises(ValueError, match="pos_label must be one of the labels found"):
        evaluate(*on_device([3, 4], [0.1, 0.2]), pos_label=1)


def test_one_class_warns_and_gives_nan_on_the_device():
    with pytest.warns(DegenerateDataWarning, match="no negative"):
        e = evaluate(*on_device([1, 1, 1], [0.1, 0.5, 0.9]))
    assert math.isnan(e.auc_roc) and e.auc_pr == 1.0


def test_labels_and_dtypes_of_the_device():
    y, s, _ = binormal(300, 0.3, 9)
    want = evaluate(y, s.astype(np.float32))
    yd = xp.asarray(y.astype(bool), device=DEVICE)
    sd = xp.asarray(s.astype(np.float32), device=DEVICE)  # computed in float64, widened exactly
    got = evaluate(yd, sd)
    for f in FIELDS:
        assert close(getattr(got, f), getattr(want, f)), f
    ints = xp.asarray(np.round(s * 10).astype(np.int64), device=DEVICE)
    assert close(evaluate(yd, ints).auc_roc, evaluate(y, np.round(s * 10).astype(np.int64)).auc_roc)


def test_the_inputs_are_not_modified():
    y, s, w = binormal(100, 0.4, 2, 1, True)
    yd, sd, wd = on_device(y, s, w)
    before = [host(a) for a in (yd, sd, wd)]
    evaluate(yd, sd, sample_weight=wd, ci=0.95, ci_method="influence")
    for b, a in zip(before, (yd, sd, wd), strict=True):
        np.testing.assert_array_equal(host(a), b)


def test_importing_numeric_loads_no_array_library():
    code = ("import sys, numeric; numeric.evaluate([0, 1], [0.2, 0.8]); "
            "print(sorted(m for m in ('torch', 'cupy', 'jax', 'array_api_compat', "
            "'array_api_strict') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_torch_cpu_tensors_when_torch_is_installed():
    torch = pytest.importorskip("torch", reason="torch is not a test dependency (its wheel is "
                                                "gigabytes); this runs where it is installed")
    y, s, w = binormal(500, 0.3, 4, 2, True)
    ys = torch.tensor(s, requires_grad=True)
    got = evaluate(torch.tensor(y), ys, sample_weight=torch.tensor(w))
    want = evaluate(y, s, sample_weight=w)
    for f in FIELDS:
        assert close(getattr(got, f), getattr(want, f)), f
    fpr, _, _ = roc_full_curve(torch.tensor(y), ys)
    assert isinstance(fpr, torch.Tensor)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        bf16 = evaluate(torch.tensor(y), torch.tensor(s, dtype=torch.bfloat16))
    assert close(bf16.auc_roc, evaluate(y, torch.tensor(s, dtype=torch.bfloat16).float().numpy()
                                        .astype(np.float64)).auc_roc)
