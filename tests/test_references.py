"""Every dotted name the documentation cites exists: no stale reference survives a rename.

Scanned: the source of the four packages (docstrings and comments alike), ``docs/*.md``,
``README.md`` (not ``CHANGELOG.md``, which names old names on purpose), ``benchmarks/*.md`` and the
notebooks. A cited name is a Sphinx role
(``:func:`numeric.core.steps.recall_steps```, with or without ``~``) or, in Markdown, a
backticked dotted name (```numeric.bounds.QUANTITIES```) that starts with one of the packages.
Each is resolved by importing its longest module prefix and looking up the rest as attributes.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from pathlib import Path

import pytest
from _helpers import REPO_ROOT

ROOT = REPO_ROOT
PACKAGES = ("analytic", "numeric", "proofs_check", "rocpr")
_NAME = r"(?:" + "|".join(PACKAGES) + r")(?:\.[A-Za-z_][A-Za-z0-9_]*)+"
ROLE = re.compile(r":(?:func|mod|class|data|meth|attr|obj|exc):`~?(" + _NAME + r")`")
BACKTICKED = re.compile(r"(?<![`\w])`(" + _NAME + r")(?:\(\))?`(?!`)")


def _files() -> list[Path]:
    out = [p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")]
    out += [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
    out += sorted((ROOT / "benchmarks").glob("*.md")) + sorted((ROOT / "notebooks").glob("*.py"))
    return sorted(out)


def _citations() -> list[tuple[str, str]]:
    found = []
    for path in _files():
        text = path.read_text(encoding="utf-8")
        names = set(ROLE.findall(text))
        if path.suffix in (".md", ".py"):
            names |= set(BACKTICKED.findall(text))
        found += [(str(path.relative_to(ROOT)), n) for n in sorted(names)]
    return found


@cache
def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            if not hasattr(obj, attr):
                return False
            obj = getattr(obj, attr)
        return True
    return False


def test_references_are_found() -> None:
    """The scanner sees the citations (so the test below can fail)."""
    cited = {name for _, name in _citations()}
    assert len(cited) > 100
    assert "numeric.core.steps.recall_steps" in cited
    assert not _resolves("numeric.bounds.QUANTITIES_GONE")
    assert not _resolves("numeric.report.tables")  # moved to rocpr.render: a stale name fails


def test_every_cited_dotted_name_resolves() -> None:
    stale = [f"{where}: {name}" for where, name in _citations() if not _resolves(name)]
    assert not stale, "stale references:\n" + "\n".join(stale)


@pytest.mark.parametrize("name", ["pr_order_implied_exact", "roc_order_implied_exact"])
def test_removed_functions_are_not_cited(name: str) -> None:
    cited = [where for where in _files() if name in where.read_text(encoding="utf-8")]
    assert not cited, f"{name} is cited in {cited}"
