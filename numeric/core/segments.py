r"""The exact area under Davis & Goadrich's interpolated PR curve, one segment at a time.

The cancellation-free closed form of :func:`numeric.geometry.interpolation.segment_area` (see that
module for the derivation), unvalidated and vectorized: the term every exact AUC-PR of the toolkit
sums (:mod:`numeric.core.step_sums`, the bootstrap replicates, the curve objects).

References
----------
Davis & Goadrich (ICML 2006), Sec. 4.
"""

from __future__ import annotations

from types import ModuleType

import numpy as np
import numpy.typing as npt

from numeric.special import log1pmx_in, log1pmx_over_square_in

__all__ = ["segment_area_terms"]

FloatArray = npt.NDArray[np.float64]


def segment_area_terms(tp_a: FloatArray, fp_a: FloatArray, tp_b: FloatArray, fp_b: FloatArray,
                       xp: ModuleType = np) -> FloatArray:
    """Unvalidated ``N+ * area`` of each segment (arrays broadcast); see the module docstring.

    Written in scale-free ratios so that no product of counts can overflow and no short segment
    far from the origin underflows: ``q = dTP/dN`` (the segment's own precision), ``p_A`` (the
    start's precision) and ``u = dN/N_A``, with ``D = N_A dN (q - p_A)``. ``xp`` is the arrays'
    array-API namespace (numpy by default).

    Examples
    --------
    >>> import numpy as np
    >>> one = lambda v: np.array([v])
    >>> float(segment_area_terms(one(0.0), one(0.0), one(1.0), one(1.0))[0])  # precision 1/2
    0.5
    """
    if xp is np:
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            return _terms(tp_a, fp_a, tp_b, fp_b, np)
    return _terms(tp_a, fp_a, tp_b, fp_b, xp)


def _terms(tp_a: FloatArray, fp_a: FloatArray, tp_b: FloatArray, fp_b: FloatArray,
           xp: ModuleType) -> FloatArray:
    dtp = tp_b - tp_a
    dn = dtp + (fp_b - fp_a)
    na = tp_a + fp_a
    q = dtp / dn
    pa = tp_a / na
    u = dn / na
    small = u <= 1.0
    # Rising precision (q > p_A): q [p_A dN - (q - p_A) N_A log1pmx(u)], both terms >= 0;
    # for u <= 1, N_A log1pmx(u) = dN u (log1pmx(u)/u^2) avoids underflow.
    g = log1pmx_over_square_in(xp.where(small, u, 0.0), xp)
    rising = xp.where(
        small,
        q * dn * (pa - (q - pa) * u * g),
        q * (pa * dn - (q - pa) * na * log1pmx_in(xp.where(small, 1.0, u), xp)),
    )
    # Falling precision (q < p_A): q [q dN + (p_A - q) N_A log1p(u)], both terms >= 0.
    falling = q * (q * dn + (pa - q) * dn * (xp.log1p(u) / u))
    constant = q * dtp  # precision constant along the segment (a ray, or q == p_A)
    # A start so close to the origin that dN/N_A overflows (N_A subnormal) is the origin:
    # the terms in N_A are below the smallest float, the segment is the ray's.
    from_start = (na > 0) & xp.isfinite(u)
    out = xp.where(from_start, xp.where(q > pa, rising, xp.where(q < pa, falling, constant)),
                   constant)
    result: FloatArray = xp.where(dtp > 0, out, 0.0)
    return result
