"""The command-line grammar shared by the commands that read data, declared once.

Every command that reads labelled scores takes the same words with the same meaning
(:func:`add_data_options`): ``PATH`` (a file, ``-`` for standard input where one score column is
read, or nothing for the embedded example), ``--input-format``, ``--delimiter``, ``--labels``,
``--scores``, ``--weights`` and ``--pos-label``; confidence intervals are ``--ci [LEVEL]``,
``--bootstrap N``, ``--seed S`` and the method options (:func:`add_ci_options`). Values are read
into numbers and labels here (:func:`pos_label_from`) and checked under the option's name
(:func:`check_ci_options`, :func:`check_options`) before any computation: a bad value is an
:class:`rocpr.cli.errors.InputError` naming the option.
"""

from __future__ import annotations

import argparse
import math
import os
import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, TypedDict

import numpy as np
import numpy.typing as npt

from numeric.core.labels import distinct_labels, format_labels, label_mask, positive_label
from numeric.core.weight_scale import scale_exponent
from numeric.data.soft_labels import expand_soft_labels
from numeric.validation import check_level, check_positive_int, first_bad
from rocpr.cli.errors import InputError, input_errors
from rocpr.io import (
    INPUT_FORMATS,
    LABEL_COLUMNS,
    SCORE_COLUMNS,
    ScoredData,
    load_default,
    read_scored_data,
)
from rocpr.io.models import ScoredModels, read_models

__all__ = [
    "FILE_FORMATS",
    "OUTPUT_FORMATS",
    "BinaryInput",
    "ReaderOptions",
    "ScoreColumns",
    "add_ci_options",
    "add_data_options",
    "add_format_option",
    "add_output_option",
    "add_permutations_option",
    "add_soft_labels_option",
    "available_memory",
    "cgroup_room",
    "check_ci_options",
    "check_labels",
    "check_memory",
    "check_weights",
    "data_words",
    "load_binary",
    "load_models",
    "pos_label_from",
    "reader_options",
    "resolve_seed",
]

ScoreColumns = Literal["one", "several", "per-class"]

FILE_FORMATS = (
    "CSV/TSV with a header row (delimiter sniffed; .tsv/.tab: tabs; also .gz, .bz2, .zst), "
    "Parquet (.parquet/.pq), Arrow IPC/Feather (.feather/.arrow), .npy (structured, or 2-D with "
    "columns labels, scores), .npz (named arrays)"
)
"""What every data-reading command reads (:func:`rocpr.io.read_scored_data`)."""

_SCORES_HELP = {
    "one": f"scores column (default: first of {', '.join(SCORE_COLUMNS)}; column 1 of a plain "
           ".npy)",
    "several": "one or more score columns, one model each (default: the reader's score column, "
               "or the embedded data's models)",
    "per-class": f"scores column (default: first of {', '.join(SCORE_COLUMNS)}; column 1 of a "
                 "plain .npy); with --multiclass, one column per class, named after it",
}


def add_data_options(p: argparse.ArgumentParser, *, scores: ScoreColumns = "one",
                     stdin: bool = True) -> None:
    """``PATH --input-format --delimiter --labels --scores --weights --pos-label``.

    Parameters
    ----------
    p : argparse.ArgumentParser
    scores : {'one', 'several', 'per-class'}, default='one'
        What ``--scores`` takes: one column, one or several models, or (``evaluate``) one
        column or one per class with ``--multiclass``.
    stdin : bool, default=True
        Whether ``-`` (CSV on standard input) is accepted (only where one score column is read).

    Examples
    --------
    >>> p = argparse.ArgumentParser()
    >>> add_data_options(p, scores="several", stdin=False)
    >>> p.parse_args(["d.csv", "--scores", "a", "b", "--delimiter", ";"]).scores
    ['a', 'b']
    """
    where = FILE_FORMATS + (", or - for CSV on standard input" if stdin else "")
    p.add_argument("path", nargs="?", metavar="PATH",
                   help=f"{where}; default: the embedded example data")
    p.add_argument("--input-format", choices=INPUT_FORMATS, metavar="FMT",
                   help=f"file format, overriding the suffix ({', '.join(INPUT_FORMATS)})")
    p.add_argument("--delimiter", metavar="C", help="text delimiter (default: sniffed)")
    p.add_argument("--labels", metavar="COL",
                   help=f"labels column (default: first of {', '.join(LABEL_COLUMNS)}; column 0 "
                   "of a plain .npy)")
    p.add_argument("--scores", metavar="COL", nargs=None if scores == "one" else "+",
                   help=_SCORES_HELP[scores])
    p.add_argument("--weights", metavar="COL", help="sample-weight column (default: none)")
    p.add_argument("--pos-label", metavar="V",
                   help="label of the positive class (needed unless labels are 0/1, -1/1 or "
                   "True/False)")


