"""The verification report: every verdict of ``rocpr check`` as one page.

``rocpr check --output verdicts.html`` (or ``.md``) writes a summary table on top (per claim: id,
source with its seed line, verdict, method, rigour), then per claim the quoted source sentence
with its file and line, the verdict, method and rigour, the evidence and its numbers, the exact
truth where refuted, what would have turned the verdict, each witness data set the verdict rests
on (:class:`proofs_check.Witness`: a CSV of labels and scores to download, with its areas
recomputed from its integer counts) and the paper's figure where one exists
(:data:`FIGURE_OF`, drawn by :mod:`rocpr.plotting.figures`).

The HTML page is self-contained: figures are inline SVG (:func:`rocpr.render.report.figure_svg`),
witnesses ``data:`` URIs, the style inline; nothing is loaded from the network. A figure shared
by several claims is drawn once and linked from the others. Markdown writes the figures
(``<stem>-<figure>.svg``) and the witnesses (``<stem>-<claim id>-witness-<k>.csv``) beside it.
:func:`write_verdicts` writes every file atomically, and all of them or none.
"""

from __future__ import annotations

import base64
import html
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from proofs_check import Verdict, Witness, selected
from rocpr._docs import docs
from rocpr.io.output import page_format, write_outputs
from rocpr.render.tex import tex_to_unicode

__all__ = [
    "FIGURE_OF",
    "figure_for",
    "reading_words",
    "render_verdicts_html",
    "render_verdicts_markdown",
    "summary_counts",
    "witness_csv",
    "witness_data_uri",
    "write_verdicts",
]

FIGURE_OF: tuple[tuple[str, str], ...] = (
    ("dg2006.fig6", "davis_goadrich_fig6"),
    ("dg2006.sec5", "davis_goadrich_fig7"),
    ("boyd2012.thm1", "boyd_unachievable"),
    ("boyd2012.thm2", "boyd_unachievable"),
    ("boyd2012.unachievable", "boyd_unachievable"),
    ("boyd2012.achievability", "boyd_unachievable"),
    ("mihelich2024.lemma3.7", "mihelich_fig1"),
    ("mihelich2024.demo3.8", "mihelich_fig1"),
    ("mihelich2024.sec3.3.step_functions_dense", "mihelich_fig1"),
    ("mihelich2024.thm3.5", "mihelich_fig2"),
    ("mihelich2024.cor4.1", "mihelich_fig2"),
    ("mihelich2024.thm3.9", "mihelich_fig3"),
    ("mihelich2024.sec4.2", "mihelich_fig3"),
    ("mihelich2024.sec4.1", "mihelich_fig4"),
    ("exact_minimum", "mihelich_fig2"),
)
"""Claim-id prefix (at a dot, :func:`proofs_check.selected`) -> the function of
:data:`rocpr.plotting.figures.FIGURES` that draws the claim; the first match wins."""

_STATUS = {"holds": "holds", "refuted": "REFUTED", "error": "ERROR"}


def figure_for(claim_id: str) -> str | None:
    """The name of the figure (:data:`rocpr.plotting.figures.FIGURES`) drawn for ``claim_id``.

    Examples
    --------
    >>> figure_for("dg2006.fig6.linear"), figure_for("mihelich2024.thm3.5.min")
    ('davis_goadrich_fig6', 'mihelich_fig2')
    >>> figure_for("pr2roc.readme.ratio") is None
    True
    """
    return next((name for prefix, name in FIGURE_OF if selected(claim_id, prefix)), None)


_READING_WORDS = {
    "authors'": "the authors' own",
    "stricter": "stricter than the authors' (a refutation here does not refute the authors)",
    "looser": "looser than the authors' (a confirmation here does not confirm the authors)",
}


def reading_words(reading: str) -> str:
    """Whose reading a verdict checks, in words (:data:`proofs_check.READINGS`).

    Examples
    --------
    >>> reading_words("stricter")
    "stricter than the authors' (a refutation here does not refute the authors)"
    """
    return _READING_WORDS.get(reading, reading)


def _quote(v: Verdict) -> str:
    """The quoted sentence, TeX in Unicode, and where its formula is published if not in it."""
    text = tex_to_unicode(v.quote or v.statement)
    if v.formula_source:
        text += f" [formula absent from the seed text; as published in {v.formula_source}]"
    return text


