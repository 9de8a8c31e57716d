"""Assertions shared by several test modules."""

import dataclasses
import math
from pathlib import Path

import numpy as np
import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
"""The repository's root (README.md, docs/, the packages), wherever a test module sits."""


def assert_same_fields(got, want, rel=1e-12, abs_tol=0.0):
    """Every field of two dataclass instances (two evaluations, say) equal: floats to ``rel``
    (and ``abs_tol``) with NaN in the same places, anything else exactly."""
    for f in dataclasses.fields(want):
        a, b = getattr(got, f.name), getattr(want, f.name)
        if isinstance(b, float) and math.isnan(b):
            assert math.isnan(a), f.name
        elif isinstance(b, float):
            assert a == pytest.approx(b, rel=rel, abs=abs_tol), f.name
        else:
            assert a == b, f.name


def run_cli(capsys, *argv):
    """Run ``rocpr`` with the words ``argv`` (each made a string); its exit status, standard
    output and standard error."""
    from rocpr.cli import main

    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


def write_csv(path, columns):
    """Write ``columns`` (name -> values, all of one length) to ``path`` as CSV with a header row;
    floats as their shortest round-trip repr, anything else as ``str``. Returns ``path``."""
    def cell(v):
        return repr(float(v)) if isinstance(v, float | np.floating) else str(v)

    rows = zip(*columns.values(), strict=True)
    lines = [",".join(columns), *(",".join(cell(v) for v in row) for row in rows)]
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
