r"""Multi-class evaluation: one binary problem per class, and their averages.

``y_score`` has one column per class (column ``j`` scores class ``labels[j]``). Class ``c`` is the
binary problem "``c`` against the rest" (the binarised labels ``y_true == c`` with scores
``y_score[:, j]``); for it :func:`multiclass_evaluation` reports the weighted number of positives,
AUC-ROC, the exact AUC-PR under Davis & Goadrich's interpolation, average precision and Boyd et
al.'s global minimum AUC-PR for its class balance. Averages:

* ``macro``: the plain mean over classes;
* ``weighted``: the mean weighted by each class's (weighted) number of positives;
* ``micro``: the binary metric of all ``n * k`` binarised (label, score) pairs pooled.

With ``multi_class="ovo"`` the averaged AUC-ROC is Hand & Till's: for every pair of classes
``(a, b)``, the mean of AUC(``a`` vs ``b`` by column ``a``) and AUC(``b`` vs ``a`` by column
``b``) on the samples of ``a`` and ``b`` only; ``macro`` averages the pairs equally,
``weighted`` by the pair's share of the samples, ``micro`` is undefined (NaN). The per-class
values and the PR averages stay one-vs-rest. These equal scikit-learn's
``roc_auc_score(multi_class=..., average=...)`` and ``average_precision_score(label_binarize(y),
y_score, average=...)`` (tested).
"""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.bounds import global_min_auc_pr
from numeric.core.areas import auc_pr_from_steps, auc_roc_from_steps, average_precision_from_steps
from numeric.core.steps import RecallSteps, recall_steps
from numeric.display import ResultDisplay, jsonable
from numeric.validation import ValueArray

__all__ = [
    "MULTI_CLASS",
    "ClassResult",
    "MulticlassAverages",
    "MulticlassEvaluation",
    "PairResult",
    "multiclass_evaluation",
]

FloatArray = npt.NDArray[np.float64]
MULTI_CLASS = ("ovr", "ovo")
_NAN = float("nan")
_METRICS = ("auc_roc", "auc_pr", "average_precision", "global_min_auc_pr")


@dataclass(frozen=True)
class ClassResult:
    """One class against the rest.

    Attributes
    ----------
    label : int, float or str
        The class.
    n_pos : float
        (Weighted) samples of the class.
    auc_roc, auc_pr, average_precision : float
        Of the binary problem "class against the rest" (NaN if the class, or the rest, is empty).
    global_min_auc_pr : float
        Boyd et al.'s minimum AUC-PR for the class's skew ``(N - n_pos)/n_pos`` (Thm 2).
    """

    label: object
    n_pos: float
    auc_roc: float
    auc_pr: float
    average_precision: float
    global_min_auc_pr: float


@dataclass(frozen=True)
class MulticlassAverages:
    """Averages over classes of each metric (see the module docstring for the three kinds)."""

    auc_roc: float
    auc_pr: float
    average_precision: float
    global_min_auc_pr: float


@dataclass(frozen=True)
class PairResult:
    """Hand & Till's pairwise AUC of two classes: the mean of AUC(a|b) and AUC(b|a)."""

    label_a: object
    label_b: object
    auc_roc: float


@dataclass(frozen=True, repr=False)
class MulticlassEvaluation(ResultDisplay):
    """Per-class results and their macro, weighted and micro averages.

    ``to_frame()`` has one row per class and then one per average (``macro``, ``weighted``,
    ``micro``), the class (or average) under ``class``; the pairs of ``'ovo'`` are in
    ``as_mapping()["pairs"]``.

    Attributes
    ----------
    multi_class : {'ovr', 'ovo'}
        How the averaged AUC-ROC was formed.
    classes : tuple of ClassResult
        In column order.
    macro, weighted, micro : MulticlassAverages
        Averages over classes; with ``'ovo'`` the AUC-ROC ones are Hand & Till's (micro NaN).
    pairs : tuple of PairResult
        The pairwise AUCs with ``'ovo'``; empty with ``'ovr'``.
    """

    multi_class: str
    classes: tuple[ClassResult, ...]
    macro: MulticlassAverages
    weighted: MulticlassAverages
    micro: MulticlassAverages
    pairs: tuple[PairResult, ...]

    def _records(self) -> list[dict[str, object]]:
        """One row per class, then one per average."""
        rows: list[dict[str, object]] = []
        for c in self.classes:
            row = jsonable(c)
            assert isinstance(row, dict)
            rows.append({"class": row.pop("label"), **row})
        for average in ("macro", "weighted", "micro"):
            values = jsonable(getattr(self, average))
            assert isinstance(values, dict)
            rows.append({"class": average, "n_pos": None, **values})
        return rows


