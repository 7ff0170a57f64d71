"""The chat layer reads the series commands' series and tournament, /系列决赛's name, /绑定's and
/解绑's accounts, /等级分's game and /特别奖's award and player into typed arguments
(plugins/qisai/arguments.py); the services take no chat words to split. Bad words of these
commands (and /重排's) get one reply with what is wrong and the form, and change nothing."""

import pytest
from nonebug import App
from sqlalchemy import func, select

from engine.numbers import Ident
from engine.vocabulary import Game
from models import db
from models.tables import AuditLog
from services.common import PlayerRef, Refusal
from services.identity import Account
from services.series import EventArgs, Named
from services.series_final import FinalArgs
from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, talk

ADD_FORM = (
    "格式：/加入系列 <系列> <赛事>，系列写名称或 #编号，赛事写 #编号（见 /赛事列表），"
    "例如：/加入系列 #1 #3"
)
REMOVE_FORM = "格式：/移出系列 <系列> <赛事>，例如：/移出系列 #1 #3"
BIND_FORM = "格式：/绑定 <QQ号> <微信号或另一个QQ号>，例如 /绑定 12345678 wxid_abc123"
RATING_FORM = "/等级分 [棋种]（如 /等级分 象棋）· /等级分 填入（组委）"
AWARD_FORM = (
    "格式：/特别奖 <奖项> <选手>，如 /特别奖 道德风尚奖 12；再发一次取消；/特别奖 查看获奖名单"
)


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("", None),
        ("  ", None),
        ("#3", Named("#3", 3)),
        ("3", Named("3", 3)),
        ("＃３", Named("#3", 3)),  # full-width made ASCII
        ("春季积分", Named("春季积分", None)),
        ("2026 年度", Named("2026 年度", None)),  # a name with a space is no number
        ("#0", Named("#0", None)),  # no series or tournament has number 0
    ],
)
def test_a_series_or_tournament_is_named_by_number_or_name(typed, read):
    from plugins.qisai import arguments

    assert arguments.named(typed) == read


def test_the_last_word_is_the_tournament_the_words_before_it_the_series():
    from plugins.qisai import arguments

    assert arguments.series_event("2026年度积分 #3", ADD_FORM) == EventArgs(
        Named("2026年度积分"), Named("#3", 3)
    )
    assert arguments.series_event("春季 积分 周赛1", REMOVE_FORM) == EventArgs(
        Named("春季 积分"), Named("周赛1")
    )


@pytest.mark.parametrize("typed", ["", "#1", "  春季积分  "])
def test_one_word_or_none_shows_the_form(typed):
    from plugins.qisai import arguments
    from services import series

    # moved from tests/services/test_series.py: `/加入系列 #1` names no tournament
    with pytest.raises(Refusal) as refused:
        arguments.series_event(typed, series.ADD_FORM)
    assert refused.value.message == ADD_FORM
    with pytest.raises(Refusal) as refused:
        arguments.series_event(typed, series.REMOVE_FORM)
    assert refused.value.message == REMOVE_FORM


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("", FinalArgs()),
        ("#1", FinalArgs(Named("#1", 1))),
        ("#1 年度总决赛", FinalArgs(Named("#1", 1), "年度总决赛")),
        ("春季 年度 总决赛", FinalArgs(Named("春季"), "年度 总决赛")),
    ],
)
def test_the_finals_series_and_name(typed, read):
    from plugins.qisai import arguments

    assert arguments.final_args(typed) == read


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        ("12345678", "12345678"),
        ("@12345678", "12345678"),
        ("１２３４５６７８", "12345678"),  # full-width digits
        ("12345", "12345"),  # 5 digits: the shortest QQ number
        ("1234", None),
        ("1234567890123", None),  # 13 digits: longer than any QQ number
        ("wxid_abc123", "wxid_abc123"),
        ("abc", "abc"),  # a WeChat id of 3 characters
        ("wx", None),
        ("甲", None),  # not ASCII
        ("wx id", None),
    ],
)
def test_an_account_is_a_qq_number_or_a_wechat_id(typed, value):
    from plugins.qisai import arguments

    assert arguments.account(typed) == Account(typed, value)


