"""The weight-scaling rule (:mod:`numeric.core.weight_scale`), against its definitions."""

from __future__ import annotations

import math

import pytest

from numeric.core.weight_scale import (
    CLASS_FLOOR,
    caller_totals,
    class_floor_exponent,
    scale_exponent,
)


@pytest.mark.parametrize("top", [5e-324, 1e-300, 0.3, 0.5, 1.0, 3.0, 1e300, 1.7976931348623157e308])
def test_scale_exponent_puts_the_largest_weight_in_half_open_unit_half(top):
    e = scale_exponent(top)
    assert 0.5 <= math.ldexp(top, -e) < 1.0


def test_class_floor_exponent_keeps_the_smaller_class_at_the_floor_and_sums_finite():
    top, low, n = 1e200, 1e-200, 10
    e = class_floor_exponent(top, low, n)
    assert e < scale_exponent(top)
    assert math.ldexp(low, -e) >= math.ldexp(0.5, -CLASS_FLOOR)  # the small class kept in range
    assert math.isfinite(n * math.ldexp(top, -e))  # n such weights still sum finite
    assert class_floor_exponent(top, 1.0, n) == scale_exponent(top)  # close classes: no change


def test_caller_totals_are_exact_and_refuse_an_overflowing_class():
    assert caller_totals(0.75, 0.5, 4) == (12.0, 8.0)
    with pytest.raises(ValueError, match=r"sample_weight must sum to a finite float64"):
        caller_totals(0.75, 0.5, 1100)
