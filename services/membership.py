"""The consistency rule of a sign-up (000 §二.2): the QQ is a member of the match group and,
where the regulation asks, its group card reads e.g. 【家族】昵称."""

from collections.abc import Awaitable, Callable

from engine import signup as forms

from .common import MemberDirectory, Refusal
from .signup_checks import Candidate


def _applies(c: Candidate) -> bool:
    """Whether the regulation asks for membership or a group card at all."""
    return bool(c.reg.signup.require_group_member or c.reg.signup.group_card_format)


def _card_ok(c: Candidate, card: str) -> bool:
    """Whether `card` is what the regulation wants (always, where it names no form)."""
    fmt = c.reg.signup.group_card_format
    return not fmt or forms.card_matches(card, c.family or "", c.line.name, fmt)


def at_once(c: Candidate, directory: MemberDirectory) -> bool:
    """Whether the rule holds by what the directory knows at once (a roster in memory), with no
    platform call and nothing to change; False when only `check` can tell (it may ask the
    platform, set the card, or refuse)."""
    if not _applies(c):
        return True
    known = getattr(directory, "known", None)
    info = known(c.t.group_id, c.account) if known is not None else None
    return info is not None and _card_ok(c, info.get("card") or "")


async def check(c: Candidate, directory: MemberDirectory) -> str:
    """The consistency rule (000 §二.2): the QQ is a member of the match group; and, where the
    regulation asks, the group card reads e.g. 【家族】昵称 — set by the bot when it is a group
    admin, else refused. Returns a note for the reply ("" when nothing was changed)."""
    if not _applies(c):
        return ""
    info = await _ask(directory, directory.member, c)
    if info.get("from_roster") and not _card_ok(c, info.get("card") or ""):
        info = await _ask(
            directory, directory.fresh, c
        )  # the card may have changed since the roster was loaded
    card = info.get("card") or ""
    fmt = c.reg.signup.group_card_format
    if not fmt or _card_ok(c, card):
        return ""
    want = fmt.format(family=c.family or "", nick=c.line.name)
    if await directory.set_card(c.t.group_id, c.account, want):
        return f"\n已按规程把你的群名片改为“{want}”。"
    raise Refusal(
        f"你的群名片是“{card or '（空）'}”，规程要求群名片为“{want}”。请改好群名片后再报名。"
    )


async def _ask(
    directory: MemberDirectory,
    lookup: Callable[[str, str], Awaitable[dict | None]],
    c: Candidate,
) -> dict:
    """The member info of the candidate's QQ in the match group (`lookup`: the directory's
    `member` or `fresh`); refused when not a member or when the platform does not answer."""
    try:
        info = await lookup(c.t.group_id, c.account)
    except LookupError:
        raise Refusal(
            "暂时无法核对比赛群成员（QQ 接口没有响应），本次报名未登记，请稍后再发一次。"
        ) from None
    if info is None:
        group = await match_group(directory, c.t.group_id)
        if c.account != c.qq:
            raise Refusal(f"你的账号不在比赛群{group}里。请先加入比赛群，再报名（规程 二.2）。")
        raise Refusal(
            f"QQ {forms.mask_qq(c.qq)} 不在比赛群{group}里。"
            "请先用报名的QQ号加入比赛群，再报名（规程 二.2）。"
        )
    return info


async def match_group(directory: MemberDirectory, group_id: str) -> str:
    """The match group as someone outside it is told of it: by its name where the platform
    tells it, and its number masked like a QQ number: 「棋友会」（1038****83）, else
    （1038****83）."""
    ask = getattr(directory, "group_name", None)
    name = await ask(group_id) if ask is not None else None
    # braces would read as an @ mark when the reply is sent (plugins/qisai/send.py)
    name = (name or "").replace("{", "").replace("}", "").strip()[:30]
    masked = forms.mask_qq(group_id)
    return f"「{name}」（{masked}）" if name else f"（{masked}）"
