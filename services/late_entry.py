"""`/补报 <报名内容>`: an organiser enters a player after sign-up closed, with the sign-up line
and field checks of `报名`. Where he goes is the format's (``Format.late_entry_refusal``): a
Swiss pairs him from the next round seated (or the current one, if `/重排` follows) with
``signup.late_entry_points`` for each round missed (sign-up field ``late_entry``); a round robin
or a knockout takes him only before round 1 is seated. One audited unit (`/撤销` removes him)."""

from datetime import datetime
from fractions import Fraction

from sqlalchemy import func, select
from sqlmodel import col

from engine import formats
from engine import signup as forms
from engine.formats import LATE_ENTRY, FormatError
from engine.numbers import decimal_text
from engine.vocabulary import EntryStatus
from models.tables import Entry, Round

from . import snapshot
from .common import (
    Actor,
    Notice,
    Outcome,
    Refusal,
    regulation_of,
    require_organiser,
    shown_qq,
    tournament_unit,
)
from .outbox import owe
from .registration import register
from .signup_checks import Candidate, Lookup, SignupResult, check, signup_open

LATE_FORM = (
    "格式：/补报 <报名内容>，与报名相同，例如：/补报 张三 12345678"
    "（规程要求的其他项照写，如 等级分 2100）"
)


async def late_entry(actor: Actor, text: str, now: datetime) -> Outcome:
    """`/补报 <报名内容>`: register the line as an active entry once sign-up has closed, where the
    format still takes a player; a Swiss entry is marked ``late_entry`` (his missed rounds'
    points are derived from it)."""
    message = forms.parse_signup(text)
    if message is None or message.kind != "single":
        raise Refusal(LATE_FORM)
    async with tournament_unit(actor, f"补报 {text}") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "补报选手")
        reg = regulation_of(t)
        if signup_open(t, reg, now):
            raise Refusal(
                "报名还没有截止：请选手自己发送报名信息（报名 昵称 QQ号），"
                "/补报 用于报名截止之后。本次未做任何改动。"
            )
        try:
            fmt = formats.rules_of(t.format)
        except FormatError as exc:
            raise Refusal(str(exc)) from exc
        last = select(func.max(Round.number)).where(col(Round.tournament_id) == t.id)
        apart = snapshot.scopes(t) != [None]  # divisions seated apart: his division's rounds
        seated = 0 if apart else (await s.execute(last)).scalar_one() or 0
        if not apart and (why := fmt.late_entry_refusal(reg, seated)) is not None:
            raise Refusal(f"不能补报：{why}本次未做任何改动。")
        checked = await check(s, actor, message, now, True, t, late=True)
        if isinstance(checked, SignupResult):
            raise Refusal(checked.outcome.text)
        if not isinstance(checked, Candidate):
            raise Refusal(LATE_FORM)
        if apart:
            last = last.where(col(Round.division) == checked.division)
            seated = (await s.execute(last)).scalar_one() or 0
            if (why := fmt.late_entry_refusal(reg, seated)) is not None:
                raise Refusal(f"不能补报：{why}本次未做任何改动。")
        done = await register(Lookup(s), checked, actor, now)
        entry = (
            await s.execute(
                select(Entry).where(
                    col(Entry.tournament_id) == t.id, col(Entry.seq) == done.entry_seq
                )
            )
        ).scalar_one()
        if entry.status == EntryStatus.WAITING:
            raise Refusal("名额已满，不能补报（可先让选手退赛空出名额）。本次未做任何改动。")
        entry.status = EntryStatus.ACTIVE
        qq = shown_qq(actor, entry.user_id)
        said = f"已补报：序号 {entry.seq} {entry.name}（QQ {qq}），正式参赛。"
        if seated:
            entry.fields = {**(entry.fields or {}), LATE_ENTRY: True}
            per_round = Fraction(reg.signup.late_entry_points)
            said += (
                f"\n将从第{seated + 1}轮起编排，缺赛的 {seated} 轮按规程每轮计 "
                f"{decimal_text(per_round)} 分（起始积分 {decimal_text(per_round * seated)}）。"
                f"第{seated}轮尚无结果时，发 /重排 可让其从第{seated}轮起参赛"
                f"（缺赛 {seated - 1} 轮，起始积分 {decimal_text(per_round * (seated - 1))}）。"
            )
        public = f"组委补报：{{@{entry.user_id}}}（序号 {entry.seq}）加入本赛事。"
        in_group = actor.group_id == t.group_id and actor.tournament_id is None
        notices = [] if in_group else [Notice("group", t.group_id, public)]
        return owe(work, Outcome(said, notices=notices), actor)
