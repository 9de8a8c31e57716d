"""One-file reports of scored models: HTML with inline SVG, or Markdown with images beside it.

:func:`build_report` evaluates every score column and places each model inside the bounds at the
data's skew; :func:`render_html` and :func:`render_markdown` write it out; :func:`write_report`
does both steps and writes the file(s) atomically. A report holds

It answers three questions: *which model* (every score column of the input, side by side), *how
sure* (intervals by default -- DeLong for AUC-ROC, :func:`numeric.evaluate`'s default for AUC-PR
and AP -- the pairwise comparison of :func:`numeric.stats.compare`, as ``rocpr compare`` shows it,
and the curves' bootstrap bands) and *how good could it be* (each model's exact position inside
the feasible region at its AUC-ROC). A report holds

* the data summary (n, positives, negatives, prevalence, skew);
* every metric of :func:`numeric.stats.evaluate.evaluate`, with its meaning, and the interval
  rows only where intervals were computed;
* with intervals and two or more models, the pairwise comparison: one sentence per pair that
  answers "which is better, on which area, how sure" (:func:`pair_sentence`), then the
  differences with intervals and p-values (DeLong's paired test; the paired bootstrap or
  influence test) and what the exact bounds imply, explained in one line;
* Boyd et al.'s bounds at this skew (global minimum AUC-PR, minimum AP), and at each model's
  AUC-ROC the exact minimum, Mihelich et al.'s claimed minimum and Thm 3.5's maximum, with the
  model's AUC-PR as a fraction of the exact range
  (:func:`rocpr.plotting.models.region_position`);
* the PR, ROC and region figures (:func:`rocpr.plotting.models.model_figure`, which draws
  through the Display classes), with the pointwise and simultaneous bootstrap bands and the
  interval crosses when intervals are on;
* the command that regenerates it.

The HTML loads nothing from the network: styles are inline and the figures are inline SVG (text
kept as text, so the numbers in the legends are searchable).
"""

from __future__ import annotations

import datetime
import html
import io
import math
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from numeric.bounds.exact_minimum import auc_pr_min_exact
from numeric.bounds.mihelich import auc_pr_max, auc_pr_min_mihelich, global_min_auc_pr
from numeric.bounds.order import ImpliedOrder
from numeric.data.evaluation import INTERVAL_KEYS, Evaluation
from numeric.stats.compare import Comparison, PairComparison, compare
from rocpr._docs import docs
from rocpr.io.models import ScoredModels, evaluate_model
from rocpr.io.output import atomic_write_text, check_output_path, page_format, write_outputs
from rocpr.plotting.models import ModelCurves, model_curves, model_figure, region_position
from rocpr.progress import progress
from rocpr.render.results import (
    DESCRIPTIONS,
    cell,
    comparison_note,
    comparison_tables,
    format_number,
)

if TYPE_CHECKING:  # pragma: no cover - matplotlib loads on first figure
    from matplotlib.figure import Figure

__all__ = [
    "IMPLIED_NOTE",
    "ModelPlacement",
    "Report",
    "build_report",
    "figure_svg",
    "p_text",
    "pair_rows",
    "pair_sentence",
    "render_html",
    "render_markdown",
    "report_paths",
    "write_report",
]

_SUMMARY = ("n", "n_pos", "n_neg", "prevalence", "skew")
_FIGURE_TITLES = {
    "pr": "PR curves: correct (Davis & Goadrich) interpolation, achievable curves (dashed), "
          "Boyd et al.'s minimum PR curve and the unachievable region (with intervals: "
          "pointwise and simultaneous bootstrap bands over recall)",
    "roc": "ROC curves with their convex hulls (with intervals: pointwise and simultaneous "
           "bootstrap bands over FPR)",
    "region": "The feasible (AUC-ROC, AUC-PR) region at this skew: exact minimum to Thm 3.5's "
              "maximum, with Mihelich et al.'s claimed minimum (dashed) and each model",
}


