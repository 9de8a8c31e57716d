# ---
# jupyter:
#   jupytext:
#     formats: py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Reproducing the papers, and where they fail
#
# This notebook walks through the three papers behind `rocpr` with the toolkit's own functions.
# It defines no formula: every number below comes from `analytic` (symbolic) or `numeric`
# (float64 / mpmath). It is kept as a jupytext text file and executed by the test suite
# (`tests/test_notebooks.py`); open it with `jupytext --to notebook` to get an `.ipynb`.
#
# 1. Davis & Goadrich (2006): PR interpolation is not linear (Table 1) and the exact AUC-PR.
# 2. Boyd et al. (2012): the unachievable region and the minimum AUC-PR.
# 3. Mihelich et al. (2024): bounds on AUC-PR at fixed AUC-ROC — and the exact minimum that
#    replaces their Thm 3.5 minimum.
# 4. A real data set: curves, exact AUCs, the achievable PR curve.

# %%
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from analytic.interpolation import intermediate_points, segment_area
from numeric.bounds import auc_pr_bounds, auc_roc_bounds
from numeric.bounds.boyd import global_min_auc_pr
from numeric.bounds.exact_minimum import auc_pr_min_exact, exact_min_solution
from numeric.data.auc import auc_pr_score, auc_roc_score
from numeric.data.curves import precision_recall_curve
from numeric.data.evaluation import evaluate
from numeric.data.hull import achievable_pr_curve
from numeric.data.readers import load_default
from numeric.geometry.curve_conversion import PRCurve
from numeric.report.plots import plot_auc_bounds, plot_pr_curve, plot_roc_curve
from numeric.report.witness import witness_dataset

# %% [markdown]
# ## 1. Davis & Goadrich: interpolation between two PR points
#
# Their Table 1: 20 positives, 2000 negatives, from A = (TP 5, FP 5) to B = (TP 10, FP 30).
# Precision falls from 1/2 to 1/4 along a curve, not a line; the rows are exact rationals.

# %%
for tp, fp, recall, precision in intermediate_points(5, 5, 10, 30, 20):
    print(f"TP={int(tp):>2}  FP={int(fp):>2}  recall={float(recall):.2f}  "
          f"precision={float(precision):.3f}  ({precision})")
print("exact area under the segment:", segment_area(5, 5, 10, 30, 20))

# %% [markdown]
# ## 2. Boyd et al.: the minimum AUC-PR depends on the skew alone
#
# With prevalence $\pi = 0.1$ (skew $a = 9$) the worst possible ranking still scores about 0.05;
# moving $\pi$ from 0.01 to 0.5 raises the floor by about 0.3 (Boyd et al. 2012, Sec. 3-4).

# %%
for prevalence in (0.01, 0.05, 0.1, 0.5):
    skew = (1 - prevalence) / prevalence
    print(f"pi={prevalence:<5} skew={skew:<6g} AUCPR_MIN={global_min_auc_pr(skew):.4f}")

# %% [markdown]
# ## 3. Mihelich et al.: AUC-PR at fixed AUC-ROC
#
# Their Sec. 4.1 example: skew $a = 100$, AUC-ROC $= 0.875$, AUC-PR claimed in $[0.038, 0.876]$.
# The maximum holds; the minimum does not. The exact minimum (derivation in
# `docs/exact_minimum.md`) is $8/234 \approx 0.0342$, and a data set attains it.

# %%
bounds = auc_pr_bounds(100, 0.875)
print(bounds)
print("exact minimum:", auc_pr_min_exact(100, 0.875), exact_min_solution(100, 0.875).regime)

y_true, y_score = witness_dataset(100, 0.875, 1000)
print(f"witness: AUC-ROC={auc_roc_score(y_true, y_score):.6f}  "
      f"exact AUC-PR={auc_pr_score(y_true, y_score):.6f}  (paper's claimed minimum: 0.038)")

# %% [markdown]
# Sec. 4.2: at AUC-PR $= 0.7$ the paper bounds AUC-ROC to $[0.697, 0.999]$.

# %%
print(auc_roc_bounds(100, 0.7))

# %% [markdown]
# The whole feasible region of (AUC-ROC, AUC-PR) pairs for $a = 100$: between the exact minimum
# and Thm 3.5's maximum, with the paper's claimed minimum above the exact one and the witness on
# the exact boundary.

# %%
ax = plot_auc_bounds(
    100.0,
    {
        "maximum (Thm 3.5)": lambda x, a: auc_pr_bounds(a, x).auc_pr_max,
        "exact minimum": lambda x, a: auc_pr_min_exact(a, x),
        "claimed minimum (Thm 3.5)": lambda x, a: auc_pr_bounds(a, x).auc_pr_min_mihelich,
    },
    x_range=(0.01, 0.99),
    fill_between=("exact minimum", "maximum (Thm 3.5)"),
    points={"witness": (0.875, auc_pr_score(y_true, y_score))},
)
ax.set_yscale("log")
plt.close(ax.figure)

# %% [markdown]
# ## 4. A real data set
#
# The embedded default: real labels with out-of-fold classifier scores (provenance in
# `numeric/data/README.md`). `evaluate` computes every quantity of the papers at once.

# %%
data = load_default()
result = evaluate(data.y_true, data.y_score)
print(result)

# %% [markdown]
# The achievable PR curve (Davis & Goadrich, Cor. 3.1) is the ROC convex hull mapped to PR space.
# Its area is at least the curve's own (on the same data; Sec. 3 warns to pick hull thresholds on a
# tuning set, see `numeric.data.hull.hull_thresholds`).

# %%
achievable = achievable_pr_curve(data.y_true, data.y_score)
print(f"AUC-PR of the curve: {result.auc_pr:.4f}   of the achievable curve: "
      f"{achievable.auc_pr:.4f}")
assert achievable.auc_pr >= result.auc_pr

# %% [markdown]
# The PR curve drawn with the correct (non-linear) interpolation, Boyd et al.'s minimum PR curve
# and the unachievable region below it ("always show the minimum PR curve", Boyd et al. 2012,
# Sec. 4), and the ROC curve with its convex hull.

# %%
precision, recall, _ = precision_recall_curve(data.y_true, data.y_score)
curve = PRCurve(recall, precision, skew=result.skew)
fig, (ax_pr, ax_roc) = plt.subplots(1, 2, figsize=(10, 4))
plot_pr_curve(curve, ax=ax_pr, label="digits: 8 vs rest")
plot_roc_curve(curve.to_roc(), ax=ax_roc)
plt.close(fig)