def add_soft_labels_option(p: argparse.ArgumentParser) -> None:
    """``--soft-labels`` (``evaluate``, ``thresholds``)."""
    p.add_argument("--soft-labels", action="store_true",
                   help="labels are probabilities in [0, 1] of being positive: a row counts w*y "
                   "as positive and w*(1-y) as negative weight (PRROC's weights.class0)")


def add_ci_options(p: argparse.ArgumentParser, *, default_level: float | None = None,
                   methods: Sequence[str] | None = None,
                   auc_roc_methods: Sequence[str] | None = None,
                   what: str = "AUC-ROC by DeLong, AUC-PR and AP by --ci-method"
                   ) -> None:
    """``--ci [LEVEL]``, ``--bootstrap N``, ``--seed S``, ``--ci-method M`` (where ``methods`` is
    given) and ``--auc-roc-ci-method M`` (where ``auc_roc_methods`` is given), with the methods
    the command really accepts; ``what`` says what the intervals are of."""
    p.add_argument("--ci", nargs="?", type=float, const=0.95, default=default_level,
                   metavar="LEVEL",
                   help=f"confidence intervals at LEVEL in (0, 1) (default 0.95): {what}")
    p.add_argument("--bootstrap", type=int, default=2000, metavar="N",
                   help="bootstrap replicates (default 2000)")
    p.add_argument("--seed", type=int, default=None, metavar="S",
                   help="random seed of the bootstrap (default: a fresh one, reported)")
    if methods is not None:
        default = "auto" if "auto" in methods else "bca"
        p.add_argument("--ci-method", choices=methods, default=default, metavar="M",
                       help="interval of AUC-PR and AP: " + ", ".join(methods)
                       + f" (default {default}: influence-logit, the analytic influence-function "
                       "interval, from 300 positives, bootstrap-t, the studentized bootstrap, "
                       "below"
                       + ("; logit: Boyd, Eng & Page 2013)" if "logit" in methods else ")"))
    if auc_roc_methods is not None:
        p.add_argument("--auc-roc-ci-method", choices=auc_roc_methods, default="delong",
                       metavar="M", help="interval of AUC-ROC: " + ", ".join(auc_roc_methods)
                       + " (default delong)")


OUTPUT_FORMATS = ("text", "json", "md")
"""The formats of ``--format`` of the commands that print results: an aligned text table, JSON
(NaN written as ``null``), or Markdown tables."""


def add_format_option(p: argparse.ArgumentParser, *,
                      choices: Sequence[str] = OUTPUT_FORMATS, default: str | None = "text",
                      help: str | None = None) -> None:
    """``--format`` (every command that prints or writes results; declared here only).

    ``choices`` are the formats the command writes (default text, json, md); ``help`` replaces
    the default description.

    Examples
    --------
    >>> p = argparse.ArgumentParser()
    >>> add_format_option(p)
    >>> p.parse_args(["--format", "md"]).format
    'md'
    """
    p.add_argument("--format", choices=tuple(choices), default=default, metavar="FMT",
                   help=help or f"output format: {', '.join(choices)} (default {default})")


def add_output_option(p: argparse.ArgumentParser, *, metavar: str = "FILE",
                      required: bool = False, default: str | None = None,
                      help: str) -> None:
    """``--output``/``-o`` (every command that writes a file or a folder; declared here only).

    ``--out``, the old spelling of ``table`` and ``witness``, still works: argparse takes an
    unambiguous prefix of an option.

    Examples
    --------
    >>> p = argparse.ArgumentParser()
    >>> add_output_option(p, help="the file")
    >>> p.parse_args(["-o", "a.csv"]).output, p.parse_args(["--out", "b.csv"]).output
    ('a.csv', 'b.csv')
    """
    p.add_argument("--output", "-o", metavar=metavar, required=required, default=default,
                   help=help)


def add_permutations_option(p: argparse.ArgumentParser) -> None:
    """``--permutations N``: the permutations of a permutation test (Venkatraman's)."""
    p.add_argument("--permutations", type=int, default=2000, metavar="N",
                   help="permutations of --test venkatraman (default 2000)")


