"""Argument helpers shared by the public functions of :mod:`analytic` and :mod:`numeric`."""

from __future__ import annotations

__all__ = ["exactly_one"]


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