def _binary(steps: RecallSteps) -> tuple[float, float, float, float]:
    """AUC-ROC, AUC-PR, AP and the global minimum AUC-PR of one binary problem (NaN if empty)."""
    has_pos, has_neg = steps.n_pos > 0, steps.n_neg > 0
    auc_pr = auc_pr_from_steps(steps) if has_pos else _NAN
    ap = average_precision_from_steps(steps) if has_pos else _NAN
    if not (has_pos and has_neg):
        return _NAN, auc_pr, ap, _NAN
    return (auc_roc_from_steps(steps), auc_pr, ap,
            float(global_min_auc_pr(steps.n_neg / steps.n_pos)))


def _check_inputs(
    y_true: npt.ArrayLike, y_score: npt.ArrayLike, labels: Iterable[object] | None, multi_class: str
) -> tuple[ValueArray, FloatArray, list[object]]:
    if multi_class not in MULTI_CLASS:
        raise ValueError(f"multi_class must be 'ovr' or 'ovo', got {multi_class!r}")
    y = np.asarray(y_true)
    if y.ndim != 1 or y.shape[0] == 0:
        raise ValueError(f"y_true must be 1-D and non-empty, got shape {y.shape}")
    score = np.asarray(y_score)
    if score.ndim != 2 or score.shape[0] != y.shape[0] or score.shape[1] < 2:
        raise ValueError(
            f"y_score must have shape (n_samples, n_classes) = ({y.shape[0]}, k >= 2), "
            f"got {score.shape}"
        )
    if labels is None:
        classes = [v.item() if isinstance(v, np.generic) else v for v in np.unique(y)]
    else:
        classes = list(labels)
    if len(set(classes)) != len(classes):
        raise ValueError(f"labels must be distinct, got {classes!r}")
    if len(classes) != score.shape[1]:
        raise ValueError(
            f"y_score must have one column per class: {len(classes)} classes "
            f"{classes!r}, {score.shape[1]} columns"
        )
    unknown = sorted({str(v) for v in np.unique(y)} - {str(c) for c in classes})
    if unknown:
        raise ValueError(
            f"y_true holds labels that have no score column: {', '.join(unknown)} "
            f"(classes are {', '.join(map(str, classes))})"
        )
    return y, score, classes


def _class_mask(y: ValueArray, label: object) -> npt.NDArray[np.bool_]:
    return np.asarray(y == label, dtype=bool) | np.asarray(y.astype(str) == str(label))


