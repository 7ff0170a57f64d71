"""The standings as players ask for them in chat: `/排名 [轮]` and `/我的`."""

from engine import formats
from engine.signup import SIGNUP_FORMS_CN
from engine.standings import StandingRow, Standings, decimal_text
from engine.vocabulary import EntryStatus
from models import db
from models.tables import id_of

from . import records, snapshot, units
from .closing import prizes_text, standings_text
from .common import Actor, Outcome, Refusal, current_tournament, entry_of_user, shown_text
from .ledger import ledger_lines
from .results import display_name, division_prefix, result_text


async def ranking(actor: Actor, number: int | None) -> Outcome:
    """`/排名 [轮]`: the standings after a closed round (default: the last one), every
    division's."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        snaps = await snapshot.load_all(s, t)
    texts = []
    for snap in snaps:
        snap.check_format()
        last = snap.last_closed()
        if last == 0:
            continue
        n = number or last
        if not 1 <= n <= last:
            raise Refusal(
                f"{division_prefix(snap)}第{n}轮还没有结束。"
                f"可查看：第1轮 到 第{last}轮，例如 /排名 {last}"
            )
        table = snapshot.standings(snap, n)
        text = standings_text(snap, table, limit=64)
        if n == last and (t.status == "finished" or (snap.division and n == snap.total_rounds())):
            text += "\n" + prizes_text(snap, table)
        texts.append(text)
    if not texts:
        raise Refusal("还没有结束的轮次，暂无排名。")
    return Outcome("\n\n".join(texts), long=True)


async def mine(actor: Actor) -> Outcome:
    """`/我的`: my number, status, seat, games, round scores, weighted total, rank, distance to
    the cut."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        entry = await entry_of_user(s, t, actor.user_id)
        if entry is None:
            raise Refusal(f"你没有报名赛事 #{t.id}「{t.name}」。{SIGNUP_FORMS_CN}")
        snap = await snapshot.load_for(s, t, entry) if t.format in formats.FORMATS else None
        rating_lines = await records.my_rating_lines(s, t, entry)
    # the standings' status, as the players API says it (002: withdrawn after two forfeits)
    status = snapshot.statuses(snap).get(entry.seq, entry.status) if snap else entry.status
    lines = [f"{display_name(entry)}　报名序号 {entry.seq}　状态：{EntryStatus.label_of(status)}"]
    if snap is None:
        return Outcome("\n".join(lines + rating_lines))
    cur = snap.current_round()
    tv = snap.table_of(id_of(entry)) if cur is not None else None
    if cur is not None and tv is not None:
        seat = tv.table.seats.index(entry.id)
        word = snap.fmt.words.seat_words(snap.reg, len(tv.table.seats))[
            seat
        ]  # as the page heads it
        mates = "、".join(f"{display_name(e)}({e.seq})" for e in tv.entries if e.id != entry.id)
        lines.append(f"第{cur.round.number}轮 第{tv.table.number}桌 {word}，同桌：{mates}")
        if tv.result is not None:
            mine = tv.points.get(id_of(entry), [])
            lines.append(
                f"本桌结果：{result_text(snap, tv)}，"
                f"我的各局得分 {' + '.join(map(str, mine))} = {sum(mine)}"
            )
    if snap.last_closed():
        table = snapshot.standings(snap)
        row = next((r for r in table.rows if r.seq == entry.seq), None)
        if row is not None:
            scores = "，".join(
                f"第{i}轮 {'-' if x is None else decimal_text(x)}"
                for i, x in enumerate(row.round_scores, 1)
            )
            lines.append(f"各轮成绩：{scores}")
            where = f"{division_prefix(snap)}" if snap.division else ""
            lines.append(
                f"{snap.fmt.words.total_label} {decimal_text(row.total)}，"
                f"第{table.after_round}轮后{where}排名第 {row.rank or '-'}"
            )
            if reason := snap.fmt.words.rank_reason(row):
                lines.append(f"与上一名：{reason}")
            lines += snap.fmt.words.player_lines(snap.reg, table, entry.seq)
            lines += units.my_unit_lines(snap, table, entry.seq)
            if snap.fmt.eliminates:
                lines.append(_cut_distance(snap, table, row))
    ledger = [shown_text(actor, line) for line in ledger_lines(snap, entry)]
    if ledger:
        lines.append("处罚/补分记录：" + "；".join(ledger))
    return Outcome("\n".join(lines + rating_lines))


def _cut_distance(snap: snapshot.Snapshot, table: Standings, row: StandingRow) -> str:
    cut = snap.fmt.cut(snap.reg, table.after_round)
    if not cut or row.last_round != table.after_round:
        return "晋级：" + ("是" if row.status == EntryStatus.ACTIVE else "否")
    ranked = [r for r in table.rows if r.last_round == table.after_round and r.rank is not None]
    if len(ranked) <= cut:
        return "本轮全部晋级。"
    line_row = ranked[cut - 1]
    first_out = ranked[cut]
    if row.status == EntryStatus.ACTIVE:
        return (
            f"已晋级（前 {cut} 名），"
            f"比第一位未晋级者多 {decimal_text(row.total - first_out.total)} 分。"
        )
    return (
        f"未进入前 {cut} 名，距晋级线（第{cut}名 {decimal_text(line_row.total)} 分）"
        f"差 {decimal_text(line_row.total - row.total)} 分。"
    )
