"""Forms the thirty-seventh set's first run showed (象棋 events of other kinds): a clock led by
对局用时采用 or by the stages it is for (第一阶段和第二阶段基本用时为…), a round robin stage then
placing finals (階段 in Traditional characters too) as no one format while groups then a knockout
stay one, an appearance fee as no prize, a part's cap (每个擂台限报9人) as no event's. The texts
are written for each form; the values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2012年象棋大师赛竞赛规程\n"


def _values(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_clocks_led_by_their_labels_and_stages():
    assert _values("3、对局用时采用45分钟包干制。\n")["time_control"] == "45分钟包干制"
    body = "1.第一階段和第二階段基本用時為每方60分鐘，每步棋加15秒；\n"
    assert _values(body)["time_control"] == "每方60分钟，每步棋加15秒"


def test_a_round_robin_stage_then_placing_finals_is_no_one_format():
    body = "（二）第一階段分組單循環（按等級分排列），第二階段同名次決賽（採用一局制）。\n"
    assert "format" not in _values(body)
    groups = (
        "（一）第一阶段：分组循环赛。参赛者十六人，分为A组、B组、C组、D组，每组4人进行单循环，"
        "每组首两名出线。\n（二）第二阶段：8人单淘汰赛。\n"
    )  # groups then a knockout: one format still
    assert _values(groups)["format"] == "stages"  # the groups' round robins, then the knockout


def test_an_appearance_fee_and_a_parts_cap():
    body = "奖励：冠军10万元、亚军5万元，3-6名棋手每人出场费2万元。\n"
    assert _values(body)["prizes"] == [(1, 1, 100000), (2, 2, 50000)]
    assert "capacity" not in _values("每人限报其中一个擂台，每个擂台限报9人，额满即止。\n")
