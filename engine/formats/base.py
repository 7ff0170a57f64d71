"""The format protocol: what every format kind decides, and the plain data it decides from.

A format (engine/formats/<kind>.py) is one object implementing ``Format``. Services run
one round lifecycle for every format (seat → report/confirm → enter/rule → close → post)
and ask the format, never a ``kind``, for everything that differs: the next round's field
and its tables, the shape of a result (parsed from chat text and rendered back in one place),
the points of a result, the standings with their tiebreaks and cut, and the commands only
it understands.

``Format`` — what a service needs from a format (or from the stage playing a round):

- its parts: ``kind``; ``words`` (its Chinese words, engine/formats/words.py ``Words``);
  ``results`` (its result type's rules, engine/formats/results.py ``ResultRules``);
  ``signups`` (sign-ups, line-ups, substitutes: engine/formats/signups.py ``SignupRules``);
  ``commands`` (``FormatCommand``s only it understands); ``player_marks``;
- its shape: ``eliminates``, ``seats_everyone``, ``groups_are_divisions``;
- rounds: ``for_round``, ``seating_refusal``, ``seat``, ``missing_seats``, ``table_groups``,
  ``total_rounds``, ``takes_late_entries``, ``per_division``, ``report_refusal``;
- organisers: ``group_draw``, ``mark_refusal``, ``setting_refusal``; their edits of a seated
  round: ``fixed_seating``, ``swap_blocks``, ``pairing_problems``, ``late_entry_refusal``;
- standings and outputs: ``standings``, ``cut``, ``over``, ``extra_standings``, ``bracket``,
  ``prize_rows``, ``table_json``.

Results are stored as a ``(games, details)`` pair (the ``Result`` row's two columns); each
format's result rules turn it into its own typed value with ``load_result`` and back with
``dump_result``. ``Format`` and its parts are generic over that value's type (``ResultT``):
each format owns its result class and its rules take and give only it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import (
    TYPE_CHECKING,
    ClassVar,
    Generic,
    Literal,
    NamedTuple,
    NotRequired,
    TypedDict,
    TypeVar,
)

from engine import numbers
from engine.standings import Standings

from .pairing_checks import repeat_problems

if TYPE_CHECKING:  # the regulation's schema is built from the formats' schema parts
    from engine.regulation.schema import Regulation

    from .results import ResultRules
    from .signups import SignupRules
    from .words import Words

ResultT = TypeVar("ResultT")
"""A format's typed table result (e.g. ``GameResult``, ``TieResult``)."""
SchemaT = TypeVar("SchemaT")

Fields = Mapping[str, object]
"""A sign-up's fields as stored (JSON): the regulation's own keys and those commands write
(``number``, ``level``, ``draw_place`` …); each reader checks the type it needs."""
Details = Mapping[str, object]
"""A stored result's ``details`` as read back (JSON: what ``dump_result`` wrote)."""
Point = Fraction | int
"""A seat's points in one game (exact)."""


class FormatError(ValueError):
    """A bad input or an impossible request; the message is the Chinese reply."""


def game_named(text: str) -> int | None:
    """The game a command names as chat writes it (`第2局`, `2`, `第２局`): its number from 1;
    None when it is no whole number from 1 (the format's check refuses it with its form)."""
    return numbers.whole(text.strip().removeprefix("第").removesuffix("局"), lo=1)


@dataclass(frozen=True)
class Player:
    """A player the next round may seat: sign-up number and account (QQ) number; the sign-up's
    group or team (003 groups, 004 teams) and its other fields (e.g. ``number``, ``gender``)."""

    seq: int
    qq: int
    group: str | None = None
    fields: Fields = field(default_factory=dict)


@dataclass(frozen=True)
class RoundField:
    """What seating round ``number`` may read: the active players (seq order), the tables of
    every earlier round as seqs (first seat first, absent players not included) and the
    standings after the previous round (None before round 1); ``seed`` the tournament's seed
    (for colours drawn by lot)."""

    number: int
    players: Sequence[Player]
    history: Mapping[int, Sequence[Sequence[int]]]
    standings: Standings | None
    called_up: Sequence[int] = ()
    """Substitutes called up (in order) to fill the seats a withdrawal or disqualification left."""
    seed: int = 0
    start_order: Sequence[int] = ()
    """The starting order (pairing numbers, first first) of the players who have no record yet:
    003's group draw (seeds first) for round 1 of a group; empty: sign-up order. A Swiss pairs
    round 1 from it, top half against bottom half."""


