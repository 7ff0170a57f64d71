"""A player's record across the group's tournaments and the club rating as people ask for them:
`/战绩 [选手] [选手]` (events, places, games; two players: their games against each other),
`/等级分 [棋种]` (the group's rating list), `/等级分 填入` (the club rating written into the
sign-ups that give none, for seeding), the rating lines of `/我的`, and the player's JSON of
`GET /api/players/{qq}`. The games and ratings come from services/club_rating.py."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from engine.rating import INITIAL, Rating, ranked
from engine.signup import mask_qq
from engine.vocabulary import LIVE_STATUSES, Game
from models import db
from models.tables import Entry, PlayerAlias, Tournament

from .club_rating import (
    GroupGames,
    PlayedGame,
    game_label,
    load_group,
    ratings,
)
from .common import (
    Actor,
    Outcome,
    PlayerRef,
    Refusal,
    current_tournament,
    regulation_of,
    require_organiser,
    resolve_entry,
    shown_qq,
    tournament_unit,
)
from .identity import load_identities
from .outbox import owe
from .places import audit_mark, group_of, places_of

RECORD_FORM = "/战绩 [选手] [选手]（选手写报名序号、@该选手或QQ号；两人时看交手记录）"
RATING_FORM = "/等级分 [棋种]（如 /等级分 象棋）· /等级分 填入（组委）"
RATING_RULE = "Elo，起始1500，每人前30局K=40、之后K=20，胜1和½负0；按本群各赛事已结束轮次的对局"
_WORD = {"W": "胜", "D": "和", "L": "负"}
_FLIP = {"W": "L", "D": "D", "L": "W"}
LIST_LIMIT = 50
RECENT_LIMIT = 10


@dataclass(frozen=True)
class Side:
    """A game as one person played it: the game, his outcome, his partners and opponents."""

    game: PlayedGame
    outcome: str
    partners: tuple[str, ...]
    opponents: tuple[str, ...]


def sides_of(group: GroupGames, person: str) -> list[Side]:
    """Every game ``person`` played in the group, from his side, in order."""
    out = []
    for g in group.games:
        first = tuple(group.person(e) for e in g.first)
        second = tuple(group.person(e) for e in g.second)
        if person in first and person not in second:
            out.append(Side(g, g.outcome, tuple(p for p in first if p != person), second))
        elif person in second and person not in first:
            out.append(Side(g, _FLIP[g.outcome], tuple(p for p in second if p != person), first))
    return out


@dataclass(frozen=True)
class Event:
    """A tournament a person played in: its place where a round is closed (per division)."""

    tournament: Tournament
    seq: int
    place: int | None
    after_round: int
    division: str | None


async def events_of(s: AsyncSession, group: GroupGames, person: str) -> list[Event]:
    """The person's tournaments in the group with his place after their last closed round
    (each scope's standings computed once while nothing changes: services/places.py)."""
    mine = [e for e in group.entries.values() if group.ids.of_entry(e) == person]
    by_tournament = {t.id: t for t in group.tournaments}
    mark = await audit_mark(s)
    out = []
    for e in sorted(mine, key=lambda e: (e.tournament_id, e.seq)):
        t = by_tournament[e.tournament_id]
        place, after = None, 0
        try:
            kept = await places_of(s, t, e, mark)
            after, place = kept.after_round, kept.ranks.get(e.seq)
        except Refusal:
            pass  # a format kind without a module: no standings to place him in
        out.append(Event(t, e.seq, place, after, e.division))
    return out


async def _person_named(
    s: AsyncSession, actor: Actor, group: GroupGames, ref: PlayerRef | None
) -> str:
    """The person a `/战绩` word names: none the sender, an account (an @mention, a QQ number)
    that account's person, else a sign-up number of the current tournament."""
    account = actor.user_id if ref is None else ref.account
    if account is not None:
        own = [e for e in group.entries.values() if e.user_id == account]
        return group.ids.of_entry(own[-1]) if own else group.ids.person(account)
    assert ref is not None
    t = await current_tournament(s, actor)
    return group.ids.of_entry(await resolve_entry(s, t, ref))


def _name(names: dict[str, str], actor: Actor, person: str) -> str:
    return names.get(person) or shown_qq(actor, person)


def _rating_text(r: Rating) -> str:
    return f"{r.shown}（{r.games}局 {r.wins}胜{r.draws}和{r.losses}负）"


async def record(actor: Actor, players: list[PlayerRef]) -> Outcome:
    """`/战绩 [选手]`: events, places, rating, latest games; `/战绩 <选手> <选手>`: the two
    players' games against each other."""
    if len(players) > 2:
        raise Refusal(f"格式：{RECORD_FORM}")
    async with db.session() as s:
        t = await current_tournament(s, actor)
        kept = await group_of(s, t.platform, t.group_id)
        group = kept.games
        persons = [
            await _person_named(s, actor, group, p) for p in ([*players] if players else [None])
        ]
        names = group.names()
        if len(persons) == 2:
            return _head_to_head(actor, group, names, *persons)
        person = persons[0]
        events = await events_of(s, group, person)
    if not events:
        raise Refusal(f"{_name(names, actor, person)} 没有参加过本群的赛事。格式：{RECORD_FORM}")
    sides = sides_of(group, person)
    tally = {o: sum(1 for x in sides if x.outcome == o) for o in "WDL"}
    played_in = len({ev.tournament.id for ev in events})
    lines = [
        f"{_name(names, actor, person)} 的战绩：本群 {played_in} 次赛事，"
        f"{len(sides)} 局 {tally['W']}胜{tally['D']}和{tally['L']}负"
    ]
    for ev in events:
        if ev.place is None:
            where = "未排名" if ev.after_round else "未开赛"
        elif ev.tournament.status == "finished":
            where = f"第{ev.place}名"
        else:
            where = f"第{ev.after_round}轮后第{ev.place}名"
        division = f"{ev.division} " if ev.division else ""
        lines.append(f"#{ev.tournament.id}「{ev.tournament.name}」{division}{where}")
    table = kept.ratings()
    own = [
        f"{game_label(kind)} {_rating_text(rows[person])}"
        for kind, rows in table.items()
        if person in rows
    ]
    if own:
        lines.append("等级分：" + "；".join(own))
    if sides:
        lines.append("最近对局：")
        for x in sides[-RECENT_LIMIT:][::-1]:
            lines.append(_game_line(actor, names, x))
    return Outcome("\n".join(lines), long=True)


def _game_line(actor: Actor, names: dict[str, str], x: Side) -> str:
    against = "、".join(_name(names, actor, p) for p in x.opponents)
    partners = "、".join(_name(names, actor, p) for p in x.partners)
    with_ = f"（搭档 {partners}）" if partners else ""
    where = f"#{x.game.tournament} 第{x.game.round}轮 第{x.game.table}桌"
    return f"{where} {_WORD[x.outcome]} {against}{with_}"


def _head_to_head(
    actor: Actor, group: GroupGames, names: dict[str, str], one: str, other: str
) -> Outcome:
    if one == other:
        raise Refusal(f"两位选手是同一人。格式：{RECORD_FORM}")
    met = [x for x in sides_of(group, one) if other in x.opponents]
    a, b = _name(names, actor, one), _name(names, actor, other)
    if not met:
        return Outcome(f"{a} 与 {b} 在本群的赛事中还没有交手。")
    tally = {o: sum(1 for x in met if x.outcome == o) for o in "WDL"}
    lines = [f"{a} 对 {b}：{len(met)} 局，{a} {tally['W']}胜{tally['D']}和{tally['L']}负"]
    lines += [_game_line(actor, names, x) for x in met[::-1]]
    return Outcome("\n".join(lines), long=True)


async def rating_list(actor: Actor, kind: Game | None = None) -> Outcome:
    """`/等级分 [棋种]`: the group's rating list of each game kind (or of ``kind``, the one the
    chat layer read: plugins/qisai/arguments.py ``game_kind``)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        kept = await group_of(s, t.platform, t.group_id)
    table, names = kept.ratings(), kept.games.names()
    blocks = []
    for game, rows in table.items():
        if kind is not None and game != kind:
            continue
        listed = ranked(rows)
        head = f"本群等级分·{game_label(game)}（{len(listed)}人）"
        lines = [head] + [
            f"{rank}. {_name(names, actor, person)} {_rating_text(r)}"
            for rank, person, r in listed[:LIST_LIMIT]
        ]
        if len(listed) > LIST_LIMIT:
            lines.append(f"……另有 {len(listed) - LIST_LIMIT} 人")
        blocks.append("\n".join(lines))
    if not blocks:
        what = f"{game_label(kind)}" if kind else ""
        raise Refusal(f"本群还没有计入等级分的{what}对局（只算已结束的轮次）。")
    return Outcome("\n\n".join(blocks) + f"\n（{RATING_RULE}）", long=True)


async def fill_ratings(actor: Actor) -> Outcome:
    """`/等级分 填入`: the club rating of the tournament's game written as the sign-up field
    `rating` (等级分) of each live sign-up that gives none, for seeding and groups by rating; a
    player without rated games gets 1500. Audited: `/撤销` takes it back."""
    async with tournament_unit(actor, "等级分 填入") as (work, t):
        s = work.session
        await require_organiser(s, t, actor, "填入等级分")
        group = await load_group(s, t.platform, t.group_id)
        game = str(regulation_of(t).game)
        rows = ratings(group).get(game, {})
        entries = (await s.execute(select(Entry).where(col(Entry.tournament_id) == t.id))).scalars()
        filled = 0
        for e in entries:
            if e.status not in LIVE_STATUSES or (e.fields or {}).get("rating") is not None:
                continue
            r = rows.get(group.ids.of_entry(e))
            e.fields = {**(e.fields or {}), "rating": r.shown if r else INITIAL}
            filled += 1
        if not filled:
            raise Refusal("没有需要填入的报名：在赛的报名都已写了等级分。")
        text = (
            f"已为 {filled} 位没写等级分的选手填入本群{game_label(game)}等级分"
            f"（没有对局的记 {INITIAL}），编排种子、分组按它进行。可 /撤销。"
        )
        return owe(work, Outcome(text), actor)


async def my_rating_lines(s: AsyncSession, t: Tournament, entry: Entry) -> list[str]:
    """`/我的`: the player's club rating in the tournament's game kind, where he has one."""
    ids = await load_identities(s, t.group_id)
    game = str(regulation_of(t).game)
    table = (await group_of(s, t.platform, t.group_id)).ratings()
    r = table.get(game, {}).get(ids.of_entry(entry))
    return [f"本群{game_label(game)}等级分：{_rating_text(r)}"] if r else []


async def _groups_of(s: AsyncSession, qq: str) -> set[tuple[str, str]]:
    """The (platform, group) pairs where ``qq`` may have played: groups of tournaments with a
    sign-up of that account, of aliases naming it, and every group off QQ (a WeChat sign-up
    writes its QQ number in its fields)."""
    groups = (
        select(col(Tournament.platform), col(Tournament.group_id))
        .where(col(Tournament.deleted_at).is_(None))
        .distinct()
    )
    signed = groups.join(Entry, col(Entry.tournament_id) == col(Tournament.id)).where(
        col(Entry.user_id) == qq
    )
    aliased = groups.join(PlayerAlias, col(PlayerAlias.group_id) == col(Tournament.group_id)).where(
        (col(PlayerAlias.person) == qq) | (col(PlayerAlias.account) == qq)
    )
    off_qq = groups.where(col(Tournament.platform) != "qq")
    out: set[tuple[str, str]] = set()
    for query in (signed, aliased, off_qq):
        out |= {(p, g) for p, g in (await s.execute(query)).all()}
    return out


async def player_json(qq: str, full: bool) -> dict | None:
    """`GET /api/players/{qq}`: the person's events (with places), games and rating per game
    kind in every group where he played; QQ numbers masked unless ``full``. None: unknown."""
    shown = (lambda q: q) if full else (lambda q: mask_qq(q) if q.isdigit() else q)
    async with db.session() as s:
        groups = await _groups_of(s, qq)
        events: list[dict] = []
        games: list[dict] = []
        rated: list[dict] = []
        name = None
        for platform, group_id in sorted(groups):
            kept = await group_of(s, platform, group_id)
            group = kept.games
            person = group.ids.person(qq)
            if not any(group.ids.of_entry(e) == person for e in group.entries.values()):
                continue
            names = group.names()
            name = names.get(person, name)
            for ev in await events_of(s, group, person):
                events.append(
                    {
                        "tournament": ev.tournament.id,
                        "name": ev.tournament.name,
                        "game": str(regulation_of(ev.tournament).game),
                        "status": ev.tournament.status,
                        "seq": ev.seq,
                        "division": ev.division,
                        "place": ev.place,
                        "after_round": ev.after_round,
                    }
                )
            for x in sides_of(group, person):
                games.append(
                    {
                        "tournament": x.game.tournament,
                        "round": x.game.round,
                        "table": x.game.table,
                        "game": x.game.game,
                        "result": _WORD[x.outcome],
                        "partners": [{"qq": shown(p), "name": names.get(p)} for p in x.partners],
                        "opponents": [{"qq": shown(p), "name": names.get(p)} for p in x.opponents],
                        "rated": x.game.rated,
                    }
                )
            for game, rows in kept.ratings().items():
                if person in rows:
                    r = rows[person]
                    rated.append(
                        {
                            "group": group_id if full else mask_qq(group_id),
                            "game": game,
                            "rating": r.shown,
                            "games": r.games,
                            "wins": r.wins,
                            "draws": r.draws,
                            "losses": r.losses,
                        }
                    )
    if not events:
        return None
    return {"qq": shown(qq), "name": name, "events": events, "games": games, "ratings": rated}
