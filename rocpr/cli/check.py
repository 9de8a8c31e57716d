"""``rocpr check``: verify or refute every published claim and print the verdicts.

Each verdict is ``holds`` (positive evidence), ``refuted`` (a verified counterexample; the exact
truth is printed) or ``error`` (the check could not decide: it raised, or a sub-check failed),
with how it was reached and its rigour (proof, validated, exhaustive, sampled, arithmetic), both
derived from the kind of evidence the check returned (symbolic identity, exact arithmetic,
validated enclosure, exhaustive enumeration, random sample, floating point) and the claim's
quantifier; whose reading of the sentence it checks (the authors' own, or a stricter or looser
one); the source and the line of the quoted sentence in the seed text; and what would have turned
it.

The checks run once, claim by claim. In the text format each verdict is printed as soon as it is
reached; the JSON and Markdown documents are printed at the end, with a progress bar on stderr
meanwhile when stderr is a terminal. ``--output FILE`` also writes the verification report
(:mod:`rocpr.render.verdicts`) from the same verdicts: ``--format`` chooses what goes to standard
output, the suffix of ``FILE`` (``.html``/``.htm`` or ``.md``) the report's format. ``FILE`` is
checked before any check runs (its suffix, its directory). The ``wrote FILE`` lines follow the
text on stdout, or go to stderr after JSON or Markdown so that stdout stays one document. Exit
status 0 when every check decided, 1 when any reported an error, 2 for an unknown claim id or a
bad ``--output``.
"""

from __future__ import annotations

import argparse
import dataclasses
import shlex
import sys
import textwrap
from typing import TYPE_CHECKING

from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import add_format_option, add_output_option
from rocpr.render.encoding import dumps_json

if TYPE_CHECKING:
    from proofs_check import Claim, Verdict

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

_LABEL = {"holds": "HOLDS", "refuted": "REFUTED", "error": "ERROR"}


HELP = (
    "verify or refute the published theorems "
    "(Davis & Goadrich, Boyd et al., Mihelich et al., pr2roc)"
)
DESCRIPTION = (
    "Run the registered checks of proofs_check and print, for each claim, whether "
    "it holds, is refuted (with the exact truth) or could not be decided (error), how the "
    "verdict was reached (symbolic proof, exhaustive search, certificate, sampled evidence or "
    "arithmetic), its rigour (proof, validated, exhaustive, sampled, arithmetic), the source "
    "with the line of the quoted sentence in its seed text, and what would have turned it. "
    "Accepts claim ids or prefixes (none: every claim); no data is read. Exit status 0 when "
    "every check decided, 1 when any reported an error, 2 for an unknown id."
)


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "ids", nargs="*", metavar="ID",
        help="only the claims whose id starts with one of these at a dot (e.g. "
        "mihelich2024.thm3.5); short aliases: dg (dg2006), boyd (boyd2012), mihelich "
        "(mihelich2024), pr2roc, exact (exact_minimum); a bare word also matches the start of a "
        "paper's id (mihelich -> mihelich2024.*)",
    )
    p.add_argument("--list", action="store_true",
                   help="list the claim ids with their source, seed file and line, the quoted "
                   "sentence and what is checked, without running them")
    add_format_option(p, help="what is printed on standard output: text (default; each verdict "
                      "as soon as it is reached); json (one object per claim: status, evidence, "
                      "truth, method, rigor, reading, quantifier, formula_source, seed, "
                      "source_line, quote, other_way, witnesses); md (the README verdict table); "
                      "json and md are printed at the end, with a progress bar on a terminal "
                      "meanwhile")
    add_output_option(p, help="also write the verification report, from the same run: FILE.html "
                      "(one self-contained page: summary table, then per claim the quoted "
                      "sentence and line, verdict, method, rigour, evidence, witness data sets as "
                      "CSV downloads and the figure) or FILE.md (figures and witness CSVs written "
                      "beside it); the suffix chooses the report's format, --format what is "
                      "printed; FILE is checked before any check runs")


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def run(args: argparse.Namespace) -> int:
    # Imported here: the checks load sympy, which ``rocpr --help`` should not pay for.
    from proofs_check import registered_claims, selected, verdict_table
    from rocpr.io.output import check_output_path, page_format

    if args.output is not None:
        if args.list:
            raise InputError("--output writes the verdicts of a run: it cannot be used with "
                             "--list")
        with input_errors():
            page_format(args.output)  # before the work: an error is the last word
            check_output_path(args.output)
    claims = registered_claims()
    if args.ids:
        unknown = [p for p in args.ids if not any(selected(c.claim_id, p) for c in claims)]
        if unknown:
            valid = ", ".join(c.claim_id for c in claims)
            raise InputError(f"ID matches no registered claim, got {unknown!r}; valid ids "
                             f"(or any prefix at a dot): {valid}")
        claims = [c for c in claims if any(selected(c.claim_id, p) for p in args.ids)]
    if args.list:
        _print_list(claims, args.format)
        return 0
    verdicts = _run_claims(claims, stream=args.format == "text")
    if args.format == "json":
        print(dumps_json([_json_row(v) for v in verdicts]))
    elif args.format == "md":
        print(verdict_table(verdicts))
    else:
        _print_summary(verdicts)
    if args.output is not None:
        from rocpr.render.verdicts import write_verdicts

        words = ["rocpr", "check", *map(shlex.quote, args.ids), "--output",
                 shlex.quote(args.output)]
        wrote = sys.stdout if args.format == "text" else sys.stderr
        for f in write_verdicts(args.output, verdicts, command=" ".join(words)):
            print(f"wrote {f}", file=wrote)
    return 1 if any(v.status == "error" for v in verdicts) else 0


