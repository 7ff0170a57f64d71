"""Who may use which command where: every command of the command table × six kinds of people ×
three places, each cell handled by qisai's entry matcher (as nonebot calls it) with a OneBot v11
bot that records what is sent, and held to INTERFACE.md.

People: a stranger (a member of the match group with no part in the tournament), a player, an
organiser of another tournament (bound to another group), an arbitrator, a named organiser and a
superuser (named nowhere: SUPERUSERS alone). Places: the tournament's group, private chat, and
another group (the other tournament's group, where the other tournament is the one acted on).

The cells come from the command table itself (plugins/qisai/dispatch.py COMMANDS): a new command
has no expectation below and fails every cell until one is written. The expectations are read from
INTERFACE.md (the chat help, for commands INTERFACE.md does not list), not from the code:
- allowed: the command acts, or gives its normal answer in this field (e.g. "no report to
  confirm"): a reply holding what the expectation names, never one about who may or where;
- refused: one reply saying why (who may do it, that this chat has no tournament, or where to do
  it), and nothing in the database changed, bookkeeping tables included.
Besides, nobody but the tournament's organisers is shown a full QQ number other than their own,
and a change of tournament data writes an audit record.

Two fields: round 1 under way (every command of the table), and sign-up open with approval (the
commands of sign-up again, where they act: a stranger signs up, an organiser approves).

Speed: the field is built once through the services and kept as rows; each test writes them into
its clean database, and a watch on the engine's committed writes says which tables a command
changed: only those are compared and written back.
"""

import re
from dataclasses import dataclass

import nonebot
import pytest
from nonebot.adapters.onebot.v11 import Adapter, Bot
from sqlalchemy import delete, event, insert, select
from sqlmodel import SQLModel

from engine.numbers import Ident
from engine.regulation import read_setting
from models import db
from models.tables import Role
from services import disputes, play, signup, tournaments
from services.common import ARBITRATOR, ORGANISER, Actor
from tests.conftest import SUPERUSER
from tests.utils import (
    GROUP,
    SELF_ID,
    group_event,
    message_text,
    private_event,
    settle_outbox,
    text,
)

from ..services.test_fourplayer_flow import FIELD, R1, T0, Everyone, setup_field

OTHER_GROUP = "20002"
ROUND, SIGNUP = "round", "signup"  # the fields the commands are tried in
STRANGER, PLAYER, OTHER_ORGANISER, ARBITER, ORGANISER_QQ = (
    "30005",
    FIELD[0],
    "30002",
    "30003",
    "30001",
)
OTHER_FIELD = [f"4100000{i}" for i in range(1, 9)]

PEOPLE = {
    "stranger": STRANGER,
    "player": PLAYER,
    "other_organiser": OTHER_ORGANISER,
    "arbitrator": ARBITER,
    "organiser": ORGANISER_QQ,
    "superuser": SUPERUSER,
}
PLACES = ("group", "private", "another_group")

# What each person is in the tournament the chat works on: (tournament id or None, standing).
# Private chat works on the person's own tournament: the superuser has chosen #1 (/切换赛事 1),
# the other tournament's organiser works on theirs, the stranger has none.
WHERE = {
    ("stranger", "group"): (1, "none"),
    ("stranger", "private"): (None, "none"),
    ("stranger", "another_group"): (2, "none"),
    ("player", "group"): (1, "player"),
    ("player", "private"): (1, "player"),
    ("player", "another_group"): (2, "none"),
    ("other_organiser", "group"): (1, "none"),
    ("other_organiser", "private"): (2, "organiser"),
    ("other_organiser", "another_group"): (2, "organiser"),
    ("arbitrator", "group"): (1, "arbitrator"),
    ("arbitrator", "private"): (1, "arbitrator"),
    ("arbitrator", "another_group"): (2, "none"),
    ("organiser", "group"): (1, "organiser"),
    ("organiser", "private"): (1, "organiser"),
    ("organiser", "another_group"): (2, "none"),
    ("superuser", "group"): (1, "superuser"),
    ("superuser", "private"): (1, "superuser"),
    ("superuser", "another_group"): (2, "superuser"),
}


@dataclass(frozen=True)
class Cell:
    person: str
    place: str

    @property
    def tournament(self) -> int | None:
        return WHERE[self.person, self.place][0]

    @property
    def standing(self) -> str:
        return WHERE[self.person, self.place][1]

    @property
    def in_group(self) -> bool:
        return self.place != "private"


