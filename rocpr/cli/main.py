"""The ``rocpr`` command line.

Each subcommand lives in its own module ``rocpr/cli/<name>.py``, which declares it: ``HELP`` (its
line in ``rocpr --help``), ``DESCRIPTION`` (and optionally ``EPILOG``) of ``rocpr <name> --help``,
``configure(parser)``, which adds its options, and the handler ``run(args) -> int``;
:func:`build_parser` registers them.
Bad input never shows a traceback: an :class:`rocpr.cli.errors.InputError` (an option, a
combination of options or the data, named in the message) and an :class:`OSError` (a missing
file, a full disk) are printed as ``rocpr <command>: error: <message>`` and the exit status is 2
(the status argparse uses for usage errors), as is running out of memory. Any other exception
is a bug of rocpr: the last frames of its traceback are printed, then a line asking for a bug
report, and the exit status is 1. Warnings (one class only, a witness off its target, ...) are
printed as ``rocpr <command>: warning: <message>`` and do not change the exit status (0 on
success); only the toolkit's own (``numeric.RocprWarning``) are shown, and an error is always
the last line. Exit statuses: 0 success, 1 a claim check could not decide (``rocpr check``:
status "error") or a bug, 2 bad input, 130 interrupted, 141 the reader of standard output went
away.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
import warnings
from collections.abc import Sequence

from rocpr.cli.errors import InputError

__all__ = ["main"]

# The subcommands, each the module ``rocpr.cli.<name>``, in the order ``rocpr --help`` lists them.
_SUBCOMMANDS: tuple[str, ...] = (
    "check",
    "evaluate",
    "compare",
    "thresholds",
    "power",
    "witness",
    "bounds",
    "table",
    "plot",
    "report",
    "figures",
)


def build_parser(commands: Sequence[str] = _SUBCOMMANDS) -> argparse.ArgumentParser:
    """The top-level parser with the subcommands named in ``commands`` (default: all) attached;
    only their modules are imported."""
    parser = argparse.ArgumentParser(
        prog="rocpr",
        description="ROC and precision-recall curves: exact AUCs, bounds, and checks of the "
        "published theorems (Davis & Goadrich 2006; Boyd et al. 2012; Mihelich et al. 2024).",
    )
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show the program's version number and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in commands:
        command = importlib.import_module(f"rocpr.cli.{name}")
        p = sub.add_parser(name, help=command.HELP, description=command.DESCRIPTION,
                           epilog=getattr(command, "EPILOG", None))
        command.configure(p)
        p.set_defaults(func=command.run)
    return parser


class _Version(argparse.Action):
    """``--version``: the installed version, looked up only when asked for."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        from rocpr import __version__

        print(f"rocpr {__version__}")
        parser.exit()


def _command_modules(argv: Sequence[str]) -> tuple[str, ...]:
    """The subcommands to build, and whose modules to import, for ``argv`` (start-up):
    the one it names first, none for ``--version``, all for ``--help`` or a misspelt command."""
    if argv and argv[0] == "--version":
        return ()
    if argv and argv[0] in _SUBCOMMANDS:
        return (argv[0],)
    return _SUBCOMMANDS


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``rocpr`` with ``argv`` (default: ``sys.argv[1:]``) and return the exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(_command_modules(argv))
    args = parser.parse_args(argv)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        status, last = _run(args)
    seen: set[str] = set()
    for w in caught:
        text = str(w.message)
        if _ours(w) and text not in seen:
            seen.add(text)
            print(f"rocpr {args.command}: warning: {text}", file=sys.stderr)
    if last:  # the error (or interruption) is the last word, after any warning
        print(f"rocpr {args.command}: {last}", file=sys.stderr)
    return status


def _ours(w: warnings.WarningMessage) -> bool:
    """Whether a warning is the toolkit's own (:class:`numeric.RocprWarning`): those of numpy,
    matplotlib, pandas, ... ("overflow encountered", "constrained_layout", a deprecation) are
    about their internals, not the user's data, and are not shown."""
    from numeric import RocprWarning

    return issubclass(w.category, RocprWarning)


def _run(args: argparse.Namespace) -> tuple[int, str]:
    """The exit status and, on an error or interruption, the line to print last."""
    try:
        return int(args.func(args)), ""
    except BrokenPipeError:
        # The reader went away (``rocpr evaluate | head``): not an error of ours. Point stdout at
        # devnull so that the interpreter's final flush does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141, ""  # 128 + SIGPIPE, as a shell reports it
    except (InputError, OSError) as exc:
        return 2, f"error: {exc}"
    except KeyboardInterrupt:
        return 130, "interrupted"
    except MemoryError:  # past the pre-checks: the machine's, not the toolkit's, limit
        return 2, ("error: out of memory: the data or the options (--bootstrap, --permutations, "
                   "...) need more memory than this machine or container has")
    except Exception as exc:  # a bug: show where, and ask for a report
        frames = traceback.format_exception(exc, limit=-TRACEBACK_FRAMES)
        sys.stderr.write("".join(frames))
        return 1, (f"internal error: {type(exc).__name__}: {exc}\nThis is a bug in rocpr, not a "
                   "problem with your input: please report it with the command line and the "
                   "traceback above.")


#: Frames of a bug's traceback shown (the innermost ones).
TRACEBACK_FRAMES = 6


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
