"""The docstring fragments of :mod:`numeric.data`: what its scores and evaluations say alike.

A function decorated ``@docs`` holds each as a placeholder line ``%(name)s`` in its docstring
(:class:`numeric.docstrings.DocFragments`).
"""

from __future__ import annotations

from numeric.docstrings import DocFragments

__all__ = ["docs"]

docs = DocFragments({
    # A score: one float, NaN (with a warning) when the data hold a single class.
    "returns_nan_if_class_absent": """
        Returns
        -------
        float
            NaN if a class is absent.
    """,
    "warns_one_class_absent": """
        Warns
        -----
        DegenerateDataWarning
            If one class is absent.
    """,
    # An Evaluation: the fields a single class leaves undefined are NaN.
    "warns_undefined_fields_nan": """
        Warns
        -----
        DegenerateDataWarning
            If a class is absent (the undefined fields are NaN).
    """,
})