def resolve_seed(seed: int | None) -> int:
    """``--seed``, or a fresh seed drawn from the operating system's entropy when it is not
    given: a command that resamples always knows, and reports, the seed that reproduces it.

    Examples
    --------
    >>> resolve_seed(7), 0 <= resolve_seed(None) < 2**63
    (7, True)
    """
    if seed is not None:
        return seed
    return int(np.random.default_rng().integers(2**63))


def check_ci_options(args: argparse.Namespace) -> None:
    """Validate ``--ci`` and ``--bootstrap`` under their option names (before any work).

    Examples
    --------
    >>> check_ci_options(argparse.Namespace(ci=1.5, bootstrap=10))
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: --ci must be in (0, 1), got 1.5
    """
    with input_errors():
        if getattr(args, "ci", None) is not None:
            check_level(args.ci, "--ci")
        if getattr(args, "bootstrap", None) is not None:
            check_positive_int(args.bootstrap, "--bootstrap")
        if getattr(args, "permutations", None) is not None:
            check_positive_int(args.permutations, "--permutations")
        if getattr(args, "seed", None) is not None and args.seed < 0:
            raise InputError(f"--seed must be >= 0, got {args.seed}")
    if getattr(args, "bootstrap", None) is not None:
        scores = getattr(args, "scores", None)
        columns = len(scores) if isinstance(scores, list) else 1
        check_memory(f"--bootstrap {args.bootstrap:,}",
                     args.bootstrap * BYTES_PER_REPLICATE * max(columns, 1),
                     f"{BYTES_PER_REPLICATE} bytes per replicate and score column", "--bootstrap")


#: Memory a bootstrap replicate holds per score column: three areas (float64), kept and then
#: concatenated (so twice), with room for the paired differences.
BYTES_PER_REPLICATE = 64


def available_memory(cgroup: str = "/sys/fs/cgroup") -> int:
    """Bytes this process may still allocate: the least of the system's available memory
    (``MemAvailable``, else free pages), the room left under the container's limit (cgroup v2
    ``memory.max`` less ``memory.current``, v1 ``memory/memory.limit_in_bytes`` less
    ``memory/memory.usage_in_bytes``, under ``cgroup``) and the address-space limit
    (``ulimit -v``).

    Examples
    --------
    >>> available_memory() > 0
    True
    """
    avail = 0
    try:
        with open("/proc/meminfo") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    avail = int(line.split()[1]) * 1024
                    break
    except OSError:  # pragma: no cover (not Linux)
        pass
    if not avail:  # pragma: no cover (not Linux)
        try:
            avail = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        except (OSError, ValueError, AttributeError):
            avail = 1 << 62
    room = cgroup_room(cgroup)
    if room is not None:
        avail = min(avail, room)
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_AS)[0]
        if soft != resource.RLIM_INFINITY:
            avail = min(avail, soft)
    except (ImportError, OSError, ValueError):  # pragma: no cover (not POSIX)
        pass
    return int(avail)


def cgroup_room(root: str) -> int | None:
    """Bytes left under the memory limit of the cgroup mounted at ``root`` (v2 ``memory.max``
    less ``memory.current``; v1 ``memory/memory.limit_in_bytes`` less
    ``memory/memory.usage_in_bytes``), or ``None`` without a limit (``max``, v1's huge
    sentinel) or a readable cgroup.

    Examples
    --------
    >>> cgroup_room("/nonexistent") is None
    True
    """
    for limit_file, usage_file in (("memory.max", "memory.current"),
                                   ("memory/memory.limit_in_bytes",
                                    "memory/memory.usage_in_bytes")):
        try:
            with open(os.path.join(root, limit_file)) as fh:
                limit_text = fh.read().strip()
        except OSError:
            continue
        if not limit_text.isdigit() or int(limit_text) >= 1 << 62:  # "max", v1's no-limit value
            return None
        try:
            with open(os.path.join(root, usage_file)) as fh:
                used = int(fh.read().strip())
        except (OSError, ValueError):
            used = 0
        return max(int(limit_text) - used, 0)
    return None


def _size(n: float) -> str:
    for unit in ("bytes", "kB", "MB", "GB", "TB", "PB"):
        if n < 1000 or unit == "PB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.3g} {unit}"
        n /= 1000
    raise AssertionError  # pragma: no cover


