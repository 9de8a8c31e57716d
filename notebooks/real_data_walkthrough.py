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
# # A real data set, end to end
#
# The embedded data: handwritten digits, "8" against the rest, scored by an out-of-fold logistic
# regression (provenance in `rocpr/io/DATA.md`). We evaluate it, draw its curves, place it
# inside the bounds the papers give, compare it with a weaker model on the same labels, pick hull
# thresholds the way Davis & Goadrich ask (on a tuning set), and write a report. Every formula
# comes from the package; this notebook defines none.

# %%
# %matplotlib inline
import tempfile
from pathlib import Path

import numpy as np

from numeric import apply_thresholds, evaluate, hull_thresholds
from rocpr.io import load_default
from rocpr.io.models import ScoredModels
from rocpr.plotting.curves import plot_auc_bounds
from rocpr.plotting.models import model_curves, model_figure, region_position
from rocpr.render.report import build_report, write_report

# %% [markdown]
# ## Every metric at once

# %%
data = load_default()
e = evaluate(data.y_true, data.y_score)
e

# %% [markdown]
# ## The curves, and a weaker model beside it
#
# The weaker model is the same score with noise added (a stand-in for a worse classifier). PR
# curves use the correct interpolation; dashed: the achievable PR curve (ROC hull in PR space).

# %%
rng = np.random.default_rng(0)
weaker = data.y_score + rng.normal(0.0, 0.3, data.y_score.size)
models = [model_curves("logistic regression", data.y_true, data.y_score),
          model_curves("with noise", data.y_true, weaker)]
model_figure(models)

# %% [markdown]
# ## Where each model sits inside the bounds
#
# At this skew and each model's AUC-ROC, AUC-PR could lie anywhere between the exact minimum and
# Thm 3.5's maximum; the position is the fraction of that range reached.

# %%
for m in models:
    print(f"{m.name:<20} AUC-ROC {m.evaluation.auc_roc:.4f}  AUC-PR {m.evaluation.auc_pr:.4f}  "
          f"position {region_position(m.evaluation):.3f}")
ax = plot_auc_bounds(e.skew, ("auc_pr_min", "auc_pr_min_mihelich", "auc_pr_max",
                              "global_min_auc_pr"),
                     points={m.name: (m.evaluation.auc_roc, m.evaluation.auc_pr) for m in models})
ax.figure

# %% [markdown]
# ## Hull thresholds from a tuning set (Davis & Goadrich, Sec. 3)
#
# Choosing the ROC hull's thresholds on the test data would be choosing a classifier on the test
# data. Split, pick on one half, apply to the other.

# %%
half = np.arange(data.y_true.size) % 2 == 0
thresholds = hull_thresholds(data.y_true[half], data.y_score[half])
test = apply_thresholds(data.y_true[~half], data.y_score[~half], thresholds)
print(len(thresholds), "hull thresholds from the tuning half; first test points (TPR, FPR):")
print(np.round(np.c_[test.tpr, test.fpr][:6], 3))

# %% [markdown]
# ## A report to send: one HTML file
#
# The same as `rocpr report --output report.html` on a file with several score columns.

# %%
scored = ScoredModels(data.y_true, None, {"logistic regression": data.y_score,
                                          "with noise": weaker}, data.source)
report = build_report(scored, command="(built in notebooks/real_data_walkthrough.py)")
out = Path(tempfile.mkdtemp()) / "report.html"
written = write_report(out, report)
print(written, f"{out.stat().st_size / 1024:.0f} KiB")
[(p.name, round(p.position, 3)) for p in report.models]
