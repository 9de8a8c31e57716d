"""Import every claim module so that their checks register, in a stable order."""

import importlib

# One module per paper (or per question); each registers its claims with ``@claim``.
# Ordered by paper: Davis & Goadrich 2006, Boyd et al. 2012, Mihelich et al. 2024; then the
# derivation and certificate of the exact minimum, and the pr2roc README.
_MODULES: tuple[str, ...] = (
    "davis_goadrich", "achievable", "ranking", "boyd", "mihelich", "exact_minimum",
    "certificate", "pr2roc",
)
_MODULES += ("finite_n",)  # issue 13: Boyd et al.'s Thm 3 over all rankings
# issue 18: the claims in the papers' prose, and the Husmeier slides
_MODULES += ("davis_goadrich_prose", "boyd_prose", "mihelich_prose", "husmeier")

for _name in _MODULES:
    importlib.import_module(f"{__package__}.{_name}")
