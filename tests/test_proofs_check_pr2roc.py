"""proofs_check.pr2roc: the pr2roc README's statements, with witnesses."""

from __future__ import annotations

import numpy as np

from proofs_check import pr2roc


def test_verdicts():
    assert pr2roc.ratio_suffices.run().status == "refuted"
    assert pr2roc.round_trip.run().status == "holds"
    assert pr2roc.resample_equal_fpr.run().status == "refuted"
    assert pr2roc.overestimates.run().status == "refuted"


def test_resample_witness_by_hand():
    """The README's method on a vertical ROC segment, by hand: np.interp keeps one TPR at FPR 0,
    so recall [0, 0.5] (precision 1, area 0.5) disappears from the resampled curve."""
    grid = np.linspace(0, 1, 100)
    tpr = np.interp(grid, [0, 0, 0.5, 1], [0, 0.5, 0.75, 1])
    assert tpr[0] == 0.5
    v = pr2roc.resample_equal_fpr.run()
    assert "original 0.8207, resampled 0.3207" in v.evidence


def test_ratio_witness_in_the_evidence():
    v = pr2roc.ratio_suffices.run()
    assert "(3/10, 0) and (7/10, 0)" in v.evidence
