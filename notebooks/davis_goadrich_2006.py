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
# # Davis & Goadrich (ICML 2006): the relationship between PR and ROC curves
#
# Every number and figure below comes from the package (`analytic`, `numeric`, `proofs_check`);
# this notebook defines no formula. It is a jupytext text file, executed by the test suite with a
# real kernel (`tests/test_notebooks.py`); `jupytext --to notebook` makes an `.ipynb` of it.
#
# 1. Thm 3.1: ROC and PR points correspond one to one.
# 2. Sec. 4, Table 1: interpolation in PR space is not linear.
# 3. Fig. 6: what linear interpolation does to the area, and which construction gives their 0.031.
# 4. Sec. 5, Fig. 7: optimizing AUC-ROC does not optimize AUC-PR.
# 5. Thm 3.2 and Cor. 3.1: dominance, the achievable PR curve.

# %%
# %matplotlib inline
from analytic.interpolation import intermediate_points, segment_area
from numeric import achievable_pr_curve, curve_dominance, roc_to_pr
from proofs_check.dg2006.theorems import fig6, table1, thm3_2
from rocpr.plotting.figures import (
    DG_CURVE_I,
    DG_CURVE_II,
    davis_goadrich_fig6,
    davis_goadrich_fig7,
)

# %% [markdown]
# ## 1. One ROC point is one PR point (Thm 3.1)
#
# With 20 positives and 2000 negatives, the ROC point (FPR 0.0025, TPR 0.25) is the PR point
# (recall 0.25, precision 0.5): both are the confusion matrix TP = 5, FP = 5.

# %%
roc_to_pr(0.0025, 0.25, counts=(20, 2000))

# %% [markdown]
# ## 2. Interpolation between two PR points (Sec. 4, Table 1)
#
# From A = (TP 5, FP 5) to B = (TP 10, FP 30) each further positive costs five negatives (local
# skew 5): precision falls along a curve, not a line. The rows are exact rationals.

# %%
for tp, fp, recall, precision in intermediate_points(5, 5, 10, 30, 20):
    print(f"TP={int(tp):>2}  FP={int(fp):>2}  recall={float(recall):.2f}  "
          f"precision={float(precision):.3f}  ({precision})")
print("exact area under the segment:", segment_area(5, 5, 10, 30, 20))
print(table1.run().evidence)

# %% [markdown]
# ## 3. Fig. 6: correct against linear interpolation
#
# One PR point (0.02, 1) extended to (0, 1) and (1, 0.008), 433 positives and 56,164 negatives.
# The paper reports 0.031 for the correct interpolation and 0.50 for the linear one. Recall 0.02
# of 433 positives is not an integer count; the figure reports which construction gives 0.031.

# %%
f6 = davis_goadrich_fig6()
{name: round(value, 4) for name, value in f6.values.items()}

# %%
f6.figure

# %%
print(fig6.run().evidence)

# %% [markdown]
# ## 4. Sec. 5 / Fig. 7: curves I and II
#
# The paper gives the two curves by their areas only; the package reconstructs them as convex
# ROC curves on integer counts with exactly those areas at the paper's rounding.

# %%
print("curve I (TP, FP) vertices:", DG_CURVE_I, "  curve II:", DG_CURVE_II)
f7 = davis_goadrich_fig7()
{name: round(value, 4) for name, value in f7.values.items()}

# %%
f7.figure

# %% [markdown]
# ## 5. Dominance (Thm 3.2) and the achievable PR curve (Cor. 3.1)
#
# A curve dominates in ROC space iff it dominates in PR space; the achievable PR curve is the ROC
# convex hull mapped to PR space, and its area is at least the curve's own.

# %%
d = curve_dominance([0, 0.1, 1], [0, 0.6, 1], [0, 0.3, 1], [0, 0.6, 1], skew=10.0)
print(d)
print(thm3_2.run().evidence)
y = [1, 0, 1, 1, 0, 0, 1, 0]
s = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]
achievable = achievable_pr_curve(y, s)
print("achievable AUC-PR:", round(achievable.auc_pr, 4))
