"""Outputs for reports: bound tables (Markdown, LaTeX, CSV, JSON) and witness data sets that attain
the bounds. Plotting is in :mod:`numeric.report.plots`, imported on demand only (it loads
matplotlib).
"""

from .tables import (
    FORMATS,
    BoundTable,
    bound_table,
    format_table,
    parse_values,
    skews_from_prevalences,
)
from .witness import witness_dataset, witness_vertices

__all__ = [
    "FORMATS",
    "BoundTable",
    "bound_table",
    "format_table",
    "parse_values",
    "skews_from_prevalences",
    "witness_dataset",
    "witness_vertices",
]
