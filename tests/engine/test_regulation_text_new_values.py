"""The values the schema learnt later, read from a regulation's text (engine/regulation/text):
divisions by gender and rating with their minimum of entries, the certificate a sign-up needs,
the tiebreaks 后胜局 and 等级分, same-unit avoidance, the format chosen by the field's size,
round ends and date windows, special awards and lucky places, penalties that ban from later
events. Each text is a real regulation's words (the forms quoted in the services' tests of these
values); the expected values worked by hand from them."""

from datetime import datetime
from pathlib import Path

from engine.regulation.text import draft
from engine.regulation.text.values import value_of

YEAR = "2026年春季象棋赛竞赛规程\n"
COLLECTED = Path(__file__).parent / "regulation_texts" / "collected"


def test_divisions_by_gender_and_rating_with_their_minimums():
    d = draft(
        YEAR
        + "比赛采用单循环。\n"
        + "本次比赛设公开组、女子组和新手组：女子组限女棋手；新手组限等级分1399分（含）以下。\n"
        + "女子组报名不足3人时并入公开组；新手组报名不足2人则取消该组比赛。\n"
    )
    open_, women, novices = d.reg.divisions
    # 设公开组、女子组和新手组: three divisions in that order; 公开组 has no limit
    assert [x.name for x in d.reg.divisions] == ["公开组", "女子组", "新手组"]
    assert not open_.bounded
    # 女子组限女棋手 → gender 女; 新手组限等级分1399分（含）以下 → rating_to 1399, no lower bound
    assert women.gender == "女" and women.rating_from is None and women.rating_to is None
    assert novices.gender is None and (novices.rating_from, novices.rating_to) == (None, 1399)
    # 女子组不足3人并入公开组 → min 3, into 公开组's key; 新手组不足2人取消 → min 2, no merge
    assert (women.min_entries, women.merge_into) == (3, open_.key)
    assert (novices.min_entries, novices.merge_into) == (2, None)
    assert open_.min_entries is None
    assert "rating" in d.reg.signup.fields  # a band needs the player's rating
    assert d.sources["division_minimums"].startswith("女子组报名不足3人时并入公开组")
    assert value_of(d.reg, "division_minimums") == [("女子组", 3, "公开组"), ("新手组", 2, None)]


def test_men_and_women_divisions_carry_their_gender():
    # 设男子组、女子组 (no other limit): 男 and 女
    d = draft(YEAR + "比赛采用单循环。\n本次比赛分设男子组、女子组。\n")
    assert [(x.name, x.gender) for x in d.reg.divisions] == [("男子组", "男"), ("女子组", "女")]
    # 设以下2个组别：男子组、女子组 — the list after its count and colon
    d = draft(YEAR + "比赛采用单循环。\n本次比赛设以下2个组别：男子组、女子组。\n")
    assert [(x.name, x.gender) for x in d.reg.divisions] == [("男子组", "男"), ("女子组", "女")]


def test_a_rating_band_written_beside_the_division():
    # 甲组（等级分1800分以上）: 1800 and more; 乙组（等级分1799分以下）: up to 1799
    d = draft(YEAR + "比赛采用单循环。\n甲组（等级分1800分以上）；\n乙组（等级分1799分以下）。\n")
    bands = [(x.name, x.rating_from, x.rating_to) for x in d.reg.divisions]
    assert bands == [("甲组", 1800, None), ("乙组", None, 1799)]


def test_the_certificate_a_sign_up_needs():
    # 参赛棋手须持有中国围棋协会颁发的业余段位证书 → only holders sign up
    d = draft(
        "2026年围棋段位赛竞赛规程\n比赛采用积分编排制，共赛5轮。\n"
        "参赛棋手须持有中国围棋协会颁发的业余段位证书。\n"
    )
    assert d.reg.signup.certificate_required is True
    assert d.sources["certificate_required"] == "参赛棋手须持有中国围棋协会颁发的业余段位证书。"
    # go_kids: 级位组（未获得段位证书者） names those without one: no requirement read
    d = draft((COLLECTED / "go_kids_7_rounds.txt").read_text(encoding="utf-8"))
    assert "certificate_required" not in d.sources
    assert d.reg.signup.certificate_required is False


