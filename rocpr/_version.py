"""The installed distribution's version (``rocpr.__version__``, ``rocpr --version``)."""

from __future__ import annotations

import importlib.metadata

__all__ = ["__version__"]

try:
    __version__: str = importlib.metadata.version("rocpr")
except importlib.metadata.PackageNotFoundError:  # pragma: no cover (run from a source tree)
    __version__ = "0+unknown"
