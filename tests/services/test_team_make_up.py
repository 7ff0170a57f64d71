"""A team event's make-up rules (组队要求) at the service level, worked by hand: preset
``team-round-robin`` (4 boards + 2 reserves) with, by the regulation file, ``min_women = 1`` (at
least one woman in a line-up) and board 4 for players of 12 or younger (``age_bands = [{ board =
4, max_age = 12 }]``), 性别 and 出生日期 required at sign-up. Ages are counted in completed years
(周岁) on round 1's day, 2026-12-12 (14:00 Asia/Shanghai).

A队: 1, 2, 3 men born 1990–2000; 4 a man born 2014-12-12 (12 on the day, his birthday); the
reserve 5 (台次 5) a woman born 2014-12-13 (11: her 12th birthday is the day after); the reserve
10 (台次 6) a man born 2000-06-01 (26). B队: 6 a woman on board 1, 7, 8 men, 9 a man born
2014-12-11 (12). B队's registered order keeps both rules; A队's (1 2 3 4) has no woman.
"""

import re
from datetime import UTC, datetime

import pytest

from engine import numbers
from engine.regulation import read_setting
from services import audit, lineups, play, regulation_files, signup, tournaments, views
from services.common import Actor, PlayerRef, Refusal

GROUP = "20018"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 6, 5, tzinfo=UTC)
SIGNUPS = [
    ("A队", 1, "男", "1990-01-01"),
    ("A队", 2, "男", "1995-01-01"),
    ("A队", 3, "男", "2000-01-01"),
    ("A队", 4, "男", "2014-12-12"),
    ("A队", 5, "女", "2014-12-13"),
    ("B队", 1, "女", "1992-03-01"),
    ("B队", 2, "男", "1993-01-01"),
    ("B队", 3, "男", "1994-01-01"),
    ("B队", 4, "男", "2014-12-11"),
    ("A队", 6, "男", "2000-06-01"),
]
QQ = {seq: str(5_000_000 + seq) for seq in range(1, len(SIGNUPS) + 1)}
MAKE_UP = "min_women = 1\nage_bands = [{ board = 4, max_age = 12 }]\n"


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def refs(words: str) -> list[PlayerRef]:
    return [PlayerRef(w, number=numbers.Ident(numbers.whole(w, lo=1), w)) for w in words.split()]


async def send_file(fields: str, make_up: str) -> str:
    """The regulation file with ``signup.fields`` and the make-up keys changed, checked (the
    reply) and, when it passes, confirmed."""
    _, raw = await regulation_files.current_file(ORG)
    text = re.sub(r'(?m)^fields = \["team", "board"\]', f"fields = {fields}", raw.decode())
    text = re.sub(r"(?m)^(board_prize_min_games = .*\n)", lambda m: m.group(1) + make_up, text)
    target = await regulation_files.target_update(ORG)
    checked = await regulation_files.check(ORG, target, text.encode(), T0)
    await regulation_files.confirm(ORG, checked, T0)
    return checked.reply


async def setup_field() -> None:
    await tournaments.create_tournament(ORG, "team-round-robin", None, T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 14:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await send_file('["team", "board", "gender", "birth"]', MAKE_UP)
    for seq, (team, board, gender, birth) in enumerate(SIGNUPS, start=1):
        qq = QQ[seq]
        line = f"报名 棋手{seq} {qq} 队伍 {team} 台次 {board} 性别 {gender} 出生 {birth}"
        done = await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)
        assert done is not None and done.ack, done


async def test_make_up_without_its_sign_up_fields_is_a_lint_error(clean_db):
    await tournaments.create_tournament(ORG, "team-round-robin", None, T0)
    reply = await send_file('["team", "board"]', MAKE_UP)
    assert "错误：每队出场至少 1 名女棋手，但报名不要求填写性别" in reply
    assert "错误：第4台限年龄，但报名不要求填写出生日期" in reply
    # more women than boards, or a band beyond the boards, is no regulation at all
    for bad in ("min_women = 5\n", "age_bands = [{ board = 5, max_age = 12 }]\n"):
        with pytest.raises(Refusal, match="规程文件有误"):
            await send_file('["team", "board", "gender", "birth"]', bad)


async def test_a_line_up_without_a_woman_or_out_of_its_age_band_is_refused(clean_db):
    await setup_field()
    closed = await signup.set_open(ORG, False, T0)
    # A队's registered order 1 2 3 4 has no woman (4, 12 on the day, keeps board 4's band)
    assert (
        "A队按报名台次出场不符合组队要求：A队出场至少要有 1 名女棋手，这里只有 0 名"
        "（请队长 /出场 A队 <第1台> … <第4台>）"
    ) in closed.text
    assert "B队按报名台次" not in closed.text
    # seating the registered order is refused, naming the rule, and seats nothing
    with pytest.raises(Refusal, match="A队第1轮的出场名单不符合组队要求：A队出场至少要有 1 名"):
        await play.seat_next_round(ORG, R1)
    assert await views.round_tables(1, 1) is None  # no round 1

    captain = Actor(QQ[1], GROUP)
    with pytest.raises(Refusal, match="A队出场至少要有 1 名女棋手，这里只有 0 名"):
        await lineups.give_lineup(captain, "A队", refs("1 2 3 4"), T0)
    # 1 2 5 10: the woman 5 on board 3, but 10 (26) on board 4, limited to 12 or younger
    with pytest.raises(Refusal, match="第4台限 12 岁及以下：棋手10 26 岁") as refused:
        await lineups.give_lineup(captain, "A队", refs("1 2 5 10"), T0)
    assert "女棋手" not in str(refused.value)

    # 1 2 3 5: the woman 5 (11) on board 4 keeps both; an organiser's taken back with /撤销,
    # seating is refused again; given by the captain, A队 plays it
    await lineups.give_lineup(ORG, "A队", refs("1 2 3 5"), T0)
    await audit.undo_last(ORG, T0)
    with pytest.raises(Refusal, match="A队第1轮的出场名单不符合组队要求"):
        await play.seat_next_round(ORG, R1)
    await lineups.give_lineup(captain, "A队", refs("1 2 3 5"), T0)
    await play.seat_next_round(ORG, R1)
    tables = (await views.round_tables(1, 1))["tables"]
    assert [t["seats"] for t in tables] == [[1, 2, 3, 5, 6, 7, 8, 9]]
