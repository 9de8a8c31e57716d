r"""Ready scikit-learn scorers: exact AUC-PR, AP, Boyd's AUCNPR, partial AUC-ROC, multi-class.

Where scikit-learn is importable every scorer here *is* a scikit-learn scorer, made by
:func:`sklearn.metrics.make_scorer`: it takes part in metadata routing
(``scorer.set_score_request(sample_weight=True)`` with ``sklearn.set_config(
enable_metadata_routing=True)``), and scikit-learn picks the positive class and the scores as for
its own scorers. Without scikit-learn (it stays optional) the same names are
:class:`RankingScorer` objects that follow the same protocol and rules, so a scorer gives the same
number with or without it.

Binary scorers (``response_method=("decision_function", "predict_proba")``):

==========================  ===================================================================
``auc_pr``                  exact area under Davis & Goadrich's interpolated PR curve
                            (:func:`numeric.auc_pr_score`)
``average_precision``       ``sum (R_n - R_{n-1}) P_n`` (:func:`numeric.average_precision_score`;
                            equals scikit-learn's ``"average_precision"`` scorer)
``auc_npr``                 Boyd et al.'s normalised AUC-PR, ``(AUCPR - AUCPR_min)/(1 -
                            AUCPR_min)`` (:func:`numeric.auc_npr_score`)
``partial_auc_roc(max_fpr)``  McClish-standardised AUC-ROC over ``FPR <= max_fpr``
                            (:func:`numeric.partial_auc_roc_score`; scikit-learn's
                            ``roc_auc_score(max_fpr=...)``)
==========================  ===================================================================

The positive class follows scikit-learn's conventions: for the three precision-recall scorers it
is the label ``1`` (``pos_label=1``, the default of scikit-learn's ``average_precision_score``;
labels {0, 1}, {-1, 1} and {1, 2} all score class 1), for ``partial_auc_roc`` the greater of the
two labels (as ``roc_auc_score``). Other labels: ``get_scorer("auc_pr", pos_label="yes")``.

Multi-class scorers (``response_method="predict_proba"``, one column per class of
``estimator.classes_``; :func:`numeric.multiclass_evaluation`): ``auc_pr_ovr``,
``average_precision_ovr`` and ``auc_npr_ovr`` (one-vs-rest, macro average), the same with
``_weighted`` (weighted by class prevalence), and ``auc_roc_ovr``, ``auc_roc_ovo`` (Hand &
Till), each also ``_weighted``; ``auc_roc_ovo`` and ``auc_roc_ovr`` (and their ``_weighted``)
equal scikit-learn's ``"roc_auc_ovo"``, ``"roc_auc_ovr"`` (and ``_weighted``).

:func:`get_scorer` returns a fresh copy by name (as :func:`sklearn.metrics.get_scorer`), so
``set_score_request`` on it changes no other scorer. A fold with one class only gives NaN and a
:class:`numeric.DegenerateDataWarning`.

Examples
--------
>>> from sklearn.linear_model import LogisticRegression
>>> from rocpr import scorers
>>> X, y = [[0.1], [0.4], [0.35], [0.8]], [0, 0, 1, 1]
>>> model = LogisticRegression().fit(X, y)
>>> float(scorers.get_scorer("average_precision")(model, X, y))
0.8333333333333333
>>> float(scorers.partial_auc_roc(0.5)(model, X, y))
0.6666666666666666
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import numpy.typing as npt

from numeric import (
    auc_npr_score,
    auc_pr_score,
    average_precision_score,
    multiclass_evaluation,
    partial_auc_roc_score,
)

__all__ = [
    "BINARY_SCORERS",
    "MULTICLASS_SCORERS",
    "MulticlassMetric",
    "PartialAucRocMetric",
    "PositiveClassMetric",
    "RankingScorer",
    "Scorer",
    "binary_response",
    "get_scorer",
    "get_scorer_names",
    "partial_auc_roc",
]

BINARY_RESPONSE = ("decision_function", "predict_proba")


class ScoreFunction(Protocol):
    """A binary ranking metric of :mod:`numeric`: ``metric(y_true, y_score, *,
    sample_weight=None, pos_label=None) -> float``."""

    def __call__(self, y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = ..., pos_label: object = ...) -> float:
        ...


_BINARY_FUNCTIONS: dict[str, ScoreFunction] = {
    "auc_pr": auc_pr_score,
    "average_precision": average_precision_score,
    "auc_npr": auc_npr_score,
}
#: Names of the binary scorers (``partial_auc_roc`` needs ``max_fpr``: :func:`partial_auc_roc`).
BINARY_SCORERS = tuple(_BINARY_FUNCTIONS)
_MULTICLASS_METRICS = {"auc_pr": ("auc_pr",), "average_precision": ("average_precision",),
                       "auc_npr": ("auc_pr", "global_min_auc_pr"), "auc_roc": ("auc_roc",)}
#: Names of the multi-class scorers: ``(metric, multi_class, average)`` of each.
MULTICLASS_SCORERS: dict[str, tuple[str, str, str]] = {
    f"{metric}_{mc}{suffix}": (metric, mc, average)
    for metric in _MULTICLASS_METRICS
    for mc in (("ovr", "ovo") if metric == "auc_roc" else ("ovr",))
    for suffix, average in (("", "macro"), ("_weighted", "weighted"))
}


class Scorer(Protocol):
    """What :func:`get_scorer` returns: scikit-learn's scorer protocol (a scikit-learn scorer,
    with ``set_score_request``, where scikit-learn is importable)."""

    def __call__(self, estimator: object, X: npt.ArrayLike, y_true: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = None) -> float:
        ...


@dataclass(frozen=True)
class PositiveClassMetric:
    """A binary metric of :mod:`numeric` with scikit-learn's default positive class.

    ``pos_label=1`` by default, as scikit-learn's ``average_precision_score``, so that
    :func:`sklearn.metrics.make_scorer` scores class 1 (labels {0, 1}, {-1, 1}, {1, 2}).
    Comparable and picklable.

    Examples
    --------
    >>> m = PositiveClassMetric("auc_pr", auc_pr_score)
    >>> m.__name__, m([1, 1, 2, 2], [0.9, 0.8, 0.3, 0.1])
    ('auc_pr', 1.0)
    """

    name: str
    func: ScoreFunction

    @property
    def __name__(self) -> str:
        """The scorer's name, shown by scikit-learn's ``make_scorer`` repr."""
        return self.name

    def __call__(self, y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = None, pos_label: object = 1) -> float:
        """The metric of ``y_score`` against ``y_true`` with ``pos_label`` positive."""
        return float(self.func(y_true, y_score, sample_weight=sample_weight, pos_label=pos_label))


@dataclass(frozen=True)
class PartialAucRocMetric:
    """:func:`numeric.partial_auc_roc_score` over ``FPR in [0, max_fpr]``, the greater label of
    ``y_true`` positive (as scikit-learn's ``roc_auc_score``, which has no ``pos_label``, so that
    :func:`sklearn.metrics.make_scorer` scores ``classes_[-1]``). Comparable and picklable.

    Examples
    --------
    >>> PartialAucRocMetric(1.0)([1, 1, 2, 2], [0.1, 0.2, 0.8, 0.9])
    1.0
    """

    max_fpr: float
    __name__ = "partial_auc_roc"

    def __call__(self, y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = None) -> float:
        """The standardised partial AUC-ROC of ``y_score`` against ``y_true``."""
        labels = np.unique(np.asarray(y_true))
        return float(partial_auc_roc_score(y_true, y_score, sample_weight=sample_weight,
                                           pos_label=labels[-1].item() if labels.size else None,
                                           fpr_range=(0.0, self.max_fpr)))


@dataclass(frozen=True)
class MulticlassMetric:
    """An average of :func:`numeric.multiclass_evaluation` as a multi-class score function.

    ``metric`` is ``auc_pr``, ``average_precision``, ``auc_npr`` or ``auc_roc``; ``multi_class``
    ``ovr`` or ``ovo``; ``average`` ``macro`` or ``weighted``. ``auc_npr`` is the average of the
    per-class ``(AUCPR - min)/(1 - min)``.

    Examples
    --------
    >>> m = MulticlassMetric("auc_roc", "ovo", "macro")
    >>> m([0, 1, 2], [[0.8, 0.1, 0.1], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]])
    1.0
    """

    metric: str
    multi_class: str
    average: str

    @property
    def __name__(self) -> str:
        """``<metric>_<multi_class>[_weighted]``, the scorer's name."""
        suffix = "_weighted" if self.average == "weighted" else ""
        return f"{self.metric}_{self.multi_class}{suffix}"

    def __call__(self, y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = None,
                 labels: npt.ArrayLike | None = None) -> float:
        """The averaged metric; ``labels`` name the columns of ``y_score`` (default: sorted)."""
        ev = multiclass_evaluation(y_true, y_score, multi_class=self.multi_class,
                                   sample_weight=sample_weight,
                                   labels=None if labels is None else list(np.asarray(labels)))
        if self.metric != "auc_npr":
            return float(getattr(getattr(ev, self.average), self.metric))
        values = np.array([(c.auc_pr - c.global_min_auc_pr) / (1.0 - c.global_min_auc_pr)
                           for c in ev.classes])
        if self.average == "macro":
            return float(np.mean(values))
        n = np.array([c.n_pos for c in ev.classes])
        return float(np.sum(n * values) / np.sum(n))


