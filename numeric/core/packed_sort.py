r"""Sort scores with their labels and row indices by one :func:`numpy.sort` of 64-bit integers.

Private helper of :mod:`numeric.core.steps` (the weighted recall steps). A stable
``argsort`` of ``10**7`` scores costs about 15 times one :func:`numpy.sort` of them, and a sort of
``score + i weight`` as complex numbers about 9 times; numpy's SIMD sort of 64-bit integers costs
about one float sort. So every score is mapped to an integer key that orders like the score
(:func:`order_keys`), the key's low bits are replaced by the row index and the label (the
*payload*), and the packed keys are sorted once:

.. math::

    \text{packed} = \big\lfloor (k_{\max} - k) / 2^{\,\text{shift}} \big\rfloor \, 2^{\,b}
        + 2\,\text{index} + \text{label}, \qquad b = 1 + \lceil \log_2 n \rceil,

``shift`` the fewest bits that keep ``packed`` below ``2**63`` (``k_max - k``: the highest
score first). Two scores whose keys agree above the ``shift`` dropped bits (*candidates*: rare
for real-valued scores, exact ties otherwise) are told apart afterwards: their full keys are
gathered, and only the runs holding different full keys are sorted again by them. When the
scores span so little of the key space that ``shift`` is 0, nothing is dropped and equal high
bits are ties.

Exact for every finite float64: ``-0.0`` and ``+0.0`` get one key (they are one score),
subnormals and the largest magnitudes keep their order, and the index has as many bits as ``n``
needs.
"""

from __future__ import annotations

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
        span at most ``2**62`` values (scores of one sign, or within a few binades of 0) the
        payload is then the label alone, nothing is dropped, and ``index`` is ``None``.

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
    bits = score.view(np.int64)
    bottom = int(bits.min())
    if not need_index and bottom < 0 and int(bits.max()) > 0 and _tied(score):
        # Scores of both signs span more than 2**62 keys: a label-only payload would lose low
        # bits, and tied scores would then need a second look at every candidate. With ties,
        # sort the positive, zero and negative scores apart, each within a span that keeps every
        # bit (without ties the candidates are rare and one packed sort is cheaper).
        return _by_sign(score, is_pos)
    key = bits if bottom >= 0 else order_keys(score)  # (no sign bit: the bits are the keys)
    top = int(key.max())
    if bottom < 0:
        bottom = int(key.min())
    span = (top - bottom).bit_length()
    with_index = need_index or span + 1 > _KEY_BITS
    payload_bits = max(n - 1, 1).bit_length() + 1 if with_index else 1
    shift = max(0, span + payload_bits - _KEY_BITS)
    packed = np.empty(n, dtype=np.uint64)
    keys = key.view(np.uint64)
    high = np.uint64(top % 2**64)
    for i in range(0, n, _CHUNK):  # chunk by chunk, each while it is in cache
        j = min(i + _CHUNK, n)
        out = packed[i:j]
        # (top - key) >> shift, in uint64 arithmetic (the difference may exceed 2**63 - 1)
        np.subtract(high, keys[i:j], out=out)
        if shift:
            out >>= np.uint64(shift)
        out <<= np.uint64(payload_bits)
        if with_index:  # payload: 2 index + label
            out |= np.arange(2 * i, 2 * j, 2, dtype=np.uint64)
        np.bitwise_or(out, is_pos[i:j], out=out)
    del key, keys
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
        resolved = _resolve_candidates(score, index, label, same)
        if resolved is None:
            return None
        same = resolved
        if not same.any():
            return index, label, None
    return index, label, _starts(same)


_SAMPLE = 1 << 16  # scores looked at by _tied


def _tied(score: FloatArray) -> bool:
    """Whether the first :data:`_SAMPLE` scores hold more than 0.1% repeats (rounded scores, a
    small set of values): a guess that picks the faster sort, never a result."""
    head = score[:_SAMPLE]
    return bool(np.unique(head).size < head.size * 0.999)


def _by_sign(score: FloatArray,
             is_pos: BoolArray) -> tuple[None, BoolArray, npt.NDArray[np.intp] | None] | None:
    """:func:`sort_descending` (``need_index=False``) of scores of both signs: the positive
    scores, then the zeros (one tie group, ``-0.0 == 0.0``), then the negative ones, each part
    sorted with a label-only payload; ``None`` if a part needs the index after all."""
    labels: list[BoolArray] = []
    starts: list[npt.NDArray[np.intp]] = []
    offset = 0
    ties = False
    for part in (score > 0.0, score == 0.0, score < 0.0):
        s = score[part]
        if s.size == 0:
            continue
        lab = is_pos[part]
        if s[0] == 0.0:  # the zeros: one group
            start = np.zeros(1, dtype=np.intp)
            ties = ties or s.size > 1
        else:
            ordered = sort_descending(s, lab, need_index=False)
            if ordered is None or ordered[0] is not None:
                return None
            _, lab, start_or_none = ordered
            ties = ties or start_or_none is not None
            start = np.arange(s.size, dtype=np.intp) if start_or_none is None else start_or_none
        labels.append(lab)
        starts.append(start + offset)
        offset += s.size
    return None, np.concatenate(labels), np.concatenate(starts) if ties else None


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