def check_memory(what: str, needed: int, basis: str, option: str, *,
                 available: int | None = None) -> None:
    """Refuse, before any work, a run that needs more memory than is available.

    Parameters
    ----------
    what : str
        The option and value, as the message shows them (``"--bootstrap 1,000"``).
    needed : int
        Bytes the run would hold.
    basis : str
        How ``needed`` was counted (``"64 bytes per replicate"``).
    option : str
        The option to lower.
    available : int, optional
        Bytes available (default: :func:`available_memory`).

    Examples
    --------
    >>> check_memory("--bootstrap 10", 640, "64 bytes per replicate", "--bootstrap")
    >>> check_memory("--bootstrap 10**15", 64 * 10**15, "64 bytes per replicate",
    ...              "--bootstrap")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: --bootstrap 10**15 needs about 64 PB of memory (64 bytes ...
    """
    avail = available_memory() if available is None else available
    if needed > avail:
        raise InputError(f"{what} needs about {_size(needed)} of memory ({basis}), more than "
                         f"the {_size(avail)} available; lower {option}")


def pos_label_from(value: str | None, labels: npt.ArrayLike | np.dtype[np.generic[object]]
                   ) -> object:
    """The command-line string as a label of the labels' kind.

    ``"1"`` and ``"1.0"`` are 1 for integer labels, ``"true"``/``"1"`` are True for booleans,
    strings stay strings; ``labels`` is the label array or its dtype.

    Examples
    --------
    >>> pos_label_from("1.0", np.array([0, 1])), pos_label_from("TRUE", np.dtype(bool))
    (1, True)
    >>> pos_label_from("0.5", np.array([0, 1]))
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: --pos-label must be a label of the data (integer labels), got '0.5'
    """
    if value is None:
        return None
    dtype = labels if isinstance(labels, np.dtype) else np.asarray(labels).dtype
    kind = dtype.kind
    try:
        if kind in "iu":
            x = float(value)
            if not x.is_integer():
                raise InputError(value)
            return int(x)
        if kind == "f":
            return float(value)
        if kind == "b":
            x = {"true": 1.0, "false": 0.0}.get(value.strip().lower()) or float(value)
            return {1.0: True, 0.0: False}[x]
    except (ValueError, KeyError, OverflowError):
        names = {"i": "integer", "u": "integer", "f": "float", "b": "boolean"}
        raise InputError(
            f"--pos-label must be a label of the data ({names[kind]} labels), got {value!r}"
        ) from None
    return value


class ReaderOptions(TypedDict):
    """The readers' format options, as ``**reader_options(args)``."""

    input_format: str | None
    delimiter: str | None


def reader_options(args: argparse.Namespace) -> ReaderOptions:
    """``input_format`` and ``delimiter`` of the parsed options, for the readers."""
    return {"input_format": getattr(args, "input_format", None),
            "delimiter": getattr(args, "delimiter", None)}


@dataclass(frozen=True)
class BinaryInput:
    """One binary score column ready for the data functions.

    Attributes
    ----------
    data : ScoredData
    pos_label : object
        ``--pos-label`` as a label of the data (``None``: the default).
    source_row : ndarray or None
        With ``--soft-labels``, the file row of each expanded row (``None`` otherwise).
    n_rows : int
        Rows of the file.
    """

    data: ScoredData
    pos_label: object
    source_row: npt.NDArray[np.intp] | None
    n_rows: int


def load_binary(args: argparse.Namespace) -> BinaryInput:
    """The data of PATH (or the embedded data) and the positive label, soft labels expanded."""
    if args.path is None:
        extra = ("labels", "scores", "weights", "folds", "input_format", "delimiter")
        given = [f"--{k.replace('_', '-')}" for k in extra if getattr(args, k, None)]
        if given:
            raise InputError(f"{'/'.join(given)} need a PATH")
        data = load_default()
    else:
        with input_errors():
            data = read_scored_data(args.path, labels=args.labels, scores=args.scores,
                                    weights=args.weights, **reader_options(args))
    n_rows = int(data.y_true.shape[0])
    if not getattr(args, "soft_labels", False):
        return BinaryInput(data, check_labels(args.pos_label, data.y_true, data.source,
                                              data.sample_weight), None, n_rows)
    if args.pos_label is not None:
        raise InputError("--pos-label cannot be used with --soft-labels (labels are P(positive))")
    try:
        rows = expand_soft_labels(data.y_true, data.y_score, sample_weight=data.sample_weight)
    except (ValueError, TypeError) as exc:
        raise InputError(f"{data.source}: {exc}") from None
    expanded = ScoredData(rows.y_true, rows.y_score, rows.sample_weight, data.source)
    return BinaryInput(expanded, None, rows.source_row, n_rows)


