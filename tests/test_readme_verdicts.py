"""README's verdict table is the registry's (``proofs_check.verdict_table``): it cannot drift.

The block between ``<!-- verdicts:start -->`` and ``<!-- verdicts:end -->`` is written by
``scripts/update_readme_verdicts.py``. The fast tests compare what does not need a run (the ids in
registration order, each source and seed line, the counts sentence against the table's own
verdict column); the slow one runs every check and compares the whole table.
"""

from __future__ import annotations

import importlib.util
import re

import pytest
from _helpers import REPO_ROOT

from proofs_check import Verdict, registered_claims, run_checks, verdict_table

ROOT = REPO_ROOT
README = ROOT / "README.md"
START, END = "<!-- verdicts:start -->", "<!-- verdicts:end -->"


def _script():
    spec = importlib.util.spec_from_file_location(
        "update_readme_verdicts", ROOT / "scripts" / "update_readme_verdicts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _block() -> str:
    text = README.read_text(encoding="utf-8")
    assert text.count(START) == 1 and text.count(END) == 1
    return text[text.index(START) + len(START):text.index(END)].strip("\n")


def _rows() -> list[list[str]]:
    lines = _block().splitlines()
    assert lines[:2] == ["| claim | source | verdict | method | rigour | reading |",
                         "|---|---|---|---|---|---|"]
    return [[c.strip() for c in re.split(r"(?<!\\)\|", ln)[1:-1]] for ln in lines[2:]]


def test_table_lists_every_registered_claim_in_order_with_its_source_line():
    rows = _rows()
    claims = registered_claims()
    assert [r[0] for r in rows] == [f"`{c.claim_id}`" for c in claims]
    for row, c in zip(rows, claims, strict=True):
        where = c.source + (f" (line {c.source_line})" if c.source_line else "")
        assert row[1].replace("\\|", "|") == where


def test_counts_sentence_follows_the_table():
    statuses = [r[2].strip("*") for r in _rows()]
    assert set(statuses) <= {"holds", "refuted", "error"}
    section = README.read_text(encoding="utf-8").split("## What holds and what fails")[1]
    section = " ".join(section.split("\n## ")[0].split())
    assert _script().counts_sentence(statuses) + ":" in section
    assert f"lists the {len(registered_claims())} claim ids" in section


def test_script_rewrites_only_the_block_and_the_counts():
    script = _script()
    text = "a\nlists the 3 claim ids; 1 claim holds, 2 are refuted.\n" \
           f"{START}\nold\n{END}\nz\n"
    v = [Verdict("x.y", "P", "s", "holds", "e", None, "arithmetic", "proof", 2)]
    new = script.updated(text, verdict_table(v), ["holds"])
    assert new == ("a\nlists the 1 claim ids; 1 claim holds, 0 are refuted.\n"
                   f"{START}\n{verdict_table(v)}\n{END}\nz\n")
    with pytest.raises(ValueError, match="exactly one"):
        script.updated("no markers", "t", [])


@pytest.mark.slow
def test_readme_table_equals_the_registry_table():
    """Runs every check (about 20 s of CPU, a minute on a loaded machine)."""
    assert _block() == verdict_table(run_checks())