@pytest.mark.parametrize("typed", ["", "12345678", "12345678 wxid_abc extra"])
def test_binding_needs_exactly_two_accounts(typed):
    from plugins.qisai import arguments

    with pytest.raises(Refusal) as refused:
        arguments.bind_args(typed)
    assert refused.value.message == BIND_FORM
    assert arguments.bind_args("12345678 wxid_abc") == (
        Account("12345678", "12345678"),
        Account("wxid_abc", "wxid_abc"),
    )


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("", None),
        ("象棋", Game.XIANGQI),
        ("xiangqi", Game.XIANGQI),
        ("围棋", Game.GO),
        ("军棋", Game.JUNQI4),  # 军棋 in a club is the four-player 四国军棋
        (" 国际象棋 ", Game.CHESS),
    ],
)
def test_the_rating_lists_game(typed, read):
    from plugins.qisai import arguments

    assert arguments.game_kind(typed) == read


def test_an_unknown_game_or_a_second_word_shows_the_games_and_the_form():
    from plugins.qisai import arguments

    with pytest.raises(Refusal) as refused:
        arguments.game_kind("乒乓")
    assert refused.value.message == (
        f"不认识棋种“乒乓”（可写：四国军棋、围棋、揭棋、象棋、国际象棋）。{RATING_FORM}"
    )
    with pytest.raises(Refusal) as refused:
        arguments.game_kind("象棋 围棋")
    assert refused.value.message == f"只能写一个棋种，多写了“围棋”。{RATING_FORM}"


def test_an_award_and_its_player():
    from plugins.qisai import arguments

    assert arguments.award("道德风尚奖 12") == ("道德风尚奖", PlayerRef("12", Ident(12, "12")))
    assert arguments.award("道德风尚奖") == ("道德风尚奖", None)
    with pytest.raises(Refusal) as refused:
        arguments.award("道德风尚奖 12 13")
    assert refused.value.message == f"多写了“13”。{AWARD_FORM}"


async def _audit_rows() -> int:
    async with db.session() as s:
        return (await s.execute(select(func.count()).select_from(AuditLog))).scalar_one()


async def test_bad_words_are_refused_with_the_form_and_change_nothing(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin 周赛"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/新建系列 春季积分"), Says("已新建系列 #1 春季积分"))
    before = await _audit_rows()
    for message, reply in [
        (
            "/新建系列 #2",  # would read as series 2
            "系列名称不能只写编号（“#2”会和系列编号混淆），请写一个名称。格式：/新建系列 <名称>",
        ),
        ("/新建系列 秋季积分\n（说明）", "系列名称只能写一行，请不要换行。格式：/新建系列 <名称>"),
        ("/加入系列 #1", ADD_FORM),
        ("/移出系列 春季积分", REMOVE_FORM),
        (
            "/加入系列 秋季 #1",
            f"本群没有系列“秋季”。本群的系列：#1 春季积分。{ADD_FORM}",
        ),
        (
            "/系列排名 秋季",
            "本群没有系列“秋季”。本群的系列：#1 春季积分。格式：/系列排名 [系列] [文字|表格]",
        ),
        (
            "/系列 规则 文字 秋季",
            "本群没有系列“秋季”。本群的系列：#1 春季积分。格式：/系列 规则 [系列]",
        ),
        (
            "/系列决赛 秋季 年度总决赛",
            "本群没有系列“秋季”。本群的系列：#1 春季积分。格式：/系列决赛 [系列] [名称]",
        ),
        ("/等级分 象棋 围棋", f"只能写一个棋种，多写了“围棋”。{RATING_FORM}"),
        ("/等级分 填入 全部", f"“/等级分 填入”后面不用写别的，多写了“全部”。{RATING_FORM}"),
        ("/绑定 12345678", BIND_FORM),
        ("/解绑 wxid_abc extra", "格式：/解绑 <微信号或QQ号>"),
        ("/重排 确认", "/重排 不用写“确认”，直接发送即可。格式：/重排 [组别]"),
        ("/特别奖 道德风尚奖 1 2", f"多写了“2”。{AWARD_FORM}"),
    ]:
        await talk(app, group_event(SUPERUSER, message), Says(reply))
    assert await _audit_rows() == before