@dataclass(frozen=True)
class ModelPlacement:
    """Where one model sits inside the bounds at its AUC-ROC.

    Attributes
    ----------
    name : str
    evaluation : Evaluation
    auc_pr_min : float
        Exact minimum AUC-PR at the model's AUC-ROC and the data's skew.
    auc_pr_min_mihelich : float
        Mihelich et al.'s claimed minimum (Thm 3.5) there.
    auc_pr_max : float
        Thm 3.5's maximum there.
    position : float
        ``(auc_pr - auc_pr_min)/(auc_pr_max - auc_pr_min)``: 0 on the exact minimum, 1 on the
        maximum; NaN where undefined.
    """

    name: str
    evaluation: Evaluation
    auc_pr_min: float
    auc_pr_min_mihelich: float
    auc_pr_max: float
    position: float


@dataclass(frozen=True)
class Report:
    """Everything a report shows, as numbers and text (figures are drawn when rendering).

    Attributes
    ----------
    source : str
    command : str
        The command line that regenerates the report.
    summary : Evaluation
        The first model's evaluation (its class counts are the data's).
    global_min_auc_pr : float
        Boyd et al.'s minimum AUC-PR at this skew (Thm 2).
    models : tuple of ModelPlacement
    curves : tuple
        The :class:`rocpr.plotting.models.ModelCurves` of each model (for the figures).
    created : str
        UTC time stamp.
    comparison : Comparison or None
        The pairwise comparison (:func:`numeric.stats.compare`), with intervals and two or more
        models.
    """

    source: str
    command: str
    summary: Evaluation
    global_min_auc_pr: float
    models: tuple[ModelPlacement, ...]
    curves: tuple[ModelCurves, ...]
    created: str
    comparison: Comparison | None = None


def _meaning(name: str) -> str:
    """The meaning of an ``Evaluation`` field: the CLI's description, else its docstring."""
    if name in DESCRIPTIONS:
        return DESCRIPTIONS[name]
    doc = Evaluation.__doc__ or ""
    m = re.search(rf"^\s*{re.escape(name)}\s*:[^\n]*\n\s+([^\n]+)", doc, re.MULTILINE)
    if m is None:  # fields documented together ("n_pos, n_neg : float")
        m = re.search(rf"^\s*[\w, ]*\b{re.escape(name)}\b[\w, ]*:[^\n]*\n\s+([^\n]+)", doc,
                      re.MULTILINE)
    return m.group(1).strip() if m else ""


def _finite(x: float) -> bool:
    return isinstance(x, float) and math.isfinite(x)


