"""Claims of Boyd, Costa, Davis & Page, "Unachievable region in precision-recall space and its
effect on empirical evaluation" (ICML 2012), namespace ``boyd2012``: the theorems and numbers
(:mod:`.theorems`), Thm 3 over every ranking (:mod:`.all_rankings`), the sentences of the prose
(:mod:`.prose`), achievable points and the worst ranking (:mod:`.achievability`) and the
evaluation advice of Secs. 1 and 4 (:mod:`.evaluation`). Importing the package registers them.
"""

from . import achievability, all_rankings, evaluation, prose, theorems

__all__ = ["achievability", "all_rankings", "evaluation", "prose", "theorems"]
