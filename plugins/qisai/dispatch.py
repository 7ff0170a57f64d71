"""The command table: one entry per command word, routed by one matcher (see __init__).

nonebot checks every matcher for every message (~1 ms each), so qisai has a single message
matcher that looks the command word up here instead of one matcher per command.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime

from nonebot.adapters import Bot, Event

from services.common import Actor, Outcome

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


COMMANDS: dict[str, Command] = {}
_words: list[tuple[str, Command]] = []


def command(word: str, usage: str, summary: str, audience: str, aliases: tuple[str, ...] = (),
            reschedules: bool = False):
    """Register a handler under a command word (and aliases)."""

    def register(handler: Handler) -> Handler:
        cmd = Command(word, handler, usage, summary, audience, aliases, reschedules)
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
            rest = text[len(name):]
            if rest and not rest[0].isspace() and not _continues(name, rest):
                continue
            return cmd, rest.strip()
    return None


def _continues(name: str, rest: str) -> bool:
    # `/排名3` or `/对阵2`: a number may follow the word directly
    return rest[0].isdigit() or rest[0] in "#＃@"


def help_text(topic: str | None, organiser: bool) -> str:
    """`/帮助 [命令]`: the command table, or one command's usage."""
    if topic:
        found = route(topic.lstrip("/／"))
        if found is None:
            return f"没有命令“{topic}”。发送 /帮助 查看全部命令。"
        cmd = found[0]
        alias = f"（也可写：{'、'.join('/' + a for a in cmd.aliases)}）" if cmd.aliases else ""
        return f"{cmd.usage}\n{cmd.summary}{alias}\n适用：{cmd.audience}"
    groups: dict[str, list[Command]] = {}
    for cmd in COMMANDS.values():
        groups.setdefault(cmd.audience, []).append(cmd)
    order = ["所有人", "选手", "仲裁", "组委"] if organiser else ["所有人", "选手"]
    lines = ["棋赛 qisai 命令（发送 /帮助 <命令> 看详细用法）："]
    for audience in order:
        cmds = groups.get(audience, [])
        if cmds:
            lines.append(f"【{audience}】" + " ".join(f"/{c.word}" for c in cmds))
    lines.append("报名：在比赛群或私聊发送“报名 【家族】昵称 QQ号”，或参与接龙。")
    return "\n".join(lines)
