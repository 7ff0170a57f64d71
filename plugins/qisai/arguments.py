"""Typed arguments read from chat for the services that take no chat text: each parser turns
what was typed into the value its service takes, or refuses with the command's right form."""

import re

from engine import formats, numbers
from engine import regulation as regulations
from engine.formats.base import game_named
from services import referee, review
from services.common import PlayerRef, Refusal

UNDO_FORM = (
    "格式：/撤销 撤销自己的上一次改动；/撤销 #记录号 撤销 /日志 里的某条记录，例如 /撤销 #12"
)
SWITCH_FORM = "请写赛事编号，例如：/切换赛事 2（编号见 /赛事列表）"
DELETE_FORM = "请写赛事编号，例如：/删除赛事 2（编号见 /赛事列表）。删除后可用 /撤销 恢复。"
SETTING_FORM = (
    "格式：/设置 <项> <值>，例如：/设置 报名截止 2026-12-10 20:00 或 /设置 第1轮 2026-12-12 20:00\n"
    "可设置的项："
)

# an @mention as incoming text writes it: a QQ number, or a WeChat account id (wxid_…, or a
# chosen WeChat ID: a letter, then letters, digits, _ or -)
_AT = re.compile(r"^@([0-9]{4,12}|[A-Za-z][A-Za-z0-9_-]{5,39})$")


def _ident(text: str) -> numbers.Ident | None:
    """A row's number written `12`, `#12` or `＃１２` (any number of `#`); None when the rest is
    not a whole number (letters, `²`, a sign, nothing). A whole number no row can have (0, one
    past ``numbers.MAX_ID``) has the value None: its service says no such row exists."""
    number = numbers.ascii_text(text).lstrip("#")
    if not numbers.is_number(number):
        return None
    return numbers.Ident(numbers.whole(number, lo=1), number)


def record_number(args: str) -> numbers.Ident | None:
    """`/撤销 [#记录号]`: the record of `/日志` named, or None (nothing, or a bare `#`): the
    sender's own last change."""
    if not numbers.ascii_text(args).lstrip("#"):
        return None
    record = _ident(args)
    if record is None:
        raise Refusal(UNDO_FORM)
    return record


def tournament_number(args: str, form: str) -> numbers.Ident:
    """`/切换赛事 <编号>` · `/删除赛事 <编号>`: the tournament's number; refused with `form`
    (``SWITCH_FORM``, ``DELETE_FORM``) when there is none."""
    number = _ident(args)
    if number is None:
        raise Refusal(form)
    return number


def setting(args: str) -> regulations.Setting:
    """`/设置 <项> <值>`: the item and the value in typed form (``regulations.read_setting``;
    an unknown item or a bad value is refused by the service, after its permission check)."""
    parts = args.split(maxsplit=1)
    if len(parts) < 2:
        raise Refusal(SETTING_FORM + "、".join(regulations.setting_names()))
    return regulations.read_setting(parts[0], parts[1])


def game(args: str) -> referee.GameNamed | None:
    """`/弃权 <选手> [第k局]`: the game named after the player (`第2局`, `2`), or None (nothing:
    the whole round). A number the format's tables do not have, or none at all (`第x局`), is
    refused by the format after the permission check."""
    text = args.strip()
    if not text:
        return None
    return referee.GameNamed(game_named(text), text)


def format_args(word: str, args: str) -> referee.FormatArgs:
    """The words after the player of a format's own command (`/掉线 12 第2局 负`), read by the
    command's reader (``FormatCommand.read``); the tournament's format checks them, after the
    permission check."""
    cmd, _ = formats.commands()[word]
    return referee.FormatArgs(cmd.read(args), args)


def player(word: str) -> PlayerRef:
    """A player named by a sign-up number (`17`, `#17`, `＃１７`) or an @mention (`@346631485`,
    a WeChat id). A word that is neither, or a number no entry can have, is refused by the
    service (``services.common.resolve_entry``), after its permission check."""
    text = numbers.ascii_text(word)
    written = text.removeprefix("#")
    if numbers.is_number(written):
        return PlayerRef(word, number=numbers.Ident(numbers.whole(written, lo=1), written))
    if m := _AT.match(text):
        return PlayerRef(word, account=m.group(1))
    return PlayerRef(word)


def player_and_rest(args: str) -> tuple[PlayerRef | None, str]:
    """The first word of `args` as a player (None when there is none) and the words after it."""
    parts = args.split(maxsplit=1)
    if not parts:
        return None, ""
    return player(parts[0]), parts[1] if len(parts) > 1 else ""


def review_args(args: str) -> review.ReviewArgs:
    """`/审核 <选手> 通过|拒绝` · `/审核 全部 通过`: the sign-up named (None: 全部, every pending
    one) and the decision; refused with the form when either is missing or the decision is
    another word. `全部 拒绝` is refused by the service, after its permission check."""
    parts = args.split(maxsplit=1)
    word = parts[0] if parts else ""
    decision = parts[1].strip() if len(parts) > 1 else ""
    if not word or decision not in tuple(review.Decision):
        raise Refusal(review.FORM)
    who = None if word == review.EVERYONE else player(word)
    return review.ReviewArgs(who, review.Decision(decision))
