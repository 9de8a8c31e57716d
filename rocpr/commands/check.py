"""``rocpr check``: verify or refute every published claim and print the verdicts."""

from __future__ import annotations

import argparse
import dataclasses
import json
import textwrap
from typing import Any

__all__ = ["add_parser"]


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "check",
        help="verify or refute the published theorems "
        "(Davis & Goadrich, Boyd et al., Mihelich et al.)",
        description="Run every registered check of proofs_check and print what holds, what fails, "
        "and the exact truth where a claim fails. Exit status 0 when every check ran.",
    )
    p.add_argument(
        "ids", nargs="*", metavar="ID",
        help="only the claims whose id starts with one of these (e.g. mihelich2024.thm3.5)",
    )
    p.add_argument("--format", choices=("text", "json", "md"), default="text")
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    # Imported here: the checks load sympy, which ``rocpr --help`` should not pay for.
    from proofs_check import run_checks

    verdicts = run_checks(args.ids or None)
    if not verdicts:
        raise ValueError(f"ID matches no registered claim, got {args.ids!r}")
    if args.format == "json":
        print(json.dumps([dataclasses.asdict(v) for v in verdicts], indent=2))
    elif args.format == "md":
        print("| claim | source | verdict | evidence | truth |")
        print("|---|---|---|---|---|")
        for v in verdicts:
            cells = [v.claim_id, v.source, "holds" if v.holds else "**fails**",
                     v.evidence, v.truth or ""]
            print("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |")
    else:
        for v in verdicts:
            print(f"[{'HOLDS' if v.holds else 'FAILS'}] {v.claim_id}  ({v.source})")
            for label, text in (("claim", v.statement), ("evidence", v.evidence),
                                ("truth", v.truth)):
                if text:
                    print(textwrap.fill(text, 100, initial_indent=f"    {label}: ",
                                        subsequent_indent=" " * (6 + len(label))))
        n_fail = sum(not v.holds for v in verdicts)
        print(f"\n{len(verdicts) - n_fail} claims hold, {n_fail} fail.")
    return 0
