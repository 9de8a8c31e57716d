"""``rocpr witness``: write a data set whose ROC curve follows an extremal curve, as CSV."""

from __future__ import annotations

import argparse
import sys

from rocpr.cli.errors import input_errors
from rocpr.cli.options import add_output_option
from rocpr.io.output import check_output_path, write_output

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

HELP = "write labels and scores of a data set on the exact minimum (or another) curve"
DESCRIPTION = (
    "Build a finite data set (N+ positives, round(skew * N+) negatives) whose ROC "
    "curve follows the exact minimizer of AUC-PR at the given AUC-ROC (or Thm 3.5's maximizer, "
    "or Mihelich et al.'s claimed minimizer f = c), and write it as CSV with the header "
    "'y_true,y_score'."
)


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("--skew", type=float, required=True, help="a = N-/N+ (> 0)")
    p.add_argument("--auc-roc", type=float, required=True, help="target AUC-ROC in [0, 1]")
    p.add_argument("--n-pos", type=int, required=True, help="number of positives N+ (>= 1)")
    p.add_argument("--curve", choices=("exact_min", "max", "mihelich_min"), default="exact_min",
                   help="which curve the data set follows (default: exact_min)")
    add_output_option(p, help="write to FILE (atomically) instead of standard output")


def run(args: argparse.Namespace) -> int:
    from numeric.bounds.witness import achieved, witness_dataset, witness_vertices

    with input_errors():  # the values of the options, and the witness's domain
        if args.output is not None:
            check_output_path(args.output)  # before the work: an error is the last word
        y_true, y_score = witness_dataset(args.skew, args.auc_roc, args.n_pos, curve=args.curve)
    lines = ["y_true,y_score"]
    lines.extend(f"{int(t)},{s!r}" for t, s in zip(y_true.tolist(), y_score.tolist(), strict=True))
    text = "\n".join(lines) + "\n"
    write_output(text, args.output)
    skew, auc_roc = achieved(*witness_vertices(args.skew, args.auc_roc, args.n_pos,
                                               curve=args.curve))
    print(f"rocpr witness: {int(y_true.sum())} positives, {int(y_true.size - y_true.sum())} "
          f"negatives: skew {skew:.6g}, AUC-ROC {auc_roc:.6g}", file=sys.stderr)
    return 0
