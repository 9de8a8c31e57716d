"""Tests of numeric.bounds.finite_n: exact extremes over all data sets with N+ and N- fixed.

The independent check enumerates **every** ranking with ties (every ordered sequence of tie
groups ``(dt, df) != (0, 0)`` summing to ``(N+, N-)``: 3,112,896 rankings for N+ = N- = 7),
computes each ranking's AUC-ROC by counting pairs, its average precision by scikit-learn's step
sum and its Davis-Goadrich area by a closed form written here (itself checked against numerical
quadrature and against ``numeric.auc_pr_score``/scikit-learn on sampled rankings), and compares
the minimum and maximum at every attainable AUC-ROC with the dynamic programme.
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction
from functools import cache, lru_cache

import mpmath
import numpy as np
import pytest
from scipy import integrate
from sklearn.metrics import average_precision_score as sk_ap
from sklearn.metrics import roc_auc_score

from numeric import auc_pr_max, auc_pr_min_exact, auc_pr_score, average_precision_min
from numeric.bounds.finite_n import FiniteNBounds, finite_n_bounds, finite_n_extremes

M = 7  # exhaustive for N+, N- <= M


# ------------------------------------------------------------ slow, obviously-correct references


def _seg_quad(t: int, f: int, dt: int, df: int) -> float:
    """N+ * DG area of one straight segment by quadrature of TP/(TP + FP), FP linear in TP."""
    if dt == 0:
        return 0.0
    return integrate.quad(lambda x: x / (x + f + df * (x - t) / dt) if x + f > 0 else 1.0,
                          t, t + dt, epsabs=1e-14, epsrel=1e-13)[0]


def _seg_closed(t: int, f: int, dt: int, df: int) -> float:
    """The same area in closed form (integral of x/(alpha x + beta))."""
    if dt == 0:
        return 0.0
    s = df / dt
    alpha, beta = 1 + s, f - s * t
    if beta == 0:
        return dt / alpha
    return dt / alpha - beta / alpha**2 * math.log((alpha * (t + dt) + beta) / (alpha * t + beta))


@lru_cache(maxsize=1)
def _seg_table() -> np.ndarray:
    table = np.zeros((M + 1,) * 4)
    for t in range(M + 1):
        for f in range(M + 1):
            for dt in range(M + 1 - t):
                for df in range(M + 1 - f):
                    table[t, f, dt, df] = _seg_closed(t, f, dt, df)
    return table


def test_closed_form_segment_matches_quadrature() -> None:
    for t, f, dt, df in [(0, 0, 1, 0), (0, 2, 2, 5), (1, 0, 3, 1), (2, 0, 1, 7), (4, 1, 3, 6),
                         (0, 0, 3, 7), (6, 7, 1, 0)]:
        assert _seg_table()[t, f, dt, df] == pytest.approx(_seg_quad(t, f, dt, df), abs=1e-12)


def _groups_of(p: int, n: int) -> list[tuple[int, int]]:
    return [(a, b) for a in range(p + 1) for b in range(n + 1) if a + b > 0]


@cache
def _all_rankings(p: int, n: int) -> dict[str, np.ndarray]:
    """Every ranking with ties: lost half-pairs L, average precision and AUC-PR (each * N+)."""
    seg = _seg_table()
    done = {k: [] for k in ("lost", "ap", "pr")}
    z = np.zeros(1, dtype=np.int64)
    front = dict(t=z, f=z, lost=z, ap=np.zeros(1), pr=np.zeros(1))
    while front["t"].size:
        nxt: dict[str, list[np.ndarray]] = {k: [] for k in front}
        for dt, df in _groups_of(p, n):
            ok = (front["t"] + dt <= p) & (front["f"] + df <= n)
            if not ok.any():
                continue
            t, f = front["t"][ok], front["f"][ok]
            t2, f2 = t + dt, f + df
            # pairs: each of the dt positives loses to the f negatives above and ties with df
            lost = front["lost"][ok] + dt * (2 * f + df)
            ap = front["ap"][ok] + (dt * t2 / np.maximum(t2 + f2, 1) if dt else 0.0)
            pr = front["pr"][ok] + seg[t, f, dt, df]
            end = (t2 == p) & (f2 == n)
            for k, v in (("lost", lost), ("ap", ap), ("pr", pr)):
                done[k].append(v[end])
            for k, v in (("t", t2), ("f", f2), ("lost", lost), ("ap", ap), ("pr", pr)):
                nxt[k].append(v[~end])
        front = {k: np.concatenate(v) if v else np.zeros(0) for k, v in nxt.items()}
        front["t"], front["f"], front["lost"] = (front[k].astype(np.int64)
                                                  for k in ("t", "f", "lost"))
    return {k: np.concatenate(v) for k, v in done.items()}


def _n_compositions(p: int, n: int) -> int:
    @cache
    def c(a: int, b: int) -> int:
        if a == b == 0:
            return 1
        return sum(c(a - i, b - j) for i in range(a + 1) for j in range(b + 1) if i + j)
    return c(p, n)


@cache
def _extremes(p: int, n: int) -> dict[int, tuple[float, float, float, float]]:
    r = _all_rankings(p, n)
    order = np.argsort(r["lost"], kind="stable")
    lost = r["lost"][order]
    cuts = np.flatnonzero(np.diff(lost)) + 1
    out = {}
    for idx in np.split(np.arange(lost.size), cuts):
        pr, ap = r["pr"][order][idx] / p, r["ap"][order][idx] / p
        out[int(lost[idx[0]])] = (pr.min(), pr.max(), ap.min(), ap.max())
    return out


# ------------------------------------------------------------------------------ exhaustive check


def test_enumeration_counts_every_ranking() -> None:
    assert _all_rankings(3, 4)["lost"].size == _n_compositions(3, 4)
    assert _all_rankings(M, M)["lost"].size == _n_compositions(M, M) == 3_112_896


def test_enumeration_values_match_numeric_and_sklearn() -> None:
    """The enumeration's own formulas agree with numeric.auc_pr_score and scikit-learn."""
    rng = np.random.default_rng(0)
    for _ in range(40):
        p, n = (int(v) for v in rng.integers(1, M + 1, size=2))
        y = rng.permutation(np.r_[np.ones(p), np.zeros(n)]).astype(int)
        s = rng.integers(0, 4, size=p + n).astype(float)  # many ties
        order = np.argsort(-s, kind="stable")
        t = f = lost = 0
        ap = pr = 0.0
        for score in np.unique(s)[::-1]:
            g = y[s == score]
            dt, df = int(g.sum()), int(g.size - g.sum())
            lost += dt * (2 * f + df)
            ap += dt * (t + dt) / (t + dt + f + df) if dt else 0.0
            pr += _seg_table()[t, f, dt, df]
            t, f = t + dt, f + df
        del order
        assert 1 - lost / (2 * p * n) == pytest.approx(roc_auc_score(y, s), abs=1e-14)
        assert ap / p == pytest.approx(sk_ap(y, s), abs=1e-14)
        assert pr / p == pytest.approx(auc_pr_score(y, s), abs=1e-13)