def build_report(models: ScoredModels, *, pos_label: object = None, command: str,
                 ci: float | None = None, n_bootstrap: int = 2000,
                 seed: int | None = None, band_bootstrap: int = 500) -> Report:
    """Evaluate every model of ``models``, compare them and place each inside the bounds.

    Parameters
    ----------
    models : ScoredModels
        From :func:`rocpr.io.models.read_models`.
    pos_label : label, optional
        As for :func:`numeric.stats.evaluate.evaluate`.
    command : str
        The command line that regenerates the report.
    ci : float, optional
        Confidence level of the intervals (listed, drawn as crosses), of the curves' bootstrap
        bands and, for two or more models, of the pairwise comparison. None: none of them.
    n_bootstrap : int, default=2000
        Bootstrap replicates of the AUC-PR and AP intervals and of the comparison.
    seed : int, optional
        Seed of every bootstrap (the same seed gives the same report).
    band_bootstrap : int, default=500
        Bootstrap replicates of the curve bands.

    Returns
    -------
    Report

    Raises
    ------
    ValueError
        If the data hold a single class (nothing to draw), naming the source.

    References
    ----------
    Boyd et al. (ICML 2012), Thm 2-3; Mihelich et al. (ICML 2024), Thm 3.5; the exact minimum
    (``docs/exact_minimum.md``); DeLong, DeLong & Clarke-Pearson (1988).

    Examples
    --------
    >>> from rocpr.io.models import read_models
    >>> r = build_report(read_models(None), command="rocpr report --output r.html")
    >>> p = r.models[0]
    >>> p.auc_pr_min < p.auc_pr_min_mihelich < p.evaluation.auc_pr < p.auc_pr_max
    True
    >>> round(p.position, 4), r.comparison is None
    (0.2914, True)
    """
    w = models.sample_weight
    ready: dict[str, Evaluation] = {}
    comparison = None
    if ci is not None and len(models.scores) >= 2:
        try:
            comparison = compare(models.y_true, models.scores, sample_weight=w,
                                 pos_label=pos_label, level=ci, n_bootstrap=n_bootstrap,
                                 random_state=seed)
        except ValueError as exc:
            raise ValueError(f"{models.source}: {exc}") from None
        ready = dict(zip(comparison.names, comparison.models, strict=True))
    placements, curves = [], []
    for name, y_score in progress(list(models.scores.items()), "report: models"):
        e = ready.get(name) or evaluate_model(models, name, pos_label=pos_label, ci=ci,
                                              n_bootstrap=n_bootstrap, random_state=seed)
        try:
            c = model_curves(name, models.y_true, y_score, sample_weight=w, pos_label=pos_label,
                             evaluation=e, band=ci, n_bootstrap=band_bootstrap,
                             random_state=seed)
        except ValueError as exc:
            raise ValueError(f"{models.source}: {exc}") from None
        a, r = e.skew, e.auc_roc
        placements.append(ModelPlacement(
            name, e, float(auc_pr_min_exact(skew=a, auc_roc=r)),
            float(auc_pr_min_mihelich(a, r)), float(auc_pr_max(a, r)), region_position(e)))
        curves.append(c)
    first = placements[0].evaluation
    created = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return Report(models.source, command, first, float(global_min_auc_pr(first.skew)),
                  tuple(placements), tuple(curves), created, comparison)


def figure_svg(fig: Figure) -> str:
    """A matplotlib figure as an inline ``<svg>`` element (text kept as text, no XML prolog).

    Examples
    --------
    >>> from rocpr.plotting.curves import new_figure
    >>> fig, ax = new_figure()
    >>> _ = ax.set_title("AUC 0.5")
    >>> svg = figure_svg(fig)
    >>> svg.startswith("<svg"), "AUC 0.5" in svg
    (True, True)
    """
    import matplotlib

    buf = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "rocpr"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    return text[text.index("<svg"):]


def _metric_rows(report: Report) -> list[tuple[str, list[str], str]]:
    """One row per metric; none for a field that no model has (``n_bootstrap`` and ``seed``
    without a bootstrap, the intervals without intervals)."""
    records = [p.evaluation.as_mapping() for p in report.models]
    names = [k for k in records[0] if k not in _SUMMARY
             and not (k in INTERVAL_KEYS and report.summary.intervals is None)
             and any(r[k] is not None for r in records)]
    return [(k, [cell(r[k]) for r in records], _meaning(k)) for k in names]


_AREAS = (("auc_roc", "AUC-ROC"), ("auc_pr", "AUC-PR"), ("average_precision", "AP"))

#: The one line under the pairs table that says what "implied" means.
IMPLIED_NOTE = ("Implied: whether one area's order alone forces the other's at this skew (the "
                "exact bounds of the other area at the two values do not overlap, Mihelich et "
                "al. Cor. 4.1); \"no\": they overlap, so either order of the other area was "
                "possible.")


