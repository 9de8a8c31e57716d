r"""How result objects show themselves: in a terminal, in a notebook, as JSON and as a dataframe.

One small mixin, :class:`ResultDisplay`, gives every result object of :mod:`numeric` (and of
:mod:`proofs_check`) the same faces, all built from one mapping, :meth:`ResultDisplay.as_mapping`:

* ``as_mapping()`` -- the fields under the command line's JSON keys, as Python data (dicts, lists,
  str, Python numbers; NaN stays NaN). The default takes the dataclass fields (arrays and tuples
  become lists, nested results their own mapping, :class:`fractions.Fraction` a float,
  ``mpmath.mpf`` a decimal string of every digit its mantissa holds) plus the properties named in
  ``_dict_properties``; a class whose CLI output has another shape overrides it (e.g.
  :meth:`numeric.stats.compare.Comparison.as_mapping`).
* ``to_dict()`` -- the same, strict JSON: NaN and infinities are ``None``, so that
  ``json.dumps(result.to_dict(), allow_nan=False)`` works (the command line's JSON, which writes
  ``null`` for them, is the same). A subclass overrides ``as_mapping``, never ``to_dict`` (one
  that still defines ``to_dict`` has it taken as its ``as_mapping``).
* ``__repr__``/``__str__`` -- one ``name=value`` per line, nested results indented, long text
  wrapped: never a line of 100 columns or more.
* ``_repr_html_()`` -- a compact HTML table of the same mapping (nested mappings and lists of
  mappings as nested tables; every float written with all its digits, ``repr``), which Jupyter
  shows.

Both leave out the top-level keys whose value is ``None`` (e.g. the interval keys of an
evaluation computed without intervals): ``to_dict()`` keeps them, under stable keys.

* ``to_frame()`` -- a pandas DataFrame of ``_records()`` (one row per record; by default the one
  record ``as_mapping()``; a comparison gives one row per pair, a multi-class evaluation one per
  class and average, a fold evaluation one per fold). An interval ``[low, high]`` under a key
  ``*_ci`` becomes two columns ``*_ci_low`` and ``*_ci_high``. ``to_frame(form="long")`` is the
  tidy long form: one row per metric, columns ``metric, estimate, low, high`` and then the
  record's other plain fields (``ci_level``, ``seed``, a pair's ``a`` and ``b``, ...).
  :func:`results_frame` stacks several results (the operating points of
  :func:`numeric.operating_points`), :func:`columns_frame` makes a frame of curve arrays.

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
>>> p.as_mapping(), p.to_dict()
({'name': 'a', 'values': [0.5, nan]}, {'name': 'a', 'values': [0.5, None]})
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

__all__ = [
    "FRAME_FORMS",
    "FrameBuilder",
    "ResultDisplay",
    "columns_frame",
    "jsonable",
    "long_records",
    "register_frame_builder",
    "results_frame",
    "strict_jsonable",
    "wide_record",
]

#: The forms of ``to_frame``: one row per record, or one row per metric.
FRAME_FORMS = ("wide", "long")

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
    """``value`` as plain Python data (the conversion of ``as_mapping()``; NaN stays NaN).

    Examples
    --------
    >>> jsonable({"a": np.float64(0.5), "b": (1, np.arange(2)), "c": Fraction(1, 4)})
    {'a': 0.5, 'b': [1, [0, 1]], 'c': 0.25}
    """
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, ResultDisplay):
        return value.as_mapping()
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


def strict_jsonable(value: object) -> object:
    """:func:`jsonable` with NaN and infinities as ``None``: strict JSON (``allow_nan=False``).

    Examples
    --------
    >>> strict_jsonable({"a": float("nan"), "b": [1.0, float("inf")], "c": np.float64(0.5)})
    {'a': None, 'b': [1.0, None], 'c': 0.5}
    """
    plain = jsonable(value)
    if isinstance(plain, float):
        return plain if np.isfinite(plain) else None
    if isinstance(plain, dict):
        return {k: strict_jsonable(v) for k, v in plain.items()}
    if isinstance(plain, list):
        return [strict_jsonable(v) for v in plain]
    return plain


# Float fields that are settings of the computation, not metrics (columns of the long form).
_SETTINGS = frozenset({"ci_level", "level"})


def _is_interval(key: str, value: object) -> bool:
    return key.endswith("_ci") and isinstance(value, list) and len(value) == 2


def wide_record(record: Mapping[str, object]) -> dict[str, object]:
    """``record`` with each interval ``*_ci: [low, high]`` as ``*_ci_low`` and ``*_ci_high``
    (an absent interval, ``None``, as two ``None``).

    Examples
    --------
    >>> wide_record({"auc_roc": 0.8, "auc_roc_ci": [0.7, 0.9], "auc_pr_ci": None})
    ... # doctest: +NORMALIZE_WHITESPACE
    {'auc_roc': 0.8, 'auc_roc_ci_low': 0.7, 'auc_roc_ci_high': 0.9,
     'auc_pr_ci_low': None, 'auc_pr_ci_high': None}
    """
    out: dict[str, object] = {}
    for key, value in record.items():
        if _is_interval(key, value) or (key.endswith("_ci") and value is None):
            low, high = value if isinstance(value, list) else (None, None)
            out[f"{key}_low"], out[f"{key}_high"] = low, high
        else:
            out[key] = value
    return out


def long_records(record: Mapping[str, object]) -> list[dict[str, object]]:
    """The tidy long form of ``record``: one row per metric (a float field), with its interval.

    Each row is ``{"metric", "estimate", "low", "high"}`` (``low``/``high`` from the field
    ``<metric>_ci``, else ``None``) followed by the record's plain fields that are not metrics
    (strings, integers, booleans, ``None``: ``n``, ``seed``, a pair's ``a``, ``b``; and the
    settings ``ci_level``, ``level``); lists and mappings are left out.

    Examples
    --------
    >>> long_records({"a": "x", "auc_roc": 0.8, "auc_roc_ci": [0.7, 0.9], "auc_pr": 0.5})
    ... # doctest: +NORMALIZE_WHITESPACE
    [{'metric': 'auc_roc', 'estimate': 0.8, 'low': 0.7, 'high': 0.9, 'a': 'x'},
     {'metric': 'auc_pr', 'estimate': 0.5, 'low': None, 'high': None, 'a': 'x'}]
    """
    context = {k: v for k, v in record.items()
               if k in _SETTINGS or v is None
               or (isinstance(v, (str, bool, int)) and not k.endswith("_ci"))}
    rows = []
    for key, value in record.items():
        if isinstance(value, float) and key not in _SETTINGS:
            ci = record.get(f"{key}_ci")
            low, high = ci if isinstance(ci, list) and _is_interval(f"{key}_ci", ci) else (
                None, None)
            rows.append({"metric": key, "estimate": value, "low": low, "high": high, **context})
    return rows


def _check_form(form: object) -> str:
    if form not in FRAME_FORMS:
        raise ValueError(f"form must be one of {list(FRAME_FORMS)}, got {form!r}")
    return str(form)


def _build(records: list[dict[str, object]]) -> object:
    if not _builder:
        raise RuntimeError("no dataframe builder is registered: import rocpr to build "
                           "dataframes (pandas)")
    return _builder[0](records)


def results_frame(results: Sequence[ResultDisplay], *, form: str = "wide") -> object:
    """One dataframe of several results: their records (or long rows) stacked.

    Parameters
    ----------
    results : sequence of ResultDisplay
        E.g. the operating points of :func:`numeric.operating_points`.
    form : {'wide', 'long'}, default='wide'
        As in :meth:`ResultDisplay.to_frame`.

    Examples
    --------
    >>> import rocpr
    >>> from numeric import operating_points
    >>> results_frame(operating_points([0, 1, 1], [0.2, 0.9, 0.4])).shape[0]
    4
    """
    f = _check_form(form)
    rows = [row for r in results for row in r._frame_rows(f)]
    return _build(rows)


def columns_frame(columns: Mapping[str, object]) -> object:
    """A dataframe of equal-length columns (curve arrays: ``{"fpr": ..., "tpr": ...}``).

    Examples
    --------
    >>> import rocpr
    >>> columns_frame({"fpr": np.array([0.0, 1.0]), "tpr": [0.0, 1.0]}).columns.tolist()
    ['fpr', 'tpr']
    """
    arrays = {k: np.asarray(v).tolist() for k, v in columns.items()}
    lengths = {len(v) for v in arrays.values()}
    if len(lengths) > 1:
        raise ValueError(f"columns must be of equal length, got lengths "
                         f"{ {k: len(v) for k, v in arrays.items()} }")
    n = lengths.pop() if lengths else 0
    return _build([{k: v[i] for k, v in arrays.items()} for i in range(n)])


class ResultDisplay:
    """Mixin: ``as_mapping()``, ``to_dict()``, ``to_frame()``, a multi-line ``repr`` and
    ``_repr_html_``.

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

    def as_mapping(self) -> dict[str, object]:
        """The result as Python data under the command line's JSON keys (NaN stays NaN).

        Examples
        --------
        >>> import warnings
        >>> from numeric import evaluate
        >>> with warnings.catch_warnings():  # one class: AUC-ROC undefined
        ...     warnings.simplefilter("ignore")
        ...     e = evaluate([1, 1], [0.1, 0.9])
        >>> e.as_mapping()["auc_roc"], e.to_dict()["auc_roc"]
        (nan, None)
        """
        if not dataclasses.is_dataclass(self):
            raise TypeError(f"{type(self).__name__} must be a dataclass or define as_mapping")
        out = {f.name: jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}
        out.update({k: jsonable(getattr(self, k)) for k in self._dict_properties})
        return out

    def to_dict(self) -> dict[str, object]:
        """The result as strict JSON data: :meth:`as_mapping` with NaN and infinities ``None``.

        Examples
        --------
        >>> import json
        >>> from numeric import evaluate
        >>> d = evaluate([0, 1], [0.1, 0.9]).to_dict()
        >>> d["auc_roc"], json.dumps(d, allow_nan=False)[:13]
        (1.0, '{"n": 2, "n_p')
        """
        out = strict_jsonable(self.as_mapping())
        assert isinstance(out, dict)
        return out

    def _records(self) -> list[dict[str, object]]:
        """The rows of :meth:`to_frame` (default: the one record :meth:`as_mapping`)."""
        return [self.as_mapping()]

    def _frame_rows(self, form: str) -> list[dict[str, object]]:
        records = self._records()
        if form == "long":
            return [row for r in records for row in long_records(r)]
        return [wide_record(r) for r in records]

    def to_frame(self, *, form: str = "wide") -> object:
        """A pandas DataFrame of the result (module docstring).

        Parameters
        ----------
        form : {'wide', 'long'}, default='wide'
            ``'wide'``: one row per record, each interval as ``*_ci_low`` and ``*_ci_high``
            columns; ``'long'``: one row per metric, ``metric, estimate, low, high, ...``.

        Raises
        ------
        RuntimeError
            If no builder is registered (``import rocpr`` registers pandas').
        ValueError
            If ``form`` is not one of :data:`FRAME_FORMS`.

        Examples
        --------
        >>> import rocpr
        >>> from numeric import evaluate
        >>> e = evaluate([0, 0, 1, 1, 0, 1], [0.1, 0.4, 0.35, 0.8, 0.2, 0.9], ci=0.9,
        ...              n_bootstrap=50, random_state=0)
        >>> e.to_frame()[["auc_roc", "auc_roc_ci_low", "auc_roc_ci_high"]].shape
        (1, 3)
        >>> e.to_frame(form="long").columns.tolist()[:5]
        ['metric', 'estimate', 'low', 'high', 'n']
        """
        return _build(self._frame_rows(_check_form(form)))

    def _shown(self) -> dict[str, object]:
        return {k: v for k, v in self.as_mapping().items() if v is not None}

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