def summary_counts(verdicts: Sequence[Verdict]) -> dict[str, int]:
    """How many verdicts hold, are refuted, are errors.

    Examples
    --------
    >>> summary_counts([])
    {'holds': 0, 'refuted': 0, 'error': 0}
    """
    return {s: sum(v.status == s for v in verdicts) for s in _STATUS}


def witness_csv(witness: Witness) -> str:
    """The witness data set as CSV: a header ``label,score``, then one row per example.

    Labels are 1 (positive) and 0 (negative); scores are integers, ties as in the data set
    (:meth:`proofs_check.Witness.labels_scores`).

    Examples
    --------
    >>> print(witness_csv(Witness("w", (0, 0, 1), (0, 1, 1))), end="")
    label,score
    0,2
    1,1
    """
    labels, scores = witness.labels_scores()
    rows = "".join(f"{y},{s}\n" for y, s in zip(labels, scores, strict=True))
    return "label,score\n" + rows


def witness_data_uri(witness: Witness) -> str:
    """``data:text/csv;base64,...`` of :func:`witness_csv`: a download link inside the page.

    Examples
    --------
    >>> witness_data_uri(Witness("w", (0, 1), (0, 0)))
    'data:text/csv;base64,bGFiZWwsc2NvcmUKMSwxCg=='
    """
    data = base64.b64encode(witness_csv(witness).encode("ascii")).decode("ascii")
    return f"data:text/csv;base64,{data}"


def _anchor(claim_id: str) -> str:
    return "claim-" + claim_id.replace(".", "-")


def _where(v: Verdict) -> str:
    """``seed.txt, line N`` (or what is known of it)."""
    if v.seed is None:
        return "no seed text"
    return f"{v.seed}, line {v.source_line}" if v.source_line else v.seed


def _witness_file(v: Verdict, k: int) -> str:
    return f"{v.claim_id}-witness-{k}.csv"


def _figures(verdicts: Sequence[Verdict]) -> dict[str, str]:
    """SVG of every figure the verdicts need, each drawn once (matplotlib, loaded here)."""
    from rocpr.plotting.figures import FIGURES
    from rocpr.render.report import figure_svg

    names = list(dict.fromkeys(n for v in verdicts if (n := figure_for(v.claim_id))))
    return {name: figure_svg(FIGURES[name]().figure) for name in names}


_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2em auto;
       max-width: 66em; padding: 0 1em; color: #222; line-height: 1.45; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.8em; border-bottom: 1px solid #ccc; }
