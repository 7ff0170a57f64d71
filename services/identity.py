"""Who is who across a group's tournaments: one person per QQ number, with the accounts an
organiser bound to it (`/绑定 <QQ> <账号>`: a WeChat account, or a second QQ number merged into
the first). The club rating, the records and the series all ask here (``load_identities``,
``person_of``); nothing else reads the aliases.

A person is named by a key: the QQ number an entry plays with (``common.game_qq``: its account
on QQ, the QQ its WeChat sign-up wrote) followed through the group's aliases (an account bound
to a person bound in turn is followed to the end). A person's name is his latest sign-up's.
Binding and unbinding are units of work on the group's current tournament, so `/撤销` takes them
back."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from models.tables import Entry, PlayerAlias

from .common import (
    Actor,
    Outcome,
    Refusal,
    game_qq,
    require_organiser,
    shown_qq,
    tournament_unit,
)
from .outbox import owe

BIND_FORM = "/绑定 <QQ号> <微信号或另一个QQ号>，例如 /绑定 12345678 wxid_abc123"
UNBIND_FORM = "/解绑 <微信号或QQ号>，例如 /解绑 wxid_abc123"


@dataclass(frozen=True)
class Account:
    """An account as a command names it, read by the chat layer (plugins/qisai/arguments.py
    ``account``): ``text`` the word as typed (the audit record's), ``value`` the account (a QQ
    number or a WeChat id), None where the word is neither (refused after the permission
    check)."""

    text: str
    value: str | None = None


@dataclass
class Identities:
    """A group's aliases, loaded once: ``person(account)`` is the person an account counts as."""

    aliases: dict[str, str] = field(default_factory=dict)

    def person(self, account: str) -> str:
        """The person ``account`` counts as: followed through the aliases to the end."""
        seen = {account}
        while (to := self.aliases.get(account)) is not None and to not in seen:
            seen.add(to)
            account = to
        return account

    def of_entry(self, entry: Entry) -> str:
        """The person an entry is: its game QQ (``common.game_qq``) through the aliases."""
        return self.person(game_qq(entry))

    def accounts(self, person: str) -> set[str]:
        """Every account counted as ``person`` (itself included)."""
        return {person} | {a for a in self.aliases if self.person(a) == person}


async def load_identities(s: AsyncSession, group_id: str) -> Identities:
    """The aliases of the group's tournaments (group id as its tournaments store it)."""
    rows = await s.execute(
        select(col(PlayerAlias.account), col(PlayerAlias.person)).where(
            col(PlayerAlias.group_id) == group_id
        )
    )
    return Identities({account: person for account, person in rows.all()})


async def person_of(s: AsyncSession, group_id: str, account: str) -> str:
    """The person ``account`` (a QQ number, a WeChat id) counts as in the group's tournaments.
    For many look-ups load the aliases once: ``load_identities(s, group_id).person(account)``."""
    return (await load_identities(s, group_id)).person(account)


def latest_names(entries: Iterable[Entry], ids: Identities) -> dict[str, str]:
    """Each person's name as his latest sign-up wrote it (by tournament, then sign-up)."""
    names: dict[str, tuple[int, int, str]] = {}
    for e in entries:
        key = (e.tournament_id, e.id or 0, e.name)
        person = ids.of_entry(e)
        if person not in names or names[person][:2] < key[:2]:
            names[person] = key
    return {p: v[2] for p, v in names.items()}


async def bind(actor: Actor, owner: Account, alias: Account, now: datetime) -> Outcome:
    """`/绑定 <QQ> <账号>`: the account (a WeChat id, or another QQ number: the two merged) counts
    as the person of that QQ number in this group's tournaments; by an organiser."""
    qq, account = owner.value, alias.value
    label = "绑定 " + f"{owner.text} {alias.text}".strip()
    async with tournament_unit(actor, label) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "绑定选手账号")
        if qq is None or not qq.isdigit() or account is None:
            raise Refusal(f"格式：{BIND_FORM}")
        ids = await load_identities(s, t.group_id)
        person = ids.person(qq)
        if account == qq or ids.person(account) == person:
            raise Refusal(f"{_shown(actor, account)} 已经算作 {_shown(actor, person)} 本人。")
        if account in ids.aliases:
            raise Refusal(
                f"{_shown(actor, account)} 已绑定到 {_shown(actor, ids.person(account))}。"
                f"先 {UNBIND_FORM}，再绑定。"
            )
        s.add(
            PlayerAlias(
                group_id=t.group_id,
                account=account,
                person=qq,
                created_by=actor.user_id,
                created_at=now,
            )
        )
        text = (
            f"已绑定：{_shown(actor, account)} 在本群各赛事的成绩、等级分算作"
            f" {_shown(actor, person)} 的。可 /撤销。"
        )
        return owe(work, Outcome(text), actor)


async def unbind(actor: Actor, alias: Account) -> Outcome:
    """`/解绑 <账号>`: the account counts as itself again; by an organiser."""
    account = alias.value
    async with tournament_unit(actor, f"解绑 {alias.text}".strip()) as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "解绑选手账号")
        if account is None:
            raise Refusal(f"格式：{UNBIND_FORM}")
        row = (
            await s.execute(
                select(PlayerAlias).where(
                    col(PlayerAlias.group_id) == t.group_id, col(PlayerAlias.account) == account
                )
            )
        ).scalar_one_or_none()
        if row is None:
            raise Refusal(f"{_shown(actor, account)} 没有绑定到别的账号。格式：{UNBIND_FORM}")
        person = row.person
        await s.delete(row)
        text = f"已解绑：{_shown(actor, account)} 不再算作 {_shown(actor, person)}。可 /撤销。"
        return owe(work, Outcome(text), actor)


def _shown(actor: Actor, account: str) -> str:
    return shown_qq(actor, account)
