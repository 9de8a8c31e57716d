"""rocpr.render.tex: TeX in quotes written in Unicode; code outside ``$...$`` left alone."""

from __future__ import annotations

import pytest

from proofs_check import registered_claims
from rocpr.render.tex import tex_to_unicode


@pytest.mark.parametrize(("tex", "text"), [
    ("$AUC'_{ROC} = 1 - AUC_{ROC} = c$", "AUC'_ROC = 1 - AUC_ROC = c"),
    (r"$k \in [1 - a \ln(\frac{1+a}{a}), 1]$", "k ∈ [1 - a ln((1+a)/a), 1]"),
    (r"$1 - \pi = \frac{N^-}{N^+}$", "1 - π = N⁻/N⁺"),
    (r"$T(f) = \int_0^1 \frac{x}{x+af(x)} dx$", "T(f) = ∫₀¹ x/(x+af(x)) dx"),
    ("$O(n^2)$", "O(n²)"),
    (r"$\sqrt{2a}$ and $\widehat{ROC}$", "√(2a) and ROC\u0302"),
    ("pos_neg_ratio=0.25, the AUC_{PR}", "pos_neg_ratio=0.25, the AUC_PR"),
])
def test_tex_to_unicode(tex, text):
    assert tex_to_unicode(tex) == text


def test_no_quote_shows_tex():
    for c in registered_claims():
        shown = tex_to_unicode(c.quote or "")
        assert "$" not in shown and "\\" not in shown and "_{" not in shown, c.claim_id
