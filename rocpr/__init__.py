"""rocpr: the theory linking ROC and precision-recall curves, made executable.

The application layer and the public face of the toolkit. It composes the three layers below it
(imports run one way only: ``analytic`` <- ``numeric`` <- ``proofs_check`` <- ``rocpr``):

* :mod:`analytic` -- every formula as a sympy expression;
* :mod:`numeric` -- fast numpy evaluation on real data (curves, exact AUCs, bounds, tables);
* :mod:`proofs_check` -- checks that verify or refute each published claim;
* :mod:`rocpr` -- the application: readers and the embedded data (:mod:`rocpr.io`), the Dask
  engine (:mod:`rocpr.engines`), plotting (:mod:`rocpr.plotting`), rendering of tables, results
  and reports (:mod:`rocpr.render`), the progress bar (:mod:`rocpr.progress`), the ``rocpr``
  command line (:mod:`rocpr.cli`, one module per subcommand), and this everyday API.

Naming rules: stated once, in the docstring of :mod:`numeric` (and the user guide); in short,
``*_curve`` returns arrays, ``*_score`` a float, ``*_bounds`` a frozen result object; data
arguments are ``y_true, y_score, *, sample_weight=None, pos_label=None``; class balance is always
``skew = N-/N+``; an AUC argument is the AUC itself; one name per quantity; twins in
:mod:`analytic` and :mod:`numeric` share module, name and parameters.

Examples
--------
>>> import rocpr
>>> rocpr.auc_roc_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
0.75
>>> round(rocpr.auc_pr_bounds(100, 0.875).auc_pr_min, 4)
0.0342
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from numeric.display import register_frame_builder

if TYPE_CHECKING:  # pragma: no cover
    from numeric import (
        AucPrBounds,
        AucRocBounds,
        CoverageWarning,
        DegenerateDataWarning,
        Evaluation,
        ImpliedOrder,
        StreamingEvaluator,
        auc_npr_score,
        auc_pr_bounds,
        auc_pr_score,
        auc_roc_bounds,
        auc_roc_score,
        average_precision_min_score,
        average_precision_score,
        evaluate,
        global_min_auc_pr_score,
        implied_order,
        precision_recall_curve,
        precision_recall_dg_curve,
        precision_recall_full_curve,
        roc_curve,
        roc_full_curve,
    )
    from proofs_check import Verdict
    from rocpr._version import __version__
    from rocpr.io import read_scored_data
    from rocpr.plotting.displays import (
        FeasibleRegionDisplay,
        PrecisionRecallDisplay,
        RocCurveDisplay,
    )

__all__ = [
    "AucPrBounds",
    "AucRocBounds",
    "CoverageWarning",
    "DegenerateDataWarning",
    "Evaluation",
    "FeasibleRegionDisplay",
    "ImpliedOrder",
    "PrecisionRecallDisplay",
    "RocCurveDisplay",
    "StreamingEvaluator",
    "__version__",
    "auc_npr_score",
    "auc_pr_bounds",
    "auc_pr_score",
    "auc_roc_bounds",
    "auc_roc_score",
    "average_precision_min_score",
    "average_precision_score",
    "evaluate",
    "global_min_auc_pr_score",
    "implied_order",
    "precision_recall_curve",
    "precision_recall_dg_curve",
    "precision_recall_full_curve",
    "read_scored_data",
    "roc_curve",
    "roc_full_curve",
    "run_checks",
]

#: Where each public name lives, imported on first access (PEP 562): ``import rocpr`` loads no
#: matplotlib (the Display classes), no pyarrow (the readers) and not ``importlib.metadata``
#: (the version), so that every ``rocpr`` command starts with only what it needs.
_ELSEWHERE = {
    "__version__": "rocpr._version",
    "read_scored_data": "rocpr.io",
    "FeasibleRegionDisplay": "rocpr.plotting.displays",
    "PrecisionRecallDisplay": "rocpr.plotting.displays",
    "RocCurveDisplay": "rocpr.plotting.displays",
}
_LAZY = {name: _ELSEWHERE.get(name, "numeric") for name in __all__ if name != "run_checks"}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'rocpr' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once: later lookups are ordinary attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


def run_checks(ids: list[str] | None = None) -> list[Verdict]:
    """Run the claim checks of :mod:`proofs_check` (all, or those selected by id prefixes).

    Imported on call: the checks load sympy, which ``import rocpr`` does not.

    Examples
    --------
    >>> [v.claim_id for v in run_checks(["dg2006.table1"])]
    ['dg2006.table1']
    """
    from proofs_check import run_checks as _run_checks

    return _run_checks(ids)


def _pandas_frame(records: list[dict[str, object]]) -> object:
    """The dataframe builder of :mod:`numeric.display`: pandas, imported on the first call.

    Examples
    --------
    >>> _pandas_frame([{"auc_roc": 0.75}]).shape
    (1, 1)
    """
    import pandas as pd

    return pd.DataFrame.from_records(records)


register_frame_builder(_pandas_frame)
