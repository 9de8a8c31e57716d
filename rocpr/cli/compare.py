"""``rocpr compare``: two or more models scored on the same labels, pair by pair; or two models
scored on different samples (``--unpaired``).

For each model: :func:`numeric.evaluate` with confidence intervals. For each pair ``(a, b)``
(differences ``a - b``): DeLong's paired test of AUC-ROC (Z, two-sided p), the paired stratified
bootstrap of exact AUC-PR and AP (difference, interval, two-sided p), whether the exact bounds at
the data's skew make one order imply the other (:func:`numeric.implied_order`), and the test chosen
by ``--test`` (pROC's ``roc.test`` methods: ``delong``, ``bootstrap``, ``venkatraman``,
``sensitivity``, ``specificity``) as ``test``, ``statistic`` and ``p_value``. A progress bar
appears on stderr when the bootstrap takes more than a second and stderr is a terminal.
"""

from __future__ import annotations

import argparse

import numpy as np
import numpy.typing as npt

from numeric.stats.compare import COMPARE_METHODS, Comparison, compare, unpaired_difference
from numeric.stats.evaluate import evaluate
from numeric.stats.roc_tests import (
    bootstrap_test,
    bootstrap_test_unpaired,
    delong_test_unpaired,
    venkatraman_test,
    venkatraman_test_unpaired,
)
from numeric.validation import ValueArray, check_interval
from rocpr.cli.errors import InputError, input_errors
from rocpr.cli.options import (
    add_ci_options,
    add_data_options,
    add_format_option,
    add_permutations_option,
    check_ci_options,
    check_labels,
    load_models,
    reader_options,
    resolve_seed,
)
from rocpr.io import read_fold_column, read_score_columns
from rocpr.progress import ProgressBar
from rocpr.render.encoding import JsonValue, dumps_json
from rocpr.render.numbers import format_number
from rocpr.render.results import comparison_json, format_comparison, table_lines

__all__ = ["DESCRIPTION", "HELP", "TESTS", "configure", "run"]

FloatArray = npt.NDArray[np.float64]
_Sample = tuple[str, ValueArray, FloatArray, FloatArray | None]  # name, labels, scores, weights

TESTS = ("delong", "bootstrap", "venkatraman", "sensitivity", "specificity")
"""The tests of ``--test`` (pROC's ``roc.test(method = ...)``)."""

HELP = (
    "compare models: DeLong's and pROC's other tests, paired bootstrap, implied order; "
    "--unpaired for models scored on different samples"
)
DESCRIPTION = (
    "Compare two or more score columns on the same labels: each model's AUC-ROC, "
    "exact AUC-PR and AP with confidence intervals; for each pair (a - b) DeLong's paired "
    "test of AUC-ROC, the paired stratified bootstrap of AUC-PR and AP, whether the exact "
    "bounds at the data's skew make the AUC-ROC order imply the AUC-PR order (or conversely), "
    "and the test of --test. Without PATH, the embedded example's two models "
    "(logistic_regression and naive_bayes) are compared. With --unpaired, model a is the "
    "first score column in FILE_A and model b the second in FILE_B (or, with --group COL, "
    "the two groups of rows of one file), and the AUC-ROC test is the unpaired DeLong test."
)


def configure(p: argparse.ArgumentParser) -> None:
    add_data_options(p, scores="several", stdin=False)
    p.add_argument("path_b", nargs="?", metavar="FILE_B",
                   help="with --unpaired: the file of model b (same column names)")
    add_ci_options(p, default_level=0.95, methods=COMPARE_METHODS)
    p.add_argument("--test", choices=TESTS, default="delong",
                   help="the test of each pair (pROC's roc.test methods): delong (default), "
                   "bootstrap (AUC-ROC difference), venkatraman (whole-curve equality, "
                   "permutations), sensitivity (at --specificity), specificity (at "
                   "--sensitivity); --bootstrap sets the replicates, --permutations the "
                   "permutations")
    p.add_argument("--specificity", type=float, metavar="SP",
                   help="with --test sensitivity: compare the sensitivities at this specificity")
    p.add_argument("--sensitivity", type=float, metavar="SE",
                   help="with --test specificity: compare the specificities at this sensitivity")
    p.add_argument("--unpaired", action="store_true",
                   help="the models were scored on different samples: FILE_A FILE_B, or one file "
                   "with --group COL")
    p.add_argument("--group", metavar="COL",
                   help="with --unpaired: column of two sample ids (model a on the first value "
                   "in sorted order, model b on the second)")
    add_permutations_option(p)
    add_format_option(p)


