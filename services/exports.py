"""What the outputs need besides the JSON API's views: the tournament a chat works on, the
standings round by round; spreadsheets and backups of a tournament."""

import csv
import io
import json
import zipfile
from datetime import datetime

from sqlalchemy import select
from sqlmodel import SQLModel, col

from models import db
from models.tables import (
    Adjustment,
    AuditLog,
    Checkin,
    Dispute,
    Entry,
    GameTable,
    Report,
    Result,
    Role,
    Round,
    ScheduledEvent,
    Tournament,
    UtcDateTime,
    id_of,
    table_of,
    utcnow,
)

from . import labels, views
from .common import ORGANISER, Actor, Outcome, Refusal, current_tournament, require_organiser
from .outbox import owe


async def current_id(actor: Actor) -> int:
    """The id of the tournament the actor's chat works on (refused as every command is)."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        return id_of(t)


async def seq_of(tid: int, user_id: str) -> int | None:
    """The sign-up number of an account in a tournament, if it signed up."""
    for p in await views.players(tid, full_qq=True) or []:
        if p["qq"] == user_id:
            return p["seq"]
    return None


async def history(tid: int) -> list[dict]:
    """The standings after each closed round, first round first."""
    latest = await views.standings(tid)
    last = latest["after_round"] if latest else 0
    out = []
    for n in range(1, last):
        table = await views.standings(tid, after_round=n)
        assert table is not None  # every scope that closed round `last` closed round n
        out.append(table)
    return out + ([latest] if latest and last else [])


async def organises_any(user_id: str) -> bool:
    """Whether the account organises (or created) any tournament: who may start a /导入."""
    async with db.session() as s:
        role = (
            select(col(Role.id))
            .where(col(Role.user_id) == user_id, col(Role.role) == ORGANISER)
            .limit(1)
        )
        made = select(col(Tournament.id)).where(col(Tournament.created_by) == user_id).limit(1)
        return (await s.execute(role)).first() is not None or (
            await s.execute(made)
        ).first() is not None


# --------------------------------------------------------------------------- spreadsheets


async def require_organiser_of_current(actor: Actor, what: str) -> int:
    """The current tournament's id, refused unless the actor organises it."""
    async with db.session() as s:
        t = await current_tournament(s, actor)
        assert t is not None  # required: a chat without one was refused
        await require_organiser(s, t, actor, what)
        return id_of(t)


