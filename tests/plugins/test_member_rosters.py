"""Members rosters (plugins/qisai/members.py): the first membership question about a group loads
its member list in one call; later sign-ups are checked against it without a platform call; the
platform's notices keep it current; a card the roster holds wrong is asked again live."""

import time

import pytest
from nonebot.adapters.onebot.v11 import ActionFailed, Adapter
from nonebug import App

from tests.utils import GROUP, SELF_ID, Api, Says, group_event, member, posts, talk

from .test_signup_commands import JUNQI, entries, open_tournament

CARD_RULE = "群名片格式 【{family}】{nick}"


def listed(qq: str, card: str) -> dict:
    return {
        "group_id": int(GROUP),
        "user_id": int(qq),
        "card": card,
        "nickname": f"n{qq}",
        "role": "member",
    }


def notice(kind: str, qq: str, **extra):
    return Adapter.json_to_event(
        {
            "time": int(time.time()),
            "self_id": int(SELF_ID),
            "post_type": "notice",
            "notice_type": kind,
            "group_id": int(GROUP),
            "user_id": int(qq),
            **extra,
        }
    )


async def receive(app: App, event) -> None:
    """A notice reaches the bot; it calls nothing and says nothing."""
    from tests.utils import make_bot

    async with app.test_matcher() as ctx:
        ctx.receive_event(make_bot(ctx), event)


@pytest.fixture
def rosters(monkeypatch):
    from plugins.qisai import members

    forget = members.forget
    monkeypatch.setattr(members, "ROSTERS", True)
    forget()
    # each scripted exchange connects and disconnects its bot; the rosters outlive that here
    # (a real disconnection drops them: what happened meanwhile was not noticed)
    monkeypatch.setattr(members, "forget", lambda bot_id=None: None)
    yield members
    forget()


async def test_one_list_call_then_the_roster_answers(app: App, now, rosters):
    await open_tournament(app, JUNQI, "审核 关", CARD_RULE)
    roster = [
        listed("346631485", "【粤】恋恋"),
        listed("22334455", "【川】小雨"),
        listed("12345678", "阿明"),
        listed("98765432", "【苏】大江"),
    ]
    # the first sign-up loads the whole group in one call
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        Api("get_group_member_list", {"group_id": int(GROUP), "no_cache": True}, roster),
        posts(GROUP, "报名序号 1"),
    )
    # the next one is answered from the roster: no platform call at all
    await talk(app, group_event("22334455", "报名 【川】小雨 22334455"), posts(GROUP, "报名序号 2"))
    # the roster holds an old card: asked again live, where it now reads right
    await talk(
        app,
        group_event("12345678", "报名 【京】阿明 12345678"),
        member(GROUP, "12345678", card="【京】阿明"),
        posts(GROUP, "报名序号 3"),
    )
    # a member who left (the notice came) is asked live, and refused when the platform says so
    await receive(app, notice("group_decrease", "98765432", sub_type="leave", operator_id=98765432))
    await talk(
        app,
        group_event("98765432", "报名 【苏】大江 98765432"),
        member(GROUP, "98765432", exception=ActionFailed(retcode=100, message="群成员不存在")),
        Api("get_group_info", {"group_id": int(GROUP)}, {"group_name": "棋友会"}),
        Says("不在比赛群「棋友会」"),
    )
    # someone who joined after the list was loaded is asked live
    await talk(
        app,
        group_event("55667788", "报名 【闽】海风 55667788"),
        member(GROUP, "55667788", card="【闽】海风"),
        posts(GROUP, "报名序号 4"),
    )
    assert [e.user_id for e in await entries()] == ["346631485", "22334455", "12345678", "55667788"]


async def test_a_card_change_notice_updates_the_roster(app: App, now, rosters):
    await open_tournament(app, JUNQI, "审核 关", CARD_RULE)
    roster = [listed("346631485", "【粤】恋恋"), listed("22334455", "小雨")]
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        Api("get_group_member_list", {"group_id": int(GROUP), "no_cache": True}, roster),
        posts(GROUP, "报名序号 1"),
    )
    # NapCat reports the new card; the sign-up then needs no call
    await receive(app, notice("group_card", "22334455", card_new="【川】小雨", card_old="小雨"))
    await talk(app, group_event("22334455", "报名 【川】小雨 22334455"), posts(GROUP, "报名序号 2"))


async def test_without_a_member_list_each_question_is_asked_live(app: App, now, rosters):
    await open_tournament(app, JUNQI, "审核 关")
    await talk(
        app,
        group_event("346631485", "报名 【粤】恋恋 346631485"),
        Api(
            "get_group_member_list",
            {"group_id": int(GROUP), "no_cache": True},
            None,
            exception=ActionFailed(retcode=102),
        ),
        member(GROUP, "346631485"),
        posts(GROUP, "报名序号 1"),
    )


def test_known_answers_at_once_from_a_current_roster_only(rosters, monkeypatch):
    """What sign-ups admitted in groups rely on: `known` never calls the platform, and says
    nothing (None) unless a current roster holds the QQ; with rosters off it is absent."""

    class Bot:
        self_id = SELF_ID

    directory = rosters.BotMembers(Bot())
    assert directory.known(GROUP, "346631485") is None  # nothing loaded yet
    rosters._rosters[(SELF_ID, GROUP)] = rosters._Roster(
        {"346631485": {"card": "【粤】恋恋", "nickname": "n", "role": "member"}}, time.monotonic()
    )
    assert directory.known(GROUP, "346631485") == {
        "card": "【粤】恋恋",
        "nickname": "n",
        "role": "member",
        "from_roster": True,
    }
    assert directory.known(GROUP, "22334455") is None  # a QQ the roster lacks: asked live instead
    assert directory.known("99999", "346631485") is None  # another group
    rosters._rosters[
        (SELF_ID, GROUP)
    ].loaded_at -= rosters.ROSTER_SECONDS  # too old: reloaded first
    assert directory.known(GROUP, "346631485") is None
    monkeypatch.setattr(rosters, "ROSTERS", False)
    assert directory.known is None
