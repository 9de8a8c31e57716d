"""rocpr check (rocpr/cli/check.py) and the claim registry (proofs_check/_registry.py)."""

from __future__ import annotations

import base64
import html
import io
import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from _helpers import REPO_ROOT

from proofs_check import registered_claims, run_checks
from proofs_check._registry import selected
from rocpr.cli import main
from rocpr.render.tex import tex_to_unicode


def test_every_claim_has_source_and_statement():
    claims = registered_claims()
    assert len(claims) >= 25
    assert len({c.claim_id for c in claims}) == len(claims)
    for c in claims:
        assert c.source and c.statement and c.check.__doc__


@pytest.mark.parametrize(
    ("claim_id", "prefix", "expected"),
    [
        ("dg2006.thm3.2", "dg2006", True),
        ("dg2006.thm3.2", "dg2006.thm3.2", True),
        ("dg2006.thm3.2.curves", "dg2006.thm3.2", True),
        ("dg2006.thm3.20", "dg2006.thm3.2", False),
        ("dg2006.thm3.2", "dg2006.", True),
        ("mihelich2024.thm3.5.min", "mihelich", True),  # the help's short names
        ("mihelich2024.thm3.5.min", "dg", False),
    ],
)
def test_prefix_selection_at_dots(claim_id, prefix, expected):
    assert selected(claim_id, prefix) is expected


def test_json_output_and_known_verdicts(capsys):
    assert main(["check", "mihelich2024.thm3.5", "boyd2012.thm2", "--format", "json"]) == 0
    verdicts = {v["claim_id"]: v for v in json.loads(capsys.readouterr().out)}
    assert set(verdicts) == {"mihelich2024.thm3.5.min", "mihelich2024.thm3.5.max",
                             "boyd2012.thm2"}
    assert verdicts["mihelich2024.thm3.5.min"]["holds"] is False
    assert verdicts["mihelich2024.thm3.5.min"]["status"] == "refuted"
    assert verdicts["mihelich2024.thm3.5.max"]["method"] == "symbolic identity"
    assert verdicts["mihelich2024.thm3.5.min"]["truth"]
    assert verdicts["mihelich2024.thm3.5.max"]["holds"] is True
    assert verdicts["boyd2012.thm2"]["holds"] is True


