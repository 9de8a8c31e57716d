"""Checks of the behaviours the ``pr2roc`` README promises (github.com/ameya98/pr2roc).

The README (``seeds/pr2roc_readme.txt``) describes a method, not a theorem; each statement below is
checked as a claim about that method. The method's soundness (``pr2roc.readme.resample``) and the
package's implementation (``pr2roc.package.resample``) are separate claims: the package's code is
transcribed literally in :func:`pr2roc_literal_resample` (exact rationals), and
``tests/proofs_check/test_pr2roc.py`` runs the real ``pr2roc`` package, where it is installed, to
confirm that the transcription behaves as the package does. :mod:`numeric.geometry.curve_conversion`
is the corrected implementation.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import sympy as sp

from analytic.confusion import counts_to_roc, pr_to_roc, roc_to_pr
from numeric.geometry.curve_conversion import PRCurve
from proofs_check._exact import Witness, auc_pr_enclosure, enclosure_str, iv, ivq, workdps
from proofs_check._registry import CheckResult, claim, decide, refuted_if
from proofs_check.dg2006 import ranking
from proofs_check.evidence import ExactArithmetic, SymbolicIdentity, ValidatedEnclosure

__all__ = [
    "implementation",
    "overestimates_general",
    "overestimates_hull",
    "package_resample",
    "pr2roc_literal_resample",
    "ratio_suffices",
    "resample_area",
    "resample_equal_fpr",
    "round_trip",
]

SOURCE = "pr2roc README (github.com/ameya98/pr2roc)"


@claim(
    "pr2roc.readme.ratio",
    f"{SOURCE}, introduction",
    "Resample classifier precision-recall curves correctly by interconverting between PR and ROC "
    "space! The only requirement is to know the proportion of actual positives to actual "
    "negatives in the dataset, which depends only on the true labels.",
    line=43,
)
def ratio_suffices() -> CheckResult:
    """The class ratio alone converts every PR point with recall > 0 to its ROC point (proof).

    What this shows: the README's requirement is sufficient -- sympy: for recall r > 0,
    precision p > 0 and skew a = N-/N+, ``pr_to_roc`` gives FPR = r (1 - p)/(a p), TPR = r, and
    it equals ``counts_to_roc`` of the confusion matrix TP = r N+, FP = TP (1 - p)/p for every
    N+ (symbolic identity), so nothing but the ratio enters. Recall 0 is outside the statement,
    as in Davis & Goadrich's Thm 3.1 (a PR point of recall 0 has no unique ROC point).
    """
    r, p, n_pos, a = sp.symbols("r p n_pos a", positive=True)
    roc = pr_to_roc(r, p, skew=a)
    tp = r * n_pos
    fp = tp * (1 - p) / p
    via_counts = counts_to_roc(tp, fp, n_pos, a * n_pos)
    identity = (sp.simplify(roc.fpr - via_counts.fpr) == 0
                and sp.simplify(roc.tpr - via_counts.tpr) == 0)
    free_of_size = n_pos not in roc.fpr.free_symbols | roc.tpr.free_symbols
    evidence = (
        f"sympy: PR (r, p) -> ROC ({roc.fpr}, {roc.tpr}) with a = N-/N+ equals the ROC point of "
        f"the confusion matrix TP = r N+, FP = TP(1 - p)/p for every N+ ({identity}); the result "
        f"does not involve N+ ({free_of_size}). Recall 0 is excluded as in Davis & Goadrich "
        "Thm 3.1."
    )
    other = ("It would fail if the ROC point depended on anything but a (the data-set size or "
             "the labels' order); it does not for recall > 0. At recall 0 no converter can know "
             "the FPR, which Davis & Goadrich Thm 3.1 already excludes.")
    return decide(bool(identity and free_of_size), False, evidence, basis=SymbolicIdentity(),
                  other_way=other)


@claim(
    "pr2roc.readme.round_trip",
    f"{SOURCE}, Usage",
    "pr = PRCurve(zip([0.25, 0.4, 0.5], [0.5, 0.3, 0.25]), pos_neg_ratio=0.25); roc = pr.to_roc(); "
    "pr_reconverted = roc.to_pr(); assert allclose(pr_reconverted.points(), pr.points()) -- "
    "'You can re-convert the ROC curve back to a PR curve!'",
    line=84, quote="pr = PRCurve(pr_points, pos_neg_ratio=0.25)",
)
def round_trip() -> CheckResult:
    """PR -> ROC -> PR is the identity for recall > 0: symbolically, and on the README example.

    sympy: ``roc_to_pr(pr_to_roc(r, p))`` simplifies to ``(r, p)`` for r, p in (0, 1], any skew;
    the README example converted in exact rationals and with :class:`numeric.PRCurve`.
    """
    r, p, a = sp.symbols("r p a", positive=True)
    roc = pr_to_roc(r, p, skew=a)
    back = roc_to_pr(roc.fpr, roc.tpr, skew=a)
    symbolic = sp.simplify(back.recall - r) == 0 and sp.simplify(back.precision - p) == 0
    skew = sp.Rational(4)  # pos_neg_ratio = 0.25 = N+/N-
    points = [(sp.Rational(1, 4), sp.Rational(1, 2)), (sp.Rational(2, 5), sp.Rational(3, 10)),
              (sp.Rational(1, 2), sp.Rational(1, 4))]
    exact = True
    for rr, pp in points:
        q = pr_to_roc(rr, pp, skew=skew)
        b = roc_to_pr(q.fpr, q.tpr, skew=skew)
        exact &= (b.recall, b.precision) == (rr, pp)
    curve = PRCurve([0.25, 0.4, 0.5], [0.5, 0.3, 0.25], skew=4.0)  # pos_neg_ratio 0.25
    numeric_ok = bool(np.allclose(curve.to_roc().to_pr().points(), curve.points()))
    evidence = (
        f"sympy: PR -> ROC -> PR = identity for recall, precision > 0 ({symbolic}); the README's "
        f"three points round-trip exactly in rationals ({exact}) and with numeric.PRCurve "
        f"({numeric_ok})."
    )
    return decide(bool(symbolic and exact and numeric_ok), False, evidence,
                  basis=SymbolicIdentity())


_WITNESS_FPR = (Fraction(0), Fraction(0), Fraction(1, 2), Fraction(1))
_WITNESS_TPR = (Fraction(0), Fraction(1, 2), Fraction(3, 4), Fraction(1))
# the same curve with its corner off the FPR grid k/100: (1/3, 3/4) instead of (1/2, 3/4)
_OFF_GRID_FPR = (Fraction(0), Fraction(0), Fraction(1, 3), Fraction(1))


def _roc_to_counts(fpr: list[Fraction], tpr: list[Fraction], n_pos: int, n_neg: int
                   ) -> list[tuple[Fraction, Fraction]]:
    return [(t * n_pos, f * n_neg) for f, t in zip(fpr, tpr, strict=True)]


def _area(curve: list[tuple[Fraction, Fraction]]) -> iv.mpf:
    """Enclosed exact AUC-PR of a (possibly fractional-count) curve, scaled to integers."""
    den = 1
    for t, f in curve:
        den = den * Fraction(t).denominator // np.gcd(den, Fraction(t).denominator)
        den = den * Fraction(f).denominator // np.gcd(den, Fraction(f).denominator)
    return auc_pr_enclosure([(int(t * den), int(f * den)) for t, f in curve])


def _resample_keeping_vertices(num: int, fprs: tuple[Fraction, ...] = _WITNESS_FPR,
                               tprs: tuple[Fraction, ...] = _WITNESS_TPR
                               ) -> tuple[list[Fraction], list[Fraction]]:
    """The README's method done right: equally spaced FPR k/(num - 1), TPR linear between
    adjacent points, the start (0, 0) and the vertical jump at FPR 0 kept."""
    grid = [Fraction(k, num - 1) for k in range(num)]
    fpr, tpr = [Fraction(0)], [Fraction(0)]
    for g in grid:
        i = max(k for k in range(len(fprs) - 1) if fprs[k] <= g
                and fprs[k + 1] >= g and fprs[k + 1] > fprs[k])
        f0, f1, t0, t1 = fprs[i], fprs[i + 1], tprs[i], tprs[i + 1]
        fpr.append(g)
        tpr.append(t0 + (g - f0) * (t1 - t0) / (f1 - f0))
    return fpr, tpr


@claim(
    "pr2roc.readme.resample",
    f"{SOURCE}, How does the resampling work?",
    "Convert a PR curve to its corresponding ROC curve [...] Interpolate the ROC curve. Here, we "
    "interpolate at equally spaced values of FPR, linearly interpolating the TPR values between "
    "adjacent points. Convert the interpolated ROC curve back to PR space, giving us an "
    "interpolated PR curve.",
    line=112,
)
def resample_equal_fpr() -> CheckResult:
    """Each resampled point lies on Davis & Goadrich's interpolated curve (sympy identity).

    A point linear in ROC space between adjacent points A and B, (FPR, TPR) = (1 - s) A + s B,
    maps to the precision of Davis & Goadrich's interpolation at its recall: sympy reduces the
    difference to 0 for every A, B, s and skew. Condition: the start (0, 0) is kept (dropping it,
    as the package does, is ``pr2roc.package.resample``). Whether the resampled curve keeps the
    area is the stricter claim ``pr2roc.readme.resample.area``: only when every vertex is on the
    FPR grid.
    """
    fa, ta, fb, tb, s_, n_pos, a = sp.symbols("FPR_A TPR_A FPR_B TPR_B s N_pos a",
                                               positive=True)
    f, t = (1 - s_) * fa + s_ * fb, (1 - s_) * ta + s_ * tb
    tp_a, fp_a, tp_b, fp_b = ta * n_pos, fa * a * n_pos, tb * n_pos, fb * a * n_pos
    x = t * n_pos - tp_a  # Davis & Goadrich: TP_A + x, FP_A + x (FP_B - FP_A)/(TP_B - TP_A)
    dg = (tp_a + x) / (tp_a + x + fp_a + (fp_b - fp_a) / (tp_b - tp_a) * x)
    on_curve = sp.simplify(dg - t * n_pos / (t * n_pos + f * a * n_pos)) == 0
    evidence = (
        "sympy: the precision of the ROC point (1 - s) A + s B equals Davis & Goadrich's "
        "interpolated precision (TP_A + x)/(TP_A + x + FP_A + x (FP_B - FP_A)/(TP_B - TP_A)) at "
        "its recall, for every A, B, s and skew a: "
        + ("the difference simplifies to 0." if on_curve else "it does not simplify to 0.")
    )
    other = ("It would fail if a resampled point left Davis & Goadrich's curve; that happens only "
             "when the start (0, 0) or a vertical ROC segment is dropped "
             "(pr2roc.package.resample), not by the method.")
    return decide(bool(on_curve), False, evidence, basis=SymbolicIdentity(), other_way=other)


@claim(
    "pr2roc.readme.resample.area",
    f"{SOURCE}, How does the resampling work? (a stricter reading: the resampled curve keeps "
    "the area)",
    "Convert the interpolated ROC curve back to PR space, giving us an interpolated PR curve "
    "[read as: one with the same area under it as the original].",
    line=114, quote="Convert the interpolated ROC curve back to PR space, giving us an "
    "interpolated PR curve.", reading="stricter",
)
def resample_area() -> CheckResult:
    """The area is kept only when every ROC vertex is on the FPR grid: a corner at 1/3 loses it.

    Exact counts, areas enclosed in interval arithmetic: ROC (0, 0), (0, 1/2), (1/2, 3/4),
    (1, 1) resampled at FPR k/100 (corner on the grid) keeps its area at skews 1 and 100; moving
    the corner to FPR 1/3 (off the grid), the resampled curve cuts the corner and its area drops.
    """
    rows, kept = [], []
    for n_pos, n_neg in ((300, 300), (300, 30000)):
        for fprs, label in ((_WITNESS_FPR, "corner at FPR 1/2"),
                            (_OFF_GRID_FPR, "corner at FPR 1/3")):
            original = _area(_roc_to_counts(list(fprs), list(_WITNESS_TPR), n_pos, n_neg))
            fpr, tpr = _resample_keeping_vertices(101, fprs)
            resampled = _area(_roc_to_counts(fpr, tpr, n_pos, n_neg))
            with workdps():
                loss = original - resampled
            same = bool(abs(loss).b < ivq(Fraction(1, 10**30)).a)
            kept.append((fprs is _WITNESS_FPR, same, bool(loss.a > 0)))
            lost = "below 1e-30" if same else enclosure_str(loss, 3)
            rows.append(f"skew {n_neg // n_pos}, {label}: original {enclosure_str(original)}, "
                        f"resampled {enclosure_str(resampled)}, loss {lost}")
    on_grid_kept = all(same for on, same, _ in kept if on)
    off_grid_lost = all(lost for on, _, lost in kept if not on)
    evidence = ("101 equally spaced FPR, start kept, exact areas enclosed: " + "; ".join(rows)
                + ".")
    truth = ("The resampled points lie on Davis & Goadrich's curve (pr2roc.readme.resample), but "
             "the resampled curve joins them by new chords in ROC space: it keeps the area only "
             "when every vertex of the ROC curve is on the FPR grid, and otherwise cuts the "
             "corners (here: the area drops at a corner at FPR 1/3).")
    other = ("It would hold if every vertex were on the grid (as with the corner at 1/2), or if "
             "the resampling kept the original vertices besides the grid points.")
    witness = Witness.from_curve(
        "ROC (0, 0), (0, 1/2), (1/3, 3/4), (1, 1) with 300 positives and 300 negatives",
        [(int(t * 300), int(f * 300)) for f, t in zip(_OFF_GRID_FPR, _WITNESS_TPR, strict=True)])
    evidence += f" The off-grid curve at skew 1: {witness.exact().describe()}."
    return refuted_if(on_grid_kept and off_grid_lost, evidence, truth, ValidatedEnclosure(),
                      other, witnesses=(witness,))


def pr2roc_literal_resample(recall: list[Fraction], precision: list[Fraction],
                            pos_neg_ratio: Fraction, num_points: int
                            ) -> list[tuple[Fraction, Fraction]] | str:
    """``pr2roc.PRCurve(...).resample(num_points).points()``, transcribed in exact rationals.

    The package (``pr2roc/pr_curve.py``, ``roc_curve.py``, ``curve.py``): a PR point maps to FPR
    ``recall * ratio * (1/precision - 1)`` (1 when precision is 0), the ROC points are sorted by
    FPR and resampled at ``linspace(FPR[0], FPR[-1], num_points)`` with TPR linear between the
    bracketing points, and each maps back to precision ``1/(1 + FPR/(TPR ratio))`` (0 when TPR is
    0). The package sets ``numpy.seterr(all='raise')``, so a division by zero raises; this
    transcription returns the string ``"FloatingPointError"`` there instead.

    Examples
    --------
    >>> pts = pr2roc_literal_resample([Fraction(1, 4), Fraction(1, 2)],
    ...                               [Fraction(1, 2), Fraction(1, 4)], Fraction(1, 4), 3)
    >>> [(str(r), str(p)) for r, p in pts]
    [('1/4', '1/2'), ('3/8', '3/10'), ('1/2', '1/4')]
    """
    ratio = Fraction(pos_neg_ratio)
    roc = []
    for r, p in zip(recall, precision, strict=True):
        fpr = Fraction(1) if p == 0 else r * ratio * (1 / Fraction(p) - 1)
        roc.append((fpr, Fraction(r)))
    roc.sort(key=lambda q: q[0])  # stable, as Python's sorted in Curve.__init__
    lo, hi = roc[0][0], roc[-1][0]
    xs = [lo + (hi - lo) * k / (num_points - 1) for k in range(num_points)]
    out = []
    nxt = 1
    for x in xs:
        while x > roc[nxt][0]:
            nxt += 1
        (x0, y0), (x1, y1) = roc[nxt - 1], roc[nxt]
        if x1 == x0:
            return "FloatingPointError"
        y = y0 + (x - x0) * (y1 - y0) / (x1 - x0)
        prec = Fraction(0) if y == 0 else 1 / (1 + (x / y) / ratio)
        out.append((y, prec))
    return sorted(out, key=lambda q: q[0])


@claim(
    "pr2roc.package.resample",
    f"{SOURCE}, the package (pr2roc/curve.py, pr_curve.py, roc_curve.py)",
    "Resample classifier precision-recall curves correctly by interconverting between PR and ROC "
    "space!",
    line=43,
)
def package_resample() -> CheckResult:
    """The pr2roc package's resampling is defective at the curve's ends (literal transcription).

    Exact rationals on :func:`pr2roc_literal_resample` (the test runs the real package to
    confirm the transcription). Three witnesses, N+ = N- (ratio 1): (a) the PR points (0.5, 1),
    (1, 0.5) -- ROC (0, 0.5), (1, 1): the resampling spans only FPR 0..1 of the given points and
    never reaches recall < 0.5, so the precision-1 stretch from recall 0 is lost unless the user
    adds the point; (b) adding the start as the PR point (0, 0) maps it to FPR 1 (its 1/0 is
    caught and replaced by 1), so the ROC curve gets a point (1, 0) and the resampled precision
    is wrong; (c) two points of precision 1 (a vertical ROC segment at FPR 0) make the
    interpolation divide 0 by 0, which the package's ``seterr(all='raise')`` turns into an
    exception.
    """
    h, one = Fraction(1, 2), Fraction(1)
    a = pr2roc_literal_resample([h, one], [one, h], one, 11)
    b = pr2roc_literal_resample([Fraction(0), h, one], [Fraction(0), one, h], one, 11)
    c = pr2roc_literal_resample([Fraction(1, 4), h, one], [one, one, h], one, 11)
    starts_at_half = isinstance(a, list) and min(r for r, _ in a) == h
    b_wrong = isinstance(b, list) and any(
        p != (0 if r == 0 else (one if r <= h else r / (r + (r - h) * 2)))
        for r, p in b)
    c_raises = c == "FloatingPointError"
    evidence = (
        f"(a) PR (0.5, 1), (1, 0.5): resampled recalls start at "
        f"{min(r for r, _ in a) if isinstance(a, list) else a} (precision-1 stretch from recall "
        f"0 missing: {starts_at_half}); (b) with the start "
        f"(0, 0) added, the ROC curve gets (1, 0) and resampled precisions leave the true curve: "
        f"{b_wrong}; (c) PR (0.25, 1), (0.5, 1), (1, 0.5): {c}."
    )
    truth = (
        "The method is sound (pr2roc.readme.resample) but the package resamples only between its "
        "input points, maps a recall-0 point to FPR 1, and fails with FloatingPointError on a "
        "vertical ROC segment (two points of precision 1); it also sets numpy.seterr(all='raise') "
        "for the whole process on import. numeric.geometry.curve_conversion keeps the start, "
        "vertical segments and every vertex."
    )
    other = ("It would hold if the package resampled from (0, 0) with every vertex kept and "
             "handled recall 0 and equal FPR; all three witnesses would then stay on the curve.")
    return refuted_if(starts_at_half and b_wrong and c_raises, evidence, truth, ExactArithmetic(),
                      other)


@claim(
    "pr2roc.readme.implementation",
    f"{SOURCE}, References",
    "This package is essentially an implementation of the methods in the reference.",
    line=117,
)
def implementation() -> CheckResult:
    """pr2roc implements Davis & Goadrich's conversion and interpolation, not their hull or area.

    Reading: "the methods" = the PR <-> ROC map (Davis & Goadrich Thm 3.1) and the correct PR
    interpolation (Sec. 4). The transcription :func:`pr2roc_literal_resample` on the README's own
    example (recall 0.25, 0.4, 0.5; precision 0.5, 0.3, 0.25; ratio 0.25) gives points whose
    precisions equal Davis & Goadrich's interpolation at their recalls (exact rationals). Not
    implemented: the achievable curve (Cor. 3.1, convex hull), AUC-PR, recall 0 and vertical
    segments (``pr2roc.package.resample``). "Essentially" holds for the two methods it uses.
    """
    ratio = Fraction(1, 4)
    rec = [Fraction(1, 4), Fraction(2, 5), Fraction(1, 2)]
    prec = [Fraction(1, 2), Fraction(3, 10), Fraction(1, 4)]
    pts = pr2roc_literal_resample(rec, prec, ratio, 25)
    tp = rec  # counts in units of N+
    fp = [t * (1 / p - 1) for t, p in zip(rec, prec, strict=True)]
    ok = isinstance(pts, list) and len(pts) == 25
    for r, p in pts if isinstance(pts, list) else []:
        i = max(k for k in range(len(tp) - 1) if tp[k] <= r) if r < tp[-1] else len(tp) - 2
        x = r - tp[i]
        dg = (tp[i] + x) / (tp[i] + x + fp[i] + (fp[i + 1] - fp[i]) / (tp[i + 1] - tp[i]) * x)
        ok &= dg == p
    evidence = (
        f"README example resampled at 25 points by the transcribed package: every precision "
        f"equals Davis & Goadrich's interpolation (TP_A + x)/(TP_A + x + FP_A + x (FP_B - FP_A)/"
        f"(TP_B - TP_A)) at its recall, exactly: {ok}. The reference's achievable curve "
        "(Cor. 3.1) and AUC-PR are not implemented; edge defects: pr2roc.package.resample."
    )
    other = ("It would be refuted if the package's points left Davis & Goadrich's interpolated "
             "curve between input points, or under the reading 'all the methods' (the convex "
             "hull and AUC-PR are absent).")
    return decide(ok, False, evidence, basis=ExactArithmetic(), other_way=other)


_OVERESTIMATES_QUOTE = (
    "In ROC space, linear interpolation between points on a 'discrete' ROC curve is valid, because "
    "all points on the convex hull of a ROC curve are attainable. However, linear interpolation is "
    "not justified in PR space, because it over-estimates the performance of the classifier.")


@claim(
    "pr2roc.readme.overestimates.hull",
    f"{SOURCE}, How does the resampling work? (as the README frames it: on the convex hull)",
    _OVERESTIMATES_QUOTE,
    line=108,
)
def overestimates_hull() -> CheckResult:
    """On convex-hull curves linear PR interpolation always over-estimates (sympy).

    The README frames the sentence by the convex hull of a ROC curve. Reuses
    :func:`proofs_check.dg2006.ranking.interpolation_hull`: along a hull segment precision falls
    (D <= 0), and the straight line lies above the exact curve exactly then.
    """
    hull = ranking.interpolation_hull.check()
    if hull.status != "holds" or hull.basis is None:
        return CheckResult("error", f"inconclusive: {hull.evidence}")
    return CheckResult("holds", hull.evidence, None, hull.basis, (
        "It would be refuted by a hull segment where precision rises; on the hull TP/FP never "
        "rises (pr2roc.readme.overestimates.general: off the hull it can)."))


@claim(
    "pr2roc.readme.overestimates.general",
    f"{SOURCE}, How does the resampling work? (a stricter reading: on every curve)",
    _OVERESTIMATES_QUOTE + " [read as: on every PR curve, not only on hull curves]",
    line=108, quote=_OVERESTIMATES_QUOTE, reading="stricter",
)
def overestimates_general() -> CheckResult:
    """On every-threshold curves linear PR interpolation can under-estimate: refuted.

    Reuses :func:`proofs_check.dg2006.ranking.interpolation_general`: the straight line is above
    the exact area iff precision falls (D < 0), below it iff precision rises (D > 0); validated
    witness: one negative above one positive, straight line 1/4 < exact 1 - ln 2.
    """
    general = ranking.interpolation_general.check()
    if general.status != "refuted" or general.basis is None:
        return CheckResult("error", f"inconclusive: {general.evidence}")
    return CheckResult("refuted", general.evidence, general.truth, general.basis,
                       general.other_way, general.witnesses)
