"""Tests of analytic.pr_influence: the step terms of AP and exact AUC-PR and their gradients."""

from __future__ import annotations

import pytest
import sympy as sp

from analytic.interpolation import segment_area, segment_area_integral
from analytic.pr_influence import auc_pr_step_gradient, average_precision_step_gradient

a, f, b, g = sp.symbols("a f b g", positive=True)

POINTS = [(5, 5, 10, 30), (1, 0, 2, 1), (sp.Rational(1, 3), sp.Rational(7, 2), 2, 9),
          (100, 4000, 101, 4000)]


@pytest.mark.parametrize("point", POINTS)
def test_auc_pr_term_is_the_integrated_segment(point) -> None:
    """h = N+ times the area of sympy.integrate's interpolated segment (n_pos = 1)."""
    term = auc_pr_step_gradient(*point).term
    assert abs(sp.N(term - segment_area_integral(*point, 1), 40)) < 1e-35


@pytest.mark.parametrize("point", POINTS)
def test_euler_identity(point) -> None:
    """Both terms are homogeneous of degree 1 in the counts: a h_a + f h_f + b h_b + g h_g = h."""
    for grad in (auc_pr_step_gradient(*point), average_precision_step_gradient(*point)):
        ta, fa, tb, fb = point
        euler = ta * grad.d_tp_a + fa * grad.d_fp_a + tb * grad.d_tp_b + fb * grad.d_fp_b
        assert abs(sp.N(euler - grad.term, 40)) < 1e-35


def test_gradient_by_finite_differences() -> None:
    """Each partial against a central difference of segment_area at 50 digits."""
    point = [sp.Rational(7, 3), sp.Rational(11, 2), 5, 13]
    grad = auc_pr_step_gradient(*point)
    eps = sp.Rational(1, 10**20)
    for i, name in enumerate(("d_tp_a", "d_fp_a", "d_tp_b", "d_fp_b")):
        up, down = list(point), list(point)
        up[i] += eps
        down[i] -= eps
        fd = (segment_area(*up, 1) - segment_area(*down, 1)) / (2 * eps)
        assert abs(sp.N(fd - getattr(grad, name), 50)) < 1e-30


def test_from_the_origin() -> None:
    grad = auc_pr_step_gradient(0, 0, 3, 1)
    assert (grad.term, grad.d_tp_a, grad.d_fp_a) == (sp.Rational(9, 4), 0, 0)
    assert (grad.d_tp_b, grad.d_fp_b) == (sp.Rational(15, 16), -sp.Rational(9, 16))


def test_symbolic_counts() -> None:
    grad = average_precision_step_gradient(a, f, b, g)
    assert sp.simplify(grad.term - (b - a) * b / (b + g)) == 0
    assert grad.d_fp_a == 0 and sp.simplify(grad.d_tp_a + b / (b + g)) == 0


@pytest.mark.parametrize(
    ("args", "match"),
    [
        ((-1, 0, 2, 1), r"tp_a must be >= 0, got -1"),
        ((2, 0, 2, 1), r"tp_b must be > tp_a, got tp_a = 2, tp_b = 2"),
        ((1, 3, 2, 1), r"fp_b must be >= fp_a, got fp_a = 3, fp_b = 1"),
    ],
)
def test_out_of_domain_raises(args, match) -> None:
    for fn in (auc_pr_step_gradient, average_precision_step_gradient):
        with pytest.raises(ValueError, match=match):
            fn(*args)
