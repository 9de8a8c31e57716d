"""Start-up of the command line: import on demand.

``rocpr evaluate small.csv`` loads neither pandas nor pyarrow nor dask (nor sympy or matplotlib):
a small delimited file is read by the line scanner of :mod:`rocpr.io.readers`, and Parquet by
pyarrow without pandas. The scanner gives what the pyarrow reader gives, value for value and
error for error (checked here on both paths of the same files).
"""

import json
import subprocess
import sys

import numpy as np
import pytest
from _helpers import REPO_ROOT

from rocpr.io import readers

ROOT = REPO_ROOT
HEAVY = ("pandas", "pyarrow", "dask", "distributed", "sympy", "matplotlib", "scipy")


def loaded_after(argv: list[str]) -> tuple[int, list[str], str]:
    """Run ``rocpr`` in a fresh interpreter; its status, the heavy modules loaded, stdout."""
    probe = (
        "import contextlib, io, json, sys\n"
        "from rocpr.cli.main import main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        f"    status = main({argv!r})\n"
        f"heavy = sorted(m for m in {HEAVY!r} if m in sys.modules)\n"
        "print(json.dumps([status, heavy, out.getvalue()]))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    status, heavy, out = json.loads(done.stdout.strip().splitlines()[-1])
    return status, heavy, out


def test_evaluate_small_csv_loads_no_pandas_pyarrow_or_dask(tmp_path):
    path = tmp_path / "small.csv"
    path.write_text("label,score\n0,0.1\n1,0.9\n0,0.3\n1,0.7\n0,0.8\n")
    status, heavy, out = loaded_after(["evaluate", str(path), "--format", "json"])
    assert status == 0 and heavy == []
    assert json.loads(out)["auc_roc"] == pytest.approx(5 / 6, rel=1e-15)  # 5 of 6 pairs


def test_evaluate_parquet_loads_pyarrow_but_not_pandas(tmp_path):
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    path = tmp_path / "d.parquet"
    pq.write_table(pa.table({"label": np.array([0, 1, 0, 1], dtype=np.int8),
                             "score": [0.1, 0.9, 0.3, 0.7]}), path)
    status, heavy, out = loaded_after(["evaluate", str(path), "--format", "json"])
    assert status == 0 and heavy == ["pyarrow"]
    assert json.loads(out)["auc_roc"] == 1.0


CASES = {
    "int": "label,score\n0,0.1\n1,0.9\n",
    "negative": "label,score\n-1,0.1\n1,0.9\n",
    "float labels": "label,score\n0.0,0.1\n1.0,0.9\n",
    "booleans": "label,score\nTrue,0.1\nfalse,0.9\n",
    "strings": "label,score\nham,0.1\nspam,0.9\n",
    "spaces": "label, score\n0, 0.1\n1, 0.9\n",
    "blank line": "label,score\n0,0.1\n\n1,0.9\n",
    "crlf": "label,score\r\n0,0.1\r\n1,0.9\r\n",
    "bom": "\ufefflabel,score\n0,0.1\n1,0.9\n",
    "quoted": 'label,score\n"0","0.1"\n"1",0.9\n',
    "beyond int64": "label,score\n9223372036854775808,0.1\n1,0.9\n",
    "integer scores": "label,score\n0,1\n1,2\n",
    "tab": "label\tscore\n0\t0.1\n1\t0.9\n",
    "semicolon": "label;score\n0;0.1\n1;0.9\n",
    "space delimited": "label score\n0 0.1\n1  0.9\n",
    "weights": "label,score,w\n0,0.1,2\n1,0.9,0.5\n",
    "exponents": "label,score\n0,1e-3\n1,9E2\n",
    "no final newline": "label,score\n0,0.1\n1,0.9",
    "padded label": "label,score\n 0 ,0.1\n1,0.9\n",
    "NA label": "label,score\nNA,0.1\n1,0.9\n",
    "infinite score": "label,score\n0,inf\n1,0.9\n",
    "empty score": "label,score\n0,\n1,0.9\n",
    "word score": "label,score\n0,true\n1,0.9\n",
    "extra column": "a,label,score\nx,0,0.1\ny,1,0.9\n",
    "ragged": "label,score\n0,0.9,0.1\n1,0.2\n",
    "hex score": "label,score\n0,0x10\n1,0.9\n",
    "NaN label": "label,score\nnan,0.1\n1,0.9\n",
    # The two paths differ here; the scanner follows the documented rules ("booleans in any
    # case"; "integers when every label is one"), the pyarrow path does not (reported).
    "mixed-case booleans": pytest.param("label,score\ntRuE,0.1\nFALSE,0.9\n",
                                        marks=pytest.mark.xfail(strict=True)),
    "plus sign": pytest.param("label,score\n+1,0.1\n0,0.9\n",
                              marks=pytest.mark.xfail(strict=True)),
}


def outcome(read):
    try:
        d = read()
    except readers._NeedsScan:
        return "scanned"
    except ValueError as exc:
        return ("error", str(exc))
    w = None if d.sample_weight is None else d.sample_weight.tolist()
    return (d.y_true.dtype.str, repr(d.y_true.tolist()), repr(d.y_score.tolist()), repr(w))


@pytest.mark.parametrize("text", list(CASES.values()), ids=list(CASES))
def test_small_files_read_without_pyarrow_as_with_it(tmp_path, text):
    pytest.importorskip("pyarrow")
    path = tmp_path / "d.csv"
    path.write_bytes(text.encode())
    src = readers.Source.of(path)
    head = readers._head(src).decode("utf-8-sig")
    delim = readers.sniff(head, src.path)
    header = readers.header_of(head, delim, src.name)
    names = readers.choose_all(header, readers.Wanted(None, None, "w" if "w" in header
                                                         else None), src.name)
    fast = outcome(lambda: readers._read_text_fast(src, header, names, delim))
    scanned = outcome(lambda: readers._scan_text(src, names, delim))
    # The pyarrow reader hands what it cannot read or locate to the scanner: same outcome.
    assert fast in ("scanned", scanned)
    # And the public reader takes the scanner's path for a small file.
    assert outcome(lambda: readers.read_scored_data(
        path, weights="w" if "w" in header else None)) == scanned
