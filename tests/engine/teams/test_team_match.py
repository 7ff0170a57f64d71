"""A team match's entry, stored form, points and colours (engine/teams/match.py), by hand."""

from fractions import Fraction

import pytest

from engine.games import default_points
from engine.teams.match import (
    BOTH_FORFEIT,
    DRAW,
    FIRST_TEAM,
    FORFEIT,
    LOSS,
    OPEN,
    OTHER_FORFEIT,
    SECOND_TEAM,
    WIN,
    ColourRule,
    GamePoints,
    MatchEntryError,
    MatchScoring,
    TeamMatch,
    dump_match,
    enter_board,
    enter_boards,
    first_movers,
    load_match,
    match_text,
    parse_board_entry,
    parse_boards,
    parse_forfeit,
)
from engine.teams.tables import decider_seats, table_json, table_line

XIANGQI = GamePoints()  # 2 / 1 / 0
CHESS = GamePoints(*default_points("chess"))  # 1 / ½ / 0
SCORING = MatchScoring()  # 2 / 1 / 0


def test_board_string_reads_every_word_from_the_first_teams_side() -> None:
    assert parse_boards("胜和负胜", 4) == (WIN, DRAW, LOSS, WIN)
    # 对弃 and 双弃 are one board each; separators and the alternative words are read
    assert parse_boards("胜 对弃，双弃/弃 平", 5) == (
        WIN,
        OTHER_FORFEIT,
        BOTH_FORFEIT,
        FORFEIT,
        DRAW,
    )
    assert parse_boards("赢输勝負", 4) == (WIN, LOSS, WIN, LOSS)


def test_board_string_refusals_say_what_was_wrong() -> None:
    with pytest.raises(MatchEntryError) as wrong_length:
        parse_boards("胜和负", 4)
    assert str(wrong_length.value) == (
        "本场共 4 台，这里写了 3 台的结果：请从第1台起每台写一个结果，例如 胜和负胜"
    )
    with pytest.raises(MatchEntryError) as unknown:
        parse_boards("胜和赢X", 4)
    assert str(unknown.value) == (
        "看不懂第4台的「X」：每台只能写 胜、和、负、弃（本方弃台）、对弃（对方弃台）或 双弃"
        "（从先列队伍一方看），例如 胜和负胜"
    )
    with pytest.raises(MatchEntryError) as empty:
        parse_boards(" ", 4)
    assert str(empty.value) == (
        "没有写各台结果：请从先列队伍一方看，第1台起每台写 "
        "胜、和、负、弃（本方弃台）、对弃（对方弃台）或 双弃，例如 胜和负胜"
    )
    with pytest.raises(MatchEntryError) as too_long:
        parse_boards("胜" * 17, 4)
    assert str(too_long.value) == "本场共 4 台，这里写了 17 个字：每台一个结果，例如 胜和负胜"


def test_one_board_is_set_and_the_others_stay() -> None:
    assert parse_board_entry("第2台 和", 4) == (2, DRAW)
    assert parse_board_entry("第４台对弃", 4) == (4, OTHER_FORFEIT)
    assert parse_board_entry("第三台 负", 4) == (3, LOSS)
    match = enter_board(TeamMatch.empty(4), "第2台 和")
    assert match.boards == (OPEN, DRAW, OPEN, OPEN)
    assert not match.complete
    match = enter_boards(match, "胜和负胜")
    assert match.complete


def test_one_board_refusals() -> None:
    with pytest.raises(MatchEntryError) as out_of_range:
        parse_board_entry("第5台 胜", 4)
    assert str(out_of_range.value) == "没有第5台：本场共 4 台（第1台到第4台）"
    with pytest.raises(MatchEntryError) as zero:
        parse_board_entry("第0台 胜", 4)
    assert str(zero.value) == "没有第0台：本场共 4 台（第1台到第4台）"
    with pytest.raises(MatchEntryError) as unknown:
        parse_board_entry("第2台 赢了", 4)
    assert str(unknown.value) == (
        "看不懂第2台的结果「赢了」：只能写 胜、和、负、弃（本方弃台）、对弃（对方弃台）或 双弃"
        "（从先列队伍一方看）"
    )
    with pytest.raises(MatchEntryError) as shape:
        parse_board_entry("2台 胜", 4)
    assert str(shape.value) == (
        "请写 第<台次>台 <结果>，例如 第2台 和"
        "（结果写 胜、和、负、弃（本方弃台）、对弃（对方弃台）或 双弃）"
    )


