"""A team event's outputs: the teams' standings and each match's boards in the chat picture,
the page and the spreadsheet, from round 1 of the services' six-team round robin
(tests/services/test_team_flow.py: 1队 v 6队 胜和负胜, 2队 v 5队 胜和和负, 3队 v 4队 负负负负)."""

import io

from PIL import Image

from services import closing, exports, play, signup, views
from tests.plugins.test_render import render  # noqa: F401  (the font fixture)
from tests.services.test_team_flow import ORG, R1, T0, setup_field


async def round_one() -> None:
    await setup_field()
    await signup.set_open(ORG, False, T0, force=True)
    await play.seat_next_round(ORG, R1)
    for table, boards in (("1", "胜和负胜"), ("2", "胜和和负"), ("3", "负负负负")):
        await play.enter_result(ORG, table, boards, R1)
    await closing.close_round(ORG, R1)


def texts(row) -> list[str]:
    return [c.text for c in row.cells]


async def test_team_standings_and_matches_in_picture_page_and_sheets(clean_db):
    from plugins.qisai import page
    from plugins.qisai import render as drawing

    await round_one()
    standings = await views.standings(1)
    players = await views.players(1, full_qq=False)
    # the teams (worked in test_team_flow): 4队 2 / 8, 1队 2 / 5, 2队 and 5队 1 / 4 (台次分 13
    # and 7), 6队 0 / 3, 3队 0 / 0; columns 名次, 队伍, 场分, 局分, 直胜, 台次分, 第1轮
    columns, rows = drawing.team_standings_layout(drawing.team_standings(standings))
    assert [c.title for c in columns] == ["名次", "队伍", "场分", "局分", "直胜", "台次分", "第1轮"]
    assert texts(rows[0]) == ["1", "4队", "2", "8", "0", "20", "2"]  # 台次分 2 × (4+3+2+1)
    assert texts(rows[2])[:6] == ["3", "2队", "1", "4", "1", "13"]
    # table 1 board by board: 1队's player first, 先 after the one moving first
    tables = await views.round_tables(1, 1)
    _, boards = drawing.matches_layout(tables, players)
    assert texts(boards[0]) == [
        "1",
        "1队 vs 6队　胜和负胜",
        "1",
        "棋手1(1)先",
        "胜",
        "棋手22(22)",
        "2：0",
    ]
    assert texts(boards[1]) == ["", "", "2", "棋手2(2)", "和", "棋手23(23)先", ""]
    assert len(boards) == 12  # 3 matches × 4 boards

    html = await page.render_page(1)
    assert "第1轮后团体名次" in html and "1队 vs 6队　胜和负胜" in html and "棋手23(23)先" in html

    sheets = await exports.sheets(1)
    assert sheets["团体排名"][1][:4] == [1, "4队", "2", "8"]
    assert sheets["团体排名"][2][-1] == "1、2、3、4、5"  # 1队 with its reserve
    assert sheets["第1轮"][1] == [1, "1队", "6队", 1, 1, 22, "胜", "胜和负胜", "2：0"]
    assert sheets["第1轮"][2] == [1, "1队", "6队", 2, 23, 2, "和", "", ""]


async def test_the_team_pictures_are_drawn(clean_db, render):  # noqa: F811
    await round_one()
    summary = await views.tournament(1)
    standings = await views.standings(1)
    players = await views.players(1, full_qq=False)
    pictures = render.standings_pngs(summary, standings, players)
    assert len(pictures) == 2  # the teams, then the players
    teams = Image.open(io.BytesIO(pictures[0]))
    assert teams.width > 300 and teams.height > 150
    (matches,) = render.tables_png(summary, await views.round_tables(1, 1), players)
    assert Image.open(io.BytesIO(matches)).height > 300