# Who may use a command, as INTERFACE.md says it: each a rule over a cell.
def anyone(cell: Cell) -> bool:
    return True


def with_tournament(cell: Cell) -> bool:
    """Everyone, about the chat's tournament (read-only answers): a chat without one is told so."""
    return cell.tournament is not None


def players(cell: Cell) -> bool:
    return cell.standing == "player"


def arbitrators(cell: Cell) -> bool:
    """Arbitrators (their rulings, penalties and referee entries) and organisers."""
    return cell.standing in ("arbitrator", "organiser", "superuser")


def organisers(cell: Cell) -> bool:
    """Superusers and those the tournament names."""
    return cell.standing in ("organiser", "superuser")


def captains(cell: Cell) -> bool:
    """A team's line-up: its captain (a player; the format checks which) and organisers."""
    return cell.standing in ("player", "organiser", "superuser")


def organisers_in_a_group(cell: Cell) -> bool:
    """Acts on the chat's group (binds it, sets an essence message): organisers, in the group."""
    return cell.in_group and organisers(cell)


def in_a_group(cell: Cell) -> bool:
    """About the chat's group (its series): anyone, in a group."""
    return cell.in_group


def organisers_in_private(cell: Cell) -> bool:
    """A backup file is sent privately: organisers, in private chat."""
    return not cell.in_group and organisers(cell)


def choosers(cell: Cell) -> bool:
    """Choosing the chat's tournament: a group's choice is the organisers'; a private chat's is
    the person's own, among the tournaments they play or organise (or that take sign-ups: none
    here)."""
    return organisers(cell) if cell.in_group else cell.standing != "none"


