"""``rocpr check``: verify or refute every published claim and print the verdicts.

Each verdict is ``holds`` (positive evidence), ``refuted`` (a verified counterexample; the exact
truth is printed) or ``error`` (the check could not decide: it raised, or a sub-check failed),
with the method that reached it: symbolic proof, exhaustive search, certificate, sampled evidence
or arithmetic. Exit status 0 when every check decided, 1 when any reported an error, 2 for an
unknown claim id.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import textwrap
from typing import TYPE_CHECKING

from rocpr.cli.options import SubParsers

if TYPE_CHECKING:  # pragma: no cover - the checks load only when run
    from proofs_check import Claim

__all__ = ["add_parser"]

_LABEL = {"holds": "HOLDS", "refuted": "REFUTED", "error": "ERROR"}


def add_parser(sub: SubParsers) -> None:
    p = sub.add_parser(
        "check",
        help="verify or refute the published theorems "
        "(Davis & Goadrich, Boyd et al., Mihelich et al., pr2roc)",
        description="Run the registered checks of proofs_check and print, for each claim, whether "
        "it holds, is refuted (with the exact truth) or could not be decided (error), and how the "
        "verdict was reached (symbolic proof, exhaustive search, certificate, sampled evidence or "
        "arithmetic). Exit status 0 when every check decided, 1 when any reported an error.",
    )
    p.add_argument(
        "ids", nargs="*", metavar="ID",
        help="only the claims whose id starts with one of these at a dot (e.g. "
        "mihelich2024.thm3.5); short aliases: dg (dg2006), boyd (boyd2012), mihelich "
        "(mihelich2024), pr2roc, exact (exact_minimum); a bare word also matches the start of a "
        "paper's id (mihelich -> mihelich2024.*)",
    )
    p.add_argument("--list", action="store_true",
                   help="list the claim ids with their source and one line, without running them")
    p.add_argument("--format", choices=("text", "json", "md"), default="text")
    p.set_defaults(func=_run)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _run(args: argparse.Namespace) -> int:
    # Imported here: the checks load sympy, which ``rocpr --help`` should not pay for.
    from proofs_check import registered_claims, run_checks, selected

    claims = registered_claims()
    if args.ids:
        unknown = [p for p in args.ids if not any(selected(c.claim_id, p) for c in claims)]
        if unknown:
            valid = ", ".join(c.claim_id for c in claims)
            raise ValueError(f"ID matches no registered claim, got {unknown!r}; valid ids "
                             f"(or any prefix at a dot): {valid}")
        claims = [c for c in claims if any(selected(c.claim_id, p) for p in args.ids)]
    if args.list:
        _print_list(claims, args.format)
        return 0
    verdicts = run_checks([c.claim_id for c in claims])
    if args.format == "json":
        rows = [dict(dataclasses.asdict(v), holds=v.holds) for v in verdicts]
        print(json.dumps(rows, indent=2))
    elif args.format == "md":
        print("| claim | source | verdict | method | evidence | truth |")
        print("|---|---|---|---|---|---|")
        for v in verdicts:
            status = v.status if v.status == "holds" else f"**{v.status}**"
            cells = [v.claim_id, v.source, status, v.method, v.evidence, v.truth or ""]
            print("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |")
    else:
        for v in verdicts:
            print(f"[{_LABEL[v.status]}] {v.claim_id}  ({v.source})  by {v.method}")
            for label, text in (("claim", v.statement), ("evidence", v.evidence),
                                ("truth", v.truth)):
                if text:
                    print(textwrap.fill(text, 100, initial_indent=f"    {label}: ",
                                        subsequent_indent=" " * (6 + len(label))))
        counts = {s: sum(v.status == s for v in verdicts) for s in _LABEL}
        print(f"\n{_plural(counts['holds'], 'claim holds', 'claims hold')}, "
              f"{counts['refuted']} refuted, {_plural(counts['error'], 'error', 'errors')}.")
    return 1 if any(v.status == "error" for v in verdicts) else 0


def _print_list(claims: list[Claim], fmt: str) -> None:
    if fmt == "json":
        print(json.dumps([{"claim_id": c.claim_id, "source": c.source, "summary": c.summary}
                          for c in claims], indent=2))
        return
    if fmt == "md":
        print("| claim | source | what is checked |")
        print("|---|---|---|")
        for c in claims:
            print(f"| {c.claim_id} | {c.source} | {c.summary.replace('|', '/')} |")
        return
    width = max(len(c.claim_id) for c in claims)
    for c in claims:
        print(f"{c.claim_id:<{width}}  {c.source}")
        print(f"{'':<{width}}  {c.summary}")
