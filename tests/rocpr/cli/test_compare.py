"""Tests of ``rocpr compare`` and of ``rocpr evaluate --ci``."""

import json
import re

import numpy as np
import pytest
from _helpers import run_cli as run
from _helpers import write_csv

from numeric.stats import compare, delong_test
from rocpr.io import load_default_models

PAIR_KEYS = ["a", "b", "auc_roc_difference", "auc_roc_difference_ci", "auc_roc_z",
             "auc_roc_p_value", "auc_pr_difference", "auc_pr_difference_ci", "auc_pr_p_value",
             "average_precision_difference", "average_precision_difference_ci",
             "average_precision_p_value", "implied_order", "test", "statistic", "p_value"]


def test_default_json_schema_and_values(capsys):
    status, out, err = run(capsys, "compare", "--format", "json", "--bootstrap", "200",
                           "--seed", "4", "--ci-method", "bca")
    assert status == 0 and err == ""
    doc = json.loads(out)
    assert list(doc) == ["models", "pairs", "seed"]
    assert [m["name"] for m in doc["models"]] == ["logistic_regression", "naive_bayes"]
    assert doc["models"][0]["seed"] == doc["seed"] == 4 and len(doc["models"][0]["auc_pr_ci"]) == 2
    (pair,) = doc["pairs"]
    assert list(pair) == PAIR_KEYS
    y, scores = load_default_models()
    t = delong_test(y, scores["logistic_regression"], scores["naive_bayes"])
    assert pair["auc_roc_z"] == pytest.approx(t.z, rel=1e-12)
    assert pair["auc_roc_p_value"] == pytest.approx(t.p_value, rel=1e-12)
    assert set(pair["implied_order"]) == {"from_auc_roc", "from_auc_pr"}
    r = compare(y, scores, n_bootstrap=200, random_state=4, ci_method="bca")
    assert pair["auc_pr_difference_ci"] == list(r.pairs[0].auc_pr.difference.interval)


def test_default_intervals_and_paired_test_at_174_positives(capsys):
    """174 positives: compare's default intervals are the studentized bootstrap's (below 300
    positives), its paired test the logit-scale influence test (from 100), whose numbers are
    numeric.stats.pr_test's."""
    from numeric.stats import pr_test

    status, out, _ = run(capsys, "compare", "--format", "json")
    doc = json.loads(out)
    assert status == 0 and doc["models"][0]["ci_method"] == "bootstrap-t"
    assert doc["models"][0]["n_bootstrap"] == 2000
    y, scores = load_default_models()
    t = pr_test(y, scores["logistic_regression"], scores["naive_bayes"])
    pair = doc["pairs"][0]
    assert pair["auc_pr_difference"] == pytest.approx(t.difference.estimate, rel=1e-12)
    assert pair["auc_pr_p_value"] == pytest.approx(t.p_value, rel=1e-12)
    assert pair["auc_pr_difference_ci"] == pytest.approx(list(t.difference.interval), rel=1e-12)


@pytest.mark.parametrize("fmt", ["text", "md"])
def test_tables(capsys, fmt):
    status, out, _ = run(capsys, "compare", "--format", fmt, "--bootstrap", "100", "--seed", "0")
    assert status == 0
    assert "logistic_regression - naive_bayes" in out and "95% CI" in out


def test_csv_three_columns_with_weights(tmp_path, capsys):
    rng = np.random.default_rng(0)
    y = (rng.random(200) < 0.3).astype(int)
    cols = {f"m{k}": rng.normal(size=200) + k * y for k in (1, 2, 3)}
    w = rng.random(200) + 0.5
    path = write_csv(tmp_path / "d.csv", {"label": y, **cols, "w": w})
    status, out, _ = run(capsys, "compare", str(path), "--scores", "m1", "m2", "m3",
                         "--weights", "w", "--format", "json", "--bootstrap", "50", "--seed", "1",
                         "--ci", "0.9")
    assert status == 0
    doc = json.loads(out)
    assert [(p["a"], p["b"]) for p in doc["pairs"]] == [("m1", "m2"), ("m1", "m3"), ("m2", "m3")]
    t = delong_test(y, cols["m1"], cols["m2"], sample_weight=w, level=0.9)
    assert doc["pairs"][0]["auc_roc_difference_ci"] == pytest.approx(list(t.difference.interval),
                                                                      rel=1e-12)


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["compare", "--scores", "x", "y"], "the embedded data have"),
        (["compare", "--scores", "naive_bayes"], "at least 2 columns"),
        (["compare", "--ci", "1.5"], r"must be in \(0, 1\)"),
        (["compare", "--labels", "y"], "need a PATH"),
    ],
)
def test_errors_exit_2(capsys, argv, match):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.startswith("rocpr compare: error:")
    assert re.search(match, err)