def test_text_and_markdown(capsys):
    assert main(["check", "boyd2012.thm2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[HOLDS] boyd2012.thm2") and "by symbolic identity" in out
    assert "1 claim holds, 0 refuted, 0 errors." in out
    assert main(["check", "boyd2012.thm2", "--format", "md"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("| claim | source | verdict")


def test_unknown_id_is_a_clear_error(capsys):
    assert main(["check", "nosuchpaper"]) == 2
    err = capsys.readouterr().err
    assert "ID matches no registered claim, got ['nosuchpaper']" in err
    assert "valid ids" in err and "mihelich2024.thm3.5.min" in err and "Traceback" not in err


@pytest.mark.parametrize(("alias", "first"), [("mihelich", "mihelich2024."), ("dg", "dg2006."),
                                              ("boyd", "boyd2012.")])
def test_short_aliases_find_claims(capsys, alias, first):
    """``rocpr check mihelich`` / ``rocpr check dg`` select the paper's claims."""
    assert main(["check", alias, "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    ids = [ln.split()[0] for ln in lines[::3]]
    assert ids and all(i.startswith(first) for i in ids)


def test_list_shows_every_claim_with_source_and_one_line(capsys):
    assert main(["check", "--list"]) == 0
    out = capsys.readouterr().out
    for c in registered_claims():
        assert c.claim_id in out and c.source in out and c.summary in out
    assert main(["check", "--list", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["claim_id"] for r in rows} == {c.claim_id for c in registered_claims()}


def test_an_error_verdict_sets_exit_status_1(capsys, monkeypatch):
    from proofs_check.boyd2012 import theorems as boyd

    def broken(*args, **kwargs):
        raise RuntimeError("broken on purpose")

    monkeypatch.setattr(boyd, "min_precision", broken)
    assert main(["check", "boyd2012.thm1"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("[ERROR] boyd2012.thm1") and "0 claims hold, 0 refuted, 1 error." in out


def test_run_checks_filters():
    assert [v.claim_id for v in run_checks(["boyd2012.thm2"])] == ["boyd2012.thm2"]


def test_broken_pipe_is_quiet():
    """``rocpr ... | head``: the reader leaves early; no traceback, no error message, status 141."""
    proc = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; time.sleep(1.0); from rocpr.cli import main; "
         "sys.exit(main(['check', 'boyd2012', '--format', 'json']))"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before the first byte is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 141, err
    assert "Traceback" not in err and "Broken pipe" not in err


def test_version_and_usage(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.startswith("rocpr 0.")
    with pytest.raises(SystemExit) as exc:
        main([])  # a command is required: argparse's usage error, status 2
    assert exc.value.code == 2
    assert "required: COMMAND" in capsys.readouterr().err


def test_readme_states_the_number_of_claims():
    import re

    readme = (REPO_ROOT / "README.md").read_text()
    m = re.search(r"lists the (\d+) claim ids", readme)
    assert m is not None and int(m.group(1)) == len(registered_claims())


# ------------------------------------------------------- rigour, seed lines, report

SEEDS = Path("/work/shared/seeds")  # as tests/proofs_check/test_quotes.py
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROME_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--hide-scrollbars",
)
# a small subset with a figure and witnesses of both kinds (tiny, and 20 x 2000)
SUBSET = ("dg2006.interpolation_nonlinear.general", "mihelich2024.sec4.1.curve_II")
SUBSET_IDS = [*SUBSET, "mihelich2024.sec4.1.curve_II.value"]  # a prefix selects at a dot


def test_text_shows_rigour_source_line_and_what_would_turn_it(capsys):
    assert main(["check", "mihelich2024.sec4.1.curve_II.value"]) == 0
    out = capsys.readouterr().out
    first = out.splitlines()[0]
    assert first == ("[HOLDS] mihelich2024.sec4.1.curve_II.value  (Mihelich, Castagnos & Dognin "
                     "(2024), Sec. 4.1 (Figure 4), line 320)  by validated enclosure, rigour "
                     "validated")
    assert "    what would turn it: It would be refuted under the reading" in out
    assert "    witness: Davis & Goadrich's curve II" in out and "AUC-ROC = 7/8" in out


def test_list_shows_seed_line_and_quote_in_every_format(capsys):
    claims = registered_claims()
    assert main(["check", "--list", "--format", "json"]) == 0
    rows = {r["claim_id"]: r for r in json.loads(capsys.readouterr().out)}
    for c in claims:
        r = rows[c.claim_id]
        assert (r["seed"], r["source_line"], r["quote"]) == (c.seed, c.source_line, c.quote)
    assert main(["check", "dg2006.fig6.exact", "--list"]) == 0
    out = capsys.readouterr().out
    line = 504  # the sentence, read here from the seed text itself (where it is present)
    if (SEEDS / "davis_goadrich_2006.txt").exists():
        text = (SEEDS / "davis_goadrich_2006.txt").read_text().splitlines()[line - 1]
        assert "Interpolating as we have described would" in text
    assert f'davis_goadrich_2006.txt, line {line}: "Interpolating as we have described' in out
    assert main(["check", "dg2006.fig6.exact", "--list", "--format", "md"]) == 0
    md = capsys.readouterr().out.splitlines()
    assert md[0] == "| claim | source | seed | line | quote | what is checked |"
    assert f"| davis_goadrich_2006.txt | {line} | Interpolating as we have described" in md[2]


def test_json_run_keeps_the_contract_keys_and_the_witnesses(capsys):
    assert main(["check", "mihelich2024.sec4.1.curve_II", "--format", "json"]) == 0
    row = json.loads(capsys.readouterr().out)[0]  # then curve_II.value (a prefix at a dot)
    for key in ("status", "evidence", "truth", "method", "rigor", "seed", "source_line", "quote",
                "other_way", "holds", "reading", "quantifier", "formula_source"):
        assert key in row
    assert (row["status"], row["rigor"], row["source_line"]) == ("refuted", "validated", 320)
    curve_ii = row["witnesses"][1]
    assert (curve_ii["tp"], curve_ii["fp"]) == ([0, 20, 20], [0, 500, 2000])
    assert curve_ii["auc_roc"] == "7/8"  # 1 - 500/2000/2: the area left of one vertex


def test_markdown_is_the_readme_verdict_table(capsys):
    from proofs_check import verdict_table

    assert main(["check", "boyd2012.thm2", "dg2006.fig6.exact", "--format", "md"]) == 0
    out = capsys.readouterr().out
    assert out == verdict_table(run_checks(["boyd2012.thm2", "dg2006.fig6.exact"])) + "\n"
    assert "| `dg2006.fig6.exact` | Davis & Goadrich (ICML 2006), Sec. 4, Fig. 6 (a stricter " \
           "reading than the authors': the exact area; they approximate it by the composite " \
           "trapezoid, lines 493-495) (line 504) | **refuted** | validated enclosure | validated " \
           "| stricter |" in out


def test_help_says_what_the_command_accepts(capsys):
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for words in ("claim ids or prefixes", "no data is read", "--output FILE", "FILE.html",
                  "FILE.md", "rigour", "seed"):
        assert words in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--output", "v.pdf"], "--output must end in .html or .md, got 'v.pdf'"),
        (["--list", "--output", "v.html"], "cannot be used with --list"),
        (["--output", "/nonexistent-dir/v.html"],
         "cannot write /nonexistent-dir/v.html: directory /nonexistent-dir does not exist"),
        (["--output", "/nonexistent-dir/sub/v.md"],
         "directory /nonexistent-dir/sub does not exist"),
    ],
)
def test_output_errors(capsys, monkeypatch, argv, message):
    runs = _record_runs(monkeypatch)
    assert main(["check", "dg2006.thm3.1", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("rocpr check: error: ") and message in err
    assert runs == []  # refused before any check ran


def _record_runs(monkeypatch) -> list:
    """Record ``(stdout written so far, verdict)`` for each claim the command runs (not the
    claims a check runs inside its own: pr2roc's reuse Davis & Goadrich's)."""
    from proofs_check import Claim

    runs: list = []
    depth = [0]
    real = Claim.run

    def run(self):
        sys.stdout.flush()
        written = sys.stdout.getvalue() if hasattr(sys.stdout, "getvalue") else None
        depth[0] += 1
        try:
            verdict = real(self)
        finally:
            depth[0] -= 1
        if depth[0] == 0:
            runs.append((written, verdict))
        return verdict

    monkeypatch.setattr(Claim, "run", run)
    return runs


def test_output_under_a_regular_file_is_not_a_directory(capsys, monkeypatch, tmp_path):
    runs = _record_runs(monkeypatch)
    afile = tmp_path / "afile"
    afile.write_text("x")
    for target in (afile / "v.html", afile / "sub" / "v.md"):
        assert main(["check", "boyd2012.thm2", "--output", str(target)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err == (f"rocpr check: error: cannot write {target}: {afile} is not "
                                     "a directory\n")
    assert runs == []


def test_each_verdict_is_printed_before_the_next_check_runs(capsys, monkeypatch):
    runs = _record_runs(monkeypatch)
    assert main(["check", "boyd2012.thm2", "dg2006.fig6.exact", "mihelich2024.thm3.5"]) == 0
    ids = [v.claim_id for _, v in runs]
    assert sorted(ids) == ["boyd2012.thm2", "dg2006.fig6.exact", "mihelich2024.thm3.5.max",
                           "mihelich2024.thm3.5.min"]  # in the registry's order
    for k, (written, _) in enumerate(runs):
        assert written is not None
        # every earlier verdict is already on stdout when this check starts, no later one
        assert [i for i in ids if f"] {i}  (" in written] == ids[:k]
    out = capsys.readouterr().out
    assert out.count("[HOLDS] ") + out.count("[REFUTED] ") == 4


def test_text_and_report_come_from_one_run(capsys, monkeypatch, tmp_path):
    runs = _record_runs(monkeypatch)
    out = tmp_path / "v.html"
    assert main(["check", "boyd2012", "--output", str(out)]) == 0
    text = capsys.readouterr().out
    ids = [v.claim_id for _, v in runs]
    assert len(ids) == len(set(ids)) == len([c for c in registered_claims()
                                             if selected(c.claim_id, "boyd2012")])
    assert all(f"] {i}  (" in text for i in ids) and text.endswith(f"wrote {out}\n")
    assert all(f'id="claim-{i.replace(".", "-")}"' in out.read_text() for i in ids)


def test_format_chooses_stdout_and_the_suffix_the_report(capsys, monkeypatch, tmp_path):
    """``--format json --output x.md``: JSON on stdout (still one document), the Markdown report
    in the file, the ``wrote`` lines on stderr; one run."""
    runs = _record_runs(monkeypatch)
    out = tmp_path / "x.md"
    assert main(["check", "boyd2012.thm2", "--format", "json", "--output", str(out)]) == 0
    stdout, stderr = capsys.readouterr()
    assert [r["claim_id"] for r in json.loads(stdout)] == ["boyd2012.thm2"]
    assert stderr.endswith(f"wrote {out}\n") and all(
        line.startswith("wrote ") for line in stderr.splitlines())  # the page after its figure
    assert out.read_text().lstrip().startswith("#") and len(runs) == 1
    assert main(["check", "boyd2012.thm2", "--format", "md", "--output", str(out)]) == 0
    stdout, stderr = capsys.readouterr()
    assert stdout.startswith("| claim | source | verdict") and stderr.endswith(f"wrote {out}\n")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_json_draws_a_progress_bar_on_a_terminal_only(capsys, monkeypatch):
    import rocpr.progress

    ticks = iter(range(0, 1000, 5))  # every reading of the clock 5 s later: past the delay
    monkeypatch.setattr(rocpr.progress, "_clock", lambda: float(next(ticks)))
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["check", "boyd2012.thm2", "dg2006.fig6.exact", "--format", "json"]) == 0
    json.loads(capsys.readouterr().out)
    bar = terminal.getvalue()
    assert "rocpr check [" in bar and "(2/2 claims)" in bar and bar.endswith("\n")
    monkeypatch.setattr(sys, "stderr", io.StringIO())  # a pipe: nothing drawn
    assert main(["check", "boyd2012.thm2", "--format", "json"]) == 0
    assert sys.stderr.getvalue() == ""


def test_every_module_registers_its_own_namespace():
    """Claim modules are organised by paper: a package per paper holds its namespace's claims."""
    for c in registered_claims():
        parts = c.check.__module__.split(".")
        namespace = c.claim_id.split(".", 1)[0]
        assert parts[0] == "proofs_check" and parts[1] == namespace, (c.claim_id, parts)
    assert [c.check.__module__ for c in registered_claims()
            if c.claim_id.startswith("mihelich2024.thm3.5")] == [
                "proofs_check.mihelich2024.bounds"] * 2


# -- the verification report: an independent reading of the page


def _auc_roc_pairs(labels: list[int], scores: list[int]) -> Fraction:
    """Mann-Whitney by counting (positive, negative) pairs score group by score group."""
    pos, neg = Counter(), Counter()
    for y, s in zip(labels, scores, strict=True):
        (pos if y == 1 else neg)[s] += 1
    below = 0
    wins = Fraction(0)
    for s in sorted(set(pos) | set(neg)):
        wins += pos[s] * (below + Fraction(neg[s], 2))
        below += neg[s]
    return wins / (sum(pos.values()) * sum(neg.values()))


def _auc_pr_interpolated(labels: list[int], scores: list[int]) -> float:
    """Davis & Goadrich's interpolated area by 20-point Gauss-Legendre quadrature of the
    precision t/(t + FP(t)) over TP along each straight ROC segment (smooth: error ~1e-15)."""
    groups: dict[int, list[int]] = {}
    for y, s in zip(labels, scores, strict=True):
        groups.setdefault(s, [0, 0])[0 if y == 1 else 1] += 1
    counts = np.array([groups[s] for s in sorted(groups, reverse=True)], dtype=float)
    tp1, fp1 = np.cumsum(counts[:, 0]), np.cumsum(counts[:, 1])
    tp0, fp0 = tp1 - counts[:, 0], fp1 - counts[:, 1]
    rise = counts[:, 0] > 0
    tp0, fp0, tp1, fp1 = tp0[rise], fp0[rise], tp1[rise], fp1[rise]
    dt, df = tp1 - tp0, fp1 - fp0
    nodes, weights = np.polynomial.legendre.leggauss(20)
    t = tp0[:, None] + dt[:, None] * (nodes[None, :] + 1) / 2
    fp = fp0[:, None] + (df / dt)[:, None] * (t - tp0[:, None])
    area = dt / 2 * (weights[None, :] * t / (t + fp)).sum(axis=1)
    origin = (tp0 + fp0) == 0  # from (0, 0) precision is constant: dt/(dt + df)
    area[origin] = (dt * dt / (dt + df))[origin]
    return float(area.sum() / sum(labels))


def _check_page(page: str, verdicts, ids_expected: list[str]) -> None:
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    flat = " ".join(text.split())
    n = {s: sum(v.status == s for v in verdicts) for s in ("holds", "refuted", "error")}
    assert (f"{len(verdicts)} claims: {n['holds']} hold, {n['refuted']} refuted, "
            f"{n['error']} errors.") in flat
    summary = page[page.index('<table id="summary">'):page.index("</table>")]
    assert summary.count("<tr>") == len(verdicts) + 1
    assert [v.claim_id for v in verdicts] == ids_expected
    for v in verdicts:
        assert v.claim_id in summary and f'id="claim-{v.claim_id.replace(".", "-")}"' in page
        assert " ".join(tex_to_unicode(v.quote or v.statement).split()) in flat
        assert f"line {v.source_line}" in flat
    assert not re.search(r"""(src|href)\s*=\s*["']?\s*(https?:|//)""", page, re.I)
    assert not re.search(r"<script|<link|<iframe|@import", page, re.I)
    n_links = 0
    for v in verdicts:
        start = page.index(f'<section id="claim-{v.claim_id.replace(".", "-")}">')
        section = page[start:page.index("</section>", start)]
        evidence = html.unescape(re.search(r"<dt>evidence</dt><dd>(.*?)</dd>", section, re.S)[1])
        links = re.findall(r'href="data:text/csv;base64,([A-Za-z0-9+/=]+)"', section)
        assert len(links) == len(v.witnesses)
        for data in links:
            rows = base64.b64decode(data).decode().splitlines()
            assert rows[0] == "label,score"
            labels = [int(r.split(",")[0]) for r in rows[1:]]
            scores = [int(r.split(",")[1]) for r in rows[1:]]
            roc = _auc_roc_pairs(labels, scores)
            pr = _auc_pr_interpolated(labels, scores)
            # the evidence states this very data set: exact AUC-ROC, enclosed AUC-PR
            m = re.search(rf"N\+ = {sum(labels)}, N- = {len(labels) - sum(labels)}: AUC-ROC = "
                          rf"{roc} = [0-9.]+ \(exact\), AUC-PR (?:\[([0-9.e-]+), ([0-9.e-]+)\]|"
                          rf"([0-9.e-]+)) \(enclosed\)", evidence)
            assert m is not None, (v.claim_id, roc, evidence)
            # an enclosure whose ends agree to 10 digits is written as one number
            lo, hi = (float(m[1]), float(m[2])) if m[1] else (float(m[3]) - 1e-10,
                                                             float(m[3]) + 1e-10)
            assert lo * (1 - 1e-9) <= float(pr) <= hi * (1 + 1e-9), (v.claim_id, pr, lo, hi)
            n_links += 1
    assert n_links == sum(len(v.witnesses) for v in verdicts)


def test_html_report_of_a_subset(capsys, tmp_path):
    out = tmp_path / "verdicts.html"
    status = main(["check", *SUBSET, "--output", str(out)])
    text = capsys.readouterr().out
    # the text verdicts, then the report, from one run
    assert status == 0 and text.startswith("[REFUTED] dg2006.interpolation_nonlinear.general")
    assert text.endswith(f"refuted, 0 errors.\nwrote {out}\n")
    page = out.read_text()
    verdicts = run_checks(list(SUBSET))
    _check_page(page, verdicts, SUBSET_IDS)
    # Fig. 4 drawn once for curve II, linked from curve_II.value
    assert page.count("<svg") == 1 and page.count('href="#fig-mihelich_fig4"') == 1
    assert sum(len(v.witnesses) for v in verdicts) == 4
    assert f"rocpr check {' '.join(SUBSET)} --output {out}" in html.unescape(page)


def test_markdown_report_writes_figures_and_witnesses_beside(capsys, tmp_path):
    out = tmp_path / "v.md"
    assert main(["check", "mihelich2024.sec4.1.curve_II", "--output", str(out)]) == 0
    written = [Path(line.removeprefix("wrote ")) for line in capsys.readouterr().out.splitlines()
               if line.startswith("wrote ")]
    assert written[-1] == out and {p.parent for p in written} == {tmp_path}
    md = out.read_text()
    svg = tmp_path / "v-mihelich_fig4.svg"
    assert svg in written and svg.read_text().startswith("<svg") and f"]({svg.name})" in md
    csvs = [p for p in written if p.suffix == ".csv"]
    assert [p.name for p in csvs] == ["v-mihelich2024.sec4.1.curve_II-witness-1.csv",
                                      "v-mihelich2024.sec4.1.curve_II-witness-2.csv",
                                      "v-mihelich2024.sec4.1.curve_II.value-witness-1.csv"]
    rows = csvs[1].read_text().splitlines()  # curve II: 20 positives, then 2000 negatives
    labels = [int(r.split(",")[0]) for r in rows[1:]]
    scores = [int(r.split(",")[1]) for r in rows[1:]]
    assert _auc_roc_pairs(labels, scores) == Fraction(7, 8)
    for p in csvs:
        assert f"]({p.name})" in md


def _browser() -> str | None:
    return next((p for p in map(shutil.which, BROWSERS) if p), None)


def test_report_renders_in_a_real_browser(capsys, tmp_path):
    browser = _browser()
    if browser is None:
        pytest.skip("no Chromium/Chrome installed: the verification report was NOT rendered in "
                    "a browser")
    out = tmp_path / "verdicts.html"
    assert main(["check", *SUBSET, "--output", str(out)]) == 0
    dom = subprocess.run([browser, *CHROME_FLAGS, f"--user-data-dir={tmp_path / 'profile'}",
                          "--dump-dom", out.as_uri()], capture_output=True, text=True,
                         timeout=180, check=False)
    assert dom.returncode == 0, dom.stderr[-2000:]
    _check_page(dom.stdout, run_checks(list(SUBSET)), SUBSET_IDS)


@pytest.mark.slow
def test_full_report_in_a_browser(capsys, tmp_path, monkeypatch):
    """Every registered claim (see README for the duration): counts, ids, quotes, every witness.

    The checks run once: the verdicts compared with the page are those the command's run
    returned (recorded on their way)."""
    seen = _record_runs(monkeypatch)
    out = tmp_path / "verdicts.html"
    assert main(["check", "--output", str(out)]) == 0
    verdicts = [v for _, v in seen]
    page = out.read_text()
    browser = _browser()
    if browser is not None:
        dom = subprocess.run([browser, *CHROME_FLAGS, f"--user-data-dir={tmp_path / 'p'}",
                              "--dump-dom", out.as_uri()], capture_output=True, text=True,
                             timeout=300, check=False)
        assert dom.returncode == 0, dom.stderr[-2000:]
        page = dom.stdout
    _check_page(page, verdicts, [c.claim_id for c in registered_claims()])


def test_text_names_the_reading_of_each_verdict(capsys):
    """A refutation of a stricter reading than the authors' says so in the text output."""
    from rocpr.cli import main

    assert main(["check", "dg2006.fig6.exact"]) == 0
    assert "    reading: stricter than the authors'" in capsys.readouterr().out
