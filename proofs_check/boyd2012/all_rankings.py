"""Claims about finite data sets, checked over all rankings.

Boyd, Costa, Davis & Page (ICML 2012) state Thm 3, the minimum average precision, and show the
ranking that attains it (every negative above every positive).
:mod:`proofs_check.boyd2012.theorems` checks that ranking's value; here the *minimum* is checked:
over every ranking with ties of small data sets by exhaustive search in exact rationals, and over
all AUC-ROC values of larger ones by the exact programme :func:`numeric.bounds.finite_n_extremes`
(every ranking's average precision is reached by it; proof in :mod:`numeric.bounds.finite_n`).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from numeric.bounds import finite_n_extremes
from proofs_check._registry import CheckResult, claim
from proofs_check.boyd2012.theorems import PUBLISHED
from proofs_check.evidence import ExhaustiveEnumeration

__all__ = ["thm3_all_rankings"]

SOURCE = "Boyd, Costa, Davis & Page (ICML 2012), Thm 3"
EXHAUSTIVE = [(p, n) for p in range(1, 6) for n in range(1, 6)]
BY_PROGRAMME = [(6, 9), (8, 5), (10, 3)]


def _exhaustive_min_ap(n_pos: int, n_neg: int) -> tuple[Fraction, int]:
    """Minimum average precision (scikit-learn's, ties as one step) over every ranking with
    ties, and the number of rankings: every sequence of tie groups ``(dt, df) != (0, 0)``."""

    @cache
    def walk(t: int, f: int) -> tuple[tuple[Fraction, ...], int]:
        # the AP sums of every completion from (t, f), and how many completions there are
        if (t, f) == (n_pos, n_neg):
            return (Fraction(0),), 1
        values: list[Fraction] = []
        count = 0
        for dt in range(n_pos - t + 1):
            for df in range(n_neg - f + 1):
                if dt == df == 0:
                    continue
                step = Fraction(dt * (t + dt), t + dt + f + df) if dt else Fraction(0)
                rest, k = walk(t + dt, f + df)
                values.extend(step + r for r in rest)
                count += k
        return tuple(values), count

    values, count = walk(0, 0)
    return min(values) / n_pos, count


def _boyd(n_pos: int, n_neg: int) -> Fraction:
    return sum((Fraction(i, i + n_neg) for i in range(1, n_pos + 1)), Fraction(0)) / n_pos


_SEARCH = ExhaustiveEnumeration(
    "every tied ranking for N+, N- <= 5; every attainable AUC-ROC by the programme for "
    "(N+, N-) in " + ", ".join(f"({p}, {n})" for p, n in BY_PROGRAMME), "interval")


def _check() -> CheckResult:
    """Thm 3 as a minimum: over all rankings, exhaustively (N+, N- <= 5, exact rationals), and
    over every attainable AUC-ROC by the exact programme for three larger sizes."""
    n_rankings = 0
    for p, n in EXHAUSTIVE:
        lowest, count = _exhaustive_min_ap(p, n)
        n_rankings += count
        if lowest != _boyd(p, n):
            return CheckResult(
                "refuted", f"N+={p}, N-={n}: minimum AP over all {count} rankings is {lowest}, "
                f"AP_MIN = {_boyd(p, n)}", truth=f"the minimum is {lowest}",
                basis=ExhaustiveEnumeration("every tied ranking, N+, N- <= 5"))
    width = 0.0
    for p, n in BY_PROGRAMME:
        found = [finite_n_extremes(p, n, Fraction(k, 2 * p * n), "average_precision", "min")
                 for k in range(2 * p * n + 1)]
        # No ranking has AP below min(lower) (validated search); a ranking attains min(upper).
        lower = Fraction(min(e.lower for e in found))
        upper = Fraction(min(e.upper for e in found))
        target = _boyd(p, n)
        if upper < target:
            best = min(found, key=lambda e: e.upper)
            return CheckResult(
                "refuted", f"N+={p}, N-={n}: a ranking attains AP {best.value!r} < AP_MIN = "
                f"{float(target)!r}", truth=f"the minimum is at most {best.value!r}",
                basis=_SEARCH)
        if lower > target:  # AP_MIN is attained (Boyd et al.'s ranking): the search is wrong
            return CheckResult(
                "error", f"N+={p}, N-={n}: the search's enclosure [{float(lower)!r}, "
                f"{float(upper)!r}] excludes the attained AP_MIN = {float(target)!r}")
        width = max(width, float(target - lower))
    return CheckResult(
        "holds",
        f"minimum of average precision (ties as scikit-learn) over all {n_rankings} rankings "
        f"with ties of the {len(EXHAUSTIVE)} sizes N+, N- <= 5 equals AP_MIN exactly (rationals); "
        f"for (N+, N-) in {BY_PROGRAMME}, over every attainable AUC-ROC, the validated programme "
        f"proves that no ranking has AP below AP_MIN - {width:.1e} (and AP_MIN is attained).",
        basis=_SEARCH,  # exact rationals for N+, N- <= 5; the programme's pruning and sums
        # are rounded toward their side (numeric.bounds.finite_n, "Arithmetic (validated)")
    )


@claim(
    "boyd2012.thm3.all_rankings",
    SOURCE,
    "The minimum AP, for pos and neg positive and negative examples, respectively, is "
    "AP_MIN = (1/pos) sum_{i=1}^{pos} i/(i + neg) -- as a minimum over all rankings.",
    formula_source=f"{PUBLISHED}, Thm 3",
)
def thm3_all_rankings() -> CheckResult:
    """Thm 3 as a minimum over every tied ranking (exhaustive, then the exact programme)."""
    return _check()
