"""The lint of tiebreak chains and prize tables: an unknown tiebreak is an error naming, in
Chinese, what the format may rank by; places listed one by one are not a gap."""

from engine.regulation import Regulation, lint, load_preset

GO, JUNQI, CLUB = "shenzhen-go-2023", "xiaomanyao-junqi-2023", "round-robin"


def variant(preset_id: str, edit) -> Regulation:
    data = load_preset(preset_id).model_dump(mode="json")
    edit(data)
    return Regulation.model_validate(data)


def test_an_unknown_tiebreak_is_an_error_listing_the_chinese_names():
    reg = variant(GO, lambda d: d["format"]["tiebreaks"].append("coin"))
    errors = [w for w in lint(reg) if w.code == "tiebreak_unknown"]
    assert [(w.level, w.clause) for w in errors] == [("error", "002 竞赛办法(三)")]
    # what a Swiss ranks by, in the registry's order: the Swiss' own, the round robin's, the
    # sign-up order every format has
    assert errors[0].message == (
        "未知的排名依据：coin；本赛制可用：积分（points）、对手分（opponents_score）、"
        "累进分（progressive）、对手分逐轮递减（opponents_score_cut）、"
        "对手分去掉最低分（opponents_score_less_lowest）、中间分（opponents_score_median）、"
        "累进分逐轮递减（progressive_cut）、胜局（wins）、后胜局（second_seat_wins）、"
        "等级分（rating）、警告次数（warnings）、犯规次数（fouls）、"
        "前轮名次（previous_ranking）、抽签（lots）、索伯分（sonneborn_berger）、"
        "直胜（direct_encounter）、报名序号（signup_order）。"
    )


def test_a_tiebreak_of_another_format_is_an_error_too():
    # lots belong to the two-player formats: seed 000's ranking has none
    reg = variant(JUNQI, lambda d: d["format"]["first_round_tiebreaks"].insert(2, "lots"))
    (error,) = [w for w in lint(reg) if w.code == "tiebreak_unknown"]
    assert error.level == "error"
    assert error.message == (
        "未知的排名依据：lots（抽签，本赛制不用）；本赛制可用：本轮成绩（round_score）、"
        "当轮成绩（current_round）、加权总分（weighted_total）、赞助者（sponsor）、"
        "此前各轮成绩（earlier_rounds）、报名序号（signup_order）。"
    )


def test_the_reading_of_the_round_cut_is_named_in_chinese():
    (info,) = lint(load_preset(GO))
    assert (info.code, info.level) == ("tiebreak_reading", "info")
    assert info.message == (
        "“逐轮递减”有多种算法，本规程采用对手分逐轮递减（opponents_score_cut）："
        "对手分依次减去最后 1、2、… 轮对手的积分，逐个比较，大者列前。"
    )


def _prizes(*ranges: tuple[int, int, int]):
    def edit(data):
        data["prizes"]["ranges"] = [
            {"from_rank": a, "to_rank": b, "amount": amount} for a, b, amount in ranges
        ]

    return edit


def test_lucky_places_listed_one_by_one_are_no_gap():
    # 1st–3rd, 4th–8th, then the lucky 18th, 28th and 38th alone: 9–17, 19–27, 29–37 unpaid on
    # purpose
    lucky = [(1, 1, 300), (2, 2, 200), (3, 3, 100), (4, 8, 50), (18, 18, 18), (28, 28, 28)]
    reg = variant(CLUB, _prizes(*lucky, (38, 38, 38)))
    assert [w.code for w in lint(reg) if w.code.startswith("prize")] == []


def test_a_range_after_missing_places_is_still_a_gap():
    # 1–3 and 4–8, then 17–32: places 9–16 are missing from a table of ranges
    reg = variant(CLUB, _prizes((1, 3, 100), (4, 8, 50), (17, 32, 10)))
    assert [(w.code, w.message) for w in lint(reg) if w.code.startswith("prize")] == [
        ("prize_gap", "奖励表缺第9–16名。")
    ]
