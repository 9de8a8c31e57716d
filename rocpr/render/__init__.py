"""Rendering: the one number formatter (:func:`format_number`), the one JSON encoder
(:func:`dumps_json`), results as text/Markdown/JSON (:mod:`rocpr.render.results`), bound tables
as Markdown, LaTeX, CSV or JSON (:func:`format_table`), and the HTML/Markdown report
(:mod:`rocpr.render.report`, imported on demand: it loads matplotlib).
"""

from rocpr.render.encoding import dumps_json, to_jsonable
from rocpr.render.numbers import DIGITS, format_number
from rocpr.render.tables import FORMATS, format_table

__all__ = ["DIGITS", "FORMATS", "dumps_json", "format_number", "format_table", "to_jsonable"]
