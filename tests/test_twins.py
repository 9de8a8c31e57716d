"""The twin contract: a name public in both ``analytic`` and ``numeric`` is one formula, written
twice (a sympy expression and its numpy evaluation), with one signature.

For every such name (the union of the ``__all__`` of each layer's public modules):

* both live in modules of the same basename (``analytic/boyd.py`` <-> ``numeric/bounds/boyd.py``);
* they have the same parameters, by name and kind, in the same order (and the same defaults,
  keyword-only options aside) -- either side may add keyword-only options only (analytic's
  mpmath solvers take ``dps=``; numeric's precise entries live in :mod:`numeric.bounds.precise`);
* they agree numerically at random points of their domain (relative 1e-12; the symbolic side is
  evaluated at the floats' exact rational values).

The rules are stated once, in the docstring of :mod:`numeric` and in docs/guide.md ("Naming rules").
The planted examples at the end show that each rule can fail.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import types
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
import sympy as sp

import analytic
import numeric

RTOL = 1e-12
N_POINTS = 12
Args = tuple[tuple[Any, ...], dict[str, Any]]


# --------------------------------------------------------------------------- the contract


def public_names(package: types.ModuleType) -> dict[str, Any]:
    """Every name in the ``__all__`` of the package or of one of its public modules."""
    out = {name: getattr(package, name) for name in package.__all__}
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        module = importlib.import_module(info.name)
        for name in getattr(module, "__all__", ()):
            out.setdefault(name, getattr(module, name))
    return out


def contract_violations(name: str, symbolic: Any, fast: Any) -> list[str]:
    """What breaks the twin contract between ``analytic``'s ``symbolic`` and ``numeric``'s
    ``fast`` (both public as ``name``); empty if nothing does."""
    problems = []
    basename_a = symbolic.__module__.rpartition(".")[2]
    basename_n = fast.__module__.rpartition(".")[2]
    if basename_a != basename_n:
        problems.append(f"{name}: modules {symbolic.__module__} and {fast.__module__} differ in "
                        "basename")
    params_n = list(inspect.signature(fast).parameters.values())
    names_n = {p.name for p in params_n}
    # A keyword-only option of the symbolic side that numeric lacks (analytic's ``dps=30`` of an
    # mpmath solver, whose numeric twin is float64 and whose precise entry lives in
    # numeric.bounds.precise) is no parameter of the formula.
    params_a = [p for p in inspect.signature(symbolic).parameters.values()
                if p.kind is not inspect.Parameter.KEYWORD_ONLY or p.name in names_n]
    shared = {p.name for p in params_a}
    extras = [p for p in params_n if p.name not in shared]
    common_n = [p for p in params_n if p.name in shared]
    if [p.name for p in params_a] != [p.name for p in common_n]:
        problems.append(f"{name}: parameters ({', '.join(p.name for p in params_a)}) in analytic, "
                        f"({', '.join(p.name for p in params_n)}) in numeric")
    else:
        for p in extras:
            if p.kind is not inspect.Parameter.KEYWORD_ONLY:
                problems.append(f"{name}: numeric's extra parameter {p.name} is not keyword-only")
        for pa, pn in zip(params_a, common_n, strict=True):
            if pa.kind is not pn.kind:
                problems.append(f"{name}: parameter {pa.name} is {pa.kind.description} in "
                                f"analytic, {pn.kind.description} in numeric")
            if pa.kind is inspect.Parameter.KEYWORD_ONLY:
                continue  # an option (e.g. analytic's dps=30 against numeric's dps=None)
            if (pa.default is inspect.Parameter.empty) != (pn.default is inspect.Parameter.empty) \
                    or (pa.default is not inspect.Parameter.empty and pa.default != pn.default):
                problems.append(f"{name}: parameter {pa.name} defaults to {pa.default!r} in "
                                f"analytic, {pn.default!r} in numeric")
    return problems


def twins(layer_a: types.ModuleType, layer_n: types.ModuleType) -> dict[str, tuple[Any, Any]]:
    a, n = public_names(layer_a), public_names(layer_n)
    # One object public in both (a type alias numeric re-exports) is one definition, not twins.
    return {name: (a[name], n[name]) for name in sorted(set(a) & set(n)) if a[name] is not n[name]}


TWINS = twins(analytic, numeric)


def test_there_are_twins() -> None:
    assert {"auc_pr_max", "global_min_auc_pr", "segment_area", "roc_to_pr",
            "skew_from_prevalence"} <= set(TWINS)
    # the closed forms of numeric.stats: Obuchowski's power, the binormal AUC-ROC, the step
    # terms of the influence values of AP and AUC-PR
    assert {"detectable_auc_one_curve", "obuchowski_variance", "power_one_curve",
            "sample_size_one_curve", "binormal_auc_roc", "average_precision_step_gradient",
            "auc_pr_step_gradient", "binormal_auc_variance", "binormal_auc_covariance"} \
        <= set(TWINS)


@pytest.mark.parametrize("name", sorted(TWINS))
def test_twin_contract(name: str) -> None:
    symbolic, fast = TWINS[name]
    assert contract_violations(name, symbolic, fast) == []


def test_f_and_its_inverse_are_twins() -> None:
    """Mihelich et al.'s F and F^-1 carry one name in both layers: the sympy functions
    and the float64 functions are paired by the contract and tied at random points."""
    from analytic import finv as a_finv
    from numeric.bounds import finv as n_finv

    assert TWINS["f_forward"] == (a_finv.f_forward, n_finv.f_forward)
    assert TWINS["f_inverse"] == (a_finv.f_inverse, n_finv.f_inverse)
    assert not hasattr(analytic, "F") and not hasattr(analytic, "Finv")


def test_one_global_minimum_in_each_layer() -> None:
    """Boyd et al.'s Thm 2 and Mihelich et al.'s Cor. 3.11 are one quantity, defined once."""
    from analytic import boyd as a_boyd
    from analytic import mihelich as a_mihelich
    from numeric.bounds import boyd as n_boyd
    from numeric.bounds import mihelich as n_mihelich

    assert a_mihelich.global_min_auc_pr is a_boyd.global_min_auc_pr
    assert n_mihelich.global_min_auc_pr is n_boyd.global_min_auc_pr
    assert TWINS["global_min_auc_pr"] == (a_boyd.global_min_auc_pr, n_boyd.global_min_auc_pr)


# --------------------------------------------------------------------------- numeric ties


def _skew(rng: np.random.Generator) -> float:
    return float(10 ** rng.uniform(-3, 3))


def _balance(rng: np.random.Generator) -> dict[str, Any]:
    """One of the three keyword forms of the class balance."""
    kind = rng.integers(3)
    if kind == 0:
        return {"skew": _skew(rng)}
    if kind == 1:
        return {"prevalence": float(rng.uniform(0.001, 0.999))}
    return {"counts": (int(rng.integers(1, 10**4)), int(rng.integers(1, 10**4)))}


def _recall_range(rng: np.random.Generator) -> tuple[float, float]:
    return float(rng.uniform(0, 0.5)), float(rng.uniform(0.5, 1.0))


def _auc_pr_above_min(rng: np.random.Generator, a: float) -> float:
    m = numeric.global_min_auc_pr(a)
    return float(m + rng.uniform(0.05, 1.0) * (1.0 - m))


def _segment(rng: np.random.Generator) -> tuple[float, float, float, float]:
    tp_a, fp_a = rng.uniform(0, 50, 2)
    return (float(tp_a), float(fp_a), float(tp_a + rng.uniform(0.5, 50)),
            float(fp_a + rng.uniform(0, 500)))


def _modified_f1(rng: np.random.Generator) -> Args:
    a = _skew(rng)
    pi = 1 / (1 + a)
    # Away from p = pi, where F1' has a kink and relative error is unbounded.
    p = pi * rng.uniform(0, 0.9) if rng.random() < 0.3 else pi + (1 - pi) * rng.uniform(0.1, 1)
    return (float(rng.uniform(0.01, 1)), float(p), a), {}


def _auc_npr(rng: np.random.Generator) -> Args:
    a = _skew(rng)
    r0, r1 = _recall_range(rng)
    lo = numeric.global_min_auc_pr_range(a, r0, r1)
    return (float(lo + rng.uniform(0.2, 1.0) * (r1 - r0 - lo)), a, r0, r1), {}


def _interpolated(rng: np.random.Generator) -> Args:
    tp_a, fp_a, tp_b, fp_b = _segment(rng)
    return (float(rng.uniform(tp_a, tp_b)), tp_a, fp_a, tp_b, fp_b), {}


def _pr_to_roc(rng: np.random.Generator) -> Args:
    balance = _balance(rng)
    a = numeric.resolve_skew(**balance)
    recall, fpr = float(rng.uniform(0.01, 1)), float(rng.uniform(0, 0.99))
    return (recall, recall / (recall + a * fpr)), balance  # an achievable PR point (Boyd Thm 1)


def _step(rng: np.random.Generator) -> Args:
    """A step A -> B of a PR curve: anywhere, short and far from the origin (where the numeric
    AUC-PR partials switch to the series of log1p(u)/u), or from the origin."""
    kind = rng.integers(4)
    if kind == 3:
        return (0.0, 0.0, float(rng.uniform(0.5, 50)), float(rng.uniform(0, 500))), {}
    if kind == 2:
        tp_a, fp_a = (float(x) for x in 10 ** rng.uniform(2, 5, 2))
        return (tp_a, fp_a, tp_a + float(rng.uniform(0.5, 5)), fp_a + float(rng.uniform(0, 5))), {}
    return _segment(rng), {}


def _power_one_curve(rng: np.random.Generator) -> Args:
    """Any AUC and counts; one point in three with an AUC near 0 or 1, one to three cases and as
    many controls, and a small level: there the power lies far in the lower tail (below 1e-7)."""
    alternative = str(rng.choice(["two-sided", "one-sided"]))
    if rng.random() < 1 / 3:
        auc = float(rng.uniform(0.96, 0.985))
        n_cases = float(rng.uniform(1, 3))
        return (((auc if rng.random() < 0.5 else 1 - auc), n_cases,
                 n_cases * float(rng.uniform(0.5, 2))),
                {"sig_level": float(10 ** rng.uniform(-4, -2)), "alternative": alternative})
    return ((float(rng.uniform(0.01, 0.99)), float(10 ** rng.uniform(0, 4)),
             float(10 ** rng.uniform(0, 4))),
            {"sig_level": float(rng.uniform(0.001, 0.2)), "alternative": alternative})


def _sample_size_one_curve(rng: np.random.Generator) -> Args:
    """A power of at least 0.2 and a level of at most 0.2: z_a sqrt(V0) + z_b sqrt(V) stays above
    0.4 sqrt(V0) (V <= 1.02 V0 for every AUC and kappa), far from the cancellation at the floor."""
    auc = float(rng.uniform(0.01, 0.99))
    return ((auc, float(rng.uniform(0.2, 0.999))),
            {"kappa": float(10 ** rng.uniform(-2, 2)), "sig_level": float(rng.uniform(0.001, 0.2)),
             "alternative": str(rng.choice(["two-sided", "one-sided"]))})


def _binormal_curve(rng: np.random.Generator) -> tuple[float, float]:
    """Intercept and slope of a binormal ROC curve (a negative slope one time in six)."""
    slope = float(10 ** rng.uniform(-1, 1)) * (-1 if rng.random() < 1 / 6 else 1)
    return float(rng.uniform(-3, 4)), slope


def _counts(rng: np.random.Generator) -> tuple[float, float, float, float]:
    n_pos, n_neg = rng.uniform(1, 1000, 2)
    return (float(rng.uniform(0.01, 1) * n_pos), float(rng.uniform(0, 1) * n_neg), float(n_pos),
            float(n_neg))


# name -> a random valid point (positional and keyword arguments, Python numbers). A name may be
# listed before it has a symbolic twin (the exact minimum's mpmath forms).
CASES: dict[str, Callable[[np.random.Generator], Args]] = {
    "auc_npr": _auc_npr,
    "auc_pr_step_gradient": _step,
    "average_precision_step_gradient": _step,
    "binormal_auc_covariance": lambda rng: (
        (*_binormal_curve(rng), *_binormal_curve(rng), float(rng.uniform(-1, 1)),
         float(rng.uniform(-1, 1)), float(10 ** rng.uniform(-2, 2))), {}),
    "binormal_auc_variance": lambda rng: ((*_binormal_curve(rng), float(10 ** rng.uniform(-2, 2))),
                                          {}),
    # separation and the positives' spread: AUC-ROC from 1e-80 to 1 - 1e-80
    "binormal_auc_roc": lambda rng: ((float(rng.uniform(-25, 25)), float(10 ** rng.uniform(-2, 1))),
                                     {}),
    # enough cases for an AUC below 1 to reach the power (else both raise)
    "detectable_auc_one_curve": lambda rng: (
        (float(10 ** rng.uniform(1.7, 4)), float(10 ** rng.uniform(1.7, 4)),
         float(rng.uniform(0.5, 0.99))),
        {"sig_level": float(rng.uniform(0.001, 0.2)),
         "alternative": str(rng.choice(["two-sided", "one-sided"]))}),
    "obuchowski_variance": lambda rng: ((float(rng.uniform(0.001, 0.999)),
                                         float(10 ** rng.uniform(-2, 2))), {}),
    "power_one_curve": _power_one_curve,
    "sample_size_one_curve": _sample_size_one_curve,
    "auc_pr_max": lambda rng: ((_skew(rng), float(rng.uniform(0, 1))), {}),
    "auc_pr_min_exact": lambda rng: ((_skew(rng), float(rng.uniform(0, 1))), {}),
    "auc_pr_min_mihelich": lambda rng: ((_skew(rng), float(rng.uniform(0, 0.999))), {}),
    "auc_roc_max_mihelich": lambda rng: ((a := _skew(rng), _auc_pr_above_min(rng, a)), {}),
    "auc_roc_max_exact": lambda rng: ((a := _skew(rng), _auc_pr_above_min(rng, a)), {}),
    "auc_roc_min": lambda rng: ((a := _skew(rng), _auc_pr_above_min(rng, a)), {}),
    "average_precision_min": lambda rng: ((int(rng.integers(1, 60)), int(rng.integers(1, 300))),
                                          {}),
    "counts_to_pr": lambda rng: (_counts(rng)[:3], {}),
    # F(x) = x ln((1 + x)/x) and its inverse, on x in (1e-3, 1e3) and y in (0, 1)
    "f_forward": lambda rng: ((float(10 ** rng.uniform(-3, 3)),), {}),
    "f_inverse": lambda rng: ((float(rng.uniform(1e-6, 1 - 1e-6)),), {}),
    "counts_to_roc": lambda rng: (_counts(rng), {}),
    "global_min_auc_pr": lambda rng: ((_skew(rng),), {}),
    "global_min_auc_pr_range": lambda rng: ((_skew(rng), *_recall_range(rng)), {}),
    "interpolated_precision": _interpolated,
    "min_precision": lambda rng: ((float(rng.uniform(0.01, 1)), _skew(rng)), {}),
    "modified_f1": _modified_f1,
    "pr_to_counts": lambda rng: ((float(rng.uniform(0.01, 1)), float(rng.uniform(0.01, 1)),
                                  float(rng.uniform(1, 1000))), {}),
    "pr_to_roc": _pr_to_roc,
    "prevalence_from_skew": lambda rng: ((_skew(rng),), {}),
    "resolve_skew": lambda rng: ((), _balance(rng)),
    "roc_to_counts": lambda rng: ((float(rng.uniform(0, 1)), float(rng.uniform(0, 1)),
                                   float(rng.uniform(1, 1000)), float(rng.uniform(1, 1000))), {}),
    "roc_to_pr": lambda rng: ((float(rng.uniform(0, 1)), float(rng.uniform(0.01, 1))),
                              _balance(rng)),
    "segment_area": lambda rng: ((*_segment(rng), float(rng.uniform(1, 100))), {}),
    "skew_from_counts": lambda rng: ((int(rng.integers(1, 10**6)), int(rng.integers(1, 10**6))),
                                     {}),
    "skew_from_prevalence": lambda rng: ((float(rng.uniform(0.001, 0.999)),), {}),
    "swapped_roc_to_pr": lambda rng: ((float(rng.uniform(0.01, 1)), float(rng.uniform(0, 1))),
                                      _balance(rng)),
}


# name -> the field of numeric's result that the symbolic twin's one expression is (numeric's
# result holds the inputs and options beside it).
VALUE_FIELD = {"power_one_curve": "power", "sample_size_one_curve": "n_cases",
               "detectable_auc_one_curve": "auc"}


def _exact(v: Any) -> Any:
    """The exact value of a Python number (a float is a binary rational), tuples elementwise:
    sympy and the mpmath forms of :mod:`analytic` both take it exactly. Strings (options such as
    ``alternative``) pass unchanged."""
    if isinstance(v, str):
        return v
    if isinstance(v, tuple):
        return tuple(_exact(x) for x in v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    return Fraction(float(v))


def _fields(result: Any) -> dict[str, float]:
    """A result as named floats: the numeric fields of a result object (not its options, such
    as ``alternative``), or the value itself."""
    if dataclasses.is_dataclass(result):
        return {f.name: _to_float(getattr(result, f.name)) for f in dataclasses.fields(result)
                if not isinstance(getattr(result, f.name), str)}
    return {"value": _to_float(result)}


def _to_float(v: Any) -> float:
    return float(sp.N(v, 30)) if isinstance(v, sp.Basic) else float(v)


def _close(got: float, ref: float) -> bool:
    return got == ref if ref == 0 else abs(got - ref) <= RTOL * abs(ref)


def test_every_twin_has_a_numeric_tie() -> None:
    missing = set(TWINS) - set(CASES)
    assert not missing, f"add a random-point generator to CASES for {sorted(missing)}"
    assert set(CASES) <= set(public_names(numeric)), "CASES lists a name numeric does not have"


@pytest.mark.parametrize("name", sorted(set(TWINS) & set(CASES)))
def test_twins_agree_at_random_points(name: str) -> None:
    symbolic, fast = TWINS[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    for _ in range(N_POINTS):
        args, kwargs = CASES[name](rng)
        ref = _fields(symbolic(*_exact(args), **{k: _exact(v) for k, v in kwargs.items()}))
        got = _fields(fast(*args, **kwargs))
        if name in VALUE_FIELD:
            got = {"value": got[VALUE_FIELD[name]]}
        assert set(ref) <= set(got), (name, ref, got)
        for key, value in ref.items():
            assert _close(got[key], value), (name, args, kwargs, key, got[key], value)


# --------------------------------------------------------------------------- planted mismatches


def _planted(module: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    fn.__module__ = module
    return fn


@pytest.mark.parametrize(
    ("symbolic", "fast", "expected"),
    [
        # The old analytic signature (the complement of AUC-ROC first) against numeric's.
        (_planted("analytic.mihelich", lambda c, a: None),
         _planted("numeric.bounds.mihelich", lambda skew, auc_roc, *, dps=None: None),
         "parameters (c, a) in analytic, (skew, auc_roc, dps) in numeric"),
        # Same parameters in another order.
        (_planted("analytic.boyd", lambda recall, skew: None),
         _planted("numeric.bounds.boyd", lambda skew, recall: None), "parameters"),
        # Twins in modules of different names.
        (_planted("analytic.confusion", lambda skew: None),
         _planted("numeric.geometry.skew", lambda skew: None), "differ in basename"),
        # A positional extra in numeric.
        (_planted("analytic.boyd", lambda skew: None),
         _planted("numeric.bounds.boyd", lambda skew, dps=None: None), "is not keyword-only"),
        # A keyword-only parameter that is positional in the twin.
        (_planted("analytic.confusion", lambda fpr, tpr, *, skew=None: None),
         _planted("numeric.geometry.confusion", lambda fpr, tpr, skew=None: None),
         "skew is keyword-only in analytic, positional or keyword in numeric"),
        # Different defaults.
        (_planted("analytic.boyd", lambda auc_pr, skew, r0=0, r1=1: None),
         _planted("numeric.bounds.boyd", lambda auc_pr, skew, r0=0.0, r1=0.5: None),
         "r1 defaults to 1 in analytic, 0.5 in numeric"),
    ],
)
def test_the_contract_catches_a_planted_mismatch(symbolic: Any, fast: Any, expected: str) -> None:
    problems = contract_violations("planted", symbolic, fast)
    assert any(expected in p for p in problems), problems


def test_a_conforming_twin_passes() -> None:
    symbolic = _planted("analytic.boyd", lambda recall, skew: None)
    fast = _planted("numeric.bounds.boyd", lambda recall, skew, *, dps=None: None)
    assert contract_violations("planted", symbolic, fast) == []
    # Both layers may have a precision option, each with its own default.
    symbolic = _planted("analytic.exact_minimum", lambda skew, auc_roc, *, dps=30: None)
    fast = _planted("numeric.bounds.exact_minimum", lambda skew, auc_roc, *, dps=None: None)
    assert contract_violations("planted", symbolic, fast) == []


def _fake_layer(name: str, members: Iterable[tuple[str, Any]]) -> types.ModuleType:
    module = types.ModuleType(name)
    setattr(module, "__path__", [])  # a package without submodules  # noqa: B010
    setattr(module, "__all__", [n for n, _ in members])  # noqa: B010
    for n, obj in members:
        setattr(module, n, obj)
    return module


def test_a_new_twin_is_found_and_needs_a_numeric_tie() -> None:
    """A name added to both layers becomes a twin: it is checked, and CASES must cover it."""
    fa = _fake_layer("analytic", [("new_bound", _planted("analytic.boyd", lambda c, a: None))])
    fn = _fake_layer("numeric", [("new_bound", _planted("numeric.bounds.boyd",
                                                        lambda skew, auc_roc: None))])
    found = twins(fa, fn)
    assert list(found) == ["new_bound"]
    assert contract_violations("new_bound", *found["new_bound"]) != []
    assert not set(found) <= set(CASES)


def test_a_planted_mismatching_twin_in_the_real_layers_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Plant ``planted_bound(c, a)`` in analytic.boyd and ``planted_bound(skew, auc_roc)`` in
    numeric.bounds.boyd: the discovery over the real packages finds the pair and reports it."""
    from analytic import boyd as a_boyd
    from numeric.bounds import boyd as n_boyd

    for module, fn in ((a_boyd, _planted("analytic.boyd", lambda c, a: None)),
                       (n_boyd, _planted("numeric.bounds.boyd", lambda skew, auc_roc: None))):
        monkeypatch.setattr(module, "planted_bound", fn, raising=False)
        monkeypatch.setattr(module, "__all__", [*module.__all__, "planted_bound"])
    found = twins(analytic, numeric)
    assert "planted_bound" in found and "planted_bound" not in CASES
    assert contract_violations("planted_bound", *found["planted_bound"]) == [
        "planted_bound: parameters (c, a) in analytic, (skew, auc_roc) in numeric"]
