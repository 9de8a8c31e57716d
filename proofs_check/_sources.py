"""Where each claim is said: the 1-based line of its source sentence in the seed text
(:data:`proofs_check._registry.SEED_FILES`) and the sentence itself where the claim's statement is
a paraphrase. :func:`proofs_check.claim` reads this table for claims registered without
``line=``; ``tests/proofs_check/test_quotes.py`` checks every quote against the seed at its line.

It is built from two tables, in the order of the papers: the claims whose statement is itself the
quote, with their line; and the sentences that claims paraphrase, each written once with the claims
that read it.
"""

from __future__ import annotations

__all__ = ["SOURCES"]

# claim id -> line, for the claims whose statement is itself the quoted sentence
_STATEMENT_LINES: dict[str, int] = {
    "dg2006.cor3.1": 330,
    "dg2006.interpolation_nonlinear.hull": 411,
    "dg2006.interpolation_nonlinear.general": 411,
    "dg2006.sec5.optimize": 542,
    "dg2006.sec5.fig7": 545,
    "boyd2012.aucnpr": 15,
    "boyd2012.aucnpr.range": 15,
    "boyd2012.degenerate": 18,
    "mihelich2024.sec4.1.range.a100": 320,
    "mihelich2024.sec4.1.range.a1": 320,
    "mihelich2024.sec4.1.balanced": 322,
    "mihelich2024.sec4.2.range.roc": 326,
    "mihelich2024.sec4.2.pr_implies_roc": 326,
}

