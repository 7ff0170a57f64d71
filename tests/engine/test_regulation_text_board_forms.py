"""A team's boards written in the forms the tuned sets showed: 每队上场队员为五人, 五轮三台团体赛,
3人下场比赛 beside 最多6人 (the rest reserves), 每队棋手两名, 三人一队, 队员4人 after the staff. The
texts are written for each form; the expected values are worked by hand from their words."""

from engine.regulation.text import draft
from engine.regulation.text.values import stated

HEAD = "2026年象棋团体赛竞赛规程\n本次比赛为团体赛，采用瑞士制，共赛5轮。\n"


def _said(body: str) -> dict[str, object]:
    return stated(draft(HEAD + body))


def test_the_boards_a_team_plays():
    assert _said("每轮比赛每队上场队员为五人，并固定台次。\n")["boards"] == 5
    assert _said("赛制：五轮三台团体赛，瑞士制积分循环。\n")["boards"] == 3
    said = _said("每队报名最少3人，最多6人，3人下场比赛，其余为替补。\n")
    assert said["boards"] == 3 and said["reserves"] == 3


def test_a_teams_size_as_its_players():
    assert _said("比赛项目：队际团体赛（每队棋手两名，可加领队和后备棋手）\n")["boards"] == 2
    assert _said("九.组队方式：三人一队，分主将、副将、三将。\n")["boards"] == 3
    body = "2. 每队可报领队、教练各1人（兼作替补队员），队员4人，不另设替补。\n"
    assert _said(body)["boards"] == 4