def _sizes() -> list[tuple[int, int]]:
    return [(p, n) for p in range(1, M + 1) for n in range(1, M + 1)]


@pytest.mark.slow
@pytest.mark.parametrize(("p", "n"), _sizes())
def test_dp_equals_exhaustive_search(p: int, n: int) -> None:
    """At every attainable AUC-ROC (every L) for N+, N- <= 7, the four extremes equal the
    minimum and maximum over all rankings."""
    ext = _extremes(p, n)
    assert sorted(ext) == list(range(2 * p * n + 1))  # every multiple of 1/(2 N+ N-) occurs
    for lost in ext:
        auc = 1 - Fraction(lost, 2 * p * n)
        got = [finite_n_extremes(p, n, auc, q, s).value
               for q in ("auc_pr", "average_precision") for s in ("min", "max")]
        np.testing.assert_allclose(got, ext[lost], rtol=0, atol=1e-12,
                                   err_msg=f"N+={p}, N-={n}, L={lost}")


@pytest.mark.parametrize(("p", "n"), [(2, 3), (3, 3), (4, 2), (3, 5)])
def test_witnesses_attain_the_values(p: int, n: int) -> None:
    """Each returned data set has the AUC-ROC asked for and the extreme value (sklearn/numeric)."""
    for lost in range(0, 2 * p * n + 1, 3):
        b = finite_n_bounds(p, n, 1 - Fraction(lost, 2 * p * n))
        for name, score in (("auc_pr", auc_pr_score), ("average_precision", sk_ap)):
            for sense in ("min", "max"):
                y, s = getattr(b, f"{name}_{sense}_data")
                assert (y == 1).sum() == p and (y == 0).sum() == n
                assert roc_auc_score(y, s) == pytest.approx(b.auc_roc, abs=1e-14)
                assert score(y, s) == pytest.approx(getattr(b, f"{name}_{sense}_finite"),
                                                    abs=1e-13)