def test_board_and_match_points_in_xiangqi_and_chess() -> None:
    # 胜和负胜: first team 2 + 1 + 0 + 2 = 5, the other 0 + 1 + 2 + 0 = 3 → match 2 : 0.
    match = TeamMatch(parse_boards("胜和负胜", 4))
    assert match.board_points(XIANGQI, SCORING) == (5, 3)
    assert match.match_points(XIANGQI, SCORING) == (2, 0)
    # chess: 1 + ½ + 0 + 1 = 2.5 against 1.5; 3/1/0 match points: 3 : 0
    assert match.board_points(CHESS, SCORING) == (Fraction(5, 2), Fraction(3, 2))
    three = MatchScoring(Fraction(3), Fraction(1), Fraction(0))
    assert match.match_points(CHESS, three) == (3, 0)
    # 胜负和和: 2 + 0 + 1 + 1 = 4 each → a drawn match, 1 : 1
    assert TeamMatch(parse_boards("胜负和和", 4)).match_points(XIANGQI, SCORING) == (1, 1)


def test_forfeited_boards() -> None:
    # 弃 (first team's player absent): 0 : 2; 对弃: 2 : 0; 双弃: 0 : 0. 弃对弃双弃胜 → 4 : 2.
    match = TeamMatch(parse_boards("弃对弃双弃胜", 4))
    assert match.board_results(FIRST_TEAM, XIANGQI) == (0, 2, 0, 2)
    assert match.board_results(SECOND_TEAM, XIANGQI) == (2, 0, 0, 0)
    assert match.board_points(XIANGQI, SCORING) == (4, 2)


def test_a_team_that_does_not_appear_loses_with_no_board_points() -> None:
    # The second team absent: it scores 0 board points and the loss (0); the first team the
    # win (2) and, by default, every board won: 4 × 2 = 8.
    match = TeamMatch.forfeited(4, SECOND_TEAM)
    assert match.board_points(XIANGQI, SCORING) == (8, 0)
    assert match.match_points(XIANGQI, SCORING) == (2, 0)
    # a regulation giving the present team 6 board points
    given = MatchScoring(forfeit_board_points=Fraction(6))
    assert match.board_points(XIANGQI, given) == (6, 0)
    assert match_text(match, ("红队", "蓝队")) == "蓝队弃权"
    assert parse_forfeit("蓝队弃权", ("红队", "蓝队")) == SECOND_TEAM
    assert parse_forfeit("胜和负胜", ("红队", "蓝队")) is None
    with pytest.raises(MatchEntryError) as unknown:
        parse_forfeit("绿队弃权", ("红队", "蓝队"))
    assert str(unknown.value) == "本场是 红队、蓝队：请写 <队名>弃权，例如 红队弃权"


def test_stored_form_and_back() -> None:
    match = TeamMatch(parse_boards("胜和对弃双弃", 4))
    assert dump_match(match) == ("WDOB", {"team_match": True})
    assert load_match("WDOB", {"team_match": True}, 4) == match
    forfeited = TeamMatch.forfeited(4, FIRST_TEAM)
    assert dump_match(forfeited) == ("----", {"team_match": True, "forfeit": 0})
    assert load_match("----", {"team_match": True, "forfeit": 0}, 4) == forfeited
    assert match_text(match) == "胜和对弃双弃"
    assert match_text(TeamMatch.empty(3)) == "---"


def test_flipped_match_is_the_other_sides_view() -> None:
    match = TeamMatch(parse_boards("胜和弃对弃", 4))
    assert match.flipped().boards == (LOSS, DRAW, OTHER_FORFEIT, FORFEIT)