def _check_test_options(args: argparse.Namespace) -> None:
    if args.test == "sensitivity" and args.specificity is None:
        raise InputError("--test sensitivity needs --specificity SP (where the sensitivities "
                         "are compared)")
    if args.test == "specificity" and args.sensitivity is None:
        raise InputError("--test specificity needs --sensitivity SE (where the specificities "
                         "are compared)")
    if args.specificity is not None and args.test != "sensitivity":
        raise InputError("--specificity goes with --test sensitivity")
    if args.sensitivity is not None and args.test != "specificity":
        raise InputError("--sensitivity goes with --test specificity")
    with input_errors():
        for option in ("specificity", "sensitivity"):
            if getattr(args, option) is not None:
                check_interval(getattr(args, option), f"--{option}")
    if args.test not in ("delong",) and args.weights:
        raise InputError(f"--test {args.test} takes no --weights (pROC's tests are unweighted)")


def run(args: argparse.Namespace) -> int:
    check_ci_options(args)
    _check_test_options(args)
    if args.ci is None:
        raise InputError("--ci needs a LEVEL in compare")
    if args.unpaired:
        return _run_unpaired(args)
    if args.path_b is not None:
        raise InputError("a second file (FILE_B) needs --unpaired")
    if args.group is not None:
        raise InputError("--group needs --unpaired")
    if args.path is not None and not args.scores:
        raise InputError("--scores COL COL [COL ...] is required with a PATH")
    models, pos_label = load_models(args, at_least=2)
    seed = resolve_seed(args.seed)  # drawn here when not given, and always reported
    with input_errors(models.source):
        with ProgressBar("rocpr bootstrap", unit="replicates") as bar:
            result = compare(
                models.y_true, models.scores, sample_weight=models.sample_weight,
                pos_label=pos_label, level=args.ci, n_bootstrap=args.bootstrap,
                ci_method=args.ci_method, random_state=seed, progress=bar,
            )
        tests = [_paired_test(args, models.y_true, models.scores[p.a], models.scores[p.b],
                              pos_label, result, i) for i, p in enumerate(result.pairs)]
    _print(result, tests, models.source, args)
    return 0


def _paired_test(args: argparse.Namespace, y: ValueArray, a: FloatArray, b: FloatArray,
                 pos_label: object, result: Comparison, index: int) -> dict[str, JsonValue]:
    """``test``, ``statistic`` and ``p_value`` of ``--test`` for one pair (seeded by the
    comparison's seed, so the run is reproducible)."""
    if args.test == "delong":
        t = result.pairs[index].auc_roc
        return {"test": "delong", "statistic": t.z, "p_value": t.p_value}
    seed = None if result.seed is None else result.seed + index
    if args.test == "venkatraman":
        v = venkatraman_test(y, a, b, pos_label=pos_label, n_permutations=args.permutations,
                             random_state=seed)
        return {"test": "venkatraman", "statistic": v.statistic, "p_value": v.p_value}
    r = bootstrap_test(y, a, b, pos_label=pos_label, n_bootstrap=args.bootstrap,
                       random_state=seed, specificity=args.specificity,
                       sensitivity=args.sensitivity)
    return {"test": args.test, "statistic": r.statistic, "p_value": r.p_value}


def _random_draws(args: argparse.Namespace, methods: list[str]) -> str | None:
    """What drew random numbers (the intervals' bootstrap, the test's replicates or
    permutations), or ``None``: a seed is reported exactly when something did."""
    what = []
    if any(m in ("bca", "percentile", "bootstrap-t") for m in methods):
        what.append("the intervals' bootstrap")
    if args.test == "venkatraman":
        what.append("the permutations")
    elif args.test != "delong":
        what.append("the test's bootstrap")
    return " and ".join(what) or None