def test_the_rating_and_second_seat_tiebreaks():
    # 积分相同时，等级分高者名次列前 → points, then rating; the sign-up asks for the rating
    d = draft(YEAR + "比赛采用积分编排制，共赛7轮。\n积分相同时，等级分高者名次列前。\n")
    assert d.reg.format.tiebreaks == ["points", "rating"]
    assert "rating" in d.reg.signup.fields
    # 积分相等时依次比较对手分、执黑胜局数 (执黑: the second seat in Xiangqi)
    d = draft(YEAR + "比赛采用积分编排制，共赛7轮。\n积分相等时依次比较对手分、执黑胜局数。\n")
    assert d.reg.format.tiebreaks == ["points", "opponents_score", "second_seat_wins"]


def test_same_unit_avoidance_in_a_swiss():
    # 同单位棋手不相遇 → the Swiss keeps one unit's players apart; the sign-up asks the unit
    d = draft(YEAR + "比赛采用积分编排制，共赛7轮，同单位棋手不相遇。\n")
    assert d.reg.format.avoid_same == "unit" and "unit" in d.reg.signup.fields
    assert d.sources["avoid_same"] == "比赛采用积分编排制，共赛7轮，同单位棋手不相遇。"
    # 同队不相遇 → team
    d = draft(YEAR + "比赛采用积分编排制，共赛7轮，同队不相遇。\n")
    assert d.reg.format.avoid_same == "team"
    # 采取7轮编排积分制 … 同队棋手不对弈 (two clubs' match, 2022): team
    d = draft(YEAR + "采取7轮编排积分制。\n同队棋手不对弈。每队前八名累计团体成绩。\n")
    assert d.reg.format.avoid_same == "team" and "team" in d.reg.signup.fields
    # a round robin has no such rule: read, refused, not stated
    d = draft(YEAR + "比赛采用单循环，同单位棋手不相遇。\n")
    assert "avoid_same" in d.refused and "avoid_same" not in d.sources


def test_the_format_chosen_by_the_field_size():
    # 16人及以上采用积分编排，不足16人采用单循环: below 16 the round robin, else the Swiss
    d = draft(YEAR + "16人及以上采用积分编排，共赛7轮，不足16人采用单循环。\n")
    assert d.reg.format.kind == "swiss"
    assert d.reg.field_size is not None and d.reg.field_size.below == 16
    assert d.reg.field_size.small.kind == "round_robin"
    assert value_of(d.reg, "field_size") == (16, "round_robin")


def test_team_field_size():
    # 10队及以上采用积分编排，不足10队采用单循环 (a team event: 每队上场棋手3名)
    d = draft(
        YEAR
        + "竞赛项目：象棋团体赛，每队上场棋手3名。\n"
        + "10队及以上采用积分编排，不足10队采用单循环。\n"
    )
    assert d.reg.format.kind == "team"
    assert d.reg.field_size is not None and d.reg.field_size.below == 10
    small = d.reg.field_size.small  # the team round robin's format, of 3 boards as read
    assert (small.kind, getattr(small, "system", None), getattr(small, "boards", None)) == (
        "team", "round_robin", 3,
    )  # fmt: skip
    assert "field_size" in d.sources


def test_a_round_s_own_end():
    # 12月26日 第1轮 13:10–13:50, 第2轮 14:00–14:40: each round's start and end that day
    d = draft(
        YEAR + "比赛采用积分编排制，共赛2轮。\n12月26日\n第1轮：13:10–13:50\n第2轮：14:00–14:40\n"
    )
    one, two = d.reg.schedule.rounds[:2]
    day = datetime(2026, 12, 26)
    assert one.starts_at == day.replace(hour=13, minute=10)
    assert one.ends_at == day.replace(hour=13, minute=50)
    assert two.starts_at == day.replace(hour=14)
    assert two.ends_at == day.replace(hour=14, minute=40)
    assert "round_end.1" in d.sources and "round_end.2" in d.sources


