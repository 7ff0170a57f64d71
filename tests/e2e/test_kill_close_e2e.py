"""`kill -9` of the real bot.py while a round closes (`/结束本轮 确认`), at random moments.

After the restart the round is either closed as a whole — its silent table drawn, the
closing reply and the standings post delivered once (a repeat only from the one message in
flight at the kill) — or not closed at all, nothing said about it, and closing it again
works. The test runs its own bot on a fresh database of the module's kind.
"""

import asyncio
import random

from tests.e2e.peer import GROUP, SUPERUSER, SentMessage
from tests.e2e.test_kill_results_e2e import Harness, eventually, round_json, seated_round


async def test_kill_9_during_a_round_close_closes_it_wholly_or_not_at_all(launch, fresh_url):
    """Three rounds: tables 1-3 entered, table 4 silent, `/结束本轮 确认` and a kill at a random
    moment. After the restart the round is either closed — table 4 drawn (000 §八.11: 和和和)
    and the closing reply and the standings post each delivered once — or untouched (table 4
    without a result, nothing said about a close), and closing it again works."""
    rng = random.Random(1502)
    async with Harness(launch(fresh_url, LOG_LEVEL="WARNING")) as h:
        tid = await seated_round(h)
        closed_by_the_killed = 0
        for number in (1, 2, 3):
            if number > 1:
                await h.say(SUPERUSER, "/编排", f"第{number}轮已编排：4 桌，16 人")
            for n in (1, 2, 3):
                await h.say(SUPERUSER, f"/录入 {n} 胜和负", "裁判录入")
            start = len(h.messages())
            kills_before = h.kills
            await h.peer.group_message(GROUP, SUPERUSER, "/结束本轮 确认", role="owner")
            await asyncio.sleep(rng.uniform(0, 0.3))  # the close takes about 0.1 s here
            await h.kill_and_restart()

            def posts() -> tuple[list[SentMessage], list[SentMessage]]:
                said = h.messages()[start:]
                return (
                    [m for m in said if f"第{number}轮已结束" in m.text],
                    [m for m in said if f"晋级第{number + 1}轮的 16 位选手" in m.text],
                )

            state = await round_json(h, tid, number)
            table_4 = state["tables"][3]["result"]
            if state["status"] == "closed":
                closed_by_the_killed += 1
                # wholly applied: the silent table drawn, 3 a game (§八.11)
                assert table_4 == "和和和", state

                # its posts come after the restart if they had not gone out before the kill
                async def delivered() -> str | None:
                    replies, standings = posts()
                    return (
                        None
                        if replies and standings
                        else (
                            f"after the restart: {len(replies)} replies, "
                            f"{len(standings)} standings posts"
                        )
                    )

                await eventually(delivered)
            else:
                # not applied at all, and nothing was said about a close that did not commit
                assert table_4 is None and state["status"] == "seated", state
                assert posts() == ([], []), posts()
                reply = await h.say(SUPERUSER, "/结束本轮 确认", f"第{number}轮已结束")
                assert "没有结果的桌按规程判和" in reply
                await h.peer.expect_reply(GROUP, f"晋级第{number + 1}轮的 16 位选手", timeout=20)
                assert (await round_json(h, tid, number))["tables"][3]["result"] == "和和和"
            await asyncio.sleep(1.5)  # a repeat would have come by now
            replies, standings = posts()
            repeats = len(replies) - 1 + len(standings) - 1
            assert (
                len(replies) >= 1 and len(standings) >= 1 and repeats <= h.kills - kills_before
            ), [m.text[:60] for m in replies + standings]
            assert (await round_json(h, tid, number))["status"] == "closed"
        assert h.kills == 3
