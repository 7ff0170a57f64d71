"""Keys shown in the regulation's summary (/规程 文字) rather than acted on: the file's
``source``, each penalty's ``description``, and 000's two time rules the arbitrators apply."""

from engine.regulation import load_preset
from engine.regulation.summary import summarize

JUNQI = "xiaomanyao-junqi-2023"


def test_the_source_and_the_penalties_words_are_shown() -> None:
    reg = load_preset(JUNQI)
    lines = dict(summarize(reg).lines)
    assert lines["规程依据"] == reg.source
    # 000 §八.6 说棋扣5分，累说累扣，最高扣10分: the rule's own words after the deduction
    assert lines["罚则 说棋"] == "扣 5 分（每次）；说棋扣5分，累说累扣，最高扣10分"


def test_000s_seat_change_and_valid_start_rules_are_shown_for_the_arbitrators() -> None:
    # 000 (RULES.md): late > 5 min at a seat change = forfeit; games before 19:55 (5 minutes
    # before the 20:00 start) are void — the bot sees neither, the arbitrators apply them
    lines = dict(summarize(load_preset(JUNQI)).lines)
    assert lines["换座迟到"] == "换座后迟到超过 5 分钟判负（系统不计时，由裁判判定）"
    assert lines["有效开局"] == (
        "早于每轮开始时间 5 分钟以前开始的对局无效（系统看不到开局时间，由裁判判定）"
    )
    assert "换座迟到" not in dict(summarize(load_preset("round-robin")).lines)
