"""Shared docstring fragments (:mod:`numeric.docstrings`): filled where used, never left raw."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

from numeric.docstrings import _PLACEHOLDER, DocFragments

PACKAGES = ("analytic", "numeric", "proofs_check", "rocpr")


def test_fill_indents_every_line_like_the_placeholder_and_keeps_blank_lines_blank():
    docs = DocFragments({"both": """
        Returns
        -------
        float

        Warns
        -----
        DegenerateDataWarning
    """})
    doc = docs.fill("Title, 95% sure.\n\n    %(both)s\n\n    Notes\n    -----\n")
    assert doc == ("Title, 95% sure.\n\n    Returns\n    -------\n    float\n\n    Warns\n"
                   "    -----\n    DegenerateDataWarning\n\n    Notes\n    -----\n")


def test_only_whole_line_placeholders_are_replaced():
    docs = DocFragments({"x": "X."})
    assert docs.fill("see %(x)s here\n    %(x)s\n") == "see %(x)s here\n    X.\n"


def test_unknown_fragment_name_raises_naming_it():
    with pytest.raises(KeyError, match="no docstring fragment named 'nope'"):
        DocFragments({"x": "X."}).fill("    %(nope)s\n")


def test_extend_refuses_a_name_it_already_has():
    with pytest.raises(ValueError, match="fragments must have new names, got x again"):
        DocFragments({"x": "X."}).extend({"x": "Y."})


def test_decorator_fills_functions_and_classes_and_returns_them():
    docs = DocFragments({"x": "Filled."})

    @docs
    def f() -> None:
        """Title.

        %(x)s
        """

    @docs
    class C:
        """Title.

        %(x)s
        """

    assert "Filled." in (f.__doc__ or "") and "Filled." in (C.__doc__ or "")


def _documented_objects():
    for package in PACKAGES:
        root = importlib.import_module(package)
        names = [package] + [m.name for m in pkgutil.walk_packages(root.__path__, package + ".")]
        for name in names:
            if name.endswith("__main__"):
                continue
            module = importlib.import_module(name)
            yield name, module
            for attr, obj in vars(module).items():
                if getattr(obj, "__module__", None) != name:
                    continue
                if inspect.isfunction(obj):
                    yield f"{name}.{attr}", obj
                elif inspect.isclass(obj):
                    yield f"{name}.{attr}", obj
                    for meth, member in vars(obj).items():
                        func = getattr(member, "__func__", member)
                        if inspect.isfunction(func) or isinstance(member, property):
                            yield f"{name}.{attr}.{meth}", member


def test_no_docstring_in_the_packages_keeps_a_raw_placeholder():
    raw = [name for name, obj in _documented_objects()
           if name != "numeric.docstrings" and obj.__doc__ and _PLACEHOLDER.search(obj.__doc__)]
    assert raw == []
