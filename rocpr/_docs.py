"""Docstring fragments of the application (:class:`numeric.docstrings.DocFragments`).

What several of rocpr's public functions say alike, written once: a placeholder line
``%(name)s`` in a docstring decorated with ``@docs`` is replaced by the fragment of that name.
"""

from __future__ import annotations

from numeric.docstrings import DocFragments

__all__ = ["docs"]

docs = DocFragments({
    # Plotting functions that take an optional Axes.
    "ax_where_to_draw": """
        ax : matplotlib Axes, optional
            Where to draw; a new figure's axes by default.
    """,
    # Readers of several columns, built on read_scored_data.
    "path_read_by_reader": """
        path : str or Path
            Any file :func:`~rocpr.io.readers.read_scored_data` reads.
    """,
    "reader_options": """
        labels, weights, input_format, delimiter : str, optional
            As in :func:`~rocpr.io.readers.read_scored_data`.
    """,
    # The papers' figures drawn at several skews.
    "skews_one_colour_each": """
        skews : sequence of float, default=(1, 10, 100)
            One colour each.
    """,
    # Writers of an HTML or Markdown page chosen by the suffix (rocpr.io.output.page_format).
    "raises_page_suffix": """
        Raises
        ------
        ValueError
            For another suffix.
    """,
})
