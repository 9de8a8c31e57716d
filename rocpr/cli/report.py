"""``rocpr report``: one self-contained HTML (inline SVG) or Markdown report of scored models."""

from __future__ import annotations

import argparse
import shlex

import numpy as np

from numeric.validation import check_positive_int
from rocpr.cli.errors import input_errors
from rocpr.cli.options import (
    add_data_options,
    add_output_option,
    check_ci_options,
    data_words,
    load_models,
)
from rocpr.cli.plot import add_ci_cross_option
from rocpr.io.output import check_output_path, page_format

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

HELP = (
    "write a one-file HTML or Markdown report: which model, how sure, how good could it "
    "be (metrics with intervals, the pairwise comparison, where each model sits inside the "
    "bounds, and the figures)"
)
DESCRIPTION = (
    "Write one self-contained report of every score column of the input (the "
    "embedded data's two by default): the data summary (n, prevalence, skew), every metric of "
    "'rocpr evaluate' with its meaning and, by default, its 95% interval (DeLong for "
    "AUC-ROC; --no-ci for none), the pairwise comparison of 'rocpr compare', Boyd et al.'s "
    "and the exact bounds at this skew, each model's AUC-PR as a fraction of the exact range "
    "at its AUC-ROC, the PR/ROC/region figures (with bootstrap bands and interval crosses), "
    "and the command that regenerates it. HTML embeds its figures as inline SVG and loads "
    "nothing from the network; Markdown "
    "writes its figures beside it (<stem>-pr.svg, <stem>-roc.svg, <stem>-region.svg)."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p, scores="several", stdin=False)
    add_ci_cross_option(p, default_level=0.95)
    add_output_option(p, required=True, help="the report: FILE.html or FILE.md")


def run(args: argparse.Namespace) -> int:
    from rocpr.render.report import build_report, report_paths, write_report

    with input_errors():  # before any work: nothing written on a bad path
        page_format(args.output)
        check_positive_int(args.band_bootstrap, "--band-bootstrap")
        for path in report_paths(args.output):
            check_output_path(path)
    check_ci_options(args)

    models, pos_label = load_models(args)
    seed = args.seed
    words = ["rocpr", "report", *data_words(args)]
    if args.ci is not None:
        if seed is None:  # draw the seed here, so that the printed command reproduces the report
            seed = int(np.random.default_rng().integers(2**31))
        words += ["--ci", repr(args.ci), "--bootstrap", str(args.bootstrap),
                  "--band-bootstrap", str(args.band_bootstrap), "--seed", str(seed)]
    else:
        words.append("--no-ci")
    command = " ".join([*words, "--output", shlex.quote(args.output)])
    with input_errors(models.source):
        report = build_report(models, pos_label=pos_label, command=command, ci=args.ci,
                              n_bootstrap=args.bootstrap, seed=seed,
                              band_bootstrap=args.band_bootstrap)
    for f in write_report(args.output, report):
        print(f"wrote {f}")
    return 0
