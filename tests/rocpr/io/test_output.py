"""rocpr/io/output.py: where an output path cannot be written, the message says why."""

from __future__ import annotations

import pytest

from rocpr.io.output import atomic_write_text, check_output_path


def test_a_missing_directory_does_not_exist(tmp_path):
    target = tmp_path / "missing" / "deeper" / "r.html"
    message = f"cannot write {target}: directory {target.parent} does not exist"
    for write in (check_output_path, lambda p: atomic_write_text(p, "x")):
        with pytest.raises(OSError, match=rf"^{message}$"):
            write(target)


@pytest.mark.parametrize("under", [("r.html",), ("sub", "r.html"), ("sub", "deeper", "r.md")])
def test_a_regular_file_used_as_a_directory_is_not_a_directory(tmp_path, under):
    afile = tmp_path / "afile"
    afile.write_text("kept")
    target = afile.joinpath(*under)
    message = f"cannot write {target}: {afile} is not a directory"
    for write in (check_output_path, lambda p: atomic_write_text(p, "x")):
        with pytest.raises(OSError, match=rf"^{message}$"):
            write(target)
    assert afile.read_text() == "kept"
