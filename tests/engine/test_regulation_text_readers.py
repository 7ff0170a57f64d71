"""The text readers one form at a time (engine/regulation/text): short regulations written for
the form, the expected values worked by hand from their words."""

from datetime import datetime

from engine.regulation.text import draft

YEAR = "2026年春季象棋赛竞赛规程\n"


def test_a_timetable_table_with_round_and_time_in_cells():
    # a 日程表 of three columns: the date holds for the rows below it, the time is the next cell
    text = (
        YEAR
        + "采用积分编排制，共赛3轮。\n"
        + "日期\t轮次\t时间\n"
        + "3月7日\t第一轮\t9:00\n"
        + "\t第二轮\t下午2:00\n"
        + "3月8日\t第三轮\t9:30\n"
    )
    reg = draft(text).reg
    starts = [slot.starts_at for slot in reg.schedule.rounds]
    assert starts == [
        datetime(2026, 3, 7, 9, 0), datetime(2026, 3, 7, 14, 0), datetime(2026, 3, 8, 9, 30),
    ]  # fmt: skip


def test_swiss_then_knockout_top_eight():
    # 积分编排7轮，前8名进入淘汰赛: the Swiss → knockout preset, its stage sends 8 on
    d = draft(
        YEAR
        + "比赛采用积分编排制，共赛7轮，前8名进入淘汰赛，淘汰赛每场两局。\n"
        + "胜一局得2分，和一局得1分，负一局得0分。"
    )
    assert d.preset == "swiss-knockout"
    swiss, knockout = d.reg.format.stages
    assert swiss.rounds == 7 and swiss.advance.top == 8 and knockout.kind == "knockout"


def test_double_round_robin():
    d = draft(
        YEAR + "比赛采用双循环赛制。\n胜一局得2分，和一局得1分，负一局得0分。\n报名截止：3月1日。"
    )
    assert d.reg.format.kind == "round_robin" and d.reg.format.cycles == 2
    assert d.reg.signup.deadline == datetime(2026, 3, 1, 23, 59, 59)


def test_a_value_not_read_stays_the_presets_and_says_so():
    from engine.regulation.text.summary import drafted_lines

    # no tiebreaks written: the preset's chain stays, marked as its default
    d = draft(YEAR + "比赛采用积分编排制，共赛5轮。\n报名费：50元。\n用时：每方20分钟，每步加5秒。")
    assert "tiebreaks" not in d.sources
    assert any(line.startswith("名次：") and "预设默认" in line for line in drafted_lines(d))


def test_a_team_event():
    # 团体赛: 每队可报棋手4-6名，每队上场4名棋手 (4 boards, 2 reserves); 场分 per match and
    # 局分 per board; 名次区分 场分、局分、直胜、抽签 as the teams' chain
    text = (
        "2026年城市象棋团体赛竞赛规程\n"
        "一、竞赛项目：象棋团体赛\n"
        "二、参赛办法：每队可报棋手4-6名，每队上场4名棋手。\n"
        "三、比赛采用积分编排制，共赛7轮。\n"
        "四、计分：每场胜得3分，和得1分，负得0分；局分：每台胜得2分，和得1分，负得0分。\n"
        "五、名次区分：场分、局分、直胜、抽签。\n"
    )
    d = draft(text)
    fmt = d.reg.format
    assert d.preset == "team-swiss" and fmt.rounds == 7
    assert (fmt.boards, fmt.reserves) == (4, 2)
    assert (fmt.match_win, fmt.match_draw, fmt.match_loss) == (3, 1, 0)
    assert (d.reg.scoring.win, d.reg.scoring.draw, d.reg.scoring.loss) == (2, 1, 0)
    assert fmt.tiebreaks == ["match_points", "board_points", "team_direct_encounter", "team_lots"]
    assert "points.win" not in d.sources and "每场胜得3分" in d.sources["match.win"]


def test_any_mix_of_regulation_lines_drafts_a_valid_regulation():
    import random
    from pathlib import Path

    from engine.regulation import Regulation

    here = Path(__file__).parent / "regulation_texts"
    lines = [line for f in sorted(here.rglob("*.txt")) for line in f.read_text().splitlines()]
    rng = random.Random(7)
    for _ in range(40):
        text = "\n".join(rng.choice(lines) for _ in range(rng.randint(1, 40)))
        d = draft(text)
        # what the draft states was found by a reader and kept by the schema
        assert set(d.sources) <= set(d.reading.found) and not set(d.sources) & set(d.refused)
        assert Regulation.model_validate(d.reg.model_dump(mode="json")) == d.reg


def test_divisions_by_gender_and_by_birth():
    # 设男子组、女子组: two divisions by name; U10组（2016年1月1日以后出生）by birth date
    d = draft(YEAR + "比赛采用积分编排制，共赛5轮。\n本次比赛设男子组、女子组两个组别。")
    assert [x.name for x in d.reg.divisions] == ["男子组", "女子组"]
    text = (
        YEAR
        + "比赛采用积分编排制，共赛5轮。\n"
        + "U10组（2016年1月1日以后出生）\nU14组（2012年1月1日以后出生）"
    )
    born = [(x.name, str(x.born_on_or_after)) for x in draft(text).reg.divisions]
    assert born == [("U10组", "2016-01-01"), ("U14组", "2012-01-01")]