ScoreMetric = PositiveClassMetric | PartialAucRocMetric | MulticlassMetric


@dataclass(frozen=True)
class RankingScorer:
    """The scorer protocol without scikit-learn: ``scorer(estimator, X, y, sample_weight=None)``.

    Used only where scikit-learn is not importable; picks the scores as scikit-learn's
    ``make_scorer`` does (the first of ``response_method`` the estimator has; for a binary
    estimator the column of ``predict_proba`` of the positive class, or ``decision_function``
    negated when the positive class is ``classes_[0]``).

    Attributes
    ----------
    metric : PositiveClassMetric, PartialAucRocMetric or MulticlassMetric
        The score function.
    response_method : tuple of str, default=("decision_function", "predict_proba")
        Methods tried in order.
    pos_label : object, default=None
        Positive class passed to the metric; ``None``: the metric's default.

    Examples
    --------
    >>> RankingScorer(PositiveClassMetric("auc_pr", auc_pr_score))
    RankingScorer(auc_pr, response_method=('decision_function', 'predict_proba'))
    """

    metric: ScoreMetric
    response_method: tuple[str, ...] = field(default=BINARY_RESPONSE)
    pos_label: object = None

    def __repr__(self) -> str:
        extra = "" if self.pos_label is None else f", pos_label={self.pos_label!r}"
        return (f"RankingScorer({self.metric.__name__}, "
                f"response_method={self.response_method!r}{extra})")

    def __call__(self, estimator: object, X: npt.ArrayLike, y_true: npt.ArrayLike,
                 sample_weight: npt.ArrayLike | None = None) -> float:
        """The metric of ``estimator``'s scores of ``X`` against ``y_true``.

        Raises
        ------
        TypeError
            If the estimator has no ``classes_`` or none of the response methods.
        ValueError
            If the positive class is not one of ``classes_``, or the response has the wrong
            shape.
        """
        classes = getattr(estimator, "classes_", None)
        if classes is None:
            raise TypeError(f"estimator must be a fitted classifier with classes_, got "
                            f"{type(estimator).__name__}")
        method_name = next((m for m in self.response_method if hasattr(estimator, m)), None)
        if method_name is None:
            raise TypeError(f"estimator must have one of {list(self.response_method)}, got "
                            f"{type(estimator).__name__}")
        response = np.asarray(getattr(estimator, method_name)(X), dtype=np.float64)
        if isinstance(self.metric, MulticlassMetric):
            return self.metric(y_true, response, sample_weight=sample_weight, labels=classes)
        labels = np.asarray(classes).tolist()
        if isinstance(self.metric, PartialAucRocMetric):
            y_score = binary_response(response, labels, labels[-1], method_name)
            return self.metric(y_true, y_score, sample_weight=sample_weight)
        pos = 1 if self.pos_label is None else self.pos_label
        y_score = binary_response(response, labels, pos, method_name)
        return self.metric(y_true, y_score, sample_weight=sample_weight, pos_label=pos)


