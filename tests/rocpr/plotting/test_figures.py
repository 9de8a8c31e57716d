"""Tests of rocpr.plotting.figures: the plotted numbers against the papers and independent sums.

Paper values are quoted with their source (/work/shared/papers.md restates them); independent
values are computed here with scipy quadrature, scikit-learn, or the closed forms written out.
"""

from __future__ import annotations

import io
import itertools
import math

import numpy as np
import pytest
from scipy import integrate
from sklearn.metrics import roc_auc_score, roc_curve

from numeric.bounds.exact_minimum import exact_min_solution
from numeric.bounds.witness import witness_dataset
from numeric.data.hull import roc_convex_hull
from rocpr.plotting import figures as F


def _t_polyline(fpr: np.ndarray, tpr: np.ndarray, a: float) -> float:
    """AUC-PR = integral of t/(t + a f(t)) dt with f linear in t on each ROC segment (quad)."""
    total = 0.0
    vertices = list(zip(fpr.tolist(), tpr.tolist(), strict=True))
    for (f0, t0), (f1, t1) in itertools.pairwise(vertices):
        if t1 <= t0:
            continue

        def g(t: float, f0=f0, t0=t0, f1=f1, t1=t1) -> float:
            f = f0 + (f1 - f0) * (t - t0) / (t1 - t0)
            return t / (t + a * f) if t + a * f > 0 else 1.0 if f == 0 else 0.0

        total += integrate.quad(g, t0, t1, epsabs=1e-13, epsrel=1e-12, limit=200)[0]
    return total


def _data_from_vertices(tp, fp) -> tuple[np.ndarray, np.ndarray]:
    """Labels and scores whose tied groups step through the (TP, FP) vertices."""
    dp, dn = np.diff(tp), np.diff(fp)
    y = np.concatenate([np.r_[np.ones(p), np.zeros(n)] for p, n in zip(dp, dn, strict=True)])
    s = np.concatenate([np.full(p + n, -i, dtype=float) for i, (p, n)
                        in enumerate(zip(dp, dn, strict=True))])
    return y, s


def _legend_texts(fig) -> list[list[str]]:
    out = [[t.get_text() for t in leg.get_texts()] for leg in fig.legends]
    out += [[t.get_text() for t in ax.get_legend().get_texts()] for ax in fig.axes
            if ax.get_legend() is not None]
    return out


@pytest.fixture(scope="module")
def all_figures() -> dict[str, F.PaperFigure]:
    return {name: fn() for name, fn in F.FIGURES.items()}


def test_registry_and_common_quality(all_figures) -> None:
    assert list(F.FIGURES) == ["davis_goadrich_fig6", "davis_goadrich_fig7", "boyd_unachievable",
                               "mihelich_fig1", "mihelich_fig2", "mihelich_fig3", "mihelich_fig4"]
    for name, pf in all_figures.items():
        assert pf.name == name
        assert pf.series and pf.values
        for x, y in pf.series.values():
            assert x.shape == y.shape and np.all(np.isfinite(x)) and np.all(np.isfinite(y))
        legends = _legend_texts(pf.figure)
        assert legends, name
        for texts in legends:  # no duplicated legend entries
            assert len(texts) == len(set(texts)), (name, texts)
        buf = io.BytesIO()
        pf.figure.savefig(buf, format="svg")  # vector output
        assert buf.getvalue().lstrip().startswith(b"<?xml")


