"""proofs_check.derivation: the proof steps of docs/exact_minimum.md, and their claims."""

from __future__ import annotations

import mpmath
import pytest
import sympy as sp

from numeric.bounds import auc_pr_max
from proofs_check import derivation as dv
from proofs_check import exact_minimum as em
from proofs_check.mihelich2024 import bounds as mb


def test_every_step_is_confirmed():
    assert all(dv.maximum_proof_checks().values())
    assert all(dv.completion_checks().values())
    assert em.derivation.run().status == "holds"


@pytest.mark.parametrize(("a", "c"), [(0.5, 0.3), (100.0, 0.125), (1.0, 0.9)])
def test_chord_bound_value_against_mpmath(a, c):
    """The bound 1 - int_{1-c}^1 a/(x + a) dx by mpmath quadrature equals Thm 3.5's maximum."""
    with mpmath.workdps(30):
        bound = 1 - mpmath.quad(lambda x: a / (x + a), [1 - c, 1])
    assert float(bound) == pytest.approx(auc_pr_max(a, 1 - c), rel=1e-12)


def test_demonstration_3_8_expansion_by_finite_differences():
    """The first-order coefficient of eq. (18), by a central difference at 40 digits."""
    e = dv.demonstration_3_8_expansion()
    a, y0, x0, x1 = 1, mpmath.mpf("0.5"), mpmath.mpf("0.1"), mpmath.mpf("0.3")

    def eq18(h):
        y1 = y0 * (x1 - x0) / (x1 - x0 - h)
        return (-a * y1 * mpmath.log(x1 + a * y1) + a * y1 * mpmath.log(x0 + h + a * y1)
                + a * y0 * mpmath.log(x1 + a * y0) - a * y0 * mpmath.log(x0 + a * y0))

    with mpmath.workdps(40):
        h = mpmath.mpf("1e-15")
        fd = (eq18(h) - eq18(-h)) / (2 * h)
    syms = {s.name: s for s in e["exact"].free_symbols}
    point = {syms["a"]: 1, syms["y0"]: sp.Rational(1, 2), syms["x0"]: sp.Rational(1, 10),
             syms["x1"]: sp.Rational(3, 10)}
    assert float(e["corrected"].subs(point)) == pytest.approx(float(fd), rel=1e-12)
    assert float(e["paper"].subs(point)) != pytest.approx(float(fd), rel=1e-3)


def test_demonstration_3_8_verdict():
    v = mb.demonstration_3_8.run()
    assert v.status == "refuted" and v.method == "symbolic identity"
    assert v.truth is not None and "a^2 y_0^2" in v.truth


def test_a_failed_step_is_an_error(monkeypatch):
    monkeypatch.setattr(em, "completion_checks", lambda: {"broken on purpose": False})
    v = em.derivation.run()
    assert v.status == "error" and "broken on purpose" in v.evidence


def test_infimum_claim():
    v = em.infimum.run()
    assert v.status == "holds" and "gap" in v.evidence
