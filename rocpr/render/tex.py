"""TeX in quoted sentences, written readably in Unicode (for text, Markdown and HTML).

The seeds quote the papers as printed, TeX included (``$AUC'_{ROC} = 1 - AUC_{ROC} = c$``). The
quotes stay verbatim in the registry (``tests/proofs_check/test_quotes.py`` compares them with the
seeds); the reports show them through :func:`tex_to_unicode`: inside ``$...$`` fractions become
``(a)/(b)``, roots ``√(x)``, Greek letters and relations their Unicode signs, single-character
sub- and superscripts Unicode sub- and superscripts where one exists (``x_0`` -> ``x₀``,
``N^-`` -> ``N⁻``) and ``_{ROC}`` ``_ROC``; outside ``$...$`` only braced subscripts and named
symbols are rewritten, so code such as ``pos_neg_ratio`` is left alone.
"""

from __future__ import annotations

import re

__all__ = ["tex_to_unicode"]

_SYMBOLS = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "lambda": "λ", "mu": "μ", "pi": "π", "phi": "φ", "sigma": "σ", "theta": "θ",
    "in": "∈", "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠",
    "infty": "∞", "int": "∫", "sum": "∑", "cdot": "·", "times": "×", "mapsto": "↦",
    "rightarrow": "→", "to": "→", "longrightarrow": "⟶", "Leftrightarrow": "⇔", "forall": "∀",
    "gg": "≫", "ll": "≪", "approx": "≈", "ln": "ln", "log": "log", "sup": "sup", "inf": "inf",
    "quad": " ", "qquad": "  ", ",": " ", ";": " ", "!": "", "left": "", "right": "",
}
_SUB = dict(zip("0123456789+-=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ",
                strict=True))
_SUP = dict(zip("0123456789+-=()in", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁱⁿ", strict=True))
_MATH = re.compile(r"\$\$(.*?)(?:\$\$|\Z)|\$([^$]*)(?:\$|\Z)", re.S)  # a cut quote may
# stop inside its math: the rest is math
_ESCAPED = {"|": "‖", "\\": " ", "{": "{", "}": "}", " ": " ", "%": "%", "&": "&"}
_COMMAND = re.compile(r"\\([A-Za-z]+|[,;!])")


def _group(s: str, i: int) -> tuple[str, int]:
    """The argument starting at ``s[i]``: a ``{...}`` group (nested) or one character."""
    while i < len(s) and s[i] == " ":
        i += 1
    if i >= len(s):
        return "", i
    if s[i] == "\\":
        m = _COMMAND.match(s, i)
        return (s[i:m.end()], m.end()) if m else (s[i:i + 2], i + 2)
    if s[i] != "{":
        return s[i], i + 1
    depth, j = 0, i
    while j < len(s):
        depth += {"{": 1, "}": -1}.get(s[j], 0)
        if depth == 0:
            return s[i + 1:j], j + 1
        j += 1
    return s[i + 1:], len(s)


def _paren(x: str) -> str:
    return x if re.fullmatch(r"[^\s+\-*/=(),]+", x) else f"({x})"


def _script(x: str, table: dict[str, str], mark: str) -> str:
    if x and all(ch in table for ch in x) and len(x) <= 2:
        return "".join(table[ch] for ch in x)
    return mark + (x if len(x) == 1 or re.fullmatch(r"\w+", x) else f"({x})")


def _math(s: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == "\\":
            m = _COMMAND.match(s, i)
            if m is None:
                out.append(_ESCAPED.get(s[i + 1:i + 2], s[i + 1:i + 2]))
                i += 2
                continue
            name, i = m.group(1), m.end()
            if name in ("frac", "dfrac", "tfrac"):
                num, i = _group(s, i)
                den, i = _group(s, i)
                out.append(f"{_paren(_math(num))}/{_paren(_math(den))}")
            elif name == "sqrt":
                arg, i = _group(s, i)
                arg = _math(arg)
                out.append(f"√{arg}" if len(arg) == 1 else f"√({arg})")
            elif name in ("widehat", "hat"):
                arg, i = _group(s, i)
                out.append(_math(arg) + "\u0302")
            elif name in ("begin", "end"):
                _, i = _group(s, i)
            elif name in ("text", "mathrm", "mathit", "operatorname"):
                arg, i = _group(s, i)
                out.append(arg)
            elif name == "mathbb":
                arg, i = _group(s, i)
                out.append({"R": "ℝ", "N": "ℕ", "Z": "ℤ"}.get(arg, arg))
            else:
                out.append(_SYMBOLS.get(name, name))
        elif ch in "_^":
            arg, i = _group(s, i + 1)
            arg = _math(arg)
            out.append(_script(arg, _SUB, "_") if ch == "_" else _script(arg, _SUP, "^"))
        elif ch in "{}&":
            i += 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def tex_to_unicode(text: str) -> str:
    """``text`` with its TeX written in Unicode (see the module docstring).

    Parameters
    ----------
    text : str
        A quoted sentence, possibly with ``$...$`` math and TeX commands.

    Returns
    -------
    str

    Examples
    --------
    >>> tex_to_unicode("At $AUC'_{ROC} = 1 - AUC_{ROC} = c$ fixed, the maximum of the AUC_{PR}")
    "At AUC'_ROC = 1 - AUC_ROC = c fixed, the maximum of the AUC_PR"
    >>> tex_to_unicode(r"$k \\in [1 - a \\ln(\\frac{1+a}{a}), 1]$ and $x = \\frac{FP}{N^-}$")
    'k ∈ [1 - a ln((1+a)/a), 1] and x = FP/N⁻'
    >>> tex_to_unicode("pr = PRCurve(pr_points, pos_neg_ratio=0.25)")
    'pr = PRCurve(pr_points, pos_neg_ratio=0.25)'
    """
    text = _MATH.sub(lambda m: _math(m.group(1) if m.group(1) is not None else m.group(2)), text)
    text = re.sub(r"_\{(\w+)\}", r"_\1", text)
    return _COMMAND.sub(lambda m: _SYMBOLS.get(m.group(1), m.group(1)), text)