async def sheets(tid: int, full_qq: bool = False) -> dict[str, list[list]]:
    """The tournament as named tables of cells (a header row first): 选手, 第N轮 (each round's
    tables and results; a team event's a row per board), 处罚补分 (the ledger), 排名, 团体排名 (a
    team event's teams), 奖金 (a board prize: its board). Numbers that can be fractional are
    exact decimal strings, as in the JSON API; QQ numbers masked unless `full_qq`."""
    summary = await views.tournament(tid)
    players = await views.players(tid, full_qq=full_qq)
    standings = await views.standings(tid, full=full_qq)
    # a tournament that exists: the caller's current one
    assert summary is not None and players is not None and standings is not None
    names = {p["seq"]: labels.player_name(p) for p in players}
    out: dict[str, list[list]] = {
        "选手": [["序号", "昵称", "家族", "QQ", "组别", "状态"]]
        + [
            [
                p["seq"],
                p["name"],
                p["family"] or "",
                p["qq"],
                p["division"] or "",
                labels.PLAYER_STATUS.get(p["status"], p["status"]),
            ]
            for p in players
        ],
    }
    for r in summary["rounds"]:
        tables = await views.round_tables(tid, r["number"])
        if tables is None:
            continue
        if any("boards" in t for t in tables["tables"]):  # a team event's matches
            out[f"第{r['number']}轮"] = _match_rows(tables)
            continue
        seats = max((len(t["seats"]) for t in tables["tables"]), default=2)
        head = (
            ["桌"]
            + [f"座位{i + 1}" for i in range(seats)]
            + ["结果"]
            + [f"得分{i + 1}" for i in range(seats)]
            + ["缺席"]
        )
        rows = [head]
        for t in tables["tables"]:
            pad = [""] * (seats - len(t["seats"]))
            rows.append(
                [
                    t["table"],
                    *t["seats"],
                    *pad,
                    t["result"] or "",
                    *[t["points"].get(str(s), "") for s in t["seats"]],
                    *pad,
                    "、".join(str(x) for x in t.get("absent") or []),
                ]
            )
        out[f"第{r['number']}轮"] = rows
    out["处罚补分"] = [["轮次", "序号", "选手", "类别", "分数", "原因"]] + [
        [
            x["round"],
            row["seq"],
            names.get(row["seq"], row["name"]),
            labels.LEDGER.get(x["kind"], x["kind"]),
            x["points"],
            x["reason"],
        ]
        for row in standings["rows"]
        for x in row.get("ledger", [])
    ]
    rows = standings["rows"]
    rounds = max((len(r["round_scores"]) for r in rows), default=0)
    keys = labels.tiebreak_keys(rows)
    finished = summary["status"] == "finished"
    out["排名"] = [
        ["名次", "序号", "选手", "家族"]
        + [f"第{n}轮" for n in range(1, rounds + 1)]
        + ["总分"]
        + [labels.tiebreak_label(k) for k in keys]
        + ["状态", "名次依据"]
    ] + [
        [
            r["rank"] or "",
            r["seq"],
            r["name"],
            r.get("family") or "",
            *[
                s if s is not None else ""
                for s in r["round_scores"] + [None] * (rounds - len(r["round_scores"]))
            ],
            r["total"],
            *[
                "" if k not in r["tiebreaks"] else labels.tiebreak_text(r["tiebreaks"][k])
                for k in keys
            ],
            labels.status_word(r["status"], finished),
            r.get("explanation") or "",
        ]
        for r in rows
    ]
    teams = standings.get("teams")
    if isinstance(teams, list) and teams and "board_points" in teams[0]:
        out["团体排名"] = _team_rows(teams)
    prizes = [["名次", "序号", "选手", "奖金（元）", "奖品"]] + [
        [
            p["rank"],
            p["seq"],
            names.get(p["seq"], ""),
            p.get("amount") or "",
            # a board prize (台次奖): its board and the player's score there
            f"第{p['board']}台 台次奖 {p['points']}分/{p['games']}局"
            if p.get("kind") == "board"
            else p.get("item") or "",
        ]
        for p in standings.get("prizes", [])
    ]
    award = standings.get("family_award")
    if award and award["winners"]:
        prizes += [
            [],
            [
                "家族奖",
                "、".join(award["winners"]),
                "并列，待组委裁定" if award["tie"] else "",
                award["amount_each"],
                "；".join(f"{k} {v} 人" for k, v in award["counts"].items()),
            ],
        ]
    out["奖金"] = prizes
    return out


def _match_rows(tables: dict) -> list[list]:
    """A team event's round: a row per board — table, the two teams, board, the player moving
    first and the other, the board's result from the first-named team's side, and on the first
    board the match's board string and match points."""
    rows: list[list] = [
        ["桌", "先列队伍", "后列队伍", "台次", "先走", "后走", "结果", "整场", "场分"]
    ]
    for t in tables["tables"]:
        teams = t.get("teams") or []
        points = t.get("points") or {}
        for k, b in enumerate(t.get("boards") or []):
            seats = [*b["seats"], "", ""][:2]
            first = k == 0
            rows.append(
                [
                    t["table"],
                    teams[0] if teams else "",
                    teams[1] if len(teams) > 1 else "",
                    b["board"],
                    *seats,
                    b["result"] or "",
                    (t["result"] or "") if first else "",
                    "：".join(points.get(x, "") for x in teams) if first and points else "",
                ]
            )
    return rows


def _team_rows(teams: list[dict]) -> list[list]:
    """The teams' standings: rank, team, 场分, 局分, the tiebreaks, match points per round,
    members."""
    keys = list(teams[0]["tiebreaks"])
    rounds = max((len(t["round_scores"]) for t in teams), default=0)
    head = ["名次", "队伍", "场分", "局分"] + [labels.tiebreak_label(k) for k in keys]
    head += [f"第{n}轮" for n in range(1, rounds + 1)] + ["队员序号"]
    return [head] + [
        [
            t["rank"],
            t["name"],
            t["total"],
            t["board_points"],
            *[labels.tiebreak_text(t["tiebreaks"].get(k, "")) for k in keys],
            *[s if s is not None else "" for s in t["round_scores"]],
            *[""] * (rounds - len(t["round_scores"])),
            "、".join(str(m) for m in t["members"]),
        ]
        for t in teams
    ]


