r"""Ready scikit-learn scorers: exact AUC-PR, AP, partial AUC-ROC and Boyd's AUCNPR.

Each object follows scikit-learn's scorer protocol, ``scorer(estimator, X, y_true,
sample_weight=None) -> float`` (greater is better), so it can be given as ``scoring=`` to
:func:`sklearn.model_selection.cross_validate`, :class:`~sklearn.model_selection.GridSearchCV`
and the rest, alone or in a dict. scikit-learn is not needed to import or call them: the
protocol is implemented here, as scikit-learn's ``make_scorer(..., response_method=
("decision_function", "predict_proba"))`` does it -- the estimator's ``decision_function`` if it
has one, else the column of ``predict_proba`` of the positive class, which is
``estimator.classes_[1]`` (binary estimators only).

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

A fold with one class only gives NaN and a :class:`numeric.DegenerateDataWarning` (scikit-learn
then reports NaN for that fold).

Examples
--------
>>> from rocpr import scorers
>>> class Fitted:  # any binary estimator: classes_ and decision_function or predict_proba
...     classes_ = [0, 1]
...     def decision_function(self, X):
...         return [row[0] for row in X]
>>> X, y = [[0.1], [0.4], [0.35], [0.8]], [0, 0, 1, 1]
>>> scorers.average_precision(Fitted(), X, y)
0.8333333333333333
>>> scorers.partial_auc_roc(0.5)(Fitted(), X, y)
0.6666666666666666
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import numpy.typing as npt

from numeric import auc_npr_score, auc_pr_score, average_precision_score, partial_auc_roc_score

__all__ = [
    "RankingScorer",
    "auc_npr",
    "auc_pr",
    "average_precision",
    "partial_auc_roc",
]

_RESPONSE_METHODS = ("decision_function", "predict_proba")
ScoreKwarg = float | tuple[float, float] | bool


class RankingMetric(Protocol):
    """A ranking metric of :mod:`numeric`: ``metric(y_true, y_score, *, sample_weight=None,
    pos_label=None) -> float`` (other parameters bound, e.g. by :func:`functools.partial`)."""

    def __call__(self, y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = ..., pos_label: object = ...) -> float:
        ...


@dataclass(frozen=True)
class _PartialAucRoc:
    """:func:`numeric.partial_auc_roc_score` over ``FPR in [0, max_fpr]`` (comparable and
    picklable, unlike a :func:`functools.partial`)."""

    max_fpr: float
    func = staticmethod(partial_auc_roc_score)

    def __call__(self, y_true: npt.ArrayLike, y_score: npt.ArrayLike, *,
                 sample_weight: npt.ArrayLike | None = None, pos_label: object = None) -> float:
        return partial_auc_roc_score(y_true, y_score, sample_weight=sample_weight,
                                     pos_label=pos_label, fpr_range=(0.0, self.max_fpr))


@dataclass(frozen=True)
class RankingScorer:
    """A scikit-learn scorer of a binary ranking metric of :mod:`numeric`.

    Attributes
    ----------
    metric : callable
        ``metric(y_true, y_score, *, sample_weight=None, pos_label=None, **kwargs) -> float``.
    kwargs : tuple of (str, value) pairs, default=()
        The keyword arguments bound into ``metric`` (``(("fpr_range", (0.0, 0.1)),)``), shown
        by the repr.
    response_method : tuple of str, default=("decision_function", "predict_proba")
        Methods tried in order to get the scores, as scikit-learn's ``make_scorer``.

    Examples
    --------
    >>> from numeric import auc_roc_score
    >>> RankingScorer(auc_roc_score)
    RankingScorer(auc_roc_score, response_method=('decision_function', 'predict_proba'))
    """

    metric: RankingMetric
    kwargs: tuple[tuple[str, ScoreKwarg], ...] = ()
    response_method: tuple[str, ...] = field(default=_RESPONSE_METHODS)

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.kwargs)
        name = getattr(getattr(self.metric, "func", self.metric), "__name__", "metric")
        return (f"RankingScorer({name}{extra}, "
                f"response_method={self.response_method!r})")

    def __call__(self, estimator: object, X: npt.ArrayLike, y_true: npt.ArrayLike,
                 sample_weight: npt.ArrayLike | None = None) -> float:
        """The metric of ``estimator``'s scores of ``X`` against ``y_true``.

        Parameters
        ----------
        estimator : fitted binary classifier
            With ``classes_`` (two labels; the second is the positive class) and
            ``decision_function`` or ``predict_proba``.
        X : array_like of shape (n_samples, n_features)
            Input of the estimator.
        y_true : array_like of shape (n_samples,)
            True labels, among ``estimator.classes_``.
        sample_weight : array_like of shape (n_samples,), default=None
            Nonnegative weights.

        Returns
        -------
        float
            NaN (with a :class:`numeric.DegenerateDataWarning`) if ``y_true`` has one class.

        Raises
        ------
        TypeError
            If the estimator has no ``classes_`` or none of the response methods.
        ValueError
            If the estimator is not binary, or its response has the wrong shape.
        """
        y_score, pos_label = _positive_scores(estimator, X, self.response_method)
        return float(self.metric(y_true, y_score, sample_weight=sample_weight,
                                 pos_label=pos_label))


def partial_auc_roc(max_fpr: float) -> RankingScorer:
    r"""Scorer of the McClish-standardised partial AUC-ROC over ``FPR in [0, max_fpr]``.

    Parameters
    ----------
    max_fpr : float
        Upper end of the false-positive-rate range, ``0 < max_fpr <= 1`` (1: the AUC-ROC).

    Returns
    -------
    RankingScorer
        Of :func:`numeric.partial_auc_roc_score` with ``fpr_range=(0, max_fpr)``: the value of
        scikit-learn's ``roc_auc_score(y, s, max_fpr=max_fpr)``.

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
    RankingScorer(partial_auc_roc_score, fpr_range=(0.0, 0.1), response_method=...)
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
    return RankingScorer(_PartialAucRoc(f), (("fpr_range", (0.0, f)),))


