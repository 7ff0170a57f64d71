"""/导出: the xlsx read back cell by cell against the JSON API; CSV; backup → restore → every
API answer equal (ids renumbered), refused for strangers and for files that are no backup."""

import csv
import io
import json
import zipfile

import pytest
from openpyxl import load_workbook
from sqlalchemy import select

from models import db
from models.tables import AuditLog
from services import exports, labels, views
from services.common import Actor, Refusal
from tests.outputs.fixture import api_answers, fixed_tournament
from tests.services.test_fourplayer_flow import ORG

STRANGER = Actor("55667788", None)


def _cells(sheet) -> list[list]:
    return [["" if v is None else v for v in row] for row in sheet.iter_rows(values_only=True)]


async def test_xlsx_matches_the_api_cell_by_cell(clean_db):
    tid = await fixed_tournament(finish=True)
    book = load_workbook(io.BytesIO(await exports.xlsx(tid)))
    summary = await views.tournament(tid)
    players = await views.players(tid, full_qq=False)
    standings = await views.standings(tid)
    assert summary["status"] == "finished" and standings["prizes"]
    assert book.sheetnames == ["选手"] + [f"第{n}轮" for n in range(1, 7)] + [
        "处罚补分",
        "排名",
        "奖金",
    ]

    assert _cells(book["选手"])[1:] == [
        [p["seq"], p["name"], p["family"], p["qq"], "", labels.PLAYER_STATUS[p["status"]]]
        for p in players
    ]
    assert "346631485" not in str(_cells(book["选手"]))  # masked: the file goes to the group
    for n in range(1, 7):
        tables = (await views.round_tables(tid, n))["tables"]
        rows = _cells(book[f"第{n}轮"])
        assert rows[0] == [
            "桌",
            "座位1",
            "座位2",
            "座位3",
            "座位4",
            "结果",
            "得分1",
            "得分2",
            "得分3",
            "得分4",
            "缺席",
        ]
        assert rows[1:] == [
            [
                t["table"],
                *t["seats"],
                t["result"],
                *[t["points"][str(s)] for s in t["seats"]],
                "、".join(map(str, t["absent"])),
            ]
            for t in tables
        ]
    assert _cells(book["处罚补分"])[1:] == [
        [
            x["round"],
            r["seq"],
            "【粤】" + r["name"],
            labels.LEDGER[x["kind"]],
            x["points"],
            x["reason"],
        ]
        for r in standings["rows"]
        for x in r["ledger"]
    ]
    ranking = _cells(book["排名"])
    keys = labels.tiebreak_keys(standings["rows"])
    for got, r in zip(ranking[1:], standings["rows"], strict=True):
        scores = [s if s is not None else "" for s in r["round_scores"]]
        assert got[:4] == [r["rank"], r["seq"], r["name"], r["family"]]
        total_at = ranking[0].index("总分")
        assert got[4 : 4 + len(scores)] == scores and got[total_at] == r["total"]
        for k in keys:
            column = ranking[0].index(labels.tiebreak_label(k))
            assert got[column] == (
                "" if k not in r["tiebreaks"] else labels.tiebreak_text(r["tiebreaks"][k])
            )
        assert got[-2] == labels.status_word(r["status"], True) and got[-1] == (
            r["explanation"] or ""
        )
    prizes = _cells(book["奖金"])
    assert prizes[1 : 1 + len(standings["prizes"])] == [
        [
            p["rank"],
            p["seq"],
            "【粤】" + next(x["name"] for x in players if x["seq"] == p["seq"]),
            p["amount"],
            p["item"] or "",
        ]
        for p in standings["prizes"]
    ]
    # exact decimals stay text: no float anywhere
    assert not any(
        isinstance(v, float)
        for sheet in book
        for row in sheet.iter_rows(values_only=True)
        for v in row
    )


async def test_csv_zip_holds_the_same_sheets(clean_db):
    tid = await fixed_tournament()
    sheets = await exports.sheets(tid)
    archive = zipfile.ZipFile(io.BytesIO(await exports.csv_zip(tid)))
    assert archive.namelist() == [f"{name}.csv" for name in sheets]
    text = archive.read("排名.csv").decode("utf-8-sig")
    assert list(csv.reader(io.StringIO(text))) == [[str(v) for v in row] for row in sheets["排名"]]


async def test_backup_restores_as_an_equal_tournament(clean_db):
    tid = await fixed_tournament(finish=True)
    raw = await exports.backup(tid)
    document = json.loads(raw)
    assert document["format"] == "qisai-backup" and len(document["tables"]["entry"]) == 8
    assert document["tables"]["auditlog"]  # every row of it, the log too

    out = await exports.restore(ORG, raw)
    assert "已导入赛事 #2" in out.text
    before, after = await api_answers(tid), await api_answers(2)
    assert before.keys() == after.keys()
    for key in before:
        a, b = before[key], after[key]
        if key == "tournament":
            assert a.pop("id") == 1 and b.pop("id") == 2
        assert a == b, key
    # restored again: ids shift further, the answers stay the same
    await exports.restore(ORG, raw)
    third = await api_answers(3)
    third["tournament"].pop("id")
    assert third == after

    # one audited transaction: the log names it with every row it wrote
    async with db.session() as s:
        log = (await s.execute(select(AuditLog).where(AuditLog.tournament_id == 3))).scalar_one()
    assert log.command == "导入" and log.actor == ORG.user_id
    assert sum(c["table"] == "entry" and c["before"] is None for c in log.changes) == 8


async def test_restore_is_refused_for_strangers_and_other_files(clean_db):
    tid = await fixed_tournament()
    raw = await exports.backup(tid)
    with pytest.raises(Refusal, match="只有该赛事的组委"):
        await exports.restore(STRANGER, raw)
    for junk in (
        b"not json",
        b"{}",
        json.dumps(
            {"format": "qisai-backup", "version": 99, "tables": {"tournament": [{}]}}
        ).encode(),
    ):
        with pytest.raises(Refusal, match="备份"):
            await exports.restore(ORG, junk)
    assert [t["id"] for t in await views.tournaments()] == [1]


async def test_export_is_for_organisers(clean_db):
    await fixed_tournament()
    assert await exports.require_organiser_of_current(ORG, "导出") == 1
    with pytest.raises(Refusal, match="组委"):
        await exports.require_organiser_of_current(Actor("55667788", "20001"), "导出")
