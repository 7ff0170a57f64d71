"""Every setting of INTERFACE.md is honoured as a plain environment variable (no .env at all).

The module's bot (tests/e2e/conftest.py) already takes DATABASE_URL, SUPERUSERS,
ONEBOT_ACCESS_TOKEN and API_TOKEN from the environment; this bot adds TOURNAMENT_TIMEZONE.
"""

import re

import pytest

from tests.e2e.peer import GROUP, SUPERUSER, OneBotPeer


@pytest.fixture(scope="module")
async def bot(database_url, launch):
    async with launch(database_url, TOURNAMENT_TIMEZONE="Europe/London") as process:
        yield process


async def test_zone_and_tokens_come_from_the_environment(bot):
    async with OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as peer:
        await peer.group_message(GROUP, SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023")
        reply = await peer.wait_for(lambda m: m.kind == "group" and re.search(r"#\d+", m.text))
        tid = int(re.search(r"#(\d+)", reply.text).group(1))
        # the preset's dates have passed: the new tournament's dates are written in the
        # deployment's zone
        await peer.group_message(GROUP, SUPERUSER, "/设置 第1轮 2031-12-12 20:00")
        await peer.expect_reply(GROUP, "已设置")
        async with bot.http() as api:
            detail = (await api.get(f"/api/tournaments/{tid}")).json()
    assert detail["timezone"] == "Europe/London"
    # 20:00 in London in December is 20:00 UTC
    assert detail["rounds"][0]["starts_at"] == "2031-12-12T20:00:00+00:00"
