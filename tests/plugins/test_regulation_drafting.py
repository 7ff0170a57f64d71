"""`/新建赛事 规程 [名称]` in chat: the regulation's text in the next message (or on the
command's next lines, or as a .txt file) drafts a new tournament bound to the group; the reply
names its #N and shows each value with its words; the JSON adds sources and unread."""

import base64
from pathlib import Path

import pytest
from nonebug import App

from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, make_bot, private_event, talk

SEEDS = Path(__file__).parent.parent / "engine" / "regulation_texts"

# a small club regulation: 积分编排 5 rounds, 胜2 和1 负0, a deadline, round 1's time
CLUB = (
    "2026年春季象棋公开赛竞赛规程\n"
    "一、比赛采用积分编排制，共赛5轮。\n"
    "二、胜一局得2分，和一局得1分，负一局得0分。\n"
    "三、报名截止时间：12月20日18:00。\n"
    "四、第一轮：12月26日下午2点。\n"
    "五、名次区分：积分、对手分、累进分、后胜局、抽签。\n"
)


@pytest.fixture(autouse=True)
def _nothing_awaited():
    from plugins.qisai import regulation_drafting

    regulation_drafting._awaiting.clear()
    yield
    regulation_drafting._awaiting.clear()


async def test_text_in_the_next_message(app: App, now):
    from tests.plugins.test_api import client

    await talk(app, group_event(SUPERUSER, "/新建赛事 规程"), Says("10 分钟内", "竞赛规程"))
    # 二 胜一局得2分 …; 四 第一轮 12月26日下午2点 (the regulation's own year, 2026; 14:00)
    await talk(
        app,
        group_event(SUPERUSER, CLUB),
        Says(
            "已按竞赛规程起草赛事 #1「2026年春季象棋公开赛」",
            "积分：胜 2 和 1 负 0 「依据：“二、胜一局得2分，和一局得1分，负一局得0分。”」",
            "2026-12-26 14:00",
        ),
    )
    async with client() as http:
        answer = (await http.get("/api/tournaments/1/regulation")).json()
    assert answer["stages"][0]["rounds"] == 5
    assert answer["round_starts"][0] == "2026-12-26T14:00"
    assert answer["signup_deadline"] == "2026-12-20T18:00"
    assert answer["sources"]["rounds"] == "一、比赛采用积分编排制，共赛5轮。"
    # 对手分、累进分、后胜局、抽签 after the points (后胜局: wins with the second seat)
    assert answer["tiebreaks"] == ["积分", "对手分", "累进分", "后胜局", "抽签"]
    assert isinstance(answer["unread"], list)
    # the wait is over: the next message is an ordinary one (no reply)
    await talk(app, group_event(SUPERUSER, "大家好"))


async def test_a_regulation_in_two_messages(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 规程"), Says("10 分钟内"))
    first, second = CLUB.split("四、")
    await talk(app, group_event(SUPERUSER, first), Says("已按竞赛规程起草赛事 #1"))
    # a remark in the chat is no part of the regulation: no reply
    await talk(app, group_event(SUPERUSER, "好的"))
    # 四、第一轮：12月26日下午2点 in the second message: drafted again into #1
    await talk(
        app,
        group_event(SUPERUSER, "四、" + second),
        Says("已并入，重新起草赛事 #1", "2026-12-26 14:00"),
    )


async def test_text_on_the_commands_lines(app: App, now):
    await talk(
        app,
        group_event(SUPERUSER, "/新建赛事 规程 周末赛\n" + CLUB),
        Says("已按竞赛规程起草赛事 #1「周末赛」", "赛制：积分编排"),
    )


async def test_no_regulation_refused_then_a_txt_file(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 规程"), Says("10 分钟内"))
    await talk(app, group_event(SUPERUSER, "今晚八点开会"), Says("没有读到比赛的规定"))
    data = (SEEDS / "seed_002.txt").read_bytes()
    segment = {"type": "file", "data": {"file": "规程.txt", "file_id": "/d1"}}
    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), private_event(SUPERUSER, [segment]))
        ctx.should_call_api(
            "get_file",
            {"file_id": "/d1", "file": "规程.txt"},
            {"base64": base64.b64encode(data).decode()},
        )
        # the draft of a whole regulation is long: one forward (merged) message in the group
        ctx.should_call_api(
            "send_group_forward_msg",
            ForwardSays(20001, "已按竞赛规程起草赛事 #1", "围棋", "依据"),
            {"message_id": 1},
        )


class ForwardSays:
    """A forward message to ``group`` whose nodes' text holds every fragment."""

    def __init__(self, group: int, *fragments: str) -> None:
        self.group, self.fragments = group, fragments

    def __eq__(self, data: object) -> bool:
        if not isinstance(data, dict):
            return False
        text = "\n".join(str(node["data"]["content"]) for node in data["messages"])
        return data["group_id"] == self.group and all(f in text for f in self.fragments)

    def __ne__(self, data: object) -> bool:
        return not self.__eq__(data)

    def __repr__(self) -> str:
        return f"ForwardSays({self.group}, {', '.join(map(repr, self.fragments))})"


async def test_cancel_drops_the_wait(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 规程"), Says("10 分钟内"))
    await talk(app, group_event(SUPERUSER, "/规程 取消"), Says("已取消"))
    await talk(app, group_event(SUPERUSER, CLUB))


async def test_once_open_for_sign_up_the_draft_takes_no_more_text(app: App, now):
    """Within the 10 minutes after a draft, the organiser's sign-up line is a sign-up, not
    more regulation; and once the draft is gone (deleted) a further part is refused once and
    the wait ends: the next such message is an ordinary one."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 规程"), Says("10 分钟内"))
    await talk(app, group_event(SUPERUSER, CLUB), Says("已按竞赛规程起草赛事 #1"))
    line = "报名 【粤】棋手甲 20000001 出生 2008-05-01 段位 5段"
    await talk(app, group_event(SUPERUSER, line), Says("报名", absent=("起草", "并入")))
    await talk(app, group_event(SUPERUSER, "/删除赛事 1"), Says("已删除"))
    more = "六、比赛用时：每方30分钟包干，迟到15分钟判负。第五轮结束后颁奖。"
    await talk(app, group_event(SUPERUSER, more), Says("已不是草稿"))
    await talk(app, group_event(SUPERUSER, more))  # the wait is over: no reply


async def test_a_draft_open_for_sign_up_takes_no_more_text(app: App, now):
    """Opening sign-up ends the drafting: a further part would change a regulation players
    sign up under."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 规程"), Says("10 分钟内"))
    await talk(app, group_event(SUPERUSER, CLUB), Says("已按竞赛规程起草赛事 #1"))
    await talk(app, group_event(SUPERUSER, "/开放报名"), Says("开放报名"))
    more = "六、比赛用时：每方30分钟包干，迟到15分钟判负。第五轮结束后颁奖。"
    await talk(app, group_event(SUPERUSER, more), Says("已不是草稿"))