def binary_response(response: npt.NDArray[np.float64], classes: list[object], pos_label: object,
                    method: str) -> npt.NDArray[np.float64]:
    """Scores of ``pos_label`` from a binary estimator's response, as scikit-learn takes them.

    Examples
    --------
    >>> binary_response(np.array([[0.9, 0.1], [0.2, 0.8]]), [1, 2], 1, "predict_proba")
    array([0.9, 0.2])
    >>> binary_response(np.array([0.5, -1.0]), [1, 2], 1, "decision_function")
    array([-0.5,  1. ])
    """
    if len(classes) != 2:
        raise ValueError(f"estimator must be a binary classifier (2 classes_), got "
                         f"{len(classes)} classes")
    if pos_label not in classes:
        raise ValueError(f"pos_label={pos_label!r} is not a valid label: it should be one of "
                         f"{classes}")
    index = classes.index(pos_label)
    if method == "predict_proba":
        if response.ndim != 2 or response.shape[1] != 2:
            raise ValueError(f"predict_proba must return shape (n_samples, 2), got "
                             f"{response.shape}")
        return np.asarray(response[:, index], dtype=np.float64)
    if response.ndim != 1:
        raise ValueError(f"{method} must return shape (n_samples,) for a binary classifier, "
                         f"got {response.shape}")
    scores = np.asarray(response, dtype=np.float64)
    return -scores if index == 0 else scores