@pytest.mark.parametrize(("p", "n"), [(1, 7), (3, 4), (5, 5), (7, 2), (7, 7)])
def test_continuous_bounds_contain_the_finite_extremes(p: int, n: int) -> None:
    """inf over continuous curves <= finite min <= finite max <= Thm 3.5's maximum."""
    skew = n / p
    for lost, (pr_min, pr_max, _, _) in _extremes(p, n).items():
        auc = 1 - lost / (2 * p * n)
        assert auc_pr_min_exact(skew, auc) <= pr_min + 1e-12
        assert pr_max <= auc_pr_max(skew, auc) + 1e-12


def test_global_minimum_of_average_precision_is_boyds() -> None:
    """Boyd et al. (ICML 2012), Thm 3: AP >= (1/N+) sum i/(i + N-) over all rankings."""
    for p, n in [(1, 1), (2, 5), (4, 3), (7, 7)]:
        assert _all_rankings(p, n)["ap"].min() / p == pytest.approx(
            average_precision_min(p, n), abs=1e-14)


# ---------------------------------------------------------------------------------- the API


def test_result_is_frozen_with_floats() -> None:
    b = finite_n_bounds(2, 3, 0.5)
    assert isinstance(b, FiniteNBounds)
    with pytest.raises(dataclasses.FrozenInstanceError):
        b.auc_pr_min_finite = 0.0  # type: ignore[misc]
    assert all(type(getattr(b, k)) is float for k in
               ("auc_roc", "auc_pr_min_finite", "auc_pr_max_finite",
                "average_precision_min_finite", "average_precision_max_finite"))


def test_ends_of_the_range() -> None:
    """AUC-ROC 1: everything is 1. AUC-ROC 0: every negative above every positive; AP is then
    Boyd's AP_MIN with the positives apart, and the prevalence with them all tied."""
    b = finite_n_bounds(3, 4, 1.0)
    assert b.auc_pr_min_finite == b.auc_pr_max_finite == pytest.approx(1.0)
    w = finite_n_bounds(3, 4, 0.0)
    assert w.average_precision_min_finite == pytest.approx(average_precision_min(3, 4))
    assert w.average_precision_max_finite == pytest.approx(3 / 7)


def test_float_auc_is_read_as_its_decimal() -> None:
    assert finite_n_bounds(4, 5, 0.9).auc_roc == pytest.approx(0.9)  # 36/40, read as 9/10


