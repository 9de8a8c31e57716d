"""FeasibleRegionDisplay on data with one class: the message says so (it said "skew must be >
0, got 0.0" or "skew must not be NaN")."""

import warnings

import pytest

from numeric import DegenerateDataWarning
from rocpr.plotting.displays import FeasibleRegionDisplay


@pytest.mark.parametrize("y", [[1, 1, 1], [0, 0, 0]])
def test_region_of_one_class_names_the_problem(y):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DegenerateDataWarning)
        with pytest.raises(ValueError, match=r"evaluations must each hold both classes \(the "
                           r"region is drawn at the skew N-/N\+\), got one class only in "
                           r"\['model'\]"):
            FeasibleRegionDisplay.from_predictions(y, [0.1, 0.2, 0.3])
