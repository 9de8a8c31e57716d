"""Shared numpydoc fragments: what many public functions say alike, written once.

Sibling functions share whole sections of their docstrings: the description of
``y_true, y_score, sample_weight, pos_label``, "Returns float, NaN if a class is absent" with its
``Warns`` section, the fields a family of result classes has in common. Written in every function,
such text drifts (one copy is corrected, the others not). As SciPy's ``doccer`` and matplotlib's
``_docstring`` do, a docstring here may hold a placeholder line ``%(name)s``, alone on its line;
:class:`DocFragments` replaces it, when the function is defined, by the fragment of that name,
indented like the placeholder. ``help()``, Sphinx and the doctests see the whole text.

Only whole-line placeholders are replaced, so a ``%`` anywhere else in a docstring (``95%``) needs
no escaping. An unknown name raises :class:`KeyError` at import: a typo cannot ship.

Each package keeps its fragments beside the functions that use them, in a module of its own, and
extends another package's with :meth:`DocFragments.extend` (imports run one way, as the layers do).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping
from typing import TypeVar

__all__ = ["DocFragments"]

_T = TypeVar("_T")
_PLACEHOLDER = re.compile(r"^(?P<indent>[ ]*)%\((?P<name>\w+)\)s[ ]*$", re.MULTILINE)


class DocFragments:
    """A named set of docstring fragments, and the decorator that fills them in.

    Parameters
    ----------
    fragments : mapping of str to str
        Name to text. The text is dedented (``textwrap.dedent``) and stripped of leading and
        trailing blank lines; where it is used, every line is indented like the placeholder.

    Examples
    --------
    >>> docs = DocFragments({"nan_if_absent": '''
    ...     Returns
    ...     -------
    ...     float
    ...         NaN if a class is absent.
    ... '''})
    >>> @docs
    ... def area(y_true, y_score):
    ...     '''The area.
    ...
    ...     %(nan_if_absent)s
    ...     '''
    >>> print(area.__doc__.splitlines()[4])
        float
    """

    def __init__(self, fragments: Mapping[str, str]) -> None:
        self._fragments = {name: textwrap.dedent(text).strip("\n")
                           for name, text in fragments.items()}

    def extend(self, fragments: Mapping[str, str]) -> DocFragments:
        """A new set with these fragments and ``fragments`` (whose names must be new).

        Examples
        --------
        >>> base = DocFragments({"a": "A."})
        >>> sorted(base.extend({"b": "B."}).names)
        ['a', 'b']
        """
        clash = sorted(set(fragments) & set(self._fragments))
        if clash:
            raise ValueError(f"fragments must have new names, got {', '.join(clash)} again")
        return DocFragments({**self._fragments, **fragments})

    @property
    def names(self) -> tuple[str, ...]:
        """The fragments' names."""
        return tuple(self._fragments)

    def fill(self, doc: str) -> str:
        """``doc`` with every placeholder line replaced by its indented fragment.

        Examples
        --------
        >>> DocFragments({"x": "Line one.\\nLine two."}).fill("Title.\\n\\n    %(x)s\\n")
        'Title.\\n\\n    Line one.\\n    Line two.\\n'
        """
        def replace(match: re.Match[str]) -> str:
            name = match["name"]
            if name not in self._fragments:
                raise KeyError(f"no docstring fragment named {name!r}; "
                               f"known: {', '.join(sorted(self._fragments))}")
            return textwrap.indent(self._fragments[name], match["indent"],
                                   lambda line: bool(line.strip()))

        return _PLACEHOLDER.sub(replace, doc)

    def __call__(self, obj: _T) -> _T:
        """Fill ``obj.__doc__`` in place and return ``obj`` (a decorator; no-op under ``-OO``)."""
        if obj.__doc__:
            obj.__doc__ = self.fill(obj.__doc__)
        return obj
