"""The project's own warning classes.

Degenerate but legal input (for example labels with only one class) is not an error: the affected
quantities are NaN and a :class:`DegenerateDataWarning` says why. Filter on :class:`RocprWarning` to
silence every warning of this toolkit at once.
"""

from __future__ import annotations

__all__ = ["DegenerateDataWarning", "RocprWarning"]


class RocprWarning(UserWarning):
    """Base class of every warning that rocpr emits."""


class DegenerateDataWarning(RocprWarning):
    """Data are legal but a quantity is undefined for them (it is returned as NaN)."""