def test_dg_fig6(all_figures) -> None:
    """Davis & Goadrich (2006), Sec. 4 / Fig. 6: (0.02, 1) to (1, 0.008), 433 positives and
    56,164 negatives; "interpolating as we have described would have an AUC-PR of 0.031; a
    linear connection would severely overestimate with an AUC-PR of 0.50"."""
    pf = all_figures["davis_goadrich_fig6"]
    v = pf.values
    a = 56164 / 433
    fpr_b = 1.0 * (1 - 433 / 56597) / (433 / 56597) / a  # all negatives: FPR 1
    assert fpr_b == pytest.approx(1.0)
    exact = 0.02 + _t_polyline(np.array([0.0, 1.0]), np.array([0.02, 1.0]), a)
    assert v["auc_pr_exact"] == pytest.approx(exact, rel=1e-9)
    # The drawn curve is the interpolation r/(r + a FPR(r)), FPR linear in recall after 0.02.
    r, p = pf.series["correct"]
    tail = r > 0.02
    np.testing.assert_allclose(p[tail], r[tail] / (r[tail] + a * (r[tail] - 0.02) / 0.98),
                               rtol=1e-12)
    assert np.all(p[r <= 0.02] == 1.0)
    # Linear through the point 0.514 and the straight line 0.504 (the paper's 0.50).
    assert v["auc_pr_linear"] == pytest.approx(0.02 + 0.98 * (1 + 433 / 56597) / 2, rel=1e-12)
    assert round(v["auc_pr_straight"], 2) == 0.50
    # The construction that gives 0.031: TP_A = 9, p_B = 0.008, composite trapezoid over unit TP
    # steps with Davis & Goadrich's intermediate precision (TP_A + x)/(TP_A + x + s x).
    fp_b = 433 * 0.992 / 0.008
    s = fp_b / (433 - 9)
    tp = np.arange(9, 434, dtype=float)
    prec = tp / (tp + s * (tp - 9))
    trapezoid = 9 / 433 + float(np.sum(np.diff(tp / 433) * (prec[1:] + prec[:-1]) / 2))
    assert v["construction_dg_steps"] == pytest.approx(trapezoid, rel=1e-12)
    assert round(v["construction_dg_steps"], 3) == 0.031
    assert v["construction_exact"] == pytest.approx(
        9 / 433 + _t_polyline(np.array([0.0, 1.0]), np.array([9 / 433, 1.0]), fp_b / 433),
        rel=1e-9)
    assert v["construction_exact"] < 0.0305  # the exact area is below the paper's 0.031


@pytest.mark.parametrize(("name", "vertices", "roc", "pr"),
                         [("I", F.DG_CURVE_I, 0.813, 0.514), ("II", F.DG_CURVE_II, 0.875, 0.038)])
def test_dg_fig7(all_figures, name, vertices, roc, pr) -> None:
    """Davis & Goadrich (2006), Sec. 5: 20 positives, 2000 negatives, "each curve individually is a
    convex hull"; AUC-ROC 0.813 (I) and 0.875 (II), AUC-PR 0.514 (I) and 0.038 (II)."""
    v = all_figures["davis_goadrich_fig7"].values
    tp, fp = (np.asarray(x) for x in vertices)
    assert tp[-1] == 20 and fp[-1] == 2000
    y, s = _data_from_vertices(tp, fp)
    assert v[f"auc_roc_{name}"] == pytest.approx(roc_auc_score(y, s), abs=1e-12)
    assert round(v[f"auc_roc_{name}"], 3) == roc
    assert v[f"auc_pr_{name}"] == pytest.approx(_t_polyline(fp / 2000, tp / 20, 100.0), rel=1e-9)
    assert round(v[f"auc_pr_{name}"], 3) == pr
    hull = roc_convex_hull(fp / 2000, tp / 20)
    on_hull = set(zip(hull.fpr.tolist(), hull.tpr.tolist(), strict=True))
    assert set(zip((fp / 2000).tolist(), (tp / 20).tolist(), strict=True)) <= on_hull  # convex
    fx, ty = all_figures["davis_goadrich_fig7"].series[f"roc {name}"]
    np.testing.assert_allclose(fx, fp / 2000)
    np.testing.assert_allclose(ty, tp / 20)


