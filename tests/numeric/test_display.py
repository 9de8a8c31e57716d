"""Tests of numeric.display: to_dict, to_frame, the multi-line repr and _repr_html_ of results.

Peers: the command line's JSON (``rocpr compare``, ``thresholds``, ``bounds``, ``check``: the same
keys and values), a DataFrame built here from ``to_dict()``, Python's ``html.parser`` (the HTML
parses and holds exactly the numbers of ``to_dict()``) and headless Chromium where installed.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import numeric.display as display
import rocpr
from numeric import auc_pr_bounds, auc_roc_bounds, evaluate
from numeric.data.operating_points import operating_points
from numeric.display import ResultDisplay, register_frame_builder
from numeric.stats.compare import compare
from numeric.stats.coords_ci import coordinates_at, coords_intervals
from rocpr.cli import main
from rocpr.render.encoding import to_jsonable
from rocpr.render.results import comparison_json, format_points

Y = [0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1]
A = [.1, .4, .35, .8, .2, .9, .3, .6, .7, .65, .05, .5]
B = [.3, .2, .6, .7, .1, .5, .4, .45, .9, .8, .15, .35]


def _results() -> dict[str, ResultDisplay]:
    return {
        "evaluation": evaluate(Y, A, ci=0.9, n_bootstrap=100, random_state=0),
        "evaluation without intervals": evaluate(Y, A),
        "comparison": compare(Y, {"a": A, "b": B}, n_bootstrap=100, random_state=0),
        "auc_pr_bounds": auc_pr_bounds(10.0, 0.8),
        "auc_roc_bounds": auc_roc_bounds(10.0, 0.5),
        "operating point": operating_points(Y, A)[0],
        "coords intervals": coords_intervals(Y, A, n_bootstrap=50, random_state=0,
                                             recalls=[0.5], specificities=[0.8]),
        "verdict": rocpr.run_checks(["dg2006.table1"])[0],
    }


RESULTS = _results()


def _leaves(value: object) -> list[object]:
    if isinstance(value, dict):
        return [x for v in value.values() for x in _leaves(v)]
    if isinstance(value, list):
        return [x for v in value for x in _leaves(v)]
    return [value]


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []
        self.depth = 0
        self.open_tags: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.open_tags.append(tag)
        if tag == "td":
            self.cells.append("")

    def handle_endtag(self, tag) -> None:
        assert self.open_tags and self.open_tags[-1] == tag, (tag, self.open_tags[-3:])
        self.open_tags.pop()

    def handle_data(self, data) -> None:
        if self.cells and "td" in self.open_tags:
            self.cells[-1] += data


@pytest.mark.parametrize("name", list(RESULTS))
def test_repr_html_parses_and_shows_the_numbers_of_to_dict(name) -> None:
    r = RESULTS[name]
    page = r._repr_html_()
    parser = _Cells()
    parser.feed(page)
    parser.close()
    assert parser.open_tags == []  # every tag closed, properly nested
    text = " ".join(parser.cells)
    leaves = _leaves(r.to_dict())
    numbers = [v for v in leaves if isinstance(v, float) and math.isfinite(v)]
    assert numbers or name == "verdict"
    for v in numbers:  # every number, with every digit
        assert re.search(rf"(?<![\d.]){re.escape(repr(v))}(?![\d])", text), (name, v)
    number = r"-?\d+(?:\.\d+)?(?:e-?\d+)?"
    numeric_cells = [c for c in parser.cells
                     if re.fullmatch(rf"{number}|\[{number}(?:, {number})*\]", c)]
    shown = {float(t) for c in numeric_cells for t in re.findall(number, c)}
    assert shown <= {float(v) for v in leaves if isinstance(v, (int, float))
                     and not isinstance(v, bool)}  # and nothing else


def _split_intervals(row: dict) -> dict:
    """Each ``*_ci`` pair as two columns, written here independently of numeric.display."""
    out = {}
    for k, v in row.items():
        if k.endswith("_ci") and (v is None or isinstance(v, list)):
            out[k + "_low"], out[k + "_high"] = v if v is not None else (None, None)
        else:
            out[k] = v
    return out


@pytest.mark.parametrize("name", list(RESULTS))
def test_to_frame_equals_a_frame_built_from_as_mapping(name) -> None:
    r = RESULTS[name]
    d = r.as_mapping()
    rows = d["pairs"] if name == "comparison" else d["points"] if name == "coords intervals" \
        else [d]
    expected = pd.DataFrame([_split_intervals(row) for row in rows])
    frame = r.to_frame()
    pd.testing.assert_frame_equal(frame, expected)
    assert not any(isinstance(v, list) and len(v) == 2 and k.endswith("_ci")
                   for k, v in frame.iloc[0].items())  # no interval left as a list cell


@pytest.mark.parametrize("name", list(RESULTS))
def test_to_dict_is_strict_json_and_as_mapping_keeps_nan(name) -> None:
    r = RESULTS[name]
    d = r.to_dict()
    json.dumps(d, allow_nan=False)  # no NaN, no Infinity
    assert to_jsonable(r.as_mapping()) == d  # the command line's encoder gives the same


@pytest.mark.filterwarnings("ignore::numeric.DegenerateDataWarning")
def test_one_class_evaluation_is_strict_json_as_the_command_line_writes_it(tmp_path,
                                                                           capsys) -> None:
    """The README calls to_dict() JSON-ready: with one class the undefined areas are null."""
    e = evaluate([1, 1, 1], [0.2, 0.5, 0.9])
    assert math.isnan(e.auc_roc) and math.isnan(e.as_mapping()["auc_roc"])
    d = e.to_dict()
    assert d["auc_roc"] is None and d["skew"] == 0.0
    text = json.dumps(d, allow_nan=False)
    csv = tmp_path / "one.csv"
    csv.write_text("y,s\n1,0.2\n1,0.5\n1,0.9\n")
    assert main(["evaluate", str(csv), "--labels", "y", "--scores", "s", "--format",
                 "json"]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(text)


def test_long_form_has_one_row_per_metric_with_its_interval() -> None:
    e = RESULTS["evaluation"]
    long = e.to_frame(form="long")
    assert list(long.columns[:4]) == ["metric", "estimate", "low", "high"]
    row = long.set_index("metric").loc["auc_roc"]
    assert (row["estimate"], row["low"], row["high"]) == (e.auc_roc,
                                                          *e.intervals.auc_roc.interval)
    assert set(long["metric"]) == {k for k, v in e.as_mapping().items()
                                   if isinstance(v, float) and k != "ci_level"}
    assert (long["ci_level"] == 0.9).all() and (long["seed"] == 0).all()
    assert pd.isna(long.set_index("metric").loc["skew", "low"])  # no interval
    pairs = RESULTS["comparison"].to_frame(form="long")
    diff = pairs.set_index("metric").loc["auc_roc_difference"]
    p = RESULTS["comparison"].pairs[0]
    assert (diff["a"], diff["b"], diff["low"], diff["high"]) == (
        "a", "b", *p.auc_roc.difference.interval)
    with pytest.raises(ValueError, match=r"form must be one of \['wide', 'long'\], got 'tall'"):
        e.to_frame(form="tall")


def test_frames_of_multiclass_folds_operating_points_and_curves() -> None:
    from numeric import fold_evaluation, multiclass_evaluation, roc_full_curve
    from numeric.data.folds import vertical_average_roc
    from numeric.display import columns_frame, results_frame
    from numeric.geometry.curve_conversion import PRCurve, ROCCurve

    y3 = np.array([0, 1, 2, 0, 1, 2, 0, 1, 2, 1])
    s3 = np.random.default_rng(0).random((10, 3))
    m = multiclass_evaluation(y3, s3)
    f = m.to_frame()
    assert f["class"].tolist() == [0, 1, 2, "macro", "weighted", "micro"]
    assert f["auc_pr"].tolist()[:3] == [c.auc_pr for c in m.classes]
    assert f.loc[3, "auc_roc"] == m.macro.auc_roc
    json.dumps(m.to_dict(), allow_nan=False)
    folds = np.array([1, 1, 1, 2, 2, 2, 3, 3, 3, 3] * 2)
    y, s = np.array(Y + Y[:8]), np.array(A + B[:8])
    fe = fold_evaluation(y, s, folds)
    frame = fe.to_frame()
    assert frame["fold"].tolist() == [1, 2, 3]
    assert frame["auc_roc"].tolist() == [r.auc_roc for r in fe.folds]
    assert "Evaluation(" in repr(fe) and len(frame.columns) == 6
    points = operating_points(Y, A)
    pf = results_frame(points)
    assert len(pf) == len(points) and pf["threshold"].tolist() == [p.threshold for p in points]
    assert set(results_frame(points, form="long")["metric"]) >= {"recall", "precision"}
    fpr, tpr, thr = roc_full_curve(Y, A)
    cf = columns_frame({"fpr": fpr, "tpr": tpr, "threshold": thr})
    assert cf["tpr"].tolist() == tpr.tolist()
    roc = ROCCurve(fpr, tpr, skew=1.0)
    assert roc.to_frame()["fpr"].tolist() == roc.fpr.tolist()
    pr = PRCurve([0.0, 0.5, 1.0], [1.0, 1.0, 0.5], skew=1.0)
    assert pr.to_frame()["precision"].tolist() == [1.0, 1.0, 0.5]
    avg = vertical_average_roc(y, s, folds)
    af = avg.to_frame()
    assert af["mean"].tolist() == avg.mean.tolist() and af["2"].tolist() == avg.curves[1].tolist()
    with pytest.raises(ValueError, match="columns must be of equal length"):
        columns_frame({"a": [1, 2], "b": [1]})


@pytest.mark.parametrize("name", list(RESULTS))
def test_repr_is_multiline_and_narrow(name) -> None:
    text = repr(RESULTS[name])
    lines = text.splitlines()
    assert len(lines) > 3 and lines[0] == f"{type(RESULTS[name]).__name__}("
    assert max(map(len, lines)) < 100
    assert str(RESULTS[name]) == text


def test_to_dict_keys_are_the_command_lines(capsys, tmp_path) -> None:
    """The keys and values of the JSON of ``compare``, ``thresholds``, ``bounds`` and ``check``."""
    c = RESULTS["comparison"]
    assert to_jsonable(c.to_dict()) == comparison_json(c)
    assert json.dumps(to_jsonable(c.to_dict()))  # JSON-ready
    ci = RESULTS["coords intervals"]
    cli = json.loads(format_points(operating_points(Y, A), "x", "json", intervals=ci,
                                   coordinates=coordinates_at(Y, A, recalls=[0.5],
                                                              specificities=[0.8])))
    mine = to_jsonable(ci.to_dict())
    assert mine["points"] == cli["points"]
    assert mine["at_recall"] == cli["at_recall"]
    assert mine["at_specificity"] == cli["at_specificity"]
    assert (mine["ci_level"], mine["n_bootstrap"], mine["seed"]) == (
        cli["ci_level"], cli["n_bootstrap"], cli["seed"])
    assert main(["bounds", "--skew", "10", "--auc-roc", "0.8", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == to_jsonable(RESULTS["auc_pr_bounds"].to_dict())
    assert main(["check", "dg2006.table1", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == [RESULTS["verdict"].to_dict()]
    op = RESULTS["operating point"]
    assert op.as_mapping() == dataclasses.asdict(op)


def test_to_frame_needs_a_registered_builder() -> None:
    saved = list(display._builder)
    try:
        register_frame_builder(None)
        with pytest.raises(RuntimeError, match=r"import rocpr to build dataframes \(pandas\)"):
            RESULTS["evaluation"].to_frame()
    finally:
        register_frame_builder(saved[0] if saved else None)
    with pytest.raises(TypeError, match="builder must be callable or None, got int"):
        register_frame_builder(3)  # type: ignore[arg-type]


def test_mpmath_values_keep_their_digits() -> None:
    from numeric.bounds import precise

    b = precise.auc_pr_bounds(10, 0.8, dps=30)
    d = b.to_dict()
    assert isinstance(d["auc_pr_max"], str) and len(d["auc_pr_max"]) > 25
    assert float(d["auc_pr_max"]) == pytest.approx(RESULTS["auc_pr_bounds"].auc_pr_max,
                                                   rel=1e-14)


def test_arrays_become_lists() -> None:
    b = auc_pr_bounds(np.array([1.0, 10.0]), 0.8)
    assert isinstance(b.to_dict()["auc_pr_min"], list) and len(b.to_dict()["auc_pr_min"]) == 2


def _browser() -> str | None:
    names = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
    return next((p for p in map(shutil.which, names) if p), None)


def test_repr_html_renders_in_a_real_browser(tmp_path: Path) -> None:
    browser = _browser()
    if browser is None:
        pytest.skip("no Chromium/Chrome installed: the HTML reprs were NOT rendered in a browser")
    page = tmp_path / "reprs.html"
    page.write_text("<!DOCTYPE html><html><body>"
                    + "".join(r._repr_html_() for r in RESULTS.values()) + "</body></html>")
    flags = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync")
    dom = subprocess.run([browser, *flags, f"--user-data-dir={tmp_path / 'profile'}",
                          "--dump-dom", page.as_uri()], capture_output=True, text=True,
                         timeout=180, check=False)
    assert dom.returncode == 0, dom.stderr[-2000:]
    text = re.sub(r"<[^>]+>", " ", dom.stdout)
    e = RESULTS["evaluation"]
    for v in (e.auc_roc, e.auc_pr, *e.intervals.auc_roc.interval):
        assert repr(v) in text
    assert text.count("Evaluation") >= 2 and "Comparison" in text


def test_absent_values_are_not_shown_but_keep_their_keys() -> None:
    """No empty interval rows: the repr and the table leave out None values, while
    to_dict keeps its stable keys."""
    e = RESULTS["evaluation without intervals"]
    assert e.to_dict()["auc_roc_ci"] is None
    assert "auc_roc_ci" not in repr(e) and "auc_roc_ci" not in e._repr_html_()
    with_ci = RESULTS["evaluation"]
    assert "auc_roc_ci=[" in repr(with_ci) and "<td>auc_roc_ci</td>" in with_ci._repr_html_()
