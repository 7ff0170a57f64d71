"""A regulation file applied to a tournament with rounds played (services/regulation_files.py):
what would change seated or played rounds is refused, naming the keys; the rest applies in one
audited unit of work that /撤销 takes back; a tournament changed since the check is refused."""

from datetime import timedelta

import pytest

from engine.regulation import read_setting
from engine.regulation.toml_file import regulation_file
from models import db
from models.tables import Tournament
from services import audit, regulation_files, tournaments
from services.common import Refusal
from tests.outputs.fixture import fixed_tournament

from .test_fourplayer_flow import ORG, R1


async def _tournament() -> Tournament:
    async with db.session() as s:
        t = await s.get(Tournament, 1)
        assert t is not None
        return t


async def _file() -> str:
    t = await _tournament()
    return regulation_file(t.regulation, t.regulation_text, t.preset)


def _replaced(text: str, old: str, new: str) -> bytes:
    assert old in text
    return text.replace(old, new, 1).encode("utf-8")


async def test_seated_rounds_freeze_points_and_format(clean_db):
    await fixed_tournament()  # 000: rounds 1 and 2 seated and closed
    text = await _file()
    target = await regulation_files.target_update(ORG)
    # 000 §八.13: 胜1局计7分 — 8 would change the points of the two rounds played
    raw = _replaced(text, "win = 7", "win = 8")
    with pytest.raises(Refusal) as refused:
        await regulation_files.check(ORG, target, raw, R1 + timedelta(days=2))
    assert "第 2 轮已编排" in refused.value.message
    assert "scoring.win" in refused.value.message
    # 000's six rounds: a seventh changes the format
    raw = _replaced(text, "rounds = 6", "rounds = 7")
    with pytest.raises(Refusal, match="format.rounds"):
        await regulation_files.check(ORG, target, raw, R1 + timedelta(days=2))


async def test_a_new_name_applies_and_undo_restores(clean_db):
    await fixed_tournament()
    before = (await _tournament()).regulation
    old_name = before["name"]
    text = await _file()
    target = await regulation_files.target_update(ORG)
    raw = text.replace(f'name = "{old_name}"', 'name = "新名字"', 1).encode()
    when = R1 + timedelta(days=2)
    checked = await regulation_files.check(ORG, target, raw, when)
    assert f"赛事：原为 {old_name}，改为 新名字" in checked.reply
    outcome = await regulation_files.confirm(ORG, checked, when)
    assert "已应用新规程" in outcome.text
    t = await _tournament()
    assert t.name == "新名字" and t.regulation["name"] == "新名字"
    assert t.regulation_text == raw.decode()
    await audit.undo_last(ORG, when)
    t = await _tournament()
    assert t.regulation == before and t.regulation_text is None and t.name == old_name


async def test_a_change_since_the_check_is_refused(clean_db):
    await fixed_tournament()
    text = await _file()
    target = await regulation_files.target_update(ORG)
    when = R1 + timedelta(days=2)
    checked = await regulation_files.check(ORG, target, text.encode(), when)
    assert "没有改动" in checked.reply
    await tournaments.set_value(ORG, read_setting("房间", "八房"), when)
    with pytest.raises(Refusal, match="检查文件之后赛事设置又有改动"):
        await regulation_files.confirm(ORG, checked, when)
    assert (await _tournament()).regulation["room"] == "八房"


async def test_a_new_tournaments_file_is_linted(clean_db):
    from engine.regulation.loading import _presets_dir

    raw = (_presets_dir() / "xiaomanyao-junqi-2023.toml").read_bytes()
    target = await regulation_files.target_new(ORG, None)
    checked = await regulation_files.check(ORG, target, raw, R1)
    # 000's prize table: 520 + 388 + 288 + 188 + 4×100 + 8×50 + 16×20 + 32×10 = 2824, with the
    # family award 100 = 2924, against the 3588 announced; and round 1 keeps 128 by the rules
    # where the timetable's text says 100: two warnings
    assert "规程提示（2 条）" in checked.reply
    assert "2924" in checked.reply and "3588" in checked.reply
    # the file's dates (2023) have passed: a template without a timetable
    assert "文件里的日期已经过去" in checked.reply and checked.undated
    outcome = await regulation_files.confirm(ORG, checked, R1)
    assert "已新建赛事 #1" in outcome.text
    t = await _tournament()
    assert t.status == "draft" and t.regulation_text == raw.decode()


async def test_a_key_the_schema_gained_since_the_regulation_was_stored_is_no_change(clean_db):
    # a tournament stored before the schema had [format] stages' or teams' later keys: its stored
    # JSON lacks a key the file (written from today's schema) carries with its default value
    await fixed_tournament()  # 000: rounds 1 and 2 seated and closed
    async with db.unit("test", "old row") as work:
        t = await work.session.get(Tournament, 1)
        assert t is not None
        stored = dict(t.regulation)
        fmt = dict(stored["format"])
        # as a row stored before the key existed would be (its default: the preset's value)
        assert fmt.pop("later_seating") == "snake"
        stored["format"] = fmt
        t.regulation = stored
    text = await _file()
    target = await regulation_files.target_update(ORG)
    name = stored["name"]
    raw = text.replace(f'name = "{name}"', 'name = "新名字"', 1).encode()
    checked = await regulation_files.check(ORG, target, raw, R1 + timedelta(days=2))
    assert f"赛事：原为 {name}，改为 新名字" in checked.reply
