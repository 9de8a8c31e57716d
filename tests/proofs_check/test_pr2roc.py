"""proofs_check.pr2roc: the pr2roc README's statements, and the real ``pr2roc`` package where it
is installed (it is not on the package index: ``pip install git+https://github.com/ameya98/pr2roc``;
the tests that need it skip cleanly without it)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from _helpers import REPO_ROOT

from proofs_check import pr2roc

H, ONE = Fraction(1, 2), Fraction(1)
README = ([Fraction(1, 4), Fraction(2, 5), Fraction(1, 2)],
          [Fraction(1, 2), Fraction(3, 10), Fraction(1, 4)], Fraction(1, 4))


def test_verdicts():
    assert pr2roc.ratio_suffices.run().status == "holds"
    assert pr2roc.round_trip.run().status == "holds"
    assert pr2roc.resample_equal_fpr.run().status == "holds"
    assert pr2roc.package_resample.run().status == "refuted"
    assert pr2roc.implementation.run().status == "holds"
    hull, general = pr2roc.overestimates_hull.run(), pr2roc.overestimates_general.run()
    assert (hull.status, hull.rigor, hull.reading) == ("holds", "proof", "authors'")
    assert (general.status, general.rigor, general.reading) == ("refuted", "validated", "stricter")
    assert general.method.startswith("counterexample found by random sample")


def test_resample_area_is_kept_only_on_the_grid():
    """Corner at FPR 1/2 (on the grid k/100): the area returns (0.8207 at skew 1); corner at 1/3:
    the resampled chords cut it and the area drops."""
    v = pr2roc.resample_area.run()
    assert (v.status, v.rigor, v.reading) == ("refuted", "validated", "stricter")
    assert "corner at FPR 1/2: original 0.820699, resampled 0.820699" in v.evidence
    assert "corner at FPR 1/3: original 0.846006, resampled 0.846003, loss 2.66e-6" in v.evidence


def test_resample_area_by_hand():
    """The lost area at skew 1, by fine midpoint quadrature of precision along the two curves (the
    ROC curves as functions, precision = TPR/(TPR + FPR) at a = 1, integrated over recall = TPR)."""
    def area(fprs, tprs):
        r = (np.arange(400_000) + 0.5) / 400_000
        f = np.interp(r, tprs, fprs)  # FPR as a function of TPR, the ROC curve is increasing
        return float(np.mean(r / (r + f)))

    original = area([0, 0, 1 / 3, 1], [0, 0.5, 0.75, 1])
    grid = np.linspace(0, 1, 101)
    tpr = np.interp(grid, [0, 1 / 3, 1], [0.5, 0.75, 1])
    resampled = area(np.r_[0, grid], np.r_[0, tpr])
    assert original - resampled == pytest.approx(2.657e-6, rel=1e-2)


def _slow_resample(rec, prec, ratio, num):
    """Independent float reference of the package's documented behaviour."""
    fpr = [float(r * ratio * (1 / p - 1)) if p else 1.0 for r, p in zip(rec, prec, strict=True)]
    order = sorted(range(len(fpr)), key=lambda i: fpr[i])
    x = np.array([fpr[i] for i in order])
    y = np.array([float(rec[i]) for i in order])
    grid = np.linspace(x[0], x[-1], num)
    tpr = np.interp(grid, x, y)
    return sorted((t, 1 / (1 + (g / t) / float(ratio)) if t else 0.0)
                  for g, t in zip(grid, tpr, strict=True))


def test_transcription_matches_a_float_reference():
    pts = pr2roc.pr2roc_literal_resample(*README, 7)
    assert np.allclose(np.array(pts, dtype=float), _slow_resample(*README, 7))
    assert pr2roc.pr2roc_literal_resample([Fraction(1, 4), H, ONE], [ONE, ONE, H], ONE,
                                          5) == "FloatingPointError"


@pytest.fixture
def real_pr2roc():
    saved = np.geterr()  # the package sets numpy.seterr(all='raise') on (first) import
    try:
        import pr2roc as pkg  # an installed copy
    except ImportError:  # the unmodified upstream source vendored in tests/vendor (MIT)
        import sys
        from pathlib import Path

        vendor = str(REPO_ROOT / "tests" / "vendor")
        if not (Path(vendor) / "pr2roc" / "__init__.py").is_file():
            pytest.skip("pr2roc is neither installed nor vendored")
        sys.path.insert(0, vendor)
        try:
            import pr2roc as pkg
        finally:
            sys.path.remove(vendor)
    np.seterr(**saved)
    yield pkg
    np.seterr(**saved)


@pytest.mark.parametrize("case", [
    (*README, 25),
    ([H, ONE], [ONE, H], ONE, 11),
    ([Fraction(0), H, ONE], [Fraction(0), ONE, H], ONE, 11),
])
def test_transcription_matches_the_real_package(real_pr2roc, case):
    rec, prec, ratio, num = case
    with np.errstate(all="raise"):  # as the package leaves numpy after its import
        curve = real_pr2roc.PRCurve(zip([float(r) for r in rec], [float(p) for p in prec],
                                        strict=True), pos_neg_ratio=float(ratio))
        got = sorted(curve.resample(num_points=num).points())
    ours = pr2roc.pr2roc_literal_resample(rec, prec, ratio, num)
    assert np.allclose(np.array(got, dtype=float), np.array(ours, dtype=float))


def test_real_package_fails_on_a_vertical_segment(real_pr2roc):
    curve = real_pr2roc.PRCurve(zip([0.25, 0.5, 1.0], [1.0, 1.0, 0.5], strict=True),
                                pos_neg_ratio=1.0)
    with np.errstate(all="raise"), pytest.raises(FloatingPointError):
        curve.resample(num_points=5)
