"""Typed arguments read from chat for the services that take no chat text: each parser turns
what was typed into the value its service takes, or refuses with the command's right form."""

import re

from engine import formats, numbers
from engine import regulation as regulations
from engine.formats.base import game_named
from engine.vocabulary import Game
from services import awards, identity, records, referee, review, series, series_final
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


# --------------------------------------------------------------------------- series


def named(word: str) -> series.Named | None:
    """A series or a tournament named by its number (`#3`, `3`, `＃３`) or its name; None when
    nothing is written (the group's newest series). A name no series or tournament has is
    refused by the service, after its permission check."""
    text = numbers.ascii_text(word.strip())
    if not text:
        return None
    return series.Named(text, numbers.whole(text.removeprefix("#"), 1))


def series_event(args: str, form: str) -> series.EventArgs:
    """`/加入系列 <系列> <赛事>` · `/移出系列 <系列> <赛事>`: the last word is the tournament, the
    words before it the series (a name may have spaces); refused with `form` (``series.ADD_FORM``,
    ``series.REMOVE_FORM``) when there are not two."""
    parts = args.split()
    if len(parts) < 2:
        raise Refusal(f"格式：{form}")
    first, last = named(" ".join(parts[:-1])), named(parts[-1])
    assert first is not None and last is not None  # both words are there
    return series.EventArgs(first, last)


def final_args(args: str) -> series_final.FinalArgs:
    """`/系列决赛 [系列] [名称]`: the first word names the series, the words after it the final."""
    words = args.split()
    return series_final.FinalArgs(named(words[0]) if words else None, " ".join(words[1:]) or None)


# --------------------------------------------------------------------------- players' accounts


def account(word: str) -> identity.Account:
    """An account as typed (`/绑定`, `/解绑`): a QQ number (5 to 12 digits) or a WeChat id
    (letters, digits, _ and -, 3 to 64 characters, not all digits), an `@` before it allowed.
    Anything else has the value None: the service refuses it with the form, after its
    permission check."""
    text = numbers.ascii_text(word.strip()).removeprefix("@")
    if text.isdigit():
        return identity.Account(word, text if 5 <= len(text) <= 12 else None)
    ok = 3 <= len(text) <= 64 and all(c.isalnum() or c in "_-" for c in text)
    return identity.Account(word, text if ok and text.isascii() else None)


def bind_args(args: str) -> tuple[identity.Account, identity.Account]:
    """`/绑定 <QQ号> <账号>`: the person's QQ number and the account counted as him; refused
    with the form unless there are exactly two words."""
    parts = args.split()
    if len(parts) != 2:
        raise Refusal(f"格式：{identity.BIND_FORM}")
    return account(parts[0]), account(parts[1])


def game_kind(args: str) -> Game | None:
    """`/等级分 [棋种]`: the game named by its key or Chinese name (`象棋`, `go`; `军棋` is the
    four-player 四国军棋); None when nothing is written (every game's list). Another word is
    refused with the games one may write and the form."""
    word = args.strip()
    if not word:
        return None
    first, *more = word.split()
    if more:
        raise Refusal(
            f"只能写一个棋种，多写了“{numbers.echo(' '.join(more))}”。{records.RATING_FORM}"
        )
    for g in Game:
        if word in (g.value, g.label) or (word == "军棋" and g is Game.JUNQI4):
            return g
    kinds = "、".join(g.label for g in Game)
    raise Refusal(f"不认识棋种“{numbers.echo(word)}”（可写：{kinds}）。{records.RATING_FORM}")


def award(args: str) -> tuple[str, PlayerRef | None]:
    """`/特别奖 <奖项> <选手>`: the award's name and the player (None when not written: the
    service shows the form). A word after the player is refused with the form."""
    name, _, rest = args.strip().partition(" ")
    words = rest.split()
    if len(words) > 1:
        raise Refusal(f"多写了“{numbers.echo(' '.join(words[1:]))}”。{awards.FORM}")
    return name, player(words[0]) if words else None
