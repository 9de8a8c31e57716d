"""The embedded example with its two models' scores, for comparisons (``rocpr compare``)."""

from __future__ import annotations

import io
from importlib import resources

import numpy as np
import numpy.typing as npt

__all__ = ["DEFAULT_MODELS", "load_default_models"]

# Array of ``default.npz`` -> model name.
DEFAULT_MODELS = {
    "y_score": "logistic_regression",
    "y_score_naive_bayes": "naive_bayes",
}


def load_default_models() -> tuple[np.ndarray, dict[str, npt.NDArray[np.float64]]]:
    """Labels and the two models' out-of-fold scores of the embedded digits data (8 vs rest).

    ``logistic_regression`` is the score of :func:`numeric.load_default`; ``naive_bayes`` is a
    Gaussian naive Bayes on the same six pixels with the same folds (provenance in
    ``numeric/data/README.md``, made by ``scripts/make_default_data.py``).

    Returns
    -------
    y_true : ndarray of int8, shape (1797,)
    scores : dict of str to ndarray of float64, shape (1797,)

    Examples
    --------
    >>> y, scores = load_default_models()
    >>> list(scores), int(y.sum())
    (['logistic_regression', 'naive_bayes'], 174)
    """
    ref = resources.files("numeric") / "data" / "default.npz"
    with ref.open("rb") as fh, np.load(io.BytesIO(fh.read()), allow_pickle=False) as npz:
        y_true = np.array(npz["y_true"])
        scores = {name: np.array(npz[key], dtype=np.float64)
                  for key, name in DEFAULT_MODELS.items()}
    return y_true, scores
