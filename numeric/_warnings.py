"""The project's own warning classes.

Degenerate but legal input (for example labels with only one class) is not an error: the affected
quantities are NaN and a :class:`DegenerateDataWarning` says why. Filter on :class:`RocprWarning` to
silence every warning of this toolkit at once.
"""

from __future__ import annotations

import warnings

__all__ = ["CoverageWarning", "DegenerateDataWarning", "RocprWarning", "degenerate"]


class RocprWarning(UserWarning):
    """Base class of every warning that rocpr emits."""


class DegenerateDataWarning(RocprWarning):
    """Data are legal but a quantity is undefined for them (it is returned as NaN)."""


class CoverageWarning(RocprWarning):
    """A default interval is computed where the coverage grid measured it under its promise
    (:func:`numeric.stats.expected_coverage`)."""


def degenerate(what: str, reason: str, stacklevel: int = 3) -> float:
    """Warn :class:`DegenerateDataWarning` that ``what`` is undefined and return NaN.

    ``stacklevel`` is :func:`warnings.warn`'s as seen from the caller of this function (3: the
    caller's caller, the user's line when a public function calls it).

    Examples
    --------
    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as w:
    ...     warnings.simplefilter("always")
    ...     degenerate("AUC-ROC", "y_true has no negative samples")
    nan
    >>> str(w[0].message)
    'AUC-ROC is undefined (NaN): y_true has no negative samples'
    """
    warnings.warn(f"{what} is undefined (NaN): {reason}", DegenerateDataWarning,
                  stacklevel=stacklevel)
    return float("nan")
