"""Honest types: no ``Any`` in a public signature or result field, and the return
types the annotations promise.

* Every public function, method and result dataclass of :mod:`analytic`, :mod:`numeric` and
  :mod:`rocpr` (the ``__all__`` of each package and of each public module, recursively) is read
  with :func:`typing.get_type_hints` (its ``typing.overload`` variants too); ``typing.Any``
  must not appear in a parameter, return or field annotation, at any depth. numpy's own
  aliases carry ``Any`` inside (``NDArray``'s shape, the parts of ``ArrayLike``): only the
  dtype of an ``NDArray`` is looked at.
* The float64 bounds return ``float`` for scalars and a float64 ``ndarray`` for arrays; their
  extended-precision entries in :mod:`numeric.bounds.precise` have the same names and positional
  parameters plus a keyword-only ``dps`` and return ``mpmath.mpf``.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import re
import sys
import types
import typing
from collections.abc import Callable, Iterator

import mpmath
import numpy as np
import numpy.typing as npt
import pytest

import numeric
import numeric.bounds as nb
from numeric.bounds import precise

PACKAGES = ("analytic", "numeric", "rocpr")

# Modules under parallel edit when the check was introduced: their Any annotations
# are removed by the patches handed over with this change. The list may only shrink:
# ``test_pending_modules_still_need_their_patch`` fails once a module is clean.
PENDING: frozenset[str] = frozenset()

_ANY_WORD = re.compile(r"\bAny\b")
# typing.get_overloads is Python 3.11+; on 3.10 the overload variants are not read.
_get_overloads = getattr(typing, "get_overloads", None)
_needs_overloads = pytest.mark.skipif(_get_overloads is None, reason="Python 3.11+")


# --------------------------------------------------------------------------- the public surface


def _public_modules() -> Iterator[types.ModuleType]:
    for name in PACKAGES:
        package = importlib.import_module(name)
        yield package
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            if any(part.startswith("_") for part in info.name.split(".")):
                continue
            yield importlib.import_module(info.name)


def _ours(obj: object) -> bool:
    return getattr(obj, "__module__", "").split(".")[0] in PACKAGES


def public_objects() -> dict[str, object]:
    """Every function and class named in a public ``__all__`` and defined in the packages,
    with the methods defined by those classes, by qualified name."""
    out: dict[str, object] = {}
    for module in _public_modules():
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name, None)  # a submodule named in __all__: walked anyway
            if not (inspect.isfunction(obj) or inspect.isclass(obj)) or not _ours(obj):
                continue
            out.setdefault(f"{obj.__module__}.{obj.__qualname__}", obj)
            if inspect.isclass(obj):
                for attr, member in vars(obj).items():
                    fn = member.__func__ if isinstance(member, (classmethod, staticmethod)) \
                        else member
                    if inspect.isfunction(fn) and (not attr.startswith("_") or attr == "__init__"):
                        out.setdefault(f"{obj.__module__}.{fn.__qualname__}", fn)
    return out


# --------------------------------------------------------------------------- finding Any


def contains_any(hint: object) -> bool:
    """Whether ``typing.Any`` appears anywhere in the resolved annotation ``hint``."""
    if hint is typing.Any:
        return True
    if isinstance(hint, str):
        return bool(_ANY_WORD.search(hint))
    if isinstance(hint, typing.ForwardRef):
        return bool(_ANY_WORD.search(hint.__forward_arg__))
    if isinstance(hint, (list, tuple)):  # Callable's parameter list
        return any(contains_any(h) for h in hint)
    origin = typing.get_origin(hint)
    if getattr(origin or hint, "__module__", "").startswith("numpy._typing"):
        return False  # npt.ArrayLike's own parts (_SupportsArray[dtype[Any]], ...): numpy's
    args = typing.get_args(hint)
    if origin is np.ndarray:
        args = args[1:]  # npt.NDArray is ndarray[tuple[Any, ...], dtype[T]]: only T is ours
    if isinstance(hint, typing.TypeVar):
        args = (*hint.__constraints__, *((hint.__bound__,) if hint.__bound__ else ()))
    return any(contains_any(a) for a in args)


def annotations_of(obj: object) -> dict[str, object]:
    """The resolved annotations of ``obj``; one that cannot be resolved at run time (a name
    imported under ``TYPE_CHECKING`` only) is kept as its text."""
    try:
        return typing.get_type_hints(obj)
    except (NameError, TypeError):
        pass
    raw = getattr(obj, "__annotations__", {})
    module = sys.modules[getattr(obj, "__module__", "builtins")]
    out: dict[str, object] = {}
    for name, text in raw.items():
        try:
            out[name] = typing.get_type_hints(
                types.SimpleNamespace(__annotations__={name: text}), vars(module))[name]
        except (NameError, TypeError):
            out[name] = text
    return out


def any_annotations(obj: object) -> list[str]:
    """The parameters, return or fields of ``obj`` (and of its overloads) annotated with Any."""
    variants = [obj]
    if inspect.isfunction(obj) and _get_overloads is not None:
        variants += list(_get_overloads(obj))
    bad = []
    for variant in variants:
        for name, hint in annotations_of(variant).items():
            if contains_any(hint):
                bad.append(f"{name}: {hint}")
    return bad


PUBLIC = public_objects()


def test_the_surface_is_found() -> None:
    names = set(PUBLIC)
    assert {"numeric.bounds.mihelich.auc_pr_max", "numeric.bounds.precise.auc_pr_max",
            "analytic.finv.f_inverse", "numeric.bounds._records.AucPrBounds",
            "rocpr.cli.options.pos_label_from"} <= names
    assert len(names) > 300


@pytest.mark.parametrize("qualname", sorted(q for q in PUBLIC
                                            if q.rpartition(".")[0] not in PENDING
                                            and q.rsplit(".", 2)[0] not in PENDING))
def test_no_any_in_public_annotations(qualname: str) -> None:
    assert any_annotations(PUBLIC[qualname]) == []


def test_pending_modules_still_need_their_patch() -> None:
    """Each module of PENDING still has an Any somewhere (else remove it from the list)."""
    clean = []
    for module_name in sorted(PENDING):
        objs = [o for q, o in PUBLIC.items() if getattr(o, "__module__", "") == module_name]
        if not any(any_annotations(o) for o in objs):
            clean.append(module_name)
    assert clean == [], f"remove from PENDING: {clean}"


def test_result_dataclasses_are_checked_field_by_field() -> None:
    dataclass_names = [q for q, o in PUBLIC.items() if dataclasses.is_dataclass(o)]
    assert "numeric.bounds._records.AucRocBounds" in dataclass_names
    assert "numeric.bounds.exact_minimum.ExactMinimum" in dataclass_names
    hints = annotations_of(nb.AucPrBounds)
    assert set(hints) == {f.name for f in dataclasses.fields(nb.AucPrBounds)}


# planted annotations: the checker must see Any wherever it hides
def _plain(x: typing.Any) -> None: ...
def _nested(x: list[dict[str, typing.Any]]) -> None: ...
def _returned(x: int) -> tuple[int, typing.Any]: ...  # type: ignore[empty-body]
def _in_dtype(x: npt.NDArray[typing.Any]) -> None: ...
def _in_callable(f: Callable[[typing.Any], int]) -> None: ...
def _clean(x: npt.NDArray[np.float64], f: Callable[..., float]) -> float | None: ...


@typing.overload
def _overloaded(x: int) -> int: ...
@typing.overload
def _overloaded(x: str) -> typing.Any: ...
def _overloaded(x: int | str) -> int | str:
    return x


@dataclasses.dataclass(frozen=True)
class _PlantedResult:
    value: float
    extra: typing.Any


@pytest.mark.parametrize("fn", [_plain, _nested, _returned, _in_dtype, _in_callable,
                                pytest.param(_overloaded, marks=_needs_overloads),
                                _PlantedResult])
def test_the_checker_catches_a_planted_any(fn: object) -> None:
    assert any_annotations(fn) != []


def test_the_checker_passes_numpys_shape_any_and_an_ellipsis() -> None:
    assert any_annotations(_clean) == []


# --------------------------------------------------------------------------- returned types

# name -> scalar arguments (a valid point) of the float64 function and of its precise entry.
POINTS: dict[str, tuple[float, ...]] = {
    "global_min_auc_pr": (2.0,),
    "auc_pr_max": (2.0, 0.7),
    "auc_pr_min_mihelich": (2.0, 0.7),
    "auc_pr_min_exact": (2.0, 0.7),
    "auc_pr_min_gap": (2.0, 0.7),
    "auc_roc_min": (2.0, 0.7),
    "auc_roc_max_mihelich": (2.0, 0.7),
    "auc_roc_max_exact": (2.0, 0.7),
    "auc_roc_max_gap": (2.0, 0.7),
    "f_inverse": (0.5,),
    "auc_pr_bounds": (2.0, 0.7),
    "auc_roc_bounds": (2.0, 0.7),
}
RESULTS = ("auc_pr_bounds", "auc_roc_bounds")


def _precise_functions() -> list[str]:
    return [n for n in precise.__all__ if inspect.isfunction(getattr(precise, n))]


def test_every_precise_entry_has_a_point() -> None:
    assert set(_precise_functions()) == set(POINTS)


def _values(result: object) -> list[object]:
    if dataclasses.is_dataclass(result):
        return [getattr(result, f.name) for f in dataclasses.fields(result)]
    return [result]


@pytest.mark.parametrize("name", sorted(POINTS))
def test_float64_entry_returns_float_for_scalars(name: str) -> None:
    fast = getattr(nb, name)
    for value in _values(fast(*POINTS[name])):
        assert type(value) is float, (name, type(value))


@pytest.mark.parametrize("name", sorted(POINTS))
def test_float64_entry_returns_a_float64_array_for_arrays(name: str) -> None:
    fast = getattr(nb, name)
    args = [np.array([v, v]) for v in POINTS[name]]
    for value in _values(fast(*args)):
        assert isinstance(value, np.ndarray) and value.dtype == np.float64, (name, value)
        assert value.shape == (2,)


@pytest.mark.parametrize("name", sorted(POINTS))
def test_precise_entry_returns_mpf(name: str) -> None:
    slow = getattr(precise, name)
    for value in _values(slow(*POINTS[name], dps=20)):
        assert isinstance(value, mpmath.mpf), (name, type(value))
    # and agrees with the float64 entry to about float64 precision
    fast_values = _values(getattr(nb, name)(*POINTS[name]))
    for got, want in zip(_values(slow(*POINTS[name], dps=20)), fast_values, strict=True):
        assert float(got) == pytest.approx(want, rel=1e-12, abs=1e-15), name


@pytest.mark.parametrize("name", sorted(POINTS))
def test_precise_entry_has_the_float64_parameters_plus_keyword_dps(name: str) -> None:
    fast = inspect.signature(getattr(nb, name)).parameters
    slow = inspect.signature(getattr(precise, name)).parameters
    assert list(slow) == [*fast, "dps"]
    assert slow["dps"].kind is inspect.Parameter.KEYWORD_ONLY and slow["dps"].default == 30
    assert "dps" not in fast


@pytest.mark.parametrize("name", sorted(POINTS))
def test_precise_annotations_say_mpf(name: str) -> None:
    hint = typing.get_type_hints(getattr(precise, name))["return"]
    if name in RESULTS:
        assert typing.get_args(hint) == (mpmath.mpf,)
    else:
        assert hint is mpmath.mpf


def test_f_forward_returns_float_or_array() -> None:
    assert type(numeric.f_forward(1.0)) is float
    out = numeric.f_forward([1.0, 2.0])
    assert isinstance(out, np.ndarray) and out.dtype == np.float64


@_needs_overloads
def test_float64_overloads_promise_float_for_scalars() -> None:
    """The first overload of each float64 bound maps scalars to ``float``."""
    for name in POINTS:
        if name in RESULTS:
            continue
        first = _get_overloads(getattr(nb, name))[0]
        assert typing.get_type_hints(first)["return"] is float, name
