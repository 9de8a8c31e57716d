"""Outputs for reports: bound tables (Markdown, LaTeX, CSV, JSON) and witness data sets that attain
the bounds. Plotting is in :mod:`numeric.report.plots` (curves, bounds),
:mod:`numeric.report.model_plots` (panels of scored models) and :mod:`numeric.report.figures` (the
papers' figures), imported on demand only (they load matplotlib).
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
