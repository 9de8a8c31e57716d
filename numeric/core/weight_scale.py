"""The weight-scaling rule: weights are summed in units of ``2**e``, exactly.

Sums of weights overflow (``1e300 + 1e300``) and lose bits among subnormals (``5e-324``), so
every path that sums ``sample_weight`` -- :func:`numeric.core.steps.recall_steps` on an array
in memory, :class:`numeric.data.streaming.StreamingEvaluator` batch by batch, an engine that
sums its data in pieces -- sums ``weight * 2**-e`` instead (exact: a power of two), with ``e``
chosen by one rule from the largest weights alone, so that every path picks the same ``e`` for
the same data:

* ``e`` puts the largest weight in ``[0.5, 1)`` (:func:`scale_exponent`);
* when the classes' largest weights are so far apart that the smaller class would fall below
  ``2**-CLASS_FLOOR`` (positives 1e200, negatives 1e-200), ``e`` is lowered just enough to keep
  it there, as long as ``n`` times the largest weight stays finite (:func:`class_floor_exponent`);
* class totals go back to the caller's units at the end, and a class whose weights sum beyond the
  largest float64 is refused (:func:`caller_totals`).

Every area is a ratio of sums or rates, so it does not depend on ``e``.
"""

from __future__ import annotations

import math

__all__ = ["CLASS_FLOOR", "caller_totals", "class_floor_exponent", "exponent_for_class_tops",
           "scale_exponent"]

#: How far below the largest weight (in powers of two) the other class's largest may be put.
CLASS_FLOOR = 960


def scale_exponent(top: float) -> int:
    """The exponent by which weights whose largest is ``top`` are rescaled.

    Parameters
    ----------
    top : float
        The largest weight, ``>= 0``.

    Returns
    -------
    int
        The ``e`` with ``top * 2**-e`` in ``[0.5, 1)``; ``0`` for ``top = 0``.

    Examples
    --------
    >>> scale_exponent(1.0), scale_exponent(0.75), scale_exponent(1e300), scale_exponent(0.0)
    (1, 0, 997, 0)
    """
    return math.frexp(top)[1] if top > 0.0 else 0


def class_floor_exponent(top: float, low: float, n: int) -> int:
    """The exponent of :func:`scale_exponent`, lowered to keep the smaller class in range.

    With ``e = scale_exponent(top)``, a class whose largest weight ``low`` lies more than
    ``CLASS_FLOOR`` powers of two below ``top`` would underflow (``1e-200`` beside ``1e200``:
    "no negative samples"); ``e`` is lowered by the excess, but never so far that ``n`` weights
    of ``top * 2**-e`` could overflow their sum.

    Parameters
    ----------
    top : float
        The largest weight of all, ``>= 0``.
    low : float
        The smaller of the two classes' largest weights (``0`` when a class is absent or all
        its weights are 0: no change).
    n : int
        The number of samples.

    Returns
    -------
    int
        ``e - min(max(spread - CLASS_FLOOR, 0), room)``, with ``spread = e - scale_exponent(low)``
        and ``room = 1020 - bit_length(n)`` (so ``n * 2**room`` stays finite).

    Examples
    --------
    >>> class_floor_exponent(1e200, 1e-200, 10), scale_exponent(1e200)
    (296, 665)
    >>> class_floor_exponent(1e200, 1.0, 10), class_floor_exponent(1e200, 0.0, 10)
    (665, 665)
    """
    exponent = scale_exponent(top)
    if low <= 0.0:
        return exponent
    spread = exponent - scale_exponent(low)
    room = 1020 - max(int(n).bit_length(), 1)  # n * 2**room stays finite
    return exponent - min(max(spread - CLASS_FLOOR, 0), room)


def exponent_for_class_tops(top_pos: float, top_neg: float, n: int) -> int:
    """The rescaling exponent of data whose classes' largest weights are ``top_pos`` and
    ``top_neg`` (``n`` samples): :func:`scale_exponent` of the larger, lowered by
    :func:`class_floor_exponent` when the smaller lies more than ``2**CLASS_FLOOR`` below it.

    The one rule of every summing path (in memory, on a device, per batch, per bucket).

    Examples
    --------
    >>> exponent_for_class_tops(1.0, 1.0, 10), exponent_for_class_tops(1e200, 1e-200, 10)
    (1, 296)
    >>> exponent_for_class_tops(0.0, 0.0, 10)
    0
    """
    top = max(top_pos, top_neg)
    if top == 0.0:
        return 0
    low = min(top_pos, top_neg)
    if 0.0 < low < math.ldexp(top, -CLASS_FLOOR):
        return class_floor_exponent(top, low, n)
    return scale_exponent(top)


def caller_totals(n_pos: float, n_neg: float, exponent: int) -> tuple[float, float]:
    """Class totals counted in units of ``2**exponent``, in the caller's units (exact).

    Parameters
    ----------
    n_pos, n_neg : float
        The (weighted) positives and negatives, in units of ``2**exponent``.
    exponent : int
        The scale exponent they were summed with.

    Returns
    -------
    (float, float)
        ``(n_pos * 2**exponent, n_neg * 2**exponent)``.

    Raises
    ------
    ValueError
        If one exceeds the largest float64 (both sums are named; rescale ``sample_weight``).

    Examples
    --------
    >>> caller_totals(0.75, 0.5, 4)
    (12.0, 8.0)
    >>> caller_totals(0.75, 0.5, 1100)
    Traceback (most recent call last):
    ...
    ValueError: sample_weight must sum to a finite float64 (at most 1.8e308) in each class, ...
    """
    try:
        return math.ldexp(n_pos, exponent), math.ldexp(n_neg, exponent)
    except OverflowError:
        _overflowing_sums(n_pos, n_neg, exponent)
        raise  # unreachable: _overflowing_sums raises


def _overflowing_sums(n_pos: float, n_neg: float, exponent: int) -> None:
    raise ValueError(
        "sample_weight must sum to a finite float64 (at most 1.8e308) in each class, got sums "
        f"of {n_pos!r} * 2**{exponent} (positives) and {n_neg!r} * 2**{exponent} (negatives); "
        "rescale sample_weight"
    )
