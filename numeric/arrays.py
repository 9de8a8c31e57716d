"""The type of an array of any array-API library, as the generic kernel uses it.

The array libraries share no static type: an array of CuPy, torch, JAX or ``array_api_strict``
is, for the type checker, :data:`Array`, written as numpy's float64 array (the operators and
attributes the generic path uses are the array API's, which numpy's arrays have too). At run time
the kernel finds each array's own namespace (:mod:`numeric.core.array_api`).
"""

from __future__ import annotations

from typing import TypeAlias

import numpy as np
import numpy.typing as npt

__all__ = ["Array"]

Array: TypeAlias = npt.NDArray[np.float64]
