"""The format chosen by the field's size (issue 27): 「10队及以上采用积分编排，不足10队采用单循环」
as ``[field_size]`` (engine/regulation/field_size.py): the choice by the count, the words
announced, the summary's line, bad values refused with their line and key, and the lint.

The 10 is the usual form. One published regulation names the small field's format:
「七轮积分编排制，八人组则采用单循环赛」 (无为市象棋比赛, 2021,
http://yuerzaojiao.com/lvyou/gonglve/80137.html), read in its own test below; the others leave
the choice to the organisers: 「福德组：视报名人数多寡，另行决定比赛办法」
(车城福安宫第二届「福德盃」全国象棋菁英赛, 繁体原文,
https://www.ptt.cc/man/NCCU_CHESS/DA34/M.1001773671.A.html), 「赛制及赛程视各组参加队数决定（淘汰赛
或循环赛），于领队会议公布之」 (a futsal regulation,
https://www.ptt.cc/man/S_BioCup/DC3E/DC74/D59F/M.1143729590.A.DB7.html), or change the rounds,
not the format: 「各组比赛采用瑞士积分循环制，视乎参赛人数比赛7-9轮」 (2017年全港中国象棋快棋公开赛,
http://www.hkcca.org.hk/event/2017-samsung)."""

import pytest
from pydantic import ValidationError

from engine.formats import PlayerFacts
from engine.regulation import PRESETS_DIR, RegulationError, lint, load_preset, load_regulation
from engine.regulation import field_size as rule
from engine.regulation.summary import changes, summarize

# the club round robin made the regulation's words: 积分编排 (7 rounds) for 10 players or more,
# below 10 a single round robin (8 players: 7 rounds, the same timetable)
WORDS = """[format]
kind = "swiss"
rounds = 7
colours = "alternate"
tiebreaks = ["points", "opponents_score", "progressive", "second_seat_wins"]

[field_size]                                     # 「10队及以上采用积分编排，不足10队采用单循环」
below = 10

[field_size.small]
kind = "round_robin"
players = 8
tiebreaks = ["points", "sonneborn_berger", "direct_encounter", "wins", "lots"]
"""


def regulation_text(words: str = WORDS) -> str:
    text = (PRESETS_DIR / "round-robin.toml").read_text(encoding="utf-8")
    start = text.index("[format]")
    end = text.index("[disputes]")
    return text[:start] + words + "\n" + text[end:]


def regulation(words: str = WORDS):
    return load_regulation(regulation_text(words))


def test_nine_players_play_the_round_robin_ten_the_swiss():
    reg = regulation()
    assert reg.format.kind == "swiss" and reg.field_size.chosen is None
    # 不足10: 9 < 10 → the small field's format
    nine = rule.choose(reg, 9)
    assert nine.format.kind == "round_robin" and nine.format.players == 8
    assert nine.field_size.chosen == "small" and nine.field_size.entries == 9
    assert nine.field_size.large.kind == "swiss"  # kept, to choose again
    # 10及以上: 10 is not below 10 → the regulation's own format
    ten = rule.choose(reg, 10)
    assert ten.format.kind == "swiss" and ten.field_size.chosen == "large"
    assert ten.field_size.large is None and ten.field_size.entries == 10


def test_eight_play_the_round_robin_as_wuwei_writes_it():
    # 「七轮积分编排制，八人组则采用单循环赛」: 8 players play the single round robin (7 rounds,
    # as the Swiss), 9 the Swiss of 7 rounds: below = 9 (不足9人 is 8 or fewer)
    reg = regulation(WORDS.replace("below = 10", "below = 9"))
    eight = rule.choose(reg, 8)
    assert eight.format.kind == "round_robin" and eight.format.players == 8
    assert rule.announcement(eight) == (
        "报名 8 人，不足 9 人：按规程采用单循环（9人及以上才采用积分编排（瑞士制））。"
    )
    nine = rule.choose(reg, 9)
    assert nine.format.kind == "swiss" and nine.format.rounds == 7


def test_closing_again_chooses_afresh_from_the_same_two():
    reg = regulation()
    again = rule.choose(rule.choose(reg, 8), 12)
    assert again.format == reg.format and again.field_size.large is None
    back = rule.choose(again, 6)
    assert back.format == reg.field_size.small


