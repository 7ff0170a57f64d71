"""The chat layer reads /撤销's record, /切换赛事's and /删除赛事's tournament, /设置's item and
value, /弃权's game, a format command's words, a player named by number or @mention and /审核's
words into typed arguments (plugins/qisai/arguments.py); the services take no chat text."""

from datetime import datetime

import pytest
from nonebug import App

from engine.formats.four_player import DisconnectWords
from engine.numbers import MAX_ID, Ident
from engine.regulation import ROUND_ITEM, Capacity, Setting
from services.common import PlayerRef, Refusal
from services.referee import FormatArgs, GameNamed
from services.review import Decision, ReviewArgs
from tests.conftest import SUPERUSER
from tests.utils import Says, group_event, talk

UNDO_FORM = (
    "格式：/撤销 撤销自己的上一次改动；/撤销 #记录号 撤销 /日志 里的某条记录，例如 /撤销 #12"
)
SWITCH_FORM = "请写赛事编号，例如：/切换赛事 2（编号见 /赛事列表）"
DELETE_FORM = "请写赛事编号，例如：/删除赛事 2（编号见 /赛事列表）。删除后可用 /撤销 恢复。"
NINES = "9" * 5000
# letters, a superscript two, an Arabic-Indic three, signs, two numbers, a decimal: none is a
# whole number as people type one (ASCII or full-width digits only)
NOT_NUMBERS = ["abc", "²", "#²", "#٣", "-1", "+1", "1 2", "1.5", "１a"]


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("12", Ident(12, "12")),
        ("#12", Ident(12, "12")),
        ("＃１２", Ident(12, "12")),  # full-width `＃` and digits are made ASCII
        ("##12", Ident(12, "12")),  # every leading `#` goes
        ("# 12", Ident(12, " 12")),  # the text keeps what followed the `#`, as the replies did
        ("007", Ident(7, "007")),  # the text as typed, for the reply to repeat
        # MAX_ID = 2^31 - 1 = 2147483647, PostgreSQL's `integer`: one more can be no row's id
        (str(MAX_ID), Ident(2147483647, "2147483647")),
        ("2147483648", Ident(None, "2147483648")),
        ("0", Ident(None, "0")),  # ids start at 1
        ("#99999999999999999999", Ident(None, "99999999999999999999")),
        (NINES, Ident(None, NINES)),  # 5,000 digits: no int() of them is ever taken
    ],
)
def test_numbers_of_rows(typed, read):
    from plugins.qisai import arguments

    assert arguments.record_number(typed) == read
    assert arguments.tournament_number(typed, SWITCH_FORM) == read


@pytest.mark.parametrize("typed", ["", "  ", "#", "＃", "##"])
def test_undo_without_a_record_is_ones_own_last_change(typed):
    from plugins.qisai import arguments

    assert arguments.record_number(typed) is None


@pytest.mark.parametrize("typed", NOT_NUMBERS)
def test_undo_of_a_record_not_written_as_a_number_shows_the_form(typed):
    from plugins.qisai import arguments

    with pytest.raises(Refusal) as refused:
        arguments.record_number(typed)
    assert refused.value.message == UNDO_FORM