def _metric(name: str) -> PositiveClassMetric | MulticlassMetric:
    if name in MULTICLASS_SCORERS:
        return MulticlassMetric(*MULTICLASS_SCORERS[name])
    return PositiveClassMetric(name, _BINARY_FUNCTIONS[name])


def _make(metric: ScoreMetric, pos_label: object = None) -> Scorer:
    """A scikit-learn scorer of ``metric`` if scikit-learn is importable, else a
    :class:`RankingScorer`."""
    response = "predict_proba" if isinstance(metric, MulticlassMetric) else BINARY_RESPONSE
    try:
        from sklearn.metrics import make_scorer
    except ImportError:
        return RankingScorer(metric, (response,) if isinstance(response, str) else response,
                             pos_label)
    kwargs = {} if pos_label is None else {"pos_label": pos_label}
    scorer: Scorer = make_scorer(metric, response_method=response, **kwargs)
    return scorer


def get_scorer_names() -> list[str]:
    """Names accepted by :func:`get_scorer`, sorted.

    Examples
    --------
    >>> get_scorer_names()[:3]
    ['auc_npr', 'auc_npr_ovr', 'auc_npr_ovr_weighted']
    """
    return sorted([*BINARY_SCORERS, *MULTICLASS_SCORERS])


def get_scorer(name: str, *, pos_label: object = None) -> Scorer:
    """A new scorer by name, as :func:`sklearn.metrics.get_scorer` (a fresh object each call).

    Parameters
    ----------
    name : str
        One of :func:`get_scorer_names` (for the partial AUC-ROC use :func:`partial_auc_roc`).
    pos_label : int, float, bool or str, default=None
        Positive class of a binary scorer; ``None``: 1, scikit-learn's default for its
        precision-recall metrics.

    Returns
    -------
    scorer
        A scikit-learn scorer (``make_scorer``) when scikit-learn is importable, else a
        :class:`RankingScorer`.

    Raises
    ------
    TypeError
        If ``name`` is not a string.
    ValueError
        If ``name`` is unknown (the valid names are listed), or ``pos_label`` is given to a
        multi-class scorer.

    Examples
    --------
    >>> get_scorer("auc_pr")
    make_scorer(auc_pr, response_method=('decision_function', 'predict_proba'))
    >>> get_scorer("auc_roc_ovo")
    make_scorer(auc_roc_ovo, response_method='predict_proba')
    >>> get_scorer("auc")
    Traceback (most recent call last):
    ...
    ValueError: name must be one of ['auc_npr', ...], got 'auc'
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a str, got {type(name).__name__}")
    if name not in BINARY_SCORERS and name not in MULTICLASS_SCORERS:
        raise ValueError(f"name must be one of {get_scorer_names()}, got {name!r}")
    if pos_label is not None and name in MULTICLASS_SCORERS:
        raise ValueError(f"pos_label must be None for the multi-class scorer {name!r}, got "
                         f"{pos_label!r}")
    return _make(_metric(name), pos_label)


def partial_auc_roc(max_fpr: float) -> Scorer:
    r"""Scorer of the McClish-standardised partial AUC-ROC over ``FPR in [0, max_fpr]``.

    Parameters
    ----------
    max_fpr : float
        Upper end of the false-positive-rate range, ``0 < max_fpr <= 1`` (1: the AUC-ROC).

    Returns
    -------
    scorer
        Of :func:`numeric.partial_auc_roc_score` with ``fpr_range=(0, max_fpr)``: the value of
        scikit-learn's ``roc_auc_score(y, s, max_fpr=max_fpr)``, the greater label positive.

    Raises
    ------
    TypeError
        If ``max_fpr`` is not a real number.
    ValueError
        If ``max_fpr`` is not in ``(0, 1]``.

    Notes
    -----
    .. math::

        \mathrm{pAUC}_s = \frac12\Big(1 + \frac{A - f^2/2}{f - f^2/2}\Big), \qquad
        A = \int_0^{f} \mathrm{TPR}\,d\,\mathrm{FPR}, \quad f = \texttt{max\_fpr}.

    References
    ----------
    D. K. McClish, Analyzing a portion of the ROC curve, Medical Decision Making 9(3), 1989.

    Examples
    --------
    >>> partial_auc_roc(0.1)
    make_scorer(partial_auc_roc, response_method=('decision_function', 'predict_proba'))
    >>> partial_auc_roc(0.0)
    Traceback (most recent call last):
    ...
    ValueError: max_fpr must be in (0, 1], got 0.0
    """
    if isinstance(max_fpr, bool) or not isinstance(max_fpr, numbers.Real):
        raise TypeError(f"max_fpr must be a real number, got {type(max_fpr).__name__}")
    f = float(max_fpr)
    if not (0.0 < f <= 1.0) or math.isnan(f):
        raise ValueError(f"max_fpr must be in (0, 1], got {f!r}")
    return _make(PartialAucRocMetric(f))


_SHARED: dict[str, Scorer] = {}


def __getattr__(name: str) -> Scorer:
    """``scorers.auc_pr`` etc.: one shared scorer per name, made on first use (importing this
    module imports no scikit-learn). Prefer :func:`get_scorer` before ``set_score_request``."""
    if name in BINARY_SCORERS or name in MULTICLASS_SCORERS:
        if name not in _SHARED:
            _SHARED[name] = get_scorer(name)
        return _SHARED[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *BINARY_SCORERS, *MULTICLASS_SCORERS})
