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
# # Mihelich, Castagnos & Dognin (ICML 2024): AUC-PR at fixed AUC-ROC, and where it fails
#
# Every formula comes from the package; this notebook defines none. Executed by the test suite
# with a real kernel.
#
# 1. Thm 3.5: the maximum holds; the claimed minimum does not (Fig. 1: the step functions of the
#    proof, and the exact minimizer).
# 2. Fig. 2 and Fig. 3: the ranges, claimed and exact, for several skews.
# 3. Sec. 4.1 / Fig. 4: Davis & Goadrich's classifiers, and data sets below the claimed minimum.
# 4. Cor. 4.1: which orderings the bounds really imply.

# %%
# %matplotlib inline
from numeric import (
    auc_pr_bounds,
    auc_pr_min_exact,
    auc_pr_score,
    auc_roc_bounds,
    auc_roc_score,
    exact_min_solution,
    implied_order,
    witness_dataset,
)
from proofs_check.mihelich2024.bounds import thm3_5_max, thm3_5_min
from rocpr.plotting.figures import mihelich_fig1, mihelich_fig2, mihelich_fig3, mihelich_fig4

# %% [markdown]
# ## 1. Thm 3.5 at a = 100, AUC-ROC = 0.875: claimed [0.038, 0.876]

# %%
b = auc_pr_bounds(100, 0.875)
print(f"claimed minimum {b.auc_pr_min_mihelich:.4f}, exact minimum {b.auc_pr_min:.4f} "
      f"(4/117 = {4 / 117:.4f}), maximum {b.auc_pr_max:.4f}")
sol = exact_min_solution(100, 0.875)
print(sol.regime, "regime; the minimizing ROC curve at TPR 0.25 and 1:", sol.curve([0.25, 1.0]))
print(thm3_5_min.run().evidence)

# %% [markdown]
# Fig. 1: the proof shows that the 0/1 step maximizes AUC-PR by moving mass ($f_0 \to f_1$
# raises AUC-PR at equal mass); it then claims the constant $f = c$ minimizes. The exact minimizer
# at the same mass is lower.

# %%
f1 = mihelich_fig1(1.0, 0.5)
print({k: round(v, 4) for k, v in f1.values.items()})
print(thm3_5_max.run().evidence)
f1.figure

# %% [markdown]
# ## 2. Fig. 2 and Fig. 3: the ranges for a = 1, 10, 100

# %%
f2 = mihelich_fig2()
print({k: round(v, 4) for k, v in f2.values.items() if "a=100" in k})
f2.figure

# %%
f3 = mihelich_fig3()
r = auc_roc_bounds(100, 0.7)  # Sec. 4.2: claimed [0.697, 0.999]
print(f"AUC-ROC at AUC-PR 0.7: [{r.auc_roc_min:.4f}, {r.auc_roc_max:.6f}] "
      f"(claimed maximum {r.auc_roc_max_mihelich:.6f})")
f3.figure

# %% [markdown]
# ## 3. Fig. 4: Davis & Goadrich's classifiers against the limits
#
# Classifier 2 (AUC-ROC 0.875, AUC-PR 0.038) is said to sit on the minimum. A data set of the
# same size (20 positives, 2000 negatives) built on the exact minimizer has the same AUC-ROC and
# a lower AUC-PR; with 1000 positives it reaches 4/117.

# %%
for n_pos in (20, 1000):
    y_true, y_score = witness_dataset(100, 0.875, n_pos)
    print(f"N+={n_pos:<5} AUC-ROC {auc_roc_score(y_true, y_score):.4f}  "
          f"AUC-PR {auc_pr_score(y_true, y_score):.4f}  exact minimum "
          f"{auc_pr_min_exact(100, 0.875):.4f}")
mihelich_fig4().figure

# %% [markdown]
# ## 4. Cor. 4.1: what the bounds imply about two models
#
# With the claimed minimum, AUC-ROC 0.875 against 0.031 would imply the order of the AUC-PRs;
# with the exact minimum it does not.

# %%
print(implied_order(skew=100, auc_roc=(0.875, 0.031), method="mihelich").verdict)
print(implied_order(skew=100, auc_roc=(0.875, 0.031)).verdict)
