"""proofs_check.certificate: the Frank-Wolfe gap of the exact minimizer (no regime theory)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import integrate

from numeric.bounds.exact_minimum import exact_min_solution, regime_boundaries
from proofs_check import certificate as cert
from proofs_check import exact_minimum as em


def test_certificate_claim_holds():
    v = em.exact_minimum_certificate.run()
    assert v.status == "holds" and v.method == "validated enclosure", v.evidence
    assert v.rigor == "validated" and "largest validated gap" in v.evidence


def test_grid_spans_the_skews_and_every_boundary():
    pts = cert.certificate_grid()
    skews = sorted({a for a, _ in pts})
    assert skews[0] == pytest.approx(1e-6) and skews[-1] == pytest.approx(1e6)
    for a in (1e-6, 1.0, 100.0, 1e6):
        rb = regime_boundaries(a)
        cs = {round(1 - r, 12) for b, r in pts if b == pytest.approx(a)}
        assert round(rb.ironed_end, 12) in cs and round(rb.free_end, 12) in cs


@pytest.mark.parametrize(("skew", "auc_roc"), [(100.0, 0.875), (1.0, 0.5), (0.5, 0.03),
                                               (1e-3, 0.9), (10.0, 0.2)])
def test_value_against_scipy_quadrature(skew, auc_roc):
    """T(f) of the returned curve by scipy.integrate.quad (an independent quadrature)."""
    sol = exact_min_solution(skew, auc_roc)
    ref, _ = integrate.quad(lambda x: x / (x + skew * float(sol.curve(x))), 0, 1,
                            points=[sol.breakpoint] if 0 < sol.breakpoint < 1 else None,
                            limit=200, epsabs=1e-13)
    g = cert.frank_wolfe_gap(skew, auc_roc)
    assert g.value == pytest.approx(ref, abs=1e-10)
    assert g.value == pytest.approx(sol.value, abs=1e-10)
    assert abs(g.gap) < 1e-9


def test_the_gap_detects_a_suboptimal_curve(monkeypatch):
    """Mihelich et al.'s claimed minimizer f = c is not optimal: its gap must be far from 0."""
    skew, auc_roc = 100.0, 0.875
    c = 1 - auc_roc

    class Constant:
        breakpoint = 1.0

        @staticmethod
        def curve(x):
            return np.full_like(np.asarray(x, dtype=float), c)

    monkeypatch.setattr(cert, "exact_min_solution", lambda a, r: Constant())
    g = cert.frank_wolfe_gap(skew, auc_roc)
    # the gap bounds the suboptimality: T(constant) - T(min) = 0.037987 - 0.034188
    claimed = 1 - skew * c * math.log((1 + skew * c) / (skew * c))
    assert g.value == pytest.approx(claimed, abs=1e-9)
    assert g.gap >= claimed - 4 / 117 - 1e-9



def _validated(monkeypatch, *certs):
    import proofs_check.validated_minimum as vm

    monkeypatch.setattr(vm, "validated_certificate_grid", lambda: list(certs))
    float_gap = cert.FrankWolfeGap(1.0, 0.5, 0.3, 0.3, 0.3, 0.0)
    monkeypatch.setattr(cert, "grid_gaps", lambda: (float_gap,))


def test_an_enclosure_excluding_the_minimum_refutes(monkeypatch):
    """The claim rests on the validated enclosures: one that excludes the exact minimum (as an
    enclosure of Mihelich et al.'s constant curve would) refutes it, with rigour validated."""
    from proofs_check.validated_minimum import ValidatedCertificate

    _validated(monkeypatch, ValidatedCertificate(100.0, 0.875, 0.0379, 0.0380, 1e-4, 0.0342,
                                                 False))
    v = em.exact_minimum_certificate.run()
    assert v.status == "refuted" and v.rigor == "validated"


def test_an_uncertified_gap_is_an_error(monkeypatch):
    from proofs_check.validated_minimum import ValidatedCertificate

    _validated(monkeypatch, ValidatedCertificate(1.0, 0.5, 0.30, 0.31, 1e-2, 0.305, True))
    assert em.exact_minimum_certificate.run().status == "error"


def test_the_statement_is_no_broader_than_its_points(monkeypatch):
    """The claim names the grid's 147 points and is about them only (quantifier particular); a
    grid of another size cannot confirm it."""
    from proofs_check.validated_minimum import ValidatedCertificate

    c = em.exact_minimum_certificate
    assert "147 points" in c.statement and c.quantifier == "particular"
    good = ValidatedCertificate(1.0, 0.5, 0.30, 0.30 + 1e-12, 1e-12, 0.30, True)
    _validated(monkeypatch, *[good] * 146)
    v = c.run()
    assert v.status == "error" and "146 points" in v.evidence
