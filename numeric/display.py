r"""How result objects show themselves: in a terminal, in a notebook and as a dataframe.

One small mixin, :class:`ResultDisplay`, gives every result object of :mod:`numeric` (and of
:mod:`proofs_check`) the same four faces, all built from one mapping:

* ``to_dict()`` -- the fields under the command line's JSON keys, as Python data (dicts, lists,
  str, Python numbers; NaN stays NaN, the application's JSON encoder writes ``null``). The default
  takes the dataclass fields (arrays and tuples become lists, nested results their own
  ``to_dict()``, :class:`fractions.Fraction` a float, ``mpmath.mpf`` a decimal string of every
  digit its mantissa holds) plus the properties named in ``_dict_properties``; a class whose CLI
  output has another shape overrides it (e.g. :meth:`numeric.stats.compare.Comparison.to_dict`).
* ``__repr__``/``__str__`` -- one ``name=value`` per line, nested results indented, long text
  wrapped: never a line of 100 columns or more.
* ``_repr_html_()`` -- a compact HTML table of the same mapping (nested mappings and lists of
  mappings as nested tables; every float written with all its digits, ``repr``), which Jupyter
  shows.

Both leave out the top-level keys whose value is ``None`` (e.g. the interval keys of an
evaluation computed without intervals): ``to_dict()`` keeps them, under stable keys.
* ``to_frame()`` -- a pandas DataFrame of ``_records()`` (one row per record; by default the one
  record ``to_dict()``; a comparison gives one row per pair).

**Why a registered builder.** :mod:`numeric` computes: arrays in, numbers out, and imports no
dataframe library, at module or at function level (``tests/test_layers.py``). So ``to_frame()``
does not import pandas; it calls the builder that the application registered with
:func:`register_frame_builder`, a callable ``(records: list[dict]) -> DataFrame``.
``import rocpr`` registers one that imports pandas on its first call (``import rocpr`` itself
still loads no pandas). Without a builder ``to_frame()`` raises :class:`RuntimeError`.

A dataclass writes its own ``__repr__`` over an inherited one, so a result class using the mixin
is declared ``@dataclass(frozen=True, repr=False)``.

Examples
--------
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, repr=False)
... class Pair(ResultDisplay):
...     name: str
...     values: tuple[float, ...]
>>> p = Pair("a", (0.5, float("nan")))
>>> p.to_dict()
{'name': 'a', 'values': [0.5, nan]}
>>> print(p)
Pair(
    name='a',
    values=[0.5, nan],
)
"""

from __future__ import annotations

import dataclasses
import html
import sys
import textwrap
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

import numpy as np

__all__ = ["FrameBuilder", "ResultDisplay", "jsonable", "register_frame_builder"]

#: Builds a dataframe from records (one mapping per row); registered by the application.
FrameBuilder = Callable[[list[dict[str, object]]], object]

_builder: list[FrameBuilder] = []

_WIDTH = 99  # every line of a repr is shorter than 100 columns
_INDENT = "    "


def register_frame_builder(builder: FrameBuilder | None) -> None:
    """Register the callable that ``to_frame()`` uses (``None`` removes it).

    Parameters
    ----------
    builder : callable or None
        ``builder(records)`` returns a dataframe of ``records`` (a list of dicts, one per row),
        e.g. ``pandas.DataFrame``.

    Raises
    ------
    TypeError
        If ``builder`` is neither callable nor ``None``.

    Examples
    --------
    >>> register_frame_builder(len)
    >>> from numeric import evaluate
    >>> evaluate([0, 1], [0.2, 0.9]).to_frame()  # len(records)
    1
    >>> import rocpr  # registers the pandas builder again
    >>> register_frame_builder(rocpr._pandas_frame)
    """
    if builder is not None and not callable(builder):
        raise TypeError(f"builder must be callable or None, got {type(builder).__name__}")
    _builder.clear()
    if builder is not None:
        _builder.append(builder)


def jsonable(value: object) -> object:
    """``value`` as plain Python data (the conversion of ``to_dict()``; NaN stays NaN).

    Examples
    --------
    >>> jsonable({"a": np.float64(0.5), "b": (1, np.arange(2)), "c": Fraction(1, 4)})
    {'a': 0.5, 'b': [1, [0, 1]], 'c': 0.25}
    """
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, ResultDisplay):
        return value.to_dict()
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (float, np.floating, Fraction)):
        return float(value)
    if isinstance(value, np.ndarray):
        return [jsonable(v) for v in value.tolist()] if value.ndim else jsonable(value.item())
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    mpmath = sys.modules.get("mpmath")  # no mpf exists before mpmath is imported
    if mpmath is not None and isinstance(value, mpmath.mpf):  # every digit it holds, as a string
        bits = max(int(value._mpf_[3]), 53)
        return str(mpmath.libmp.to_str(value._mpf_, mpmath.libmp.prec_to_dps(bits)))
    return str(value)


