"""Run R's pROC from the tests, skipping cleanly when ``Rscript`` or pROC is absent.

:func:`run_proc` writes the given numeric vectors to a JSON file, runs an R script with pROC
loaded and those vectors bound to R variables of the same names, and reads back the named
numeric results the script puts in the list ``out`` (printed with 17 significant digits, so
each double is exact).
"""

from __future__ import annotations

import functools
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest

_PRELUDE = r"""
suppressMessages(library(pROC))
suppressMessages(library(jsonlite))
args <- commandArgs(trailingOnly = TRUE)
.data <- fromJSON(args[1])
for (.k in names(.data)) assign(.k, as.numeric(.data[[.k]]))
out <- list()
"""

_EPILOGUE = r"""
for (.k in names(out)) {
  cat(.k, "=", paste(sprintf("%.17g", as.numeric(out[[.k]])), collapse = ","), "\n", sep = "")
}
"""


@functools.cache
def _proc_available() -> bool:
    if shutil.which("Rscript") is None:
        return False
    proc = subprocess.run(["Rscript", "-e", "library(pROC); library(jsonlite)"],
                          capture_output=True, text=True, check=False)
    return proc.returncode == 0


def require_proc() -> None:
    """Skip the calling test unless ``Rscript`` with pROC and jsonlite is installed."""
    if shutil.which("Rscript") is None:
        pytest.skip("Rscript is not installed")
    if not _proc_available():
        pytest.skip("R package pROC (or jsonlite) is not installed")


def run_proc(script: str, **vectors: object) -> dict[str, np.ndarray]:
    """Run ``script`` (R, with pROC) on ``vectors``; return ``out``'s entries as float arrays."""
    require_proc()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data.json"
        data.write_text(json.dumps({k: np.asarray(v, dtype=float).ravel().tolist()
                                    for k, v in vectors.items()}))
        code = Path(tmp) / "script.R"
        code.write_text(_PRELUDE + script + _EPILOGUE)
        proc = subprocess.run(["Rscript", "--vanilla", str(code), str(data)],
                              capture_output=True, text=True, check=False, timeout=600)
    if proc.returncode != 0:
        raise AssertionError(f"Rscript failed:\n{proc.stderr}")
    result = {}
    for line in proc.stdout.splitlines():
        if "=" in line:
            key, values = line.split("=", 1)
            result[key.strip()] = np.array([float("nan") if v == "NA" else float(v)
                                            for v in values.split(",")])
    return result


def run_proc_on_roc(script: str, y: np.ndarray, s: np.ndarray) -> list[list[float]]:
    """Run ``script`` with pROC, ``y``/``s`` loaded and ``r <- roc(y, s)`` built (controls 0,
    cases 1, ``direction = '<'``).

    The script prints numbers with ``out(x)`` (one line each, 17 significant digits); the lines
    come back as lists of floats (``NA`` as NaN, ``Inf`` as inf).
    """
    require_proc()
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
        done = subprocess.run(["Rscript", "--vanilla", str(script_file)], capture_output=True,
                              text=True, check=True, timeout=600)
    return [[float(v.replace("NA", "nan")) for v in line.split()]
            for line in done.stdout.splitlines() if line.strip()]