h3 { font-size: 1.05em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.9em; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; vertical-align: top; text-align: left; }
th { background: #f2f2f2; }
.holds { color: #1a6b1a; } .refuted { color: #b00020; font-weight: bold; }
.error { color: #8a5a00; font-weight: bold; }
blockquote { margin: 0.5em 0; padding: 0.3em 0.8em; border-left: 4px solid #bbb;
             background: #f8f8f8; }
dl { margin: 0.4em 0; } dt { font-weight: bold; margin-top: 0.3em; } dd { margin-left: 1.5em; }
figure { margin: 0.6em 0; max-width: 40em; } figure svg { width: 100%; height: auto; }
figcaption { font-size: 0.9em; color: #444; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; background: #f6f6f6; }
"""


def render_verdicts_html(verdicts: Sequence[Verdict], *, command: str,
                         figures: Mapping[str, str] | None = None) -> str:
    """The verification report as one self-contained HTML page.

    Parameters
    ----------
    verdicts : sequence of Verdict
        From :func:`proofs_check.run_checks`.
    command : str
        The command that regenerates the page (printed at the end).
    figures : mapping, optional
        Figure name -> inline ``<svg>``; default: every figure :func:`figure_for` names, drawn.

    Returns
    -------
    str

    Examples
    --------
    >>> v = Verdict("x.y", "Paper, Thm 1", "s", "holds", "e = 1", None, "arithmetic", "proof",
    ...             3, "The quoted sentence.")
    >>> page = render_verdicts_html([v], command="rocpr check", figures={})
    >>> page.startswith("<!DOCTYPE html>"), "The quoted sentence." in page, "http" in page
    (True, True, False)
    """
    e = html.escape
    figs = _figures(verdicts) if figures is None else dict(figures)
    n = summary_counts(verdicts)
    parts = [
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        "<title>rocpr verification report</title>", f"<style>{_CSS}</style>", "</head>",
        "<body>", "<h1>rocpr verification report</h1>",
        f'<p id="counts">{len(verdicts)} claims: {n["holds"]} hold, {n["refuted"]} refuted, '
        f'{n["error"]} errors.</p>',
        "<p>A verdict is <em>holds</em> only from positive evidence, <em>refuted</em> only from a "
        "verified counterexample (with the exact truth), <em>error</em> otherwise. Rigour: proof "
        "(symbolic or exact rational arithmetic), validated (interval arithmetic enclosing the "
        "true value), exhaustive, sampled, arithmetic (floating point); it is derived from the "
        "kind of evidence and the claim's quantifier, never typed. Reading: whose reading of the "
        "sentence is checked (the authors' own, or a stricter or looser one).</p>",
        "<h2>Summary</h2>", '<table id="summary">',
        "<tr><th>claim</th><th>source</th><th>verdict</th><th>method</th><th>rigour</th>"
        "<th>reading</th></tr>",
    ]
    for v in verdicts:
        parts.append(
            f'<tr><td><a href="#{_anchor(v.claim_id)}"><code>{e(v.claim_id)}</code></a></td>'
            f"<td>{e(v.source)} ({e(_where(v))})</td>"
            f'<td class="{v.status}">{_STATUS[v.status]}</td><td>{e(v.method)}</td>'
            f"<td>{e(v.rigor)}</td><td>{e(v.reading)}</td></tr>")
    parts += ["</table>", "<h2>Verdicts</h2>"]
    drawn: set[str] = set()
    for v in verdicts:
        parts += [f'<section id="{_anchor(v.claim_id)}">',
                  f"<h3><code>{e(v.claim_id)}</code>: "
                  f'<span class="{v.status}">{_STATUS[v.status]}</span></h3>',
                  f"<p>{e(v.source)}; {e(_where(v))}:</p>",
                  f"<blockquote>{e(_quote(v))}</blockquote>"]
        if v.quote and v.quote != v.statement:
            parts.append(f"<p>Claim as checked: {e(tex_to_unicode(v.statement))}</p>")
        items = [("verdict", _STATUS[v.status]), ("reading", reading_words(v.reading)),
                 ("method", v.method), ("rigour", v.rigor),
                 ("evidence", v.evidence), ("truth", v.truth),
                 ("what would have turned it", v.other_way)]
        parts.append("<dl>" + "".join(f"<dt>{e(k)}</dt><dd>{e(t)}</dd>" for k, t in items if t)
                     + "</dl>")
        if v.witnesses:
            parts.append('<p>Witness data sets (CSV of labels and scores; areas recomputed '
                         'from the integer counts):</p><ul class="witnesses">')
            for k, w in enumerate(v.witnesses, 1):
                parts.append(
                    f'<li><a class="witness" download="{e(_witness_file(v, k))}" '
                    f'href="{witness_data_uri(w)}">{e(_witness_file(v, k))}</a>: {e(w.name)}. '
                    f'<span class="exact">{e(w.exact().describe())}</span></li>')
            parts.append("</ul>")
        name = figure_for(v.claim_id)
        if name is not None and name in figs:
            if name in drawn:
                parts.append(f'<p>Figure: see <a href="#fig-{name}">{e(name)}</a> above.</p>')
            else:
                drawn.add(name)
                parts += [f'<figure id="fig-{name}">', figs[name],
                          f"<figcaption>{e(name)} (rocpr.plotting.figures).</figcaption>",
                          "</figure>"]
        parts.append("</section>")
    parts += ["<h2>Regenerate</h2>", f"<pre>{e(command)}</pre>", "</body>", "</html>"]
    return "\n".join(parts) + "\n"


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_verdicts_markdown(verdicts: Sequence[Verdict], *, command: str,
                             images: Mapping[str, str], witness_prefix: str = "") -> str:
    """The verification report as Markdown; ``images`` maps a figure name to its image file.

    Witnesses link to ``<witness_prefix><claim id>-witness-<k>.csv`` files beside the page.

    Examples
    --------
    >>> v = Verdict("x.y", "Paper, Thm 1", "s", "holds", "e = 1", None, "arithmetic", "proof", 3)
    >>> md = render_verdicts_markdown([v], command="rocpr check", images={})
    >>> "| [`x.y`](#x-y) | Paper, Thm 1 (no seed text) | holds | arithmetic | proof |" in md
    True
    """
    n = summary_counts(verdicts)
    parts = ["# rocpr verification report", "",
             f"{len(verdicts)} claims: {n['holds']} hold, {n['refuted']} refuted, "
             f"{n['error']} errors.", "", "## Summary", "",
             "| claim | source | verdict | method | rigour | reading |",
             "|---|---|---|---|---|---|"]
    for v in verdicts:
        anchor = v.claim_id.replace(".", "-").lower()
        parts.append(f"| [`{v.claim_id}`](#{anchor}) | {_md(v.source)} ({_md(_where(v))}) | "
                     f"{_STATUS[v.status]} | {_md(v.method)} | {v.rigor} | {v.reading} |")
    parts += ["", "## Verdicts"]
    for v in verdicts:
        parts += ["", f'<a id="{v.claim_id.replace(".", "-").lower()}"></a>', "",
                  f"### `{v.claim_id}`: {_STATUS[v.status]}", "",
                  f"{v.source}; {_where(v)}:", "", f"> {_md(_quote(v))}", ""]
        if v.quote and v.quote != v.statement:
            parts += [f"Claim as checked: {tex_to_unicode(v.statement)}", ""]
        for label, t in (("Verdict", _STATUS[v.status]), ("Reading", reading_words(v.reading)),
                         ("Method", v.method),
                         ("Rigour", v.rigor), ("Evidence", v.evidence), ("Truth", v.truth),
                         ("What would have turned it", v.other_way)):
            if t:
                parts.append(f"- **{label}:** {_md(t)}")
        for k, w in enumerate(v.witnesses, 1):
            file = witness_prefix + _witness_file(v, k)
            parts.append(f"- **Witness {k}:** [{file}]({file}): {w.name}. "
                         f"{w.exact().describe()}")
        name = figure_for(v.claim_id)
        if name is not None and name in images:
            parts += ["", f"![{name}]({images[name]})"]
    parts += ["", "## Regenerate", "", "```", command, "```"]
    return "\n".join(parts) + "\n"


@docs
def write_verdicts(path: str | os.PathLike[str], verdicts: Sequence[Verdict], *,
                   command: str) -> list[Path]:
    """Write the verification report to ``path`` (``.html``/``.htm`` or ``.md``).

    HTML is one file. Markdown writes beside it ``<stem>-<figure>.svg`` for each figure and
    ``<stem>-<claim id>-witness-<k>.csv`` for each witness. Every file is rendered first and then
    written atomically (:func:`rocpr.io.output.write_outputs`): on any error no file is touched.

    Returns
    -------
    list of Path
        The files written, the page last.

    %(raises_page_suffix)s

    Examples
    --------
    >>> import pathlib, tempfile
    >>> v = Verdict("x.y", "Paper", "s", "refuted", "e", "t", "arithmetic", "proof",
    ...             witnesses=(Witness("w", (0, 1, 1), (0, 0, 1)),))
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "v.md"
    >>> [f.name for f in write_verdicts(out, [v], command="rocpr check x.y")]
    ['v-x.y-witness-1.csv', 'v.md']
    """
    target = Path(path)
    files: dict[str | os.PathLike[str], str | bytes] = {}
    if page_format(path) == "html":
        files[target] = render_verdicts_html(verdicts, command=command)
    else:
        images: dict[str, str] = {}
        for name, svg in _figures(verdicts).items():
            image = target.with_name(f"{target.stem}-{name}.svg")
            files[image] = svg
            images[name] = image.name
        for v in verdicts:
            for k, w in enumerate(v.witnesses, 1):
                files[target.with_name(f"{target.stem}-{_witness_file(v, k)}")] = witness_csv(w)
        files[target] = render_verdicts_markdown(verdicts, command=command, images=images,
                                                 witness_prefix=f"{target.stem}-")
    write_outputs(files)  # all files or none: replaced only once all are rendered and staged
    return [Path(p) for p in files]
