"""Tests of rocpr.cli.options: the memory pre-check under a container's limit, the data checked
under the options' names, the shared declarations and the drawn seed."""

import argparse

import numpy as np
import pytest

from rocpr.cli.errors import InputError
from rocpr.cli.options import (
    add_format_option,
    add_output_option,
    available_memory,
    cgroup_room,
    check_labels,
    check_memory,
    resolve_seed,
)


def _cgroup(root, files):
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return str(root)


@pytest.mark.parametrize(("files", "room"), [
    ({"memory.max": "1000000\n", "memory.current": "250000\n"}, 750_000),  # cgroup v2
    ({"memory.max": "max\n", "memory.current": "250000\n"}, None),  # v2, no limit
    ({"memory/memory.limit_in_bytes": "5000000\n",
      "memory/memory.usage_in_bytes": "1000000\n"}, 4_000_000),  # cgroup v1
    ({"memory/memory.limit_in_bytes": "9223372036854771712\n"}, None),  # v1's no-limit value
    ({"memory.max": "100\n", "memory.current": "900\n"}, 0),  # over the limit already
    ({}, None),  # no cgroup
])
def test_cgroup_room(tmp_path, files, room):
    assert cgroup_room(_cgroup(tmp_path, files)) == room


def test_memory_check_honours_the_container_limit(tmp_path):
    """In a container whose limit is below the machine's free memory, the pre-check refuses
    what the limit cannot hold (it read /proc/meminfo only)."""
    root = _cgroup(tmp_path, {"memory.max": "64000000\n", "memory.current": "0\n"})
    assert available_memory(root) == min(64_000_000, available_memory("/nonexistent"))
    with pytest.raises(InputError, match=r"--bootstrap 10\*\*7 needs about 640 MB of memory "
                       r"\(64 bytes per replicate\), more than the 64 MB available"):
        check_memory("--bootstrap 10**7", 640_000_000, "64 bytes per replicate",
                     "--bootstrap", available=available_memory(root))


@pytest.mark.parametrize(("value", "labels", "weights", "message"), [
    ("7", [0, 1, 1], None, r"d\.csv: --pos-label must be one of the labels found \[0, 1\], got 7"),
    (None, ["a", "b"], None, r"d\.csv: --pos-label must be given unless the labels are"),
    (None, [0, 1, 2], None, r"d\.csv: --labels must hold at most 2 distinct labels, found "
     r"\[0, 1, 2\]"),
    (None, [0, 1, 1], [1.0, np.nan, 1.0], r"d\.csv: --weights must not be NaN, got nan "
     r"\(at index 1\)"),
    (None, [0, 1, 1], [1.0, 1.0, -2.0], r"--weights must be >= 0, got -2\.0 \(at index 2\)"),
    (None, [0, 1, 1], [1.0, np.inf, 1.0], r"--weights must be finite, got inf"),
    (None, [0, 1, 1], [1e308, 1e308, 1e308], r"--weights must sum to a finite float64 \(at "
     r"most 1\.8e308\) in each class"),
])
def test_check_labels_names_the_options(value, labels, weights, message):
    with pytest.raises(InputError, match=message):
        check_labels(value, np.array(labels), "d.csv", weights)


def test_check_labels_accepts_what_evaluate_accepts():
    assert check_labels("yes", np.array(["no", "yes"]), "d.csv", [1e308, 1e308]) == "yes"
    assert check_labels(None, np.array([0, 1]), "d.csv", [1e-320, 1e300]) is None


def test_one_declaration_of_format_and_output():
    p = argparse.ArgumentParser()
    add_format_option(p)
    add_output_option(p, help="the file")
    assert vars(p.parse_args(["--format", "json", "-o", "x.md"])) == {"format": "json",
                                                                       "output": "x.md"}
    assert p.parse_args(["--out", "y.md"]).output == "y.md"  # the old spelling of two commands
    with pytest.raises(SystemExit):
        p.parse_args(["--format", "latex"])


def test_resolve_seed_draws_a_fresh_reportable_seed():
    assert resolve_seed(3) == 3
    drawn = {resolve_seed(None) for _ in range(5)}
    assert len(drawn) == 5 and all(isinstance(s, int) and 0 <= s < 2**63 for s in drawn)
