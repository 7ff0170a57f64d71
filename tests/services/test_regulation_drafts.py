"""`/新建赛事 规程` (services/regulation_drafts.py): a tournament drafted from its regulation's
text, in draft state, bound to the group, with the words of each value stored (sources) and the
sentences not used (unread); undone by /撤销; a text that reads as no regulation, a file of
another kind and a non-organiser are refused and change nothing."""

import io
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import select

from engine.regulation.text import draft
from engine.regulation.text.values import stated
from models import db
from models.tables import Tournament
from services import audit, regulation_drafts
from services.common import Actor, Refusal

GROUP = "20001"
ORG = Actor("10001", GROUP, superuser=True)
NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
SEEDS = Path(__file__).parent.parent / "engine" / "regulation_texts"


async def _tournaments() -> list[Tournament]:
    async with db.session() as s:
        rows = (await s.execute(select(Tournament))).scalars().all()
        return [t for t in rows if t.deleted_at is None]


async def test_seed_003_drafted_then_undone(clean_db):
    text = (SEEDS / "seed_003.txt").read_text(encoding="utf-8")
    where = await regulation_drafts.target(ORG, None)
    outcome, _ = await regulation_drafts.create(ORG, where, text, NOW)
    assert "已按竞赛规程起草赛事 #1「2019深圳坪山揭棋公开赛」" in outcome.text
    # 二(四)1 胜者计3分，负者0分，打平计1分, with its words
    assert "积分：胜 3 和 1 负 0 「依据：“每组32人釆用7轮(单局)循环积分方式" in outcome.text
    assert "未采用的比赛条文" in outcome.text
    (t,) = await _tournaments()
    assert t.status == "draft" and t.group_id == GROUP and t.preset == "pingshan-jieqi-2019"
    assert t.sources is not None and t.sources["fee"] == "报名费：200元/人."
    assert t.unread is not None and "3、所有参赛选手抽签决定对手。" in t.unread
    assert t.regulation["format"]["group_rounds"] == 7
    # /规程: the draft written out, headed by where it came from, read back as stored
    from engine.regulation import load_regulation
    from services import regulation_files

    _, data = await regulation_files.current_file(ORG)
    file = data.decode("utf-8")
    assert file.startswith("# 本规程由竞赛规程的文字起草")
    assert load_regulation(file).model_dump(mode="json") == t.regulation
    await audit.undo_last(ORG, NOW)
    assert await _tournaments() == []


async def test_a_second_part_redrafts_the_same_tournament_and_undo_restores(clean_db):
    # 002 in two messages: the first up to the divisions, the second from 名次区分 on
    text = (SEEDS / "seed_002.txt").read_text(encoding="utf-8")
    cut = text.index("（三）名次区分方法")
    where = await regulation_drafts.target(ORG, None)
    _, tid = await regulation_drafts.create(ORG, where, text[:cut], NOW)
    (t,) = await _tournaments()
    assert "tiebreaks" not in (t.sources or {})
    assert regulation_drafts.continues(text[cut:])
    outcome = await regulation_drafts.redraft(ORG, where, tid, text, NOW)
    assert f"已并入，重新起草赛事 #{tid}" in outcome.text
    (t,) = await _tournaments()
    # (三) 积分、对手分、累进分、逐轮递减、警告次数、抽签 — read from the second part
    assert t.regulation["format"]["tiebreaks"][:3] == ["points", "opponents_score", "progressive"]
    assert t.sources is not None and "1、积分" in t.sources["tiebreaks"]
    await audit.undo_last(ORG, NOW)  # the redraft taken back: the first part's draft again
    (t,) = await _tournaments()
    assert "tiebreaks" not in (t.sources or {})
    assert not regulation_drafts.continues("好的，谢谢")
    # a sign-up line holds competition words (报名, 组别) but is someone signing up
    line = "报名 【粤】张三 12345678 出生 2008-01-01 组别 青少年组"
    assert not regulation_drafts.continues(line)
    assert regulation_drafts.continues("报名截止时间为2026年12月10日20:00，逾期不予报名。")


async def test_a_setting_takes_its_value_off_the_sources(clean_db):
    from engine.regulation import read_setting
    from services import tournaments

    text = (SEEDS / "seed_002.txt").read_text(encoding="utf-8")
    where = await regulation_drafts.target(ORG, None)
    await regulation_drafts.create(ORG, where, text, NOW)
    # (六) 迟到15分钟后判负 was read; /设置 迟到 20 makes it the organiser's value
    await tournaments.set_value(ORG, read_setting("迟到", "20"), NOW)
    (t,) = await _tournaments()
    assert t.regulation["schedule"]["no_show_minutes"] == 20
    assert t.sources is not None and "no_show_minutes" not in t.sources
    assert "time_control" in t.sources