def _seed_line(seed: int, what: str) -> str:
    return f"Seed {seed}: --seed {seed} redraws {what}."


def _print(result: Comparison, tests: list[dict[str, JsonValue]], source: str,
           args: argparse.Namespace) -> None:
    methods = [m.intervals.method for m in result.models if m.intervals is not None]
    drawn = _random_draws(args, methods)
    if args.format == "json":
        doc = comparison_json(result)
        assert isinstance(doc, dict) and isinstance(doc["pairs"], list)
        for pair, test in zip(doc["pairs"], tests, strict=True):
            assert isinstance(pair, dict)
            pair.update(test)
        doc["seed"] = result.seed if drawn else None
        print(dumps_json(doc))
        return
    text = format_comparison(result, source, args.format)
    if args.test != "delong":
        rows = [[f"{p.a} - {p.b}", str(t["test"]), _num(t["statistic"]), _num(t["p_value"])]
                for p, t in zip(result.pairs, tests, strict=True)]
        text += "\n\n" + "\n".join(table_lines(["a - b", "test", "statistic", "p"], rows,
                                               args.format))
    if drawn and result.seed is not None:
        text += "\n\n" + _seed_line(result.seed, drawn)
    print(text)


def _num(v: object) -> str:
    return format_number(v, 4) if isinstance(v, float) else str(v)