async def xlsx(tid: int, full_qq: bool = False) -> bytes:
    """The sheets as one .xlsx workbook (every value a number or text, never a float)."""
    return workbook(await sheets(tid, full_qq))


def workbook(named: dict[str, list[list]]) -> bytes:
    """An .xlsx workbook of the named sheets, in order: the first row bold and frozen, the
    columns as wide as their text."""
    # imported here: openpyxl (and the numpy it loads) would add 0.4 s to every start of the bot
    from openpyxl import Workbook
    from openpyxl.styles import Font

    book = Workbook()
    book.remove(book.active)
    for name, rows in named.items():
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
        for cell in sheet[1]:
            cell.font = Font(bold=True)
        sheet.freeze_panes = "A2"
        for column in sheet.columns:
            width = max((len(str(c.value)) for c in column if c.value is not None), default=4)
            sheet.column_dimensions[column[0].column_letter].width = min(40, width * 2 + 2)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


async def csv_zip(tid: int, full_qq: bool = False) -> bytes:
    """The sheets as CSV files (UTF-8 with BOM, so that Excel reads the Chinese) in one zip."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, rows in (await sheets(tid, full_qq)).items():
            text = io.StringIO()
            csv.writer(text, lineterminator="\r\n").writerows(rows)
            archive.writestr(f"{name}.csv", "\ufeff" + text.getvalue())
    return out.getvalue()


# --------------------------------------------------------------------------- backup and restore

BACKUP_FORMAT = "qisai-backup"
BACKUP_VERSION = 1
# the rows of one tournament, parents before children
_CHILDREN: list[type[SQLModel]] = [
    Role,
    Entry,
    Round,
    GameTable,
    Result,
    Report,
    Adjustment,
    Dispute,
    Checkin,
    ScheduledEvent,
    AuditLog,
]
# restored: the facts. The timetable rows and the log stay in the file only: they are
# bookkeeping (db.UNAUDITED), the log's row images name the original's ids, and the
# original's announcements must not be posted twice.
_RESTORED: list[type[SQLModel]] = [m for m in _CHILDREN if m not in (ScheduledEvent, AuditLog)]


async def backup(tid: int) -> bytes:
    """Every table row of the tournament as JSON (`{"format", "version", "tables": {name:
    [row…]}}`)."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None:
            raise Refusal(f"没有赛事 #{tid}。")
        rounds = select(col(Round.id)).where(col(Round.tournament_id) == tid)
        tables_ = select(col(GameTable.id)).where(col(GameTable.round_id).in_(rounds))
        queries = {
            Role: select(Role).where(col(Role.tournament_id) == tid),
            Entry: select(Entry).where(col(Entry.tournament_id) == tid),
            Round: select(Round).where(col(Round.tournament_id) == tid),
            GameTable: select(GameTable).where(col(GameTable.round_id).in_(rounds)),
            Result: select(Result).where(col(Result.table_id).in_(tables_)),
            Report: select(Report).where(col(Report.table_id).in_(tables_)),
            Adjustment: select(Adjustment).where(col(Adjustment.tournament_id) == tid),
            Dispute: select(Dispute).where(col(Dispute.tournament_id) == tid),
            Checkin: select(Checkin).where(col(Checkin.tournament_id) == tid),
            ScheduledEvent: select(ScheduledEvent).where(col(ScheduledEvent.tournament_id) == tid),
            AuditLog: select(AuditLog).where(col(AuditLog.tournament_id) == tid),
        }
        data = {"tournament": [db.row_image(t)]}
        for model in _CHILDREN:
            table = table_of(model)
            rows = (await s.execute(queries[model].order_by(table.c.id))).scalars().all()
            data[table.name] = [db.row_image(r) for r in rows]
    document = {
        "format": BACKUP_FORMAT,
        "version": BACKUP_VERSION,
        "exported_at": utcnow().isoformat(),
        "tournament_id": tid,
        "tables": data,
    }
    return json.dumps(document, ensure_ascii=False, indent=1, default=str).encode()


