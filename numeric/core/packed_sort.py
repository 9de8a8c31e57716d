r"""Sort scores with their labels and row indices by one :func:`numpy.sort` of 64-bit integers.

Private helper of :mod:`numeric.core.steps` (the weighted recall steps). A stable
``argsort`` of ``10**7`` scores costs about 15 times one :func:`numpy.sort` of them, and a sort of
``score + i weight`` as complex numbers about 9 times; numpy's SIMD sort of 64-bit integers costs
about one float sort. So every score is mapped to an integer key that orders like the score
(:func:`order_keys`), the gap that the keys leave around zero is closed (:func:`_key_range`:
scores of both signs near 1 then span a few dozen binades' worth of keys instead of
``2**63``), the key's low bits are replaced by the row index and the label (the *payload*),
and the packed keys are sorted once:

.. math::

    \text{packed} = \big\lfloor (k_{\max} - k) / 2^{\,\text{shift}} \big\rfloor \, 2^{\,b}
        + 2\,\text{index} + \text{label}, \qquad b = 1 + \lceil \log_2 n \rceil,

``k`` the closed key, ``shift`` the fewest bits that keep ``packed`` below ``2**63``
(``k_max - k``: the highest score first). Without weights the label alone is the payload
(``b = 1``) and real-valued scores then lose no bit. Two scores whose keys agree above the
``shift`` dropped bits (*candidates*: rare for real-valued scores, every tie otherwise) are
told apart afterwards: with few candidates their full keys are gathered and only the runs
holding different full keys are sorted again by them; with many (rounded scores) every score is
gathered once in packed order and neighbours compared (:func:`_ties_in_order`), zero and the
smallest magnitudes kept ``2**shift`` keys apart so that they never share a run. When the
scores span so little of the key space that ``shift`` is 0, nothing is dropped and equal high
bits are ties. Scores rounded to at most 8 decimals (probabilities and logits as models and files
give them) are keyed by the integer ``k`` of ``k/10**d`` instead (:func:`_decimal_scale`): a span
of ``max|score| 10**d`` keys, so even beside the row index no bit is dropped and no tie needs a
second look.

Exact for every finite float64: ``-0.0`` and ``+0.0`` get one key (they are one score),
subnormals and the largest magnitudes keep their order, and the index has as many bits as ``n``
needs.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

#: Bits of a packed key (it must stay a nonnegative int64); tests lower it to force collisions.
_KEY_BITS = 63
#: Beyond this fraction of the samples in runs that need a second sort, the caller's slower
#: general path is used instead (:func:`sort_descending` returns ``None``).
_MAX_RESORTED = 1 / 8

_MAGNITUDE = np.int64(0x7FFF_FFFF_FFFF_FFFF)


def order_keys(score: FloatArray) -> IntArray:
    """int64 keys ordered like the float64 ``score`` (finite), equal only for equal scores.

    The bit pattern of a nonnegative float orders like the float; a negative one is mapped to
    minus its magnitude's pattern, so ``-0.0`` and ``+0.0`` share the key 0. The scores' own
    buffer is returned (no copy) when no sign bit is set.

    Examples
    --------
    >>> order_keys(np.array([-1.0, -0.0, 0.0, 5e-324, 1.0])).tolist()
    [-4607182418800017408, 0, 0, 1, 4607182418800017408]
    """
    bits = score.view(np.int64)
    if bits.size == 0 or int(bits.min()) >= 0:
        return bits
    sign = bits >> 63  # -1 where the sign bit is set, else 0
    key = bits & _MAGNITUDE
    key ^= sign  # ~magnitude = -magnitude - 1 where negative ...
    key -= sign  # ... then + 1
    return key


class _Layout(NamedTuple):
    """How the keys are made and packed: the decimal grid's ``scale`` (or ``None``), the top
    key and the gap closed on each side of zero (:func:`_key_range`), the payload's bits, the
    key bits dropped, and whether the row index is packed."""

    scale: float | None
    high: int
    below: int
    above: int
    payload_bits: int
    shift: int
    with_index: bool

    @classmethod
    def of(cls, score: FloatArray, need_index: bool, grid: bool = True) -> _Layout:
        """The layout for ``score``; ``grid=False`` refuses the decimal grid (a score off it
        was found while packing)."""
        ends = np.array([score.min(), score.max()])
        scale = _decimal_scale(score, ends) if grid else None
        if scale is None:
            low, high, below, above = _key_range(score, ends)
        else:  # scores on a decimal grid: the integer k of k/10**d is the key (a small span)
            (low, high), below, above = (int(k) for k in np.rint(ends * scale)), 0, 0
        span = (high - low).bit_length()
        with_index = need_index or span + 1 > _KEY_BITS
        payload_bits = max(score.size - 1, 1).bit_length() + 1 if with_index else 1
        shift = max(0, span + payload_bits - _KEY_BITS)
        closed, margin = (low, high, below, above), 0
        while shift and (below or above) and margin < 1 << shift:
            # Keep the zeros and the smallest magnitudes 2**shift apart in the closed keys, so
            # that dropping the low bits never puts them in one run (integer scores: -1, 0, 1).
            margin = 1 << shift
            low, high, below, above = _with_margin(*closed, margin)
            shift = max(0, (high - low).bit_length() + payload_bits - _KEY_BITS)
        return cls(scale, high, below, above, payload_bits, shift, with_index)


def sort_descending(
    score: FloatArray, is_pos: BoolArray, *, need_index: bool = True
) -> tuple[IntArray | None, BoolArray, npt.NDArray[np.intp] | None] | None:
    """The samples by decreasing score: ``(index, label, starts)``, or ``None``.

    Parameters
    ----------
    score : ndarray of float64, shape (n,)
        Finite scores.
    is_pos : ndarray of bool, shape (n,)
        Labels.
    need_index : bool, default=True
        ``False``: the caller needs the labels and the tie groups only; when the scores' keys
        (the gap around zero closed, :func:`_key_range`, or on a decimal grid,
        :func:`_decimal_scale`) span at most ``2**62`` values (real-valued scores of any sign,
        unless they range over hundreds of binades) the payload is then the label alone,
        nothing is dropped, and ``index`` is ``None``.

    Returns
    -------
    index : ndarray of int64, shape (n,), or None
        Row indices, highest score first (the order inside a tie is arbitrary).
    label : ndarray of bool, shape (n,)
        ``is_pos[index]``.
    starts : ndarray of intp or None
        Where each group of tied scores begins in that order; ``None`` when no two scores are
        equal.

    ``None`` instead when more than :data:`_MAX_RESORTED` of the samples would need the second
    sort (scores packed into a tiny part of the float range at high resolution, e.g. all within
    a few thousand ulp of each other over a huge range of keys): the caller then sorts otherwise.

    Examples
    --------
    >>> index, label, starts = sort_descending(np.array([0.2, 0.9, -0.0, 0.0, 0.5]),
    ...                                        np.array([False, True, True, False, True]))
    >>> index[:2].tolist(), label[:2].tolist(), starts.tolist()
    ([1, 4], [True, True], [0, 1, 2, 3])
    """
    n = score.size
    layout = _Layout.of(score, need_index)
    packed = np.empty(n, dtype=np.uint64)
    if not _pack(score, is_pos, layout, packed):  # a score off the grid, past the sample
        layout = _Layout.of(score, need_index, grid=False)
        _pack(score, is_pos, layout, packed)
    payload_bits, shift, with_index = layout.payload_bits, layout.shift, layout.with_index
    ordered = packed.view(np.int64)  # every packed key is below 2**_KEY_BITS <= 2**63
    ordered.sort()
    label = _low_bits(ordered)
    same = _same_high_bits(ordered, payload_bits)
    index = None
    if with_index:  # the index, in the keys' own buffer
        ordered &= np.int64((1 << payload_bits) - 1)
        ordered >>= 1
        index = ordered
    del ordered, packed
    if not same.any():
        return index, label, None
    if shift and index is not None:  # (shift > 0 only with the index)
        many = np.count_nonzero(same) > n // _GATHER_ALL  # tied scores: look at every one
        resolved = (_ties_in_order if many else _resolve_candidates)(score, index, label, same)
        if resolved is None:
            return None
        same = resolved
        if not same.any():
            return index, label, None
    return index, label, _starts(same)


def _pack(score: FloatArray, is_pos: BoolArray, layout: _Layout,
          packed: npt.NDArray[np.uint64]) -> bool:
    """Write the packed keys of the module docstring into ``packed``, chunk by chunk (each
    while it is in cache). On a decimal grid each chunk is checked to lie on it as its keys are
    made (:func:`_grid_keys`); ``False`` at the first chunk that does not (``packed`` is then
    incomplete)."""
    n = score.size
    scale, top, below, above = layout.scale, layout.high, layout.below, layout.above
    payload_bits, shift = np.uint64(layout.payload_bits), np.uint64(layout.shift)
    high = np.uint64(top % 2**64)
    work = np.empty(min(_CHUNK, n), dtype=np.int64)
    for i in range(0, n, _CHUNK):
        j = min(i + _CHUNK, n)
        out = packed[i:j]
        if scale is None:
            key = order_keys(score[i:j])
        else:
            on_grid = _grid_keys(score[i:j], scale)
            if on_grid is None:
                return False
            key = on_grid
        # (top - closed key) >> shift, in uint64 arithmetic (it may exceed 2**63 - 1)
        if below or above:
            _closed_from_top(key, out, top, below, above, work[: j - i])
        else:
            np.subtract(high, key.view(np.uint64), out=out)
        if shift:
            out >>= shift
        out <<= payload_bits
        if layout.with_index:  # payload: 2 index + label
            out |= np.arange(2 * i, 2 * j, 2, dtype=np.uint64)
        np.bitwise_or(out, is_pos[i:j], out=out)
    return True


#: The most decimals of a decimal grid (:func:`_decimal_scale`).
_MAX_DECIMALS = 8
_SAMPLE = 1 << 12  # scores that pick the grid's decimals before all are checked


def _decimal_scale(score: FloatArray, ends: FloatArray) -> float | None:
    """``10**d`` for the fewest decimals ``d <= 8`` such that the first :data:`_SAMPLE` scores
    are the floats nearest to ``k/10**d`` for integers ``|k| < 2**52`` (scores rounded to
    ``d`` decimals, by :func:`numpy.round`, Python's :func:`round` or a decimal parser), else
    ``None``; ``ends`` are the lowest and highest score. The other scores are checked as their
    keys are made (:func:`_grid_keys`).

    On the grid ``k = rint(score * 10**d)`` orders like the scores and is equal only for
    equal ones (``k/10**d`` rounds back to the score, so two scores with one ``k`` are one
    float; and ``rint`` of a correctly rounded product is nondecreasing): a key that spans
    ``max |score| 10**d`` values, so the row index fits beside it and no bit is dropped.

    Examples
    --------
    >>> _decimal_scale(np.array([0.25, -1.0, 0.5, 0.0]), np.array([-1.0, 0.5]))
    100.0
    >>> _decimal_scale(np.array([0.1, 1 / 3]), np.array([0.1, 1 / 3])) is None
    True
    """
    if score.size == 0:
        return None
    head = score[:_SAMPLE]
    scales = (10.0**d for d in range(_MAX_DECIMALS + 1))
    scale = next((x for x in scales if _on_grid(head, x) is not None), None)
    if scale is None or not max(-float(ends[0]), float(ends[1])) * scale < 2.0**52:
        return None
    return scale


def _on_grid(score: FloatArray, scale: float) -> FloatArray | None:
    """``rint(score * scale)`` (floats), or ``None`` if divided by ``scale`` it does not give
    every score back (a score off the grid)."""
    with np.errstate(over="ignore", invalid="ignore"):  # (a huge score: inf, not it)
        k = np.multiply(score, scale)
        np.rint(k, out=k)
        return k if np.array_equal(k / scale, score) else None


def _grid_keys(score: FloatArray, scale: float) -> IntArray | None:
    """``rint(score * scale)`` as int64 (:func:`_decimal_scale`: ``|k| < 2**52``), or ``None``
    for a score off the grid (:func:`_on_grid`)."""
    k = _on_grid(score, scale)
    return None if k is None else k.astype(np.int64)


def _key_range(score: FloatArray, ends: FloatArray) -> tuple[int, int, int, int]:
    """The closed keys' range and the gap closed on each side of zero: ``(low, high, below,
    above)``.

    Keys of scores of both signs (or with zeros) leave a gap around 0 as wide as the smallest
    magnitudes' bit patterns (about ``2**62`` on each side for scores near 1). The *closed*
    key is ``k - below`` for ``k > 0``, ``k + above`` for ``k < 0`` and 0 for ``k = 0``, with
    ``below + 1`` the smallest positive key and ``-(above + 1)`` the largest negative one:
    still strictly increasing in the score, and spanning only the binades the scores use.
    Read off the bit patterns ``b`` without a mask: ``below`` is the least ``b - 1`` and
    ``above`` the least ``b - 2**63 - 1``, as unsigned numbers (each wraps to above ``2**63``
    for the scores of the other sign and for the zeros). ``ends``: the lowest and highest score.

    Examples
    --------
    >>> _key_range(np.array([-1.0, 0.0, 1.0]), np.array([-1.0, 1.0]))  # 1.0: 0x3FF0000000000000
    (-1, 1, 4607182418800017407, 4607182418800017407)
    """
    low, high = (int(k) for k in order_keys(ends))
    if low > 0 or high < 0:
        return low, high, 0, 0
    bits = score.view(np.uint64)
    below = above = 2**64 - 1
    work = np.empty(min(_CHUNK, score.size), dtype=np.uint64)
    for i in range(0, score.size, _CHUNK):
        part = bits[i : i + _CHUNK]
        below = min(below, int(np.subtract(part, np.uint64(1), out=work[: part.size]).min()))
        above = min(above, int(np.subtract(part, np.uint64(2**63 + 1), out=work[: part.size])
                               .min()))
    below = below if high > 0 else 0
    above = above if low < 0 else 0
    return low + above, high - below, below, above


def _with_margin(low: int, high: int, below: int, above: int,
                 margin: int) -> tuple[int, int, int, int]:
    """:func:`_key_range`'s result with up to ``margin`` keys left free on each side of 0 (the
    gap not closed quite)."""
    wider_below, wider_above = max(below - margin, 0), max(above - margin, 0)
    return (low - (above - wider_above), high + (below - wider_below), wider_below,
            wider_above)


def _closed_from_top(key: IntArray, out: npt.NDArray[np.uint64], top: int, below: int,
                     above: int, work: IntArray) -> None:
    """``out = top - closed(key)`` in uint64 arithmetic (:func:`_key_range`), with
    ``closed(k) = (max(k, below) - below) + (min(k, -above) + above)``: no mask, no overflow."""
    np.maximum(key, below, out=work)
    np.add(work, np.minimum(key, -above), out=work)
    np.subtract(np.uint64((top + below - above) % 2**64), work.view(np.uint64), out=out)


def _same_high_bits(ordered: IntArray, low: int) -> BoolArray:
    """``same[i]``: keys ``i`` and ``i + 1`` agree above their ``low`` lowest bits (chunk by
    chunk: nonnegative keys agree there iff their XOR is below ``2**low``)."""
    n = ordered.size
    same = np.empty(max(n - 1, 0), dtype=bool)
    bound = np.int64(1 << low)
    for i in range(0, n - 1, _CHUNK):
        j = min(i + _CHUNK, n - 1)
        np.less(np.bitwise_xor(ordered[i + 1 : j + 1], ordered[i:j]), bound, out=same[i:j])
    return same


_CHUNK = 1 << 16  # elements per chunk of the payload and decoding loops


def _low_bits(ordered: IntArray) -> BoolArray:
    """The lowest bit of each key, as bools (read from the low byte, one strided pass)."""
    low = ordered.view(np.uint8)[:: ordered.itemsize] if np.little_endian else (ordered & 1)
    out: BoolArray = np.bitwise_and(low, 1, dtype=np.uint8).view(np.bool_)
    return out


def _starts(same: BoolArray) -> npt.NDArray[np.intp]:
    """Starts of the groups of equal keys, from ``same[i] = key[i + 1] == key[i]``."""
    new = np.empty(same.size + 1, dtype=bool)
    new[0] = True
    np.logical_not(same, out=new[1:])
    return np.flatnonzero(new)


#: With more than ``n/_GATHER_ALL`` candidates (tied scores, rounded or from a small set),
#: every score is gathered in packed order once (:func:`_ties_in_order`) rather than the
#: candidates' runs one by one.
_GATHER_ALL = 8


def _ties_in_order(score: FloatArray, index: IntArray, label: BoolArray,
                   same: BoolArray) -> BoolArray | None:
    """:func:`_resolve_candidates` for data with many candidates: every score gathered once.

    The scores are gathered in packed order, block by block, and neighbours compared. Where
    no two distinct scores share their high bits (scores rounded to a grid coarser than the
    bits dropped: every candidate run a tie) the order is already right and the equal
    neighbours are the ties. The runs that hold distinct scores (typically the few smallest
    magnitudes on both sides of zero, which the closed keys make neighbours) are handed to
    :func:`_resolve_candidates` alone. Same contract: the corrected ``same``, or ``None``.
    """
    n = score.size
    equal = np.empty(max(n - 1, 0), dtype=bool)
    ordered = np.empty(min(_CHUNK, n) + 1)
    differ: list[npt.NDArray[np.intp]] = []  # pairs with equal high bits, different scores
    for i in range(0, n - 1, _CHUNK):
        j = min(i + _CHUNK, n - 1)
        part = ordered[: j + 1 - i]
        np.take(score, index[i : j + 1], out=part)
        np.equal(part[1:], part[:-1], out=equal[i:j])
        mixed = np.flatnonzero(same[i:j] & ~equal[i:j])
        if mixed.size:
            differ.append(mixed + i)
    if not differ:
        return equal
    # The runs of equal high bits that hold those pairs: only they are resolved.
    at = np.concatenate(differ)
    run_starts = np.flatnonzero(~same) + 1  # a run starts after each pair of unequal high bits
    first = np.concatenate(([0], run_starts))[np.searchsorted(run_starts, at, side="right")]
    last = np.concatenate((run_starts - 1, [n - 1]))[np.searchsorted(run_starts, at,
                                                                     side="right")]
    cover = np.zeros(n, dtype=np.int64)  # +1 at each run's first pair, -1 after its last
    np.add.at(cover, first, 1)
    np.add.at(cover, last, -1)
    inside = np.cumsum(cover[:-1]) > 0
    resolved = _resolve_candidates(score, index, label, same & inside)
    if resolved is None:
        return None
    np.copyto(equal, resolved, where=inside)
    return equal


def _resolve_candidates(score: FloatArray, index: IntArray, label: BoolArray,
                        same: BoolArray) -> BoolArray | None:
    """Order the runs of equal high bits by their full keys, in place; the true ties.

    ``same[i]`` says that positions ``i`` and ``i + 1`` share their high bits. The full keys of
    those positions are gathered; a run whose full keys are all equal is a tie group as it
    stands, the others (*mixed*) are sorted again by the full key (stably, so the order of the
    ties inside stays arbitrary but fixed). Returns the corrected ``same``, or ``None`` if
    more than :data:`_MAX_RESORTED` of the samples are in mixed runs.
    """
    inside = np.zeros(same.size + 1, dtype=bool)
    inside[1:] = same
    inside[:-1] |= same
    at = np.flatnonzero(inside)  # positions in runs, ascending
    del inside
    full = order_keys(score[index[at]])
    # A run starts where the previous position is not in the same run.
    first = np.ones(at.size, dtype=bool)
    first[1:] = ~same[at[1:] - 1]
    run_starts = np.flatnonzero(first)
    mixed_run = np.minimum.reduceat(full, run_starts) != np.maximum.reduceat(full, run_starts)
    if mixed_run.any():
        run_of = np.cumsum(first) - 1
        mixed = mixed_run[run_of]
        if np.count_nonzero(mixed) > _MAX_RESORTED * score.size:
            return None
        sub = np.flatnonzero(mixed)
        # Decreasing full keys (~k = -k - 1 reverses the order without overflow); the runs are
        # in decreasing order already, so one sort of all their samples orders each run.
        order = np.argsort(~full[sub], kind="stable")
        sub_sorted = sub[order]
        pos = at[sub]
        index[pos] = index[at[sub_sorted]]
        label[pos] = label[at[sub_sorted]]
        full[sub] = full[sub_sorted]
    # Neighbouring positions of one run are tied iff their full keys are equal.
    adjacent = np.flatnonzero(~first[1:])  # at[k + 1] == at[k] + 1 inside one run
    out = same.copy()
    out[at[adjacent]] = full[adjacent + 1] == full[adjacent]
    return out
