"""Execute every notebook (jupytext percent-format text files in notebooks/).

Notebooks are kept as text without outputs (as numpy-tutorials does) and must run top to bottom
against the installed package; a failing cell fails this test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.py"))


def test_there_are_notebooks():
    assert NOTEBOOKS, "notebooks/ holds no jupytext .py notebook"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_executes(path, tmp_path):
    first = path.read_text().splitlines()[:8]
    assert any("format_name: percent" in line for line in first), "not a jupytext percent file"
    # The tree under test first (a worktree's code, not another checkout's installed copy).
    root = str(Path(__file__).resolve().parent.parent)
    env = dict(os.environ, MPLBACKEND="Agg",
               PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
    proc = subprocess.run(
        [sys.executable, str(path)], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
