"""rocpr check (rocpr/cli/check.py) and the claim registry (proofs_check/_registry.py)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from proofs_check import registered_claims, run_checks
from proofs_check._registry import selected
from rocpr.cli import main


def test_every_claim_has_source_and_statement():
    claims = registered_claims()
    assert len(claims) >= 25
    assert len({c.claim_id for c in claims}) == len(claims)
    for c in claims:
        assert c.source and c.statement and c.check.__doc__


@pytest.mark.parametrize(
    ("claim_id", "prefix", "expected"),
    [
        ("dg2006.thm3.2", "dg2006", True),
        ("dg2006.thm3.2", "dg2006.thm3.2", True),
        ("dg2006.thm3.2.curves", "dg2006.thm3.2", True),
        ("dg2006.thm3.20", "dg2006.thm3.2", False),
        ("dg2006.thm3.2", "dg2006.", True),
        ("mihelich2024.thm3.5.min", "mihelich", True),  # issue 9: the help's short names
        ("mihelich2024.thm3.5.min", "dg", False),
    ],
)
def test_prefix_selection_at_dots(claim_id, prefix, expected):
    assert selected(claim_id, prefix) is expected


def test_json_output_and_known_verdicts(capsys):
    assert main(["check", "mihelich2024.thm3.5", "boyd2012.thm2", "--format", "json"]) == 0
    verdicts = {v["claim_id"]: v for v in json.loads(capsys.readouterr().out)}
    assert set(verdicts) == {"mihelich2024.thm3.5.min", "mihelich2024.thm3.5.max",
                             "boyd2012.thm2"}
    assert verdicts["mihelich2024.thm3.5.min"]["holds"] is False
    assert verdicts["mihelich2024.thm3.5.min"]["status"] == "refuted"
    assert verdicts["mihelich2024.thm3.5.max"]["method"] == "symbolic proof"
    assert verdicts["mihelich2024.thm3.5.min"]["truth"]
    assert verdicts["mihelich2024.thm3.5.max"]["holds"] is True
    assert verdicts["boyd2012.thm2"]["holds"] is True


def test_text_and_markdown(capsys):
    assert main(["check", "boyd2012.thm2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("[HOLDS] boyd2012.thm2") and "by symbolic proof" in out
    assert "1 claim holds, 0 refuted, 0 errors." in out
    assert main(["check", "boyd2012.thm2", "--format", "md"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("| claim | source | verdict")


def test_unknown_id_is_a_clear_error(capsys):
    assert main(["check", "nosuchpaper"]) == 2
    err = capsys.readouterr().err
    assert "ID matches no registered claim, got ['nosuchpaper']" in err
    assert "valid ids" in err and "mihelich2024.thm3.5.min" in err and "Traceback" not in err


@pytest.mark.parametrize(("alias", "first"), [("mihelich", "mihelich2024."), ("dg", "dg2006."),
                                              ("boyd", "boyd2012.")])
def test_short_aliases_find_claims(capsys, alias, first):
    """Issue 9: ``rocpr check mihelich`` / ``rocpr check dg`` select the paper's claims."""
    assert main(["check", alias, "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    ids = [ln.split()[0] for ln in lines[::2]]
    assert ids and all(i.startswith(first) for i in ids)


def test_list_shows_every_claim_with_source_and_one_line(capsys):
    assert main(["check", "--list"]) == 0
    out = capsys.readouterr().out
    for c in registered_claims():
        assert c.claim_id in out and c.source in out and c.summary in out
    assert main(["check", "--list", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["claim_id"] for r in rows} == {c.claim_id for c in registered_claims()}


def test_an_error_verdict_sets_exit_status_1(capsys, monkeypatch):
    from proofs_check import boyd

    def broken(*args, **kwargs):
        raise RuntimeError("broken on purpose")

    monkeypatch.setattr(boyd, "min_precision", broken)
    assert main(["check", "boyd2012.thm1"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("[ERROR] boyd2012.thm1") and "0 claims hold, 0 refuted, 1 error." in out


def test_run_checks_filters():
    assert [v.claim_id for v in run_checks(["boyd2012.thm2"])] == ["boyd2012.thm2"]


def test_broken_pipe_is_quiet():
    """``rocpr ... | head``: the reader leaves early; no traceback, no error message, status 141."""
    proc = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; time.sleep(1.0); from rocpr.cli import main; "
         "sys.exit(main(['check', 'boyd2012', '--format', 'json']))"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before the first byte is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 141, err
    assert "Traceback" not in err and "Broken pipe" not in err


def test_version_and_usage(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.startswith("rocpr 0.")
    with pytest.raises(SystemExit) as exc:
        main([])  # a command is required: argparse's usage error, status 2
    assert exc.value.code == 2
    assert "required: COMMAND" in capsys.readouterr().err


def test_readme_states_the_number_of_claims():
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    m = re.search(r"lists the (\d+) claim ids", readme)
    assert m is not None and int(m.group(1)) == len(registered_claims())
