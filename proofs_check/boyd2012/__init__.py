"""Claims of Boyd, Costa, Davis & Page, "Unachievable region in precision-recall space and its
effect on empirical evaluation" (ICML 2012), namespace ``boyd2012``: the theorems and numbers
(:mod:`.theorems`), Thm 3 over every ranking (:mod:`.all_rankings`) and the sentences of the prose
(:mod:`.prose`). Importing the package registers them.
"""

from . import all_rankings, prose, theorems

__all__ = ["all_rankings", "prose", "theorems"]
