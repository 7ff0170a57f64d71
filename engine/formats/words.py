"""A format's Chinese words: everything a format says in chat and on the page but does not decide.

Each format has one presenter (``fmt.words``), a subclass of ``Words`` living with the format,
that overrides what that format says; it holds its format (``fmt``) for what it reads of it (a
knockout's tie length, the stages' current stage). The protocol (``base.Format``) decides; the
presenter only puts the decisions into words:

- ``name`` (the format's display name), ``total_label`` (what the standings' total is called);
- the seats: ``first_seat_label``, ``seat_labels``, ``colour_seats``, ``first_seat_word(reg)``,
  ``seat_words(reg, seats)``;
- the round: ``result_example(reg)``, ``report_hint(reg)`` (under the posted tables),
  ``round_note(...)`` (the round's extra lines), ``cutoff_text(reg)`` (what ``/结束本轮 确认``
  does to an unplayed game), ``entry_note(reg, facts, table)`` (after a table's result changed);
- the standings: ``row_note(row)``, ``rank_reason(row)``, ``standings_notes(reg, standings)``,
  ``final_lines(reg, standings)``, ``player_lines(reg, standings, seq)`` (``/我的``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar, Generic

from engine.standings import StandingRow, Standings
from engine.vocabulary import SEAT_COLOURS

from .base import Facts, ResultT, TableFacts

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

    from .base import Format


class Words(Generic[ResultT]):
    """A format's presenter: its Chinese words (module docstring). Subclasses set ``name`` and
    override what their format says otherwise."""

    name: ClassVar[str]
    """Chinese display name, e.g. 四人赛·加权淘汰."""
    total_label: ClassVar[str] = "总分"
    """What the standings' total is called in chat (加权总分, 积分)."""
    first_seat_label: ClassVar[str] = "先手"
    """What the posted tables call the first seat (the arena: 守擂)."""
    seat_labels: ClassVar[tuple[str, ...]] = ()
    """Fixed words for a table's seats, first seat first (the arena: 守擂, 攻擂); empty: by
    ``seat_words``' rule."""
    colour_seats: ClassVar[bool] = False
    """Whether a two-player table's first seat always has the first-moving colour (a round robin,
    a Swiss, 003's group games: then its seats are named by the game's colours, ``seat_words``)."""

    def __init__(self, fmt: Format[ResultT]) -> None:
        self.fmt = fmt
        """The format these are the words of."""

    # --- the seats ------------------------------------------------------------------------

    def first_seat_word(self, reg: Regulation) -> str:
        """What the posted tables write before the first seat (default ``first_seat_label``)."""
        return self.first_seat_label

    def seat_words(self, reg: Regulation, seats: int) -> list[str]:
        """What the seats of a table of ``seats`` are called, first seat first (the page's column
        heads): ``seat_labels`` where the format has them; where ``colour_seats``, a two-player
        table by the game's colours (``SEAT_COLOURS``: Xiangqi 红方/黑方, Go 执黑/执白, chess
        白方/黑方); otherwise the first seat's word, then 2号位, 3号位…"""
        if self.seat_labels:
            return list(self.seat_labels[:seats])
        colours = SEAT_COLOURS.get(reg.game) if self.colour_seats and seats == 2 else None
        if colours is not None:
            return list(colours)
        return [self.first_seat_word(reg)] + [f"{i}号位" for i in range(2, seats + 1)]

    # --- the round ------------------------------------------------------------------------

    def result_example(self, reg: Regulation) -> str:
        """An example result for the usage lines, e.g. 胜和负."""
        return "胜"

    def report_hint(self, reg: Regulation) -> str:
        """The line under the posted tables telling players how to report."""
        return (
            f"结果由先手一方报：/报分 {self.result_example(reg)}（从先手一方看），"
            "对手 /确认 或 /异议。"
        )

    def round_note(
        self,
        reg: Regulation,
        number: int,
        tables: Sequence[Sequence[int]],
        seed: int,
        history: Mapping[int, Sequence[Sequence[int]]] | None = None,
    ) -> str:
        """Words added under a seated round's tables (the arena: the first game's colours drawn
        by lot from the tournament's ``seed``; 003's knockout: who has red in each tie's
        decider), starting with a newline; "" for none. ``history``: the earlier rounds'
        tables (as ``total_rounds`` reads them)."""
        return ""

    def cutoff_text(self, reg: Regulation) -> str:
        """What the cutoff does to a game left unplayed, in Chinese (e.g. 按规程判和，每人每局 3
        分)."""
        return "按规程的截止结果计"

    def entry_note(self, reg: Regulation, facts: Facts[ResultT], table: TableFacts[ResultT]) -> str:
        """Words added to the reply after a table's result changed (``facts``: the closed
        rounds; ``table``: the current table with its new result); "" for none."""
        return ""

    # --- the standings --------------------------------------------------------------------

    def row_note(self, row: StandingRow) -> str:
        """Extra words for a standings line in chat (e.g. the tiebreak values); "" for none."""
        return ""

    def rank_reason(self, row: StandingRow) -> str:
        """Why a row stands below the one above on equal points (for /我的); "" for none."""
        return ""

    def standings_notes(self, reg: Regulation, standings: Standings) -> list[str]:
        """Lines shown in chat under the standings (the arena: the pools, the next bout)."""
        return []

    def final_lines(self, reg: Regulation, standings: Standings) -> list[str] | None:
        """The final post in the format's own words, or None for the generic places and prizes."""
        return None

    def player_lines(self, reg: Regulation, standings: Standings, seq: int) -> list[str]:
        """The format's own lines about player ``seq`` on ``/我的`` (a team event: his board
        results round by round); [] for none (the default)."""
        return []