def test_csv_needs_scores(tmp_path, capsys):
    path = tmp_path / "d.csv"
    path.write_text("label,score\n1,0.5\n0,0.2\n")
    status, _, err = run(capsys, "compare", str(path))
    assert status == 2 and "--scores COL COL" in err


def test_evaluate_ci_json(capsys):
    status, out, _ = run(capsys, "evaluate", "--ci", "--seed", "2", "--bootstrap", "100",
                         "--ci-method", "bca", "--format", "json")
    assert status == 0
    doc = json.loads(out)
    for key in ("auc_roc_ci", "auc_pr_ci", "average_precision_ci"):
        low, high = doc[key]
        assert low < doc[key[:-3]] < high
    assert (doc["ci_level"], doc["ci_method"], doc["n_bootstrap"], doc["seed"]) == (
        0.95, "bca", 100, 2)


def test_evaluate_ci_options(capsys):
    status, out, _ = run(capsys, "evaluate", "--ci", "0.8", "--ci-method", "logit",
                         "--format", "json")
    doc = json.loads(out)
    assert status == 0 and doc["ci_level"] == 0.8 and doc["n_bootstrap"] is None
    status, _, err = run(capsys, "evaluate", "--ci", "--recall-range", "0", "0.5")
    assert status == 2 and "--ci needs the whole curve" in err
    status, out, _ = run(capsys, "evaluate")
    assert "auc_roc_ci" not in out and status == 0  # interval rows only where intervals exist


@pytest.mark.parametrize("test", ["bootstrap", "venkatraman", "specificity"])
def test_a_drawn_seed_is_reported_and_reproduces_the_run(capsys, test):
    """Without --seed, a random test draws a seed and reports it (JSON "seed", a text line);
    rerun with it, the p value is the same (two runs gave p = 0.385 and 0.361, no seed shown)."""
    extra = ["--sensitivity", "0.8"] if test == "specificity" else []
    argv = ["compare", "--test", test, "--bootstrap", "100", "--permutations", "100", *extra]
    status, out, err = run(capsys, *argv, "--format", "json")
    assert status == 0 and err == ""
    doc = json.loads(out)
    seed = doc["seed"]
    assert isinstance(seed, int)
    again = json.loads(run(capsys, *argv, "--seed", str(seed), "--format", "json")[1])
    assert again["pairs"][0]["p_value"] == doc["pairs"][0]["p_value"]
    status, out, _ = run(capsys, *argv)
    assert status == 0 and re.search(r"^Seed (\d+): --seed \1 redraws the ", out, re.M), out


def test_no_seed_when_nothing_is_drawn(capsys):
    analytic = ("--ci-method", "influence-logit")  # DeLong's test, analytic intervals
    status, out, _ = run(capsys, "compare", "--format", "json", *analytic)
    assert status == 0 and json.loads(out)["seed"] is None
    assert "Seed" not in run(capsys, "compare", *analytic)[1]
    status, out, _ = run(capsys, "compare", "--format", "json")  # 174 positives: bootstrap-t
    assert status == 0 and isinstance(json.loads(out)["seed"], int)


def test_permutations_set_venkatraman_and_bootstrap_does_not(capsys):
    """--permutations N is the permutation count (it was --bootstrap, which also set the
    bootstrap replicates)."""
    from numeric.stats import venkatraman_test

    y, scores = load_default_models()
    status, out, _ = run(capsys, "compare", "--test", "venkatraman", "--permutations", "40",
                         "--bootstrap", "7", "--seed", "5", "--format", "json")
    assert status == 0
    doc = json.loads(out)
    want = venkatraman_test(y, scores["logistic_regression"], scores["naive_bayes"],
                            n_permutations=40, random_state=5)
    assert doc["pairs"][0]["p_value"] == want.p_value
    assert (doc["pairs"][0]["p_value"] * 40).is_integer()