def _run_unpaired(args: argparse.Namespace) -> int:
    """Model a on one sample, model b on another: two files, or the two groups of one file."""
    if args.path is None:
        raise InputError("--unpaired needs FILE_A FILE_B (or one file with --group COL)")
    scores = args.scores or []
    if args.group is None:
        if args.path_b is None:
            raise InputError("--unpaired needs FILE_A FILE_B (or one file with --group COL)")
        if len(scores) != 2:
            raise InputError(f"--unpaired needs --scores SA SB (model a in FILE_A, model b in "
                             f"FILE_B), got {len(scores)} columns")
        with input_errors():
            (a,) = read_score_columns(args.path, [scores[0]], labels=args.labels,
                                      weights=args.weights, **reader_options(args))
            (b,) = read_score_columns(args.path_b, [scores[1]], labels=args.labels,
                                      weights=args.weights, **reader_options(args))
        samples: tuple[_Sample, _Sample] = (
            (scores[0], a.y_true, a.y_score, a.sample_weight),
            (scores[1], b.y_true, b.y_score, b.sample_weight))
        source = f"{a.source} vs {b.source}"
    else:
        if args.path_b is not None:
            raise InputError("--group splits one file: give FILE_A only")
        if len(scores) not in (1, 2):
            raise InputError(f"--unpaired --group needs --scores S (or SA SB), got "
                             f"{len(scores)} columns")
        with input_errors():
            cols = read_score_columns(args.path, scores, labels=args.labels,
                                      weights=args.weights, **reader_options(args))
            group = read_fold_column(args.path, args.group, scores=scores[0], role="group",
                                     **reader_options(args))
        values = np.unique(group)
        if values.size != 2:
            raise InputError(f"--group {args.group} must hold exactly 2 sample ids, got "
                             f"{values.size}")
        parts = []
        for k in (0, 1):
            rows = group == values[k]
            weight = cols[0].sample_weight
            parts.append((f"{scores[min(k, len(scores) - 1)]} [{args.group}={values[k]}]",
                          cols[0].y_true[rows], cols[min(k, len(cols) - 1)].y_score[rows],
                          None if weight is None else weight[rows]))
        samples = (parts[0], parts[1])
        source = f"{cols[0].source} (two groups of {args.group})"
    (name_a, ya, sa, wa), (name_b, yb, sb, wb) = samples
    if wa is not None or wb is not None:
        raise InputError(f"{source}: the unpaired DeLong test takes no --weights (pROC's is "
                         "unweighted)")
    pos_a = check_labels(args.pos_label, ya, f"{source}, sample a")
    pos_b = check_labels(args.pos_label, yb, f"{source}, sample b")
    seed = resolve_seed(args.seed)  # model a's bootstrap; model b's is seed + 1
    with input_errors(source):
        with ProgressBar("rocpr bootstrap", unit="replicates") as bar:
            ea = evaluate(ya, sa, sample_weight=wa, pos_label=pos_a, ci=args.ci,
                          n_bootstrap=args.bootstrap, ci_method=args.ci_method,
                          random_state=seed, progress=bar)
        eb = evaluate(yb, sb, sample_weight=wb, pos_label=pos_b, ci=args.ci,
                      n_bootstrap=args.bootstrap, ci_method=args.ci_method,
                      random_state=seed + 1)
        roc = delong_test_unpaired(ya, sa, yb, sb, pos_label=pos_a)
        test = _unpaired_test(args, ya, sa, yb, sb, pos_a, seed, roc.statistic, roc.p_value)
    pair: dict[str, object] = {
        "a": name_a, "b": name_b,
        "auc_roc_difference": roc.difference,
        "auc_roc_difference_ci": list(roc.confidence_interval(args.ci).interval),
        "auc_roc_z": roc.statistic, "auc_roc_p_value": roc.p_value,
    }
    assert ea.intervals is not None and eb.intervals is not None
    for key in ("auc_pr", "average_precision"):
        d = unpaired_difference(getattr(ea.intervals, key), getattr(eb.intervals, key))
        pair[f"{key}_difference"] = d.difference.estimate
        pair[f"{key}_difference_ci"] = list(d.difference.interval)
        pair[f"{key}_p_value"] = d.p_value
    pair["implied_order"] = {"from_auc_roc": None, "from_auc_pr": None}  # two skews: none
    pair.update(test)
    models = [{"name": name_a, **ea.as_mapping()}, {"name": name_b, **eb.as_mapping()}]
    method = ea.intervals.method
    drawn = _random_draws(args, [method])
    if args.format == "json":
        print(dumps_json({"models": models, "pairs": [pair], "seed": seed if drawn else None}))
        return 0
    rows = [[str(k), _num(v) if not isinstance(v, list) else
             "[" + ", ".join(_num(x) for x in v) + "]"]
            for k, v in pair.items() if k != "implied_order"]
    pr_how = ("independent stratified bootstraps" if method in ("bca", "percentile", "bootstrap-t")
              else "influence functions, independent samples")
    head = (f"# {source}: unpaired, {100 * args.ci:g}% intervals (AUC-ROC: unpaired DeLong, "
            f"Student t; AUC-PR, AP: {pr_how})")
    mrows = [[name, _num(e.auc_roc), _num(e.auc_pr), _num(e.average_precision)]
             for name, e in ((name_a, ea), (name_b, eb))]
    lines = [head if args.format == "text" else head.lstrip("# "), "",
             *table_lines(["model", "AUC-ROC", "AUC-PR", "AP"], mrows, args.format), "",
             *table_lines(["key", "value"], rows, args.format)]
    if drawn:
        lines += ["", _seed_line(seed, drawn)]
    print("\n".join(lines))
    return 0


def _unpaired_test(args: argparse.Namespace, ya: ValueArray, sa: FloatArray, yb: ValueArray,
                   sb: FloatArray, pos_label: object, seed: int | None, delong_t: float,
                   delong_p: float) -> dict[str, JsonValue]:
    if args.test == "delong":
        return {"test": "delong", "statistic": delong_t, "p_value": delong_p}
    if args.test == "venkatraman":
        v = venkatraman_test_unpaired(ya, sa, yb, sb, pos_label=pos_label,
                                      n_permutations=args.permutations, random_state=seed)
        return {"test": "venkatraman", "statistic": v.statistic, "p_value": v.p_value}
    r = bootstrap_test_unpaired(ya, sa, yb, sb, pos_label=pos_label, n_bootstrap=args.bootstrap,
                                random_state=seed, specificity=args.specificity,
                                sensitivity=args.sensitivity)
    return {"test": args.test, "statistic": r.statistic, "p_value": r.p_value}
