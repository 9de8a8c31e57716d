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
from proofs_check import ranking
from proofs_check._exact import auc_pr_enclosure, iv, ivq
from proofs_check._registry import CheckResult, claim, decide, refuted_if

__all__ = [
    "implementation",
    "overestimates",
    "package_resample",
    "pr2roc_literal_resample",
    "ratio_suffices",
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
    return decide(bool(identity and free_of_size), False, evidence, method="symbolic proof",
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
                  method="symbolic proof")


_WITNESS_FPR = (Fraction(0), Fraction(0), Fraction(1, 2), Fraction(1))
_WITNESS_TPR = (Fraction(0), Fraction(1, 2), Fraction(3, 4), Fraction(1))


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


def _resample_keeping_vertices(num: int) -> tuple[list[Fraction], list[Fraction]]:
    """The README's method done right: equally spaced FPR k/(num - 1), TPR linear between
    adjacent points, the start (0, 0) and the vertical jump at FPR 0 kept."""
    grid = [Fraction(k, num - 1) for k in range(num)]
    fpr, tpr = [Fraction(0)], [Fraction(0)]
    for g in grid:
        i = max(k for k in range(len(_WITNESS_FPR) - 1) if _WITNESS_FPR[k] <= g
                and _WITNESS_FPR[k + 1] >= g and _WITNESS_FPR[k + 1] > _WITNESS_FPR[k])
        f0, f1, t0, t1 = (_WITNESS_FPR[i], _WITNESS_FPR[i + 1], _WITNESS_TPR[i],
                          _WITNESS_TPR[i + 1])
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
    """The method is sound: resampled points lie on Davis & Goadrich's curve, the area is kept.

    Condition: the ROC curve's start (0, 0) is kept (a vertical ROC segment at one FPR is kept as
    it is: one FPR, several TPR). Then every resampled point, mapped to PR space, lies exactly on
    Davis & Goadrich's interpolation of the original points (linear in ROC space = their
    interpolation; exact rationals), and the area is unchanged. Witness curve: ROC (0, 0),
    (0, 0.5), (0.5, 0.75), (1, 1) -- half the positives ranked first -- at skews 1 and 100, 101
    equally spaced FPR; areas enclosed in interval arithmetic. Dropping the start, as the
    ``pr2roc`` package does, loses the precision-1 stretch: that defect is the separate claim
    ``pr2roc.package.resample``.
    """
    rows, same = [], []
    for n_pos, n_neg in ((100, 100), (100, 10000)):
        original = _area(_roc_to_counts(list(_WITNESS_FPR), list(_WITNESS_TPR), n_pos, n_neg))
        fpr, tpr = _resample_keeping_vertices(101)
        resampled = _area(_roc_to_counts(fpr, tpr, n_pos, n_neg))
        close = bool(abs(resampled - original).b < ivq(Fraction(1, 10**30)).a)
        same.append(close)
        rows.append(f"skew {n_neg // n_pos}: original {iv.nstr(original, 6)}, resampled with the "
                    f"start kept {iv.nstr(resampled, 6)} (equal to 1e-30: {close})")
    # Pointwise: each resampled point is on Davis & Goadrich's interpolated segment.
    fpr, tpr = _resample_keeping_vertices(101)
    on_curve = True
    n_pos, n_neg = 100, 10000
    for f, t in zip(fpr[2:], tpr[2:], strict=True):
        i = max(k for k in range(1, 3) if _WITNESS_FPR[k] <= f)
        tp_a, fp_a = _WITNESS_TPR[i] * n_pos, _WITNESS_FPR[i] * n_neg
        tp_b, fp_b = _WITNESS_TPR[i + 1] * n_pos, _WITNESS_FPR[i + 1] * n_neg
        x = t * n_pos - tp_a  # Davis & Goadrich: TP_A + x, FP_A + x (FP_B - FP_A)/(TP_B - TP_A)
        dg = (tp_a + x) / (tp_a + x + fp_a + (fp_b - fp_a) / (tp_b - tp_a) * x)
        on_curve &= dg == t * n_pos / (t * n_pos + f * n_neg)
    evidence = (
        "Witness ROC (0, 0), (0, 0.5), (0.5, 0.75), (1, 1), 101 equally spaced FPR, TPR linear, "
        "start kept: " + "; ".join(rows) + f". Every resampled point's precision equals Davis & "
        f"Goadrich's interpolation formula at its recall (exact rationals, skew 100): {on_curve}."
    )
    other = ("It would fail if a resampled point left Davis & Goadrich's curve or the area "
             "changed; both happen only when the start (0, 0) or a vertical ROC segment is "
             "dropped (pr2roc.package.resample), not by the method.")
    return decide(all(same) and on_curve, False, evidence, method="arithmetic", rigor="validated",
                  other_way=other)


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
    return refuted_if(starts_at_half and b_wrong and c_raises, evidence, truth, "arithmetic",
                      "proof", other)


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
    return decide(ok, False, evidence, method="arithmetic", rigor="proof", other_way=other)


@claim(
    "pr2roc.readme.overestimates",
    f"{SOURCE}, How does the resampling work?",
    "In ROC space, linear interpolation between points on a 'discrete' ROC curve is valid, because "
    "all points on the convex hull of a ROC curve are attainable. However, linear interpolation is "
    "not justified in PR space, because it over-estimates the performance of the classifier.",
    line=108,
)
def overestimates() -> CheckResult:
    """Linear PR interpolation over-estimates on every segment where precision falls, only there.

    Reuses :func:`proofs_check.ranking.interpolation_hull` (holds: symbolic proof) and
    :func:`proofs_check.ranking.interpolation_general` (refuted: counterexamples).
    Along a segment the straight line is above the exact area iff precision falls (D < 0), below
    it iff precision rises (D > 0): so it over-estimates on hull curves (where precision always
    falls) and can under-estimate elsewhere (validated witness: one negative above one positive,
    straight line 1/4 < exact 1 - ln 2).
    """
    hull = ranking.interpolation_hull.run()
    general = ranking.interpolation_general.run()
    evidence = f"On hull curves: {hull.evidence} In general: {general.evidence}"
    if hull.status == "holds" and general.status == "refuted":
        return CheckResult("refuted", evidence, general.truth, "sampled evidence", general.rigor,
                           general.other_way)
    return CheckResult("error", f"inconclusive: {evidence}", None, "sampled evidence")
