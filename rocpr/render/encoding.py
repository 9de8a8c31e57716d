"""The one JSON encoder of every output: non-finite floats become ``null``, never ``NaN``.

:func:`to_jsonable` turns results into JSON-ready Python values (dicts, lists, strings, Python
numbers): NumPy scalars and arrays become Python numbers and lists, tuples become lists, NaN and
infinities become ``None``, ``mpmath.mpf`` a decimal string of its digits and
:class:`fractions.Fraction` its float. :func:`dumps_json` writes them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from fractions import Fraction

import numpy as np

__all__ = ["JsonValue", "dumps_json", "to_jsonable"]

JsonValue = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]


def to_jsonable(value: object) -> JsonValue:
    """``value`` as JSON-ready Python data, recursively (module docstring).

    Examples
    --------
    >>> to_jsonable({"a": float("nan"), "b": (1.0, float("inf")), "c": np.float64(0.5)})
    {'a': None, 'b': [1.0, None], 'c': 0.5}
    >>> to_jsonable(np.arange(3)), to_jsonable(Fraction(1, 4))
    ([0, 1, 2], 0.25)
    """
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, (int, np.integer)) and not isinstance(value, np.bool_):
        return int(value)
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, (float, np.floating, Fraction)):
        x = float(value)
        return x if math.isfinite(x) else None
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, np.ndarray)):
        return [to_jsonable(v) for v in value]
    if type(value).__name__ == "mpf":  # mpmath.mpf: every digit it holds, as a string
        return str(value)
    raise TypeError(f"value of type {type(value).__name__} is not JSON-serialisable")


def dumps_json(value: object, *, indent: int | None = 2) -> str:
    """``json.dumps`` of :func:`to_jsonable` ``(value)``: never ``NaN`` or ``Infinity``.

    Examples
    --------
    >>> dumps_json({"auc_roc": float("nan")}, indent=None)
    '{"auc_roc": null}'
    """
    return json.dumps(to_jsonable(value), indent=indent, allow_nan=False)