async def test_the_name_given_wins(clean_db):
    text = (SEEDS / "seed_002.txt").read_text(encoding="utf-8")
    where = await regulation_drafts.target(ORG, "深圳杯")
    outcome, _ = await regulation_drafts.create(ORG, where, text, NOW)
    assert "#1「深圳杯」" in outcome.text
    (t,) = await _tournaments()
    assert t.name == "深圳杯" and "name" not in (t.sources or {})


async def test_a_name_that_names_a_game_chooses_its_clauses(clean_db):
    # a sports meeting's regulation of two games: /新建赛事 规程 县运会国际象棋 reads chess's
    text = (
        "县第十一届运动会棋类比赛竞赛规程\n三、竞赛办法\n（一）象棋\n"
        "1、采用积分编排制，共赛七轮。\n（二）国际象棋\n"
        "1、本项目限16人参加，采用单败淘汰制。\n2、每方基本用时60分钟，每步加30秒。\n"
        "3、胜一局得1分，和一局得0.5分，负一局得0分。\n四、报名：不收报名费。\n"
    )
    where = await regulation_drafts.target(ORG, "县运会国际象棋")
    outcome, _ = await regulation_drafts.create(ORG, where, text, NOW)
    assert "按名称里的“国际象棋”只读国际象棋的条款" in outcome.text
    (t,) = await _tournaments()
    assert t.regulation["game"] == "chess" and t.regulation["format"]["kind"] == "knockout"
    assert t.sources is not None and "rounds" not in t.sources


async def test_no_regulation_is_refused(clean_db):
    where = await regulation_drafts.target(ORG, None)
    with pytest.raises(Refusal, match="没有读到比赛的规定"):
        await regulation_drafts.create(ORG, where, "大家好，周末一起下象棋吧！", NOW)
    assert await _tournaments() == []


async def test_only_organisers_and_in_a_group(clean_db):
    with pytest.raises(Refusal, match="只有超级管理员或本群已有赛事的组委"):
        await regulation_drafts.target(Actor("555", GROUP), None)
    with pytest.raises(Refusal, match="请在比赛群里发送"):
        await regulation_drafts.target(Actor("10001", None, superuser=True), None)


def _docx(paragraphs: list[str], rows: list[list[str]]) -> bytes:
    w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

    def p(text: str) -> str:
        return f"<w:p><w:r><w:t>{text}</w:t></w:r></w:p>"

    table = "".join(
        "<w:tr>" + "".join(f"<w:tc>{p(c)}</w:tc>" for c in row) + "</w:tr>" for row in rows
    )
    body = "".join(map(p, paragraphs)) + f"<w:tbl>{table}</w:tbl>"
    xml = f"<w:document {w}><w:body>{body}</w:body></w:document>"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("word/document.xml", xml)
    return buffer.getvalue()


def test_docx_paragraphs_and_table_rows():
    raw = _docx(
        ["2026年春季象棋赛竞赛规程", "采用积分编排制，共赛5轮。"], [["3月7日", "第一轮 9:00"]]
    )
    text = regulation_drafts.file_text("规程.docx", raw)
    assert text.splitlines() == [
        "2026年春季象棋赛竞赛规程",
        "采用积分编排制，共赛5轮。",
        "3月7日\t第一轮 9:00",
    ]


def test_a_docx_timetable_of_three_columns_times_its_rounds():
    # a Word table 轮次 | 日期 | 时间: the date's cell sits between the round and its time
    raw = _docx(
        ["2025年秋季围棋升段赛", "比赛采用积分编排制，共3轮。", "日程安排："],
        [
            ["轮次", "日期", "时间"],
            ["第一轮", "10月4日", "9:00-11:00"],
            ["第二轮", "10月4日", "13:00-15:00"],
            ["第三轮", "10月5日", "9:00-11:00"],
        ],
    )
    said = stated(draft(regulation_drafts.file_text("规程.docx", raw)))
    assert said["round.1"] == "2025-10-04 09:00" and said["round_end.1"] == "2025-10-04 11:00"
    assert said["round.2"] == "2025-10-04 13:00" and said["round.3"] == "2025-10-05 09:00"


def test_other_files_are_refused():
    with pytest.raises(Refusal, match="不是 .txt 或 .docx 文件"):
        regulation_drafts.file_text("规程.pdf", b"%PDF")
    with pytest.raises(Refusal, match="打不开"):
        regulation_drafts.file_text("规程.docx", b"not a zip")
    # a GBK text file is read too
    assert regulation_drafts.file_text("规程.txt", "共赛7轮".encode("gbk")) == "共赛7轮"
