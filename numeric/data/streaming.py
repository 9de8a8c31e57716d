r"""Exact evaluation of scores that arrive in batches: :class:`StreamingEvaluator`.

Every area of :func:`numeric.stats.evaluate.evaluate` depends on the data only through the
(weighted) numbers of positives and negatives at each distinct score
(:mod:`numeric.data.aggregated`). The evaluator keeps exactly those: three arrays (distinct
scores ascending, positive and negative totals), so its memory grows with the number of distinct
scores, not of samples, and :meth:`~StreamingEvaluator.result` equals ``evaluate`` on all the
data seen (to the summation order of the weights, ~1e-15 relative).

Amortized cost: each batch is aggregated on arrival (one sort, ``O(b log b)``) and buffered; the
buffer is merged into the state (one sort of state plus buffer) only when it holds more rows than
the state (and at least ``2**16``). A merge is a stable sort of sorted runs and at least doubles
the rows merged since the last one, so all the merges together cost one merge sort of the rows:
a batch of ``b`` samples costs ``O(b log b)`` on arrival plus ``O(b log n)`` amortized, and the
memory is at most about twice the state plus ``2**16`` rows. With few distinct scores (rounded
scores, say) the state stays small and a merge costs ``O(2**16)`` every ``2**16`` rows.

Rounding (``decimals=k``) bounds the memory by the number of rounding cells; the AUCs of the
unrounded data are then bracketed by :meth:`~StreamingEvaluator.bracket`.
"""

from __future__ import annotations

import math
import numbers
import warnings
from types import ModuleType
from typing import Literal, Protocol

import numpy as np
import numpy.typing as npt

from numeric._warnings import DegenerateDataWarning
from numeric.core.areas import (
    RecallRange,
    auc_pr_from_steps,
    auc_roc_from_steps,
    average_precision_from_steps,
    check_recall_range,
)
from numeric.core.array_api import (
    Namespace,
    data_namespace,
    is_device_array,
    namespace_of,
    to_namespace,
)
from numeric.core.generic_steps import (
    device_by_score,
    device_labels,
    device_score,
    device_steps_from_totals,
    device_weight,
)
from numeric.core.inputs import check_pair, weight_array
from numeric.core.labels import (
    distinct_labels,
    format_labels,
    label_mask,
    positive_label,
    same_label,
)
from numeric.core.records import times_power_of_two
from numeric.core.steps import RecallSteps, group_starts
from numeric.core.weight_scale import caller_totals, exponent_for_class_tops
from numeric.data._docs import docs
from numeric.data.aggregated import evaluation_from_steps, steps_from_totals
from numeric.data.evaluation import Evaluation
from numeric.special import digamma_difference
from numeric.validation import ValueArray, first_bad

__all__ = ["StreamingEvaluator", "SupportsDLPack"]

FloatArray = npt.NDArray[np.float64]
Label = int | float | bool | str


class SupportsDLPack(Protocol):
    """An array exporting DLPack (torch, JAX, CuPy ...): read with :func:`numpy.from_dlpack`."""

    def __dlpack__(self) -> object: ...  # pragma: no cover - a protocol


ArrayInput = npt.ArrayLike | SupportsDLPack
_MIN_BUFFER = 1 << 16  # rows buffered before the first merge into the state
_MAX_DECIMALS = 308
_SHIFT = 8  # psi(x + 1) = psi(x) + 1/x shifts a digamma difference up to arguments >= 8