@pytest.mark.parametrize("typed", ["", "#", *NOT_NUMBERS])
def test_a_tournament_not_written_as_a_number_shows_the_commands_form(typed):
    from plugins.qisai import arguments

    for form, expected in (
        (arguments.SWITCH_FORM, SWITCH_FORM),
        (arguments.DELETE_FORM, DELETE_FORM),
    ):
        with pytest.raises(Refusal) as refused:
            arguments.tournament_number(typed, form)
        assert refused.value.message == expected


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "报名截止 2026-12-10 20:00",
            Setting("报名截止", "2026-12-10 20:00", "报名截止", datetime(2026, 12, 10, 20, 0)),
        ),
        # a date alone is the end of that day (settings.py: date_means_end_of_day)
        (
            "报名截止 2026-12-10",
            Setting("报名截止", "2026-12-10", "报名截止", datetime(2026, 12, 10, 23, 59, 59)),
        ),
        (
            "第２轮 2026-12-13 20:00",
            Setting("第２轮", "2026-12-13 20:00", ROUND_ITEM, datetime(2026, 12, 13, 20, 0), 2),
        ),
        ("第1轮 无", Setting("第1轮", "无", ROUND_ITEM, None, 1)),
        ("迟到 １５分钟", Setting("迟到", "１５分钟", "迟到", 15)),
        ("审核 关", Setting("审核", "关", "审核", False)),
        ("人数上限 128", Setting("人数上限", "128", "人数上限", Capacity(128))),
        ("人数上限 无", Setting("人数上限", "无", "人数上限", Capacity(None))),
        (
            "人数上限 青少年组 256",
            Setting("人数上限", "青少年组 256", "人数上限", Capacity(256, "青少年组")),
        ),
        ("房间 四暗三通 8房", Setting("房间", "四暗三通 8房", "房间", "四暗三通 8房")),
    ],
)
def test_settings_are_read_into_typed_values(typed, read):
    from plugins.qisai import arguments

    assert arguments.setting(typed) == read


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # an unknown item: the service refuses it after its permission check
        ("火箭 3", Setting("火箭", "3", None)),
        ("审核 也许", Setting("审核", "也许", "审核", problem="应为 开 或 关")),
        (
            "迟到 " + NINES,
            Setting("迟到", NINES, "迟到", problem="应为分钟数（1 到 1440 的正整数）"),
        ),
        (
            "人数上限 ²",
            Setting("人数上限", "²", "人数上限", problem="人数应为 1 到 100000 的正整数"),
        ),
        # a division's limit that is not a number is refused once the regulation says whether it
        # has that division (settings.py: the division is named first)
        (
            "人数上限 少年组 x",
            Setting("人数上限", "少年组 x", "人数上限", Capacity(None, "少年组")),
        ),
        # `第…轮` holding no whole number from 1: the round is refused against the format's rounds
        (
            "第abc轮 2026-12-13 20:00",
            Setting("第abc轮", "2026-12-13 20:00", ROUND_ITEM, datetime(2026, 12, 13, 20, 0)),
        ),
        (
            "第" + NINES + "轮 下周六",
            Setting(
                "第" + NINES + "轮",
                "下周六",
                ROUND_ITEM,
                problem="不是日期时间，应为如 2023-10-08 20:00",
            ),
        ),
    ],
)
def test_bad_settings_keep_what_is_wrong_for_the_service(typed, read):
    from plugins.qisai import arguments

    assert arguments.setting(typed) == read


@pytest.mark.parametrize("typed", ["", "报名截止", "  "])
def test_a_setting_without_a_value_shows_the_form_and_the_items(typed):
    from plugins.qisai import arguments

    with pytest.raises(Refusal) as refused:
        arguments.setting(typed)
    assert refused.value.message == (
        "格式：/设置 <项> <值>，例如：/设置 报名截止 2026-12-10 20:00 或 "
        "/设置 第1轮 2026-12-12 20:00\n"
        "可设置的项：名称、房间、时区、报名截止、第N轮、迟到、自动弃权、用时、截止时间、人数上限、"
        "审核、出生必填、群公告、比赛时禁言、群名片格式、签数、种子数、三四名、加赛用时、轮数、晋级人数、"
        "分组、等级分、同单位回避"
    )


async def test_a_members_bad_setting_is_answered_with_who_may_set(app: App, now):
    """What is wrong with a setting is told only to those who may set it: a member is told
    that only the organisers may, whatever the item or value."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    for message in ("/设置 火箭 3", "/设置 审核 也许", "/设置 第99轮 下周六"):
        await talk(app, group_event("30001", message), Says("只有本赛事的组委可以修改设置"))
    # the organiser is told what is wrong: 000 plays 6 rounds, so round 99 is refused before
    # its date is read
    await talk(
        app,
        group_event(SUPERUSER, "/设置 第99轮 下周六"),
        Says("设置「第99轮」的值「下周六」不对：本赛制只有第1–6轮"),
    )
    await talk(app, group_event(SUPERUSER, "/设置 火箭 3"), Says("没有可设置的项「火箭」"))


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("", None),  # no game: the whole round is forfeited
        ("  ", None),
        ("第2局", GameNamed(2, "第2局")),
        ("2", GameNamed(2, "2")),
        ("第２局 ", GameNamed(2, "第２局")),  # full-width digits made ASCII; the text as typed
        # no whole number from 1: the format refuses it (局数应为 第1局 到 第3局), after the
        # permission check; 第二局 is not read (digits only, as /弃权 always read them)
        ("第二局", GameNamed(None, "第二局")),
        ("第0局", GameNamed(None, "第0局")),
        ("第" + NINES + "局", GameNamed(None, "第" + NINES + "局")),
    ],
)
def test_a_forfeits_game_is_read_with_its_text(typed, read):
    from plugins.qisai import arguments

    assert arguments.game(typed) == read


def test_a_format_commands_words_are_read_by_the_commands_reader():
    from plugins.qisai import arguments

    assert arguments.format_args("掉线", "第2局 负") == FormatArgs(
        DisconnectWords(2, "负"), "第2局 负"
    )
    # what the tournament's format refuses, after the permission check: a game that is no
    # number, a case that is none of 解散/负/和/胜, or not the two words of the form
    assert arguments.format_args("掉线", "第x局 赢") == FormatArgs(
        DisconnectWords(None, "赢"), "第x局 赢"
    )
    assert arguments.format_args("掉线", "第2局").payload == DisconnectWords(
        None, "", complete=False
    )


async def test_a_members_bad_forfeit_or_disconnect_is_answered_with_who_may(app: App, now):
    """The words after the player are checked by the tournament's format after the permission
    check, as before: a member is told who may use the command, the organiser what is wrong."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    for message, command in (("/弃权 1 第9局", "判弃权"), ("/掉线 1 第2局", "使用 /掉线")):
        await talk(app, group_event("30001", message), Says(f"只有本赛事的仲裁或组委可以{command}"))


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("17", PlayerRef("17", Ident(17, "17"))),
        ("#17", PlayerRef("#17", Ident(17, "17"))),
        # full-width `＃` and digits made ASCII; the word kept as typed for the audit record
        ("＃１７", PlayerRef("＃１７", Ident(17, "17"))),
        ("007", PlayerRef("007", Ident(7, "007"))),  # the number as typed, for the reply
        # no entry has number 0 or one past MAX_ID = 2^31 - 1: the service says none has it
        ("0", PlayerRef("0", Ident(None, "0"))),
        ("#2147483648", PlayerRef("#2147483648", Ident(None, "2147483648"))),
        (NINES, PlayerRef(NINES, Ident(None, NINES))),
        # an @mention as incoming text writes it: a QQ number of 4–12 digits, a WeChat id
        ("@346631485", PlayerRef("@346631485", account="346631485")),
        ("@wxid_abc123", PlayerRef("@wxid_abc123", account="wxid_abc123")),
        # one `#` only goes (`##17` was never a number); a 3-digit @, a 4-letter id, a name and
        # letters name no player: the service refuses them after its permission check
        ("##17", PlayerRef("##17")),
        ("@123", PlayerRef("@123")),
        ("@abcd", PlayerRef("@abcd")),
        ("张三", PlayerRef("张三")),
        ("17a", PlayerRef("17a")),
    ],
)
def test_a_player_is_read_by_number_or_mention(typed, read):
    from plugins.qisai import arguments

    assert arguments.player(typed) == read


