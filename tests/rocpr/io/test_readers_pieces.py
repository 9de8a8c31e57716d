"""The parallel reader of large plain text files (rocpr.io.readers: line-aligned pieces parsed
in threads) reads exactly what one stream or the line scanner reads: every row once, in order,
whatever the pieces' boundaries; and anything it cannot read falls back to the scanner."""

import numpy as np
import pytest

from rocpr.io import read_scored_data, readers


@pytest.fixture
def small_pieces(monkeypatch):
    """Pieces of a few hundred bytes (a 100 KB file: hundreds of pieces), and a record of
    which reader ran."""
    monkeypatch.setattr(readers, "_PIECE_BYTES", 700)
    monkeypatch.setattr(readers, "_FIRST_PIECE_BYTES", 300)
    calls = []
    for name in ("_read_text_pieces", "_scan_text"):
        real = getattr(readers, name)
        monkeypatch.setattr(readers, name,
                            lambda *a, _real=real, _name=name: calls.append(_name) or _real(*a))
    return calls


def _rows(rng, n):
    y = rng.integers(0, 2, n)
    s = rng.random(n) * 10.0 ** rng.integers(-5, 5, n)
    w = rng.exponential(size=n)
    return y, s, w


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
@pytest.mark.parametrize("final_newline", [True, False])
def test_pieces_equal_the_rows_in_order(tmp_path, small_pieces, newline, final_newline):
    rng = np.random.default_rng(len(newline) + 2 * final_newline)
    y, s, w = _rows(rng, 6000)
    lines = ["id,label,score,w"] + [f"r{i},{a},{float(b)!r},{float(c)!r}" for i, (a, b, c)
                                   in enumerate(zip(y, s, w, strict=True))]
    lines.insert(3000, "")  # a blank line somewhere inside
    p = tmp_path / "d.csv"
    p.write_bytes((newline.join(lines) + (newline if final_newline else "")).encode())
    d = read_scored_data(p, weights="w")
    assert small_pieces == ["_read_text_pieces"]
    np.testing.assert_array_equal(d.y_true, y)
    np.testing.assert_array_equal(d.y_score, s)
    np.testing.assert_array_equal(d.sample_weight, w)


def test_piece_boundaries_at_every_offset(tmp_path, monkeypatch):
    """Whatever the piece size (so wherever a boundary falls in a line), the same rows."""
    monkeypatch.setattr(readers, "_SNIFF_BYTES", 512)  # a small file, read as a large one
    rng = np.random.default_rng(1)
    y, s, _ = _rows(rng, 1000)
    p = tmp_path / "d.csv"
    p.write_text("label,score\n"
                 + "".join(f"{a},{float(b)!r}\n" for a, b in zip(y, s, strict=True)))
    for piece in (1, 3, 17, 333, 4096):
        monkeypatch.setattr(readers, "_PIECE_BYTES", piece)
        monkeypatch.setattr(readers, "_FIRST_PIECE_BYTES", piece)
        d = read_scored_data(p)
        np.testing.assert_array_equal(d.y_true, y)
        np.testing.assert_array_equal(d.y_score, s)


def test_labels_that_read_otherwise_in_a_later_piece_go_to_the_scanner(tmp_path, small_pieces):
    """Integer labels first, then '1.0'-style labels far down: one stream would refuse the
    change of type, and so do the pieces; the scanner reads the file."""
    rng = np.random.default_rng(2)
    y, s, _ = _rows(rng, 6000)
    cells = [str(v) if i < 5000 else f"{v}.0" for i, v in enumerate(y)]
    p = tmp_path / "d.csv"
    p.write_text("label,score\n" + "".join(f"{a},{float(b)!r}\n" for a, b in zip(cells, s,
                                                                         strict=True)))
    d = read_scored_data(p)
    assert small_pieces == ["_read_text_pieces", "_scan_text"]
    np.testing.assert_array_equal(d.y_true, y)
    np.testing.assert_array_equal(d.y_score, s)


def test_a_bad_value_far_down_is_named_by_its_line(tmp_path, small_pieces):
    rng = np.random.default_rng(3)
    y, s, _ = _rows(rng, 6000)
    lines = ["label,score"] + [f"{a},{float(b)!r}" for a, b in zip(y, s, strict=True)]
    lines[5500] = "1,"
    p = tmp_path / "d.csv"
    p.write_text("\n".join(lines) + "\n")
    with pytest.raises(ValueError, match=r"d.csv, line 5501: column 'score'"):
        read_scored_data(p)
    assert small_pieces == ["_read_text_pieces", "_scan_text"]
