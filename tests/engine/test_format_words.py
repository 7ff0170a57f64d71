"""The presenter's contract: every registered format's Chinese words (``fmt.words``) answer every
member for the format's preset, in the first round and the last, and the format protocol itself
holds none of them; likewise its result rules (``fmt.results``) hold every result member and its
sign-up rules (``fmt.signups``) every sign-up and substitute member."""

import pytest

from engine import formats
from engine.formats import Facts, Format, PlayerFacts, RoundField
from engine.formats.results import ResultRules
from engine.formats.signups import SignupRules
from engine.formats.words import Words
from tests.engine.test_formats import PRESET_OF, _field, _played_facts

MEMBERS = {
    "name",
    "total_label",
    "first_seat_label",
    "seat_labels",
    "colour_seats",
    "first_seat_word",
    "seat_words",
    "result_example",
    "report_hint",
    "round_note",
    "cutoff_text",
    "entry_note",
    "row_note",
    "rank_reason",
    "standings_notes",
    "final_lines",
    "player_lines",
}
"""Every member of the presenter (checked below: a member added to ``Words`` is added here and
given a check)."""

RESULT_MEMBERS = {
    "reported",
    "parse_result",
    "load_result",
    "dump_result",
    "result_text",
    "empty_result",
    "seated_result",
    "points",
    "has_play",
    "close_unplayed",
    "forfeit",
    "seat_outcomes",
    "rated_games",
    "game_number",
    "table_games",
    "current_game",
    "lose_game",
    "partner_seat",
    "fouls_to_lose",
    "entered",
    "refill_seat",
    "entry",
    "overrule",
    "lots_result",
}
"""Every member of the result rules (the contract test in test_formats.py exercises them)."""


def test_the_result_rules_hold_the_result_members_and_the_protocol_none_of_them():
    own = {m for m in vars(ResultRules) if not m.startswith("_")}
    assert own == RESULT_MEMBERS
    assert not [m for m in RESULT_MEMBERS if hasattr(Format, m)]


SIGNUP_MEMBERS = {
    "substitutes",
    "lineup_substitutes",
    "checks_signups",
    "signup_problems",
    "registered_substitutes",
    "women_only_number",
    "lineup_problems",
    "substitution",
    "standby",
    "unfinished",
    "given_lineup",
}


def test_the_signup_rules_hold_the_signup_members_and_the_protocol_none_of_them():
    own = {m for m in vars(SignupRules) if not m.startswith("_")}
    assert own == SIGNUP_MEMBERS
    assert not [m for m in SIGNUP_MEMBERS if hasattr(Format, m)]
    # who takes substitutes: 000 fills an absent player's seat for a round; 004's teams register
    # substitutes of their own and check every sign-up against their line-ups (七(二))
    takes = {k: f.signups.substitutes for k, f in formats.FORMATS.items()}
    assert [k for k, v in takes.items() if v] == ["four_player_elimination"]
    lineups = {k for k, f in formats.FORMATS.items() if f.signups.lineup_substitutes}
    checked = {k for k, f in formats.FORMATS.items() if f.signups.checks_signups}
    assert lineups == {"team_arena"}
    # a team event on boards checks each sign-up's board against its team's (team)
    assert checked == {"team_arena", "team"}


@pytest.mark.parametrize("kind", sorted(formats.FORMATS))
def test_every_view_of_a_format_has_its_own_words_and_rules(kind):
    fmt = formats.FORMATS[kind]
    for view in _views(fmt, PRESET_OF[kind]):
        assert isinstance(view.results, ResultRules) and view.results.fmt is view
        assert isinstance(view.words, Words) and view.words.fmt is view
        assert isinstance(view.signups, SignupRules) and view.signups.fmt is view


def test_the_presenter_holds_the_words_and_the_protocol_none_of_them():
    own = {m for m in vars(Words) if not m.startswith("_")} | set(Words.__annotations__)
    assert own - {"fmt"} == MEMBERS
    assert not [m for m in MEMBERS if hasattr(Format, m)]


def _views(fmt, reg):
    """The format's objects a round is read with: the registry's, round 1's and the last planned
    round's (003: the group stage's and the knockout's; stages: the first stage's, the last's)."""
    last = fmt.total_rounds(reg, {}) or 1
    return {id(v): v for v in (fmt, fmt.for_round(reg, 1), fmt.for_round(reg, last))}.values()


@pytest.mark.parametrize("kind", sorted(formats.FORMATS))
def test_every_format_has_words_for_every_member(kind):
    fmt = formats.FORMATS[kind]
    reg = PRESET_OF[kind]
    players = _field(reg)
    tables = fmt.seat(reg, RoundField(1, players, {}, None))
    sizes = {2} | {len(t) for t in tables if len(t) > 1}  # the knockout's 8 of 16: all byes

    for view in _views(fmt, reg):
        words = view.words
        assert isinstance(words, Words) and words.fmt is view
        assert words.name == fmt.words.name == formats.display_name(kind)
        assert words.total_label and words.first_seat_label
        assert isinstance(words.colour_seats, bool)
        first = words.first_seat_word(reg)
        assert first
        # a table of n seats has n words, all different; a table of one seat (a rest) is named
        # by the first seat's word
        for n in sorted(sizes):
            named = words.seat_words(reg, n)
            assert len(named) == n and all(named) and len(set(named)) == n
        assert words.seat_words(reg, 1) == [words.seat_labels[0] if words.seat_labels else first]
        assert words.result_example(reg)
        hint = words.report_hint(reg)
        assert "/报分" in hint or "/录入" in hint
        assert words.cutoff_text(reg)

    words = fmt.words
    # round 1's note: none, or lines under the tables (each starting with a newline)
    note = words.round_note(reg, 1, tables, 0)
    assert note == "" or note.startswith("\n")

    # after an entry and after round 1: words for the reply, every standings line and the post
    played = _played_facts(fmt, reg, tables)
    people = {
        p.seq: PlayerFacts(p.seq, name=f"棋手{p.seq}", group=p.group, fields=p.fields)
        for p in players
    }
    entered = max(played, key=lambda t: len(t.seats))
    note = words.entry_note(reg, Facts(people, []), entered)
    assert note == "" or note.startswith("\n")
    table = fmt.standings(reg, Facts(people, played), 1)
    for row in table.rows:
        assert isinstance(words.row_note(row), str) and isinstance(words.rank_reason(row), str)
        mine = words.player_lines(reg, table, row.seq)
        assert isinstance(mine, list) and all(isinstance(x, str) and x for x in mine)
    lines = words.standings_notes(reg, table)
    assert isinstance(lines, list) and all(isinstance(x, str) and x for x in lines)
    final = words.final_lines(reg, table)
    assert final is None or all(isinstance(x, str) for x in final)