def load_models(args: argparse.Namespace, *, at_least: int = 1) -> tuple[ScoredModels, object]:
    """The models named by ``--scores`` (one each) and the positive label, from parsed options
    (:func:`rocpr.io.models.read_models`)."""
    with input_errors():
        models = read_models(args.path, labels=args.labels, scores=args.scores,
                             weights=args.weights, **reader_options(args))
    if len(models.scores) < at_least:
        raise InputError(f"--scores needs at least {at_least} columns, got "
                         f"{len(models.scores)}")
    return models, check_labels(args.pos_label, models.y_true, models.source,
                                models.sample_weight)


def check_labels(value: str | None, labels: npt.ArrayLike, source: str,
                 sample_weight: npt.ArrayLike | None = None) -> object:
    """``--pos-label`` as a label of the data (:func:`pos_label_from`), checked with the data
    under the options' names: at most two labels, the positive one among them (or the default
    labels), and the weights (:func:`check_weights`).

    Examples
    --------
    >>> check_labels(None, np.array([0, 1, 1]), "d.csv")
    >>> check_labels("7", np.array([0, 1]), "d.csv")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: d.csv: --pos-label must be one of the labels found [0, 1], got 7
    """
    y = np.asarray(labels)
    pos = pos_label_from(value, y)
    found = distinct_labels(y) if y.size else []
    try:
        positive = positive_label(found, pos)
    except ValueError:
        if len(found) > 2:
            raise InputError(f"{source}: --labels must hold at most 2 distinct labels, found "
                             f"{format_labels(found)}") from None
        if value is None:
            raise InputError(f"{source}: --pos-label must be given unless the labels are "
                             f"{{0, 1}}, {{-1, 1}} or {{False, True}}, found labels "
                             f"{format_labels(found)}") from None
        raise InputError(f"{source}: --pos-label must be one of the labels found "
                         f"{format_labels(found)}, got {pos!r}") from None
    if sample_weight is not None:
        check_weights(sample_weight, label_mask(y, positive), source)
    return pos


def check_weights(sample_weight: npt.ArrayLike, is_pos: npt.NDArray[np.bool_],
                  source: str) -> None:
    """The ``--weights`` column: no NaN, ``>= 0``, finite, and each class's sum a finite
    float64 (the rules of :func:`numeric.evaluate`, named by the option).

    Examples
    --------
    >>> check_weights([1.0, -1.0], np.array([True, False]), "d.csv")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: d.csv: --weights must be >= 0, got -1.0 (at index 1)
    """
    w = np.asarray(sample_weight, dtype=np.float64)
    for rule, bad in (("must not be NaN", np.isnan(w)), ("must be >= 0", w < 0),
                      ("must be finite", np.isinf(w))):
        if bad.any():
            raise InputError(f"{source}: --weights {rule}, got {first_bad(bad, w)}")
    if not w.size:
        return
    e = scale_exponent(float(w.max()))
    sums = [float(np.sum(np.ldexp(w[m], -e))) for m in (is_pos, ~is_pos)]  # exact scaling
    try:
        for t in sums:
            math.ldexp(t, e)
    except OverflowError:
        raise InputError(f"{source}: --weights must sum to a finite float64 (at most 1.8e308) "
                         f"in each class, got sums of {sums[0]!r} * 2**{e} (positives) and "
                         f"{sums[1]!r} * 2**{e} (negatives); rescale the weights") from None


def data_words(args: argparse.Namespace) -> list[str]:
    """The data options as command-line words (for the command that regenerates an output).

    Examples
    --------
    >>> ns = argparse.Namespace(path="d.csv", labels=None, scores=["a b", "c"], weights=None,
    ...                         pos_label="1", input_format=None, delimiter=";")
    >>> " ".join(data_words(ns))
    "d.csv --delimiter ';' --scores 'a b' c --pos-label 1"
    """
    words = [] if args.path is None else [shlex.quote(args.path)]
    for opt in ("input_format", "delimiter", "labels", "weights"):
        if getattr(args, opt, None):
            words += [f"--{opt.replace('_', '-')}", shlex.quote(getattr(args, opt))]
    scores = args.scores
    if scores:
        words += ["--scores", *map(shlex.quote, [scores] if isinstance(scores, str) else scores)]
    if args.pos_label is not None:
        words += ["--pos-label", shlex.quote(args.pos_label)]
    return words
