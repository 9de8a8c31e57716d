"""Tests of rocpr.io.output.page_format: the page's format by its suffix, and a name that is the
suffix alone."""

import pytest
from _helpers import run_cli

from rocpr.io.output import page_format


@pytest.mark.parametrize(("path", "fmt"), [("r.html", "html"), ("R.HTM", "html"),
                                           ("d/v.md", "md"), ("a.b.md", "md")])
def test_page_format(path, fmt):
    assert page_format(path) == fmt


@pytest.mark.parametrize("path", [".html", "out/.md", ".HTM"])
def test_a_suffix_alone_is_named_as_such(path):
    """``.html`` is a hidden file without a suffix: the message said it "must end in .html"."""
    with pytest.raises(ValueError, match=r"--output needs a file name before its suffix \("):
        page_format(path)


def test_report_with_a_suffix_alone(capsys, tmp_path):
    status, out, err = run_cli(capsys, "report", "-o", tmp_path / ".html")
    assert status == 2 and out == ""
    assert "--output needs a file name before its suffix (.html)" in err
