"""Each claim quotes its source: every fragment of its statement (split at
"[...]") is found in the paper's text under /work/shared/seeds, up to OCR noise (hyphenation,
merged words, ligatures); and every registered claim's ``quote`` is found starting on its
``source_line`` in the seed file of its namespace."""

from __future__ import annotations

import bisect
import difflib
import re
from pathlib import Path

import pytest

from proofs_check import SEED_FILES, registered_claims

SEEDS = Path("/work/shared/seeds")
FILES = SEED_FILES
QUOTED = [
    "dg2006.fig6", "dg2006.fig6.linear", "dg2006.sec5.fig7", "dg2006.sec5.optimize",
    "dg2006.interpolation_nonlinear.hull", "dg2006.interpolation_nonlinear.general",
    "boyd2012.degenerate", "boyd2012.aucnpr", "boyd2012.aucnpr.range",
    "mihelich2024.sec4.1.curve_II", "mihelich2024.sec4.1.range.a100",
    "mihelich2024.sec4.1.range.a1",
    "mihelich2024.sec4.2.range.roc", "mihelich2024.sec4.2.range.pr",
    "mihelich2024.sec4.1.balanced", "mihelich2024.sec4.2.pr_implies_roc",
    "mihelich2024.sec4.3.complexity", "pr2roc.readme.ratio", "pr2roc.readme.resample",
    "pr2roc.readme.overestimates.hull",
]


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _located(fragment: str, text: str) -> tuple[float, int]:
    """Best similarity of ``fragment`` with a window of ``text`` anchored at an exact match of
    its first or last 10 letters, and where that window starts."""
    best, where = 0.0, -1
    for anchor, at_start in ((fragment[:10], True), (fragment[-10:], False)):
        for m in re.finditer(re.escape(anchor), text):
            lo = m.start() if at_start else max(m.end() - len(fragment), 0)
            window = text[lo:lo + len(fragment)]
            ratio = difflib.SequenceMatcher(None, fragment, window).ratio()
            if ratio > best:
                best, where = ratio, lo
    return best, where


def _found(fragment: str, text: str) -> float:
    return _located(fragment, text)[0]


def _seed_lines(name: str) -> tuple[str, list[int]]:
    """The seed's letters and the offset in them where each line starts."""
    text, starts = "", []
    for line in (SEEDS / name).read_text(errors="replace").splitlines():
        starts.append(len(text))
        text += _letters(line)
    return text, starts


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not available")
@pytest.mark.parametrize("claim_id", QUOTED)
def test_statement_is_quoted_from_the_source(claim_id):
    c = next(c for c in registered_claims() if c.claim_id == claim_id)
    text = _letters((SEEDS / FILES[claim_id.split(".")[0]]).read_text(errors="replace"))
    for fragment in re.split(r"\[\.\.\.\]", c.statement):
        frag = _letters(fragment)
        if len(frag) >= 20:
            assert _found(frag, text) >= 0.9, (claim_id, fragment)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not available")
@pytest.mark.parametrize("claim_id", [c.claim_id for c in registered_claims()])
def test_quote_is_on_its_source_line(claim_id):
    """The quoted sentence starts on ``source_line`` of the seed (1-based)."""
    c = next(c for c in registered_claims() if c.claim_id == claim_id)
    assert c.seed is not None and isinstance(c.source_line, int) and c.quote, claim_id
    text, starts = _seed_lines(c.seed)
    fragment = next(f for f in map(_letters, re.split(r"\[\.\.\.\]", c.quote)) if len(f) >= 20)
    ratio, where = _located(fragment, text)
    assert ratio >= 0.9, (claim_id, c.quote)
    assert bisect.bisect_right(starts, where) == c.source_line, (claim_id, c.quote)


def test_a_wrong_line_would_be_caught():
    """The line check can fail: the Fig. 6 sentence is not on line 499."""
    text, starts = _seed_lines(SEED_FILES["dg2006"])
    _, where = _located(_letters("Consider a curve (Figure 6) constructed from a single point"),
                        text)
    assert bisect.bisect_right(starts, where) == 500 != 499
