"""Fee forms of the later held-out sets: currencies written before the amount (RM, HKD$,
港币), 报名费用：全免/免费, 缴120元报名费, 赛事服务费, 报名费：50/人, a meal or lodging price after
the fee, a fee on a line led by one of several groups, a fee written beside an English label;
and, last, systems written otherwise (瑞士积分制, 积分电脑自动编排, 电脑抽签编排, 单败淘汰).
The texts are written for each form; the expected values are worked by hand from their words,
and where a text leaves a value open none is stated."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋公开赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n"


def fee(text: str) -> object:
    return stated(draft(HEAD + text)).get("fee")


def test_currencies_before_the_amount():
    # 报名费：每人RM3 / 费用：HKD$300
    assert fee("报名费：每人RM3\n") == 3
    assert fee("报名费：HKD$300\n") == 300


def test_free_entry_written_after_a_colon():
    # 报名费用：全免 / 报名费用：免费
    assert fee("报名费用：全免\n") == 0
    assert fee("报名费用：免费\n") == 0


def test_fees_written_otherwise():
    # 参赛棋手每人缴120元报名费 / 每位参赛棋手需缴纳赛事服务费160元 / （二）报名费：50/人
    assert fee("4、参赛棋手每人缴120元报名费。\n") == 120
    assert fee("1.每位参赛棋手需缴纳赛事服务费160元（含保险费）。\n") == 160
    assert fee("（二）报名费：50/人（含比赛两日茶水费）\n") == 50


def test_a_meal_or_lodging_price_after_the_fee_is_no_second_fee():
    # 报名费50元/人,外地棋手统一食宿宾馆费用150元人/天: the fee is 50
    assert fee("4、报名费50元/人，外地棋手统一食宿宾馆费用150元人/天（4餐）。\n") == 50
    # 报名费：300元，学生100元: a fee by kind of player, none
    assert fee("报名费：300元，学生100元。\n") is None


def test_a_fee_on_a_line_led_by_one_of_several_groups():
    # 1.成年组限报140人。选手报名时需交报名费100元/人 … 2.少儿组…: the adults' fee, none
    text = "比赛设成年组和少儿组。\n1.成年组限报140人。选手报名时需交报名费100元/人。\n"
    text += "2.少儿组限报40人。\n"
    assert fee(text) is None


def test_a_fee_beside_an_english_label():
    # 报名费 Entrance Fee：RM30 … 会员或学员报名费RM25: two fees, none; alone: 30
    assert fee("报名费 Entrance Fee：RM30\n会员或学员报名费RM25\n") is None
    assert fee("报名费 Entrance Fee：RM30\n") == 30


def test_systems_written_otherwise():
    # 比赛采用9轮瑞士积分制 / 7轮积分电脑自动编排 / 采用电脑抽签编排 … 比赛共设9轮 / 单败淘汰
    assert stated(draft("2026年国际象棋公开赛\n比赛采用9轮瑞士积分制。\n"))["format"] == "swiss"
    assert stated(draft("2026年围棋公开赛\n（二）7轮积分电脑自动编排；\n"))["format"] == "swiss"
    d = draft("2026年象棋公开赛\n2、抽签编排在裁判长主持下采用电脑抽签编排；\n3、比赛共设9轮；\n")
    assert stated(d)["format"] == "swiss"
    d = draft("2026年围棋选拔赛\n2.男子组初赛单败淘汰取4名进决赛。\n")
    assert stated(d)["format"] == "knockout"