@pytest.mark.parametrize(("kwargs", "error", "match"), [
    (dict(n_pos=3, n_neg=4, auc_roc=0.7), ValueError,
     r"auc_roc must be a multiple of 1/\(2 n_pos n_neg\) = 1/24 .* got 0.7; the nearest "
     r"attainable values are 0.6666666666666666 and 0.7083333333333334"),
    (dict(n_pos=3, n_neg=4, auc_roc=1.5), ValueError, r"auc_roc must be in \[0, 1\], got 1.5"),
    (dict(n_pos=3, n_neg=4, auc_roc="0.5"), TypeError, "auc_roc must be a real number"),
    (dict(n_pos=0, n_neg=4, auc_roc=0.5), ValueError, "n_pos"),
    (dict(n_pos=2.5, n_neg=4, auc_roc=0.5), (TypeError, ValueError), "n_pos"),
    (dict(n_pos=201, n_neg=4, auc_roc=0.5), ValueError, r"n_pos must be <= 200"),
    (dict(n_pos=2, n_neg=100_001, auc_roc=0.5), ValueError, r"n_neg must be <= 100000"),
])
def test_validation(kwargs: dict, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        finite_n_bounds(**kwargs)


def test_caps_are_reported() -> None:
    with pytest.raises(ValueError, match=r"needs \d+ table cells .* more than max_cells=10"):
        finite_n_extremes(5, 5, 0.5, "average_precision", "min", max_cells=10)
    with pytest.raises(ValueError, match=r"exact AUC-PR search .* more than max_work"):
        finite_n_extremes(5, 5, 0.5, "auc_pr", "min", max_work=10)
    with pytest.raises(ValueError, match="quantity must be"):
        finite_n_extremes(2, 2, 0.5, "f1", "min")
    with pytest.raises(ValueError, match="sense must be"):
        finite_n_extremes(2, 2, 0.5, "auc_pr", "mid")


@pytest.mark.filterwarnings("ignore::scipy.integrate.IntegrationWarning")  # kinks of min/max
@pytest.mark.parametrize("sense", [-1, 1])
@pytest.mark.parametrize("lam", [0.003, 0.05, 2.0])
def test_lagrangian_bound_is_the_pointwise_extreme_integrated(sense: int, lam: float) -> None:
    """The branch-and-bound bound equals int_t^N+ min/max_{g in [f, N-]} (x/(x+g) + lam g) dx
    (checked by quadrature of a brute-force extreme over a fine g grid)."""
    from numeric.bounds.finite_n import _relaxed_to_go

    p, n = 5, 30
    table = _relaxed_to_go(p, n, lam, sense, n + 1)
    for t, f in [(0, 0), (2, 3), (1, 10), (4, 30), (0, 29), (5, 7)]:
        g = np.linspace(f, n, 20001)

        def pointwise(x: float, g: np.ndarray = g) -> float:
            v = x / np.maximum(x + g, 1e-300) + lam * g
            return float(v.min() if sense < 0 else v.max())

        ref = integrate.quad(pointwise, t, p, limit=200)[0] if t < p else 0.0
        assert table[t, f] == pytest.approx(ref, abs=1e-6)


# ------------------------------------------- the windowed search (stores only each row's window)


@pytest.mark.filterwarnings("ignore::scipy.integrate.IntegrationWarning")  # kinks of min/max
@pytest.mark.parametrize("sense", [-1, 1])
@pytest.mark.parametrize("lam", [0.003, 0.05, 2.0])
def test_forward_bound_is_the_pointwise_extreme_integrated(sense: int, lam: float) -> None:
    """The bound on the path so far equals int_0^t min/max_{g in [0, f]} (x/(x+g) + lam g) dx
    (quadrature of a brute-force extreme over a fine g grid)."""
    from numeric.bounds.finite_n import _relaxed_from_start

    p, n = 5, 30
    table = _relaxed_from_start(p, lam, sense, n + 1)
    for t, f in [(0, 0), (2, 3), (1, 10), (4, 30), (5, 29), (5, 0), (3, 1)]:
        g = np.concatenate((np.linspace(0, f, 20001), np.geomspace(1e-9, max(f, 1e-9), 4001)))
        g = g[g <= f]  # fine near 0, where the minimizer sqrt(x/lam) - x is small

        def pointwise(x: float, g: np.ndarray = g) -> float:
            v = x / np.maximum(x + g, 1e-300) + lam * g
            return float(v.min() if sense < 0 else v.max())

        ref = integrate.quad(pointwise, 0, t, points=np.geomspace(1e-6, t, 40)[:-1],
                             limit=400)[0] if t > 0 else 0.0  # break points: kinks near 0
        assert table[t, f] == pytest.approx(ref, abs=1e-6)


@pytest.mark.parametrize(("p", "n"), [(4, 7), (7, 4), (6, 6)])
def test_low_auc_roc_auc_pr_extremes_equal_enumeration(p: int, n: int) -> None:
    """At AUC-ROC <= 0.35 the AUC-PR extremes of the windowed search (its incumbent built, not
    taken from the average-precision run) equal the minimum and maximum over all rankings."""
    ext = _extremes(p, n)
    for lost in range(2 * p * n, 0, -1):
        auc = 1 - Fraction(lost, 2 * p * n)
        if auc > Fraction(35, 100):
            break
        got = [finite_n_extremes(p, n, auc, "auc_pr", s).value for s in ("min", "max")]
        np.testing.assert_allclose(got, ext[lost][:2], rtol=0, atol=1e-12,
                                   err_msg=f"N+={p}, N-={n}, L={lost}")


@pytest.mark.parametrize(("auc", "sense"), [(0.55, "min"), (0.55, "max"), (0.3, "min")])
def test_auc_pr_search_beyond_the_dense_table(auc: float, sense: str) -> None:
    """(20, 200) with max_cells far below the dense table (>= 4e6 cells): the windowed search
    still runs; its witness has the AUC-ROC asked for (scikit-learn), its AUC-PR (numeric) is
    the value, and the value is on the right side of the continuous bound."""
    from numeric.bounds.finite_n import _Layout, _target_loss

    dense = _Layout.build(20, 200, _target_loss(20, 200, auc)).cells()
    assert dense > 4_000_000
    e = finite_n_extremes(20, 200, auc, "auc_pr", sense, max_cells=dense // 8)
    assert roc_auc_score(e.y_true, e.y_score) == pytest.approx(auc, abs=1e-14)
    assert auc_pr_score(e.y_true, e.y_score) == pytest.approx(e.value, abs=1e-13)
    if sense == "min":
        assert auc_pr_min_exact(10.0, auc) <= e.value
    else:
        assert e.value <= auc_pr_max(10.0, auc)


# ------------------------------------- validated arithmetic: every bound encloses the exact value


def _exact_rankings(p: int, n: int) -> dict[int, tuple[list[Fraction], list[mpmath.mpf]]]:
    """Every ranking with ties, exactly: per lost half-pairs L, the average precisions
    (rationals) and the Davis-Goadrich areas (mpmath at 60 digits), each times N+."""
    out: dict[int, tuple[list[Fraction], list[mpmath.mpf]]] = {}

    def walk(t: int, f: int, lost: int, ap: Fraction, pr: mpmath.mpf) -> None:
        if (t, f) == (p, n):
            aps, prs = out.setdefault(lost, ([], []))
            aps.append(ap)
            prs.append(pr)
            return
        for dt in range(p - t + 1):
            for df in range(n - f + 1):
                if dt == df == 0:
                    continue
                t2, f2 = t + dt, f + df
                step_ap = Fraction(dt * t2, t2 + f2) if dt else Fraction(0)
                if dt == 0:
                    step_pr = mpmath.mpf(0)
                elif t + f == 0:
                    step_pr = mpmath.mpf(dt * dt) / (dt + df)
                else:  # integral of x / (x + FP(x)), FP linear in x: by quadrature, not the
                    # closed form of the code under test
                    slope = mpmath.mpf(df) / dt
                    step_pr = mpmath.quad(lambda x, f=f, t=t, k=slope: x / (x + f + k * (x - t)),
                                          [t, t2])
                walk(t2, f2, lost + dt * (f + f2), ap + step_ap, pr + step_pr)

    with mpmath.workdps(60):
        walk(0, 0, 0, Fraction(0), mpmath.mpf(0))
    return out


@pytest.mark.parametrize("pruned", [False, True])
@pytest.mark.parametrize(("p", "n"), [(2, 3), (3, 3), (3, 2)])
def test_enclosures_contain_the_exact_extremes(p: int, n: int, pruned: bool,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """lower <= exact extreme <= upper at every attainable AUC-ROC, the exact extreme over all
    rankings in rationals (average precision) or at 60 digits (AUC-PR, by quadrature); the
    value is attained and lies in the enclosure, whose width is a few ulps. Average precision
    both in one unpruned pass (small sizes) and by branch and bound."""
    if pruned:
        monkeypatch.setattr("numeric.bounds.finite_n.SMALL_WORK", 0)
    for lost, (aps, prs) in _exact_rankings(p, n).items():
        auc = 1 - Fraction(lost, 2 * p * n)
        for q, values in (("average_precision", aps), ("auc_pr", prs)):
            for s, pick in (("min", min), ("max", max)):
                e = finite_n_extremes(p, n, auc, q, s)
                exact = pick(values) / p
                if q == "average_precision":
                    assert Fraction(e.lower) <= exact <= Fraction(e.upper)
                else:
                    with mpmath.workdps(60):
                        assert mpmath.mpf(e.lower) <= exact <= mpmath.mpf(e.upper)
                assert e.lower <= e.value <= e.upper
                assert e.upper - e.lower <= 1e-14, (p, n, lost, q, s)


@pytest.mark.parametrize(("p", "n", "auc", "sense"), [(20, 200, 0.6, "min"),
                                                      (20, 200, 0.6, "max"),
                                                      (10, 100, 0.875, "min")])
def test_enclosure_of_a_pruned_search(p: int, n: int, auc: float, sense: str) -> None:
    """At sizes past enumeration the enclosure still brackets the attained value (recomputed
    by numeric.auc_pr_score) and is a few ulps wide."""
    e = finite_n_extremes(p, n, auc, "auc_pr", sense)
    assert e.lower <= e.value <= e.upper
    assert e.upper - e.lower <= 1e-14
    assert e.lower - 1e-15 <= auc_pr_score(e.y_true, e.y_score) <= e.upper + 1e-15


def test_log_enclosure_contains_the_logarithm() -> None:
    from numeric.bounds.finite_n import _log_float, _log_ratio

    values = np.array([1.0, 2.0, 3.0, 0.1, 1e-300, 7.5e5, 1.0000000000000002])
    lo, hi = _log_float(values)
    num = np.array([2, 50, 49, 7, 1, 50])
    den = np.array([1, 49, 50, 7, 50, 1])
    r_lo, r_hi = _log_ratio(num, den, 50)
    with mpmath.workdps(50):
        for v, a, b in zip(values.tolist(), lo.tolist(), hi.tolist(), strict=True):
            assert mpmath.mpf(a) <= mpmath.log(mpmath.mpf(v)) <= mpmath.mpf(b)
        for a, b, u, v in zip(num.tolist(), den.tolist(), r_lo.tolist(), r_hi.tolist(),
                              strict=True):
            exact = mpmath.log(mpmath.mpf(a) / b)
            assert mpmath.mpf(u) <= exact <= mpmath.mpf(v)
            assert v - u <= 4 * np.spacing(abs(float(exact))) + 1e-30  # a few ulps


def test_twosum_enclosure_is_exact_when_it_can_be() -> None:
    from numeric.bounds.finite_n import _isum_exact

    x = np.array([3.0, 0.1, 1e16, 2.5])
    c = np.array([4.0, 0.2, 1.0, 0.5])
    lo, hi = _isum_exact(x, c)
    assert lo[0] == hi[0] == 7.0 and lo[3] == hi[3] == 3.0  # exact sums are not widened
    for a, b, u, v in zip(x.tolist(), c.tolist(), lo.tolist(), hi.tolist(), strict=True):
        assert Fraction(u) <= Fraction(a) + Fraction(b) <= Fraction(v)
    assert lo[1] < hi[1] and lo[2] < hi[2]  # 0.1 + 0.2 and 1e16 + 1 are inexact


@pytest.mark.parametrize("sense", [-1, 1])
def test_segment_gain_bounds_the_exact_area(sense: int) -> None:
    """The AUC-PR gain of a segment is on its side of the area at 50 digits (mpmath quadrature)
    and within a few ulps of it; so is the average-precision gain of a rational."""
    from numeric.bounds.finite_n import _ap_gain, _pr_gain

    p, n = 20, 2000
    for t, s, t2 in [(0, 0, 3), (1, 0, 4), (2, 1999, 3), (5, 17, 20), (19, 3, 20), (0, 5, 2)]:
        f2 = np.array([s, s + 1, s + 7, min(n, s + 1000), n])
        f2 = f2[f2 <= n]
        gain = _pr_gain(t, s, t2, f2, p, n, sense)
        ap = _ap_gain(t2, f2, t2 - t, p, sense)
        with mpmath.workdps(50):
            for g, a, e in zip(gain.tolist(), ap.tolist(), f2.tolist(), strict=True):
                dt, df = t2 - t, e - s
                k = mpmath.mpf(df) / dt
                ref = mpmath.quad(lambda x, s=s, t=t, k=k: x / (x + s + k * (x - t)), [t, t2]) / p
                assert (mpmath.mpf(g) - ref) * sense >= 0
                assert abs(mpmath.mpf(g) - ref) <= 1e-14
                exact = Fraction((t2 - t) * t2, p * (t2 + e))
                assert (Fraction(a) - exact) * sense >= 0 and abs(Fraction(a) - exact) < 1e-15


@pytest.mark.parametrize("sense", [-1, 1])
@pytest.mark.parametrize("lam", [0.003, 0.05, 2.0])
def test_lagrangian_bound_is_on_its_side(sense: int, lam: float) -> None:
    """The to-go bound is on its side of int_t^N+ opt_{g in [f, N-]} (x/(x+g) + lam g) dx
    computed at 30 digits (mpmath quadrature split at the minimizer's kinks), within 1e-9."""
    from numeric.bounds.finite_n import _relaxed_to_go

    p, n = 5, 30
    table = _relaxed_to_go(p, n, lam, sense, n + 1)
    with mpmath.workdps(30):
        lam_m = mpmath.mpf(lam)

        def pointwise(x: mpmath.mpf, f: int) -> mpmath.mpf:
            if sense < 0:
                g = min(max(mpmath.sqrt(x / lam_m) - x, f), n)
                return x / (x + g) + lam_m * g if x + g > 0 else lam_m * g
            return max(x / (x + g) + lam_m * g if x + g > 0 else lam_m * g for g in (f, n))

        for t, f in [(0, 0), (2, 3), (1, 10), (4, 30), (0, 29), (5, 7)]:
            kinks = [t, p]
            for c in (f, n):  # where sqrt(x/lam) - x = c, and where x/(x+f) - x/(x+n) = lam(n-f)
                disc = 1 / lam_m - 4 * c
                if disc >= 0:
                    kinks += [((1 / mpmath.sqrt(lam_m) + sg * mpmath.sqrt(disc)) / 2) ** 2
                              for sg in (-1, 1)]
            bq = lam_m * (f + n) - 1
            disc = bq * bq - 4 * lam_m ** 2 * f * n
            if disc >= 0:
                kinks += [(-bq + sg * mpmath.sqrt(disc)) / (2 * lam_m) for sg in (-1, 1)]
            pts = sorted({k for k in kinks if t <= k <= p})
            ref = mpmath.quad(lambda x, f=f: pointwise(x, f), pts) if t < p else mpmath.mpf(0)
            assert (mpmath.mpf(table[t, f]) - ref) * sense >= 0, (t, f)
            assert abs(mpmath.mpf(table[t, f]) - ref) <= 1e-9


# ------------------------- average precision: Lagrangian bounds by a programme, windowed search


def _best_completion(p: int, n: int, mu: Fraction, t: int, s: int, sense: int,
                     memo: dict[tuple[int, int], Fraction]) -> Fraction:
    """min (or max) over every completion from (t, s) of AP_rest + mu L_rest, exactly, by
    recursion over the next group (negative runs and ties included)."""
    if (t, s) in memo:
        return memo[(t, s)]
    pick = min if sense < 0 else max
    options = [Fraction(0)] if t == p else []  # the rest is negatives: nothing added
    for s2 in range(s, n + 1):  # a run of negatives, then a group with dt >= 1 positives
        for dt in range(1, p - t + 1):
            for f2 in range(s2, n + 1):
                t2 = t + dt
                options.append(Fraction(dt * t2, p * (t2 + f2)) + mu * dt * (s2 + f2)
                               + _best_completion(p, n, mu, t2, f2, sense, memo))
    memo[(t, s)] = pick(options)
    return memo[(t, s)]


@pytest.mark.parametrize("sense", [-1, 1])
@pytest.mark.parametrize("mu", [1e-3, 0.02, 0.3])
def test_ap_lagrangian_tables_bound_every_completion(sense: int, mu: float) -> None:
    """B[t, s] (to go) is on its side of the exact best AP_rest + mu L_rest over every
    completion (recursion in rationals), and within 1e-13 of it; so is F[t, f] (so far) of
    the exact best over every path from (0, 0) to (t, f) (enumerated in rationals)."""
    from numeric.bounds.finite_n import _ap_from_start, _ap_to_go

    p, n = 3, 4
    to_go = _ap_to_go(p, n, mu, sense)
    memo: dict[tuple[int, int], Fraction] = {}
    for t in range(p + 1):
        for s in range(n + 1):
            exact = _best_completion(p, n, Fraction(mu), t, s, sense, memo)
            assert (Fraction(to_go[t, s]) - exact) * sense >= 0
            assert abs(float(exact) - to_go[t, s]) <= 1e-13
    so_far = _ap_from_start(p, n, mu, sense)
    pick = min if sense < 0 else max
    for t in range(p + 1):
        for f in range(n + 1):
            stack = [(0, 0, Fraction(0))]
            values = []
            while stack:
                a, b, v = stack.pop()
                if a == t and b <= f:
                    values.append(v)  # negatives up to f are free
                for dt in range(0, t - a + 1):
                    for df in range(0, f - b + 1):
                        if dt == df == 0:
                            continue
                        a2, b2 = a + dt, b + df
                        gain = Fraction(dt * a2, p * (a2 + b2)) if dt else Fraction(0)
                        stack.append((a2, b2, v + gain + Fraction(mu) * dt * (b + b2)))
            best = pick(values)
            assert (Fraction(so_far[t, f]) - best) * sense >= 0
            assert abs(float(best) - so_far[t, f]) <= 1e-13


@pytest.mark.parametrize(("p", "n"), [(4, 7), (7, 4), (5, 5)])
def test_ap_windowed_search_equals_enumeration(p: int, n: int,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The branch-and-bound average-precision search (forced at these small sizes, which
    otherwise take one unpruned pass) equals the minimum and maximum over all rankings at
    every attainable AUC-ROC (its first incumbent a constructed ranking)."""
    monkeypatch.setattr("numeric.bounds.finite_n.SMALL_WORK", 0)
    ext = _extremes(p, n)
    for lost in range(0, 2 * p * n + 1):
        auc = 1 - Fraction(lost, 2 * p * n)
        got = [finite_n_extremes(p, n, auc, "average_precision", s).value
               for s in ("min", "max")]
        np.testing.assert_allclose(got, ext[lost][2:], rtol=0, atol=1e-12,
                                   err_msg=f"N+={p}, N-={n}, L={lost}")


@pytest.mark.slow
@pytest.mark.parametrize(("p", "n"), [(4, 7), (7, 4), (5, 6)])
def test_pr_branch_and_bound_equals_enumeration(p: int, n: int,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The branch-and-bound AUC-PR search (validated Lagrangian pruning, forced at these small
    sizes, which otherwise take one unpruned pass) equals the minimum and maximum over all
    rankings at every attainable AUC-ROC."""
    monkeypatch.setattr("numeric.bounds.finite_n.SMALL_WORK", 0)
    ext = _extremes(p, n)
    for lost in range(0, 2 * p * n + 1):
        auc = 1 - Fraction(lost, 2 * p * n)
        got = [finite_n_extremes(p, n, auc, "auc_pr", s).value for s in ("min", "max")]
        np.testing.assert_allclose(got, ext[lost][:2], rtol=0, atol=1e-12,
                                   err_msg=f"N+={p}, N-={n}, L={lost}")


@pytest.mark.parametrize(("auc", "sense"), [(0.3, "min"), (0.05, "max"), (0.55, "max")])
def test_ap_runs_where_the_full_table_was_refused(auc: float, sense: str) -> None:
    """(20, 2000) at AUC-ROC below 0.86: the full table (refused before, above max_cells) is
    not needed; the witness has the AUC-ROC asked for and the value (scikit-learn), and the
    enclosure holds the value."""
    from numeric.bounds.finite_n import _Layout, _target_loss

    dense = _Layout.build(20, 2000, _target_loss(20, 2000, auc)).cells()
    assert dense > 150_000_000  # the cap that refused them
    e = finite_n_extremes(20, 2000, auc, "average_precision", sense, max_cells=dense // 16)
    assert roc_auc_score(e.y_true, e.y_score) == pytest.approx(auc, abs=1e-14)
    assert sk_ap(e.y_true, e.y_score) == pytest.approx(e.value, abs=1e-14)
    assert e.lower <= e.value <= e.upper and e.upper - e.lower <= 1e-14
    if sense == "min":  # Boyd et al.'s AP_MIN is the global minimum
        assert e.value >= float(average_precision_min(20, 2000)) - 1e-15
