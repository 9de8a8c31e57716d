"""The docstring fragments of :mod:`numeric.stats`: what its public functions and results say alike.

Each fragment is filled in where a docstring holds its placeholder line (``%(name)s``), by the
``@docs`` decorator (:class:`numeric.docstrings.DocFragments`); each is true of every function or
class that uses it.
"""

from __future__ import annotations

from numeric.docstrings import DocFragments

__all__ = ["docs"]

docs = DocFragments({
    # ---- parameters ------------------------------------------------------------------------
    "roc_data_args": """
        y_true, y_score, sample_weight, pos_label
            As in :func:`numeric.auc_roc_score`.
    """,
    "pr_data_args": """
        y_true, y_score, sample_weight, pos_label
            As in :func:`numeric.auc_pr_score`.
    """,
    "paired_data_args": """
        y_true : array_like of shape (n_samples,)
            Binary labels.
        y_score_a, y_score_b : array_like of shape (n_samples,)
            The two models' scores of the same samples.
    """,
    "paired_pr_data_args": """
        y_true : array_like of shape (n_samples,)
            Binary labels.
        y_score_a, y_score_b : array_like of shape (n_samples,)
            The two models' scores of the same rows.
        sample_weight, pos_label
            As in :func:`numeric.auc_pr_score`.
    """,
    "unpaired_data_args": """
        y_true_a, y_score_a : array_like of shape (n_a,)
            Model ``a``'s labelled sample.
        y_true_b, y_score_b : array_like of shape (n_b,)
            Model ``b``'s labelled sample.
    """,
    "quantity_arg": """
        quantity : {'auc_pr', 'average_precision'}, default='auc_pr'
            Which estimator.
    """,
    "level_arg": """
        level : float, default=0.95
            Confidence level in (0, 1).
    """,
    "difference_level_arg": """
        level : float, default=0.95
            Level of the interval of the difference.
    """,
    "random_state_arg": """
        random_state : None, int or numpy.random.Generator, default=None
            Seed; ``None`` draws one and reports it in ``seed``.
    """,
    "sig_level_alternative_args": """
        sig_level : float, default=0.05
            Significance level, in (0, 1).
        alternative : {'two-sided', 'one-sided'}, default='two-sided'
    """,
    # ---- returns and warnings ----------------------------------------------------------------
    "curve_band_nan_if_class_absent": """
        Returns
        -------
        CurveBand

        Warns
        -----
        DegenerateDataWarning
            If a class is absent (NaN bands).
    """,
    # ---- attributes of results -------------------------------------------------------------
    "seed_attribute": """
        seed : int or None
            The seed that reproduces the replicates (``None`` when a Generator was given).
    """,
    "z_p_value_attributes": """
        z : float
            ``difference.estimate / difference.standard_error`` (NaN when the standard error is 0).
        p_value : float
            Two-sided, ``2 Phi(-|z|)``.
    """,
})
