"""Type aliases of the symbolic layer.

Examples
--------
>>> from fractions import Fraction
>>> import sympy as sp
>>> isinstance(Fraction(1, 3), Sympifiable.__args__)
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

import sympy as sp

__all__ = ["Sympifiable"]

#: What the formulas of :mod:`analytic` accept for a number: a sympy expression (symbols
#: included), a Python int or float (floats are taken at their exact binary value by the mpmath
#: solvers, as sympy Floats by the formulas) or a :class:`fractions.Fraction`.
Sympifiable = Union[sp.Expr, int, float, Fraction]  # noqa: UP007 (a runtime alias of classes)