DRAW_PLACE = "draw_place"
"""The sign-up field holding a player's place in its group's draw order (1 first), written by
``/分组`` beside the sign-up's ``group`` and read back as the group's starting order."""


LATE_ENTRY = "late_entry"
"""The sign-up field (True) of a player an organiser entered after sign-up closed (``/补报``): a
Swiss pairs him from the first round seated after it, with ``signup.late_entry_points`` for each
round he missed."""


class Shortfall(NamedTuple):
    """Seats a round lacks to fill its tables (``Format.missing_seats``): ``seats`` short of
    tables of ``table_size`` each."""

    seats: int
    table_size: int


class GroupPlace(NamedTuple):
    """A player's place in a group draw: the ``group`` and the ``place`` in its draw order (1
    first; 003: the seeds first)."""

    group: str
    place: int


@dataclass(frozen=True)
class PlayerFacts:
    """A player as standings see him."""

    seq: int
    sponsor: bool = False
    withdrawn: bool = False
    disqualified: bool = False
    name: str = ""
    group: str | None = None
    fields: Fields = field(default_factory=dict)
    status: str = "active"
    """The sign-up's status (active, pending, withdrawn, refused …)."""


@dataclass(frozen=True)
class TableFacts(Generic[ResultT]):
    """A table of a closed round: seats as seqs (first seat first), the seqs a substitute
    replaced (they score 0), the typed result (None: none stored) and each seat's points per
    game."""

    round: int
    seats: tuple[int, ...]
    result: ResultT | None
    points: tuple[tuple[Point, ...], ...]
    absent: tuple[int, ...] = ()


@dataclass(frozen=True)
class Facts(Generic[ResultT]):
    """Everything standings are derived from: players, the tables of closed rounds,
    adjustments (penalties and compensations) per (seq, round), the tournament's seed, and
    the count of the other ledger lines (warnings, fouls) per (seq, round, kind)."""

    players: Mapping[int, PlayerFacts]
    tables: Sequence[TableFacts[ResultT]]
    adjustments: Mapping[tuple[int, int], Fraction] = field(default_factory=dict)
    seed: int = 0
    counts: Mapping[tuple[int, int, str], int] = field(default_factory=dict)


@dataclass(frozen=True)
class FormatCommand(Generic[ResultT]):
    """A command only one format understands, e.g. ``/掉线`` for four-player tables.

    It acts on a player's table in the current round: ``read(args)`` turns the words after
    the player into the command's typed arguments as written, without the regulation and
    refusing nothing (the chat layer reads them); ``apply(reg, result, seat, args)`` checks
    them (raising FormatError with the right form) and returns the new typed result and a few
    words saying what was recorded.
    """

    word: str
    usage: str
    summary: str
    example: str
    read: Callable[[str], object]
    apply: Callable[[Regulation, ResultT, int, object], tuple[ResultT, str]]


class BracketTie(TypedDict):
    """A tie of ``Format.bracket``'s stages (see there)."""

    seats: list[int | None]
    result: str | None
    score: str | None
    winner: int | None
    label: str | None


class BracketStage(TypedDict):
    """A stage of ``Format.bracket``: its name and ties."""

    name: str
    ties: list[BracketTie]


class BracketData(TypedDict):
    """``Format.bracket``: the bracket or ladder as plain data (see there)."""

    title: str
    layout: Literal["tree", "chain"]
    seat_labels: list[str]
    stages: list[BracketStage]
    notes: list[str]
    names: NotRequired[dict[int, str]]
    """A seat's name where it is no player's (a team knockout: team number -> team name)."""


def stored_ints(value: object) -> tuple[int, ...]:
    """The whole numbers of a stored list (a result's ``forfeits``, ``cutoff`` …); () for
    anything else."""
    if not isinstance(value, list | tuple):
        return ()
    return tuple(x for x in value if isinstance(x, int))


def format_of(reg: Regulation, schema: type[SchemaT]) -> SchemaT:
    """The regulation's ``[format]`` as the schema part ``schema`` (a format reading its own
    keys); FormatError for a regulation of another format."""
    spec = reg.format
    if not isinstance(spec, schema):
        raise FormatError(f"规程的赛制（{spec.kind}）不是这个赛制。")
    return spec


