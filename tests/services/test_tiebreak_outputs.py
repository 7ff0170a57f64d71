"""Tiebreak names people read: /导出 of a round robin and a Swiss heads the standings sheet's
tiebreak columns with their Chinese names (the registry's, engine/tiebreaks) while the JSON
keeps the English keys; the labels every output shares; /赛事 calling an unknown tiebreak an
error. The tournaments and their figures: tests/outputs/two_player.py."""

import io

from openpyxl import load_workbook
from sqlalchemy import select

from models import db
from models.tables import Tournament
from services import exports, labels, tournaments, views
from tests.outputs.two_player import ORG, T0, round_robin_tournament, swiss_tournament


def test_labels_are_the_registry_names():
    # the Swiss counts (were 警告/犯规 here, 警告次数/犯规次数 in chat) and the arena's columns
    assert [
        labels.tiebreak_label(k)
        for k in (
            "sonneborn_berger",
            "opponents_score_cut",
            "warnings",
            "fouls",
            "bouts",
            "game_points",
        )
    ] == ["索伯分", "对手分逐轮递减", "警告次数", "犯规次数", "已赛轮数", "局分"]
    assert labels.tiebreak_label("no_such_key") == "no_such_key"


async def test_an_unknown_tiebreak_is_shown_as_an_error(clean_db):
    await tournaments.create_tournament(ORG, "round-robin", None, T0)
    async with db.unit("test", "bad regulation") as work:
        t = (await work.session.execute(select(Tournament))).scalar_one()
        t.regulation = {
            **t.regulation,
            "format": {**t.regulation["format"], "tiebreaks": ["points", "coin"]},
        }
    text = (await tournaments.describe(ORG)).text
    clause = (
        "循环赛 名次：积分、索伯分、直胜、胜局、抽签"  # the preset's clause of format.tiebreaks
    )
    assert f"· [{clause}] 错误：未知的排名依据：coin；本赛制可用：积分（points）、" in text


def _ranking_head(book) -> list:
    return [cell.value for cell in next(book["排名"].iter_rows(max_row=1))]


async def test_round_robin_sheet_heads_its_tiebreaks_in_chinese(clean_db):
    tid = await round_robin_tournament()
    standings = await views.standings(tid)
    # worked in tests/outputs/two_player.py: 2 (4), 1 (3, 直胜 2), 4 (3, 直胜 0), 3 (2)
    assert [
        (
            r["rank"],
            r["seq"],
            r["total"],
            r["tiebreaks"]["sonneborn_berger"],
            r["tiebreaks"]["direct_encounter"],
            r["tiebreaks"]["wins"],
        )
        for r in standings["rows"]
    ] == [
        (1, 2, "4", "5.5", "0", "1"),
        (2, 1, "3", "4", "2", "1"),
        (3, 4, "3", "4", "0", "1"),
        (4, 3, "2", "3.5", "0", "0"),
    ]
    assert standings["rows"][2]["explanation"] == "积分相同，直胜 2 > 0"
    assert set(standings["rows"][0]["tiebreaks"]) == {
        "sonneborn_berger",
        "direct_encounter",
        "wins",
        "lots",
    }
    book = load_workbook(io.BytesIO(await exports.xlsx(tid)))
    assert _ranking_head(book) == [
        "名次",
        "序号",
        "选手",
        "家族",
        "第1轮",
        "第2轮",
        "第3轮",
        "总分",
        "索伯分",
        "直胜",
        "胜局",
        "抽签",
        "状态",
        "名次依据",
    ]


async def test_swiss_sheet_heads_its_tiebreaks_in_chinese(clean_db):
    tid = await swiss_tournament()
    book = load_workbook(io.BytesIO(await exports.xlsx(tid)))
    # seed 002 竞赛办法(三): 积分、对手分、累进分、逐轮递减 (the reading in force: 对手分's),
    # 警告次数、抽签
    assert _ranking_head(book) == [
        "名次",
        "序号",
        "选手",
        "家族",
        "第1轮",
        "第2轮",
        "总分",
        "对手分",
        "累进分",
        "对手分逐轮递减",
        "警告次数",
        "抽签",
        "状态",
        "名次依据",
    ]
    csv_head = (await exports.sheets(tid))["排名"][0]
    assert csv_head == _ranking_head(book)