def test_seed_003_timetable_gives_each_round_its_end():
    # 竞赛日程安排表: 4月21日 … 第一轮：14:00-14:40; 4月22日 第六轮：09:00-9:40 (year 2019)
    text = (Path(__file__).parent / "regulation_texts" / "seed_003.txt").read_text("utf-8")
    rounds = {slot.number: slot for slot in draft(text).reg.schedule.rounds}
    assert (rounds[1].starts_at, rounds[1].ends_at) == (
        datetime(2019, 4, 21, 14, 0), datetime(2019, 4, 21, 14, 40),
    )  # fmt: skip
    assert (rounds[6].starts_at, rounds[6].ends_at) == (
        datetime(2019, 4, 22, 9, 0), datetime(2019, 4, 22, 9, 40),
    )  # fmt: skip


def test_a_round_window():
    # 第1轮：3月18日至6月18日之间自行约定 → from 18 March 00:00 to 18 June's end (23:59)
    d = draft(YEAR + "比赛采用积分编排制，共赛2轮。\n第1轮：3月18日至6月18日之间自行约定。\n")
    one = d.reg.schedule.rounds[0]
    assert one.starts_at is None
    assert one.window_opens == datetime(2026, 3, 18)
    assert one.ends_at == datetime(2026, 6, 18, 23, 59)
    assert d.sources["round_window.1"] == "第1轮：3月18日至6月18日之间自行约定。"


def test_special_awards_and_lucky_places():
    # 设道德风尚奖3名各10元 → 3 winners, 10 yuan each (30 in all);
    # 幸运奖：第18、28、38名各50元 → those three places, 50 each; no prize range read from them
    d = draft(
        YEAR
        + "比赛采用积分编排制，共赛7轮。\n"
        + "第1名500元，第2名300元，第3名200元。\n"
        + "设道德风尚奖3名各10元。\n"
        + "幸运奖：第18、28、38名各50元。\n"
    )
    award = d.reg.prizes.award("道德风尚奖")
    assert award is not None and (award.count, award.amount, award.money) == (3, 10, 30)
    assert [(x.places, x.amount) for x in d.reg.prizes.lucky_places] == [([18, 28, 38], 50)]
    assert [(r.from_rank, r.to_rank, r.amount) for r in d.reg.prizes.ranges] == [
        (1, 1, 500), (2, 2, 300), (3, 3, 200),
    ]  # fmt: skip
    assert {"special_awards", "lucky_places"} <= set(d.sources)


def test_one_winner_award_and_several_without_each():
    # 设道德风尚奖1名，奖励10元: one winner, 10 yuan
    d = draft(YEAR + "比赛采用单循环。\n设道德风尚奖1名，奖励10元。\n")
    assert value_of(d.reg, "special_awards") == [("道德风尚奖", 1, 10)]
    # 最佳新人奖3名，奖励30元: 30 in all or each? not said: not read
    d = draft(YEAR + "比赛采用单循环。\n设最佳新人奖3名，奖励30元。\n")
    assert "special_awards" not in d.sources


def test_penalties_that_ban_from_later_events():
    # 对冒名顶替者，取消其比赛成绩，并取消以后参赛资格: disqualified and banned without an end
    d = draft(
        YEAR
        + "比赛采用单循环。\n"
        + "对冒名顶替者，取消其比赛成绩，并取消以后参赛资格。\n"
        + "对消极比赛者，禁赛一年。\n"
    )
    impostor = d.reg.penalty("冒名顶替")
    assert impostor is not None
    assert (impostor.disqualify, impostor.bans_future, impostor.ban_days) == (True, True, None)
    # 禁赛一年 → 365 days, no disqualification from this event
    passive = d.reg.penalty("消极")
    assert passive is not None
    assert (passive.disqualify, passive.bans_future, passive.ban_days) == (False, True, 365)
    assert value_of(d.reg, "penalty.消极") == "0/each 禁赛365天"


