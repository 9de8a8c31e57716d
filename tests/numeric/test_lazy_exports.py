"""The lazy package exports (``numeric._lazy``): every public name is what its module defines."""

from __future__ import annotations

import importlib
import subprocess
import sys
import types

import pytest

PACKAGES = ["numeric", "numeric.data", "numeric.stats", "numeric.bounds", "numeric.geometry"]


@pytest.mark.parametrize("package", PACKAGES)
def test_every_public_name_is_the_defined_object(package: str) -> None:
    pkg = importlib.import_module(package)
    for name in pkg.__all__:
        value = getattr(pkg, name)
        if isinstance(value, types.ModuleType):  # only a module meant as such (bounds.precise)
            assert name not in getattr(value, "__all__", ()), f"{package}.{name} is a module"
        elif isinstance(getattr(value, "__module__", None), str):  # functions and classes
            defined = getattr(importlib.import_module(value.__module__), name, value)
            assert defined is value, f"{package}.{name}"


def test_a_function_named_as_its_module_survives_a_late_import() -> None:
    """``numeric.stats.compare`` is the function, before and after its module is imported."""
    code = ("import numeric.stats as s, numeric; f = s.compare; "
            "import numeric.stats.compare, numeric.data.operating_points, "
            "numeric.stats.pr_influence; "
            "assert s.compare is f and callable(numeric.compare); "
            "assert callable(numeric.data.operating_points) and callable(s.pr_influence)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_unknown_names_raise_attribute_error() -> None:
    import numeric

    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        _ = numeric.nope  # type: ignore[attr-defined]