class StreamingEvaluator:
    r"""Exact :func:`~numeric.stats.evaluate.evaluate` of scores seen batch by batch.

    Parameters
    ----------
    decimals : int or None, default=None
        ``None`` keeps every distinct score (exact). An integer ``k`` rounds each score on the
        way in with :func:`numpy.round`: ``rint(score * 10**k) / 10**k`` for ``k >= 0``,
        ``rint(score / 10**-k) * 10**-k`` for ``k < 0`` (each operation rounded to float64,
        ``rint`` rounding halves to even: 0.125 -> 0.12, 0.135 -> 0.14 for ``k = 2``), so at
        most one row per rounding cell is kept;
        :meth:`result` then evaluates the rounded scores and :meth:`bracket` bounds the AUCs of
        the unrounded ones. ``-308 <= decimals <= 308``.
    pos_label : int, float, bool or str, default=None
        Label of the positive class, as in ``evaluate``: needed unless the labels are
        {0, 1}, {-1, 1} or {False, True}. The same rule holds for the labels of all the
        batches together (at most two distinct labels in all).

    Notes
    -----
    State: distinct scores ascending and, per score, the weights of the positives and the
    negatives, summed in units of :math:`2^e` with :math:`e` the exponent that puts the
    largest weight seen in :math:`[0.5, 1)` (exact; unweighted data are counted, :math:`e = 0`),
    as :func:`numeric.core.steps.recall_steps` does. Arrays of an array-API library other than
    numpy (torch, CuPy, JAX) are aggregated in their namespace and the state is kept on their
    device from the first such batch on (later host batches are moved there; a batch on another
    device is refused): no per-batch copy to the host. Other objects are read by numpy (through
    ``__dlpack__`` or ``__array__``).

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4: the AUCs depend on the data only through the counts at
    each distinct score (ties are one interpolated step).

    Examples
    --------
    >>> ev = StreamingEvaluator()
    >>> ev.update([0, 0, 1], [0.1, 0.4, 0.35])
    >>> ev.update([1], [0.8])
    >>> ev.result().auc_roc, ev.result().average_precision  # as evaluate on the 4 samples
    (0.75, 0.8333333333333333)
    >>> other = StreamingEvaluator()
    >>> other.update([0, 1], [0.35, 0.9])
    >>> ev.merge(other).result().n
    6
    """

    def __init__(self, decimals: int | None = None, *, pos_label: Label | None = None) -> None:
        if decimals is not None:
            if isinstance(decimals, bool) or not isinstance(decimals, (int, np.integer)):
                raise TypeError(f"decimals must be an integer or None, got "
                                f"{type(decimals).__name__}")
            if not -_MAX_DECIMALS <= decimals <= _MAX_DECIMALS:
                raise ValueError(f"decimals must be in [-{_MAX_DECIMALS}, {_MAX_DECIMALS}], "
                                 f"got {decimals}")
            decimals = int(decimals)
        if pos_label is not None and not isinstance(pos_label, (numbers.Real, str)):
            raise TypeError(f"pos_label must be a number, a bool or a str, got "
                            f"{type(pos_label).__name__}")
        self._decimals = decimals
        self._pos_label = pos_label
        self._labels: list[object] = []  # distinct labels seen (at most 2)
        self._n = 0  # samples seen, weight zero included
        self._weighted = False  # a sample_weight was given (then totals are not counts)
        self._tops = (0.0, 0.0)  # largest weight seen per class (1.0 per unweighted sample)
        self._ns: Namespace | None = None  # the device the state lives on (None: numpy)
        self._exponent = 0  # totals are in units of 2**_exponent
        self._u = np.empty(0)  # state: distinct scores, ascending
        self._wp = np.empty(0)
        self._wn = np.empty(0)
        self._buffer: list[tuple[FloatArray, FloatArray, FloatArray]] = []
        self._buffered = 0

    def __repr__(self) -> str:
        return (f"StreamingEvaluator(decimals={self.decimals!r}, n={self._n}, "
                f"distinct_scores<={int(self._u.shape[0]) + self._buffered})")

    @property
    def decimals(self) -> int | None:
        """The rounding of the scores (``None``: exact); fixed at construction."""
        return self._decimals

    @property
    def pos_label(self) -> Label | None:
        """The label of the positive class given at construction."""
        return self._pos_label

    @property
    def n_samples(self) -> int:
        """Number of samples seen (those of weight zero included)."""
        return self._n

    # ----------------------------------------------------------------------------------------
    # input
    # ----------------------------------------------------------------------------------------

    def update(self, y_true: ArrayInput, y_score: ArrayInput,
               sample_weight: ArrayInput | None = None) -> None:
        """Add a batch of samples.

        Parameters
        ----------
        y_true : array_like of shape (n_batch,)
            Binary labels (see ``pos_label``); a batch may hold one class only, or be empty.
        y_score : array_like of shape (n_batch,)
            Finite scores (any real dtype; float64 internally).
        sample_weight : array_like of shape (n_batch,), default=None
            Nonnegative finite weights; samples of weight zero count in ``n`` only.

        Raises
        ------
        ValueError
            As :func:`~numeric.stats.evaluate.evaluate` (indices within the batch); labels that
            break the label rule together with the batches seen before; a score that is not
            finite once rounded to ``decimals``. A batch that raises changes nothing.
        TypeError
            Non-real scores or weights; an array that numpy cannot read.

        Examples
        --------
        >>> ev = StreamingEvaluator(decimals=1)
        >>> ev.update([0, 1, 1], [0.12, 0.14, 0.91], sample_weight=[1.0, 2.0, 0.5])
        >>> ev.result().n_pos, ev.result().auc_roc  # 0.12 and 0.14 tie at 0.1
        (2.5, 0.6)
        """
        ns = self._namespace_of_batch(y_true, y_score, sample_weight)
        if ns is not None:
            self._update_on_device(y_true, y_score, sample_weight, ns)
            return
        y = _host_array(y_true, "y_true")
        score = _host_array(y_score, "y_score")
        weight = None if sample_weight is None else _host_array(sample_weight, "sample_weight")
        if y.ndim == 1 and score.ndim == 1 and y.shape[0] == score.shape[0] == 0:
            if weight is not None:
                weight_array(weight, 0)
            return
        y, score = check_pair(y, score)
        labels, positive = self._checked_labels(distinct_labels(y))
        is_pos = label_mask(y, positive)  # (a batch's labels are among all the labels seen)
        if self.decimals is not None:
            score = _rounded(score, self.decimals)
        tops = (1.0 if is_pos.any() else 0.0, 1.0 if not is_pos.all() else 0.0)
        if weight is not None:
            weight = weight_array(weight, score.shape[0])
            tops = (float(weight.max(where=is_pos, initial=0.0)),
                    float(weight.max(where=~is_pos, initial=0.0)))
            keep = weight != 0
            if not keep.all():
                score, is_pos, weight = score[keep], is_pos[keep], weight[keep]
        exponent = self._commit(labels, int(y.shape[0]), tops, weight is not None)
        unit = math.ldexp(1.0, -exponent)  # an unweighted sample, in units of 2**exponent
        w = np.full(score.size, unit) if weight is None else np.ldexp(weight, -exponent)
        self._push(*_by_score(score, np.where(is_pos, w, 0.0), np.where(is_pos, 0.0, w),
                              kind="quicksort"))

    def _namespace_of_batch(self, y_true: object, y_score: object,
                            sample_weight: object) -> Namespace | None:
        """Where this batch is computed: the evaluator's device once it has one (host batches
        are moved there), else the batch's own (:mod:`numeric.core.array_api`'s rule)."""
        ns = data_namespace([("y_score", y_score), ("y_true", y_true),
                             ("sample_weight", sample_weight)])
        if self._ns is None:
            if ns is not None and self._n:
                raise TypeError(f"y_score must be on the host like the batches before it (this "
                                f"evaluator holds host arrays), got {ns.name} on {ns.device}")
            return ns
        if ns is not None and (ns.xp is not self._ns.xp or ns.device != self._ns.device):
            raise TypeError(f"y_score must be on this evaluator's device ({self._ns.name} on "
                            f"{self._ns.device}), got {ns.name} on {ns.device}")
        return self._ns

    def _update_on_device(self, y_true: object, y_score: object, sample_weight: object,
                          ns: Namespace) -> None:
        """:meth:`update` of a batch on a device: validated, aggregated and kept there."""
        xp = ns.xp
        score_in = to_namespace(y_score, ns, "y_score")
        if score_in.ndim == 1 and int(score_in.shape[0]) == 0:
            if sample_weight is not None:
                device_weight(to_namespace(sample_weight, ns, "sample_weight"), ns, 0)
            return
        score = device_score(score_in, ns)
        n = int(score.shape[0])
        if is_device_array(y_true):
            y = to_namespace(y_true, ns, "y_true")
            if y.ndim != 1 or int(y.shape[0]) != n:
                raise ValueError(f"y_true and y_score must have the same length, got "
                                 f"{tuple(y.shape)} and {n}")
            labels, positive = self._checked_labels(device_labels(y, xp))
            is_pos = (y == positive if positive is not None
                      else xp.zeros(n, dtype=xp.bool, device=ns.device))
        else:
            y_host, _ = check_pair(_host_array(y_true, "y_true"), np.zeros(n))
            labels, positive = self._checked_labels(distinct_labels(y_host))
            is_pos = xp.asarray(label_mask(y_host, positive), device=ns.device)
        if self.decimals is not None:
            score = _device_rounded(score, self.decimals, xp)
        weight = None
        zero = xp.zeros_like(score)
        tops = (float(xp.max(xp.where(is_pos, 1.0, zero))),
                float(xp.max(xp.where(is_pos, zero, 1.0))))
        if sample_weight is not None:
            weight = device_weight(to_namespace(sample_weight, ns, "sample_weight"), ns, n)
            tops = (float(xp.max(xp.where(is_pos, weight, zero))),
                    float(xp.max(xp.where(is_pos, zero, weight))))
            keep = weight != 0
            if not bool(xp.all(keep)):
                score, is_pos, weight = score[keep], is_pos[keep], weight[keep]
        if self._ns is None:
            self._ns = ns
            empty = xp.zeros(0, dtype=ns.float_dtype, device=ns.device)
            self._u, self._wp, self._wn = empty, empty, empty
        exponent = self._commit(labels, n, tops, weight is not None)
        w = (xp.full(score.shape, math.ldexp(1.0, -exponent), dtype=ns.float_dtype,
                     device=ns.device) if weight is None
             else times_power_of_two(weight, -exponent))
        zero = xp.zeros_like(w)
        self._push(*device_by_score(score, xp.where(is_pos, w, zero), xp.where(is_pos, zero, w),
                                    xp))

    def _commit(self, labels: list[object], n: int, tops: tuple[float, float],
                weighted: bool) -> int:
        """Record a validated batch of ``n`` samples (its classes' largest weights ``tops``);
        the state is rescaled to the new common exponent, which is returned."""
        self._labels = labels
        self._n += n
        self._weighted = self._weighted or weighted
        self._tops = (max(self._tops[0], tops[0]), max(self._tops[1], tops[1]))
        exponent = (exponent_for_class_tops(*self._tops, self._n) if self._weighted else 0)
        self._rescale(exponent)
        return exponent

    def merge(self, other: StreamingEvaluator) -> StreamingEvaluator:
        """Add the data seen by ``other`` (which is left unchanged); returns ``self``.

        Merging is exact and associative up to the summation order of the weights: any tree of
        merges gives ``evaluate`` on the union of the data.

        Raises
        ------
        TypeError
            If ``other`` is not a :class:`StreamingEvaluator`.
        ValueError
            If the two have different ``decimals`` or ``pos_label``, or their labels together
            break the label rule.

        Examples
        --------
        >>> a, b = StreamingEvaluator(decimals=2), StreamingEvaluator(decimals=3)
        >>> a.merge(b)
        Traceback (most recent call last):
        ...
        ValueError: decimals must be equal to merge two StreamingEvaluators, got 2 and 3
        """
        if not isinstance(other, StreamingEvaluator):
            raise TypeError(f"other must be a StreamingEvaluator, got {type(other).__name__}")
        if other.decimals != self.decimals:
            raise ValueError(f"decimals must be equal to merge two StreamingEvaluators, got "
                             f"{self.decimals!r} and {other.decimals!r}")
        if not _same_pos_label(other.pos_label, self.pos_label):
            raise ValueError(f"pos_label must be equal to merge two StreamingEvaluators, got "
                             f"{self.pos_label!r} and {other.pos_label!r}")
        labels, _ = self._checked_labels(other._labels)
        if (other._n and self._n and (other._ns is None) != (self._ns is None)) or (
                other._ns is not None and self._ns is not None
                and (other._ns.xp is not self._ns.xp or other._ns.device != self._ns.device)):
            raise TypeError("other must hold its state where this evaluator does (both on the "
                            "host, or both on one device) to be merged")
        if self._ns is None and not self._n and other._ns is not None:
            self._ns = other._ns
            self._u, self._wp, self._wn = other._u[:0], other._wp[:0], other._wn[:0]
        rows = [(other._u, other._wp, other._wn), *other._buffer]  # snapshot (other may be self)
        other_exponent = other._exponent
        exponent = self._commit(labels, other._n, other._tops, other._weighted)
        shift = other_exponent - exponent
        for u, wp, wn in rows:
            if u.shape[0]:
                self._push(u, times_power_of_two(wp, shift), times_power_of_two(wn, shift))
        return self

    # ----------------------------------------------------------------------------------------
    # output
    # ----------------------------------------------------------------------------------------

    @docs
    def result(self, *, recall_range: RecallRange = (0.0, 1.0)) -> Evaluation:
        """The evaluation of all the data seen (rounded to ``decimals`` if set).

        Parameters
        ----------
        recall_range : (float, float), default=(0.0, 1.0)
            As in :func:`~numeric.stats.evaluate.evaluate`.

        Returns
        -------
        Evaluation
            Equal to ``evaluate`` on the concatenated batches (with the scores rounded when
            ``decimals`` is set) to ~1e-15 relative; no intervals.

        Raises
        ------
        ValueError
            If no sample has been seen.

        %(warns_undefined_fields_nan)s

        Examples
        --------
        >>> ev = StreamingEvaluator()
        >>> ev.update([0, 1], [0.3, 0.3])
        >>> ev.update([1, 0], [0.3, 0.1])
        >>> ev.result().auc_roc  # ties across batches are one step: 0.5 * (1/2) + 0.5 * 1
        0.75
        """
        r0, r1 = check_recall_range(recall_range)
        steps = self._steps()
        return evaluation_from_steps(steps, self._n, r0, r1, stacklevel=3)

    def bracket(self) -> dict[str, tuple[float, float]]:
        r"""Guaranteed ``(low, high)`` of AUC-ROC, AUC-PR and AP of the unrounded scores.

        Returns
        -------
        dict
            ``{"auc_roc": (low, high), "auc_pr": (low, high), "average_precision": (low,
            high)}`` (whole curves; Python floats). A quantity undefined for the data (a class
            absent) is ``(nan, nan)``.

        Raises
        ------
        ValueError
            If ``decimals`` is None (nothing was rounded) or no sample has been seen.

        Warns
        -----
        DegenerateDataWarning
            If a class is absent.

        Notes
        -----
        Rounding is nondecreasing, so a sample in a higher cell had a higher unrounded score
        than every sample of a lower cell; inside a cell the order is unknown. Let cell
        :math:`c` (cells in order of decreasing score) hold positive and negative weights
        :math:`(p_c, n_c)` and let :math:`(T_c, F_c)` be the totals of the cells above it. Along
        recall inside the cell, the unrounded ROC path (any order, ties interpolated linearly)
        runs from :math:`(T_c, F_c)` to :math:`(T_c + p_c, F_c + n_c)` and is monotone, so at
        every :math:`t \in (T_c, T_c + p_c)` its false positives satisfy
        :math:`F_c \le FP(t) \le F_c + n_c`. Both ends are attained: all the cell's negatives
        above its positives (worst) or below them (best). Hence, with
        :math:`f_F(t) = t / (t + F)`,

        * AUC-ROC :math:`= \frac{1}{N^+}\int (1 - FP(t)/N^-)\,dt` and the exact (interpolated)
          AUC-PR :math:`= \frac{1}{N^+}\int t/(t + FP(t))\,dt` are bracketed by the same
          integrals with :math:`FP = F_c + n_c` (low) and :math:`FP = F_c` (high) on every cell
          -- the worst and best orderings, attained;
        * AP :math:`= \frac{1}{N^+}\sum_{\text{steps}} \Delta TP\, P_{\text{end}}`: a step ending
          in cell :math:`c` at :math:`TP = t` has precision between :math:`f_{F_c + n_c}(t)` and
          :math:`f_{F_c}(t) \le f_{F_c}(T_c + p_c)`, so AP :math:`\le \frac{1}{N^+} \sum_c p_c
          f_{F_c}(T_c + p_c)` (the cell's positives tied, above its negatives: attained). As
          :math:`f` grows with :math:`t`, a step's :math:`\Delta TP\, f(t_{\text{end}})` is at
          least the integral of :math:`f` over the step: AP is at least the worst AUC-PR above
          for weighted data (the infimum over every way the cell's weight may be split among
          samples), and for unweighted data (every sample of weight 1, positives one unit each)
          at least :math:`\frac{1}{N^+}\sum_c \sum_{j=1}^{p_c} f_{F_c + n_c}(T_c + j)
          = \frac{1}{N^+}\sum_c \left[p_c - F'_c\,(\psi(T_c + F'_c + p_c + 1) - \psi(T_c + F'_c
          + 1))\right]` with :math:`F'_c = F_c + n_c`: the positives one by one below the
          negatives, attained.

        The bounds are exact values of those orderings; they are computed in floating point
        (about 1e-15 relative), so the tests allow 1e-12.

        References
        ----------
        Davis & Goadrich (ICML 2006), Thm 3.2 (ROC dominance is PR dominance) and Sec. 4
        (interpolation along a tie); Boyd et al. (ICML 2012), Thm 3 (the same digamma sum for
        the worst ranking of the whole data set).

        Examples
        --------
        >>> ev = StreamingEvaluator(decimals=1)
        >>> ev.update([0, 1, 0, 1], [0.12, 0.14, 0.31, 0.93])
        >>> ev.result().auc_roc  # 0.12 and 0.14 round to 0.1: a tie
        0.625
        >>> ev.bracket()["auc_roc"]  # 0.14 was below 0.12 (0.5) or above it (0.75)
        (0.5, 0.75)
        """
        if self.decimals is None:
            raise ValueError("decimals must be set for a bracket (StreamingEvaluator(decimals=k)"
                             "); with decimals=None, result() is exact")
        steps = self._steps()
        cells = self._cells()
        nan = (math.nan, math.nan)
        out = {"auc_roc": nan, "auc_pr": nan, "average_precision": nan}
        if steps.n_pos == 0 or steps.n_neg == 0:
            missing = "positive" if steps.n_pos == 0 else "negative"
            undefined = [k for k in out if k == "auc_roc" or steps.n_pos == 0]
            warnings.warn(f"y_true has no {missing} samples: the brackets of "
                          f"{', '.join(undefined)} are undefined (NaN)", DegenerateDataWarning,
                          stacklevel=2)
        if steps.n_pos == 0:
            return out
        t0, f0, t1, f1 = cells
        worst = RecallSteps(t0, f1, t1, f1, steps.n_pos, steps.n_neg, self._exponent)
        best = RecallSteps(t0, f0, t1, f0, steps.n_pos, steps.n_neg, self._exponent)
        if steps.n_neg > 0:
            out["auc_roc"] = (auc_roc_from_steps(worst), auc_roc_from_steps(best))
        pr_low = auc_pr_from_steps(worst)
        out["auc_pr"] = (pr_low, auc_pr_from_steps(best))
        ap_low = pr_low if self._weighted else _ap_one_by_one(t0, t1, f1, steps.n_pos)
        out["average_precision"] = (ap_low, average_precision_from_steps(best))
        return out

    # ----------------------------------------------------------------------------------------
    # state
    # ----------------------------------------------------------------------------------------

    def _checked_labels(self, new: list[object]) -> tuple[list[object], object | None]:
        """The labels seen with ``new`` added, checked as ``evaluate`` checks one array's, and
        the positive one among them (:func:`numeric.core.labels.positive_label`)."""
        labels = list(self._labels)
        for v in new:
            if not any(same_label(v, w) for w in labels):
                labels.append(v)
        if len(labels) > 2:
            raise ValueError(f"y_true must hold at most 2 distinct labels over all updates, "
                             f"found {format_labels(labels)}")
        return labels, positive_label(labels, self.pos_label) if labels else None

    def _rescale(self, exponent: int) -> None:
        """Express the totals in units of ``2**exponent`` (exact unless they underflow)."""
        shift = self._exponent - exponent
        if shift:
            self._wp = times_power_of_two(self._wp, shift)
            self._wn = times_power_of_two(self._wn, shift)
            self._buffer = [(u, times_power_of_two(p, shift), times_power_of_two(q, shift))
                            for u, p, q in self._buffer]
        self._exponent = exponent

    def _push(self, u: FloatArray, wp: FloatArray, wn: FloatArray) -> None:
        self._buffer.append((u, wp, wn))
        self._buffered += int(u.shape[0])
        if self._buffered > max(int(self._u.shape[0]), _MIN_BUFFER):
            self._compact()

    def _compact(self) -> None:
        """Merge the buffer into the state: one sort of the rows, totals added per score."""
        if not self._buffer:
            return
        if self._ns is not None:
            xp = self._ns.xp
            u, wp, wn = (xp.concat([column, *(b[i] for b in self._buffer)])
                         for i, column in enumerate((self._u, self._wp, self._wn)))
            self._u, self._wp, self._wn = device_by_score(u, wp, wn, xp)
            self._buffer = []
            self._buffered = 0
            return
        u = np.concatenate([self._u, *(b[0] for b in self._buffer)])
        wp = np.concatenate([self._wp, *(b[1] for b in self._buffer)])
        wn = np.concatenate([self._wn, *(b[2] for b in self._buffer)])
        # sorted runs (the state, then one per batch): a stable sort (timsort) merges them
        self._u, self._wp, self._wn = _by_score(u, wp, wn, kind="stable")
        self._buffer = []
        self._buffered = 0

    def _steps(self) -> RecallSteps:
        if self._n == 0:
            raise ValueError("StreamingEvaluator has seen no samples: call update() first")
        self._compact()
        if self._ns is not None:
            xp = self._ns.xp
            steps = device_steps_from_totals(xp.flip(self._wp), xp.flip(self._wn),
                                             self._exponent, xp)
        else:
            steps = steps_from_totals(self._wp[::-1], self._wn[::-1], self._exponent)
        caller_totals(steps.n_pos, steps.n_neg, self._exponent)  # raises if a class overflows
        return steps

    def _cells(self) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
        """Per cell with positives (decreasing score): ``(T_c, F_c, T_c + p_c, F_c + n_c)``."""
        if self._ns is not None:
            xp = self._ns.xp
            s = device_steps_from_totals(xp.flip(self._wp), xp.flip(self._wn), 0, xp)
            return s.tp0, s.fp0, s.tp1, s.fp1
        tp = np.concatenate(([0.0], np.cumsum(self._wp[::-1])))
        fp = np.concatenate(([0.0], np.cumsum(self._wn[::-1])))
        up = np.flatnonzero(tp[1:] > tp[:-1])
        return tp[up], fp[up], tp[up + 1], fp[up + 1]


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------


