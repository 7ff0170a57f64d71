"""Golden images: the pictures of the fixed tournament (tests/outputs/fixture.py) compared with
stored PNGs, with a tolerance so that font hinting and Pillow/FreeType versions do not fail them.

Regenerate after a deliberate change of the pictures (then look at them before committing):

    QISAI_REGENERATE_GOLDEN=1 sh scripts/test tests/plugins/test_render.py
"""

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter

from services import exports, views
from tests.outputs.fixture import fixed_tournament

GOLDEN = Path(__file__).parent / "golden"
STAMP = "2026-12-13 21:00"
# share of pixels that may differ after a 2-px blur and a threshold of 32 grey levels (a whole
# picture shifted by 1 px: 0.03 %; one name of a small table changed: 0.23 %),
# and how far the size may drift (hinting changes text widths a little)
TOLERANCE = 0.001
SIZE_DRIFT = 0.03


@pytest.fixture
def render():
    from plugins.qisai import render

    if not render.available():
        if os.environ.get("CI") == "true":
            pytest.fail("no CJK font in CI: scripts/setup should have installed fonts-noto-cjk")
        pytest.skip("no CJK font installed (Debian: apt-get install fonts-noto-cjk)")
    return render


def _difference(got: Image.Image, want: Image.Image) -> float:
    """Share of pixels that differ visibly once both are blurred (sub-pixel shifts vanish)."""
    got = got.convert("L").resize(want.size).filter(ImageFilter.GaussianBlur(2))
    want = want.convert("L").filter(ImageFilter.GaussianBlur(2))
    diff = ImageChops.difference(got, want).point(lambda v: 255 if v > 32 else 0)
    return diff.histogram()[255] / (want.width * want.height)


def check(name: str, png: bytes) -> None:
    path = GOLDEN / name
    if os.environ.get("QISAI_REGENERATE_GOLDEN") == "1":
        path.write_bytes(png)
        return
    if not path.exists():
        # a missing golden fails every run: a test that writes its own expectation checks nothing
        path.with_suffix(".got.png").write_bytes(png)
        pytest.fail(
            f"golden image {name} missing: look at {path.with_suffix('.got.png').name}, and if it "
            "is right, make it the golden with QISAI_REGENERATE_GOLDEN=1"
        )
    got, want = Image.open(io.BytesIO(png)), Image.open(path)
    for a, b in zip(got.size, want.size, strict=True):
        assert abs(a - b) <= SIZE_DRIFT * b, f"{name}: size {got.size} v golden {want.size}"
    share = _difference(got, want)
    if share > TOLERANCE:
        got.save(path.with_suffix(".got.png"))
    assert share <= TOLERANCE, f"{name}: {share:.1%} of pixels differ (saved beside it as .got.png)"


async def test_golden_pictures(clean_db, render):
    tid = await fixed_tournament()
    summary = await views.tournament(tid)
    players = await views.players(tid, full_qq=False)
    standings = await views.standings(tid)
    check("standings.png", render.standings_png(summary, standings, players, STAMP, mine=3))
    (tables,) = render.tables_png(summary, await views.round_tables(tid, 2), players, STAMP)
    check("tables-r2.png", tables)
    check("mine-7.png", render.mine_png(summary, await exports.history(tid), 7, STAMP))


def test_the_tolerance_catches_a_real_change(render):
    columns = [render.Column("名次", "r"), render.Column("选手")]
    rows = [render.Row([render.Cell(str(i)), render.Cell(f"选手{i}")]) for i in range(1, 9)]
    a = Image.open(io.BytesIO(render.table_png("标题", "副标题", columns, rows)))
    rows[3] = render.Row([render.Cell("4"), render.Cell("棋王4")])  # one name changed, same width
    b = Image.open(io.BytesIO(render.table_png("标题", "副标题", columns, rows)))
    shifted = ImageChops.offset(a.convert("L"), 1, 0)  # what hinting might do, at worst
    assert a.size == b.size and _difference(a, a) == 0
    assert _difference(shifted, a) < TOLERANCE < _difference(b, a)


def test_long_standings_show_top_rows_the_cut_line_and_mine(render):
    rows = [
        {
            "rank": i,
            "seq": i,
            "name": f"选手{i}",
            "family": None,
            "total": str(1000 - i),
            "round_scores": ["1"],
            "tiebreaks": {},
            "status": "active" if i <= 128 else "eliminated",
            "explanation": None,
            "ledger": [],
        }
        for i in range(1, 513)
    ]
    picked = render.pick_rows(rows, mine=300)
    seqs = [r["seq"] if r else None for r in picked]
    assert seqs[:40] == list(range(1, 41)) and seqs[40] is None
    assert (
        seqs[41:45] == [127, 128, 129, 130]
        and seqs[45] is None
        and seqs[46] == 300
        and seqs[-1] is None
    )
    image = Image.open(
        io.BytesIO(
            render.standings_png(
                {"name": "大赛", "status": "running"}, {"after_round": 1, "rows": rows}, mine=300
            )
        )
    )
    assert image.height < 2200  # readable: not 512 rows tall
    pages = render.standings_pages(
        {"name": "大赛", "status": "running"}, {"after_round": 1, "rows": rows}
    )
    assert len(pages) == 9


def _tie(a, b, result=None, score=None, winner=None, label=None):
    return {"seats": [a, b], "result": result, "score": score, "winner": winner, "label": label}


