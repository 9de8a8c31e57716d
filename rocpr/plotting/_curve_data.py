"""What the displays and the model panels compute before they draw (private to
:mod:`rocpr.plotting`): the evaluation, the ROC curve at its skew, the achievable PR curve,
the bootstrap bands and the binormal smoothing of one score column, from the same data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric.data.curves import roc_full_curve
from numeric.data.evaluation import Evaluation
from numeric.data.hull import achievable_pr_curve
from numeric.geometry.curve_conversion import PRCurve, ROCCurve
from numeric.stats.bands import CurveBand, pr_band, roc_band
from numeric.stats.evaluate import evaluate
from numeric.stats.smoothing import BinormalSmoothing, binormal_smoothing

__all__ = ["CurveData", "curve_data"]


@dataclass(frozen=True)
class CurveData:
    """The curves of one score column (see :func:`curve_data`); ``None`` where not asked for."""

    evaluation: Evaluation
    roc: ROCCurve
    achievable: PRCurve | None
    roc_band: CurveBand | None
    pr_band: CurveBand | None
    smoothing: BinormalSmoothing | None


def curve_data(y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
               sample_weight: npt.ArrayLike | None, pos_label: object,
               evaluation: Evaluation | None, achievable: bool, bands: Sequence[str],
               level: float | None, smooth: bool, n_bootstrap: int,
               random_state: int | np.random.Generator | None,
               name: str | None = None) -> CurveData:
    """Evaluate (unless ``evaluation`` is given) and build the curves to draw.

    ``bands`` names the bootstrap bands to compute at ``level`` (``'roc'``, ``'pr'``; they share
    ``random_state``; none when ``level`` is ``None``); ``achievable`` asks for the achievable
    PR curve (Davis & Goadrich 2006, Cor. 3.1) and ``smooth`` for pROC's binormal smoothing.
    ``name`` starts the error message.

    Raises
    ------
    TypeError
        If ``evaluation`` is not an :class:`~numeric.data.evaluation.Evaluation`.
    ValueError
        If the data hold a single class (no curve to draw).

    Examples
    --------
    >>> d = curve_data([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], sample_weight=None, pos_label=None,
    ...                evaluation=None, achievable=True, bands=("pr",), level=None, smooth=False,
    ...                n_bootstrap=0, random_state=None)
    >>> d.roc.auc() == d.evaluation.auc_roc, d.pr_band is None
    (True, True)
    """
    w, pos = sample_weight, pos_label
    e = evaluation if evaluation is not None else evaluate(
        y_true, y_score, sample_weight=w, pos_label=pos)
    if not isinstance(e, Evaluation):
        raise TypeError(f"evaluation must be an Evaluation, got {type(e).__name__}")
    if not (e.n_pos > 0 and e.n_neg > 0):
        raise ValueError(f"{name + ': ' if name else ''}the data must hold both classes to draw "
                         f"curves, got {e.n_pos:g} positives and {e.n_neg:g} negatives")
    fpr, tpr, _ = roc_full_curve(y_true, y_score, sample_weight=w, pos_label=pos)
    computed = {kind: fn(y_true, y_score, sample_weight=w, pos_label=pos, level=level,
                         n_bootstrap=n_bootstrap, random_state=random_state)
                for kind, fn in (("roc", roc_band), ("pr", pr_band))
                if level is not None and kind in bands}
    return CurveData(
        evaluation=e,
        roc=ROCCurve(fpr, tpr, skew=e.skew),
        achievable=(achievable_pr_curve(y_true, y_score, sample_weight=w, pos_label=pos).curve()
                    if achievable else None),
        roc_band=computed.get("roc"),
        pr_band=computed.get("pr"),
        smoothing=binormal_smoothing(y_true, y_score, sample_weight=w, pos_label=pos)
        if smooth else None,
    )