def _values(model: type[SQLModel], image: dict, **changes: object) -> dict:
    """A backed-up row image as model fields: datetimes parsed, the id left for the database."""
    out = {}
    columns = table_of(model).columns
    for key, value in image.items():
        column = columns.get(key)
        if column is None or key == "id":
            continue
        if isinstance(column.type, UtcDateTime) and value is not None:
            value = datetime.fromisoformat(value)
        out[key] = value
    out.update(changes)
    return out


def read_backup(raw: bytes) -> dict:
    """The backup document, refused with a clear message when it is not one of ours."""
    try:
        document = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise Refusal("这不是棋赛的备份文件（应为 /导出 备份 得到的 .json 文件）。") from None
    if (
        not isinstance(document, dict)
        or document.get("format") != BACKUP_FORMAT
        or not document.get("tables", {}).get("tournament")
    ):
        raise Refusal("这不是棋赛的备份文件（应为 /导出 备份 得到的 .json 文件）。")
    if document.get("version") != BACKUP_VERSION:
        raise Refusal(
            f"备份文件的版本 {document.get('version')} 不受支持"
            f"（本机器人读第 {BACKUP_VERSION} 版）。"
        )
    return document


async def restore(actor: Actor, raw: bytes) -> Outcome:
    """`/导入`: a backup restored as a new tournament, every row renumbered, in one audited
    transaction (/撤销 takes it back whole, /删除赛事 removes it). Organisers of the backed-up
    tournament and superusers may restore. The timetable rows are not restored (the original's
    announcements must not be posted twice): /设置 dates again to schedule them."""
    document = read_backup(raw)
    data = document["tables"]
    original = data["tournament"][0]
    organisers = {r["user_id"] for r in data.get("role", []) if r["role"] == ORGANISER} | {
        original.get("created_by")
    }
    if not actor.superuser and actor.user_id not in organisers:
        raise Refusal("只有该赛事的组委或超级管理员可以导入它的备份。")
    async with db.unit(actor.user_id, "导入") as work:
        s = work.session
        t = Tournament(**_values(Tournament, original, deleted_at=None))
        s.add(t)
        await s.flush()
        work.tournament_id = t.id
        ids: dict[str, dict[int, int]] = {}

        async def copy(model, rows: list[dict], remap) -> None:
            made = []
            for image in rows:
                row = model(**_values(model, image, **remap(image)))
                s.add(row)
                made.append((image["id"], row))
            await s.flush()
            ids[model.__tablename__] = {old: row.id for old, row in made}

        entry = lambda old: ids["entry"][old]  # noqa: E731
        await copy(Role, data.get("role", []), lambda r: {"tournament_id": t.id})
        await copy(Entry, data.get("entry", []), lambda r: {"tournament_id": t.id})
        await copy(Round, data.get("round", []), lambda r: {"tournament_id": t.id})
        await copy(
            GameTable,
            data.get("gametable", []),
            lambda r: {
                "round_id": ids["round"][r["round_id"]],
                "seats": [entry(x) for x in r["seats"]],
                "absent": [entry(x) for x in r["absent"]],
            },
        )
        await copy(
            Result, data.get("result", []), lambda r: {"table_id": ids["gametable"][r["table_id"]]}
        )
        await copy(
            Report, data.get("report", []), lambda r: {"table_id": ids["gametable"][r["table_id"]]}
        )
        await copy(
            Adjustment,
            data.get("adjustment", []),
            lambda r: {"tournament_id": t.id, "entry_id": entry(r["entry_id"])},
        )
        await copy(
            Dispute,
            data.get("dispute", []),
            lambda r: {
                "tournament_id": t.id,
                "table_id": None if r["table_id"] is None else ids["gametable"][r["table_id"]],
            },
        )
        await copy(
            Checkin,
            data.get("checkin", []),
            lambda r: {"tournament_id": t.id, "entry_id": entry(r["entry_id"])},
        )
        count = sum(len(data.get(table_of(model).name, [])) for model in _RESTORED) + 1
        return owe(
            work,
            Outcome(
                f"已导入赛事 #{t.id}「{t.name}」"
                f"（原 #{document.get('tournament_id')}，{count} 行数据）。"
                "它绑定原来的群；待发的赛程提醒不会重发，需要时用 /设置 重新设定时间。"
                f"发送 /切换赛事 {t.id} 操作它；导入错了可以 /撤销。"
            ),
            actor,
        )