def test_the_announcement_and_the_summary():
    reg = regulation()
    line = "10人及以上采用积分编排（瑞士制），不足10人采用单循环"
    assert dict(summarize(reg).lines)["按报名数定赛制"] == line
    eight = rule.choose(reg, 8)
    assert rule.announcement(eight) == (
        "报名 8 人，不足 10 人：按规程采用单循环（10人及以上才采用积分编排（瑞士制））。"
    )
    assert rule.announcement(rule.choose(reg, 11)) == (
        "报名 11 人，达到 10 人：按规程采用积分编排（瑞士制）（不足10人才采用单循环）。"
    )
    lines = dict(summarize(eight).lines)
    assert lines["赛制"] == "循环赛"
    assert lines["按报名数定赛制"] == line + "；报名 8 人，采用单循环"
    assert "赛制：原为 积分编排（瑞士制），改为 循环赛" in changes(reg, eight)
    assert summarize(eight).data["stages"][0]["system"] == "round_robin"


def test_a_team_event_counts_teams():
    reg = load_preset("team-swiss")
    players = [PlayerFacts(q, group=team) for q, team in enumerate("AAAABBBBCCCC", 1)]
    assert rule.unit_word(reg) == "队" and rule.field_count(reg, players) == 3
    assert rule.field_count(regulation(), players) == 12


def _issue(words: str):
    with pytest.raises(RegulationError) as err:
        regulation(words)
    (issue,) = err.value.issues
    return issue, err.value.message_cn()


def test_bad_values_are_refused_with_line_and_key():
    text = regulation_text(WORDS.replace("below = 10", "below = 1"))
    issue, message = _issue(WORDS.replace("below = 10", "below = 1"))
    assert issue.path == "field_size.below" and "应不小于 3" in message
    assert issue.line == next(n for n, t in enumerate(text.splitlines(), 1) if t == "below = 1")
    issue, message = _issue(WORDS.replace('kind = "round_robin"', 'kind = "ladder"'))
    assert issue.path == "field_size.small.kind" and "应为以下之一" in message
    issue, message = _issue(WORDS.replace("below = 10\n", ""))
    assert issue.path == "field_size.below" and "缺少此项" in message


def test_lint_the_other_formats_tiebreaks_and_a_capacity_below_the_threshold():
    reg = regulation(WORDS.replace('"wins", "lots"]', '"wins", "coin"]'))
    (error,) = [w for w in lint(reg) if w.code == "field_size_tiebreaks"]
    assert error.level == "error" and "未知的排名依据：coin" in error.message
    assert not [w for w in lint(regulation()) if w.code.startswith("field_size")]
    reg = regulation()
    small = reg.model_copy(update={"signup": reg.signup.model_copy(update={"capacity": 8})})
    (warning,) = [w for w in lint(small) if w.code == "field_size_capacity"]
    assert "人数上限 8 人不足 10 人：总是采用单循环" in warning.message


TEAM_SMALL = WORDS.split("[field_size.small]")[0] + '[field_size.small]\nkind = "team"\n'
UNITS = '\n[unit_ranking]  # 团体成绩：每单位男子前2名、女子前1名\nfield = "unit"\n'


def unit_ranked_text() -> str:
    """A unit ranking (individual events only) with a team event as the small field's format:
    a choice that cannot be made."""
    text = regulation_text(TEAM_SMALL).replace("fields = []", 'fields = ["unit", "gender"]', 1)
    return text + UNITS


def test_lint_a_small_format_that_does_not_fit_the_rest():
    reg = load_regulation(unit_ranked_text())
    (error,) = [w for w in lint(reg) if w.code == "field_size_fits"]
    assert error.level == "error"
    # the team event (its system a round robin by default) cannot have a unit ranking
    assert error.message.startswith("单循环与规程其余部分不符（unit_ranking 只用于个人赛")
    with pytest.raises(ValidationError):
        rule.choose(reg, 9)


def test_unchosen_is_the_regulation_before_the_choice():
    reg = regulation()
    assert rule.unchosen(rule.choose(reg, 8)) == reg
    assert rule.unchosen(rule.choose(reg, 12)) == reg
