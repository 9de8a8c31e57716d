"""Rewrite README.md's verdict table from the claim registry, so that it cannot drift.

Runs every registered check (:func:`proofs_check.run_checks`, about a minute of CPU) and replaces

* the block between ``<!-- verdicts:start -->`` and ``<!-- verdicts:end -->`` by
  :func:`proofs_check.verdict_table`;
* the counts in the section "What holds and what fails": "lists the N claim ids" and
  "N claims hold, M are refuted" (", E are errors" when any check could not decide).

``tests/test_readme_verdicts.py`` fails when the README differs from what this script writes.

Usage: ``PYTHONPATH=$PWD python scripts/update_readme_verdicts.py [--check]`` (``--check``: exit 1
and change nothing if the README is out of date).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
START, END = "<!-- verdicts:start -->", "<!-- verdicts:end -->"
_BLOCK = re.compile(re.escape(START) + r"\n.*?" + re.escape(END), re.S)
_LISTS = re.compile(r"lists the \d+ claim ids")
_COUNTS = re.compile(r"\d+ claims? holds?, \d+ (?:is|are) refuted"
                     r"(?:, \d+ (?:is an error|are errors))?")


def counts_sentence(statuses: Sequence[str]) -> str:
    """``'N claims hold, M are refuted'`` (and the errors, if any)."""
    n = {s: sum(x == s for x in statuses) for s in ("holds", "refuted", "error")}
    out = (f"{n['holds']} {'claim holds' if n['holds'] == 1 else 'claims hold'}, "
           f"{n['refuted']} {'is' if n['refuted'] == 1 else 'are'} refuted")
    if n["error"]:
        out += f", {n['error']} {'is an error' if n['error'] == 1 else 'are errors'}"
    return out


def updated(text: str, table: str, statuses: Sequence[str]) -> str:
    """``text`` (the README) with the verdict block, the claim count and the counts replaced."""
    if len(_BLOCK.findall(text)) != 1:
        raise ValueError(f"README must hold exactly one {START} ... {END} block")
    for pattern, what in ((_LISTS, "'lists the N claim ids'"), (_COUNTS, "'N claims hold, M are "
                                                                          "refuted'")):
        if len(pattern.findall(text)) != 1:
            raise ValueError(f"README must say {what} exactly once")
    text = _BLOCK.sub(lambda _: f"{START}\n{table}\n{END}", text)
    text = _LISTS.sub(f"lists the {len(statuses)} claim ids", text)
    return _COUNTS.sub(counts_sentence(statuses), text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 (changing nothing) if the README is out of date")
    args = parser.parse_args(argv)
    from proofs_check import run_checks, verdict_table

    verdicts = run_checks()
    text = README.read_text(encoding="utf-8")
    new = updated(text, verdict_table(verdicts), [v.status for v in verdicts])
    if args.check:
        print("README verdicts up to date" if new == text else "README verdicts out of date")
        return 0 if new == text else 1
    if new != text:
        from rocpr.io.output import atomic_write_text

        atomic_write_text(README, new)
    print(f"README: {len(verdicts)} verdicts ({'updated' if new != text else 'unchanged'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
