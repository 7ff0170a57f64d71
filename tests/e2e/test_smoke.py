"""Smoke test of the real bot.py over a real OneBot v11 reverse WebSocket and its JSON API."""

import re

import pytest
from websockets.exceptions import InvalidStatus

from tests.e2e.peer import GROUP, SUPERUSER, OneBotPeer

STRANGER = 30003  # a plain group member: neither superuser nor organiser

# preset -> (format, round numbers its regulation lists, whether that list is the whole timetable)
PRESETS = {
    # seed 000: R1–R4 plus the final rounds R5+R6 (weights 0.2 … 1.0, 1.0: six rounds)
    "xiaomanyao-junqi-2023": ("four_player_elimination", set(range(1, 7)), True),
    # seed 002: Swiss, 8 rounds per division
    "shenzhen-go-2023": ("swiss", set(range(1, 9)), True),
    # seed 003: 7 group rounds, then the knockout stages after them
    "pingshan-jieqi-2019": ("group_swiss_knockout", set(range(1, 8)), False),
    # seed 004: a round is a bout, 7–13 of them depending on results
    "chuanyu-xiangqi-arena-2021": ("team_arena", set(), False),
    # no seed: a club round robin, a weekly timetable for the planned 8 players (7 rounds)
    "round-robin": ("round_robin", set(range(1, 8)), True),
    # no seed: a knockout of 16 positions, 16进8 … 决赛
    "knockout": ("knockout", set(range(1, 5)), True),
}


async def _tournament_ids(api) -> list[int]:
    response = await api.get("/api/tournaments")
    assert response.status_code == 200, response.text
    return [t["id"] for t in response.json()]


async def test_help_lists_the_organiser_commands(peer):
    await peer.group_message(GROUP, SUPERUSER, "/帮助", role="owner")
    await peer.expect_reply(GROUP, "新建赛事")


async def test_help_by_private_message(peer):
    await peer.private_message(SUPERUSER, "/帮助")
    await peer.expect_private(SUPERUSER, "帮助")


@pytest.mark.parametrize("preset", PRESETS)
async def test_create_tournament_from_each_preset(peer, api, preset):
    fmt, round_numbers, whole_timetable = PRESETS[preset]
    before = await _tournament_ids(api)

    await peer.group_message(GROUP, SUPERUSER, f"/新建赛事 {preset}", role="owner")
    reply = await peer.wait_for(
        lambda m: m.kind == "group" and m.target == GROUP and re.search(r"#\d+", m.text)
    )
    tid = int(re.search(r"#(\d+)", reply.text).group(1))
    assert tid not in before

    listed = (await api.get("/api/tournaments")).json()
    assert len(listed) == len(before) + 1
    (entry,) = [t for t in listed if t["id"] == tid]
    assert entry["preset"] == preset
    assert entry["format"] == fmt
    assert set(entry) >= {"id", "name", "preset", "format", "status"}

    response = await api.get(f"/api/tournaments/{tid}")
    assert response.status_code == 200, response.text
    detail = response.json()
    assert detail["id"] == tid and detail["preset"] == preset and detail["format"] == fmt
    rounds = detail["rounds"]
    assert all(set(r) >= {"number", "status", "starts_at"} for r in rounds)
    numbers = {r["number"] for r in rounds}
    assert numbers == round_numbers if whole_timetable else numbers >= round_numbers
    # every preset's dates lie in the past: a template only, no timetable until /设置
    assert all(r["starts_at"] is None for r in rounds)


async def test_stranger_may_not_create_a_tournament(peer, api):
    before = await _tournament_ids(api)
    await peer.group_message(GROUP, STRANGER, "/新建赛事 shenzhen-go-2023", role="member")
    reply = await peer.expect_reply(GROUP, "只有")
    assert not re.search(r"#\d+", reply.text)
    assert await _tournament_ids(api) == before


@pytest.mark.parametrize(
    "sender_extra",
    [
        {"level": 0},  # NapCat: a number, which the v11 Sender model (level: str) rejects
        {"level": "0"},
        {"card": None},  # NapCat: no group card
    ],
    ids=["level-int", "level-str", "card-null"],
)
async def test_napcat_sender_shapes_reach_the_bot(peer, sender_extra):
    await peer.group_message(GROUP, STRANGER, "/帮助", sender_extra=sender_extra)
    await peer.expect_reply(GROUP, "帮助")


async def test_wrong_access_token_is_refused(bot):
    intruder = OneBotPeer(bot.ws_url, self_id=3_889_000_099, token="wrong")
    with pytest.raises(InvalidStatus):
        await intruder.connect(timeout=0.2)


async def test_a_text_segment_without_text_is_not_dropped(peer):
    # seen from OneBot implementations: a text segment whose data has no "text" (or no data);
    # the adapter's at-me check used to raise on it and the whole event was lost
    await peer.group_message(
        GROUP,
        STRANGER,
        [
            {"type": "text", "data": {}},
            {"type": "text"},
            {"type": "text", "data": {"text": "/帮助"}},
        ],
    )
    await peer.expect_reply(GROUP, "帮助")


async def test_numbers_past_the_database_integer_are_404(api):
    huge = "99999999999999999999"
    for path in (
        f"/api/tournaments/{huge}",
        f"/api/tournaments/{huge}/players",
        f"/api/tournaments/{huge}/standings",
        f"/t/{huge}",
    ):
        assert (await api.get(path)).status_code == 404, path
