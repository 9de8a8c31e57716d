"""Timing of the evaluation breadth against scikit-learn where it has a peer (not a test).

Data: n = 1e6 float64 scores, 5% positives (``y = rng.random(n) < 0.05``,
``s = rng.random(n) + 0.5*y``, seed 0), ten folds, 5 classes of 2e5 samples for multi-class.
Best of 3 (1 for scikit-learn's multi-class). Run: ``python benchmarks/bench_breadth.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
from sklearn.metrics import roc_auc_score

from numeric import (
    evaluate,
    expand_soft_labels,
    fold_evaluation,
    multiclass_evaluation,
    operating_points,
    partial_auc_roc_score,
    vertical_average_pr,
    vertical_average_roc,
)


def best_of(f: Callable[[], object], reps: int = 3) -> float:
    best = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    rng = np.random.default_rng(0)
    n = 10**6
    y = (rng.random(n) < 0.05).astype(int)
    s = rng.random(n) + 0.5 * y
    folds = rng.integers(0, 10, n)
    soft = rng.random(n)
    k = 5
    yy = rng.integers(0, k, n // 5)
    raw = rng.random((n // 5, k))
    ss = raw / raw.sum(axis=1, keepdims=True)

    def soft_eval() -> object:
        r = expand_soft_labels(soft, s)
        return evaluate(r.y_true, r.y_score, sample_weight=r.sample_weight)

    rows = [
        ("operating_points (6 criteria)", best_of(lambda: operating_points(
            y, s, min_recall=0.5, min_precision=0.5, max_fpr=0.1)), None),
        ("partial_auc_roc_score fpr (0, 0.1)",
         best_of(lambda: partial_auc_roc_score(y, s, fpr_range=(0, 0.1))),
         best_of(lambda: roc_auc_score(y, s, max_fpr=0.1))),
        ("fold_evaluation, 10 folds + pooled", best_of(lambda: fold_evaluation(y, s, folds)),
         None),
        ("vertical_average_roc, 10 folds", best_of(lambda: vertical_average_roc(y, s, folds)),
         None),
        ("vertical_average_pr, 10 folds", best_of(lambda: vertical_average_pr(y, s, folds)),
         None),
        ("soft labels: expand + evaluate", best_of(soft_eval), None),
        ("multiclass_evaluation ovr, 2e5 x 5", best_of(lambda: multiclass_evaluation(yy, ss)),
         best_of(lambda: roc_auc_score(yy, ss, multi_class="ovr"), 1)),
        ("multiclass_evaluation ovo, 2e5 x 5",
         best_of(lambda: multiclass_evaluation(yy, ss, multi_class="ovo")),
         best_of(lambda: roc_auc_score(yy, ss, multi_class="ovo"), 1)),
    ]
    print(f"{'case':<38} {'rocpr (s)':>10} {'scikit-learn (s)':>17}")
    for name, ours, peer in rows:
        peer_text = "-" if peer is None else f"{peer:.3f}"
        print(f"{name:<38} {ours:>10.3f} {peer_text:>17}")


if __name__ == "__main__":
    main()
