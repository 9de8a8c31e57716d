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
# # Boyd, Costa, Davis & Page (ICML 2012): the unachievable region in PR space
#
# Every formula comes from the package; this notebook defines none. Executed by the test suite
# with a real kernel.
#
# 1. Thm 1: the minimum PR curve, and the unachievable region below it.
# 2. Thm 2: the minimum AUC-PR depends on the prevalence alone.
# 3. Thm 3: the minimum average precision of a finite data set.
# 4. AUCNPR and the modified F1 that respect the region, on real data.

# %%
# %matplotlib inline
import numpy as np

from numeric import (
    auc_npr,
    average_precision_min,
    evaluate,
    global_min_auc_pr,
    min_precision,
    modified_f1,
    skew_from_prevalence,
)
from proofs_check.boyd2012.theorems import thm2
from rocpr import PrecisionRecallDisplay
from rocpr.io import load_default
from rocpr.plotting.figures import boyd_unachievable

# %% [markdown]
# ## 1-2. The minimum PR curve and its area
#
# All negatives ranked above all positives gives precision $\pi r/(1 - \pi + \pi r)$ at recall
# $r$: no ranking does worse, so the region below is unachievable. Its area is the minimum
# AUC-PR. "With prevalence 0.1 the worst possible ranking still scores about 0.05; moving the
# prevalence from 0.01 to 0.5 raises the floor by about 0.3."

# %%
for prevalence in (0.01, 0.05, 0.1, 0.5):
    skew = skew_from_prevalence(prevalence)
    print(f"pi={prevalence:<5} skew={skew:<6g} min precision at recall 0.5="
          f"{min_precision(0.5, skew):.4f}  AUCPR_MIN={global_min_auc_pr(skew):.4f}")
print(thm2.run().evidence)

# %%
boyd_unachievable().figure

# %% [markdown]
# ## 3. The minimum average precision (Thm 3)
#
# For finite data the minimum AP is a sum over the positives; it tends to the area as the data
# grow.

# %%
for n_pos, n_neg in ((2, 18), (20, 180), (2000, 18000)):
    print(n_pos, n_neg, round(average_precision_min(n_pos, n_neg), 5),
          "area:", round(global_min_auc_pr(n_neg / n_pos), 5))

# %% [markdown]
# ## 4. On real data: always show the unachievable region
#
# The embedded data (digits 8 vs rest, prevalence 0.097): part of its AUC-PR is obtained "for
# free". AUCNPR rescales it to the achievable range; the modified F1 is 0 for any point no
# better than random.

# %%
data = load_default()
e = evaluate(data.y_true, data.y_score)
floor = global_min_auc_pr(e.skew)
print(f"AUC-PR {e.auc_pr:.4f}, of which {floor:.4f} is the unachievable region's area; "
      f"AUCNPR {auc_npr(e.auc_pr, e.skew):.4f}")
display = PrecisionRecallDisplay.from_predictions(data.y_true, data.y_score,
                                                  name="digits: 8 vs rest")
r, p = display.curve.recall, display.curve.precision  # the exact curve's vertices
print("modified F1 at three points:",
      np.round(modified_f1(r[[10, 80, -1]], p[[10, 80, -1]], e.skew), 4))
