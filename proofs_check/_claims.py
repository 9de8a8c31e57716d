"""Import every claim module so that their checks register, in a stable order."""

import importlib

# One module per paper (or per question); each registers its claims with ``@claim``.
_MODULES: tuple[str, ...] = (
    "davis_goadrich", "boyd", "exact_minimum", "achievable", "ranking", "mihelich",
)

for _name in _MODULES:
    importlib.import_module(f"{__package__}.{_name}")