def test_boyd(all_figures) -> None:
    """Boyd et al. (2012), Thm 1-2: p_min(r) = pi r/(1 - pi + pi r), AUCPR_MIN = 1 + (1 - pi)
    ln(1 - pi)/pi; "pi = 0.1 gives ~0.05", IMDB gender (pi ~ 0.5) 0.31, genre (pi ~ 0.05) 0.02;
    moving pi from 0.01 to 0.5 raises the minimum by ~0.3."""
    pf = all_figures["boyd_unachievable"]
    for pi in (0.5, 0.2, 0.1, 0.05, 0.01):
        closed = 1 + (1 - pi) * math.log1p(-pi) / pi
        assert pf.values[f"auc_pr_min pi={pi:g}"] == pytest.approx(closed, rel=1e-12)
        r, p = pf.series[f"minimum pi={pi:g}"]
        np.testing.assert_allclose(p, pi * r / (1 - pi + pi * r), rtol=1e-12)
        assert integrate.trapezoid(p, r) == pytest.approx(closed, abs=1e-5)
    assert round(pf.values["auc_pr_min pi=0.1"], 2) == 0.05
    assert round(pf.values["auc_pr_min pi=0.5"], 2) == 0.31
    assert round(pf.values["auc_pr_min pi=0.05"], 2) == 0.03  # the paper's "0.02" is rounded down
    rise = pf.values["auc_pr_min pi=0.5"] - pf.values["auc_pr_min pi=0.01"]
    assert round(rise, 1) == 0.3
    x, y = pf.series["global minimum"]
    np.testing.assert_allclose(y, 1 + (1 - x) * np.log1p(-x) / x, rtol=1e-9, atol=1e-15)


@pytest.mark.parametrize(("a", "auc_roc"), [(1.0, 0.5), (100.0, 0.875), (10.0, 0.3)])
def test_mihelich_fig1(a, auc_roc) -> None:
    """Mihelich et al. (2024), Thm 3.5 and eq. (15): the step maximizer's AUC-PR is
    1 - a ln((1 + a)/(1 - c + a)); the constant f = c gives 1 - ac ln((1 + ac)/(ac)) (the claimed
    minimum); Demonstration 3.8: T(f1) > T(f0) at equal mass. The exact minimizer is lower."""
    pf = F.mihelich_fig1(a, auc_roc)
    v, c = pf.values, 1 - auc_roc
    assert v["T(max)"] == pytest.approx(1 - a * math.log((1 + a) / (1 - c + a)), rel=1e-12)
    assert v["T(f=c)"] == pytest.approx(1 - a * c * math.log((1 + a * c) / (a * c)), rel=1e-12)
    assert v["T(f1)"] > v["T(f0)"]
    for key in ("max", "f0", "f1"):
        x, f = pf.series[key]
        assert integrate.trapezoid(f, x) == pytest.approx(c, abs=1e-12)  # the same mass c
        assert v[f"T({key})"] == pytest.approx(_t_polyline(f, x, a), rel=1e-9, abs=1e-12)
    sol_x, sol_f = pf.series["exact"]
    assert integrate.trapezoid(sol_f, sol_x) == pytest.approx(c, abs=1e-4)
    sol = exact_min_solution(a, auc_roc)
    np.testing.assert_allclose(sol_f, sol.curve(sol_x))
    t = np.linspace(0.0, 1.0, 400_001)
    f = sol.curve(t)
    ratio = np.divide(t, t + a * f, out=np.ones_like(t), where=(t + a * f) > 0)
    assert integrate.trapezoid(f, t) == pytest.approx(c, abs=1e-6)
    assert v["T(exact)"] == pytest.approx(integrate.trapezoid(ratio, t), abs=1e-5)
    assert v["T(exact)"] < v["T(f=c)"]
    assert v["T(exact)"] == pytest.approx(v["auc_pr_min"], rel=1e-12)


def test_mihelich_fig2(all_figures) -> None:
    """Mihelich et al. (2024), Sec. 4.1: "for a = 100, a classifier with a good AUC_ROC = 0.875
    can have a AUC_PR that ranges from 0.038 to 0.876 [...] if a = 1 the AUC_PR ranges from 0.725
    to 0.935". The exact minimum is lower (4/117 at a = 100)."""
    pf = all_figures["mihelich_fig2"]
    v = pf.values
    assert round(v["auc_pr_min_mihelich a=100 auc_roc=0.875"], 3) == 0.038
    assert round(v["auc_pr_max a=100 auc_roc=0.875"], 3) == 0.876
    assert round(v["auc_pr_min_mihelich a=1 auc_roc=0.875"], 3) == 0.725
    assert round(v["auc_pr_max a=1 auc_roc=0.875"], 3) == 0.935
    assert v["auc_pr_min a=100 auc_roc=0.875"] == pytest.approx(4 / 117, rel=1e-12)
    for a in (1.0, 10.0, 100.0):
        x, hi = pf.series[f"auc_pr_max a={a:g}"]
        np.testing.assert_allclose(hi, 1 - a * np.log((1 + a) / (x + a)), rtol=1e-9, atol=1e-12)
        _, lo = pf.series[f"auc_pr_min a={a:g}"]
        xc, claimed = pf.series[f"auc_pr_min_mihelich a={a:g}"]
        inner = (xc > 0) & (xc < 1)
        ac = a * (1 - xc[inner])
        np.testing.assert_allclose(claimed[inner], 1 - ac * np.log((1 + ac) / ac), rtol=1e-9)
        assert np.all(lo[inner] < claimed[inner]) and np.all(claimed <= hi + 1e-12)