def p_text(p: float) -> str:
    """A p-value for a sentence: ``p = 0.026``, ``p < 1e-33`` below 1e-4, ``p n/a`` for NaN.

    Examples
    --------
    >>> p_text(0.02634), p_text(2.76e-34), p_text(0.0), p_text(float("nan"))
    ('p = 0.026', 'p < 1e-33', 'p < 1e-300', 'p n/a')
    """
    if not math.isfinite(p):
        return "p n/a"
    if p < 1e-4:
        k = 300 if p <= 0 else min(300, math.floor(-math.log10(p)))
        return f"p < 1e-{k}"
    return f"p = {p:.2g}"


def _join(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def pair_sentence(pair: PairComparison, level: float) -> str:
    """One sentence on a pair: which model is better on which area, and how sure.

    An area counts as different when its two-sided p-value is below ``1 - level`` (the
    intervals' level); the sign of ``a - b`` names the better model.

    Examples
    --------
    >>> import numpy as np
    >>> from numeric.stats.compare import compare
    >>> rng = np.random.default_rng(0)
    >>> y = (rng.random(3000) < 0.3).astype(int)
    >>> c = compare(y, {"forest": y + rng.normal(0, 0.5, y.size),
    ...                 "logreg": y + rng.normal(0, 2.0, y.size)})
    >>> pair_sentence(c.pairs[0], c.level)
    'forest is better than logreg on all three areas (p < 1e-97).'
    """
    alpha = 1.0 - level
    wins: dict[str, list[tuple[str, float]]] = {}
    even: list[tuple[str, float]] = []
    for key, label in _AREAS:
        test = getattr(pair, key)
        d, p = test.difference.estimate, test.p_value
        if p < alpha and d != 0:
            wins.setdefault(pair.a if d > 0 else pair.b, []).append((label, p))
        else:
            even.append((label, p))
    if len(wins) == 1 and not even:
        (winner, items), = wins.items()
        loser = pair.b if winner == pair.a else pair.a
        return (f"{winner} is better than {loser} on all three areas "
                f"({p_text(max(p for _, p in items))}).")
    if not wins:
        ps = ", ".join(f"{label} {p_text(p)}" for label, p in even)
        return f"No area differs between {pair.a} and {pair.b} ({ps})."
    parts = []
    for winner, items in wins.items():
        loser = pair.b if winner == pair.a else pair.a
        ps = ", ".join(p_text(p) for _, p in items)
        parts.append(f"{winner} is better than {loser} on {_join([lb for lb, _ in items])} "
                     f"({ps})")
    if even:
        ps = ", ".join(p_text(p) for _, p in even)
        parts.append(f"no difference on {_join([lb for lb, _ in even])} ({ps})")
    return "; ".join(parts) + "."


def _implied(order: ImpliedOrder | None) -> str:
    if order is None:
        return "n/a"
    return {"model 1 >= model 2 implied": "a >= b",
            "model 2 >= model 1 implied": "b >= a"}.get(order.verdict, "no")


def pair_rows(comparison: Comparison) -> tuple[list[str], list[list[str]]]:
    """The report's pairs table, one row per pair and area: ``(header, rows)``.

    Columns: the pair, the area, ``a - b`` with its interval, z (AUC-ROC), p, and whether the
    other area's order implies this one's (:data:`IMPLIED_NOTE`).

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> header, rows = pair_rows(r)
    >>> header[:3], [row[1] for row in rows]
    (['pair', 'area', 'a - b [95% CI]'], ['AUC-ROC', 'AUC-PR', 'AP'])
    """
    lv = f"{100 * comparison.level:g}%"
    header = ["pair", "area", f"a - b [{lv} CI]", "z", "p", "implied by the other area"]
    rows = []
    for pair in comparison.pairs:
        implied = {"auc_roc": _implied(pair.implied_by_auc_pr),
                   "auc_pr": _implied(pair.implied_by_auc_roc), "average_precision": "n/a"}
        for i, (key, label) in enumerate(_AREAS):
            test = getattr(pair, key)
            d = test.difference
            z = getattr(test, "z", None)
            rows.append([f"{pair.a} - {pair.b}" if i == 0 else "", label,
                         f"{cell(d.estimate)} [{cell(d.low)}, {cell(d.high)}]",
                         "" if z is None else format_number(z, 3),
                         format_number(test.p_value, 3), implied[key]])
    return header, rows


def _bound_rows(report: Report) -> list[tuple[str, list[str], str]]:
    rows = [
        ("auc_roc", lambda p: p.evaluation.auc_roc, "the model's AUC-ROC"),
        ("auc_pr", lambda p: p.evaluation.auc_pr, "the model's AUC-PR (exact interpolation)"),
        ("exact minimum AUC-PR", lambda p: p.auc_pr_min,
         "lowest AUC-PR any ranking with this AUC-ROC can have, at this skew (exact)"),
        ("claimed minimum AUC-PR", lambda p: p.auc_pr_min_mihelich,
         "Mihelich et al. (2024), Thm 3.5 minimum: too high, data sets exist below it"),
        ("maximum AUC-PR", lambda p: p.auc_pr_max,
         "highest AUC-PR at this AUC-ROC and skew (Mihelich et al. Thm 3.5, holds)"),
        ("position in the exact range", lambda p: p.position,
         "(AUC-PR - exact minimum)/(maximum - exact minimum): 0 = worst, 1 = best possible "
         "AUC-PR for this AUC-ROC"),
    ]
    return [(name, [cell(fn(p)) for p in report.models], meaning) for name, fn, meaning in rows]


def _comparison_intro(report: Report) -> str:
    c = report.comparison
    assert c is not None
    method = c.models[0].intervals.method if c.models[0].intervals is not None else ""
    how = (f"{c.n_bootstrap} bootstrap replicates ({method}), seed {c.seed}"
           if method in ("bca", "percentile", "bootstrap-t") else
           f"analytic intervals ({method})")
    return (f"Every pair of models on the same samples: {100 * c.level:g}% intervals, {how}. "
            + comparison_note(c))


def _summary_rows(report: Report) -> list[tuple[str, str, str]]:
    e = report.summary
    return [(k, cell(getattr(e, k)), _meaning(k)) for k in _SUMMARY] + [
        ("global minimum AUC-PR", cell(report.global_min_auc_pr),
         "Boyd et al. (2012) Thm 2: the AUC-PR of the worst ranking at this skew"),
        ("minimum AP", cell(e.average_precision_min),
         "Boyd et al. (2012) Thm 3: the average precision of the worst ranking"),
    ]


def _figures(report: Report, kinds: Sequence[str]) -> dict[str, Figure]:
    return {k: model_figure(report.curves, kind=k)
            for k in progress(list(kinds), "report: figures")}


_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2em auto;
       max-width: 64em; padding: 0 1em; color: #222; line-height: 1.45; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.8em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.92em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; vertical-align: top; }
th { background: #f2f2f2; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; font-family: ui-monospace,
         "DejaVu Sans Mono", monospace; white-space: nowrap; }
.table { overflow-x: auto; }
table.pairs td:nth-child(2) { white-space: nowrap; }
ul.verdicts li { margin: 0.2em 0; }
.figures { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
figure { margin: 0; flex: 1 1 20em; max-width: 30em; }
figcaption { font-size: 0.9em; color: #444; }
figure svg { width: 100%; height: auto; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; background: #f6f6f6; }
pre { padding: 0.6em; overflow-x: auto; }
"""


def _html_table(header: Sequence[str], rows: Sequence[Sequence[str]], numeric: set[int],
                css_class: str | None = None) -> str:
    e = html.escape
    out = ['<div class="table"><table' + (f' class="{css_class}"' if css_class else "") + ">",
           "<tr>" + "".join(f"<th>{e(h)}</th>" for h in header) + "</tr>"]
    for row in rows:
        cells = "".join(f'<td class="num">{e(c)}</td>' if i in numeric else f"<td>{e(c)}</td>"
                        for i, c in enumerate(row))
        out.append(f"<tr>{cells}</tr>")
    out.append("</table></div>")
    return "\n".join(out)


def render_html(report: Report, *, kinds: Sequence[str] = ("pr", "roc", "region")) -> str:
    """The report as one self-contained HTML page (inline CSS and SVG, no network resource).

    Examples
    --------
    >>> from rocpr.io.models import read_models
    >>> page = render_html(build_report(read_models(None), command="rocpr report"), kinds=())
    >>> page.startswith("<!DOCTYPE html>"), "0.854018" in page, "http" in page
    (True, True, False)
    """
    e = html.escape
    names = [p.name for p in report.models]
    k = len(names)
    parts = [
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        f"<title>rocpr report: {e(report.source)}</title>", f"<style>{_CSS}</style>",
        "</head>", "<body>",
        f"<h1>rocpr report: {e(report.source)}</h1>",
        f"<p>{k} model{'s' if k > 1 else ''} ({e(', '.join(names))}), made {e(report.created)}."
        "</p>",
        "<h2>Data</h2>",
        _html_table(("quantity", "value", "meaning"), _summary_rows(report), {1}),
        "<h2>Which model: every metric</h2>",
        "<p>Every metric of <code>evaluate</code>, one column per model.</p>",
        _html_table(("metric", *names, "meaning"),
                    [(m, *vals, meaning) for m, vals, meaning in _metric_rows(report)],
                    set(range(1, k + 1))),
    ]
    if report.comparison is not None:
        c = report.comparison
        mh, mrows, _, _ = comparison_tables(c)
        ph, prows = pair_rows(c)
        parts += ["<h2>Which model, how sure: pairwise comparison</h2>",
                  '<ul class="verdicts">',
                  *(f"<li>{e(pair_sentence(p, c.level))}</li>" for p in c.pairs), "</ul>",
                  f"<p>{e(_comparison_intro(report))}</p>",
                  _html_table(mh, mrows, set(range(1, len(mh)))),
                  _html_table(ph, prows, {2, 3, 4}, "pairs"), f"<p>{e(IMPLIED_NOTE)}</p>"]
    parts += [
        "<h2>How good could it be: where each model sits inside the bounds</h2>",
        f"<p>At skew a = N-/N+ = {cell(report.summary.skew)} and each model's AUC-ROC, the "
        "AUC-PR of any ranking lies between the exact minimum and Thm 3.5's maximum.</p>",
        _html_table(("quantity", *names, "meaning"),
                    [(m, *vals, meaning) for m, vals, meaning in _bound_rows(report)],
                    set(range(1, k + 1))),
    ]
    if kinds:
        parts += ["<h2>Figures</h2>", '<div class="figures">']
        for kind, fig in _figures(report, kinds).items():
            parts += ["<figure>", figure_svg(fig),
                      f"<figcaption>{e(_FIGURE_TITLES[kind])}.</figcaption>", "</figure>"]
        parts.append("</div>")
    parts += ["<h2>Regenerate</h2>", f"<pre>{e(report.command)}</pre>", "</body>", "</html>"]
    return "\n".join(parts) + "\n"


def _md_table(header: Sequence[str], rows: Sequence[Sequence[str]], numeric: set[int]) -> str:
    def cell(s: str) -> str:
        return s.replace("|", "\\|")

    align = "|" + "|".join("---:" if i in numeric else "---" for i in range(len(header))) + "|"
    lines = ["| " + " | ".join(map(cell, header)) + " |", align]
    lines += ["| " + " | ".join(map(cell, row)) + " |" for row in rows]
    return "\n".join(lines)


def render_markdown(report: Report, images: Mapping[str, str]) -> str:
    """The report as Markdown; ``images`` maps a figure kind to the image file it links to.

    Examples
    --------
    >>> from rocpr.io.models import read_models
    >>> md = render_markdown(build_report(read_models(None), command="rocpr report"),
    ...                      {"pr": "r-pr.svg"})
    >>> "![PR curves" in md, "| auc_roc | 0.854018 |" in md
    (True, True)
    """
    names = [p.name for p in report.models]
    k = len(names)
    parts = [
        f"# rocpr report: {report.source}", "",
        f"{k} model{'s' if k > 1 else ''} ({', '.join(names)}), made {report.created}.", "",
        "## Data", "", _md_table(("quantity", "value", "meaning"), _summary_rows(report), {1}),
        "", "## Which model: every metric", "",
        _md_table(("metric", *names, "meaning"),
                  [(m, *v, meaning) for m, v, meaning in _metric_rows(report)],
                  set(range(1, k + 1))),
    ]
    if report.comparison is not None:
        c = report.comparison
        mh, mrows, _, _ = comparison_tables(c)
        ph, prows = pair_rows(c)
        parts += ["", "## Which model, how sure: pairwise comparison", "",
                  *(f"* {pair_sentence(p, c.level)}" for p in c.pairs), "",
                  _comparison_intro(report), "", _md_table(mh, mrows, set(range(1, len(mh)))),
                  "", _md_table(ph, prows, {2, 3, 4}), "", IMPLIED_NOTE]
    parts += [
        "", "## How good could it be: where each model sits inside the bounds", "",
        _md_table(("quantity", *names, "meaning"),
                  [(m, *v, meaning) for m, v, meaning in _bound_rows(report)],
                  set(range(1, k + 1))),
    ]
    if images:
        parts += ["", "## Figures"]
        for kind, file in images.items():
            parts += ["", f"![{_FIGURE_TITLES[kind]}]({file})"]
    parts += ["", "## Regenerate", "", "```", report.command, "```"]
    return "\n".join(parts) + "\n"


@docs
def write_report(path: str | os.PathLike[str], report: Report) -> list[Path]:
    """Write ``report`` to ``path`` (``.html``/``.htm`` or ``.md``); return the files written.

    A Markdown report writes its figures beside it as ``<stem>-pr.svg``, ``<stem>-roc.svg`` and
    ``<stem>-region.svg``. Every file is written atomically.

    %(raises_page_suffix)s

    Examples
    --------
    >>> import tempfile, pathlib
    >>> from rocpr.io.models import read_models
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "r.md"
    >>> files = write_report(out, build_report(read_models(None), command="rocpr report"))
    >>> [f.name for f in files]
    ['r-pr.svg', 'r-roc.svg', 'r-region.svg', 'r.md']
    """
    target = Path(path)
    page = page_format(path)
    for p in report_paths(target):  # every path checked before any work
        check_output_path(p)
    if page == "html":
        atomic_write_text(target, render_html(report))
        return [target]
    files: dict[str | os.PathLike[str], str | bytes] = {}
    images = {}
    for kind, fig in _figures(report, ("pr", "roc", "region")).items():
        image = target.with_name(f"{target.stem}-{kind}.svg")
        files[image] = figure_svg(fig)
        images[kind] = image.name
    files[target] = render_markdown(report, images)
    write_outputs(files)  # all four files or none
    return [Path(p) for p in files]


def report_paths(path: str | os.PathLike[str]) -> list[Path]:
    """The files :func:`write_report` writes for ``path``: the report and, for Markdown, its
    figures ``<stem>-pr.svg``, ``<stem>-roc.svg``, ``<stem>-region.svg`` (first).

    Examples
    --------
    >>> [p.name for p in report_paths("r.md")], [p.name for p in report_paths("r.html")]
    (['r-pr.svg', 'r-roc.svg', 'r-region.svg', 'r.md'], ['r.html'])
    """
    target = Path(path)
    if target.suffix.lower() != ".md":
        return [target]
    return [*(target.with_name(f"{target.stem}-{k}.svg") for k in ("pr", "roc", "region")),
            target]
