"""One vocabulary: every status and ledger kind the models hold has one label, and chat, the JSON
API and the /t/ page show the same one."""

import re
from pathlib import Path

import httpx
import nonebot

from engine import standings as ranking
from engine.vocabulary import EntryStatus, LedgerKind, Mark, ResultWord
from services import closing, ledger, play, rankings, signup
from services.common import PlayerRef
from services.ledger import LedgerArgs

from ..services.test_fourplayer_flow import ORG, R1, player, set_cut, setup_field

MODELS = Path(__file__).resolve().parents[2] / "models" / "tables.py"


def _listed(comment_of: str) -> set[str]:
    """The values a model's comment lists (`# pending | active | …`) above or beside a column."""
    text = MODELS.read_text(encoding="utf-8")
    found = re.search(comment_of, text)
    assert found, comment_of
    return {word.strip() for word in found[1].split("|")}


def test_every_status_and_kind_the_models_hold_has_one_label():
    statuses = _listed(r"#\s*(pending \|[^\n]*)\n\s*status: str")
    assert statuses <= set(EntryStatus)
    kinds = _listed(r"kind: str\s*#\s*(penalty \|[^\n]*)")
    assert kinds == set(LedgerKind)
    standings_statuses = {
        ranking.ACTIVE,
        ranking.ELIMINATED,
        ranking.SUBSTITUTE,
        ranking.WITHDRAWN,
        ranking.DISQUALIFIED,
    }
    assert standings_statuses <= set(EntryStatus)
    for enum in (EntryStatus, LedgerKind, Mark, ResultWord):
        labels = [m.label for m in enum]
        assert all(labels) and len(set(labels)) == len(labels), enum
    assert (
        EntryStatus.label_of("withdrawn") == "已退赛"
        and EntryStatus.label_of("unknown") == "unknown"
    )
    assert [m.value for m in (Mark.WIN, Mark.DRAW, Mark.LOSS)] == ["W", "D", "L"]


def _page_status(page: str, seq: int) -> str:
    """The 状态 cell of a player's row on the /t/ page."""
    rows = [
        re.findall(r"<td[^>]*>(.*?)</td>", r)
        for r in re.findall(r"<tr class=[\"'][a-z ]*[\"']>(.*?)</tr>", page)
    ]
    return next(cells for cells in rows if len(cells) > 2 and cells[1] == str(seq))[-2]


async def test_chat_api_and_page_show_the_same_status_labels():
    await setup_field()
    await set_cut(1, 4)
    await play.seat_next_round(ORG, R1)
    await play.enter_result(ORG, "1", "胜和负", R1)
    await ledger.adjust(
        ORG, LedgerKind.PENALTY, PlayerRef.seq(2), LedgerArgs("骂人"), R1
    )  # disqualified
    await closing.close_round(ORG, R1, confirm=True)
    await signup.withdraw(player(8), R1)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=nonebot.get_app()), base_url="http://bot"
    ) as http:
        rows = (await http.get("/api/tournaments/1/standings")).json()["rows"]
        players = {
            p["seq"]: p["status"] for p in (await http.get("/api/tournaments/1/players")).json()
        }
        page = (await http.get("/t/1")).text
    chat = (await rankings.ranking(ORG, None)).text
    seen = {r["status"] for r in rows}
    assert {"active", "substitute", "withdrawn", "disqualified"} <= seen
    for r in rows:
        label = EntryStatus(r["status"]).label
        assert _page_status(page, r["seq"]) == label
        line = next(x for x in chat.splitlines() if f"({r['seq']})" in x)
        if r["status"] == "active":
            assert not line.endswith(tuple(m.label for m in EntryStatus)), line
        else:
            assert line.endswith(" " + label), line
    assert players[2] == "disqualified" and players[8] == "withdrawn"
    for seq in (1, 8):
        assert f"状态：{EntryStatus(players[seq]).label}" in (await rankings.mine(player(seq))).text
    mine = (await rankings.mine(player(2))).text
    assert f"状态：{EntryStatus.DISQUALIFIED.label}" in mine
    for kind in (LedgerKind.PENALTY, LedgerKind.DISQUALIFICATION):
        assert f"第1轮 {kind.label}" in page and f"第1轮 {kind.label}" in mine
