"""Tests of ``rocpr power``: the numbers are numeric.stats.power's, and the options' errors
name the option."""

import json
import math

import pytest
from _helpers import run_cli

from numeric.stats import sample_size_one_curve


def test_one_curve_sample_size_json(capsys):
    status, out, err = run_cli(capsys, "power", "--auc", "0.8", "--power", "0.9", "--kappa", "2",
                               "--format", "json")
    assert status == 0 and err == ""
    doc = json.loads(out)
    want = sample_size_one_curve(0.8, 0.9, kappa=2.0)
    assert (doc["n_cases"], doc["n_controls"]) == (want.n_cases, want.n_controls)


@pytest.mark.parametrize(("argv", "message"), [
    (["--kappa", "1e308"], "kappa = 1e+308 gives n_controls = kappa n_cases = inf"),
    (["--kappa", "1e-320"], "kappa puts the variance beyond the float range"),
    (["--power", "0.001"], "power must be > 0.0"),
    (["--kappa", "0"], "--kappa must be > 0, got 0.0"),
    (["--auc", "1"], "--auc must be in (0, 1), got 1.0"),
])
def test_out_of_range_is_refused_not_printed_as_inf(capsys, argv, message):
    """--kappa 1e308 or 1e-320 printed null/inf; --power 0.001 printed 1-2 cases."""
    base = {"--auc": "0.75", "--power": "0.8"}
    for option, value in zip(argv[::2], argv[1::2], strict=True):
        base[option] = value
    words = [w for kv in base.items() for w in kv]
    status, out, err = run_cli(capsys, "power", *words, "--format", "json")
    assert status == 2 and out == "" and message in err, err


def test_tiny_sig_level(capsys):
    status, out, err = run_cli(capsys, "power", "--auc", "0.9", "--n-cases", "1e4",
                               "--n-controls", "1e4", "--sig-level", "1e-300", "--format", "json")
    assert status == 0 and err == ""
    assert 0.0 < json.loads(out)["power"] <= 1.0 and not math.isnan(json.loads(out)["power"])
