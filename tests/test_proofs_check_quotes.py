"""Each claim added for issue 13 quotes its source: every fragment of its statement (split at
"[...]") is found in the paper's text under /work/shared/seeds (or the copy in the repository's
parent), up to OCR noise (hyphenation, merged words, ligatures)."""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import pytest

from proofs_check import registered_claims

SEEDS = Path("/work/shared/seeds")
FILES = {
    "dg2006": "davis_goadrich_2006.txt",
    "boyd2012": "boyd_costa_davis_page_2012.txt",
    "mihelich2024": "mihelich_castagnos_dognin_2024.txt",
    "pr2roc": "pr2roc_readme.txt",
}
QUOTED = [
    "dg2006.fig6", "dg2006.fig6.linear", "dg2006.sec5.fig7", "dg2006.sec5.optimize",
    "dg2006.interpolation_nonlinear.hull", "dg2006.interpolation_nonlinear.general",
    "boyd2012.degenerate", "boyd2012.aucnpr", "boyd2012.aucnpr.range",
    "mihelich2024.sec4.1.curve_II", "mihelich2024.sec4.1.range.a100",
    "mihelich2024.sec4.1.range.a1",
    "mihelich2024.sec4.2.range.roc", "mihelich2024.sec4.2.range.pr",
    "mihelich2024.sec4.1.balanced", "mihelich2024.sec4.2.pr_implies_roc",
    "mihelich2024.sec4.3.complexity", "pr2roc.readme.ratio", "pr2roc.readme.resample",
    "pr2roc.readme.overestimates",
]


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _found(fragment: str, text: str) -> float:
    """Best similarity of ``fragment`` with a window of ``text`` anchored at an exact match of
    its first or last 10 letters."""
    best = 0.0
    for anchor, at_start in ((fragment[:10], True), (fragment[-10:], False)):
        for m in re.finditer(re.escape(anchor), text):
            lo = m.start() if at_start else max(m.end() - len(fragment), 0)
            window = text[lo:lo + len(fragment)]
            best = max(best, difflib.SequenceMatcher(None, fragment, window).ratio())
    return best


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not available")
@pytest.mark.parametrize("claim_id", QUOTED)
def test_statement_is_quoted_from_the_source(claim_id):
    c = next(c for c in registered_claims() if c.claim_id == claim_id)
    text = _letters((SEEDS / FILES[claim_id.split(".")[0]]).read_text(errors="replace"))
    for fragment in re.split(r"\[\.\.\.\]", c.statement):
        frag = _letters(fragment)
        if len(frag) >= 20:
            assert _found(frag, text) >= 0.9, (claim_id, fragment)