def test_the_player_is_the_first_word_and_the_rest_follows():
    from plugins.qisai import arguments

    assert arguments.player_and_rest("") == (None, "")
    assert arguments.player_and_rest("  ") == (None, "")
    assert arguments.player_and_rest("#3") == (PlayerRef("#3", Ident(3, "3")), "")
    assert arguments.player_and_rest(" 12  2 说棋 ") == (
        PlayerRef("12", Ident(12, "12")),
        "2 说棋 ",
    )


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("11 通过", ReviewArgs(PlayerRef("11", Ident(11, "11")), Decision.APPROVE)),
        ("#11 拒绝 ", ReviewArgs(PlayerRef("#11", Ident(11, "11")), Decision.REFUSE)),
        ("全部 通过", ReviewArgs(None, Decision.APPROVE)),
        # refused by the service after its permission check: 全部 may only be approved
        ("全部 拒绝", ReviewArgs(None, Decision.REFUSE)),
        ("张三 通过", ReviewArgs(PlayerRef("张三"), Decision.APPROVE)),
    ],
)
def test_a_review_is_read_into_the_sign_up_and_the_decision(typed, read):
    from plugins.qisai import arguments

    assert arguments.review_args(typed) == read


@pytest.mark.parametrize("typed", ["", "11", "通过", "11 也许", "11 通过 拒绝", "全部"])
def test_a_review_without_a_player_and_a_decision_shows_the_form(typed):
    from plugins.qisai import arguments

    with pytest.raises(Refusal) as refused:
        arguments.review_args(typed)
    assert refused.value.message == (
        "格式：/审核 <选手> 通过 或 /审核 <选手> 拒绝，选手写报名序号或 @该选手；"
        "/审核 全部 通过 批准全部待审核。"
    )


async def test_a_members_bad_player_or_review_is_answered_with_who_may(app: App, now):
    """A player word that names no one, and 全部 拒绝, are refused by the service after its
    permission check, as before: a member is told who may use the command, the organiser what
    is wrong."""
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    for message, command in (
        ("/审核 张三 通过", "审核报名"),
        ("/审核 全部 拒绝", "审核报名"),
        ("/赞助 张三", "标记赞助者"),
    ):
        await talk(app, group_event("30001", message), Says(f"只有本赛事的组委可以{command}"))
    await talk(app, group_event("30001", "/扣分 张三 2 说棋"), Says("只有本赛事的仲裁或组委"))
    await talk(
        app,
        group_event(SUPERUSER, "/审核 张三 通过"),
        Says("看不懂“张三”：选手写报名序号（如 17 或 #17）或 @该选手。"),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/审核 全部 拒绝"),
        Says("批量审核只能全部通过；拒绝请逐个 /审核 <选手> 拒绝。"),
    )
    await talk(
        app,
        group_event(SUPERUSER, "/赞助 #0"),
        Says("没有报名序号为 0 的选手。选手写报名序号（如 17 或 #17）或 @该选手。"),
    )
