"""Shared pytest configuration: Hypothesis profiles.

The default profile is deterministic (``derandomize=True``), as in SciPy's test suite, so CI is
reproducible. Set ``ROCPR_HYPOTHESIS_PROFILE=explore`` for a longer randomized search.
"""

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

# Tests live in folders that mirror the packages (tests/numeric/data/test_auc.py tests
# numeric/data/auc.py) and are imported by path (--import-mode=importlib), so that two folders may
# hold files of one name; the shared helpers beside this file are importable from every folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))

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