def test_a_setting_takes_its_new_keys_off_the_sources():
    from engine.regulation.text.draft import sources_after_setting

    d = draft(
        YEAR
        + "比赛采用积分编排制，共赛2轮，同单位棋手不相遇。\n12月26日\n第1轮：13:10–13:50\n"
        + "第2轮：3月18日至6月18日之间自行约定。\n"
    )
    assert {"avoid_same", "round.1", "round_end.1", "round_window.2"} <= set(d.sources)
    # /设置 第N轮 moves the timetable: none of its times is the text's any more
    after = sources_after_setting(d.sources, "第N轮")
    assert not any(k.startswith(("round.", "round_end.", "round_window.")) for k in after)
    assert "avoid_same" not in sources_after_setting(d.sources, "同单位回避")


def test_the_summary_quotes_the_new_values_and_names_the_refused_in_chinese():
    from engine.regulation.text.summary import drafted_lines

    words = "设道德风尚奖3名各10元。"
    lines = drafted_lines(draft(YEAR + "比赛采用积分编排制，共赛7轮。\n" + words + "\n"))
    # the award's line (道德风尚奖：3 名，各 10 元 …) carries the words it came from
    assert any(x.startswith("道德风尚奖：") and f"「依据：“{words}”」" in x for x in lines)
    # 同单位不相遇 on a round robin: read, not taken, named as the organiser's /设置 item
    lines = drafted_lines(draft(YEAR + "比赛采用单循环，同单位棋手不相遇。\n"))
    assert "读到但未能采用（请用 /设置 改）：同单位回避" in lines


def test_the_field_size_written_small_field_first():
    # 不足12人采用单循环，12人及以上采用积分编排: the same rule, the other order
    d = draft(YEAR + "不足12人采用单循环，12人及以上采用积分编排，共赛7轮。\n")
    assert value_of(d.reg, "field_size") == (12, "round_robin")
    assert d.reg.format.kind == "swiss"


def test_a_ban_said_for_certain_only():
    d = draft(
        YEAR
        + "比赛采用单循环。\n"
        + "对冒名顶替者终身禁赛。\n"  # 终身禁赛: banned without an end, no disqualification
        + "对消极比赛者视情节给予警告直至禁赛。\n"  # 直至禁赛: a ban the arbiters may give
    )
    impostor = d.reg.penalty("冒名顶替")
    assert impostor is not None
    assert (impostor.disqualify, impostor.bans_future, impostor.ban_days) == (False, True, None)
    assert "penalty.消极" not in d.sources


def test_a_lower_rating_first_is_no_tiebreak_of_the_bot():
    # 积分相同时，等级分低者名次列前: the registry's 等级分 ranks the higher first
    d = draft(YEAR + "比赛采用积分编排制，共赛7轮。\n积分相同时，等级分低者名次列前。\n")
    assert "rating" not in d.reg.format.tiebreaks
    assert d.reading.unknown_tiebreaks == ["等级分低"]


def test_a_division_of_certificate_holders():
    # go_kids's 级位组（未获得段位证书者） written for holders: 段位组（已获得段位证书者）
    d = draft(
        "2026年少儿围棋赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n三、比赛分组\n"
        "1、段位组（已获得段位证书者）\n2、级位组（未获得段位证书者）\n"
        "段位组须持有中国围棋协会颁发的业余段位证书。\n"
    )
    # 级位组 is told apart by no certificate, which a division cannot require: it is not read,
    # so no divisions (one alone is none); the 段位组's sentence is no sign-up requirement
    assert "certificate_required" not in d.sources
    d = draft(
        "2026年少儿围棋赛竞赛规程\n比赛采用积分编排制，共赛7轮。\n三、比赛分组\n"
        "1、段位组（已获得段位证书者）\n2、公开组（年龄不限）\n"
    )
    assert [(x.name, x.certificate) for x in d.reg.divisions] == [
        ("段位组", True), ("公开组", False),
    ]  # fmt: skip
