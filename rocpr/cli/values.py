"""Command-line values read exactly: numbers and ``start:stop:step`` ranges as fractions.

Decimal strings become exact :class:`fractions.Fraction` (so ``0.1:1:0.1`` ends at 1 and the
``dps`` path sees ``0.7`` as exactly ``7/10``); used by ``rocpr table`` and ``rocpr bounds``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from rocpr.cli.errors import InputError

__all__ = ["MAX_VALUES", "count_values", "parse_values"]

MAX_VALUES = 1_000_000


def _number(token: str, name: str) -> Fraction:
    try:
        return Fraction(token.strip())
    except (ValueError, ZeroDivisionError):
        raise InputError(
            f"{name} must be a number or a range start:stop:step, got {token!r}"
        ) from None


def parse_values(tokens: Sequence[str], name: str) -> list[Fraction]:
    """Numbers and inclusive ranges ``start:stop:step`` as exact fractions, in the given order.

    Parameters
    ----------
    tokens : sequence of str
        Each a decimal number (``'0.875'``, ``'1e-3'``) or a range ``'start:stop:step'`` with
        ``step > 0`` and ``start <= stop``; ``stop`` is included when it lies on the grid.
    name : str
        The argument's name, for messages.

    Returns
    -------
    list of Fraction
        No range check of the values themselves (the bound functions validate them).

    Raises
    ------
    InputError
        For a malformed token or range, naming ``name`` and the token.

    Examples
    --------
    >>> [str(v) for v in parse_values(["0.5:0.8:0.1", "0.95"], "auc_roc")]
    ['1/2', '3/5', '7/10', '4/5', '19/20']
    >>> parse_values(["0.5:1"], "auc_roc")
    Traceback (most recent call last):
    ...
    rocpr.cli.errors.InputError: auc_roc range must be start:stop:step, got '0.5:1'
    """
    out: list[Fraction] = []
    for start, step, n in _spans(tokens, name):
        out.extend(start + i * step for i in range(n))
    return out


def count_values(tokens: Sequence[str], name: str) -> int:
    """How many values :func:`parse_values` would give, without making them (for a budget).

    Examples
    --------
    >>> count_values(["0.5:0.8:0.1", "0.95"], "auc_roc")
    5
    """
    return sum(n for _, _, n in _spans(tokens, name))


def _spans(tokens: Sequence[str], name: str) -> list[tuple[Fraction, Fraction, int]]:
    """``(start, step, count)`` of every token (a single value: step 0, count 1), checked."""
    spans: list[tuple[Fraction, Fraction, int]] = []
    total = 0
    for token in tokens:
        if ":" not in token:
            spans.append((_number(token, name), Fraction(0), 1))
            total += 1
            continue
        parts = token.split(":")
        if len(parts) != 3 or not all(p.strip() for p in parts):
            raise InputError(f"{name} range must be start:stop:step, got {token!r}")
        start, stop, step = (_number(p, name) for p in parts)
        if step <= 0:
            raise InputError(f"{name} range step must be > 0, got {token!r}")
        if start > stop:
            raise InputError(f"{name} range must have start <= stop, got {token!r}")
        n = math.floor((stop - start) / step) + 1
        if total + n > MAX_VALUES:
            raise InputError(f"{name} range has too many values (> {MAX_VALUES}), got {token!r}")
        spans.append((start, step, n))
        total += n
    if not spans:
        raise InputError(f"{name} needs at least one value")
    return spans