# Every command word: the argument forms it is tried with, who may use each (as INTERFACE.md
# says), and what an allowed reply holds (a regular expression: the command acted, or gave its
# normal answer in this field). In arguments and replies {t} is the id of the tournament the chat
# works on, {d} its dispute, {r} a record of its log made by someone else. Player numbers and
# tables exist in both tournaments; sign-up is closed, round 1 seated, no result in yet.
EXPECTED: dict[str, list[tuple[str, object, str]]] = {
    # INTERFACE.md, players' table (read-only answers about the tournament: anyone may ask)
    "帮助": [("", anyone, "棋赛 qisai 命令")],
    "报名": [("【粤】新人 30005", anyone, "报名已截止|没有开放报名的赛事")],
    "退赛": [("", players, "序号 1 .*已退赛"), ("2", organisers, "序号 2 .*已退赛")],
    "我的": [("文字", players, "报名序号 1")],
    "赛程": [("", with_tournament, "赛程")],
    "对阵": [("1 文字", with_tournament, "第1轮对阵")],
    "签到": [("", players, "签到成功")],
    "报分": [("胜和负", players, "已记录第2桌报分")],
    "确认": [("", players, "没有等待确认的报分")],
    "异议": [("", players, "没有等待异议的报分")],
    "申诉": [("对方说棋", players, "已收到申诉")],
    "排名": [("文字", with_tournament, "暂无排名")],
    # INTERFACE.md, organisers' table
    "新建赛事": [("round-robin 俱乐部赛", organisers_in_a_group, "已新建赛事")],
    "赛事": [("", with_tournament, "赛事 #{t}")],
    "赛事列表": [("", anyone, "赛事列表|还没有赛事")],
    "切换赛事": [("{t}", choosers, "已切换到赛事 #{t}")],
    "设置": [("房间 八房", organisers, "已设置 房间")],
    "组委": [("30009 强制", organisers, "已添加")],
    "仲裁": [("30009 强制", organisers, "已添加")],
    "赞助": [("1", organisers, "已标记为赞助者")],
    "开放报名": [("", organisers, "比赛已经开始")],
    "截止报名": [("", organisers, "报名已截止")],
    "审核": [("1 通过", organisers, "不在待审核状态")],
    "编排": [("", organisers, "已经编排")],
    "录入": [("1 胜和负", arbitrators, "裁判录入")],
    "弃权": [("1", arbitrators, "本轮弃权")],
    "掉线": [("1 第1局 负", arbitrators, "第1局掉线")],
    "扣分": [("1 2 隐身", arbitrators, "扣分 -2 分")],
    "补分": [("1 4 消极 强制", arbitrators, "补分 4 分")],  # 强制: no tablemate was penalised
    "警告": [("1 读秒", arbitrators, "警告（读秒）")],
    "犯规": [("1", arbitrators, "：犯规")],
    "替补": [("1 2", organisers, "不能做替补")],
    "结束本轮": [("", organisers, "没有结果")],
    "裁决": [("{d} 维持", arbitrators, "申诉 #{d} 裁决：维持")],
    # one's own last change (the superuser made the field: theirs is undone), or a record of the log
    "撤销": [("", arbitrators, "没有可以撤销的操作|^已撤销："), ("#{r}", organisers, "^已撤销：")],
    "日志": [("", organisers, "操作记录")],
    "导出": [("csv", organisers, "csv.zip")],
    "导入": [("", organisers_in_private, "私聊发给我")],
    # the regulation in chat: its summary for anyone, a new file from the organisers
    "规程": [("文字", with_tournament, "规程摘要"), ("更新", organisers, "分钟内")],
    "分组": [("", organisers, "分组不能再改")],
    "外卡": [("1", organisers, "没有 /外卡 这个标记")],
    "主播": [("1", organisers, "没有 /主播 这个标记")],
    # a team's captain (a player) or an organiser; 000 has no line-ups per round
    "出场": [("一队 1 2", captains, "没有每轮出场名单")],
    # a club's series (step 19): the organisers of the group's tournaments change it, in the
    # group (the field has no series yet: the answer says so)
    "新建系列": [("俱乐部年度", organisers_in_a_group, "已新建系列")],
    "加入系列": [("#1 {t}", organisers_in_a_group, "本群还没有系列")],
    "移出系列": [("#1 {t}", organisers_in_a_group, "本群还没有系列")],
    "系列": [("", in_a_group, "本群还没有系列")],
    "系列排名": [("文字", in_a_group, "本群还没有系列")],
    "系列决赛": [("", organisers_in_a_group, "本群还没有系列")],
    # step 19: a record and the club rating for anyone; binding accounts is the organisers'
    "战绩": [("", with_tournament, "的战绩|没有参加过本群的赛事")],
    "等级分": [("", with_tournament, "还没有计入等级分")],
    "绑定": [("12345678 wxid_abc", organisers, "已绑定")],
    "解绑": [("wxid_abc", organisers, "没有绑定到别的账号")],
    # INTERFACE.md, fixed names of step 18: the organisers' hands on the pairing (000's tables
    # of four are seated by its rule: a swap is refused with it; the field's dispute is on
    # table 1, so the round is not re-paired; 000 takes no late entry)
    "对调": [("1 2", organisers, "四人桌的座次由规程排定")],
    "重排": [("", organisers, "第1桌已有结果或报分，不能重排")],
    "补报": [("新人 30006", organisers, "不能补报")],
    # not in INTERFACE.md: the audience the chat help gives them
    "删除赛事": [("{t}", organisers, "已删除赛事 #{t}")],
    "报名列表": [("", with_tournament, "报名名单")],
    "禁赛列表": [("", organisers, "禁赛")],
    "解禁": [("11112222", organisers, "目前没有禁赛")],
    "风尚奖": [("1", organisers, "没有 /风尚奖 这个标记")],
    "特别奖": [("道德风尚奖 1", organisers, "本规程没有设特别奖")],  # 000 has none
    "精华": [
        ("", organisers_in_a_group, "请先长按")
    ],  # the usage: it is sent as a reply to a message
}


# The commands whose meaning is in sign-up, tried again while it is open with approval ({qq}: the
# asker's own number). The player's entry (#1's number 1) is pending; anyone may sign up.
DURING_SIGNUP: dict[str, list[tuple[str, object, str]]] = {
    "报名": [("【粤】新人 {qq}", anyone, "报名序号|已经报名|正在报名的赛事有")],
    "开放报名": [("", organisers, "开放报名")],
    "截止报名": [("", organisers, "报名已截止")],
    "审核": [("1 通过", organisers, "通过")],
    "退赛": [("", players, "序号 1 .*退赛")],
    "报名列表": [("", with_tournament, "报名名单")],
}


def commands():
    # imported late: the plugin package needs nonebot initialised first
    from plugins.qisai.dispatch import COMMANDS

    return COMMANDS


def test_every_command_has_its_expectations():
    assert set(commands()) == set(EXPECTED), "write who may use each new command in EXPECTED"


# --- the field -----------------------------------------------------------------------------------