auc_pr = RankingScorer(auc_pr_score)
"""Exact AUC-PR (Davis & Goadrich 2006, Sec. 4): :func:`numeric.auc_pr_score`."""

average_precision = RankingScorer(average_precision_score)
"""Average precision :func:`numeric.average_precision_score` (scikit-learn's definition)."""

auc_npr = RankingScorer(auc_npr_score)
"""Boyd et al.'s AUCNPR (ICML 2012, Sec. 3): :func:`numeric.auc_npr_score`."""


def _positive_scores(estimator: object, X: npt.ArrayLike, methods: Sequence[str]
                     ) -> tuple[npt.NDArray[np.float64], object]:
    """Scores of the positive class ``classes_[1]`` by the first available response method."""
    classes = getattr(estimator, "classes_", None)
    if classes is None:
        raise TypeError(f"estimator must be a fitted classifier with classes_, got "
                        f"{type(estimator).__name__}")
    if len(classes) != 2:
        raise ValueError(f"estimator must be a binary classifier (2 classes_), got "
                         f"{len(classes)} classes")
    for name in methods:
        method = getattr(estimator, name, None)
        if method is None:
            continue
        response = np.asarray(method(X))
        if name == "predict_proba":
            if response.ndim != 2 or response.shape[1] != 2:
                raise ValueError(f"predict_proba must return shape (n_samples, 2), got "
                                 f"{response.shape}")
            response = response[:, 1]
        elif response.ndim != 1:
            raise ValueError(f"decision_function must return shape (n_samples,) for a binary "
                             f"classifier, got {response.shape}")
        pos = classes[1]
        return response, pos.item() if isinstance(pos, np.generic) else pos
    raise TypeError(f"estimator must have one of {list(methods)}, got "
                    f"{type(estimator).__name__}")