class Format(ABC, Generic[ResultT]):
    """One format kind. Subclasses set the class attributes and implement the methods."""

    kind: ClassVar[str]
    words: Words[ResultT]
    """The format's Chinese words (its name, the seats' words, the hints and notes of a round
    and of the standings): one presenter object, engine/formats/words.py, set by each format."""
    results: ResultRules[ResultT]
    """How the format's tables take results (read from chat, stored, rendered, scored, the
    special cases): one rules object, engine/formats/results.py, set by each format."""
    signups: SignupRules[ResultT]
    """What the format checks of sign-ups and line-ups and how substitutes come in: one rules
    object, engine/formats/signups.py (the defaults: any sign-up, no substitutes)."""
    eliminates: ClassVar[bool] = False
    """Whether rounds cut players (then chat shows the distance to the cut)."""
    commands: Mapping[str, FormatCommand[ResultT]] = {}
    seats_everyone: ClassVar[bool] = True
    """Whether a round seats the whole active field (an arena bout seats two players)."""
    groups_are_divisions: ClassVar[bool] = False
    """Whether a sign-up's ``group`` is what the JSON calls its ``division`` (003's groups A–D;
    the arena's ``group`` is a team, not a division)."""
    player_marks: ClassVar[Mapping[str, tuple[str, str]]] = {}
    """Organiser marks on a player, by command word: word -> (sign-up field key, what it means),
    e.g. the arena's ``/主播`` -> ("streamer", ...). Sending the command again removes the mark."""
    late_entry_rule: ClassVar[str] = "本赛制的对阵在第1轮编排时已按参赛名单排定"
    """Why ``/补报`` is refused once round 1 is seated (the default ``late_entry_refusal``)."""
    fixed_seating: ClassVar[str | None] = None
    """Why an organiser may not move players between its tables by hand (``/对调``), in Chinese
    (000's tables of four, the arena's ladder order); None: he may."""

    # --- rounds and seating ---------------------------------------------------------------

    def for_round(self, reg: Regulation, number: int) -> Format[ResultT]:
        """The rules that read and write round ``number``'s results (a format whose stages take
        different results, e.g. 003's group games and knockout ties, returns its stage's object;
        every value it made must still load, render and score). Default: itself."""
        return self

    def table_groups(
        self, reg: Regulation, number: int, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> list[str | None] | None:
        """Each table's group (A, B …) of seated round ``number`` (in ``history``) where the
        round is played in groups (a stage in groups); None: it is not. Default: None."""
        return None

    def report_refusal(self, reg: Regulation, seats: int, seat: int) -> str | None:
        """Why the player in ``seat`` of a table of ``seats`` may not ``/报分`` or ``/确认`` its
        result (a team event: only the two captains), in Chinese; None: he may (the default:
        every player of the table)."""
        return None

    def swap_blocks(self, reg: Regulation, seats: int) -> list[range]:
        """What ``/对调`` moves as one of a table of ``seats``: the seat indices of each block
        (a team event: each team's line-up). Default: every seat alone."""
        return [range(k, k + 1) for k in range(seats)]

    def pairing_problems(
        self,
        reg: Regulation,
        field: RoundField,
        tables: Sequence[Sequence[int]],
        drawn: Sequence[Sequence[int]],
    ) -> list[str]:
        """The rules the tables of round ``field.number`` break (``tables``: as an organiser's
        edit leaves them; ``drawn``: as seated, table for table), one Chinese line each; empty:
        none. Default: a repeat pairing (engine/formats/pairing_checks.py)."""
        return repeat_problems(field.history, tables)

    def late_entry_refusal(self, reg: Regulation, seated: int) -> str | None:
        """Why ``/补报`` may not add a player now (``seated``: the last round seated, 0 before
        round 1), in Chinese; None: allowed. Default: only before round 1 is seated."""
        if seated == 0:
            return None
        return f"{self.late_entry_rule}，第1轮已编排后不能再补报（积分编排才可以中途加入）。"

    def seating_refusal(self, reg: Regulation, field: RoundField) -> str | None:
        """Why round ``field.number`` cannot be seated yet (e.g. 003: the groups are not drawn),
        in Chinese with what to do; None: go ahead."""
        return None

    def group_draw(
        self, reg: Regulation, players: Sequence[PlayerFacts], seed: int
    ) -> tuple[dict[int, GroupPlace], str]:
        """``/分组``: the groups drawn for the active players (seq → group and place in the
        group's draw order) and the announcement. Raises FormatError where the format has no
        group draw (the default)."""
        raise FormatError(f"本赛事的赛制（{self.words.name}）不分组抽签。")

    def mark_refusal(
        self,
        reg: Regulation,
        word: str,
        seq: int,
        marked: Sequence[int],
        standings: Standings | None,
        removing: bool = False,
        seated: int = 0,
    ) -> str | None:
        """Why the mark ``word`` may not be set on ``seq`` (or, ``removing``, taken off it)
        (``marked``: the players holding it, in the order marked; ``standings``: the latest;
        ``seated``: the last round seated, 0 before round 1), in Chinese; None: allowed. Default:
        always allowed."""
        return None

    def setting_refusal(self, reg: Regulation, item: str, seated: int) -> str | None:
        """Why ``/设置 <item>`` may not change the regulation now (``seated``: the last round
        seated, 0 before round 1), in Chinese with what to do; None: go ahead. Default: always
        allowed (e.g. the knockout refuses a new bracket size once its draw is made)."""
        return None

    def prize_rows(self, reg: Regulation, standings: Standings) -> list[dict[str, object]] | None:
        """The JSON ``prizes`` in the format's own terms (e.g. 003's cumulative prize per player),
        or None for the generic prizes by final place."""
        return None

    def per_division(self, reg: Regulation) -> bool:
        """Whether each division plays its own tournament (rounds, tables, standings, prizes)."""
        return False

    def takes_late_entries(self, reg: Regulation) -> bool:
        """Whether a player may join once round 1 is seated (a pending sign-up approved, a
        waiting one promoted after a withdrawal). Default: yes."""
        return True

    def total_rounds(
        self, reg: Regulation, history: Mapping[int, Sequence[Sequence[int]]]
    ) -> int | None:
        """How many rounds the tournament plays, given the tables seated so far (None: not
        known yet, e.g. a round robin before its field is fixed)."""
        return reg.format.planned_rounds

    def missing_seats(self, reg: Regulation, field: RoundField) -> Shortfall | None:
        """The seats the field of ``field.number`` lacks to fill its tables (None: none; formats
        with rests never lack any); services then call up ``signups.standby``'s players in
        order."""
        return None

    @abstractmethod
    def seat(self, reg: Regulation, field: RoundField) -> list[list[int]]:
        """The tables of round ``field.number`` as seqs, first seat first; a one-seat table is
        a rest (轮空). Raises FormatError when the field cannot be seated."""

    # --- standings ------------------------------------------------------------------------

    @abstractmethod
    def standings(self, reg: Regulation, facts: Facts[ResultT], after_round: int) -> Standings:
        """The standings after closed round ``after_round`` (rows in overall order)."""

    def cut(self, reg: Regulation, after_round: int) -> int | None:
        """How many players advance after ``after_round`` (None: no cut)."""
        return None

    def over(self, reg: Regulation, standings: Standings) -> bool:
        """Whether these standings end the tournament before ``total_rounds`` says (the arena:
        a champion lost). Default: never."""
        return False

    def table_json(
        self,
        reg: Regulation,
        number: int,
        table: int,
        seats: Sequence[int],
        groups: Sequence[str | None],
        result: ResultT | None,
    ) -> dict[str, object] | None:
        """The format's own keys of a ``GET …/rounds/{n}`` table (round ``number``, table
        ``table``; ``seats`` first seat first, ``groups`` each seat's sign-up group), merged over
        the generic ones; None: the generic table only (the default). A team event: ``teams``,
        ``boards``, the match's ``result`` and ``points`` by team."""
        return None

    def extra_standings(self, reg: Regulation, standings: Standings) -> dict[str, object]:
        """Extra keys of the JSON standings (the arena: ``teams``); exact values as strings."""
        return {}

    def bracket(self, reg: Regulation, standings: Standings) -> BracketData | None:
        """The format's bracket or ladder as plain data (the JSON standings' ``bracket``), drawn
        by every output (chat picture, page) without knowing the format; None: it has none.

        ``{"title": str, "layout": "tree" | "chain", "seat_labels": [first, second],
        "stages": [{"name": str, "ties": [{"seats": [seq | None, seq | None], "result": str |
        None, "score": str | None, "winner": seq | None, "label": str | None}]}],
        "notes": [str]}``. Stages in playing order; seats first seat first (None: a bye or not
        known yet); ``result`` the table's result text (``胜负胜``), ``score`` a short score
        (``2:1``), both None while unplayed. ``tree``: a knockout, each stage the winners of
        the one before it (tie i fed by ties 2i and 2i+1); ties after the first half of a
        stage's feeders (the 3rd/4th-place tie) carry a ``label`` and are drawn apart.
        ``chain``: one tie after the other (the arena's bouts). ``notes``: lines shown under it."""
        return None
