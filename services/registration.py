"""The write of a checked sign-up (`register`): its status (pending, active, or waiting when
its capacity pool is full), its number, and the welcome it is answered with. Used by the
admission of sign-ups in groups and one at a time (services.admission)."""

from datetime import datetime

from engine import signup_fields as entry_fields
from engine.regulation import Regulation
from engine.vocabulary import EntryStatus
from models.tables import Entry, Tournament, id_of

from .common import Actor, Outcome
from .signup_checks import Candidate, Lookup, SignupResult, division_name


async def register(look: Lookup, c: Candidate, actor: Actor, now: datetime) -> SignupResult:
    """Write the entry of a checked candidate: pending, active or waiting, with the next number."""
    t, reg, line = c.t, c.reg, c.line
    status = EntryStatus.PENDING if reg.signup.require_approval else EntryStatus.ACTIVE
    if await _full(look, t, reg, c.division):
        status = EntryStatus.WAITING
    seq = await look.next_seq(t)
    fields = dict(line.fields)
    if c.account != c.qq:  # signed up from a WeChat account: keep the QQ they play with
        fields["qq"] = c.qq
    entry = Entry(
        tournament_id=id_of(t),
        seq=seq,
        user_id=c.account,
        name=line.name,
        family=c.family,
        division=c.division,
        group=line.fields.get("team"),
        fields=fields,
        status=status,
        channel="group" if actor.group_id else "private",
        created_at=now,
    )
    await look.write(entry)
    return SignupResult(
        Outcome(_welcome(t, reg, entry), mentions=[c.account]), ack=True, entry_seq=seq
    )


async def _full(look: Lookup, t: Tournament, reg: Regulation, division: str | None) -> bool:
    """Whether the entry's capacity pool (or the whole field) has no place left."""
    limits: list[tuple[list[str] | None, int]] = []
    for pool in reg.capacity_pools:
        if division in pool.divisions:
            limits.append((pool.divisions, pool.limit))
    if reg.signup.capacity:
        limits.append((None, reg.signup.capacity))
    for divisions, limit in limits:
        if await look.seated(t, divisions) >= limit:
            return True
    return False


def _welcome(t: Tournament, reg: Regulation, e: Entry) -> str:
    where = f"，{division_name(reg, e.division)}" if e.division else ""
    number = e.fields.get("number")
    team = (
        ""
        if not e.group
        else (
            f"，{e.group}队{number}"
            if number == entry_fields.SUBSTITUTE_NUMBER
            else f"，{e.group}队 {number} 号"
        )
    )
    family = f"【{e.family}】" if e.family else ""
    if e.status == EntryStatus.WAITING:
        return (
            f"{family}{e.name} 报名序号 {e.seq}{where}：名额已满，已进入候补名单，"
            "有人退赛时按顺序递补并通知你。"
        )
    if e.status == EntryStatus.PENDING:
        return f"{family}{e.name} 报名序号 {e.seq}{where}{team}：已登记，等待组委审核。"
    return f"{family}{e.name} 报名成功，报名序号 {e.seq}{where}{team}。"
