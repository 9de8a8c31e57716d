"""Claims of Davis & Goadrich, "The relationship between precision-recall and ROC curves" (ICML
2006), namespace ``dg2006``: the theorems, Table 1 and Figs. 6-7 (:mod:`.theorems`), achievable
curves and Cor. 3.1 (:mod:`.achievable`), ranking, AUC-ROC and interpolation (:mod:`.ranking`),
the convex hull's criteria (:mod:`.hull`), the introduction and discussion (:mod:`.discussion`) and
the remaining sentences of the prose (:mod:`.prose`). Importing the package registers them.
"""

from . import achievable, discussion, hull, prose, ranking, theorems

__all__ = ["achievable", "discussion", "hull", "prose", "ranking", "theorems"]