# a hand-made knockout of 7 entrants in the data shape of render_bracket.py (Format.bracket): No. 2
# has a bye, No. 5 beat No. 1 in a semi-final, the final and the 3rd/4th tie not played yet
HAND_BRACKET = {
    "title": "淘汰赛",
    "layout": "tree",
    "seat_labels": ["先手", "后手"],
    "stages": [
        {
            "name": "1/4决赛",
            "ties": [
                _tie(1, 8, "胜胜", "2:0", 1),
                _tie(4, 5, "负胜胜", "2:1", 5),
                _tie(3, 6, "胜和", "1.5:0.5", 3),
                _tie(2, None, winner=2),
            ],
        },
        {"name": "半决赛", "ties": [_tie(1, 5, "和负", "0.5:1.5", 5), _tie(3, 2)]},
        {"name": "决赛", "ties": [_tie(5, None), _tie(1, None, label="三四名")]},
    ],
    "notes": ["半决赛负者争三四名。"],
}
HAND_PLAYERS = [{"seq": i, "name": f"棋手{i}", "family": None} for i in range(1, 9)]


def test_a_hand_made_bracket_as_a_tree_and_as_a_list(render):
    from plugins.qisai import render_bracket

    stages = HAND_BRACKET["stages"]
    # quarter-finals in slots 0.5 … 3.5; semi-final j between quarter-finals 2j and 2j+1
    # ((0.5+1.5)/2 = 1, (2.5+3.5)/2 = 3); the final between the semi-finals ((1+3)/2 = 2);
    # the final stage's second tie is not the tree's (one tie is fed by two semi-finals)
    assert render_bracket._tree_positions(stages)[:2] == [[0.5, 1.5, 2.5, 3.5], [1.0, 3.0]]
    assert render_bracket._tree_positions(stages)[2][0] == 2.0
    assert [render_bracket._main_ties(stages, k) for k in range(3)] == [4, 2, 1]
    _, rows = render_bracket.bracket_layout(HAND_BRACKET, HAND_PLAYERS)
    texts = [[c.text for c in row.cells] for row in rows]
    assert texts[3] == ["1/4决赛", "棋手2(2)", "轮空", "轮空", "", "棋手2(2)"]  # a bye
    assert texts[4] == ["半决赛", "棋手1(1)", "棋手5(5)", "和负", "0.5:1.5", "棋手5(5)"]
    assert texts[5] == ["半决赛", "棋手3(3)", "棋手2(2)", "未赛", "", ""]
    assert texts[7] == ["决赛 三四名", "棋手1(1)", "待定", "未赛", "", ""]
    assert (
        rows[4].cells[2].color == render.GREEN and rows[4].cells[1].color == render.INK
    )  # the winner
    from services import labels  # the same bracket as the text fallback

    lines = labels.bracket_lines(HAND_BRACKET, {p["seq"]: p["name"] for p in HAND_PLAYERS})
    assert lines[0] == "淘汰赛：" and lines[4] == "1/4决赛：棋手2(2) 轮空晋级"
    assert lines[5] == "半决赛：棋手1(1) 和负 棋手5(5)（0.5:1.5），棋手5(5) 胜"
    assert lines[8] == "决赛 三四名：棋手1(1) — 待定 未赛"
    check(
        "bracket-tree.png",
        render_bracket.bracket_png({"name": "揭棋公开赛"}, HAND_BRACKET, HAND_PLAYERS, STAMP),
    )
    chain = {**HAND_BRACKET, "layout": "chain", "title": "擂台"}
    check(
        "bracket-chain.png",
        render_bracket.bracket_png({"name": "揭棋公开赛"}, chain, HAND_PLAYERS, STAMP),
    )


def test_a_missing_golden_fails_the_run(tmp_path, monkeypatch):
    """A golden file that is not there fails the test, in CI and on a developer's machine alike
    (before, outside CI the picture was written as its own golden and the test passed)."""
    monkeypatch.setitem(globals(), "GOLDEN", tmp_path)
    monkeypatch.delenv("QISAI_REGENERATE_GOLDEN", raising=False)
    with pytest.raises(pytest.fail.Exception, match="golden image nowhere.png missing"):
        check("nowhere.png", b"\x89PNG")
    assert not (tmp_path / "nowhere.png").exists()
    assert (tmp_path / "nowhere.got.png").exists()  # what it drew, to look at


def test_a_bracket_of_teams_shows_the_names_it_carries(render):
    # a team knockout's bracket names its seats (team numbers 1 and 5, the numbers of their
    # board-1 players): the picture's rows and the text fallback show the teams, not the players
    from plugins.qisai import render_bracket
    from services import labels

    teams = {
        "title": "团体淘汰赛",
        "layout": "tree",
        "seat_labels": ["先列队", "后列队"],
        "stages": [{"name": "决赛", "ties": [_tie(1, 5, "胜和负胜", None, 1)]}],
        "notes": [],
        "names": {"1": "1队", "5": "2队"},  # as the JSON gives them: keys as text
    }
    _, rows = render_bracket.bracket_layout(teams, HAND_PLAYERS)
    assert [c.text for c in rows[0].cells] == ["决赛", "1队(1)", "2队(5)", "胜和负胜", "", "1队(1)"]
    lines = labels.bracket_lines(teams, {p["seq"]: p["name"] for p in HAND_PLAYERS})
    assert lines[1] == "决赛：1队(1) 胜和负胜 2队(5)，1队(1) 胜"
