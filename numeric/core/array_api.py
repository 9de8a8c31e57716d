"""Which array library and device a computation runs on: the kernel's one namespace hook.

The kernel computes where the data lives. Its entry points find the namespace and device of their
data arguments here, by one rule, and either take numpy's fast path (packed integer sorts,
in-place block sums) or the generic path written against the Python array API standard
(:mod:`numeric.core.generic_steps`, :mod:`numeric.core.generic_areas`), which runs unchanged on
CuPy, torch (CPU or CUDA), JAX, ``array_api_strict`` and any other compliant library through
``array-api-compat``.

The rule for mixed inputs
-------------------------
The first argument, in the order ``y_score``, ``y_true``, ``sample_weight``, that is an array of a
library other than numpy decides the namespace and the device; the other arguments -- Python
sequences, scalars, numpy arrays -- are moved there (``xp.asarray(x, device=device)``, one host to
device copy). Arrays of two different non-numpy libraries, or on two devices, are refused with a
``TypeError`` naming both: rocpr never moves a device array to the host or to another device
behind your back. Where every argument is numpy (or a list), numpy's path runs and nothing here
is imported beyond this module.

Dtypes and exactness
--------------------
Scores, labels and weights are computed in float64 wherever the device has it (every CPU, CUDA,
ROCm; so float16, bfloat16 and float32 scores are widened exactly, and counts of up to ``2**53``
samples are exact integers). A device without float64 (Apple's MPS) computes in float32: counts
are then exact up to ``2**24`` samples and the areas carry float32 rounding (about 1e-7); a
:class:`~numeric._warnings.RocprWarning` says so. torch tensors that require grad are detached
(the metrics are not differentiable: they depend on the scores' order only).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType

from numeric._warnings import RocprWarning
from numeric.arrays import Array

__all__ = ["Namespace", "data_namespace", "device_of", "is_device_array", "namespace_of",
           "to_namespace"]


@dataclass(frozen=True)
class Namespace:
    """The array library and device of one computation.

    Attributes
    ----------
    xp : module
        The array-API namespace (``array_api_compat``'s wrapper where the library needs one).
    device : object
        The device of the arrays (``xp.asarray(..., device=device)`` puts data there).
    float_dtype : object
        The dtype computed in: ``xp.float64``, or ``xp.float32`` on a device without float64.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> ns = data_namespace([("y_score", xp.asarray([0.1, 0.9], device=xp.Device("device1")))])
    >>> ns.name, ns.float_dtype == xp.float64
    ('array_api_strict', True)
    """

    xp: ModuleType
    device: object
    float_dtype: object

    @property
    def name(self) -> str:
        """The library's name (``'torch'``, ``'cupy'``, ``'array_api_strict'``...)."""
        return self.xp.__name__.split(".")[-1]


def is_device_array(x: object) -> bool:
    """Whether ``x`` is an array of an array-API library other than numpy.

    Examples
    --------
    >>> import numpy as np
    >>> is_device_array(np.zeros(3)), is_device_array([0.5, 1.0])
    (False, False)
    """
    if x is None or isinstance(x, (list, tuple, int, float, bool, str)):
        return False
    module = type(x).__module__.split(".")[0]
    if module == "numpy":
        return False
    if not hasattr(x, "__array_namespace__") and module not in ("torch", "cupy", "jax", "jaxlib"):
        return False
    import array_api_compat

    return bool(array_api_compat.is_array_api_obj(x)) and not array_api_compat.is_numpy_array(x)


def namespace_of(x: object) -> ModuleType | None:
    """The array-API namespace of the array ``x``; ``None`` for numpy (and non-arrays).

    Examples
    --------
    >>> import numpy as np
    >>> namespace_of(np.zeros(2)) is None
    True
    """
    if not is_device_array(x):
        return None
    import array_api_compat

    xp: ModuleType = array_api_compat.array_namespace(x)
    return xp


def device_of(x: Array) -> object:
    """The device of the array ``x`` (``array_api_compat.device``).

    Examples
    --------
    >>> import array_api_strict as xp
    >>> device_of(xp.asarray([1.0], device=xp.Device("device1")))
    array_api_strict.Device('device1')
    """
    import array_api_compat

    return array_api_compat.device(x)


def data_namespace(arrays: Sequence[tuple[str, object]]) -> Namespace | None:
    """The namespace of ``(name, value)`` data arguments by the module's rule; ``None``: numpy.

    Raises
    ------
    TypeError
        If two arguments are arrays of different non-numpy libraries or devices.

    Examples
    --------
    >>> data_namespace([("y_score", [0.1, 0.9]), ("y_true", [0, 1])]) is None
    True
    """
    found: list[tuple[str, object]] = [(n, v) for n, v in arrays if is_device_array(v)]
    if not found:
        return None
    import array_api_compat

    first_name, first = found[0]
    xp = array_api_compat.array_namespace(first)
    device = array_api_compat.device(first)
    for name, value in found[1:]:
        other = array_api_compat.array_namespace(value)
        where = array_api_compat.device(value)
        if other is not xp or where != device:
            raise TypeError(
                f"{name} must be on the namespace and device of {first_name} "
                f"({xp.__name__} on {device}), got {other.__name__} on {where}: move one of "
                f"them first (rocpr does not move device arrays)"
            )
    return Namespace(xp, device, _float_dtype(xp, device))


def _float_dtype(xp: ModuleType, device: object) -> object:
    try:
        info = xp.__array_namespace_info__()
        available = info.dtypes(device=device, kind="real floating")
    except (AttributeError, TypeError):  # an older library: assume float64
        return xp.float64
    if "float64" in available:
        return xp.float64
    warnings.warn(
        f"{xp.__name__} has no float64 on {device}: computing in float32 (counts exact up to "
        f"2**24 samples, areas to about 1e-7)",
        RocprWarning,
        stacklevel=4,
    )
    return xp.float32


def to_namespace(x: object, ns: Namespace, name: str) -> Array:
    """``x`` as an array of ``ns`` on its device (no copy when it already is one there); torch
    tensors that require grad are detached first.

    Examples
    --------
    >>> import array_api_strict as xp
    >>> ns = data_namespace([("y_score", xp.asarray([0.1], device=xp.Device("device1")))])
    >>> to_namespace([0, 1, 1], ns, "y_true").device  # a host list, moved to the device
    array_api_strict.Device('device1')
    """
    import array_api_compat

    if array_api_compat.is_torch_array(x) and getattr(x, "requires_grad", False):
        x = getattr(x, "detach")()  # noqa: B009 (x is a torch tensor)
    if is_device_array(x):
        out: Array = x  # type: ignore[assignment]
        return out
    try:
        return ns.xp.asarray(x, device=ns.device)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"{name} must be an array of numbers, got {type(x).__name__}: {exc}"
                        ) from None
