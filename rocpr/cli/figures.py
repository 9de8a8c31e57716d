"""``rocpr figures``: regenerate every figure of the papers, the exact truth beside each claim."""

from __future__ import annotations

import argparse
from pathlib import Path

from rocpr.cli.errors import InputError
from rocpr.cli.options import add_format_option, add_output_option

__all__ = ["DESCRIPTION", "HELP", "configure", "run"]

HELP = "regenerate the papers' figures from the package's own functions"
DESCRIPTION = (
    "Regenerate the figures of Davis & Goadrich (2006; Fig. 6, Fig. 7), Boyd et "
    "al. (2012; unachievable regions, minimum AUC-PR vs prevalence) and Mihelich et al. "
    "(2024; Fig. 1-4) from the package's functions, with the exact minimum and witness data "
    "sets overlaid where a claim fails. One file per figure, <name>.<format>."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_output_option(p, metavar="DIR", default="figures",
                      help="directory to write into, created if missing (default: ./figures)")
    add_format_option(p, choices=("png", "svg", "pdf"), default="svg",
                      help="image format of the files (default: svg)")
    p.add_argument("names", nargs="*", metavar="NAME",
                   help="only these figures (default: all; see the list with --list)")
    p.add_argument("--list", action="store_true", help="list the figures and exit")


def run(args: argparse.Namespace) -> int:
    from rocpr.cli.plot import save_figure
    from rocpr.plotting.figures import FIGURES
    from rocpr.progress import progress

    if args.list:
        for name, fn in FIGURES.items():
            print(f"{name:<22} {(fn.__doc__ or '').strip().splitlines()[0]}")
        return 0
    unknown = [n for n in args.names if n not in FIGURES]
    if unknown:
        raise InputError(f"NAME must be one of {', '.join(FIGURES)}, got {unknown[0]!r}")
    out = Path(args.output)
    if out.exists() and not out.is_dir():
        raise InputError(f"--output must be a directory, got {args.output!r}, an existing file")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OSError(f"--output: cannot create the directory {args.output!r}: "
                      f"{exc.strerror or exc}") from None
    for name in progress(args.names or list(FIGURES), "figures"):
        target = out / f"{name}.{args.format}"
        save_figure(FIGURES[name]().figure, target)
        print(f"wrote {target}")
    return 0
