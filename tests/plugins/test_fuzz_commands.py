"""Every command of the table fed odd arguments (seeded random combinations of the pieces people
and fuzzers type): each answers or refuses in one message, never fails with an unexpected
error, and a refusal changes nothing.

The handlers are called as the matcher calls them (the command table's handler with a
context), as the superuser in the match group of a four-player tournament with round 1
seated, so that most arguments reach the services.
"""

import random
from datetime import timedelta

import pytest
from sqlalchemy import func, select

from models import db
from models.tables import AuditLog
from services import play
from services.common import Actor, Outcome, Refusal

from ..services.test_fourplayer_flow import FIELD, GROUP, ORG, R1, setup_field

# pieces people (and fuzzers) type: numbers of every size and script, players, results, words
PIECES = [
    "1",
    "2",
    "#1",
    "#٣",
    "²",
    "①",
    "１２",
    "0",
    "-1",
    "-0.0000001",
    "2.5",
    "0.25",
    "1e3",
    "99999999999999999999",
    "9" * 400,
    "第1轮",
    "第" + "9" * 300 + "轮",
    "第2局",
    "第²局",
    "胜和负",
    "胜胜胜",
    "和",
    "负",
    "弃权",
    "维持",
    "改判",
    "重赛",
    "抽签",
    "强制",
    "通过",
    "拒绝",
    "全部",
    "说棋",
    "读秒",
    "隐身",
    "开",
    "关",
    "无",
    "@12345678",
    f"@{FIELD[0]}",
    "{",
    "}",
    "{nick}",
    "【粤】",
    "2026-12-12 20:00",
    "9999-12-31 23:59",
    "0001-01-01 00:00",
    "23:30",
    "25:61",
    "第1轮",
    "报名截止",
    "人数上限",
    "群名片格式",
    "名称",
    "房间",
    "\u200b",
    "\x00",
    "\n",
    "\t",
    "　",
    "长" * 300,
    "🀄",
    "csv",
    "备份",
    "文字",
]
EXAMPLES = 12


def odd_arguments(word: str) -> list[str]:
    """Argument strings for one command: nothing, then seeded combinations of up to 5 pieces."""
    rng = random.Random(word)
    return [""] + [" ".join(rng.choices(PIECES, k=rng.randint(1, 5))) for _ in range(EXAMPLES)]


FAILURE = "出错了"


class FakeBot:
    """A bot whose platform calls answer like a NapCat that knows every account as a member."""

    self_id = "90000"
    adapter = None

    async def call_api(self, api: str, **data):
        if api == "get_group_member_info":
            return {"card": "", "nickname": "n", "role": "member", **data}
        return {}

    async def send(self, *args, **kwargs):
        return {"message_id": 1}


async def audit_rows() -> int:
    async with db.session() as s:
        return (await s.execute(select(func.count()).select_from(AuditLog))).scalar_one()


def commands():
    from plugins.qisai.dispatch import COMMANDS

    return COMMANDS


def context(now):
    from plugins.qisai.dispatch import Ctx
    from plugins.qisai.incoming import Incoming

    incoming = Incoming(platform="qq", user_id=ORG.user_id, group_id=GROUP, text="")
    return Ctx(
        bot=FakeBot(),
        event=None,
        incoming=incoming,
        actor=Actor(ORG.user_id, GROUP, superuser=True),
        now=now,
    )


@pytest.fixture
async def round_one(clean_db):
    await setup_field()
    await play.seat_next_round(ORG, R1)


def test_every_command_is_fuzzed():
    assert len(commands()) >= 40  # the whole table, format commands included


async def test_odd_arguments_get_one_clear_answer(round_one):
    problems = []
    for word, cmd in sorted(commands().items()):
        ctx = context(R1 + timedelta(minutes=5))
        for args in odd_arguments(word):
            before = await audit_rows()
            try:
                outcome = await cmd.handler(ctx, args)
            except Refusal as refusal:
                if not refusal.message or FAILURE in refusal.message:
                    problems.append(f"/{word} {args!r}: refusal without a message")
                elif await audit_rows() != before:
                    problems.append(f"/{word} {args!r}: refused but changed data")
            except Exception as exc:  # what the matcher would answer with 出错了
                problems.append(f"/{word} {args!r}: {type(exc).__name__}: {exc}")
            else:
                if outcome is not None and not (isinstance(outcome, Outcome) and outcome.text):
                    problems.append(f"/{word} {args!r}: an empty answer")
    assert not problems, "\n".join(problems)
