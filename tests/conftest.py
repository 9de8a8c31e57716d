"""Shared pytest configuration: Hypothesis profiles.

The default profile is deterministic (``derandomize=True``), as in SciPy's test suite, so CI is
reproducible. Set ``ROCPR_HYPOTHESIS_PROFILE=explore`` for a longer randomized search.
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    derandomize=True,
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile(
    "explore",
    derandomize=False,
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.load_profile(os.environ.get("ROCPR_HYPOTHESIS_PROFILE", "default"))
