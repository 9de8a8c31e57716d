"""Claims of Mihelich, Castagnos & Dognin, "Revisiting the relationship between ROC and PR
curves" (2024), namespace ``mihelich2024``: Thm 3.1, Cor. 3.3, Lemma 3.7 and Sec. 4's numbers
(:mod:`.theorems`), the bounds of Thms 3.5 and 3.9 and Cor. 4.1 (:mod:`.bounds`), the equations
of the demonstrations (:mod:`.demonstrations`), the sentences of the proofs (:mod:`.prose`) and
of the introduction and discussion (:mod:`.discussion`). Importing the package registers them.
"""

from . import bounds, demonstrations, discussion, prose, theorems

__all__ = ["bounds", "demonstrations", "discussion", "prose", "theorems"]