def test_colours_alternate_by_board_and_swap_by_round() -> None:
    # board 1: the first-named team moves first, board 2 the other, …
    assert first_movers(4) == (0, 1, 0, 1)
    assert first_movers(5, 2) == (0, 1, 0, 1, 0)  # no swap by default
    swap = ColourRule(swap_by_round=True)
    assert first_movers(4, 1, swap) == (0, 1, 0, 1)
    assert first_movers(4, 2, swap) == (1, 0, 1, 0)
    assert first_movers(3, 1, ColourRule(alternate_boards=False)) == (0, 0, 0)


def test_table_json_of_the_contract() -> None:
    # 红队 (first-named) 11 12 13 14 against 蓝队 21 22 23 24, 胜和负胜: 5 : 3 → 2 : 0.
    # Round 2 with colours swapped by round: 蓝队 moves first on board 1, 红队 on board 2, …
    match = TeamMatch(parse_boards("胜和负胜", 4))
    table = table_json(
        3,
        ("红队", "蓝队"),
        ((11, 12, 13, 14), (21, 22, 23, 24)),
        match,
        round_no=2,
        colours=ColourRule(swap_by_round=True),
    )
    assert table == {
        "table": 3,
        "teams": ["红队", "蓝队"],
        "boards": [
            # seats[0] moves first on the board; results from 红队's side all the same
            {"board": 1, "seats": [21, 11], "result": "胜"},
            {"board": 2, "seats": [12, 22], "result": "和"},
            {"board": 3, "seats": [23, 13], "result": "负"},
            {"board": 4, "seats": [14, 24], "result": "胜"},
        ],
        "result": "胜和负胜",
        "points": {"红队": "2", "蓝队": "0"},
    }
    assert table_line(3, ("红队", "蓝队"), match) == "第3桌 红队 5:3 蓝队（胜和负胜）"
    partial = enter_board(TeamMatch.empty(4), "第2台 和")
    unfinished = table_json(3, ("红队", "蓝队"), ((11, 12, 13, 14), (21, 22, 23, 24)), partial)
    assert unfinished["result"] is None and unfinished["points"] is None
    assert table_line(3, ("红队", "蓝队"), partial) == "第3桌 红队 - 蓝队（-和--）"
    assert decider_seats(1, ((11, 12, 13, 14), (21, 22, 23, 24))) == (11, 21)


def test_eight_and_two_board_matches() -> None:
    """Club leagues play more boards than 4 (「每队8名棋手参赛」, 浦东 clubs' team league in
    bench/regulation_texts/heldout3) and pair events two. Xiangqi 2/1/0 over 8 boards:
    胜和负胜胜和负胜 = 2+1+0+2+2+1+0+2 = 10 against 0+1+2+0+0+1+2+0 = 6, the match 2 : 0;
    over 2 boards 胜负 = 2 : 2, the match drawn 1 : 1."""
    eight = TeamMatch(parse_boards("胜和负胜胜和负胜", 8))
    assert eight.board_points(XIANGQI, SCORING) == (10, 6)
    assert eight.match_points(XIANGQI, SCORING) == (2, 0)
    two = TeamMatch(parse_boards("胜负", 2))
    assert two.board_points(XIANGQI, SCORING) == (2, 2)
    assert two.match_points(XIANGQI, SCORING) == (1, 1)


@pytest.mark.parametrize(
    ("boards", "ok"), [(1, False), (2, True), (8, True), (12, True), (13, False)]
)
def test_a_team_regulation_takes_two_to_twelve_boards(boards: int, ok: bool) -> None:
    from pydantic import ValidationError

    from engine.regulation import load_preset
    from engine.regulation.schema import Regulation

    data = load_preset("team-round-robin").model_dump(mode="json")
    data["format"]["boards"] = boards
    if ok:
        assert Regulation.model_validate(data).format.boards == boards  # type: ignore[union-attr]
    else:
        with pytest.raises(ValidationError):
            Regulation.model_validate(data)