class ResultDisplay:
    """Mixin: ``to_dict()``, ``to_frame()``, a multi-line ``repr`` and ``_repr_html_``.

    See the module docstring for the design. Subclasses are frozen dataclasses declared with
    ``repr=False``; they may override :meth:`to_dict` and :meth:`_records`.

    Examples
    --------
    >>> from numeric import evaluate
    >>> e = evaluate([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    >>> str(e).splitlines()[:3]
    ['Evaluation(', '    n=4,', '    n_pos=2.0,']
    >>> "<td>auc_roc</td><td>0.75</td>" in e._repr_html_(), "auc_roc_ci" in e._repr_html_()
    (True, False)
    """

    __slots__ = ()

    # Properties added to :meth:`to_dict` after the fields (e.g. ``("holds",)``). Declared for
    # the type checker only, so that no annotation joins the result classes' field annotations.
    if TYPE_CHECKING:
        _dict_properties: ClassVar[tuple[str, ...]]
    _dict_properties = ()

    def to_dict(self) -> dict[str, object]:
        """The result as JSON-ready Python data, under the command line's JSON keys.

        Examples
        --------
        >>> from numeric import auc_pr_bounds
        >>> sorted(auc_pr_bounds(1.0, 0.5).to_dict())[:3]
        ['auc_pr_max', 'auc_pr_min', 'auc_pr_min_mihelich']
        """
        if not dataclasses.is_dataclass(self):
            raise TypeError(f"{type(self).__name__} must be a dataclass or define to_dict")
        out = {f.name: jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}
        out.update({k: jsonable(getattr(self, k)) for k in self._dict_properties})
        return out

    def _records(self) -> list[dict[str, object]]:
        """The rows of :meth:`to_frame` (default: the one record :meth:`to_dict`)."""
        return [self.to_dict()]

    def to_frame(self) -> object:
        """A pandas DataFrame of the result, one row per record (module docstring).

        Raises
        ------
        RuntimeError
            If no builder is registered (``import rocpr`` registers pandas').

        Examples
        --------
        >>> import rocpr
        >>> from numeric import evaluate
        >>> evaluate([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]).to_frame()["auc_roc"].tolist()
        [0.75]
        """
        if not _builder:
            raise RuntimeError("no dataframe builder is registered: import rocpr to build "
                               "dataframes (pandas)")
        return _builder[0](self._records())

    def _shown(self) -> dict[str, object]:
        return {k: v for k, v in self.to_dict().items() if v is not None}

    def __repr__(self) -> str:
        return "\n".join(_text_lines(type(self).__name__ + "(", self._shown(), ")", ""))

    def __str__(self) -> str:
        return self.__repr__()

    def _repr_html_(self) -> str:
        """A compact HTML table of :meth:`to_dict` (Jupyter's rich display)."""
        return (f'<div class="rocpr-result"><strong>{html.escape(type(self).__name__)}'
                f"</strong>{_html_value(self._shown())}</div>")


def _scalar_text(value: object) -> str:
    return repr(value)


def _is_flat(values: Sequence[object]) -> bool:
    return not any(isinstance(v, (Mapping, list)) for v in values)


def _text_lines(open_: str, value: Mapping[str, object], close: str, indent: str) -> list[str]:
    lines = [indent + open_]
    inner = indent + _INDENT
    for key, v in value.items():
        lines += _item_lines(f"{key}=", v, inner)
    lines.append(indent + close)
    return lines


def _item_lines(prefix: str, v: object, indent: str) -> list[str]:
    if isinstance(v, Mapping):
        return _text_lines(prefix + "{", v, "},", indent)
    if isinstance(v, list) and not _is_flat(v):
        lines = [indent + prefix + "["]
        for item in v:
            lines += _item_lines("", item, indent + _INDENT)
        return [*lines, indent + "],"]
    text = ("[" + ", ".join(_scalar_text(x) for x in v) + "]" if isinstance(v, list)
            else _scalar_text(v))
    line = f"{indent}{prefix}{text},"
    if len(line) <= _WIDTH:
        return [line]
    sub = indent + _INDENT
    return [indent + prefix, *textwrap.wrap(text + ",", _WIDTH, initial_indent=sub,
                                            subsequent_indent=sub, break_long_words=True)]


def _html_scalar(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return html.escape(repr(value))
    return html.escape(str(value))


def _html_value(value: object) -> str:
    if isinstance(value, Mapping):
        rows = "".join(f"<tr><td>{html.escape(str(k))}</td><td>{_html_value(v)}</td></tr>"
                       for k, v in value.items())
        return f"<table>{rows}</table>"
    if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
        keys = list(dict.fromkeys(k for v in value for k in v))
        head = "".join(f"<th>{html.escape(str(k))}</th>" for k in keys)
        rows = "".join("<tr>" + "".join(f"<td>{_html_value(v.get(k))}</td>" for k in keys)
                       + "</tr>" for v in value)
        return f"<table><tr>{head}</tr>{rows}</table>"
    if isinstance(value, list):
        return "[" + ", ".join(_html_value(v) for v in value) + "]"
    return _html_scalar(value)
