"""``rocpr report``: one self-contained HTML (inline SVG) or Markdown report of scored models."""

from __future__ import annotations

import argparse
import shlex
from typing import Any

from rocpr.models import add_data_arguments

__all__ = ["add_parser"]


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "report",
        help="write a one-file HTML or Markdown report: metrics, bounds, where each model sits "
        "inside them, and the figures",
        description="Write one self-contained report of one or several score columns: the data "
        "summary (n, prevalence, skew), every metric of 'rocpr evaluate' with its meaning, Boyd "
        "et al.'s and the exact bounds at this skew, each model's AUC-PR as a fraction of the "
        "exact range at its AUC-ROC, the PR/ROC/region figures, and the command that regenerates "
        "it. HTML embeds its figures as inline SVG and loads nothing from the network; Markdown "
        "writes its figures beside it (<stem>-pr.svg, <stem>-roc.svg, <stem>-region.svg).",
    )
    add_data_arguments(p)
    p.add_argument("--output", "-o", metavar="FILE", required=True,
                   help="the report: FILE.html or FILE.md")
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    if not args.output.lower().endswith((".html", ".htm", ".md")):
        raise ValueError(f"--output must end in .html or .md, got {args.output!r}")
    from rocpr.models import data_options, models_from_args
    from rocpr.report import build_report, write_report

    models, pos_label = models_from_args(args)
    command = " ".join(["rocpr", "report", *data_options(args), "--output",
                        shlex.quote(args.output)])
    report = build_report(models, pos_label=pos_label, command=command, ci=args.ci)
    for f in write_report(args.output, report):
        print(f"wrote {f}")
    return 0
