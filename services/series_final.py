"""`/系列决赛 [系列] [名称]`: the series' final (the rules' `[final]`): a new tournament of the
group made from the rules' preset, its field the series' first `top` ranked players signed up
in series order (sign-up number = series place), sign-up closed. A knockout preset's bracket
is sized for them (the smallest power of two that holds them) and seeded by that order (every
finalist a seed: 1 and 2 in different halves, and so on); another format takes the sign-up
order as its own (a round robin's Berger numbers). One unit of work: `/撤销` takes the final
back. Players level on the whole chain at the line are taken in the standings' order.
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlmodel import col

from engine import numbers
from engine import regulation as regulations
from engine.regulation import Regulation
from engine.vocabulary import EntryStatus
from models import db
from models.tables import Entry, id_of

from .common import Actor, Outcome, Refusal
from .outbox import owe
from .series import Named, find_series, require_series_organiser
from .series_views import table_of
from .tournaments import found

FORM = "/系列决赛 [系列] [名称]，例如：/系列决赛 #1 年度总决赛"


@dataclass(frozen=True)
class FinalArgs:
    """`/系列决赛 [系列] [名称]` as the chat layer read it: the series named (None: the group's
    newest) and the final's name (None: the rules' ``final.name``, else 「<系列>总决赛」)."""

    series: Named | None = None
    name: str | None = None

    @property
    def text(self) -> str:
        """The words as typed (the audit record's)."""
        words = [self.series.text if self.series else "", self.name or ""]
        return " ".join(w for w in words if w)


def _final_regulation(reg: Regulation, field: int) -> Regulation:
    """A knockout preset sized for the field and seeded by sign-up order; others as they are."""
    if reg.format.kind != "knockout":
        return reg
    size = 2
    while size < field:
        size *= 2
    reg = regulations.apply_setting(reg, "签数", str(size))
    reg = regulations.apply_setting(reg, "种子数", str(field))
    data = reg.model_dump(mode="json")
    data["format"]["seeding"] = "order"
    return Regulation.model_validate(data)


async def start_final(actor: Actor, args: FinalArgs, now: datetime) -> Outcome:
    """Make the series' final (organisers of the group's tournaments, in the group)."""
    if not actor.group_id:
        raise Refusal(f"请在比赛群里发送 {FORM.split('，')[0]}：总决赛会绑定到该群。")
    name = args.name
    async with db.unit(actor.user_id, f"系列决赛 {args.text}".strip()) as work:
        s = work.session
        await require_series_organiser(s, actor, "创建系列总决赛")
        series = await find_series(s, actor, args.series, FORM)
        table = await table_of(s, series)
        final = table.rules.final
        if final is None:
            raise Refusal(
                f"系列 #{series.id} 的规则没有总决赛（[final]）。在规则文件里加上：\n"
                '[final]\ntop = 8\npreset = "knockout"\n再发送 /系列 规则 更新。'
            )
        ranked = [row for row in table.rows if row.rank is not None][: final.top]
        if len(ranked) < 2:
            raise Refusal(f"系列 #{series.id} 排名的选手不足 2 人，还不能进行总决赛。")
        if final.preset not in regulations.list_presets():
            raise Refusal(
                f"系列规则 final.preset 的预设“{numbers.echo(final.preset)}”不存在。"
                f"可用的预设：{'、'.join(regulations.list_presets())}"
            )
        title = name or final.name or f"{series.name}总决赛"
        try:
            reg = regulations.load_preset(final.preset)
            past = regulations.has_past_dates(reg, now)
            if past:
                reg = regulations.without_dates(reg)
            reg = regulations.apply_setting(reg, "名称", title)
            reg = _final_regulation(reg, len(ranked))
        except regulations.SettingError as exc:
            raise Refusal(f"无法按预设 {final.preset} 创建总决赛：{exc}。格式：{FORM}") from None
        t = await found(work, actor, reg, final.preset, {"名称": title}, past, now)
        # each finalist plays with the account of their latest sign-up in the series
        keys = {row.key for row in ranked}
        latest: dict[str, Entry] = {}
        ids = [t.id for t in table.tournaments]
        rows = await s.execute(
            select(Entry).where(col(Entry.tournament_id).in_(ids)).order_by(col(Entry.id))
        )
        for e in rows.scalars():
            if (person := table.identities.of_entry(e)) in keys:
                latest[person] = e
        for seq, row in enumerate(ranked, start=1):
            source = latest[row.key]
            fields = {"qq": row.key} if source.user_id != row.key else {}
            s.add(
                Entry(
                    tournament_id=id_of(t),
                    seq=seq,
                    user_id=source.user_id,
                    name=row.name,
                    family=source.family,
                    fields=fields,
                    status=EntryStatus.ACTIVE,
                    channel="series",
                    created_at=now,
                )
            )
        t.next_seq = len(ranked)
        t.signup_open = False
        names = "、".join(f"{i}.{row.name}" for i, row in enumerate(ranked, start=1))
        lines = [
            f"已新建系列 #{series.id} 的总决赛：赛事 #{t.id}「{t.name}」（预设 {final.preset}），"
            f"系列前 {len(ranked)} 名按系列名次报名（报名序号即种子顺序），报名已截止：{names}",
        ]
        if past:
            lines.append(
                "预设里的日期已经过去：请用 /设置 第1轮 2026-12-12 20:00 设定日期，再 /编排。"
            )
        else:
            lines.append("赛程按预设（/赛程 查看）；到时发送 /编排。")
        lines.append(f"加入系列请发送：/加入系列 #{series.id} #{t.id}（如需计入）")
        return owe(work, Outcome("\n".join(lines)), actor)
