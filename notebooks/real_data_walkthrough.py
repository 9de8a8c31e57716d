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
from rocpr import FeasibleRegionDisplay, PrecisionRecallDisplay, RocCurveDisplay
from rocpr.io import load_default
from rocpr.io.models import ScoredModels
from rocpr.plotting.curves import new_figure
from rocpr.plotting.models import region_position
from rocpr.render.report import build_report, write_report

# %% [markdown]
# ## Every metric at once

# %%
data = load_default()
e = evaluate(data.y_true, data.y_score, ci=0.95, random_state=0)
e  # a notebook shows the table of e._repr_html_(); print(e) one field per line

# %% [markdown]
# The same numbers as a tidy dataframe (pandas, imported on demand): one row per metric with its
# interval (`to_frame()` is the one-row wide form, each interval as `*_ci_low`/`*_ci_high`), and
# `e.to_dict()` is the strict JSON that `rocpr evaluate --format json` writes:

# %%
e.to_frame(form="long")[["metric", "estimate", "low", "high"]].head(10)

# %% [markdown]
# ## The curves, and a weaker model beside it
#
# The weaker model is the same score with noise added (a stand-in for a worse classifier). The
# Display objects draw as scikit-learn's do (`from_predictions`, `from_estimator`,
# `from_cv_results`, `plot(ax=)`, through pyplot when no `ax` is given) and keep their artists
# (`line_`, `chance_level_`, `ax_`, `figure_`, ...). PR curves use the correct
# interpolation; dashed: the achievable PR curve (ROC hull in PR space); shaded: the pointwise
# and simultaneous 95% bootstrap bands.

# %%
rng = np.random.default_rng(0)
weaker = data.y_score + rng.normal(0.0, 0.3, data.y_score.size)
scores = {"logistic regression": data.y_score, "with noise": weaker}
evaluations = {name: evaluate(data.y_true, s, ci=0.95, random_state=0)
               for name, s in scores.items()}
fig, (ax_pr, ax_roc) = new_figure(2, height=5.2)
for i, (name, s) in enumerate(scores.items()):
    PrecisionRecallDisplay.from_predictions(data.y_true, s, name=name, ax=ax_pr, band=True,
                                            n_bootstrap=300, random_state=0,
                                            show_minimum=(i == 0), legend=False)
    RocCurveDisplay.from_predictions(data.y_true, s, name=name, ax=ax_roc, smooth=True,
                                     plot_chance_level=(i == 1), legend=False)
for ax in (ax_pr, ax_roc):
    ax.legend(fontsize="x-small")
fig

# %% [markdown]
# ## Where each model sits inside the bounds
#
# At this skew and each model's AUC-ROC, AUC-PR could lie anywhere between the exact minimum and
# Thm 3.5's maximum; the position is the fraction of that range reached.

# %%
for name, ev in evaluations.items():
    print(f"{name:<20} AUC-ROC {ev.auc_roc:.4f}  AUC-PR {ev.auc_pr:.4f}  "
          f"position {region_position(ev):.3f}")
region = FeasibleRegionDisplay.from_evaluations(evaluations)

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
# The same as `rocpr report --output report.html` on a file with several score columns: every
# model with 95% intervals, the pairwise comparison (as `rocpr compare`), each model's position
# inside the bounds, and the figures with bootstrap bands.

# %%
scored = ScoredModels(data.y_true, None, scores, data.source)
report = build_report(scored, command="(built in notebooks/real_data_walkthrough.py)", ci=0.95,
                      seed=0)
out = Path(tempfile.mkdtemp()) / "report.html"
written = write_report(out, report)
print(written, f"{out.stat().st_size / 1024:.0f} KiB")
print([(p.name, round(p.position, 3)) for p in report.models])
report.comparison  # which model, how sure: a table in a notebook (Comparison._repr_html_)
