"""Lazy exports of a package: its public names load with their module, on first use.

``import numeric.data.evaluation`` -- the command line's path -- then runs the ``__init__`` of
:mod:`numeric` and :mod:`numeric.data` without importing every sibling module (mpmath, the
bounds, the statistics), which kept ``rocpr evaluate small.csv`` at 4x the start-up of ``import
numpy``. ``from numeric import evaluate`` and ``numeric.evaluate`` work as before
(PEP 562 module ``__getattr__``); type checkers read the ``TYPE_CHECKING`` imports.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence

__all__ = ["lazy_exports"]


def lazy_exports(
    package: str, names: Sequence[str], modules: Sequence[str]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of a package whose ``__all__`` is ``names``.

    Parameters
    ----------
    package : str
        The package's ``__name__``.
    names : sequence of str
        Its ``__all__``.
    modules : sequence of str
        Relative names of the modules that define them (``".counts"``), searched in order by
        their own ``__all__``; a name that is itself one of them (``".precise"``) is that module,
        unless that module's ``__all__`` lists it (then it is the function, bound at once).

    Returns
    -------
    getattr, dir : callable
        To assign to the package's ``__getattr__`` and ``__dir__``.

    Examples
    --------
    >>> get, _ = lazy_exports("numeric", ["evaluate"], [".stats"])
    >>> get("evaluate").__name__
    'evaluate'
    """
    public = frozenset(names)
    namespace = importlib.import_module(package).__dict__
    for name in public:
        # A function named as its module (``numeric.stats.compare.compare``): importing the
        # module at any time binds the package attribute to the module, so the function is
        # bound now, as ``from .compare import compare`` did.
        if "." + name in modules:
            module = importlib.import_module("." + name, package)
            if name in getattr(module, "__all__", ()):
                namespace[name] = getattr(module, name)

    def __getattr__(name: str) -> object:
        if name in public:
            if "." + name in modules:
                value: object = importlib.import_module("." + name, package)
            else:
                value = _find(name)
            namespace[name] = value  # once: later lookups are ordinary attribute reads
            return value
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    def _find(name: str) -> object:
        for relative in modules:
            module = importlib.import_module(relative, package)
            if name in getattr(module, "__all__", ()):
                return getattr(module, name)
        raise AttributeError(f"module {package!r} lists {name!r} but no module defines it")

    def __dir__() -> list[str]:
        return sorted(set(namespace) | public)

    return __getattr__, __dir__
