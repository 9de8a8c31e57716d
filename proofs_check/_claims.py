"""Import every claim module so that their checks register, in a stable order."""

import importlib

# One package (or module) per paper, named by its claim namespace; each registers the claims of
# that namespace with ``@claim``. Ordered by paper: Davis & Goadrich 2006, Boyd et al. 2012,
# Mihelich et al. 2024, then rocpr's own exact minimum, the pr2roc README and Husmeier's slides.
_MODULES: tuple[str, ...] = (
    "dg2006", "boyd2012", "mihelich2024", "exact_minimum", "pr2roc", "husmeier",
)

for _name in _MODULES:
    importlib.import_module(f"{__package__}.{_name}")