def _run_claims(claims: list[Claim], *, stream: bool) -> list[Verdict]:
    """Run each claim's check once, in order: with ``stream``, print each verdict as soon as it
    is reached; otherwise count the claims done on a progress bar (stderr, a terminal only)."""
    from rocpr.progress import ProgressBar

    verdicts: list[Verdict] = []
    with ProgressBar("rocpr check", unit="claims") as bar:
        for c in claims:
            verdicts.append(c.run())
            if stream:
                _print_verdict(verdicts[-1])
                sys.stdout.flush()
            else:
                bar(len(verdicts), len(claims))
    return verdicts


def _json_row(v: Verdict) -> dict[str, object]:
    """One verdict as JSON: every field (the contract keys ``status``, ``evidence``, ``truth``,
    ``method``, ``rigor``), ``holds``, ``seed``, and each witness with its exact AUC-ROC."""
    row: dict[str, object] = dataclasses.asdict(v)
    row["witnesses"] = [dict(name=w.name, n_pos=w.n_pos, n_neg=w.n_neg, tp=w.tp, fp=w.fp,
                             auc_roc=str(w.exact().auc_roc)) for w in v.witnesses]
    return dict(row, holds=v.holds, seed=v.seed)


def _wrap(label: str, text: str) -> str:
    return textwrap.fill(text, 100, initial_indent=f"    {label}: ",
                         subsequent_indent=" " * (6 + len(label)))


def _print_verdict(v: Verdict) -> None:
    where = f", line {v.source_line}" if v.source_line else ""
    print(f"[{_LABEL[v.status]}] {v.claim_id}  ({v.source}{where})  by {v.method}, "
          f"rigour {v.rigor}")
    from rocpr.render.verdicts import reading_words

    print(_wrap("reading", reading_words(v.reading)))
    for label, text in (("claim", v.statement), ("evidence", v.evidence),
                        ("truth", v.truth), ("what would turn it", v.other_way)):
        if text:
            print(_wrap(label, text))
    for w in v.witnesses:
        print(_wrap("witness", f"{w.name}: {w.exact().describe()}"))


def _print_summary(verdicts: list[Verdict]) -> None:
    counts = {s: sum(v.status == s for v in verdicts) for s in _LABEL}
    print(f"\n{_plural(counts['holds'], 'claim holds', 'claims hold')}, "
          f"{counts['refuted']} refuted, {_plural(counts['error'], 'error', 'errors')}.")


def _print_list(claims: list[Claim], fmt: str) -> None:
    from rocpr.render.tex import tex_to_unicode

    if fmt == "json":
        print(dumps_json([{"claim_id": c.claim_id, "source": c.source, "summary": c.summary,
                           "seed": c.seed, "source_line": c.source_line, "quote": c.quote}
                          for c in claims]))
        return
    if fmt == "md":
        print("| claim | source | seed | line | quote | what is checked |")
        print("|---|---|---|---|---|---|")
        for c in claims:
            cells = [c.claim_id, c.source, c.seed or "", str(c.source_line or ""), c.quote or "",
                     c.summary]
            print("| " + " | ".join(x.replace("|", "\\|").replace("\n", " ") for x in cells)
                  + " |")
        return
    width = max(len(c.claim_id) for c in claims)
    pad = " " * width
    for c in claims:
        where = f"{c.seed}, line {c.source_line}" if c.source_line else (c.seed or "no seed")
        print(f"{c.claim_id:<{width}}  {c.source}")
        print(f"{pad}  {c.summary}")
        print(f"{pad}  {where}: \"{tex_to_unicode(c.quote or '').replace(chr(10), ' ')}\"")