def test_mihelich_fig3(all_figures) -> None:
    """Mihelich et al. (2024), Sec. 4.2: a = 100, AUC_PR = 0.7: AUC_ROC claimed in
    [0.697, 0.999]; Thm 3.9: AUC_ROC_min = 1 - (1 + a)(e^{(1-k)/a} - 1)/e^{(1-k)/a}."""
    pf = all_figures["mihelich_fig3"]
    v = pf.values
    assert round(v["auc_roc_min a=100 auc_pr=0.7"], 3) == 0.697
    assert round(v["auc_roc_max_mihelich a=100 auc_pr=0.7"], 3) == 0.999
    for a in (1.0, 10.0, 100.0):
        k, lo = pf.series[f"auc_roc_min a={a:g}"]
        e = np.exp((1 - k) / a)
        np.testing.assert_allclose(lo, 1 - (1 + a) * (e - 1) / e, rtol=1e-9, atol=1e-12)
        _, claimed = pf.series[f"auc_roc_max_mihelich a={a:g}"]
        _, exact = pf.series[f"auc_roc_max a={a:g}"]
        assert k[0] == pytest.approx(1 - a * math.log((1 + a) / a), rel=1e-12)
        assert np.all(exact >= claimed - 1e-9)


def test_mihelich_fig4(all_figures) -> None:
    """Mihelich et al. (2024), Sec. 4.1 / Fig. 4: classifier 2 (AUC-ROC 0.875, AUC-PR 0.038) is
    said to reach the minimum at a = 100; witness data sets (AUCs from their labels, scikit-learn
    for AUC-ROC, quadrature for AUC-PR) lie below it, on the exact minimum 4/117."""
    pf = all_figures["mihelich_fig4"]
    v = pf.values
    for k, (roc, pr) in (("classifier 1", (0.813, 0.514)), ("classifier 2", (0.875, 0.038))):
        assert (round(v[f"{k} auc_roc"], 3), round(v[f"{k} auc_pr"], 3)) == (roc, pr)
    for n in (20, 1000):
        y, s = witness_dataset(100.0, 0.875, n)
        fpr, tpr, _ = roc_curve(y, s)
        assert v[f"witness N+={n} auc_roc"] == pytest.approx(roc_auc_score(y, s), abs=1e-12)
        assert v[f"witness N+={n} auc_pr"] == pytest.approx(
            _t_polyline(fpr, tpr, float((y == 0).sum() / (y == 1).sum())), rel=1e-8)
        assert v[f"witness N+={n} auc_pr"] < 0.038 - 0.003
    assert v["witness N+=1000 auc_pr"] == pytest.approx(4 / 117, abs=5e-4)
    assert v["auc_pr_min"] == pytest.approx(4 / 117, rel=1e-12)
    x, _ = pf.series["exact minimum"]
    assert x[0] == 0.0 and x[-1] == 1.0


@pytest.mark.parametrize(
    ("call", "exc", "match"),
    [
        (lambda: F.boyd_unachievable((0.0,)), ValueError, "prevalences must be"),
        (lambda: F.mihelich_fig1(-1.0), ValueError, "skew must be > 0, got -1.0"),
        (lambda: F.mihelich_fig1(1.0, 1.0), ValueError, "auc_roc must be"),
        (lambda: F.mihelich_fig2((0.0,)), ValueError, "skews must be > 0"),
    ],
)
def test_errors(call, exc, match) -> None:
    with pytest.raises(exc, match=match):
        call()
