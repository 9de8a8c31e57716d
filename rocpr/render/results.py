"""Results as text, Markdown or JSON: evaluations, multi-class evaluations, operating points and
comparisons, with one table layout, one number formatter (:func:`rocpr.render.format_number`) and
one JSON encoder (:func:`rocpr.render.dumps_json`).

JSON keys are the command line's contract (``rocpr evaluate``, ``compare``, ``thresholds``); the
text and Markdown tables show a row only where a value exists (no interval rows without
intervals).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Literal

from numeric.data.evaluation import INTERVAL_KEYS, Evaluation
from rocpr.render.encoding import JsonValue, dumps_json, to_jsonable
from rocpr.render.numbers import format_number

if TYPE_CHECKING:  # annotations only: rendering one result loads no other result's module
    from numeric.bounds.order import ImpliedOrder
    from numeric.confidence import ConfidenceInterval
    from numeric.data.multiclass import MulticlassEvaluation
    from numeric.data.operating_points import OperatingPoint
    from numeric.stats.compare import Comparison
    from numeric.stats.coords_ci import CoordinatesAt, CoordsIntervals

__all__ = [
    "DESCRIPTIONS",
    "POINT_AT_KEYS",
    "OutputFormat",
    "cell",
    "comparison_json",
    "comparison_note",
    "comparison_tables",
    "describe",
    "format_comparison",
    "format_evaluation",
    "format_multiclass",
    "format_points",
    "table_lines",
]

OutputFormat = Literal["text", "json", "md"]

DESCRIPTIONS = {
    "n": "samples",
    "n_pos": "positives (weighted)",
    "n_neg": "negatives (weighted)",
    "prevalence": "N+/N",
    "skew": "a = N-/N+",
    "recall_range": "recall range of the areas",
    "auc_roc": "AUC-ROC (trapezoids = Mann-Whitney)",
    "auc_pr": "AUC-PR, exact Davis-Goadrich interpolation",
    "auc_pr_dg_steps": "AUC-PR, Davis-Goadrich unit steps + trapezoids",
    "average_precision": "average precision (step sum)",
    "global_min_auc_pr": "Boyd's minimum AUC-PR (Thm 2 / Cor 4)",
    "average_precision_min": "Boyd's minimum AP (Thm 3)",
    "auc_npr": "AUCNPR, normalized AUC-PR",
    "auc_roc_ci": "confidence interval of AUC-ROC",
    "auc_pr_ci": "confidence interval of AUC-PR (exact)",
    "average_precision_ci": "confidence interval of AP",
    "ci_level": "confidence level",
    "ci_method": "interval method of AUC-PR and AP",
    "auc_roc_ci_method": "interval method of AUC-ROC",
    "n_bootstrap": "stratified bootstrap replicates",
    "seed": "random seed (reproduces the bootstrap)",
    "max_fpr": "FPR limit of auc_roc_max_fpr",
    "auc_roc_max_fpr": "partial AUC-ROC over FPR in [0, max_fpr], McClish-standardised",
    "fpr_range": "FPR range of auc_roc_fpr_range",
    "auc_roc_fpr_range": "partial AUC-ROC over the FPR range, McClish-standardised",
    "tpr_range": "TPR (sensitivity) range of auc_roc_tpr_range",
    "auc_roc_tpr_range": "partial AUC-ROC over the TPR range, McClish-corrected (pROC)",
    "auc_roc_max_fpr_ci": "bootstrap interval of auc_roc_max_fpr",
    "auc_roc_fpr_range_ci": "bootstrap interval of auc_roc_fpr_range",
    "auc_roc_tpr_range_ci": "bootstrap interval of auc_roc_tpr_range",
}
"""What each key of ``rocpr evaluate`` means (the text and Markdown tables, the report)."""

# What a field means when the areas are restricted to a recall sub-range.
_PARTIAL = {
    "auc_roc": "partial AUC-ROC: area under 1 - FPR over TPR (= recall) in the range",
    "auc_pr": "AUC-PR over the recall range, exact Davis-Goadrich interpolation",
    "auc_pr_dg_steps": "AUC-PR over the recall range, Davis-Goadrich unit steps",
    "average_precision": "average precision over the recall range (step sum)",
    "global_min_auc_pr": "Boyd's minimum AUC-PR over the recall range (Cor 4)",
    "average_precision_min": "Boyd's minimum AP (Thm 3): whole curve only, NaN on a sub-range",
    "auc_npr": "AUCNPR over the recall range",
}


def describe(key: str, recall_range: Sequence[float] = (0.0, 1.0)) -> str:
    """The meaning of an evaluation key (on a recall sub-range where that changes it).

    Examples
    --------
    >>> describe("auc_npr"), describe("auc_npr", (0.0, 0.5))
    ('AUCNPR, normalized AUC-PR', 'AUCNPR over the recall range')
    """
    if tuple(recall_range) != (0.0, 1.0) and key in _PARTIAL:
        return _PARTIAL[key]
    return DESCRIPTIONS.get(key, "")


def cell(value: object) -> str:
    """A value as a table cell: numbers by :func:`format_number`, lists as ``[a, b]``, ``None``
    as ``-``.

    Examples
    --------
    >>> cell(0.123456789), cell([0.5, float("nan")]), cell(None), cell(1797)
    ('0.123457', '[0.5, nan]', '-', '1797')
    """
    if value is None:
        return "-"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(cell(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return format_number(value)
    return str(value)


def table_lines(header: Sequence[str], rows: Sequence[Sequence[str]], fmt: OutputFormat,
                *, numeric: Sequence[bool] | None = None) -> list[str]:
    """Rows of cells as a Markdown table or as aligned text columns (numbers to the right).

    Examples
    --------
    >>> print("\\n".join(table_lines(["k", "v"], [["auc", "0.5"]], "md")))
    | k | v |
    |---|---:|
    | auc | 0.5 |
    """
    right = list(numeric) if numeric is not None else [
        all(_numberlike(r[i]) for r in rows) and bool(rows) for i in range(len(header))]
    if fmt == "md":
        rule = "|" + "".join("---:|" if r else "---|" for r in right)
        return ["| " + " | ".join(header) + " |", rule,
                *("| " + " | ".join(r) + " |" for r in rows)]
    widths = [max(len(str(x)) for x in [header[i], *(r[i] for r in rows)])
              for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(f"{c:>{w}}" if r else f"{c:<{w}}"
                         for c, w, r in zip(cells, widths, right, strict=True)).rstrip()

    return [line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)]


def _numberlike(text: str) -> bool:
    head = text.split(" ", 1)[0].strip("[],")
    try:
        float(head)
    except ValueError:
        return text in ("-", "nan", "")
    return True


def format_evaluation(result: Evaluation, source: str, fmt: OutputFormat,
                      extra: Mapping[str, object] | None = None) -> str:
    """Render an :class:`~numeric.data.evaluation.Evaluation` (and any extra keys of ``rocpr
    evaluate``: partial AUCs, folds) as ``text``, ``json`` or ``md``.

    JSON keys are :meth:`Evaluation.to_dict`'s (interval keys ``null`` without intervals) and
    the extra keys; the text and Markdown tables leave out the interval rows when no interval
    was computed.

    Examples
    --------
    >>> import json
    >>> from numeric import evaluate
    >>> out = format_evaluation(evaluate([0, 1, 1], [0.2, 0.1, 0.9]), "x", "json")
    >>> json.loads(out)["auc_roc"], json.loads(out)["seed"]
    (0.5, None)
    >>> "auc_roc_ci" in format_evaluation(evaluate([0, 1, 1], [0.2, 0.1, 0.9]), "x", "text")
    False
    """
    fields = result.as_mapping()
    more = dict(extra or {})
    if fmt == "json":
        return dumps_json({**fields, **more})
    if result.intervals is None:
        for key in INTERVAL_KEYS:
            fields.pop(key)
    scalars = {**fields, **{k: v for k, v in more.items()
                            if k not in ("folds", "fold_summary")}}
    rows = [[k, cell(v), describe(k, result.recall_range)] for k, v in scalars.items()]
    if fmt == "md":
        lines = [f"Evaluation of {source}", "",
                 *table_lines(["field", "value", "meaning"],
                              [[f"`{k}`", v, m] for k, v, m in rows], "md",
                              numeric=[False, True, False])]
    else:
        width = max(len(r[0]) for r in rows)
        lines = [f"# {source}"] + [f"{k:<{width}}  {v:>12}  {m}".rstrip() for k, v, m in rows]
    if "folds" in more:
        folds = more["folds"]
        summary = more["fold_summary"]
        assert isinstance(folds, list) and isinstance(summary, dict)
        lines += ["", "Folds (the values above are pooled):", ""]
        lines += _dict_table(folds, fmt)
        lines += ["", "Mean and standard deviation (ddof 1) over folds:", ""]
        lines += _dict_table([{"metric": m, **v} for m, v in summary.items()], fmt)
    return "\n".join(lines)


def _dict_table(rows: Sequence[Mapping[str, object]], fmt: OutputFormat) -> list[str]:
    keys = list(rows[0])
    return table_lines(keys, [[cell(r[k]) for k in keys] for r in rows], fmt)


# The per-class keys of --multiclass and the field each one reads.
_CLASS_KEYS = {
    "n_pos": "n_pos",
    "auc_roc": "auc_roc",
    "auc_pr": "auc_pr",
    "average_precision": "average_precision",
    "global_min_auc_pr": "global_min_auc_pr",
}


def format_multiclass(result: MulticlassEvaluation, source: str, n: int,
                      fmt: OutputFormat) -> str:
    """Render a :class:`~numeric.data.multiclass.MulticlassEvaluation` (text, json or md).

    JSON: ``n``, ``multi_class``, ``classes`` (``{label: {n_pos, auc_roc, auc_pr,
    average_precision, global_min_auc_pr}}``), ``macro``, ``weighted``, ``micro`` (the same
    metrics but ``n_pos``) and, with ``ovo``, ``pairs`` (``[{classes: [a, b], auc_roc}]``).

    Examples
    --------
    >>> import json
    >>> from numeric.data.multiclass import multiclass_evaluation
    >>> e = multiclass_evaluation(["a", "b", "c", "a"], [[.8, .1, .1], [.2, .7, .1],
    ...                           [.1, .2, .7], [.5, .4, .1]])
    >>> json.loads(format_multiclass(e, "x", 4, "json"))["macro"]["auc_roc"]
    1.0
    """
    classes = {str(c.label): {k: getattr(c, f) for k, f in _CLASS_KEYS.items()}
               for c in result.classes}
    averages = {name: {k: getattr(getattr(result, name), f)
                       for k, f in _CLASS_KEYS.items() if k != "n_pos"}
                for name in ("macro", "weighted", "micro")}
    if fmt == "json":
        out: dict[str, object] = {"n": n, "multi_class": result.multi_class,
                                  "classes": classes, **averages}
        if result.pairs:
            out["pairs"] = [{"classes": [str(p.label_a), str(p.label_b)], "auc_roc": p.auc_roc}
                            for p in result.pairs]
        return dumps_json(out)
    rows: list[dict[str, object]] = [{"class": k, **v} for k, v in classes.items()]
    rows += [{"class": name, "n_pos": "", **v} for name, v in averages.items()]
    kind = "one-vs-one (Hand & Till)" if result.multi_class == "ovo" else "one-vs-rest"
    head = [f"# {source}" if fmt == "text" else f"Multi-class evaluation of {source}", "",
            f"{n} samples; averaged AUC-ROC {kind}; global_min_auc_pr is Boyd's minimum AUC-PR",
            ""]
    return "\n".join(head + _dict_table(rows, fmt))


#: The fields of the point that meets a target, after its coordinate on the curve.
POINT_AT_KEYS = ("threshold", "tp", "fp", "tn", "fn", "precision", "recall", "fpr")


def format_points(points: Sequence[OperatingPoint], source: str, fmt: OutputFormat, *,
                  intervals: CoordsIntervals | None = None,
                  coordinates: CoordinatesAt | None = None,
                  targets: Sequence[OperatingPoint] = ()) -> str:
    """Render the operating points of ``rocpr thresholds``, with their intervals and the
    coordinates at given values when computed.

    JSON: ``{"points": [{criterion, threshold, tp, fp, tn, fn, precision, recall, fpr, value}
    (with intervals also ``recall_ci``, ``fpr_ci``, ``precision_ci``, ``threshold_ci``), ...]}``;
    with coordinates ``at_specificity`` (``[{specificity, sensitivity, sensitivity_ci,
    threshold, tp, fp, tn, fn, precision, recall, fpr}]``), ``at_sensitivity``
    (``{sensitivity, specificity, specificity_ci, threshold, ...}``) and ``at_recall``
    (``{recall, precision, precision_ci, threshold, ...}``): the coordinate on the curve
    (pROC's ``coords``, interpolated between points), each ``*_ci`` ``null`` without intervals,
    then ``threshold`` and the counts and rates of the classifier ``score >= threshold`` that
    meets the target with the best other coordinate (``targets``, from
    :func:`numeric.data.operating_points.points_at`, in the order specificities, sensitivities,
    recalls); with intervals also ``ci_level``, ``n_bootstrap`` and ``seed``. A threshold of
    ``+inf`` ("predict nothing positive") is written as ``null``.

    Examples
    --------
    >>> import json
    >>> from numeric.data.operating_points import operating_points
    >>> out = format_points(operating_points([0, 1, 1], [0.2, 0.1, 0.9]), "x", "json")
    >>> json.loads(out)["points"][0]["threshold"]
    0.9
    """
    rows = [dataclasses.asdict(p) for p in points]
    if intervals is not None:
        for row, iv in zip(rows, intervals.points, strict=True):
            for key in ("recall", "fpr", "precision", "threshold"):
                row[f"{key}_ci"] = list(getattr(iv, key).interval)
    doc: dict[str, object] = {"points": rows}
    tables = []
    if coordinates is not None:
        found = {
            ("at_specificity", "specificity", "sensitivity"):
                (coordinates.sensitivity_at_specificity,
                 None if intervals is None else [e.sensitivity for e in intervals.at_specificity]),
            ("at_sensitivity", "sensitivity", "specificity"):
                (coordinates.specificity_at_sensitivity,
                 None if intervals is None else [e.specificity for e in intervals.at_sensitivity]),
            ("at_recall", "recall", "precision"):
                (coordinates.precision_at_recall,
                 None if intervals is None else [e.precision for e in intervals.at_recall]),
        }
        at = iter(targets)
        for (key, given, value), (pairs, cis) in found.items():
            if not pairs:
                continue
            entries = [{given: x, value: y,
                        f"{value}_ci": None if cis is None else list(cis[i].interval)}
                       for i, (x, y) in enumerate(pairs)]
            if targets:
                for entry in entries:
                    point = dataclasses.asdict(next(at))
                    entry.update({k: point[k] for k in POINT_AT_KEYS})
            doc[key] = entries
            tables.append((f"{value.capitalize()} at given {given}:", entries))
    if intervals is not None:
        doc.update(ci_level=intervals.level, n_bootstrap=intervals.n_bootstrap,
                   seed=intervals.seed)
    if fmt == "json":
        return dumps_json(doc)
    # every digit of the threshold: "score >= threshold" must reproduce the counts
    cells = [[repr(r[k]) if k == "threshold" else cell(r[k]) for k in r] for r in rows]
    head = [f"# {source}" if fmt == "text" else f"Operating points of {source}", ""]
    lines = head + table_lines(list(rows[0]) if rows else [], cells, fmt)
    for title, entries in tables:
        keys = [k for k in entries[0] if intervals is not None or not k.endswith("_ci")]
        body = [[repr(e[k]) if k == "threshold" else cell(e[k]) for k in keys] for e in entries]
        lines += ["", title, "", *table_lines(keys, body, fmt)]
    if intervals is not None:
        lines += ["", f"{100 * intervals.level:g}% stratified-bootstrap percentile intervals, "
                  f"{intervals.n_bootstrap} replicates, seed {intervals.seed}"]
    return "\n".join(lines)


def comparison_json(result: Comparison) -> JsonValue:
    """The JSON document of ``rocpr compare`` (NaN written as ``null``).

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> doc = comparison_json(r)
    >>> list(doc), doc["pairs"][0]["a"], doc["models"][1]["name"]
    (['models', 'pairs'], 'a', 'b')
    """
    return to_jsonable(result.as_mapping())


def _with_ci(v: float, low: float, high: float) -> str:
    return f"{format_number(v)} [{format_number(low)}, {format_number(high)}]"


def _difference(d: ConfidenceInterval) -> str:
    return _with_ci(d.estimate, d.low, d.high)


def _p(v: float) -> str:
    return format_number(v, 3)


def _verdict(order: ImpliedOrder | None, metric: str) -> str:
    if order is None:
        return "n/a"
    return {"model 1 >= model 2 implied": f"{metric}: a >= b",
            "model 2 >= model 1 implied": f"{metric}: b >= a"}.get(order.verdict, "not implied")


def _model_row(name: str, e: Evaluation) -> list[str]:
    iv = e.intervals
    if iv is None:
        return [name, cell(e.auc_roc), cell(e.auc_pr), cell(e.average_precision)]
    return [name, _with_ci(e.auc_roc, *iv.auc_roc.interval),
            _with_ci(e.auc_pr, *iv.auc_pr.interval),
            _with_ci(e.average_precision, *iv.average_precision.interval)]


#: The note under a comparison's tables.
def comparison_note(result: Comparison) -> str:
    """How a comparison's intervals and tests were made, for the note under its tables.

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> comparison_note(r)[:60]
    'AUC-ROC: DeLong (interval and paired test); AUC-PR, AP: stud'
    """
    first = result.models[0].intervals if result.models else None
    method = first.method if first is not None else ""
    test = result.pairs[0].auc_pr.difference.method if result.pairs else ""
    intervals = {"bca": "stratified bootstrap (BCa)", "percentile":
                 "stratified bootstrap (percentile)", "bootstrap-t":
                 "studentized stratified bootstrap"}.get(method, f"influence functions ({method})")
    differences = ("the paired stratified bootstrap" if test in ("bca", "percentile")
                   else "the paired influence test (as DeLong's; on the logit scale unless "
                   "ci_method='influence')")
    pr_how = f"{intervals}; differences by {differences}"
    return (f"AUC-ROC: DeLong (interval and paired test); AUC-PR, AP: {pr_how}; differences "
            "are a - b.")


def comparison_tables(result: Comparison) -> tuple[list[str], list[list[str]], list[str],
                                                   list[list[str]]]:
    """The two tables of a comparison as text cells: models (each AUC with its interval) and
    pairs (differences with intervals, tests, and what the exact bounds imply).

    Returns ``(model_header, model_rows, pair_header, pair_rows)``; ``rocpr compare`` and
    ``rocpr report`` show them.

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> mh, mrows, ph, prows = comparison_tables(r)
    >>> ph[:3], prows[0][0]
    (['a - b', 'dAUC-ROC [95% CI]', 'z'], 'a - b')
    """
    lv = f"{100 * result.level:g}%"
    mh = ["model", f"AUC-ROC [{lv} CI]", f"AUC-PR [{lv} CI]", f"AP [{lv} CI]"]
    mrows = [_model_row(n, e) for n, e in zip(result.names, result.models, strict=True)]
    ph = ["a - b", f"dAUC-ROC [{lv} CI]", "z", "p", f"dAUC-PR [{lv} CI]", "p",
          f"dAP [{lv} CI]", "p", "AUC-ROC order implies", "AUC-PR order implies"]
    prows = []
    for p in result.pairs:
        t, pr, ap = p.auc_roc, p.auc_pr, p.average_precision
        prows.append([
            f"{p.a} - {p.b}", _difference(t.difference), format_number(t.z, 3), _p(t.p_value),
            _difference(pr.difference), _p(pr.p_value), _difference(ap.difference),
            _p(ap.p_value),
            _verdict(p.implied_by_auc_roc, "AUC-PR"), _verdict(p.implied_by_auc_pr, "AUC-ROC"),
        ])
    return mh, mrows, ph, prows


def format_comparison(result: Comparison, source: str, fmt: OutputFormat) -> str:
    """Render a :class:`~numeric.stats.compare.Comparison` as ``text``, ``json`` or ``md``.

    Examples
    --------
    >>> from numeric.stats.compare import compare
    >>> r = compare([0, 0, 1, 1, 0, 1], {"a": [.1, .4, .35, .8, .2, .9],
    ...             "b": [.3, .2, .6, .7, .1, .5]}, n_bootstrap=50, random_state=0)
    >>> print(format_comparison(r, "x", "text").splitlines()[0])
    # x: 2 models, 95% intervals, 50 bootstrap replicates (bootstrap-t), seed 0
    """
    if fmt == "json":
        return dumps_json(comparison_json(result))
    first = result.models[0].intervals if result.models else None
    method = first.method if first is not None else ""
    how = (f"{result.n_bootstrap} bootstrap replicates ({method}), seed {result.seed}"
           if method in ("bca", "percentile", "bootstrap-t") else
           f"analytic intervals ({method})")
    head = f"{source}: {len(result.names)} models, {100 * result.level:g}% intervals, {how}"
    mh, mrows, ph, prows = comparison_tables(result)
    title = f"Comparison of {head}" if fmt == "md" else f"# {head}"
    return "\n".join([title, "", *table_lines(mh, mrows, fmt), "", *table_lines(ph, prows, fmt),
                      "", comparison_note(result)])
