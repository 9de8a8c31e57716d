"""The command-line contracts of ``rocpr power``, ``rocpr thresholds --ci --at-*``,
``rocpr evaluate --tpr-range``, ``rocpr compare --test/--unpaired``.

Each number is checked against pROC run by pROC itself (skipped where R is absent) and against
an independent reference written here (coordinates by scanning every threshold in exact
Fractions, the pair matrix of the unpaired DeLong test) or in the numeric layer's own tests
(Obuchowski's equations with scipy in tests/numeric/stats/test_power.py).
"""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction

import numpy as np
import pytest
from _helpers import run_cli as run
from _helpers import write_csv
from proc_r import run_proc

from numeric.stats import power_one_curve


@pytest.fixture
def data_file(tmp_path):
    rng = np.random.default_rng(7)
    n = 60
    y = np.r_[np.ones(25, int), np.zeros(n - 25, int)]
    a = np.round(rng.normal(size=n) + 1.2 * y, 2)
    b = np.round(0.6 * a + rng.normal(size=n) * 0.8 + 0.3 * y, 2)
    p = write_csv(tmp_path / "d.csv", {"label": y, "a": a, "b": b, "g": ["y", "x"] * (n // 2)})
    return p, y, a, b


# --------------------------------------------------------------------------- power


def test_power_one_curve_json_contract(capsys):
    status, out, _ = run(capsys, "power", "--auc", "0.8", "--n-cases", "20", "--n-controls", "30",
                         "--format", "json")
    doc = json.loads(out)
    assert status == 0 and set(doc) >= {"power", "n_cases", "n_controls", "auc", "sig_level"}
    # the formula itself is tied to pROC and to Obuchowski's equations in
    # tests/numeric/stats/test_power.py
    assert doc["power"] == power_one_curve(0.8, 20, 30).power
    status, out, _ = run(capsys, "power", "--auc", "0.8", "--power", "0.9", "--kappa", "2",
                         "--format", "json")
    doc = json.loads(out)
    assert doc["n_controls"] == pytest.approx(2 * doc["n_cases"], rel=1e-12)
    # unrounded: the power at the returned counts is the target
    assert power_one_curve(0.8, doc["n_cases"], doc["n_controls"]).power == pytest.approx(
        0.9, rel=1e-9)


def test_power_one_curve_equals_proc(capsys):
    out = run_proc("""
    out$n <- power.roc.test(auc = 0.75, power = 0.85, kappa = 1.5, sig.level = 0.01)$ncases
    out$p <- power.roc.test(auc = 0.75, ncases = 30, ncontrols = 45, sig.level = 0.01)$power
    """)
    _, text, _ = run(capsys, "power", "--auc", "0.75", "--power", "0.85", "--kappa", "1.5",
                     "--sig-level", "0.01", "--format", "json")
    assert json.loads(text)["n_cases"] == pytest.approx(out["n"][0], rel=1e-10)
    _, text, _ = run(capsys, "power", "--auc", "0.75", "--n-cases", "30", "--n-controls", "45",
                     "--sig-level", "0.01", "--format", "json")
    assert json.loads(text)["power"] == pytest.approx(out["p"][0], rel=1e-10)


def test_power_two_curves_equals_proc(capsys, data_file):
    p, y, a, b = data_file
    out = run_proc("""
    ra <- roc(y, a, levels = c(0, 1), direction = "<", quiet = TRUE)
    rb <- roc(y, b, levels = c(0, 1), direction = "<", quiet = TRUE)
    out$p <- power.roc.test(ra, rb)$power
    out$n <- power.roc.test(ra, rb, power = 0.9)$ncases
    """, y=y, a=a, b=b)
    _, text, _ = run(capsys, "power", str(p), "--scores", "a", "b", "--format", "json")
    doc = json.loads(text)
    assert doc["power"] == pytest.approx(out["p"][0], rel=1e-10)
    assert doc["n_cases"] == y.sum() and doc["n_controls"] == (y == 0).sum()
    _, text, _ = run(capsys, "power", str(p), "--scores", "a", "b", "--power", "0.9",
                     "--format", "json")
    assert json.loads(text)["n_cases"] == pytest.approx(out["n"][0], rel=1e-10)


@pytest.mark.parametrize(("argv", "match"), [
    (["--auc", "1.5", "--power", "0.9"], r"--auc must be in \(0, 1\), got 1.5"),
    (["--auc", "0.8"], "needs --power P, or --n-cases N and --n-controls M"),
    (["--auc", "0.8", "--power", "0.9", "--n-cases", "3"], "not both"),
    ([], "give --auc X"),
    (["--scores", "logistic_regression", "naive_bayes", "--auc", "0.8"], "no --auc"),
])
def test_power_errors_name_options(capsys, argv, match):
    status, out, err = run(capsys, "power", *argv)
    assert status == 2 and out == "" and "Traceback" not in err
    assert re.search(match, err), err


# --------------------------------------------------------------------------- thresholds


def _coords_reference(y, s, specificity):
    """pROC's coords(input = "specificity"): the sensitivity at the given specificity on the
    empirical ROC curve (the highest where the specificity is attained, else linear between the
    two ends of the crossing segment), by a scan of every threshold in exact Fractions."""
    y, s = np.asarray(y), np.asarray(s)
    thresholds = [math.inf, *sorted(set(s.tolist()), reverse=True), -math.inf]
    pts = []
    for t in thresholds:
        pred = s >= t
        se = Fraction(int((pred & (y == 1)).sum()), int((y == 1).sum()))
        sp = Fraction(int((~pred & (y == 0)).sum()), int((y == 0).sum()))
        pts.append((sp, se))
    target = Fraction(specificity)
    exact = [se for sp, se in pts if sp == target]
    if exact:
        return float(max(exact))
    # the segment of the curve that crosses the target: from the highest sensitivity at the
    # nearest larger specificity to the lowest at the nearest smaller one
    sp_lo = max(sp for sp, _ in pts if sp < target)
    sp_hi = min(sp for sp, _ in pts if sp > target)
    lo = (sp_lo, min(se for sp, se in pts if sp == sp_lo))
    hi = (sp_hi, max(se for sp, se in pts if sp == sp_hi))
    frac = (target - lo[0]) / (hi[0] - lo[0])
    return float(lo[1] + frac * (hi[1] - lo[1]))


def test_thresholds_contract(capsys, data_file):
    p, y, a, _ = data_file
    status, out, _ = run(capsys, "thresholds", str(p), "--scores", "a", "--at-specificity", "0.5",
                         "0.9", "--at-sensitivity", "0.8", "--at-recall", "0.5", "--ci",
                         "--bootstrap", "300", "--seed", "3", "--format", "json")
    doc = json.loads(out)
    assert status == 0
    criteria = [pt["criterion"] for pt in doc["points"]]
    assert "closest_topleft" in criteria
    for pt in doc["points"]:
        for key in ("recall_ci", "fpr_ci", "precision_ci", "threshold_ci"):
            low, high = pt[key]
            assert low <= high
    assert [e["specificity"] for e in doc["at_specificity"]] == [0.5, 0.9]
    at_keys = {"threshold", "tp", "fp", "tn", "fn", "precision", "recall", "fpr"}
    for e in doc["at_specificity"]:
        assert set(e) == {"specificity", "sensitivity", "sensitivity_ci"} | at_keys
        assert e["sensitivity"] == pytest.approx(_coords_reference(y, a, e["specificity"]),
                                                 abs=1e-12)
        assert e["sensitivity_ci"][0] <= e["sensitivity"] <= e["sensitivity_ci"][1]
    assert set(doc["at_sensitivity"][0]) == {"sensitivity", "specificity",
                                              "specificity_ci"} | at_keys
    assert set(doc["at_recall"][0]) == {"recall", "precision", "precision_ci"} | at_keys
    again = json.loads(run(capsys, "thresholds", str(p), "--scores", "a", "--at-specificity",
                           "0.5", "0.9", "--at-sensitivity", "0.8", "--at-recall", "0.5",
                           "--ci", "--bootstrap", "300", "--seed", "3", "--format", "json")[1])
    assert again == doc  # seeded: reproducible
    plain = json.loads(run(capsys, "thresholds", str(p), "--scores", "a", "--at-specificity",
                           "0.5", "--format", "json")[1])
    assert plain["at_specificity"][0]["sensitivity_ci"] is None
    assert "recall_ci" not in plain["points"][0]


def test_thresholds_weighted_best_points_equal_proc(capsys, data_file):
    p, y, a, _ = data_file
    out = run_proc("""
    r <- roc(y, a, levels = c(0, 1), direction = "<", quiet = TRUE)
    out$youden <- coords(r, "best", best.method = "youden", best.weights = c(2, 0.3),
                         ret = "threshold", transpose = TRUE)[1]
    out$topleft <- coords(r, "best", best.method = "closest.topleft", best.weights = c(2, 0.3),
                          ret = "threshold", transpose = TRUE)[1]
    """, y=y, a=a)
    _, text, _ = run(capsys, "thresholds", str(p), "--scores", "a", "--cost-ratio", "2",
                     "--prevalence", "0.3", "--format", "json")
    got = {pt["criterion"]: pt for pt in json.loads(text)["points"]}
    s = np.sort(np.unique(a))
    for key, r_key in (("youden", "youden"), ("closest_topleft", "topleft")):
        # pROC reports the midpoint between adjacent scores; ours is the score itself: the
        # same cut of the data
        t_proc = out[r_key][0]
        t_ours = got[key]["threshold"]
        assert np.sum(a >= t_ours) == np.sum(a > t_proc) or \
            s[np.searchsorted(s, t_proc)] == t_ours


# --------------------------------------------------------------------------- evaluate --tpr-range


def test_evaluate_tpr_range_equals_proc(capsys, data_file):
    p, y, a, _ = data_file
    out = run_proc("""
    r <- roc(y, a, levels = c(0, 1), direction = "<", quiet = TRUE)
    out$pauc <- as.numeric(auc(r, partial.auc = c(1, 0.8), partial.auc.focus = "sensitivity",
                               partial.auc.correct = TRUE))
    """, y=y, a=a)
    status, text, _ = run(capsys, "evaluate", str(p), "--scores", "a", "--tpr-range", "0.8", "1",
                          "--ci", "--bootstrap", "200", "--seed", "1", "--format", "json")
    doc = json.loads(text)
    assert status == 0 and doc["tpr_range"] == [0.8, 1.0]
    assert doc["auc_roc_tpr_range"] == pytest.approx(out["pauc"][0], rel=1e-12)
    low, high = doc["auc_roc_tpr_range_ci"]
    assert low <= doc["auc_roc_tpr_range"] <= high


def test_evaluate_every_partial_auc_gains_its_interval(capsys, data_file):
    p = data_file[0]
    _, text, _ = run(capsys, "evaluate", str(p), "--scores", "a", "--max-fpr", "0.3",
                     "--fpr-range", "0.1", "0.4", "--tpr-range", "0.5", "1", "--ci",
                     "--bootstrap", "100", "--seed", "2", "--format", "json")
    doc = json.loads(text)
    for key in ("auc_roc_max_fpr", "auc_roc_fpr_range", "auc_roc_tpr_range"):
        assert len(doc[f"{key}_ci"]) == 2
    _, text, _ = run(capsys, "evaluate", str(p), "--scores", "a", "--max-fpr", "0.3",
                     "--format", "json")
    assert "auc_roc_max_fpr_ci" not in json.loads(text)


# --------------------------------------------------------------------------- compare


def _unpaired_delong_reference(y1, s1, y2, s2):
    """Welch's t of DeLong's unpaired test from the pair matrices (O(n_pos n_neg))."""
    def parts(y, s):
        pos, neg = s[y == 1], s[y == 0]
        psi = (pos[:, None] > neg[None, :]) + 0.5 * (pos[:, None] == neg[None, :])
        v10, v01 = psi.mean(axis=1), psi.mean(axis=0)
        var = v10.var(ddof=1) / pos.size + v01.var(ddof=1) / neg.size
        return psi.mean(), var
    a1, v1 = parts(y1, s1)
    a2, v2 = parts(y2, s2)
    return (a1 - a2) / math.sqrt(v1 + v2)


@pytest.mark.parametrize("test", ["delong", "bootstrap", "venkatraman", "sensitivity",
                                  "specificity"])
def test_compare_test_option_keeps_the_keys_and_adds_the_test(capsys, data_file, test):
    p = data_file[0]
    extra = {"sensitivity": ["--specificity", "0.8"], "specificity": ["--sensitivity", "0.8"]}
    status, text, err = run(capsys, "compare", str(p), "--scores", "a", "b", "--test", test,
                            "--bootstrap", "200", "--seed", "4", *extra.get(test, []),
                            "--format", "json")
    assert status == 0, err
    pair = json.loads(text)["pairs"][0]
    for key in ("auc_roc_difference", "auc_roc_z", "auc_roc_p_value", "auc_pr_difference",
                "auc_pr_p_value", "implied_order", "test", "statistic", "p_value"):
        assert key in pair
    assert pair["test"] == test and 0 <= pair["p_value"] <= 1
    if test == "delong":
        assert pair["statistic"] == pair["auc_roc_z"]


def test_compare_bootstrap_and_venkatraman_near_proc(capsys, data_file):
    p, y, a, b = data_file
    out = run_proc("""
    ra <- roc(y, a, levels = c(0, 1), direction = "<", quiet = TRUE)
    rb <- roc(y, b, levels = c(0, 1), direction = "<", quiet = TRUE)
    set.seed(1)
    out$boot <- roc.test(ra, rb, method = "bootstrap", boot.n = 2000, progress = "none")$p.value
    out$venk <- roc.test(ra, rb, method = "venkatraman", boot.n = 2000,
                         progress = "none")$p.value
    """, y=y, a=a, b=b)
    for test, key in (("bootstrap", "boot"), ("venkatraman", "venk")):
        _, text, _ = run(capsys, "compare", str(p), "--scores", "a", "b", "--test", test,
                         "--bootstrap", "2000", "--seed", "9", "--format", "json")
        ours = json.loads(text)["pairs"][0]["p_value"]
        # two Monte-Carlo estimates of one p-value: 5 binomial sds of their difference
        sd = math.sqrt(2 * out[key][0] * (1 - out[key][0]) / 2000) + 0.01
        assert abs(ours - out[key][0]) <= 5 * sd


def test_compare_unpaired_two_files_equals_proc_and_the_reference(capsys, data_file, tmp_path):
    p, y, a, _ = data_file
    q = tmp_path / "other.csv"
    rng = np.random.default_rng(3)
    y2 = np.r_[np.ones(30, int), np.zeros(40, int)]
    b2 = np.round(rng.normal(size=70) + 0.6 * y2, 2)
    q.write_text("label,a,b,g\n" + "\n".join(f"{yi},0,{float(bi)!r},x" for yi, bi in zip(y2, b2,
                                                                                    strict=True))
                 + "\n", encoding="utf-8")
    status, text, err = run(capsys, "compare", str(p), str(q), "--scores", "a", "b",
                            "--unpaired", "--bootstrap", "200", "--seed", "5", "--format",
                            "json")
    assert status == 0, err
    pair = json.loads(text)["pairs"][0]
    assert pair["auc_roc_z"] == pytest.approx(_unpaired_delong_reference(y, a, y2, b2),
                                              rel=1e-12)
    out = run_proc("""
    ra <- roc(y, a, levels = c(0, 1), direction = "<", quiet = TRUE)
    rb <- roc(y2, b2, levels = c(0, 1), direction = "<", quiet = TRUE)
    t <- roc.test(ra, rb, method = "delong", paired = FALSE)
    out$z <- t$statistic; out$p <- t$p.value
    """, y=y, a=a, y2=y2, b2=b2)
    assert pair["auc_roc_z"] == pytest.approx(out["z"][0], rel=1e-12)
    assert pair["auc_roc_p_value"] == pytest.approx(out["p"][0], rel=1e-10)
    low, high = pair["auc_roc_difference_ci"]
    assert low < pair["auc_roc_difference"] < high


def test_compare_unpaired_seed_governs_every_draw(capsys, tmp_path):
    """--seed makes --unpaired repeatable even when model a's intervals are analytic (100 or
    more positives: influence-logit, no bootstrap of its own): model b's intervals and the
    bootstrap test are then seeded from --seed too."""
    rng = np.random.default_rng(11)
    y = np.tile([1, 0], 250)
    a = np.round(rng.normal(size=y.size) + y, 3)
    p = write_csv(tmp_path / "big.csv", {"label": y, "a": a, "g": ["x"] * 400 + ["y"] * 100})
    argv = ("compare", str(p), "--scores", "a", "--unpaired", "--group", "g", "--test",
            "bootstrap", "--bootstrap", "100", "--seed", "1", "--format", "json")
    outputs = []
    for _ in range(2):
        status, text, err = run(capsys, *argv)
        assert status == 0, err
        outputs.append(text)
    assert outputs[0] == outputs[1]


def test_compare_unpaired_header_names_the_interval_method(capsys, tmp_path):
    """The header said "independent stratified bootstraps" when the intervals were the analytic
    influence-logit ones (300 or more positives); the drawn seed is reported."""
    rng = np.random.default_rng(12)
    y = np.tile([1, 0], 600)
    a = np.round(rng.normal(size=y.size) + y, 3)
    p = write_csv(tmp_path / "big.csv", {"label": y, "a": a, "g": ["x"] * 600 + ["y"] * 600})
    status, text, err = run(capsys, "compare", str(p), "--scores", "a", "--unpaired", "--group",
                            "g")
    assert status == 0, err
    assert "AUC-PR, AP: influence functions, independent samples)" in text.splitlines()[0]
    assert "Seed" not in text  # nothing drawn: DeLong and analytic intervals
    status, text, err = run(capsys, "compare", str(p), "--scores", "a", "--unpaired", "--group",
                            "g", "--ci-method", "bca", "--bootstrap", "50", "--format", "json")
    assert status == 0 and isinstance(json.loads(text)["seed"], int)


def test_compare_unpaired_group_column(capsys, data_file):
    p, y, a, _ = data_file
    status, text, err = run(capsys, "compare", str(p), "--scores", "a", "--unpaired", "--group",
                            "g", "--bootstrap", "100", "--seed", "1", "--format", "json")
    assert status == 0, err
    g = np.array(["x" if i % 2 else "y" for i in range(y.size)])
    z = _unpaired_delong_reference(y[g == "x"], a[g == "x"], y[g == "y"], a[g == "y"])
    assert json.loads(text)["pairs"][0]["auc_roc_z"] == pytest.approx(z, rel=1e-12)


@pytest.mark.parametrize(("argv", "match"), [
    (["--test", "sensitivity"], "needs --specificity"),
    (["--specificity", "0.8"], "--specificity goes with --test sensitivity"),
    (["--unpaired"], "--unpaired needs FILE_A FILE_B"),
    (["{p}", "{p}", "--scores", "a", "b"], "needs --unpaired"),
    (["{p}", "--scores", "a", "--unpaired", "--group", "g", "--test", "venkatraman"], None),
    (["{p}", "--scores", "a", "--unpaired", "--group", "nosuch"], "no group column 'nosuch'"),
    (["--test", "sensitivity", "--specificity", "2"], "--specificity must be in [0, 1], got 2.0"),
])
def test_compare_option_errors(capsys, data_file, argv, match):
    p = str(data_file[0])
    argv = [p if x == "{p}" else x for x in argv]
    status, _, err = run(capsys, "compare", *argv, "--bootstrap", "50")
    if match is None:  # a legal combination
        assert status == 0, err
        return
    assert status == 2 and match in err and "Traceback" not in err