def _host_array(x: object, name: str) -> ValueArray:
    """``x`` as a numpy array: itself, through DLPack (no copy), or :func:`numpy.asarray`."""
    if isinstance(x, np.ndarray):
        return x
    if hasattr(x, "__dlpack__"):
        try:
            return np.from_dlpack(x)
        except (TypeError, ValueError, RuntimeError, BufferError) as err:
            if not hasattr(x, "__array__"):
                raise TypeError(f"{name} must be readable by numpy.from_dlpack (an array on "
                                f"the CPU), got {type(x).__name__}: {err}") from None
            try:
                return np.asarray(x)
            except (TypeError, ValueError, RuntimeError) as err2:
                raise TypeError(f"{name} must be an array numpy can read (on the CPU), got "
                                f"{type(x).__name__}: {err2}") from None
    return np.asarray(x)


def _by_score(score: FloatArray, wp: FloatArray, wn: FloatArray, *, kind: Literal[
        "quicksort", "stable"]) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Distinct scores ascending and the totals of ``wp`` and ``wn`` per score (one sort)."""
    if score.size == 0:
        return score, wp, wn
    order = np.argsort(score, kind=kind)
    s = score[order]
    starts = group_starts(s)
    return s[starts], np.add.reduceat(wp[order], starts), np.add.reduceat(wn[order], starts)


def _rounded(score: FloatArray, decimals: int) -> FloatArray:
    """``numpy.round(score, decimals)``, checked finite (large scores times ``10**k`` overflow)."""
    with np.errstate(over="ignore", invalid="ignore"):
        out: FloatArray = np.round(score, decimals)
    bad = ~np.isfinite(out)
    if bad.any():
        raise ValueError(f"y_score must stay finite when rounded to decimals={decimals}, got "
                         f"{first_bad(bad, score)}")
    return out


def _device_rounded(score: FloatArray, decimals: int, xp: ModuleType) -> FloatArray:
    """:func:`_rounded` on the device: ``rint(score * 10**k) / 10**k`` (``k >= 0``) or
    ``rint(score / 10**-k) * 10**-k``, halves to even, as :func:`numpy.round`; checked finite."""
    if decimals >= 0:
        out: FloatArray = xp.round(score * 10.0**decimals) / 10.0**decimals
    else:
        out = xp.round(score / 10.0**-decimals) * 10.0**-decimals
    finite = xp.isfinite(out)
    if not bool(xp.all(finite)):
        i = int(xp.argmax(xp.astype(xp.logical_not(finite), xp.int8)))
        raise ValueError(f"y_score must stay finite when rounded to decimals={decimals}, got "
                         f"{float(score[i])!r}")
    return out


def _same_pos_label(a: Label | None, b: Label | None) -> bool:
    if a is None or b is None:
        return a is b
    return same_label(a, b)


def _ap_one_by_one(t0: FloatArray, t1: FloatArray, f: FloatArray, n_pos: float) -> float:
    r"""``(1/N+) sum_c sum_{j=1..p_c} (T_c + j)/(T_c + j + F_c)`` for integer ``p_c = t1 - t0``.

    Per cell, ``p - F (psi(m + p + 1) - psi(m + 1))`` with ``m = T + F`` (``F = 0``: ``p``):
    constant cost per cell, no loop over the samples. The digamma difference is the asymptotic
    series of :mod:`numeric.bounds.boyd` (valid for ``m >= 8``), reached for smaller ``m`` by
    ``psi(x + 1) = psi(x) + 1/x``; ``F D <= p``, so the absolute error is about ``1e-16 p``.
    """
    xp = namespace_of(t0) or np
    p = t1 - t0
    m = t0 + f
    shifted = xp.maximum(m, float(_SHIFT))
    small = m < _SHIFT
    ms = xp.where(small, m, 0.0)
    # psi(m + p + 1) - psi(m + 1) = [same at m + s] + sum_{j=1..s} p/((m + j)(m + p + j))
    extra = xp.zeros_like(m)
    for j in range(1, _SHIFT + 1):
        extra = extra + p / ((ms + j) * (ms + p + j))
    base = digamma_difference(xp.where(small, ms + _SHIFT, shifted), p, xp)
    diff = base + xp.where(small, extra, 0.0)
    terms = xp.where(f > 0, p - f * diff, p)
    return float(xp.sum(terms)) / n_pos