async def build_field(phase: str) -> None:
    """#1 (seed 000) in GROUP and #2 (the same preset) in OTHER_GROUP; named: organiser and
    arbitrator of #1, organiser of #2; the superuser holds no named role and has chosen #1 in
    private chat. ROUND: eight players each, round 1 seated, a dispute filed in each. SIGNUP:
    sign-up open with approval, the player (and one player of #2) pending."""
    su = Actor(SUPERUSER, GROUP, superuser=True)
    other = Actor(SUPERUSER, OTHER_GROUP, superuser=True)
    await setup_field(FIELD if phase == ROUND else [])
    await tournaments.create_tournament(other, "xiaomanyao-junqi-2023", "别群杯", T0)
    await tournaments.set_value(other, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(other, read_setting("报名截止", "2026-12-10 20:00"), T0)
    await tournaments.set_value(other, read_setting("审核", "关" if phase == ROUND else "开"), T0)
    if phase == SIGNUP:
        await tournaments.set_value(su, read_setting("审核", "开"), T0)
    for actor, qq in [
        (Actor(qq, OTHER_GROUP), qq) for qq in (OTHER_FIELD if phase == ROUND else OTHER_FIELD[:1])
    ] + ([(Actor(PLAYER, GROUP), PLAYER)] if phase == SIGNUP else []):
        result = await signup.sign_up(actor, f"报名 【川】棋手{qq[-2:]} {qq}", Everyone(), T0)
        assert result is not None and result.ack
    if phase == ROUND:
        await play.seat_next_round(su, R1)
        await play.seat_next_round(other, R1)
    await tournaments.add_role(su, ORGANISER, ORGANISER_QQ, Everyone())
    await tournaments.add_role(su, ARBITRATOR, ARBITER, Everyone())
    await tournaments.add_role(other, ORGANISER, OTHER_ORGANISER, Everyone())
    if phase == ROUND:
        await disputes.file_dispute(Actor(FIELD[1], GROUP), "对方说棋", ["shot.jpg"], R1)
        await disputes.file_dispute(
            Actor(OTHER_FIELD[1], OTHER_GROUP), "对方说棋", ["shot.jpg"], R1
        )
    async with db.writer() as s:
        await s.execute(delete(Role).where(Role.user_id == SUPERUSER))
    await tournaments.switch(Actor(SUPERUSER, None, superuser=True), Ident(1, "1"), T0)
    await settle_outbox()


Rows = dict[str, list[dict]]


async def dump() -> Rows:
    """Every row of every table, in primary-key order (typed: to write back)."""
    out: Rows = {}
    async with db.session() as s:
        for table in SQLModel.metadata.sorted_tables:
            rows = await s.execute(select(table).order_by(*table.primary_key.columns))
            out[table.name] = [dict(r._mapping) for r in rows]
    return out


async def contents() -> dict[str, list[tuple]]:
    """Every row of every table as the database holds it (raw: to compare)."""
    out = {}
    async with db.engine().connect() as conn:
        for table in SQLModel.metadata.sorted_tables:
            order = ", ".join(f'"{c.name}"' for c in table.primary_key.columns)
            out[table.name] = (
                await conn.exec_driver_sql(f'SELECT * FROM "{table.name}" ORDER BY {order}')
            ).all()
    return out


async def restore(rows: Rows, tables: set[str] | None = None) -> None:
    """Write `rows` back into `tables` (all by default), foreign keys checked at commit (SQLite)."""
    chosen = [t for t in SQLModel.metadata.sorted_tables if tables is None or t.name in tables]
    async with db.engine().begin() as conn:
        await conn.exec_driver_sql("PRAGMA defer_foreign_keys=ON")
        for table in reversed(chosen):
            await conn.execute(delete(table))
        for table in chosen:
            if rows[table.name]:
                await conn.execute(insert(table), rows[table.name])


_WRITE = re.compile(
    r'\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?', re.IGNORECASE
)


class Writes:
    """The tables that committed statements wrote to, seen from the engine: a command whose
    transactions wrote nothing (or rolled back) left the database as it was."""

    def __init__(self) -> None:
        self.tables: set[str] = set()
        self.engine = db.engine().sync_engine
        self.hooks = {
            "after_cursor_execute": self._executed,
            "commit": self._committed,
            "rollback": self._rolled_back,
        }
        for name, hook in self.hooks.items():
            event.listen(self.engine, name, hook)

    def close(self) -> None:
        for name, hook in self.hooks.items():
            event.remove(self.engine, name, hook)

    def _executed(self, conn, cursor, statement, parameters, context, executemany) -> None:
        if match := _WRITE.match(statement.lstrip()) or (
            statement.lstrip().upper().startswith("WITH") and _WRITE.search(statement)
        ):
            conn.info.setdefault("written", set()).add(match.group(1).lower())

    def _committed(self, conn) -> None:
        self.tables |= conn.info.pop("written", set())

    def _rolled_back(self, conn) -> None:
        conn.info.pop("written", None)


_fields: dict[tuple[str, str], Rows] = {}


async def prepared(now, phase: str):
    """A field, built once for the run and written into each test's clean database; yields its
    rows and a watch on writes. Who may do what does not depend on the database: the matrix
    runs on SQLite only."""
    if not db.is_sqlite():
        pytest.skip("the permission matrix runs on SQLite")
    now["now"] = R1 if phase == ROUND else T0
    key = (db.engine().url.render_as_string(), phase)
    if key not in _fields:
        await build_field(phase)
        _fields[key] = await dump()
    else:
        await restore(_fields[key])
    writes = Writes()
    yield _fields[key], writes
    writes.close()


@pytest.fixture
async def field(now):
    async for prepared_field in prepared(now, ROUND):
        yield prepared_field


@pytest.fixture
async def signup_field(now):
    async for prepared_field in prepared(now, SIGNUP):
        yield prepared_field


def places_of(rows: Rows, cell: Cell) -> dict[str, int]:
    """The ids a cell's arguments name: its tournament, that tournament's dispute and the last
    record of its log (a player's dispute, someone else's change for everyone tried here)."""
    t = cell.tournament or 1
    dispute = next((d["id"] for d in rows["dispute"] if d["tournament_id"] == t), 0)
    record = max(a["id"] for a in rows["auditlog"] if a["tournament_id"] == t)
    return {"t": t, "d": dispute, "r": record}


# --- talking to the bot --------------------------------------------------------------------------


class Recorder(Bot):
    """A OneBot v11 bot that records every call: every account is a member of every group,
    every message and upload goes through."""

    calls: list[tuple[str, dict]]

    async def call_api(self, api: str, **data):
        self.calls.append((api, data))
        if api == "get_group_member_info":
            return {"user_id": data.get("user_id"), "card": "", "nickname": "n", "role": "member"}
        if api.startswith("send_"):
            return {"message_id": 1}
        return {}


class Matcher:
    """What the entry matcher's handler asks of its nonebot matcher: whether it stopped there."""

    stopped = False

    def stop_propagation(self) -> None:
        self.stopped = True


async def handle(matcher: Matcher, bot: Bot, event) -> None:
    """The message as qisai's entry matcher handles it (called directly: nonebot's dispatch of
    an event to every matcher would double the matrix's time and decide nothing here)."""
    from plugins.qisai.incoming import from_event
    from plugins.qisai.matcher import _message

    await _message(matcher, bot, event, from_event(event))


def recorder() -> Recorder:
    bot = Recorder(nonebot.get_adapter(Adapter), SELF_ID)
    bot.calls = []
    return bot


def sent_texts(calls: list[tuple[str, dict]]) -> list[str]:
    texts = []
    for api, data in calls:
        if api in ("send_msg", "send_group_msg", "send_private_msg"):
            message = data.get("message", "")
            if isinstance(message, list):
                message = "".join(str(seg.get("data", {}).get("text", "")) for seg in message)
            texts.append(message_text(message))
        elif api == "send_group_forward_msg":
            texts.append(
                "\n".join(str(node["data"].get("content", "")) for node in data.get("messages", []))
            )
    return texts


def event_of(cell: Cell, message: str):
    segments = [text(message)]
    if message.startswith("/申诉"):
        segments.append(
            {
                "type": "image",
                "data": {"file": "shot.jpg", "url": "http://example.invalid/shot.jpg"},
            }
        )
    who = PEOPLE[cell.person]
    if cell.place == "private":
        return private_event(who, segments)
    return group_event(who, segments, group_id=GROUP if cell.place == "group" else OTHER_GROUP)


# a refusal says why: who may do it, that this chat has no tournament, or where to do it
WHY = re.compile(
    "只有|(本群|赛事中)还没有赛事|请在比赛群|请私聊机器人|没有报名赛事|不在第.+轮的任何一桌|"
    "不在进行中轮次的任何一桌|没有参加本赛事|正式参赛选手|没有参加或管理赛事"
)
FAILURE = "出错了"


def verdict(
    allowed: bool, shows: str, calls: list[tuple[str, dict]], changed: list[str]
) -> str | None:
    """What is wrong with a cell's outcome, or None."""
    texts = sent_texts(calls)
    if not texts:
        return "no reply"
    if any(FAILURE in t for t in texts):
        return "failed"
    if allowed:
        if WHY.search(texts[0]) or not re.search(shows, texts[0]):
            return f"expected the command to act (a reply matching {shows!r})"
        return None
    if len(texts) != 1:
        return f"{len(texts)} messages for a refusal"
    if acts := [api for api, _ in calls if not api.startswith(("send_", "get_"))]:
        return f"refused but called {', '.join(acts)}"
    if not WHY.search(texts[0]):
        return "acted or answered (expected a refusal saying why)"
    if changed:
        return f"refused but changed {', '.join(changed)}"
    return None


_QQ = re.compile(r"(?<![0-9])[0-9]{5,11}(?![0-9])")
_EXAMPLE = re.compile(
    r"例如：[^。；\n]*"
)  # the forms' examples (报名 【粤】恋恋 346631485) name nobody


def leaks(cell: Cell, message: str, texts: list[str]) -> list[str]:
    """Full QQ numbers shown to someone who does not organise the chat's tournament (their own
    and those they wrote excepted): DESIGN.md gives full numbers to organisers only."""
    if organisers(cell):
        return []
    own = {PEOPLE[cell.person], *_QQ.findall(message)}
    shown = {qq for text in texts for qq in _QQ.findall(_EXAMPLE.sub("", text))}
    return sorted(shown - own)


CELLS = [Cell(person, place) for person in PEOPLE for place in PLACES]


@pytest.mark.parametrize("cell", CELLS, ids=lambda c: f"{c.person}-{c.place}")
async def test_cell(field, cell):
    """Every command of the table (each with its argument forms), tried by one person in one
    place, round 1 under way."""
    await try_commands(field, cell, EXPECTED, sorted(commands()))


@pytest.mark.parametrize("cell", CELLS, ids=lambda c: f"{c.person}-{c.place}")
async def test_cell_during_signup(signup_field, cell):
    """The commands of sign-up, tried while it is open."""
    await try_commands(signup_field, cell, DURING_SIGNUP, sorted(DURING_SIGNUP))


async def try_commands(field, cell: Cell, table: dict, words: list[str]) -> None:
    rows, writes = field
    pristine = await contents()
    bot = recorder()
    problems = []
    for word in words:
        for args, rule, shows in table.get(word, [("", None, "")]):
            ids = {**places_of(rows, cell), "qq": PEOPLE[cell.person]}
            message = f"/{word} {args.format(**ids)}".rstrip()
            bot.calls, writes.tables = [], set()
            matcher = Matcher()
            await handle(matcher, bot, event_of(cell, message))
            allowed = rule is not None and rule(cell)
            changed = []
            if (
                unaudited := sorted(writes.tables - db.UNAUDITED)
                if "auditlog" not in writes.tables
                else []
            ):
                problems.append(
                    f"{message}: changed {', '.join(unaudited)} without an audit record"
                )
            if writes.tables:
                if not allowed:  # which tables it changed, for the report
                    after = await contents()
                    changed = sorted(name for name in after if after[name] != pristine[name])
                await restore(rows, writes.tables)
            texts = sent_texts(bot.calls)
            if not matcher.stopped:
                problems.append(f"{message}: not taken as a command of qisai")
            if rule is None:
                problems.append(
                    f"{message}: no expectation in "
                    f"{'EXPECTED' if table is EXPECTED else 'DURING_SIGNUP'}"
                )
            elif wrong := verdict(allowed, shows.format(**ids), bot.calls, changed):
                problems.append(f"{message}: {wrong}: {' | '.join(texts)[:200]!r}")
            if shown := leaks(cell, message, texts):
                problems.append(
                    f"{message}: shows full QQ numbers {', '.join(shown)}: "
                    f"{' | '.join(texts)[:200]!r}"
                )
    # the watch on writes missed nothing: the database is as the field left it
    assert await contents() == pristine
    assert not problems, f"{cell.person} in {cell.place}:\n" + "\n".join(problems)
