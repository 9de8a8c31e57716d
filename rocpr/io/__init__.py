"""Reading and writing: scored data from files and standard input, the embedded example data set,
and atomic output files.

:func:`read_scored_data` reads CSV/TSV (also ``.gz``, ``.bz2``, ``.zst``), Parquet, Arrow
IPC/Feather, ``.npy``/``.npz`` and standard input; :func:`read_score_columns`,
:func:`read_multiclass_data` and :func:`read_fold_column` read several columns of one file;
:func:`load_default` and :func:`load_default_models` give the embedded digits data;
:func:`write_output` writes a command's output atomically.
"""

from rocpr.io.columns import (
    MulticlassData,
    read_fold_column,
    read_multiclass_data,
    read_score_columns,
)
from rocpr.io.datasets import DEFAULT_MODELS, load_default, load_default_models
from rocpr.io.output import (
    atomic_write_bytes,
    atomic_write_text,
    atomic_writer,
    check_output_path,
    write_output,
    write_outputs,
)
from rocpr.io.readers import (
    INPUT_FORMATS,
    LABEL_COLUMNS,
    SCORE_COLUMNS,
    ScoredData,
    read_scored_data,
)

__all__ = [
    "DEFAULT_MODELS",
    "INPUT_FORMATS",
    "LABEL_COLUMNS",
    "SCORE_COLUMNS",
    "MulticlassData",
    "ScoredData",
    "atomic_write_bytes",
    "atomic_write_text",
    "atomic_writer",
    "check_output_path",
    "load_default",
    "load_default_models",
    "read_fold_column",
    "read_multiclass_data",
    "read_score_columns",
    "read_scored_data",
    "write_output",
    "write_outputs",
]
