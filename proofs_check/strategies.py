"""Shared Hypothesis strategies for the property checks of rocpr.

Every strategy that more than one test file needs lives here, so that all property tests draw
their data the same way. Add a strategy at the end of the file with a docstring that says what
it draws.

Data sets are drawn to exercise what breaks curve code: ties (scores drawn from a few levels),
very unequal classes, a single sample of one class, weights including zeros.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from hypothesis import strategies as st

__all__ = ["ScoredSample", "scored_samples"]


@dataclass(frozen=True)
class ScoredSample:
    """A drawn data set: labels in {0, 1}, scores, optional weights."""

    y_true: npt.NDArray[np.int64]
    y_score: npt.NDArray[np.float64]
    sample_weight: npt.NDArray[np.float64] | None


@st.composite
def scored_samples(
    draw: st.DrawFn,
    *,
    min_size: int = 2,
    max_size: int = 40,
    both_classes: bool = True,
    weighted: bool | None = False,
    integer_weights: bool = False,
) -> ScoredSample:
    """Labels in {0, 1}, scores with many ties, and (optionally) nonnegative weights.

    Parameters
    ----------
    min_size, max_size : int
        Number of samples.
    both_classes : bool, default=True
        Guarantee at least one positive and one negative (then ``min_size >= 2``).
    weighted : bool or None, default=False
        ``True``: always draw weights; ``False``: never; ``None``: either.
    integer_weights : bool, default=False
        Draw weights from {0, 1, 2, 3} (counts stay integers, zero weights included) instead
        of reals in [0, 5] (some of them exactly 0).

    Notes
    -----
    Scores are drawn from ``levels`` evenly spaced values, ``levels`` itself drawn from 1
    (every score tied) to 2x the size (few ties), so heavily tied and tie-free data are both
    frequent.
    """
    n = draw(st.integers(min_size, max_size))
    labels = draw(st.lists(st.integers(0, 1), min_size=n, max_size=n))
    y = np.array(labels, dtype=np.int64)
    if both_classes:
        i, j = draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=2, unique=True))
        y[i], y[j] = 1, 0
    levels = draw(st.integers(1, 2 * n))
    score_idx = draw(st.lists(st.integers(0, levels - 1), min_size=n, max_size=n))
    score = np.array(score_idx, dtype=np.float64) / levels
    use_weights = draw(st.booleans()) if weighted is None else weighted
    weight = None
    if use_weights:
        if integer_weights:
            w = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
        else:
            w = draw(st.lists(
                st.one_of(st.just(0.0), st.floats(0.01, 5.0)), min_size=n, max_size=n
            ))
        weight = np.array(w, dtype=np.float64)
        if both_classes:  # keep one positive and one negative of positive weight
            weight[i] = max(weight[i], 1.0)
            weight[j] = max(weight[j], 1.0)
    return ScoredSample(y, score, weight)
