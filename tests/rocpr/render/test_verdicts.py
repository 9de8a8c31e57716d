"""rocpr.render.verdicts: witness CSVs, the figure map, all-or-none writes."""

from __future__ import annotations

import base64
import html

import pytest

from proofs_check import Verdict, Witness, registered_claims, selected
from proofs_check._exact import count_curve
from rocpr.plotting.figures import FIGURES
from rocpr.render import verdicts as rv

WITNESS = Witness("w", (0, 2, 2, 3), (0, 1, 4, 4))


def _verdict(**kw) -> Verdict:
    base = dict(claim_id="mihelich2024.thm3.5.min", source="Paper, Thm 3.5", statement="s",
                status="refuted", evidence="e", truth="t", method="arithmetic", rigor="proof",
                source_line=7, quote="q", witnesses=(WITNESS,))
    base.update(kw)
    return Verdict(**base)


def test_witness_csv_is_the_data_set_of_the_count_curve():
    rows = rv.witness_csv(WITNESS).splitlines()
    assert rows[0] == "label,score"
    labels = [int(r.split(",")[0]) for r in rows[1:]]
    scores = [int(r.split(",")[1]) for r in rows[1:]]
    assert (sum(labels), len(labels) - sum(labels)) == (3, 4)
    # the count curve, by hand: the top score holds 2 positives and 1 negative, and so on
    assert list(zip(labels, scores, strict=True)) == [(1, 3), (1, 3), (0, 3), (0, 2), (0, 2),
                                                      (0, 2), (1, 1)]
    assert count_curve(labels, scores) == WITNESS.curve()
    uri = rv.witness_data_uri(WITNESS)
    assert base64.b64decode(uri.split(",", 1)[1]).decode() == rv.witness_csv(WITNESS)


@pytest.mark.parametrize(("tp", "fp", "message"), [
    ((0, 1), (0,), "same length"),
    ((1, 2), (0, 0), "start at"),
    ((0, 1, 1), (0, 0, 0), "rise at every vertex"),
])
def test_witness_validates_its_curve(tp, fp, message):
    with pytest.raises(ValueError, match=message):
        Witness("w", tp, fp)


def test_every_figure_prefix_names_a_figure_and_selects_claims():
    ids = [c.claim_id for c in registered_claims()]
    for prefix, name in rv.FIGURE_OF:
        assert name in FIGURES
        assert any(selected(i, prefix) for i in ids), prefix


def test_markdown_writes_all_files_or_none(tmp_path, monkeypatch):
    out = tmp_path / "v.md"
    monkeypatch.setattr(rv, "_figures", lambda verdicts: {"mihelich_fig2": "<svg/>"})
    written = rv.write_verdicts(out, [_verdict()], command="rocpr check")
    assert [p.name for p in written] == ["v-mihelich_fig2.svg",
                                         "v-mihelich2024.thm3.5.min-witness-1.csv", "v.md"]
    before = {p: p.read_text() for p in tmp_path.iterdir()}

    def broken(*args, **kwargs):
        raise RuntimeError("broken on purpose")

    monkeypatch.setattr(rv, "render_verdicts_markdown", broken)
    with pytest.raises(RuntimeError, match="broken on purpose"):
        rv.write_verdicts(out, [_verdict(evidence="changed")], command="rocpr check")
    assert {p: p.read_text() for p in tmp_path.iterdir()} == before  # nothing touched


def test_html_page_shows_each_part_of_a_verdict():
    v = _verdict(other_way="a higher witness", claim_id="x.y")
    page = rv.render_verdicts_html([v], command="rocpr check x.y", figures={})
    for part in ("1 claims: 0 hold, 1 refuted, 0 errors.", "<blockquote>q</blockquote>",
                 "<dt>rigour</dt><dd>proof</dd>", "<dt>truth</dt><dd>t</dd>",
                 "<dt>what would have turned it</dt><dd>a higher witness</dd>",
                 'download="x.y-witness-1.csv"', "AUC-ROC = "):
        assert part in page, part


def test_unknown_suffix_is_an_error(tmp_path):
    with pytest.raises(ValueError, match=r"--output must end in .html or .md, got '.*v.txt'"):
        rv.write_verdicts(tmp_path / "v.txt", [_verdict()], command="rocpr check")
    assert not list(tmp_path.iterdir())


def test_reading_tex_and_formula_source_are_shown():
    v = _verdict(quote="At $AUC'_{ROC} = c$ fixed, $\\frac{a}{1+a}$", reading="stricter",
                 formula_source="Boyd et al. (2012), Thm 2 (ICML proceedings)")
    page = html.unescape(rv.render_verdicts_html([v], command="rocpr check", figures={}))
    assert "AUC'_ROC = c fixed, a/(1+a)" in page and "$" not in page.split("<body>")[1]
    assert "<td>stricter</td>" in page and "a refutation here does not refute the authors" in page
    assert "formula absent from the seed text; as published in Boyd et al. (2012), Thm 2" in page
    md = rv.render_verdicts_markdown([v], command="rocpr check", images={})
    assert "| proof | stricter |" in md and "- **Reading:** stricter than the authors'" in md
    assert "> At AUC'_ROC = c fixed, a/(1+a) [formula absent from the seed text" in md
