"""Shared machinery of :mod:`numeric.stats`: validated classes, levels, the normal law, results.

Every public function of :mod:`numeric.stats` validates its data here, once, with the checks of
:func:`numeric.core.steps.threshold_counts` (same messages): the labels become a positive mask,
samples of weight zero are dropped, and the scores are split by class.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np
import numpy.typing as npt

from numeric._warnings import degenerate
from numeric.confidence import ConfidenceInterval
from numeric.core.inputs import check_pair, rescaled, score_array, weight_array
from numeric.core.labels import positive_mask
from numeric.validation import check_level, check_positive_int

__all__ = [
    "Classes",
    "ConfidenceInterval",
    "FloatArray",
    "IntArray",
    "RandomState",
    "absent_class",
    "check_choice",
    "check_level",
    "check_random_state",
    "check_resampling",
    "check_score_columns",
    "degenerate",
    "normal_cdf",
    "normal_quantile",
    "resample_counts",
    "resample_rows",
    "split_classes",
    "split_paired",
    "too_few_rows",
    "two_sided_p",
    "wald_interval",
]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]
#: What every ``random_state`` argument accepts (:func:`check_random_state`).
RandomState = int | np.random.Generator | None
_NORMAL = NormalDist()


@dataclass(frozen=True)
class Classes:
    """Scores (one row per score column) and weights of the positives and of the negatives.

    Samples of weight zero are dropped. ``pos_weight``/``neg_weight`` are ``None`` unweighted;
    otherwise the caller's weights times a common power of two (the largest in [0.5, 1)).
    """

    pos: FloatArray  # shape (k, n_pos)
    neg: FloatArray  # shape (k, n_neg)
    pos_weight: FloatArray | None
    neg_weight: FloatArray | None

    @property
    def n_pos(self) -> int:
        return int(self.pos.shape[1])

    @property
    def n_neg(self) -> int:
        return int(self.neg.shape[1])


def split_classes(
    y_true: npt.ArrayLike, y_scores: Sequence[npt.ArrayLike], sample_weight: npt.ArrayLike | None,
    pos_label: object,
) -> Classes:
    """Validate labels, every score column and the weights; split by class.

    Examples
    --------
    >>> c = split_classes([0, 1, 1], [[0.2, 0.9, 0.4]], None, None)
    >>> c.pos, c.neg
    (array([[0.9, 0.4]]), array([[0.2]]))
    """
    y, first = check_pair(y_true, y_scores[0])
    scores = [first] + [check_pair(y, s)[1] for s in y_scores[1:]]
    is_pos = positive_mask(y, pos_label)
    keep = None
    pos_weight = neg_weight = None
    if sample_weight is not None:
        # Every statistic here is unchanged by a common rescaling of the weights: scale them by
        # a power of two (exact) so that no sum overflows or underflows, whatever their size.
        weight = rescaled(weight_array(sample_weight, y.shape[0]))[0]
        keep = weight > 0
        pos_weight = weight[is_pos & keep]
        neg_weight = weight[~is_pos & keep]
    pos_mask = is_pos if keep is None else is_pos & keep
    neg_mask = ~is_pos if keep is None else ~is_pos & keep
    pos = np.stack([s[pos_mask] for s in scores]) if scores else np.empty((0, 0))
    neg = np.stack([s[neg_mask] for s in scores])
    return Classes(pos, neg, pos_weight, neg_weight)


def split_paired(
    y_true: npt.ArrayLike, y_score_a: npt.ArrayLike, y_score_b: npt.ArrayLike,
    sample_weight: npt.ArrayLike | None, pos_label: object,
) -> Classes:
    """:func:`split_classes` of two models' score columns of the same rows (paired tests).

    Examples
    --------
    >>> c = split_paired([0, 1, 1], [0.2, 0.9, 0.4], [0.1, 0.3, 0.8], None, None)
    >>> c.pos
    array([[0.9, 0.4],
           [0.3, 0.8]])
    """
    a, b = check_score_columns([y_score_a, y_score_b], "the score columns")
    return split_classes(y_true, [a, b], sample_weight, pos_label)


def absent_class(c: Classes, what: str, stacklevel: int = 3) -> bool:
    """Whether ``c`` has no positive or no negative rows; if so, warn that ``what`` is undefined.

    ``stacklevel`` is that of :func:`degenerate` called in this function's place.

    Examples
    --------
    >>> absent_class(split_classes([0, 1, 1], [[0.2, 0.9, 0.4]], None, None), "the AUC-ROC")
    False
    """
    if c.n_pos and c.n_neg:
        return False
    missing = "positive" if c.n_pos == 0 else "negative"
    degenerate(what, f"y_true has no {missing} samples", stacklevel + 1)
    return True


def resample_rows(c: Classes, b: int, rng: np.random.Generator) -> tuple[IntArray, IntArray]:
    """``b`` stratified bootstrap draws of the rows of ``c``: each draws ``n_pos`` positive and
    ``n_neg`` negative rows with replacement (indices, shapes ``(b, n_pos)`` and ``(b, n_neg)``).

    Examples
    --------
    >>> c = split_classes([0, 1, 1], [[0.2, 0.9, 0.4]], None, None)
    >>> [a.shape for a in resample_rows(c, 5, np.random.default_rng(0))]
    [(5, 2), (5, 1)]
    """
    return (rng.integers(0, c.n_pos, size=(b, c.n_pos)),
            rng.integers(0, c.n_neg, size=(b, c.n_neg)))


def resample_counts(c: Classes, pos_count: FloatArray, neg_count: FloatArray, b: int,
                    rng: np.random.Generator) -> tuple[FloatArray, FloatArray]:
    """The draws of :func:`resample_rows` counted per bin, unweighted: ``b`` multinomial draws of
    ``n_pos`` rows over bins of ``pos_count`` positives each, and of ``n_neg`` over ``neg_count``.

    Examples
    --------
    >>> c = split_classes([0, 1, 1], [[0.2, 0.9, 0.4]], None, None)
    >>> rng = np.random.default_rng(0)
    >>> p, n = resample_counts(c, np.array([1.0, 1.0]), np.array([1.0]), 3, rng)
    >>> p.sum(axis=1), n.sum(axis=1)
    (array([2., 2., 2.]), array([1., 1., 1.]))
    """
    return (rng.multinomial(c.n_pos, pos_count / c.n_pos, size=b).astype(np.float64),
            rng.multinomial(c.n_neg, neg_count / c.n_neg, size=b).astype(np.float64))


def too_few_rows(c: Classes, what: str) -> str | None:
    """Why ``what`` (a variance, a test) is undefined if a class of ``c`` has fewer than 2 rows;
    ``None`` otherwise.

    Examples
    --------
    >>> too_few_rows(split_classes([0, 1, 1], [[0.2, 0.9, 0.4]], None, None), "the variance")
    'the variance needs at least 2 positive and 2 negative rows, got 2 and 1'
    """
    if c.n_pos < 2 or c.n_neg < 2:
        return (f"{what} needs at least 2 positive and 2 negative rows, got {c.n_pos} and "
                f"{c.n_neg}")
    return None


def check_score_columns(y_scores: object, name: str = "y_scores") -> list[FloatArray]:
    """A sequence of at least two score columns (each checked like ``y_score``)."""
    if isinstance(y_scores, np.ndarray) and y_scores.ndim == 2:
        columns = list(y_scores)
    elif isinstance(y_scores, (list, tuple)):
        columns = list(y_scores)
    else:
        raise TypeError(f"{name} must be a sequence of score arrays, got {type(y_scores).__name__}")
    if len(columns) < 2:
        raise ValueError(f"{name} must hold at least 2 score columns, got {len(columns)}")
    return [score_array(c) for c in columns]


def check_choice(value: object, choices: tuple[str, ...], name: str) -> str:
    """``value`` as a ``str`` if it is one of ``choices``; ValueError naming ``name`` otherwise.

    Examples
    --------
    >>> check_choice("less", ("two-sided", "less", "greater"), "alternative")
    'less'
    >>> check_choice("both", ("two-sided", "one-sided"), "alternative")
    Traceback (most recent call last):
    ...
    ValueError: alternative must be one of ['two-sided', 'one-sided'], got 'both'
    """
    if value not in choices:
        raise ValueError(f"{name} must be one of {list(choices)}, got {value!r}")
    return str(value)


def check_random_state(random_state: object) -> tuple[np.random.Generator, int | None]:
    """A generator and the seed that reproduces it (``None`` for a given generator).

    ``None`` draws a fresh seed from the operating system's entropy and reports it, so that
    any run can be repeated.

    Examples
    --------
    >>> rng, seed = check_random_state(7)
    >>> seed
    7
    """
    if isinstance(random_state, np.random.Generator):
        return random_state, None
    if random_state is None:
        seed = int(np.random.SeedSequence().entropy % (2**63))  # type: ignore[operator]
        return np.random.default_rng(seed), seed
    if not isinstance(random_state, numbers.Integral) or isinstance(random_state, bool):
        raise TypeError(
            "random_state must be None, an int or a numpy Generator, got "
            f"{type(random_state).__name__}"
        )
    if int(random_state) < 0:
        raise ValueError(f"random_state must be >= 0, got {random_state!r}")
    return np.random.default_rng(int(random_state)), int(random_state)


def check_resampling(count: object, name: str,
                     random_state: object) -> tuple[int, np.random.Generator, int | None]:
    """``count`` replicates or permutations (an int >= 1, named ``name`` in the error), and the
    generator and seed of ``random_state`` (:func:`check_random_state`).

    Examples
    --------
    >>> n, rng, seed = check_resampling(500, "n_permutations", 3)
    >>> n, seed
    (500, 3)
    """
    n = check_positive_int(count, name)
    rng, seed = check_random_state(random_state)
    return n, rng, seed


def normal_quantile(p: float) -> float:
    """The standard normal quantile ``Phi^-1(p)``."""
    return _NORMAL.inv_cdf(p)


def normal_cdf(x: float) -> float:
    """The standard normal distribution function ``Phi(x)``."""
    return _NORMAL.cdf(x)


def two_sided_p(z: float) -> float:
    """``2 Phi(-|z|)``, accurate far in the tail (``erfc``); NaN for NaN.

    Examples
    --------
    >>> round(two_sided_p(1.959963984540054), 12)
    0.05
    """
    if math.isnan(z):
        return float("nan")
    return math.erfc(abs(z) / math.sqrt(2.0))


def wald_interval(estimate: float, standard_error: float, level: float, method: str, *,
                  clip: bool = False) -> ConfidenceInterval:
    """``estimate -+ z_{(1+level)/2} standard_error``, clipped to [0, 1] if ``clip`` (an area;
    not a difference of two).

    Examples
    --------
    >>> ci = wald_interval(0.9, 0.1, 0.95, "delong", clip=True)
    >>> round(ci.low, 6), ci.high
    (0.704004, 1.0)
    """
    half = normal_quantile(0.5 + level / 2) * standard_error
    low, high = estimate - half, estimate + half
    if clip:
        low, high = max(0.0, low), min(1.0, high)
    return ConfidenceInterval(estimate, low, high, level, method, standard_error)


