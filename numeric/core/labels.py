"""The label rule: which values of ``y_true`` are labels, which one is positive, how they are named.

One rule for every path that reads labels -- :func:`numeric.core.steps.threshold_counts` on an
array in memory, :class:`numeric.data.streaming.StreamingEvaluator` batch by batch, an engine
that reads its data in pieces -- so that the same data give the same classes and the same
messages whichever way they are read:

* labels are compared as numpy compares them (``y == label``), except that a real number never
  equals a string (``1 == 1.0 == True``, ``'1' != 1``: :func:`same_label`);
* ``y_true`` holds at most two distinct labels (:func:`distinct_labels`);
* ``pos_label=None`` means ``pos_label=1`` for the labels {0, 1}, {-1, 1} and {False, True}, and
  must be given otherwise; a ``pos_label`` that is not a label is refused unless only one class
  is present, which is then negative (:func:`positive_mask`);
* messages list the labels sorted, at most ten of them (:func:`format_labels`), as plain Python
  values (:func:`python_value`).
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from numeric.validation import ValueArray

__all__ = [
    "distinct_labels",
    "format_labels",
    "label_mask",
    "positive_label",
    "positive_mask",
    "python_value",
    "same_label",
    "two_labels",
]

# Label sets for which ``pos_label=None`` means ``pos_label=1`` (``True == 1``).
_DEFAULT_LABEL_SETS = ({0, 1}, {-1, 1})
_MAX_LISTED_LABELS = 10


def python_value(v: object) -> object:
    """A numpy scalar as the plain Python value, for messages and label lists.

    Parameters
    ----------
    v : object
        A label, possibly a numpy scalar.

    Returns
    -------
    object
        ``v.item()`` for a numpy scalar (``np.int64(1)`` -> ``1``), else ``v`` itself.

    Examples
    --------
    >>> import numpy as np
    >>> python_value(np.int64(1)), python_value(np.str_("a")), python_value(2.5)
    (1, 'a', 2.5)
    """
    return v.item() if isinstance(v, np.generic) else v


def format_labels(labels: Sequence[object]) -> str:
    """The labels as messages list them: sorted (by ``repr`` if they do not sort), at most ten.

    Parameters
    ----------
    labels : sequence of object
        Distinct labels, as :func:`distinct_labels` returns them.

    Returns
    -------
    str
        ``'[a, b, ...]'`` with the ``repr`` of each; beyond ten labels, the first ten and the
        count.

    Examples
    --------
    >>> format_labels(["b", "a"])
    "['a', 'b']"
    >>> format_labels(list(range(12)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ... (12 labels)]'
    """
    try:
        shown = sorted(labels)  # type: ignore[type-var]  # labels of one kind sort; else by repr
    except TypeError:
        shown = sorted(labels, key=repr)
    text = ", ".join(repr(v) for v in shown[:_MAX_LISTED_LABELS])
    if len(shown) > _MAX_LISTED_LABELS:
        text += f", ... ({len(shown)} labels)"
    return f"[{text}]"


def same_label(v: object, pos_label: object) -> bool:
    """Whether two labels are equal: ``==``, but a real number never equals a string.

    Parameters
    ----------
    v, pos_label : object
        Two labels (Python values or numpy scalars).

    Returns
    -------
    bool
        ``v == pos_label``, and ``False`` when one is a real number (``bool`` included) and the
        other is not.

    Examples
    --------
    >>> same_label(1, 1.0), same_label(True, 1), same_label("1", 1)
    (True, True, False)
    """
    if isinstance(v, numbers.Real) != isinstance(pos_label, numbers.Real):
        return False
    return bool(v == pos_label)


def _check_nonempty(y: ValueArray) -> None:
    if y.ndim != 1 or y.shape[0] == 0:
        raise ValueError(f"y must be a nonempty 1-D array of labels, got shape {y.shape}")


def two_labels(y: ValueArray) -> tuple[list[object], npt.NDArray[np.bool_]] | None:
    """The labels of ``y`` when there are at most two, found by O(n) comparisons.

    Labels are compared as numpy compares them: ``y == y[0]``, then ``y == y[i]`` for the first
    sample ``i`` that differs from ``y[0]``.

    Parameters
    ----------
    y : ndarray of shape (n_samples,)
        Labels, ``n_samples >= 1``, without NaN.

    Returns
    -------
    (list, ndarray of bool of shape (n_samples,)) or None
        ``([y[0]], mask)`` or ``([y[0], y[i]], mask)`` in order of appearance (as Python values),
        with ``mask`` the samples equal to ``y[0]``; ``None`` if ``y`` holds three labels or more.

    Examples
    --------
    >>> import numpy as np
    >>> two_labels(np.array(["b", "a", "b"]))
    (['b', 'a'], array([ True, False,  True]))
    >>> two_labels(np.array([1, 2, 3])) is None
    True
    """
    _check_nonempty(y)
    first = y[0]
    same = np.asarray(y == first, dtype=bool)
    i = int(np.argmin(same))
    if same[i]:
        return [python_value(first)], same
    second = y[i]
    if bool(np.all(same | np.asarray(y == second, dtype=bool))):
        return [python_value(first), python_value(second)], same
    return None


def distinct_labels(y: ValueArray) -> list[object]:
    """The distinct labels of ``y``: at most 2 found by O(n) comparisons, all of them when more.

    Parameters
    ----------
    y : ndarray of shape (n_samples,)
        Labels, ``n_samples >= 1``.

    Returns
    -------
    list
        The distinct labels as Python values (integer labels ``{k, k + 1}`` found by their
        minimum and maximum alone, in that order; else the two in order of appearance, as
        :func:`two_labels`; more than two in the order of :func:`numpy.unique`, or any order
        for an object array).

    Raises
    ------
    ValueError
        If ``y`` holds NaN (how many, and the first index).

    Examples
    --------
    >>> import numpy as np
    >>> distinct_labels(np.array([1, 0, 1])), distinct_labels(np.array(["x", "y", "z", "x"]))
    ([0, 1], ['x', 'y', 'z'])
    >>> distinct_labels(np.array([0.0, float("nan")]))
    Traceback (most recent call last):
    ...
    ValueError: y_true must not contain NaN, got 1 NaN label(s), the first at index 1
    """
    _check_nonempty(y)
    if y.dtype.kind == "f":
        nan = np.isnan(y)
        if nan.any():
            bad = np.flatnonzero(nan)
            raise ValueError(
                f"y_true must not contain NaN, got {bad.size} NaN label(s), "
                f"the first at index {int(bad[0])}"
            )
    if y.dtype.kind in "biu":  # two reductions settle the common case of labels {k, k + 1}
        lo, hi = y.min(), y.max()
        if lo == hi:
            return [python_value(lo)]
        if int(hi) - int(lo) == 1:  # no third integer fits between them
            return [python_value(lo), python_value(hi)]
    found = two_labels(y)
    if found is not None:
        return found[0]
    if y.dtype == object:
        return list({python_value(v) for v in y.tolist()})
    return [python_value(v) for v in np.unique(y)]


def positive_label(labels: Sequence[object], pos_label: object) -> object | None:
    """Which of the distinct labels is the positive class, by the label rule of the module
    docstring.

    Parameters
    ----------
    labels : sequence
        The distinct labels of the data (:func:`distinct_labels`), as Python values.
    pos_label : object
        The label of the positive class, or ``None`` for 1 with the labels {0, 1}, {-1, 1} or
        {False, True}.

    Returns
    -------
    object or None
        The label in ``labels`` that equals ``pos_label`` (:func:`same_label`); ``None`` when
        only one class is present and ``pos_label`` is not its label (every sample negative).
        ``None`` is never a positive label (``pos_label=None`` means 1).

    Raises
    ------
    ValueError
        More than two labels; ``pos_label=None`` with other labels; a ``pos_label`` that is not
        one of two labels found (the labels are listed, :func:`format_labels`).

    Examples
    --------
    >>> positive_label([0, 1], None), positive_label(["no", "yes"], "yes"), positive_label([0], 1)
    (1, 'yes', None)
    >>> positive_label(["no", "yes"], None)
    Traceback (most recent call last):
    ...
    ValueError: pos_label must be given unless the labels are ... found labels ['no', 'yes']
    """
    if len(labels) > 2:
        raise ValueError(
            f"y_true must hold at most 2 distinct labels, found {format_labels(labels)}"
        )
    numeric = all(isinstance(v, numbers.Real) for v in labels)
    if pos_label is None:
        if not (numeric and any(set(labels) <= s for s in _DEFAULT_LABEL_SETS)):
            raise ValueError(
                "pos_label must be given unless the labels are {0, 1}, {-1, 1} or "
                f"{{False, True}}, found labels {format_labels(labels)}"
            )
        pos_label = 1
    matches = [v for v in labels if same_label(v, pos_label)]
    if not matches:
        if len(labels) == 2:
            raise ValueError(
                f"pos_label must be one of the labels found {format_labels(labels)}, "
                f"got {pos_label!r}"
            )
        return None  # one class, all negative
    return matches[0]


def label_mask(y: ValueArray, label: object | None) -> npt.NDArray[np.bool_]:
    """Which samples carry ``label`` (compared as :func:`same_label` does); all ``False`` for
    ``None`` (the positive label of :func:`positive_label` when the class is absent).

    Examples
    --------
    >>> import numpy as np
    >>> label_mask(np.array([0, 1, 1]), 1), label_mask(np.array([0, 0]), None)
    (array([False,  True,  True]), array([False, False]))
    >>> label_mask(np.array([1, "1"], dtype=object), 1)  # a string never equals a number
    array([ True, False])
    """
    if label is None:
        return np.zeros(y.shape[0], dtype=bool)
    if y.dtype == object:
        return np.fromiter((same_label(v, label) for v in y.tolist()), bool, y.shape[0])
    return np.asarray(y == label, dtype=bool)


def positive_mask(y: ValueArray, pos_label: object) -> npt.NDArray[np.bool_]:
    """Which samples are positive, by the label rule of the module docstring.

    Parameters
    ----------
    y : ndarray of shape (n_samples,)
        Labels, ``n_samples >= 1``.
    pos_label : object
        As in :func:`positive_label`.

    Returns
    -------
    ndarray of bool of shape (n_samples,)
        ``True`` where the label equals ``pos_label`` (:func:`same_label`); all ``False`` when
        only one class is present and ``pos_label`` is not its label.

    Raises
    ------
    ValueError
        As :func:`positive_label`, for the labels of ``y``.

    Examples
    --------
    >>> import numpy as np
    >>> positive_mask(np.array([-1, 1, 1]), None)
    array([False,  True,  True])
    >>> positive_mask(np.array(["no", "yes"]), "yes")
    array([False,  True])
    >>> positive_mask(np.array(["no", "yes"]), None)
    Traceback (most recent call last):
    ...
    ValueError: pos_label must be given unless the labels are ... found labels ['no', 'yes']
    """
    return label_mask(y, positive_label(distinct_labels(y), pos_label))
