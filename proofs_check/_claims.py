"""Import every claim module so that their checks register, in a stable order."""

import importlib

# One module per paper (or per question); each registers its claims with ``@claim``.
# Ordered by paper: Davis & Goadrich 2006, Boyd et al. 2012, Mihelich et al. 2024; then the
# exact minimum's own claims (derivation, certificate, infimum), and the pr2roc README. Each module
# registers the claims of its own namespace: ``mihelich*`` modules ``mihelich2024.*``,
# ``exact_minimum`` the ``exact_minimum.*`` claims (issue 17).
_MODULES: tuple[str, ...] = (
    "davis_goadrich", "achievable", "ranking", "boyd", "mihelich", "mihelich_bounds",
    "exact_minimum", "pr2roc",
)
_MODULES += ("finite_n",)  # issue 13: Boyd et al.'s Thm 3 over all rankings
# issue 18: the claims in the papers' prose, and the Husmeier slides
_MODULES += ("davis_goadrich_prose", "boyd_prose", "mihelich_prose", "husmeier")

for _name in _MODULES:
    importlib.import_module(f"{__package__}.{_name}")