# the claims that paraphrase a sentence -> (its line, the sentence): each sentence written once
_PARAPHRASED: dict[tuple[str, ...], tuple[int, str]] = {
    ("dg2006.thm3.1",): (
        155,
        "Theorem 3.1. For a given dataset of positive and negative examples, there exists a "
        "one-to-one correspondence between a curve in ROC space and a curve in PR space, such that "
        "the curves contain exactly the same confusion matrices, if Recall"
    ),
    ("dg2006.thm3.2", "dg2006.thm3.2.curves"): (
        200,
        "Theorem 3.2. For a fixed number of positive and negative examples, one curve dominates a "
        "second curve in ROC space if and only if the first dominates the second in "
        "Precision-Recall space."
    ),
    ("dg2006.table1",): (
        447,
        "For example, suppose we have a dataset with 20 positive examples and 2000 negative "
        "examples. Let TP_A = 5, FP_A = 5, TP_B = 10, and FP_B = 30. Table 1 shows the proper "
        "interpolation of the intermediate points between A and B, with the local skew of 5 "
        "negatives for every 1 positive."
    ),
    ("dg2006.auc_roc_wmw",): (
        488,
        "The area under the ROC curve (AUC-ROC) can be calculated by using the trapezoidal areas "
        "created between each ROC point, and is equivalent to the Wilcoxon-Mann-Whitney statistic"
    ),
    ("dg2006.fig6",): (
        500,
        "Consider a curve (Figure 6) constructed from a single point of (0.02, 1), and extended to "
        "the endpoints of (0, 1) and (1, 0.008) as described above (for this example, our dataset "
        "contains 433 positives and 56,164 negatives). Interpolating as we have described would "
        "have an AUC-PR of 0.031; a linear connection would severely overestimate with an AUC-PR "
        "of 0.50."
    ),
    ("dg2006.fig6.exact",): (
        504,
        "Interpolating as we have described would have an AUC-PR of 0.031"
    ),
    ("dg2006.fig6.linear", "dg2006.fig6.linear.value.endpoints",
     "dg2006.fig6.linear.value.through_point"): (
        505,
        "a linear connection would severely overestimate with an AUC-PR of 0.50."
    ),
    ("boyd2012.thm1",): (
        8,
        "Theorem 1. Precision ( p ) and recall ( r ) must satisfy"
    ),
    ("boyd2012.thm2",): (
        12,
        "Theorem 2. The area of the unachievable region in PR space and the minimum AUCPR , for "
        "skew"
    ),
    ("boyd2012.thm3", "boyd2012.thm3.all_rankings"): (
        12,
        "Theorem 3. The minimum AP , for pos and neg positive and negative examples, respectively, "
        "is"
    ),
    ("boyd2012.numbers",): (
        13,
        "changing the skew of a data set from 0.01 to 0.5 (e.g., by subsampling the negative "
        "examples (Natarajan et al., 2011; Sutskever et al., 2010)) increases the minimum AUCPR by "
        "approximately 0.3."
    ),
    ("boyd2012.cor4",): (
        14,
        "Corollary 4. For calculation of AUCPR over recalls in [ a,b ] where 0"
    ),
    ("boyd2012.modified_f1",): (
        28,
        "One modified F1 score that satisfies the relaxed requirements would assign 0 to any PR "
        "point worse than random guessing and use the harmonic mean of recall and"
    ),
    ("mihelich2024.thm3.1",): (
        67,
        "Theorem 3.1. *The transformation between a point (x, y) on the ROC curve and a point on "
        "the PR curve is given by the following expression:*"
    ),
    ("mihelich2024.cor3.3",): (
        87,
        "Corollary 3.3. We say that one curve dominates another curve if it is always above (for "
        "all abscissa)."
    ),
    ("mihelich2024.thm3.5.max",): (
        103,
        "Theorem 3.5. At $AUC'_{ROC} = 1 - AUC_{ROC} = c$ fixed, the maximum of the AUC_{PR} is "
        "equal to:"
    ),
    ("mihelich2024.eq7.T_identity",): (
        117,
        "Mathematically, with equation (3) the problem takes the form:"
    ),
    ("mihelich2024.lemma3.7",): (
        123,
        "Lemma 3.7. Let's denote by $T(f) = \\int_0^1 \\frac{x}{x+af(x)} dx$. Then for f and g two "
        "positive and increasing functions we have:"
    ),
    ("mihelich2024.demo3.8",): (
        220,
        "we find that the first term in ϵ in $T(f_1) - T(f_0)$ is greater than:"
    ),
    ("mihelich2024.thm3.5.min",): (
        239,
        "With the same arguments, we demonstrate that the minimum is reached for the function "
        "constant equal to c . And therefore, the minimum of the AUC_{PR} is equal to:"
    ),
    ("mihelich2024.thm3.9.max", "mihelich2024.thm3.9.min"): (
        247,
        "Theorem 3.9. At $AUC_{PR} = k$ fixed, if we denote by F the function:"
    ),
    ("mihelich2024.cor3.11",): (
        297,
        "Corollary 3.11. In their article, (Boyd et al., 2012) find that the global minimum of the "
        "AUC_{PR} is equal to:"
    ),
    ("mihelich2024.sec4.numbers",): (
        320,
        "For example, for $a = 100$, a classifier with a good $AUC_{ROC} = 0.875$ can have a "
        "AUC_{PR} that ranges from 0.038 to 0.876."
    ),
    ("mihelich2024.sec4.2.range.pr",): (
        326,
        "for a $AUC_{ROC} = 0.7$ the AUC_{PR} ranges from 0.016 to 0.703"
    ),
    ("mihelich2024.cor4.1",): (
        332,
        "Corollary 4.1. *With the expressions of theorem 3.5 and 3.9, by considering the functions"
    ),
    ("exact_minimum.derivation", "exact_minimum.derivation.grid_steps",
     "exact_minimum.certificate", "exact_minimum.infimum"): (
        107,
        "and the minimum of the AUC_{PR} is equal to:"
    ),
}

# claim id -> (line, quote or None: the statement itself is quoted)
SOURCES: dict[str, tuple[int, str | None]] = {
    **{claim_id: (line, None) for claim_id, line in _STATEMENT_LINES.items()},
    **{claim_id: said for claim_ids, said in _PARAPHRASED.items() for claim_id in claim_ids},
}
