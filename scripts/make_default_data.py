"""Regenerate ``rocpr/io/default.npz``, the data set ``rocpr evaluate`` uses without a PATH.

Labels: scikit-learn's bundled copy of the UCI "Optical Recognition of Handwritten Digits" test
set (``sklearn.datasets.load_digits``, 1797 images of 8x8 pixels), one-vs-rest for the digit 8
(174 positives, 9.7%). Scores: out-of-fold probabilities of a logistic regression on six pixels
only (so the classifier is useful but far from perfect), 5-fold stratified cross-validation with
a fixed shuffle seed, rounded to 6 decimals (which makes the file independent of the last bits of
the BLAS in use and leaves a few tied scores). A second model for comparisons (``rocpr compare``),
``y_score_naive_bayes``: out-of-fold probabilities of a Gaussian naive Bayes on the same six
pixels, the same folds, the same rounding.

The ``.npz`` is written with fixed zip timestamps, so running this script again reproduces the
file byte for byte (``--check`` verifies that). Needs scikit-learn; the toolkit does not.

Usage: ``python scripts/make_default_data.py [--check]``
"""

from __future__ import annotations

import argparse
import io
import sys
import zipfile
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent.parent / "numeric" / "data" / "default.npz"
DIGIT = 8
PIXELS = [10, 19, 27, 35, 43, 53]
SEED = 0
N_FOLDS = 5
DECIMALS = 6


def make_arrays() -> dict[str, np.ndarray]:
    from sklearn.datasets import load_digits
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import StratifiedKFold, cross_val_predict
    from sklearn.naive_bayes import GaussianNB

    x, digit = load_digits(return_X_y=True)
    y_true = (digit == DIGIT).astype(np.int8)
    cv = StratifiedKFold(N_FOLDS, shuffle=True, random_state=SEED)
    proba = cross_val_predict(
        LogisticRegression(max_iter=1000), x[:, PIXELS], y_true, cv=cv, method="predict_proba"
    )[:, 1]
    proba_nb = cross_val_predict(
        GaussianNB(), x[:, PIXELS], y_true, cv=cv, method="predict_proba"
    )[:, 1]
    return {"y_true": y_true, "y_score": np.round(proba, DECIMALS).astype(np.float64),
            "y_score_naive_bayes": np.round(proba_nb, DECIMALS).astype(np.float64)}


def npz_bytes(arrays: dict[str, np.ndarray]) -> bytes:
    """An ``.npz`` (zip of ``.npy``) with fixed timestamps, so the bytes are reproducible."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, arr in arrays.items():
            member = io.BytesIO()
            np.lib.format.write_array(member, np.ascontiguousarray(arr), allow_pickle=False)
            info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, member.getvalue())
    return buf.getvalue()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the committed file differs")
    args = parser.parse_args()
    data = npz_bytes(make_arrays())
    if args.check:
        same = OUT.exists() and OUT.read_bytes() == data
        print(f"{OUT}: {'identical' if same else 'DIFFERS'}")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