def multiclass_evaluation(
    y_true: npt.ArrayLike,
    y_score: npt.ArrayLike,
    *,
    labels: Iterable[object] | None = None,
    multi_class: str = "ovr",
    sample_weight: npt.ArrayLike | None = None,
) -> MulticlassEvaluation:
    r"""Per-class AUC-ROC, exact AUC-PR, AP and Boyd's minimum, with macro/weighted/micro averages.

    Parameters
    ----------
    y_true : array_like of shape (n_samples,)
        Class labels (numbers or strings).
    y_score : array_like of shape (n_samples, n_classes)
        Finite scores; column ``j`` scores class ``labels[j]``.
    labels : sequence of length n_classes, default=None
        The class of each column; default the sorted distinct labels of ``y_true``. A label
        matches a class when equal to it or when their strings are equal (``1`` and ``"1"``).
    multi_class : {'ovr', 'ovo'}, default='ovr'
        One-vs-rest or Hand & Till's one-vs-one averaged AUC-ROC.
    sample_weight : array_like of shape (n_samples,), default=None
        Nonnegative weights.

    Returns
    -------
    MulticlassEvaluation

    Raises
    ------
    ValueError
        ``y_score`` not of shape ``(n_samples, n_classes)``, repeated labels, labels of
        ``y_true`` without a score column, an unknown ``multi_class``, and every error of
        :func:`numeric.threshold_counts` (scores, weights).

    Warns
    -----
    DegenerateDataWarning
        If a class has no samples (its values, and the averages, are NaN).

    Notes
    -----
    For class :math:`c` with (weighted) :math:`N_c` samples out of :math:`N`, and :math:`m_c` its
    metric,

    .. math::

        m_{\text{macro}} = \frac1k\sum_c m_c, \qquad
        m_{\text{weighted}} = \frac{\sum_c N_c\, m_c}{N}, \qquad
        \mathrm{AUC}_{\text{ovo}} = \frac{2}{k(k-1)}\sum_{a < b}
            \frac{\mathrm{AUC}(a|b) + \mathrm{AUC}(b|a)}{2}.

    ``micro`` pools the ``n k`` binarised pairs (skew ``k - 1`` unweighted for the minimum).

    References
    ----------
    D. J. Hand and R. J. Till. A simple generalisation of the area under the ROC curve for
    multiple class classification problems. Machine Learning 45:171-186, 2001 (one-vs-one).
    F. Provost and P. Domingos. Well-trained PETs: improving probability estimation trees.
    CeDER working paper IS-00-04, NYU, 2000 (prevalence-weighted one-vs-rest). Boyd, Costa,
    Davis & Page (ICML 2012), Thm 2 (the minimum).

    Examples
    --------
    >>> y = [0, 1, 2, 2, 1, 0]
    >>> s = [[0.6, 0.3, 0.1], [0.2, 0.5, 0.3], [0.1, 0.3, 0.6],
    ...      [0.3, 0.4, 0.3], [0.4, 0.4, 0.2], [0.5, 0.2, 0.3]]
    >>> e = multiclass_evaluation(y, s)
    >>> [(c.label, c.auc_roc) for c in e.classes]
    [(0, 1.0), (1, 0.9375), (2, 0.875)]
    >>> e.macro.auc_roc, round(e.micro.average_precision, 6)
    (0.9375, 0.862637)
    >>> [(p.label_a, p.label_b, p.auc_roc) for p in multiclass_evaluation(
    ...     y, s, multi_class="ovo").pairs]
    [(0, 1, 1.0), (0, 2, 0.9375), (1, 2, 0.875)]
    """
    y, score, classes = _check_inputs(y_true, y_score, labels, multi_class)
    w = None if sample_weight is None else np.asarray(sample_weight)
    masks = [_class_mask(y, c) for c in classes]
    results = []
    for j, (label, is_c) in enumerate(zip(classes, masks, strict=True)):
        steps = recall_steps(is_c, score[:, j], w)
        results.append(ClassResult(label, steps.totals[0], *_binary(steps)))  # caller units
    empty = [str(r.label) for r in results if r.n_pos == 0]
    if empty:
        warnings.warn(
            f"class(es) {', '.join(empty)} have no samples: their metrics are NaN",
            DegenerateDataWarning,
            stacklevel=2,
        )
    support = np.array([r.n_pos for r in results])
    table = np.array([[getattr(r, m) for m in _METRICS] for r in results])
    macro = table.mean(axis=0)
    weighted = (support @ table) / support.sum() if support.sum() > 0 else macro * _NAN
    micro_steps = recall_steps(
        np.column_stack(masks).ravel(), score.ravel(),
        None if w is None else np.repeat(w, len(classes)),
    )
    micro = np.array(_binary(micro_steps))
    pairs: tuple[PairResult, ...] = ()
    if multi_class == "ovo":
        pairs, shares = _pairs(classes, masks, score, w)
        aucs = np.array([p.auc_roc for p in pairs])
        macro[0] = aucs.mean()
        weighted[0] = (shares @ aucs) / shares.sum()
        micro[0] = _NAN
    return MulticlassEvaluation(
        multi_class, tuple(results), MulticlassAverages(*map(float, macro)),
        MulticlassAverages(*map(float, weighted)), MulticlassAverages(*map(float, micro)), pairs,
    )


def _pairs(
    classes: list[object], masks: list[npt.NDArray[np.bool_]], score: FloatArray,
    w: FloatArray | None,
) -> tuple[tuple[PairResult, ...], FloatArray]:
    """Hand & Till's AUC of every pair of classes, and each pair's (weighted) share of samples."""
    total = float(masks[0].size if w is None else np.sum(w))
    out, shares = [], []
    for a, b in itertools.combinations(range(len(classes)), 2):
        ab = masks[a] | masks[b]
        wab = None if w is None else w[ab]
        aucs = []
        for c in (a, b):
            steps = recall_steps(masks[c][ab], score[ab, c], wab)
            aucs.append(_binary(steps)[0])
        out.append(PairResult(classes[a], classes[b], 0.5 * (aucs[0] + aucs[1])))
        shares.append(float(ab.sum() if wab is None else np.sum(wab)) / total)
    return tuple(out), np.array(shares)
