r"""Exact ranges of AUC-PR and average precision at a given AUC-ROC over finite data sets.

Every bound elsewhere in :mod:`numeric.bounds` is an infimum or supremum over *continuous* ROC
curves. Real data have ``N+`` positives and ``N-`` negatives; :func:`finite_n_bounds` gives the
exact minimum and maximum of the exact AUC-PR (Davis & Goadrich's interpolation, as
:func:`numeric.auc_pr_score`) and of average precision (as scikit-learn's
``average_precision_score``) over **all** data sets with exactly those counts (scores with ties
allowed, unit weights) whose AUC-ROC (ties counted 1/2) is a given value, each with a data set
that attains it.

The ranking as a lattice path
-----------------------------
A ranking with ties is a sequence of tie groups, group ``i`` holding ``dt_i`` positives and
``df_i`` negatives: a monotone path from ``(TP, FP) = (0, 0)`` to ``(N+, N-)``. With ``f`` the FP
count at the group's start and ``f' = f + df`` at its end,

* AUC-ROC: the group's positives beat ``N- - f'`` negatives and tie with ``df``, so twice the
  number of *lost* pairs is ``dt (f + f')`` (an integer) and

  .. math:: \mathrm{AUC\text{-}ROC} = 1 - \frac{L}{2 N^+ N^-}, \qquad L = \sum_i dt_i\,(f_i + f'_i);

* average precision (scikit-learn's step sum, one step per distinct score): the group adds
  ``(dt/N+) * t'/(t' + f')``, precision at its *end* ``(t', f')``;
* AUC-PR: the group is one straight segment of the ROC curve and adds the exact Davis-Goadrich
  area of that segment (:func:`numeric.geometry.interpolation.segment_area`), which depends only
  on its two ends. A group of only negatives adds nothing to any of the three.

So every quantity is a sum over groups, and the extremes at ``L = L*`` are found by dynamic
programming over states ``(TP, FP, L)``, states that cannot reach ``L*`` pruned
(from ``(t, f)`` the rest of the path adds any integer in ``[2(N+ - t) f, 2(N+ - t) N-]``).

Which moves suffice (proofs)
----------------------------
*Pure negative runs.* A run of negatives changes neither ``L`` nor either quantity; the states
after a group are therefore closed under "move right" (a cumulative best along FP), and the next
group may start at any ``s >= f``.

*Average precision: no restriction at all.* A group from ``(t, s)`` to ``(t', f')`` adds
``dt (s + f')`` to ``L`` and an amount to AP that depends on ``(dt, t', f')`` only. For fixed
``(t, dt)`` the best over ``s <= f'`` of ``W_t(s, M - dt s)`` (``M = L' - dt f'``) is a running
best along ``f'`` -- one vector operation per ``f'`` -- so all groups of every shape are searched
in ``O(N+^2 N- L*)`` operations: exact over all rankings. It is pruned by bounds as AUC-PR is
(below).

*Average precision: branch and bound, ties included.* For a multiplier ``mu`` let
``B_mu[t, s]`` be the best (min or max) of ``AP_rest + mu L_rest`` over every completion from
``(t, s)``, and ``F_mu[t, f]`` the best of ``AP + mu L`` over every path from ``(0, 0)`` to
``(t, f)``. Both are programmes over ``(TP, FP)`` alone, over the very groups of the search: a
group from ``(t, s')`` to ``(t', f')`` gives *all* its ``dt`` positives the precision
``t'/(t' + f')`` at its end and adds ``dt (s' + f')`` to ``L``, and these two terms split into
a part in ``(dt, t', f')`` and a part ``mu dt s'`` in the start, so suffix (prefix) bests along
FP give each in ``O(N+^2 N-)`` (:func:`_ap_to_go`, :func:`_ap_from_start`). Validity: a
completion that loses exactly the ``R = L* - L`` half-pairs still to lose has
``AP_rest = AP_rest + mu (L_rest - R)``, which is on the far side of ``B_mu[t, s] - mu R`` for
every real ``mu`` (``B`` is the best over a set containing it); likewise a path to
``(t, f, L)`` has value on the far side of ``F_mu[t, f] - mu L``. No relaxation of the path is
made, so the bounds hold for tied groups exactly as for single ranks (they are the Lagrangian
dual functions; the duality gap, not the ties, is what they lose). ``mu*`` maximizes (minimizes)
the bound at the start ``B_mu[0, 0] - mu L*``, and ``mu* 2^k`` (``k = -5, -3, -2, -1, 1, 2,
3``) are used beside it; the passes, windows and pruning are those of AUC-PR below. The
first incumbent is a constructed ranking (:func:`_incumbent`).

*AUC-PR: primitive groups.* A group whose ``(dt, df)`` has ``g = gcd(dt, df) > 1`` is the same
straight segment as ``g`` consecutive groups ``(dt/g, df/g)``: same AUC-PR (the Davis-Goadrich
area is additive along a segment) and same ``L`` (the area under a straight line). Hence the
groups with ``gcd(dt, df) = 1`` (and ``dt >= 1``) together with negative runs reach every
(AUC-ROC, AUC-PR) pair of every ranking, and the search over them is exact. Searched in full it
costs ``O(N+^2 N-^2 L*)``, far too much at ``N- = 2000``; it is pruned by bounds instead.

*AUC-PR: branch and bound.* Write the curve as FP ``g(x)`` along TP ``x``; then
``N+ AUC-PR = int x/(x + g(x)) dx`` and ``L = 2 int g``. From a state ``(t, f)`` with ``R``
half-pairs still to lose, every completion has ``g >= f`` non-decreasing on ``[t, N+]`` with
``2 int g = R``; dropping monotonicity and the lattice, weak duality gives for every
``lambda > 0``

.. math::

    N^+ \cdot \text{rest} \;\ge\; \int_t^{N^+} \min_{g \in [f, N^-]}
    \Big(\frac{x}{x+g} + \lambda g\Big) dx - \frac{\lambda R}{2}

(and the same with ``max`` and ``<=`` for the maximum), in closed form (the minimizer is
``clip(sqrt(x/lambda) - x, f, N-)``; for the maximum ``x/(x+g)`` is convex in ``g``, so
``g = f`` or ``N-``). ``lambda*`` is chosen to make the bound at ``(0, 0)`` tightest (that bound
equals the continuous extreme, ``auc_pr_min_exact`` / Thm 3.5's maximum); ``lambda*/32``,
``lambda*/4`` and ``4 lambda*`` are used beside it, as each is tighter for other states. A pass
of the programme with limit ``U`` drops every state whose value plus any of these bounds is
beyond ``U`` (compared exactly, the bound rounded toward its side: "Arithmetic" below):
no path within ``U`` passes through it, so if the pass finds a path within ``U`` that path is
optimal. The incumbent is the AUC-PR of a known path at ``L*``: the average-precision extreme's
ranking when that is searched too (:func:`finite_n_bounds`), otherwise a constructed ranking
(:func:`_incumbent`). ``U`` starts ``1e-6`` beyond the continuous extreme, widens eightfold per
failed pass and is never looser than the incumbent (so the last pass always succeeds).

*Memory: only the windows are stored.* The same Lagrangian bound also holds for the path
*before* a state: along any path from ``(0, 0)`` to ``(t, f)`` the FP count stays in
``[0, f]``, so ``F_mu[t, f] - mu L`` (``F_mu = int_0^t opt_{g in [0, f]} (x/(x+g) + 2 N+ mu g)
dx / N+``) bounds its value. A state can be on a path within ``U`` only if
``F_{mu_i}[t, f] - mu_i L + B_{mu_j}[t, f] - mu_j (L* - L)`` is within ``U`` for every pair of
multipliers; with ``mu_i != mu_j`` that bounds ``L`` on one side. So each pass first computes,
for every ``(t, f)``, an interval of ``L`` (empty for most rows), and the table of layer ``t``
holds only the rows with a window, one after another, each exactly its own window
(:func:`_windows`, :class:`_Rows`). Average precision does the same with its own ``F`` and
``B``. At ``(N+, N-) = (20, 2000)`` all four extremes take at most about 0.3 GB at every AUC-ROC
measured (0.05 to 0.99), where the full table needs up to 4.7 GB; average precision at
``(50, 5000)`` runs at every AUC-ROC tried, the hardest being maxima between the steps
``k / N+`` at low and middle AUC-ROC, where the Lagrangian bound has a duality gap (about
0.01 there; AUC-ROC 0.31: 210 million cells, 1.8 GB, ``benchmarks/FINITE_N.md``).
``max_cells`` caps the cells of a pass (default 220 million, 1.76 GB).

Arithmetic (validated)
----------------------
Every number the search compares is a rigorous one-sided bound: a lower bound when minimizing,
an upper bound when maximizing ("the bound side"), so no decision rests on a margin.

* *IEEE steps.* ``+ - * /`` and ``sqrt`` are correctly rounded, so the exact result of one
  step on floats lies within one float of the computed one; :func:`_rnd` moves the result one
  float (``np.nextafter``) toward the bound side, which makes it a bound of the exact result of
  that step on those floats. Quantities needed on both sides are float intervals
  (:func:`_iadd`, :func:`_imul`, ... round each end outward). A sum of two floats that is exact
  (checked by Knuth's TwoSum) is not widened.
* *Logarithms.* ``log`` is not correctly rounded by libm, so it is never taken from it: every
  ``log v`` (``v`` a float) is mpmath's at 30 digits (error below ``1e-29``) rounded to the
  nearest float (error at most half an ulp) and widened by one ulp each way
  (:func:`_log_float`); the logs of integers (segment areas) come from a table so built
  (:func:`_log_table`).
* *Gains.* A group's average precision ``dt t' / (N+ (t' + f'))`` is one division of exact
  integers, rounded to its side; a segment's AUC-PR is its closed form (:func:`_pr_gain`)
  evaluated in intervals from the integer logs, and its end on the bound side is used.
* *Dynamic programme.* Every cell is ``rnd(predecessor + gain)`` (:func:`_round_dp`): by
  induction it is a bound, on its side, of the exact value of every path into the state that
  the pass keeps (taking the best of bounds is exact). So the value reached at ``(N+, N-, L*)``
  bounds the exact extreme over those paths.
* *Lagrangian bounds.* ``B`` and ``F`` are enclosed in intervals (:func:`_relaxed_integral`):
  the roots where the minimizer's clip starts or stops binding are enclosed, each closed-form
  piece is used only where it is proved to be the integrand, and on the slivers around the
  roots a function on the right side of the integrand is integrated instead (the unconstrained
  minimum ``2 sqrt(lambda x) - lambda x`` for the minimum, ``a + b >= max(a, b)`` for the
  maximum). The multiplier term ``mu R`` uses ``mu = lambda / (2 N+)`` rounded away from the
  bound side (``R >= 0``), and each sum of bounds is rounded toward it.
* *Pruning.* A state, a push or a window of ``L`` is dropped only if such a bound is beyond
  the limit ``U``, compared exactly: the window ends are solved from the rounded linear bound
  in ``L`` with the quotient rounded outward (:func:`_windows`). So a path whose exact value is
  within ``U`` is never dropped. If the pass reaches ``(N+, N-, L*)`` with a bound ``V`` within
  ``U``, then ``V`` bounds the exact extreme: if the extreme is within ``U`` its path survived
  and ``V`` is at least as good as its bound; otherwise ``V`` is within ``U`` and the extreme is
  not. The last limit is the incumbent's enclosure end away from the bound side, so its own
  path survives and the last pass always succeeds.
* *Enclosure.* The backtracked ranking is a real ranking at ``L*``: its exact value (average
  precision in rationals, AUC-PR in mpmath interval arithmetic at 140 bits, :func:`_exact_values`)
  is attained. So the exact extreme lies in ``[V, attained]`` for a minimum (``[attained, V]``
  for a maximum); :class:`FiniteNExtreme` reports it as ``lower``/``upper`` (widths about
  ``1e-15``, ``benchmarks/FINITE_N.md``) and ``value`` is the attained value, the nearest float.
  The result is validated (interval arithmetic end to end); the values are the same as with
  plain float64 (which rounded the same sums to nearest) to about ``1e-15``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from numbers import Integral, Real

import mpmath
import numpy as np
import numpy.typing as npt

from numeric.validation import check_positive_int

__all__ = ["FiniteNBounds", "FiniteNExtreme", "finite_n_bounds", "finite_n_extremes"]

#: Largest ``N+`` and ``N-`` accepted (memory grows as ``N- * L*``).
MAX_N_POS = 200
MAX_N_NEG = 100_000
#: Default cap on the table cells (8 bytes each) of one search: 1.76 GB of tables, so that a
#: search stays within 2 GB of memory (``benchmarks/FINITE_N.md``).
MAX_CELLS = 220_000_000
#: Below this many table updates (dense cells times ``N+``) average precision is searched in
#: one pass over every reachable state, without bounds (cheaper than computing them).
SMALL_WORK = 20_000_000
#: Default cap on the elementary operations of the exact AUC-PR search.
MAX_WORK = 20_000_000_000

Groups = tuple[tuple[int, int], ...]
Dataset = tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]


@dataclass(frozen=True)
class FiniteNExtreme:
    """One exact extreme and a data set that attains it.

    Attributes
    ----------
    value : float
        The extreme (minimum or maximum of AUC-PR or average precision).
    y_true : ndarray of int64 of shape (n_pos + n_neg,)
    y_score : ndarray of float64 of shape (n_pos + n_neg,)
        A data set with the given counts and AUC-ROC whose value is ``value``.
    lower, upper : float
        A rigorous enclosure of the extreme over all data sets: one end is the bound the
        search proved (every pruning and sum rounded toward it), the other the attaining data
        set's exact value rounded outward; ``lower <= value <= upper`` (module docstring,
        "Arithmetic").
    """

    value: float
    y_true: npt.NDArray[np.int64]
    y_score: npt.NDArray[np.float64]
    lower: float
    upper: float


@dataclass(frozen=True)
class FiniteNBounds:
    """Exact extremes over all data sets with ``n_pos`` positives, ``n_neg`` negatives and the
    given AUC-ROC, each with a data set ``(y_true, y_score)`` that attains it.

    Attributes
    ----------
    n_pos, n_neg : int
    auc_roc : float
        The AUC-ROC (attainable: ``2 n_pos n_neg auc_roc`` is an integer).
    auc_pr_min_finite, auc_pr_max_finite : float
        Exact AUC-PR (Davis & Goadrich interpolation) extremes.
    average_precision_min_finite, average_precision_max_finite : float
        Average precision (scikit-learn's step sum) extremes.
    auc_pr_min_data, auc_pr_max_data, average_precision_min_data, average_precision_max_data :
    tuple of (ndarray of int64, ndarray of float64)
        ``(y_true, y_score)`` attaining each extreme.
    """

    n_pos: int
    n_neg: int
    auc_roc: float
    auc_pr_min_finite: float
    auc_pr_max_finite: float
    average_precision_min_finite: float
    average_precision_max_finite: float
    auc_pr_min_data: Dataset
    auc_pr_max_data: Dataset
    average_precision_min_data: Dataset
    average_precision_max_data: Dataset


# --------------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------------


def _target_loss(n_pos: int, n_neg: int, auc_roc: object) -> int:
    """``L* = 2 N+ N- (1 - auc_roc)``, an integer, or a ValueError naming the nearest values."""
    if isinstance(auc_roc, bool) or not isinstance(auc_roc, (Real, Fraction)):
        raise TypeError(f"auc_roc must be a real number, got {auc_roc!r}")
    if isinstance(auc_roc, Fraction):
        x = auc_roc
    elif isinstance(auc_roc, Integral):
        x = Fraction(int(auc_roc))
    else:  # a float is read as its shortest decimal: 0.9 is 9/10
        x = Fraction(repr(float(auc_roc)))
    if not 0 <= x <= 1:
        raise ValueError(f"auc_roc must be in [0, 1], got {float(x)!r}")
    pairs2 = 2 * n_pos * n_neg
    scaled = x * pairs2
    if scaled.denominator != 1 and not isinstance(auc_roc, Fraction):
        # A float that is the rounding of an attainable k/pairs2 (17/24 is 0.7083333333333334)
        # stands for it: the float is all a decimal input can give.
        k = round(Fraction(float(auc_roc)) * pairs2)
        if float(Fraction(k, pairs2)) == float(auc_roc):
            scaled = Fraction(k)
    if scaled.denominator != 1:
        lo, hi = math.floor(scaled), math.ceil(scaled)
        raise ValueError(
            f"auc_roc must be a multiple of 1/(2 n_pos n_neg) = 1/{pairs2} (ties count 1/2), got "
            f"{float(x)!r}; the nearest attainable values are {lo / pairs2!r} and {hi / pairs2!r}"
        )
    return pairs2 - int(scaled)


def _check_counts(n_pos: object, n_neg: object) -> tuple[int, int]:
    p = check_positive_int(n_pos, "n_pos")
    n = check_positive_int(n_neg, "n_neg")
    if p > MAX_N_POS:
        raise ValueError(f"n_pos must be <= {MAX_N_POS} for the exact search, got {p}")
    if n > MAX_N_NEG:
        raise ValueError(f"n_neg must be <= {MAX_N_NEG} for the exact search, got {n}")
    return p, n


# --------------------------------------------------------------------------------------------
# rigorous arithmetic: one-sided rounding and float intervals
# --------------------------------------------------------------------------------------------

Interval = tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]


def _rnd(x: npt.ArrayLike, sense: int) -> npt.NDArray[np.float64]:
    """The next float from ``x`` toward ``sense * inf``: below ``x`` for a minimum (a lower
    bound), above for a maximum. Applied after each IEEE operation (correctly rounded), it
    turns the rounded result into a one-sided bound of the exact one."""
    out: npt.NDArray[np.float64] = np.nextafter(np.asarray(x, dtype=np.float64), sense * np.inf)
    return out


def _dn(x: npt.ArrayLike) -> npt.NDArray[np.float64]:
    return _rnd(x, -1)


def _up(x: npt.ArrayLike) -> npt.NDArray[np.float64]:
    return _rnd(x, 1)


def _point(x: npt.ArrayLike) -> Interval:
    """A float (array) as the interval holding only itself."""
    v = np.asarray(x, dtype=np.float64)
    return v, v


def _iadd(a: Interval, b: Interval) -> Interval:
    return _dn(a[0] + b[0]), _up(a[1] + b[1])


def _isub(a: Interval, b: Interval) -> Interval:
    return _dn(a[0] - b[1]), _up(a[1] - b[0])


def _imul(a: Interval, b: Interval) -> Interval:
    prods = (a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1])
    return (_dn(np.minimum(np.minimum(prods[0], prods[1]), np.minimum(prods[2], prods[3]))),
            _up(np.maximum(np.maximum(prods[0], prods[1]), np.maximum(prods[2], prods[3]))))


def _idiv(a: Interval, b: Interval) -> Interval:
    """``a / b`` for ``b`` of one strict sign."""
    quots = (a[0] / b[0], a[0] / b[1], a[1] / b[0], a[1] / b[1])
    return (_dn(np.minimum(np.minimum(quots[0], quots[1]), np.minimum(quots[2], quots[3]))),
            _up(np.maximum(np.maximum(quots[0], quots[1]), np.maximum(quots[2], quots[3]))))


def _isqrt(a: Interval) -> Interval:
    """Square root of the non-negative part of ``a``."""
    return (_dn(np.sqrt(np.maximum(a[0], 0.0))).clip(0.0), _up(np.sqrt(np.maximum(a[1], 0.0))))


def _isum_exact(x: npt.NDArray[np.float64], c: npt.NDArray[np.float64]) -> Interval:
    """``x + c`` enclosed: the rounded sum, widened only where it is inexact (TwoSum)."""
    s = x + c
    bp = s - x
    err = (x - (s - bp)) + (c - bp)  # exact: x + c = s + err (Knuth's TwoSum)
    return np.where(err < 0, _dn(s), s), np.where(err > 0, _up(s), s)


def _log_float(values: npt.NDArray[np.float64]) -> Interval:
    """``log`` of positive floats enclosed: mpmath at 30 digits (error below 1e-29), rounded
    to the nearest float (error at most half an ulp), then widened by one ulp each way."""
    flat = np.asarray(values, dtype=np.float64).ravel()
    uniq, inverse = np.unique(flat, return_inverse=True)
    near = np.array([_log_nearest(v) for v in uniq.tolist()], dtype=np.float64)
    mid = near[inverse].reshape(np.shape(values))
    return _dn(mid), _up(mid)


@lru_cache(maxsize=1 << 18)
def _log_nearest(v: float) -> float:
    """``log v`` at 30 digits, rounded to the nearest float."""
    with mpmath.workdps(30):
        return float(mpmath.log(mpmath.mpf(v)))


def _ilog(a: Interval) -> Interval:
    """``log`` of an interval of positive floats (increasing: the ends' enclosures)."""
    if np.array_equal(a[0], a[1]):
        return _log_float(a[0])
    return _log_float(a[0])[0], _log_float(a[1])[1]


@lru_cache(maxsize=8)
def _log_table(size: int) -> tuple[npt.NDArray[np.float64], Interval]:
    """``log k`` for the integers ``k = 1..size`` as a head (the nearest float) and a tail
    enclosed (``log k - head`` at 40 digits, widened one ulp each way); entry 0 is unused.
    Head and tail together carry ``log k`` to about ``1e-30``, so a difference of two logs is
    enclosed to a few ulps of the difference itself (:func:`_log_ratio`)."""
    head = np.zeros(size + 1)
    tail = np.zeros(size + 1)
    with mpmath.workdps(40):
        for k in range(1, size + 1):
            exact = mpmath.log(k)
            head[k] = float(exact)
            tail[k] = float(exact - mpmath.mpf(head[k]))
    return head, (_dn(tail), _up(tail))


def _log_ratio(num: npt.NDArray[np.int64], den: npt.NDArray[np.int64], size: int) -> Interval:
    """``log(num / den)`` for integers in ``1..size``, enclosed from :func:`_log_table`."""
    head, (tail_lo, tail_hi) = _log_table(size)
    return _iadd(_isum_exact(head[num], -head[den]),
                 _isub((tail_lo[num], tail_hi[num]), (tail_lo[den], tail_hi[den])))


def _side(a: Interval, sense: int) -> npt.NDArray[np.float64]:
    """The end of ``a`` that bounds on the side of ``sense`` (lower end for a minimum)."""
    return a[0] if sense < 0 else a[1]


# --------------------------------------------------------------------------------------------
# the dynamic programme
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Layout:
    """Table shape of TP layer ``t``: rows ``f = 0..rows[t]-1``, columns ``L = lo[t]..hi[t]``."""

    n_pos: int
    n_neg: int
    target: int
    rows: tuple[int, ...]
    lo: tuple[int, ...]
    hi: tuple[int, ...]

    @classmethod
    def build(cls, n_pos: int, n_neg: int, target: int) -> _Layout:
        rows, lo, hi = [], [], []
        for t in range(n_pos + 1):
            left = n_pos - t
            fmax = n_neg if left == 0 else min(n_neg, target // (2 * left))
            rows.append(fmax + 1)
            lo.append(max(0, target - 2 * left * n_neg))
            hi.append(target if left == 0 else min(target, 2 * t * fmax))
        return cls(n_pos, n_neg, target, tuple(rows), tuple(lo), tuple(hi))

    def cells(self) -> int:
        return sum(r * max(0, h - lo + 1) for r, lo, h in zip(self.rows, self.lo, self.hi,
                                                                strict=True))


def _better(sense: int) -> np.ufunc:
    return np.minimum if sense < 0 else np.maximum


def _run_ap(layout: _Layout, sense: int, incumbent: float,
            max_cells: int) -> tuple[float, Groups]:
    """Best average precision at ``L = L*`` (a bound on it) and the groups that attain it:
    branch and bound (:func:`_search`) with the Lagrangian bounds :func:`_ap_to_go` and
    :func:`_ap_from_start`, each pass searching every group shape (:func:`_ap_pass`)."""
    p, n, target = layout.n_pos, layout.n_neg, layout.target
    if layout.cells() * p <= SMALL_WORK:  # small: one pass over every reachable state
        return _search(layout, sense, [], [], [], incumbent, max_cells,
                       lambda offsets, limit: _ap_pass(layout, offsets, sense, [], [], limit))
    mu = _ap_dual_multiplier(p, n, target, sense)
    # beside the best at the start, others tighter elsewhere: with a duality gap (maxima at
    # low AUC-ROC) the windows are wide, and eight multipliers narrow them by a quarter
    mus = [mu * k for k in (1.0, 0.5, 2.0, 0.25, 4.0, 1.0 / 8.0, 8.0, 1.0 / 32.0)]
    bounds = [_ap_to_go(p, n, m, sense) for m in mus]
    fronts = [_ap_from_start(p, n, m, sense) for m in mus]
    return _search(layout, sense, mus, bounds, fronts, incumbent, max_cells,
                   lambda offsets, limit: _ap_pass(layout, offsets, sense, mus, bounds, limit))


def _round_dp(x: npt.NDArray[np.float64], sense: int) -> npt.NDArray[np.float64]:
    """``x`` (sums just computed) moved one float toward the bound side, in place; infinite
    entries (no state) stay infinite."""
    np.nextafter(x, sense * np.inf, out=x, where=np.isfinite(x))
    return x


def _ap_gain(t2: int, f2: npt.ArrayLike, dt: int, n_pos: int,
             sense: int) -> npt.NDArray[np.float64]:
    """Average precision added by a group of ``dt`` positives ending at ``(t2, f2)``,
    ``dt t2 / (N+ (t2 + f2))``, bounded on the side of ``sense`` (one correctly rounded
    division of two exact integers, moved one float)."""
    f2 = np.asarray(f2, dtype=np.float64)
    return _rnd(float(dt * t2) / (n_pos * (t2 + f2)), sense)


def _pr_gain(t: int, s: npt.ArrayLike, t2: int, f2: npt.ArrayLike, n_pos: int, n_neg: int,
             sense: int) -> npt.NDArray[np.float64]:
    r"""AUC-PR added by the straight segment from ``(t, s)`` to ``(t2, f2)``, bounded on the
    side of ``sense`` (interval arithmetic, logs of integers from :func:`_log_table`).

    With ``dt = t2 - t``, ``dn = dt + f2 - s`` and ``d = s t2 - f2 t`` (Davis & Goadrich's
    interpolation, FP linear in TP along the segment),

    .. math:: N^+ \cdot \text{area} = \frac{dt}{dn}\Big(dt - \frac{d}{dn}
              \log\frac{t_2 + f_2}{t + s}\Big), \qquad \frac{dt^2}{dn} \text{ if } t + s = 0.
    """
    s = np.asarray(s, dtype=np.float64)
    f2 = np.asarray(f2, dtype=np.float64)
    dt = float(t2 - t)
    dn = dt + (f2 - s)
    start = (t + s).astype(np.int64)
    end = (t2 + f2).astype(np.int64)
    log_ratio = _log_ratio(end, start, n_pos + n_neg)
    q = _idiv(_point(s * t2 - f2 * t), _point(dn))
    inner = _isub(_point(dt), _imul(q, log_ratio))
    area = _imul(_idiv(_point(dt), _point(dn)), inner)
    ray = _idiv(_point(dt * dt), _point(dn))  # from the origin: precision dt/dn throughout
    at_origin = start == 0
    total = (np.where(at_origin, ray[0], area[0]), np.where(at_origin, ray[1], area[1]))
    return _side(_idiv(total, _point(float(n_pos))), sense)


def _ap_pass(
    layout: _Layout, offsets: list[_Rows], sense: int,
    mus: list[float], bounds: list[npt.NDArray[np.float64]], limit: float,
) -> tuple[float, Groups] | None:
    """One pass of the average-precision programme with states beyond ``limit`` dropped
    (tables as :func:`_pr_pass`); ``None`` if no path stays within it."""
    p, target = layout.n_pos, layout.target
    tables = _new_tables(offsets, sense)
    if tables is None:
        return None
    for t in range(p):
        w = tables[t]
        if w.size == 0:
            continue
        _gap_closure_windowed(w, offsets[t], target, sense)
        alive, _ = _prune_layer(w, offsets[t], t, target, sense, mus, bounds, limit)
        live = np.flatnonzero(np.logical_or.reduceat(alive, offsets[t].start))
        if live.size == 0:
            continue
        for t2 in range(t + 1, p + 1):
            if tables[t2].size:
                _push_ap(layout, w, offsets[t], live, t, tables[t2], offsets[t2], t2, sense)
    _gap_closure_windowed(tables[p], offsets[p], target, sense)
    value = float(tables[p][-1])
    if not (np.isfinite(value) and (value <= limit if sense < 0 else value >= limit)):
        return None
    return value, _backtrack(layout, tables, offsets, "ap", value, sense)


def _push_ap(layout: _Layout, src: npt.NDArray[np.float64], rows_s: _Rows,
             live: npt.NDArray[np.int64], t: int, dst: npt.NDArray[np.float64], rows_d: _Rows,
             t2: int, sense: int) -> None:
    """All groups from layer ``t`` to ``t2``, every shape: a running best along FP.

    A group from ``(t, s, L)`` to ``(t2, f2)`` reaches ``L' = L + dt (s + f2)`` and adds
    ``dt t2 / (N+ (t2 + f2))``, which depends on ``f2`` only; so with
    ``y[M] = best_{s <= f2} W_t(s, M - dt s)`` (updated as ``f2`` grows: a row of the source
    enters at ``f2 = s``), ``W_t2(f2, L') = y[L' - dt f2] + gain(f2)``. Only the stored rows
    are visited (``live``: the source rows with a state within the limit).
    """
    dt, target, n_pos = t2 - t, layout.target, layout.n_pos
    better = _better(sense)
    bad = np.inf if sense < 0 else -np.inf
    src_fs = rows_s.fs[live]
    first = int(src_fs[0])
    dst_k = np.flatnonzero(rows_d.fs >= first)
    if dst_k.size == 0:
        return
    gains = _ap_gain(t2, rows_d.fs[dst_k], dt, n_pos, sense)
    y = np.full(target + 1, bad)
    nxt = 0  # next source row to enter
    for k, gain in zip(dst_k.tolist(), gains.tolist(), strict=True):
        f2 = int(rows_d.fs[k])
        while nxt < src_fs.size and src_fs[nxt] <= f2:  # rows s <= f2 enter y at M = L + dt s
            i = int(live[nxt])
            a = int(rows_s.off[i]) + dt * int(src_fs[nxt])
            b = min(target + 1, a + int(rows_s.width[i]))
            if a < b:
                first = int(rows_s.start[i])
                better(y[a:b], src[first: first + b - a], out=y[a:b])
            nxt += 1
        a = int(rows_d.off[k]) - dt * f2  # M of the row's first column
        lo, hi = max(a, 0), min(a + int(rows_d.width[k]), target + 1)
        if lo < hi:
            first = int(rows_d.start[k])
            row = dst[first + lo - a: first + hi - a]
            better(row, _round_dp(y[lo:hi] + gain, sense), out=row)


def _run_pr(layout: _Layout, sense: int, max_work: int,
            incumbent: float, max_cells: int) -> tuple[float, Groups]:
    """Best AUC-PR at ``L = L*``: branch and bound on the programme over primitive groups.

    The limit ``U`` starts just beyond the Lagrangian bound of the whole problem and widens
    (x8) until a path within it exists, and is never looser than ``incumbent`` (the AUC-PR of a
    known path at ``L*``, which always survives). States whose bound on their best completion
    is beyond ``U`` are dropped -- they cannot lead to a path within ``U`` -- so the best path
    of the first successful pass is optimal. Only the states inside each row's window
    (:func:`_windows`) are stored. A small problem (``cells N+ N-`` at most
    :data:`SMALL_WORK`) takes one pass over every reachable state, without multipliers.
    """
    p, n, target = layout.n_pos, layout.n_neg, layout.target
    if layout.cells() * p * n <= SMALL_WORK:  # small: one pass over every reachable state
        return _search(layout, sense, [], [], [], incumbent, max_cells,
                       lambda offsets, limit: _pr_pass(layout, offsets, sense, [], [], limit,
                                                       max_work))
    lam = _dual_multiplier(p, n, target, sense)
    # the best multiplier at the start, and others that are tighter for other states
    lams = [lam * k for k in (1.0, 0.25, 4.0, 1.0 / 32.0)]
    rows = max(layout.rows)
    bounds = [_rnd(_relaxed_to_go(p, n, v, sense, rows) / p, sense) for v in lams]
    fronts = [_rnd(_relaxed_from_start(p, v, sense, rows) / p, sense) for v in lams]
    # mu = lam / (2 N+) rounded away from the bound side: -mu R (R >= 0) stays a bound
    mus = [float(_rnd(v / (2 * p), -sense)) for v in lams]
    return _search(layout, sense, mus, bounds, fronts, incumbent, max_cells,
                   lambda offsets, limit: _pr_pass(layout, offsets, sense, mus, bounds, limit,
                                                   max_work))


def _search(layout: _Layout, sense: int, mus: list[float],
            bounds: list[npt.NDArray[np.float64]], fronts: list[npt.NDArray[np.float64]],
            incumbent: float, max_cells: int,
            one_pass: Callable[[list[_Rows], float],
                               tuple[float, Groups] | None]) -> tuple[float, Groups]:
    """Passes of ``one_pass`` with limits ``U`` from just beyond the bound at the start
    (``bounds[0][0, 0] - mus[0] L*``), eightfold wider each time, never looser than
    ``incumbent`` (a limit that a known path at ``L*`` is within); the first pass that finds
    a path within ``U`` is returned (module docstring, "Arithmetic"). Without multipliers
    the one pass keeps every reachable state."""
    p, n, target = layout.n_pos, layout.n_neg, layout.target
    start = float(bounds[0][0, 0]) - mus[0] * target if mus else incumbent
    gap = abs(start - incumbent)
    delta = 1e-6  # narrow first: a failed pass with narrow windows is cheap
    while True:
        limit = start - sense * delta if delta < gap else incumbent
        offsets = _windows(layout, sense, mus, bounds, fronts, limit)
        cells = sum(int(o.width.sum()) for o in offsets)
        if cells > max_cells:
            raise ValueError(
                f"the exact search for n_pos={p}, n_neg={n} at this AUC-ROC needs {cells} table "
                f"cells ({cells * 8 / 1e9:.1f} GB), more than max_cells={max_cells}"
            )
        found = one_pass(offsets, limit)
        if found is not None:
            return found
        if limit == incumbent:  # pragma: no cover - the incumbent's own path survives
            raise AssertionError("no path within the incumbent's value")
        delta *= 8.0


@dataclass(frozen=True)
class _Rows:
    """The stored FP rows of one layer, each its own window of ``L``: ``fs`` (increasing),
    ``pos[f]`` (the index of row ``f``, -1 if not stored), ``off`` (the ``L`` of each stored
    row's first cell), ``width`` (its number of cells, >= 1) and ``start`` (where it begins in
    the layer's flat table: the rows one after another)."""

    fs: npt.NDArray[np.int64]
    pos: npt.NDArray[np.int64]
    off: npt.NDArray[np.int64]
    width: npt.NDArray[np.int64]
    start: npt.NDArray[np.int64]

    @classmethod
    def of(cls, fs: npt.NDArray[np.int64], rows: int, off: npt.NDArray[np.int64],
           width: npt.NDArray[np.int64]) -> _Rows:
        pos = np.full(rows, -1, dtype=np.int64)
        pos[fs] = np.arange(fs.size)
        start = np.zeros(fs.size, dtype=np.int64)
        np.cumsum(width[:-1], out=start[1:])
        return cls(fs, pos, off, width, start)


def _new_tables(offsets: list[_Rows], sense: int) -> list[npt.NDArray[np.float64]] | None:
    """Flat tables for the layers (no state anywhere), the start ``(0, 0, 0)`` set; ``None``
    if the start is outside the windows."""
    first = offsets[0]
    if first.fs.size == 0 or first.fs[0] != 0 or first.off[0] != 0:
        return None
    tables = [np.full(int(o.width.sum()), np.inf if sense < 0 else -np.inf) for o in offsets]
    tables[0][0] = 0.0
    return tables


def _windows(layout: _Layout, sense: int, mus: list[float],
             bounds: list[npt.NDArray[np.float64]], fronts: list[npt.NDArray[np.float64]],
             limit: float) -> list[_Rows]:
    r"""Per layer ``t``: the FP rows that have a window, and the first ``L`` and the width of
    each (the layer's table stores exactly these windows, one after another).

    A state ``(t, f, L)`` lies on a path within ``limit`` only if, for every pair of
    multipliers, ``F_i[t, f] - mu_i L + B_j[t, f] - mu_j (L* - L)`` (a bound on every path
    through it: :func:`_relaxed_from_start` before, :func:`_relaxed_to_go` after) is within
    ``limit``; with ``mu_i != mu_j`` this is a bound on ``L``, so every row keeps an interval of
    ``L`` (and reachability: ``L <= 2 t f``, ``L <= L* - 2 (N+ - t) f``). Every step is
    rounded toward the side that keeps more ``L``, so the window holds every such state.
    """
    p, n, target = layout.n_pos, layout.n_neg, layout.target
    offsets: list[_Rows] = []
    for t in range(p + 1):
        r = layout.rows[t]
        f = np.arange(r, dtype=np.float64)
        if t == p:  # only L = L* counts at the end
            every = np.arange(r)
            offsets.append(_Rows.of(every, r, np.full(r, target, dtype=np.int64),
                                    np.ones(r, dtype=np.int64)))
            continue
        lo = np.full(r, float(max(layout.lo[t], target - 2 * (p - t) * n)))
        hi = np.minimum(np.minimum(2.0 * t * f, target - 2.0 * (p - t) * f), float(layout.hi[t]))
        for fr, mu_i in zip(fronts, mus, strict=True):
            for bd, mu_j in zip(bounds, mus, strict=True):
                # the bound base + d L, rounded toward its side (L >= 0)
                base = _rnd(_rnd(fr[t, :r] + bd[t, :r], sense)
                            - float(_rnd(mu_j * target, -sense)), sense)
                d = float(_rnd(mu_j - mu_i, sense))
                k = _rnd(limit - base, -sense)  # within: d L <= k (minimum), >= k (maximum)
                with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
                    upper_cut = np.floor(_up(k / d))
                    lower_cut = np.ceil(_dn(k / d))
                if d == 0:
                    hi = np.where(k * -sense < 0, -1.0, hi)
                elif (d > 0) == (sense < 0):
                    hi = np.minimum(hi, upper_cut)
                else:
                    lo = np.maximum(lo, lower_cut)
        fs = np.flatnonzero(hi >= lo)
        offsets.append(_Rows.of(fs, r, lo[fs].astype(np.int64),
                                (hi[fs] - lo[fs]).astype(np.int64) + 1))
    return offsets


def _prune_layer(w: npt.NDArray[np.float64], rows: _Rows, t: int, target: int, sense: int,
                 mus: list[float], bounds: list[npt.NDArray[np.float64]], limit: float,
                 ) -> tuple[npt.NDArray[np.bool_], list[npt.NDArray[np.float64]]]:
    """Drop (in place) the states of layer ``t`` whose bound ``W + B[t, f] - mu (L* - L)`` is
    beyond ``limit`` for some multiplier; return the mask of the rest and, per multiplier and
    row, the best ``W - mu (L* - L)`` over it (all rounded toward the bound side). Runs over
    blocks of whole rows of about a million cells, so that its temporaries stay small."""
    bad = np.inf if sense < 0 else -np.inf
    better = _better(sense)
    alive = np.isfinite(w)
    nrows = rows.fs.size
    row_best = [np.full(nrows, bad) for _ in mus]
    ends = rows.start + rows.width
    i = 0
    while i < nrows:
        j = min(nrows, max(i + 1, int(np.searchsorted(ends, rows.start[i] + (1 << 20),
                                                      side="right"))))
        a, b = int(rows.start[i]), int(ends[j - 1])
        row_of = np.repeat(np.arange(i, j), rows.width[i:j])
        ell = rows.off[row_of] + (np.arange(a, b) - rows.start[row_of])
        block, ok = w[a:b], alive[a:b]
        ok &= ell <= target
        reduced = []
        for mu, bound in zip(mus, bounds, strict=True):
            with np.errstate(invalid="ignore"):  # inf - finite in cells with no state
                r = _rnd(block - _rnd(mu * (target - ell), -sense), sense)
            total = _rnd(r + bound[t, rows.fs[row_of]], sense)
            ok &= total <= limit if sense < 0 else total >= limit
            reduced.append(r)
        for best, r in zip(row_best, reduced, strict=True):
            r[~ok] = bad
            best[i:j] = better.reduceat(r, rows.start[i:j] - a)
        block[~ok] = bad
        i = j
    return alive, row_best


def _gap_closure_windowed(table: npt.NDArray[np.float64], rows: _Rows, target: int,
                          sense: int) -> None:
    """Best over stored rows ``f <= s`` at the same ``L``, in place (a row not stored, or a
    cell outside a row's window, holds no state within the limit)."""
    if table.size == 0:
        return
    better = _better(sense)
    running = np.full(target + 1 + int(rows.width.max()), np.inf if sense < 0 else -np.inf)
    for o, w, first in zip(rows.off.tolist(), rows.width.tolist(), rows.start.tolist(),
                           strict=True):
        seg = running[o:o + w]
        row = table[first:first + w]
        better(seg, row, out=seg)
        row[:] = seg


def _pr_pass(
    layout: _Layout, offsets: list[_Rows], sense: int,
    mus: list[float], bounds: list[npt.NDArray[np.float64]], limit: float, max_work: int,
) -> tuple[float, Groups] | None:
    """One pass with states beyond ``limit`` dropped; ``None`` if no path stays within it.

    Layer ``t`` is a flat table, its stored rows one after another: cell ``start[i] + j`` of
    ``rows = offsets[t]`` holds ``f = rows.fs[i]`` and ``L = rows.off[i] + j``
    (``j < rows.width[i]``). Cells hold bounds on the side
    of ``sense`` (every sum rounded toward it), and every test compares a bound so rounded
    with ``limit`` exactly: a state is dropped only if no path through it is within ``limit``.
    Returns the bound found at ``(N+, N-, L*)`` and the groups of the path that attains it.
    """
    p, n, target = layout.n_pos, layout.n_neg, layout.target
    better = _better(sense)

    def within(x: npt.NDArray[np.float64]) -> npt.NDArray[np.bool_]:
        out: npt.NDArray[np.bool_] = x <= limit if sense < 0 else x >= limit
        return out

    tables = _new_tables(offsets, sense)
    if tables is None:
        return None
    work = 0
    for t in range(p):
        w = tables[t]
        if w.size == 0:
            continue
        rows_t = offsets[t]
        _gap_closure_windowed(w, rows_t, target, sense)
        alive, row_best = _prune_layer(w, rows_t, t, target, sense, mus, bounds, limit)
        for i in np.flatnonzero(np.logical_or.reduceat(alive, rows_t.start)):
            s = int(rows_t.fs[i])
            first = int(rows_t.start[i])
            cols = np.flatnonzero(alive[first:first + int(rows_t.width[i])])
            a, b = int(cols[0]), int(cols[-1])
            vec = w[first + a:first + b + 1]
            l_a = int(rows_t.off[i]) + a  # L of column a
            best_reduced = [float(rb[i]) for rb in row_best]
            for t2 in range(t + 1, p + 1):
                dt = t2 - t
                dst = tables[t2]
                rows_2 = offsets[t2]
                if dst.size == 0:
                    continue
                f2 = np.arange(s, rows_2.pos.size)
                f2 = f2[(np.gcd(dt, f2 - s) == 1) & (rows_2.pos[f2] >= 0)]
                gain = _pr_gain(t, s, t2, f2, p, n, sense)
                shift = dt * (s + f2)
                if t2 == p:  # the last group: only L' = L* counts
                    src = target - shift - l_a
                    ok = (src >= 0) & (src <= b - a)
                    k2 = rows_2.start[rows_2.pos[f2[ok]]]  # one cell per row: L = L*
                    vals = _round_dp(vec[src[ok]] + gain[ok], sense)
                    better(dst[k2], vals, out=vals)
                    dst[k2] = vals
                    work += int(ok.sum())
                    continue
                keep = np.ones(f2.size, dtype=bool)
                for mu, bound, b_r in zip(mus, bounds, best_reduced, strict=True):
                    # W + gain - mu (L* - L - shift) + B[t2, f2], rounded toward its side
                    here = _rnd(_rnd(b_r + gain, sense) + _rnd(mu * shift, sense), sense)
                    keep &= within(_rnd(here + bound[t2, f2], sense))
                f2, gain, shift = f2[keep], gain[keep], shift[keep]
                if f2.size == 0:
                    continue
                k2 = rows_2.pos[f2]
                ells = (l_a + shift)[:, None] + np.arange(b - a + 1)[None, :]
                col = ells - rows_2.off[k2][:, None]
                ok = (col >= 0) & (col < rows_2.width[k2][:, None]) & (ells <= target)
                idx = (rows_2.start[k2][:, None] + col)[ok]
                vals = _round_dp((vec[None, :] + gain[:, None])[ok], sense)
                dst[idx] = better(dst[idx], vals)
                work += int(idx.size)
                if work > max_work:
                    raise ValueError(
                        f"the exact AUC-PR search for n_pos={p}, n_neg={n} needs more than "
                        f"max_work={max_work:.2e} operations"
                    )
    _gap_closure_windowed(tables[p], offsets[p], target, sense)
    value = float(tables[p][-1])
    if not (np.isfinite(value) and within(np.float64(value))):
        return None
    return value, _backtrack(layout, tables, offsets, "pr", value, sense)


def _backtrack(layout: _Layout, tables: list[npt.NDArray[np.float64]],
               offsets: list[_Rows], quantity: str, value: float, sense: int) -> Groups:
    """Groups (negative runs included) of a path that attains ``value`` (tables as
    :func:`_pr_pass`)."""
    p, n = layout.n_pos, layout.n_neg
    groups: list[tuple[int, int]] = []
    t, big_l = p, layout.target

    def at(t0: int, f: npt.NDArray[np.int64], ell: npt.NDArray[np.int64]
           ) -> npt.NDArray[np.float64]:
        rows = offsets[t0]
        k = rows.pos[f]
        k0 = np.maximum(k, 0)
        col = ell - rows.off[k0] if rows.fs.size else ell
        ok = (k >= 0) & (col >= 0) & (col < (rows.width[k0] if rows.fs.size else 0))
        out = np.full(f.shape, np.nan)
        out[ok] = tables[t0][rows.start[k[ok]] + col[ok]]
        return out

    # trailing negatives: first row whose gap-closed value is the optimum
    col = tables[p]  # every row of the last layer: one cell, L = L*
    f_end = int(offsets[p].fs[np.flatnonzero(col == value)[0]])
    if f_end < n:
        groups.append((0, n - f_end))
    f = f_end
    v = value
    while t > 0:
        found = None
        for t0 in range(t - 1, -1, -1):
            src = tables[t0]
            if src.size == 0:
                continue
            dt = t - t0
            s = np.arange(min(f, offsets[t0].pos.size - 1) + 1)
            if quantity == "pr":
                s = s[np.gcd(dt, f - s) == 1]
            ell = big_l - dt * (s + f)
            ok = (ell >= layout.lo[t0]) & (ell <= layout.hi[t0])
            s, ell = s[ok], ell[ok]
            if s.size == 0:
                continue
            w = at(t0, s, ell)
            gain = (_ap_gain(t, f, dt, p, sense) if quantity == "ap"
                    else _pr_gain(t0, s, t, f, p, n, sense))
            err = np.where(np.isfinite(w), np.abs(w + gain - v), np.inf)
            k = int(np.argmin(err))
            if err[k] <= 1e-12 * max(1.0, abs(v)):
                found = (t0, int(s[k]), int(ell[k]), float(w[k]))
                break
        if found is None:
            raise AssertionError("backtracking lost the optimal path")  # pragma: no cover
        t0, s0, ell0, w0 = found
        groups.append((t - t0, f - s0))
        rows = np.arange(s0 + 1)
        column = at(t0, rows, np.full(rows.shape, ell0))
        f0 = int(np.flatnonzero(column == w0)[0])  # where the run of negatives began
        if f0 < s0:
            groups.append((0, s0 - f0))
        t, f, big_l, v = t0, f0, ell0, w0
    if f > 0:
        groups.append((0, f))
    return tuple(reversed(groups))


# --------------------------------------------------------------------------------------------
# AUC-PR: Lagrangian bounds on the rest of a path (branch and bound)
# --------------------------------------------------------------------------------------------


def _anti_const(z: npt.NDArray[np.float64], c: npt.NDArray[np.float64], lam: float) -> Interval:
    """Antiderivative ``z - c log(z + c) + lam c z`` of ``x/(x + c) + lam c`` in ``x``
    (``c >= 0`` an integer, ``z >= 0`` a float), enclosed."""
    pos = c > 0
    lo, hi = _isum_exact(z, c)  # z + c, or 1 where c = 0 (its log is multiplied by 0)
    arg = (np.where(pos, lo, 1.0), np.where(pos, hi, 1.0))
    clog = _imul(_point(c), _ilog(arg))
    lam_c = _imul(_point(lam), _point(c))
    return _iadd(_isub(_point(z), clog), _imul(lam_c, _point(z)))


def _anti_interior(z: npt.NDArray[np.float64], lam: float) -> Interval:
    """Antiderivative ``(4/3) sqrt(lam) z^(3/2) - lam z^2 / 2`` of ``psi = 2 sqrt(lam x) -
    lam x``, the minimum of ``x/(x+g) + lam g`` over all ``g > -x``, enclosed."""
    zi = _point(z)
    rise = _imul(_imul(_point(4.0), _isqrt(_point(lam))), _imul(zi, _isqrt(zi)))
    return _isub(_idiv(rise, _point(3.0)), _idiv(_imul(_point(lam), _imul(zi, zi)), _point(2.0)))


def _relaxed_integral(n_pos: int, lower: npt.NDArray[np.float64], upper: npt.NDArray[np.float64],
                      lam: float, sense: int) -> Interval:
    r"""``I[x, j]``, enclosing a bound on ``\int_0^x opt_{g \in [lower_j, upper_j]}
    (u/(u+g) + \lambda g)\,du`` for ``x = 0..N+`` (``opt`` = min for ``sense < 0``, max
    otherwise): a lower bound for the minimum, an upper bound for the maximum.

    *Minimum.* With ``g*(u) = sqrt(u/lambda) - u`` the minimizer is ``clip(g*, lower, upper)``:
    the constant ``lower`` where ``g* <= lower`` (``u <= x1`` or ``u >= x2``, the roots of
    ``g* = lower``), ``upper`` where ``g* >= upper`` (``x3 <= u <= x4``), and between them the
    unconstrained minimum ``psi(u) = 2 sqrt(lambda u) - lambda u``, which is below the
    integrand everywhere (the minimum over all ``g > -u``). The roots are enclosed
    (``u = (1/sqrt(lambda) +- sqrt(1/lambda - 4c))/2``, ``x = u^2``, in interval arithmetic);
    each constant piece is used only where it is proved (``[0, x1_lo]``, ``[x2_hi, inf)``,
    ``[x3_hi, x4_lo]``) and ``psi`` on the rest, slivers around the roots included.

    *Maximum.* ``u/(u+g)`` is convex in ``g``: the maximum is at ``g = lower`` (``a``) or
    ``upper`` (``b``), ``a >= b`` between the roots ``r1 <= r2`` of
    ``lambda u^2 + (lambda (lower + upper) - 1) u + lambda lower upper = 0``. ``b`` is
    integrated on ``[0, r1_hi]`` and ``[r2_lo, inf)``, ``a`` on ``[r1_lo, r2_hi]``: on the
    slivers where both are counted, ``a + b >= max(a, b)`` as both are positive.

    Each piece is an antiderivative difference evaluated in interval arithmetic
    (:func:`_anti_const`, :func:`_anti_interior`); ``lower`` and ``upper`` are arrays of
    integers of shape ``(1, m)`` with ``0 <= lower <= upper``. Returns the enclosure
    ``(lo, hi)``; the bound is its end on the side of ``sense``.
    """
    x = np.arange(n_pos + 1, dtype=np.float64)[:, None]  # integration ends 0..N+
    f = lower + np.zeros_like(upper)
    big = upper + np.zeros_like(f)
    inf = np.full_like(f, np.inf)
    zeros = np.zeros_like(f)

    def piece(anti: object, a: npt.NDArray[np.float64], b: npt.NDArray[np.float64],
              *args: object) -> Interval:
        # integral from 0 to x of the piece living on [a, b] (a <= b), cut to [0, x]
        lo_ = np.minimum(np.maximum(a, 0.0), x)
        hi_ = np.maximum(np.minimum(b, x), lo_)
        out = _isub(anti(hi_, *args), anti(lo_, *args))  # type: ignore[operator]
        empty = hi_ == lo_
        return np.where(empty, 0.0, out[0]), np.where(empty, 0.0, out[1])

    lam_i = _point(lam)
    if sense < 0:
        inv_lam = _idiv(_point(1.0), lam_i)
        s = _idiv(_point(1.0), _isqrt(lam_i))

        def roots(c: npt.NDArray[np.float64]) -> tuple[npt.NDArray[np.bool_],
                                                       npt.NDArray[np.bool_],
                                                       Interval, Interval]:
            disc = _isub(inv_lam, _point(4.0 * c))
            r = _isqrt(disc)
            u1 = _idiv(_isub(s, r), _point(2.0))
            u2 = _idiv(_iadd(s, r), _point(2.0))
            sq = [(_dn(np.maximum(u[0], 0.0) ** 2), _up(np.maximum(u[1], 0.0) ** 2))
                  for u in (u1, u2)]
            return disc[1] >= 0, disc[0] >= 0, sq[0], sq[1]

        maybe_f, _, r1, r2 = roots(f)
        _, sure_n, r3, r4 = roots(big)
        x1 = np.where(maybe_f, r1[0], inf)
        x2 = np.where(maybe_f, r2[1], inf)
        ok_n = sure_n & maybe_f & (r3[1] <= r4[0])
        x3 = np.where(ok_n, r3[1], x2)
        x4 = np.where(ok_n, r4[0], x2)
        parts = [piece(_anti_const, zeros, x1, f, lam), piece(_anti_interior, x1, x3, lam),
                 piece(_anti_const, x3, x4, big, lam), piece(_anti_interior, x4, x2, lam),
                 piece(_anti_const, x2, inf, f, lam)]
    else:
        bq = _isub(_imul(lam_i, _point(f + big)), _point(1.0))
        disc = _isub(_imul(bq, bq), _imul(_imul(_point(4.0), _imul(lam_i, lam_i)),
                                          _point(f * big)))
        r = _isqrt(disc)
        neg_bq = (-bq[1], -bq[0])
        two_lam = _point(2.0 * lam)
        r1, r2 = _idiv(_isub(neg_bq, r), two_lam), _idiv(_iadd(neg_bq, r), two_lam)
        maybe = (disc[1] >= 0) & (bq[0] < 0) & (f < big)
        sure = (disc[0] >= 0) & (bq[1] < 0) & (f < big)
        parts = [piece(_anti_const, zeros, np.where(sure, r1[1], inf), big, lam),
                 piece(_anti_const, np.where(maybe, r1[0], inf), np.where(maybe, r2[1], inf),
                       f, lam),
                 piece(_anti_const, np.where(sure, r2[0], inf), inf, big, lam)]
    total = parts[0]
    for part in parts[1:]:
        total = _iadd(total, part)
    return total


def _relaxed_to_go(n_pos: int, n_neg: int, lam: float, sense: int,
                   rows: int) -> npt.NDArray[np.float64]:
    r"""``B[t, f]``: bound on ``N+`` times the AUC-PR still to come from ``(t, f)``, Lagrangian.

    ``B[t, f] = \int_t^{N+} \min_{g \in [f, N-]} (x/(x+g) + \lambda g)\,dx`` for the minimum
    (minimizer ``clip(sqrt(x/lambda) - x, f, N-)``), the same with ``\max`` for the maximum
    (convex in ``g``: ``g = f`` or ``N-``); ``(B - lambda R/2)/N+`` bounds the rest of any path
    with ``R`` half-pairs still to lose. Each relaxes monotonicity and
    lattice points of the rest of the path, so it bounds every completion (weak duality).
    Returned rounded to its side (below for the minimum): :func:`_relaxed_integral`.
    """
    f = np.arange(rows, dtype=np.float64)[None, :]
    total = _relaxed_integral(n_pos, f, np.full_like(f, float(n_neg)), lam, sense)
    # integral from t to N+
    return _side(_isub((total[0][-1:, :], total[1][-1:, :]), total), sense)


def _relaxed_from_start(n_pos: int, lam: float, sense: int, rows: int) -> npt.NDArray[np.float64]:
    r"""``F[t, f]``: bound on ``N+`` times the AUC-PR of any path from ``(0, 0)`` to ``(t, f)``.

    ``F[t, f] = \int_0^t opt_{g \in [0, f]} (x/(x+g) + \lambda g)\,dx``: along such a path the
    FP count ``g`` stays in ``[0, f]`` and ``2 \int_0^t g = L``, so ``(F - lambda L/2)/N+`` is
    below (minimum) or above (maximum) the path's value (weak duality, as
    :func:`_relaxed_to_go`). Returned rounded to its side.
    """
    f = np.arange(rows, dtype=np.float64)[None, :]
    return _side(_relaxed_integral(n_pos, np.zeros_like(f), f, lam, sense), sense)


def _dual_multiplier(n_pos: int, n_neg: int, target: int, sense: int) -> float:
    """The multiplier ``lam`` of the tightest bound at the start (golden-section search)."""
    def dual(log_lam: float) -> float:  # the bound at (0, 0), to be maximized (min) / minimized
        lam = math.exp(log_lam)
        b = float(_relaxed_to_go(n_pos, n_neg, lam, sense, 1)[0, 0])
        return b - lam * target / 2.0 if sense < 0 else -(b - lam * target / 2.0)

    # to 1e-8 of the log-range: plenty (any lambda gives a valid bound)
    return math.exp(_golden_max(dual, math.log(1e-12), math.log(1e6), 45))


def _golden_max(func: Callable[[float], float], lo: float, hi: float, steps: int) -> float:
    """The argument of the maximum of a unimodal ``func`` on ``[lo, hi]``, golden section."""
    phi = (math.sqrt(5) - 1) / 2
    a, b = hi - phi * (hi - lo), lo + phi * (hi - lo)
    fa, fb = func(a), func(b)
    for _ in range(steps):
        if fa > fb:
            hi, b, fb = b, a, fa
            a = hi - phi * (hi - lo)
            fa = func(a)
        else:
            lo, a, fa = a, b, fb
            b = lo + phi * (hi - lo)
            fb = func(b)
    return (lo + hi) / 2


# --------------------------------------------------------------------------------------------
# average precision: Lagrangian bounds by a programme over (TP, FP) alone
# --------------------------------------------------------------------------------------------


def _ap_terms(p: int, n: int, mu: float, sense: int
              ) -> tuple[Callable[[int, int], npt.NDArray[np.float64]],
                         Callable[[int], npt.NDArray[np.float64]]]:
    """``gain(t2, dt)[f] = dt t2 / (N+ (t2 + f))`` and ``cost(dt)[f] = mu dt f`` for
    ``f = 0..N-``, each rounded toward the bound side."""
    f = np.arange(n + 1, dtype=np.float64)

    def gain(t2: int, dt: int) -> npt.NDArray[np.float64]:
        return _ap_gain(t2, f, dt, p, sense)

    def cost(dt: int) -> npt.NDArray[np.float64]:
        return _rnd(mu * (dt * f), sense)  # dt f is an exact integer: one rounding

    return gain, cost


def _ap_to_go(p: int, n: int, mu: float, sense: int) -> npt.NDArray[np.float64]:
    r"""``B[t, s]``: the best (min or max, by ``sense``) of ``AP_rest + mu L_rest`` over every
    completion from ``(t, s)`` to ``(N+, N-)``, rounded toward its side.

    A completion is negative runs and groups; the group from ``(t, s')`` (``s' >= s``) to
    ``(t + dt, f')`` adds ``dt (t + dt) / (N+ (t + dt + f'))`` to AP and ``dt (s' + f')`` to
    ``L``, so, with ``better`` the min or max,

    .. math:: B[t, s] = \operatorname{better}_{s' \ge s} \operatorname{better}_{dt \ge 1}
              \Big(\mu\,dt\,s' + \operatorname{better}_{f' \ge s'} \big(
              \text{gain} + \mu\,dt\,f' + B[t + dt, f']\big)\Big),

    suffix bests along FP: ``O(N+^2 N-)`` operations. It is the Lagrangian dual function of
    the rest of the path: for a completion that loses exactly ``R`` more half-pairs,
    ``AP_rest = AP_rest + mu (L_rest - R)``, which is beyond ``B[t, s] - mu R`` on no side; so
    ``B[t, s] - mu R`` bounds ``AP_rest`` for every real ``mu``. It is computed over the
    groups themselves, ties included (all of a group's positives get its end's precision and
    its start ``s'`` enters ``L``): no relaxation of the path is involved.
    """
    better = _better(sense)
    gain, cost = _ap_terms(p, n, mu, sense)
    out = np.zeros((p + 1, n + 1))
    for t in range(p - 1, -1, -1):
        best = np.full(n + 1, np.inf if sense < 0 else -np.inf)
        for t2 in range(t + 1, p + 1):
            dt = t2 - t
            ends = _rnd(_rnd(gain(t2, dt) + cost(dt), sense) + out[t2], sense)
            tail = better.accumulate(ends[::-1])[::-1]  # best over f' >= s'
            better(best, _rnd(cost(dt) + tail, sense), out=best)
        out[t] = better.accumulate(best[::-1])[::-1]  # best over s' >= s
    return out


def _ap_from_start(p: int, n: int, mu: float, sense: int) -> npt.NDArray[np.float64]:
    r"""``F[t, f]``: the best of ``AP_so_far + mu L_so_far`` over every path from ``(0, 0)`` to
    ``(t, f)``, rounded toward its side: ``F - mu L`` bounds the value of any path to
    ``(t, f, L)`` (as :func:`_ap_to_go`, forward: prefix bests along FP).
    """
    better = _better(sense)
    gain, cost = _ap_terms(p, n, mu, sense)
    out = np.zeros((p + 1, n + 1))
    for t2 in range(1, p + 1):
        best = np.full(n + 1, np.inf if sense < 0 else -np.inf)
        for t in range(t2):
            dt = t2 - t
            head = better.accumulate(_rnd(out[t] + cost(dt), sense))  # best over s <= f'
            better(best, _rnd(_rnd(head + gain(t2, dt), sense) + cost(dt), sense), out=best)
        out[t2] = better.accumulate(best)  # negatives after the last group are free
    return out


def _ap_dual_multiplier(p: int, n: int, target: int, sense: int) -> float:
    """The multiplier ``mu > 0`` of the tightest bound at the start, ``B_mu[0, 0] - mu L*``
    (golden-section search on ``log mu``; any ``mu`` gives a valid bound)."""
    scale = 1.0 / (p * n)

    def dual(log_mu: float) -> float:  # to be maximized (minimum) / minimized (maximum)
        mu = math.exp(log_mu) * scale
        b = float(_ap_to_go(p, n, mu, sense)[0, 0]) - mu * target
        return b if sense < 0 else -b

    return math.exp(_golden_max(dual, math.log(1e-4), math.log(1e4), 20)) * scale


# --------------------------------------------------------------------------------------------
# exact values of a ranking, and the data set
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Exact:
    """A ranking's AUC-ROC and average precision (rationals) and AUC-PR: the nearest float to
    an enclosure ``[pr_lo, pr_hi]`` (floats, rounded outward)."""

    auc: Fraction
    ap: Fraction
    pr: float
    pr_lo: float
    pr_hi: float


def _float_beside(x: Fraction | object, sense: int) -> float:
    """The float nearest ``x`` (a Fraction or an mpmath number), moved one float toward
    ``sense * inf`` if it is not already on that side of ``x``."""
    near = float(x)  # type: ignore[arg-type]
    exact = Fraction(near) if isinstance(x, Fraction) else mpmath.mpf(near)
    if (exact < x) if sense > 0 else (exact > x):  # type: ignore[operator]  # exact
        near = float(_rnd(near, sense))
    return near


def _exact_values(groups: Groups, n_pos: int, n_neg: int) -> _Exact:
    """AUC-ROC and average precision as rationals and AUC-PR enclosed (mpmath interval
    arithmetic at 140 bits), of a ranking."""
    iv = mpmath.iv
    t = f = 0
    lost = 0
    ap = Fraction(0)
    saved = iv.prec
    iv.prec = 140  # local: restored below (the interval context has no workprec)
    try:
        pr = iv.mpf(0)
        for dt, df in groups:
            t2, f2 = t + dt, f + df
            lost += dt * (f + f2)
            if dt:
                ap += Fraction(dt * t2, n_pos * (t2 + f2))
                dn = dt + df
                if t + f == 0:
                    pr += iv.mpf(dt * dt) / dn
                else:
                    d = f * t2 - f2 * t
                    pr += (iv.mpf(dt) / dn) * (dt - iv.mpf(d) / dn
                                               * iv.log(iv.mpf(t2 + f2) / (t + f)))
            t, f = t2, f2
        pr = pr / n_pos
        with mpmath.workprec(iv.prec):  # the ends as they are, not rounded to 53 bits
            lo, hi, mid = mpmath.mpf(pr.a), mpmath.mpf(pr.b), mpmath.mpf(pr.mid)
    finally:
        iv.prec = saved
    auc = 1 - Fraction(lost, 2 * n_pos * n_neg)
    return _Exact(auc, ap, float(mid), _float_beside(lo, -1), _float_beside(hi, 1))


def _dataset(groups: Groups) -> Dataset:
    """``(y_true, y_score)``: group ``i`` of ``m`` gets score ``m - i``; ties within a group."""
    y_true: list[int] = []
    y_score: list[float] = []
    m = len(groups)
    for i, (dt, df) in enumerate(groups):
        y_true += [1] * dt + [0] * df
        y_score += [float(m - i)] * (dt + df)
    return np.asarray(y_true, dtype=np.int64), np.asarray(y_score, dtype=np.float64)


def finite_n_extremes(
    n_pos: int, n_neg: int, auc_roc: float | Fraction, quantity: str, sense: str, *,
    max_cells: int = MAX_CELLS, max_work: int = MAX_WORK,
) -> FiniteNExtreme:
    r"""One exact extreme over all data sets with the given counts and AUC-ROC.

    Parameters
    ----------
    n_pos, n_neg : int
        ``N+ >= 1`` and ``N- >= 1``.
    auc_roc : float or Fraction
        The AUC-ROC; ``2 n_pos n_neg auc_roc`` must be an integer (floats are read as their
        shortest decimal, ``0.875`` is ``7/8``, or else as the attainable value they are the
        rounding of: ``0.7083333333333334`` is ``17/24``; a Fraction is taken exactly).
    quantity : {'auc_pr', 'average_precision'}
    sense : {'min', 'max'}
    max_cells : int, default=220_000_000
        Cap on the cells stored by one pass of the search (8 bytes per cell).
    max_work : int, default=20_000_000_000
        Cap on the table updates of the AUC-PR search (branch and bound; counted as it runs,
        ValueError when exceeded).

    Returns
    -------
    FiniteNExtreme
        ``value`` (the attaining data set's value, computed exactly; see the module docstring),
        the data set ``y_true, y_score`` and ``lower, upper``, a validated enclosure of the
        extreme (one end proved by the search, the other attained).

    Notes
    -----
    Dynamic programming over the ranking as a lattice path; the module docstring proves that
    the moves searched reach every ranking's values.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4 (the interpolation); Boyd, Costa, Davis & Page
    (ICML 2012), Thm 3 (the minimum of average precision over all rankings).

    Examples
    --------
    >>> e = finite_n_extremes(2, 3, 0.5, "average_precision", "min")
    >>> e.value, e.y_true.tolist(), e.y_score.tolist()  # all tied: AP is the prevalence
    (0.4, [1, 1, 0, 0, 0], [1.0, 1.0, 1.0, 1.0, 1.0])
    >>> e.lower <= 0.4 <= e.upper, e.upper - e.lower < 1e-15  # the search's bound, attained
    (True, True)
    """
    p, n = _check_counts(n_pos, n_neg)
    target = _target_loss(p, n, auc_roc)
    if quantity not in ("auc_pr", "average_precision"):
        raise ValueError(f"quantity must be 'auc_pr' or 'average_precision', got {quantity!r}")
    if sense not in ("min", "max"):
        raise ValueError(f"sense must be 'min' or 'max', got {sense!r}")
    return _solve(p, n, target, sense, (quantity,), max_cells, max_work)[quantity]


def _path_of_losses(losses: list[int], n: int) -> Groups:
    """Groups of a ranking whose ``j``-th positive loses ``losses[j]`` half-pairs.

    ``losses`` is nondecreasing in ``[0, 2 N-]``: an even ``l`` is a positive after ``l/2``
    negatives, an odd ``l`` a positive tied with one negative after ``(l - 1)/2``; equal values
    share a group.
    """
    groups: list[tuple[int, int]] = []
    f = 0
    for ell in sorted(set(losses)):
        k = losses.count(ell)
        s, df = divmod(ell, 2)
        if s > f:
            groups.append((0, s - f))
        groups.append((k, df))
        f = s + df
    if f < n:
        groups.append((0, n - f))
    return tuple(groups)


def _incumbent(p: int, n: int, target: int, sense: int,
               quantity: str) -> tuple[_Exact, Groups]:
    """A path at ``L*`` (the better, for ``sense``, of a spread and a single-step ranking) and
    its exact values: the first incumbent when average precision is not searched."""
    q, r = divmod(target, p)
    spread = [q] * (p - r) + [q + 1] * r
    k, rest = divmod(target, 2 * n)
    step = [2 * n] * p if k >= p else [0] * (p - k - 1) + [rest] + [2 * n] * k
    best: tuple[_Exact, Groups] | None = None
    for losses in (spread, step):
        groups = _path_of_losses(losses, n)
        value = _exact_values(groups, p, n)
        key = ((value.pr - best[0].pr) if quantity == "auc_pr" else (value.ap - best[0].ap)
               ) if best is not None else 0
        if best is None or key * sense > 0:
            best = (value, groups)
    assert best is not None
    return best


def _solve(p: int, n: int, target: int, sense: str, quantities: tuple[str, ...],
           max_cells: int, max_work: int) -> dict[str, FiniteNExtreme]:
    """The extremes of ``quantities`` in one direction, sharing the average-precision run.

    Both searches store only the windows of their passes (capped by ``max_cells``); average
    precision starts from a constructed ranking, and AUC-PR from average precision's ranking
    when that is searched too, otherwise from a constructed one. Each extreme is enclosed
    between the programme's rigorous bound and the attaining ranking's exact value.
    """
    layout = _Layout.build(p, n, target)
    direction = -1 if sense == "min" else 1
    out = {}
    ap_groups: Groups | None = None
    if "average_precision" in quantities:
        known = _incumbent(p, n, target, direction, "average_precision")[0]
        ap_bound, ap_groups = _run_ap(layout, direction,
                                      _float_beside(known.ap, -direction), max_cells)
    for quantity in quantities:
        if quantity == "auc_pr":  # a known ranking at L* is the first incumbent
            known = (_exact_values(ap_groups, p, n) if ap_groups is not None
                     else _incumbent(p, n, target, direction, "auc_pr")[0])
            # the limit must not exclude the known ranking: its enclosure's far end
            start = known.pr_hi if direction < 0 else known.pr_lo
            bound, groups = _run_pr(layout, direction, max_work, start, max_cells)
        else:
            assert ap_groups is not None
            bound, groups = ap_bound, ap_groups
        exact = _exact_values(groups, p, n)
        if exact.auc != 1 - Fraction(target, 2 * p * n):  # pragma: no cover - a bug
            raise AssertionError(f"witness has AUC-ROC {exact.auc}, not the target")
        if quantity == "auc_pr":
            value, attained = exact.pr, (exact.pr_hi if direction < 0 else exact.pr_lo)
        else:
            value, attained = float(exact.ap), _float_beside(exact.ap, -direction)
        if (attained - bound) * direction > 0:  # pragma: no cover - a bug, never data
            raise AssertionError(f"the bound {bound!r} is beyond the attained {attained!r}")
        lower, upper = (bound, attained) if direction < 0 else (attained, bound)
        y_true, y_score = _dataset(groups)
        out[quantity] = FiniteNExtreme(value, y_true, y_score, lower, upper)
    return out


def finite_n_bounds(
    n_pos: int, n_neg: int, auc_roc: float | Fraction, *,
    max_cells: int = MAX_CELLS, max_work: int = MAX_WORK,
) -> FiniteNBounds:
    r"""Exact range of AUC-PR and average precision over all data sets with the given counts
    and AUC-ROC.

    Parameters
    ----------
    n_pos, n_neg : int
        ``N+`` and ``N-`` (positive integers; at most 200 and 100,000).
    auc_roc : float or Fraction
        The AUC-ROC, ties counted 1/2. Attainable values are the multiples of
        ``1/(2 n_pos n_neg)``, given as a Fraction or as any float that rounds to one
        (``0.7083333333333334`` for ``17/24``); any other value raises a ValueError naming the
        two nearest.
    max_cells, max_work : int
        Caps on memory and on the AUC-PR search (:func:`finite_n_extremes`).

    Returns
    -------
    FiniteNBounds
        The four extremes and a data set attaining each.

    Notes
    -----
    Over finite data sets the continuous bounds are an infimum and a supremum: with
    ``a = N-/N+``,

    .. math::

        \mathrm{auc\_pr\_min\_exact}(a, X) \le \mathrm{auc\_pr\_min\_finite}
        \le \mathrm{auc\_pr\_max\_finite} \le \mathrm{auc\_pr\_max}(a, X).

    The method and its proofs are in the module docstring.

    References
    ----------
    Davis & Goadrich (ICML 2006), Sec. 4; Boyd, Costa, Davis & Page (ICML 2012), Thm 3;
    Mihelich, Castagnos & Dognin (ICML 2024), Thm 3.5 (the continuous range).

    Examples
    --------
    >>> b = finite_n_bounds(3, 4, 0.75)
    >>> round(b.auc_pr_min_finite, 6), round(b.auc_pr_max_finite, 6)
    (0.537902, 0.819231)
    >>> round(b.average_precision_min_finite, 6), round(b.average_precision_max_finite, 6)
    (0.588889, 0.833333)
    >>> finite_n_bounds(3, 4, 0.7)
    Traceback (most recent call last):
    ...
    ValueError: auc_roc must be a multiple of ... = 1/24 ...; the nearest attainable values are ...
    """
    p, n = _check_counts(n_pos, n_neg)
    target = _target_loss(p, n, auc_roc)
    values = {}
    for sense in ("min", "max"):
        found = _solve(p, n, target, sense, ("average_precision", "auc_pr"), max_cells, max_work)
        for quantity, result in found.items():
            values[f"{quantity}_{sense}"] = (result.value, (result.y_true, result.y_score))
    return FiniteNBounds(
        n_pos=p, n_neg=n, auc_roc=1 - target / (2 * p * n),
        auc_pr_min_finite=values["auc_pr_min"][0],
        auc_pr_max_finite=values["auc_pr_max"][0],
        average_precision_min_finite=values["average_precision_min"][0],
        average_precision_max_finite=values["average_precision_max"][0],
        auc_pr_min_data=values["auc_pr_min"][1],
        auc_pr_max_data=values["auc_pr_max"][1],
        average_precision_min_data=values["average_precision_min"][1],
        average_precision_max_data=values["average_precision_max"][1],
    )
