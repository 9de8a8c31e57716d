"""Symbolic layer: every formula of the papers as a sympy expression.

Nothing here touches data, and nothing here imports :mod:`numeric` or :mod:`proofs_check`. Each
function accepts anything sympy can sympify and returns an expression; each has a fast numeric twin
in :mod:`numeric`, tied to it by a test at random points.
"""

__all__: list[str] = []
