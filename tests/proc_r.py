"""Run R's pROC from a test: write the data, run a script with ``Rscript``, read numbers back.

Every test that uses it skips cleanly when ``Rscript`` or pROC is absent.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest


def require_proc() -> str:
    """The path of ``Rscript``; skip the test when it or pROC is missing."""
    rscript = shutil.which("Rscript")
    if rscript is None:
        pytest.skip("Rscript is not installed")
    probe = subprocess.run([rscript, "-e", "quit(status = !requireNamespace('pROC'))"],
                           capture_output=True, check=False)
    if probe.returncode != 0:
        pytest.skip("the R package pROC is not installed")
    return rscript


def run_proc(script: str, y: np.ndarray, s: np.ndarray) -> list[list[float]]:
    """Run ``script`` with ``library(pROC)``, ``y``/``s`` loaded and ``r <- roc(...)`` built.

    The script prints numbers with ``out(x)`` (one line each, 17 significant digits); the lines
    come back as lists of floats (``NA`` as NaN, ``Inf`` as inf).
    """
    rscript = require_proc()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "d.csv"
        np.savetxt(data, np.column_stack([y, s]), delimiter=",", fmt="%.17g")
        head = (
            "suppressMessages(library(pROC))\n"
            f"d <- read.csv('{data}', header = FALSE)\n"
            "y <- d[, 1]; s <- d[, 2]\n"
            "r <- roc(y, s, levels = c(0, 1), direction = '<', quiet = TRUE)\n"
            "out <- function(x) cat(formatC(as.numeric(x), digits = 17, format = 'g'), '\\n')\n"
        )
        script_file = Path(tmp) / "s.R"
        script_file.write_text(head + script, encoding="utf-8")
        done = subprocess.run([rscript, str(script_file)], capture_output=True, text=True,
                              check=True, timeout=600)
    return [[float(v.replace("NA", "nan")) for v in line.split()]
            for line in done.stdout.splitlines() if line.strip()]
