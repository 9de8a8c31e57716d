"""Argument helpers shared by the public functions of :mod:`analytic` and :mod:`numeric`.

Importing this module does not import sympy (``as_expr`` imports it when called), so the numeric
layer can use :func:`exactly_one` without paying sympy's start-up time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - importing sympy here would load it for numeric
    import sympy as sp

__all__ = ["as_expr", "as_positive", "exactly_one"]


def as_expr(value: object, name: str = "argument") -> sp.Expr:
    """Sympify ``value`` strictly (no strings), raising a TypeError that names the parameter.

    Examples
    --------
    >>> as_expr(0.5, "recall")
    0.500000000000000
    >>> as_expr("x", "recall")
    Traceback (most recent call last):
    ...
    TypeError: recall must be a number or a sympy expression, got str
    """
    import sympy as sp

    message = f"{name} must be a number or a sympy expression, got {type(value).__name__}"
    try:
        out = sp.sympify(value, strict=True)
    except (sp.SympifyError, TypeError):
        raise TypeError(message) from None
    if not isinstance(out, sp.Expr):
        raise TypeError(message)
    return out


def as_positive(value: object, name: str = "argument") -> sp.Expr:
    """:func:`as_expr`, then reject values that sympy can prove are not ``> 0``.

    Examples
    --------
    >>> as_positive(2, "skew")
    2
    >>> as_positive(-1, "skew")
    Traceback (most recent call last):
    ...
    ValueError: skew must be > 0, got -1
    """
    out = as_expr(value, name)
    if out.is_positive is False:
        raise ValueError(f"{name} must be > 0, got {out}")
    return out


def exactly_one(**named: object) -> str:
    """Return the name of the one argument that is not ``None``.

    Raises
    ------
    ValueError
        Naming the alternatives and those given, e.g.
        ``give exactly one of skew, prevalence, counts; got none``.

    Examples
    --------
    >>> exactly_one(skew=None, prevalence=0.5, counts=None)
    'prevalence'
    >>> exactly_one(auc_roc=0.9, auc_pr=0.5)
    Traceback (most recent call last):
    ...
    ValueError: give exactly one of auc_roc, auc_pr; got auc_roc, auc_pr
    """
    given = [name for name, value in named.items() if value is not None]
    if len(given) != 1:
        raise ValueError(
            f"give exactly one of {', '.join(named)}; got {', '.join(given) or 'none'}"
        )
    return given[0]
