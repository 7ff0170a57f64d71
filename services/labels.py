"""Chinese words for the fields of the JSON API's dicts, shared by every output
(chat images, the web page, the spreadsheets), so that they all say the same."""

from engine import tiebreaks
from engine.vocabulary import EntryStatus, LedgerKind

# a player's status as people read it: the one vocabulary of chat, API and page
STATUS = {s.value: s.label for s in EntryStatus}
# once the tournament is over, the players still in are simply ranked
FINAL_STATUS = {**STATUS, EntryStatus.ACTIVE.value: "完赛"}
PLAYER_STATUS = STATUS
LEDGER = {k.value: k.label for k in LedgerKind}
ROUND_STATUS = {"pending": "未开始", "seated": "进行中", "closed": "已结束"}
TOURNAMENT_STATUS = {
    "draft": "筹备中",
    "signup": "报名中",
    "running": "进行中",
    "finished": "已结束",
}


def status_word(status: str, finished: bool = False) -> str:
    """A standings status in Chinese (`active` reads 在赛, or 完赛 after the last round)."""
    return (FINAL_STATUS if finished else STATUS).get(status, status)


def tiebreak_label(key: str) -> str:
    """The Chinese name of a tiebreak key (`opponents_score` → 对手分), from the one registry
    of every format's tiebreaks (engine/tiebreaks); a key it lacks as given."""
    return tiebreaks.label(key)


def tiebreak_text(value) -> str:
    """A tiebreak value as text: exact decimals as given, a list joined by `/`."""
    if value is None:
        return "-"
    if isinstance(value, list):
        return "/".join("-" if v is None else str(v) for v in value)
    if isinstance(value, bool):
        return "是" if value else "否"
    return str(value)


def tiebreak_keys(rows: list[dict]) -> list[str]:
    """Every tiebreak key of the rows, in the order of first appearance."""
    keys: dict[str, None] = {}
    for row in rows:
        for key in row.get("tiebreaks", {}):
            keys.setdefault(key)
    return list(keys)


def deciding_key(row: dict, keys: list[str]) -> str | None:
    """Which of `keys` separated the row from the one above when their totals were equal: the
    tiebreak of the row's `reason` (the standings' value of its explanation
    `加权总分相同，报名序号 5 < 8`: `signup_order`, level on `weighted_total`); None when no
    tiebreak did (the totals differ, a tie, the first row, a row no tiebreak placed)."""
    reason = row.get("reason") or {}
    key = reason.get("key") if reason.get("level_on") else None
    return key if key in keys else None


def ledger_text(row: dict) -> str:
    """A row's ledger lines: `第1轮 扣分 -5 说棋；第1轮 补分 4 对手消极比赛`."""
    return "；".join(
        (
            f"第{x['round']}轮 {LEDGER.get(x['kind'], x['kind'])} {x['points']} "
            f"{x.get('reason') or ''}"
        ).rstrip()
        for x in row.get("ledger", [])
    )


def player_name(row: dict) -> str:
    """`【家族】昵称` of a row that has `name` and maybe `family`."""
    family = f"【{row['family']}】" if row.get("family") else ""
    return f"{family}{row['name']}"


def bracket_lines(bracket: dict, names: dict[int, str]) -> list[str]:
    """A bracket or ladder (the JSON standings' `bracket`) as chat lines, one per tie:
    `第1轮：棋手1(1) 胜和胜胜 棋手8(8)（7:1），棋手1(1) 胜`; `未赛` while unplayed. A seat the
    bracket names itself (`names`: a team knockout's teams) shows that name."""
    names = {**names, **{int(k): str(v) for k, v in (bracket.get("names") or {}).items()}}

    def who(seq, tie) -> str:
        if seq is None:
            return "轮空" if tie.get("winner") is not None else "待定"
        return f"{names.get(seq, '?')}({seq})"

    lines = [f"{bracket.get('title') or '对阵图'}："]
    for stage in bracket.get("stages", []):
        for tie in stage.get("ties", []):
            a, b = (list(tie.get("seats") or []) + [None, None])[:2]
            head = " ".join(x for x in (stage.get("name", ""), tie.get("label") or "") if x)
            if tie.get("result") is not None:
                score = f"（{tie['score']}）" if tie.get("score") else ""
                won = f"，{who(tie['winner'], tie)} 胜" if tie.get("winner") is not None else ""
                lines.append(f"{head}：{who(a, tie)} {tie['result']} {who(b, tie)}{score}{won}")
            elif tie.get("winner") is not None:
                lines.append(f"{head}：{who(tie['winner'], tie)} 轮空晋级")
            else:
                lines.append(f"{head}：{who(a, tie)} — {who(b, tie)} 未赛")
    return lines
