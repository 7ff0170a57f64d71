"""The command table: one entry per command word, routed by one matcher (see __init__).

nonebot checks every matcher for every message (~1 ms each), so qisai has a single message
matcher that looks the command word up here instead of one matcher per command.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime

from nonebot.adapters import Bot, Event

from engine import numbers
from services.common import Actor, Outcome
from services.tournaments import HelpContext

from .incoming import Incoming


@dataclass
class Ctx:
    """Everything a command handler may use."""

    bot: Bot
    event: Event
    incoming: Incoming
    actor: Actor
    now: datetime


Handler = Callable[[Ctx, str], Awaitable[Outcome | None]]


@dataclass
class Command:
    """A command word, its handler and its help."""

    word: str
    handler: Handler
    usage: str
    summary: str
    audience: str  # 组委 | 仲裁 | 选手 | 所有人
    aliases: tuple[str, ...] = field(default_factory=tuple)
    # the command may change timetable rows: the timer re-reads them afterwards
    reschedules: bool = False
    # only some formats understand it (e.g. /掉线): help shows it where the tournament's does
    format_only: bool = False
    # it acts on the chat's group (e.g. /新建赛事 binds it): help leaves it out of private chat
    group_only: bool = False


COMMANDS: dict[str, Command] = {}
_words: list[tuple[str, Command]] = []


def command(
    word: str,
    usage: str,
    summary: str,
    audience: str,
    aliases: tuple[str, ...] = (),
    reschedules: bool = False,
    format_only: bool = False,
    group_only: bool = False,
):
    """Register a handler under a command word (and aliases)."""

    def register(handler: Handler) -> Handler:
        cmd = Command(
            word, handler, usage, summary, audience, aliases, reschedules, format_only, group_only
        )
        COMMANDS[word] = cmd
        for name in (word, *aliases):
            _words.append((name, cmd))
        _words.sort(key=lambda pair: -len(pair[0]))
        return handler

    return register


def route(text: str) -> tuple[Command, str] | None:
    """The command named at the start of `text` (prefix already removed) and its arguments.

    The longest matching word wins (`赛事列表` before `赛事`).
    """
    for name, cmd in _words:
        if text.startswith(name):
            rest = text[len(name) :]
            if rest and not rest[0].isspace() and not _continues(name, rest):
                continue
            return cmd, rest.strip()
    return None


def _continues(name: str, rest: str) -> bool:
    # `/排名3` or `/对阵2`: a number may follow the word directly
    return rest[0].isdigit() or rest[0] in "#＃@"


AUDIENCES = ("所有人", "选手", "仲裁", "组委")


def help_text(topic: str | None, place: HelpContext) -> str:
    """`/帮助 [命令]`: one command's usage, or what the asker may do here: the commands of their
    roles in the chat's current tournament (组委 see everything; 仲裁 their own and the players'),
    without commands its format does not have or, in private chat, commands that act on a group."""
    if topic:
        found = route(topic.lstrip("/／"))
        if found is None:
            return f"没有命令“{numbers.echo(topic)}”。发送 /帮助 查看全部命令。"
        cmd = found[0]
        alias = f"（也可写：{'、'.join('/' + a for a in cmd.aliases)}）" if cmd.aliases else ""
        where = "（在比赛群里发送）" if cmd.group_only else ""
        return f"{cmd.usage}\n{cmd.summary}{alias}\n适用：{cmd.audience}{where}"
    shown = {"所有人", "选手", *place.roles}
    groups: dict[str, list[Command]] = {}
    for cmd in COMMANDS.values():
        if (
            cmd.format_only
            and place.format_words is not None
            and cmd.word not in place.format_words
        ):
            continue
        if cmd.group_only and place.private:
            continue
        groups.setdefault(cmd.audience, []).append(cmd)
    if place.tournament is None:
        head = "当前没有赛事" + (
            "（组委可在比赛群发送 /新建赛事）" if "组委" in place.roles else ""
        )
    else:
        mine = "、".join(a for a in AUDIENCES if a in place.roles) or "还不是选手、仲裁或组委"
        head = f"当前赛事：{place.tournament}，你是：{mine}"
    lines = [f"棋赛 qisai 命令（{head}；发送 /帮助 <命令> 看详细用法）："]
    for audience in AUDIENCES:
        cmds = groups.get(audience, [])
        if cmds and audience in shown:
            lines.append(f"【{audience}】" + " ".join(f"/{c.word}" for c in cmds))
    lines.append("报名：在比赛群或私聊发送“报名 【家族】昵称 QQ号”，或参与接龙。")
    return "\n".join(lines)
