"""What a format asks of its players: sign-ups and line-ups, and who may substitute
(``fmt.signups``).

The defaults take any sign-up and have no substitutes; a format overrides what its rules say
(the arena, engine/formats/arena/lineups.py: team numbers, two women a team, registered
substitutes of the same gender; seed 000: a substitute in an absent player's seat).

Members: ``substitutes``, ``lineup_substitutes``, ``checks_signups``; ``signup_problems``,
``registered_substitutes``, ``women_only_number``, ``lineup_problems``, ``substitution``,
``standby``, ``unfinished``, ``given_lineup``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import date
from typing import TYPE_CHECKING, ClassVar, Generic

from .base import Facts, FormatError, PlayerFacts, ResultT

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation
    from engine.standings import Standings

    from .base import Format


class SignupRules(Generic[ResultT]):
    """What a format checks of its sign-ups and how its substitutes come in (module docstring)."""

    substitutes: ClassVar[bool] = False
    """Whether /替补 may put another player in an absent player's seat."""
    lineup_substitutes: ClassVar[bool] = False
    """Whether /替补 puts a registered substitute in a team's line-up for the rest of the match
    (the arena: ``substitution``) instead of an absent player's seat for one round."""
    checks_signups: ClassVar[bool] = False
    """Whether ``signup_problems``/``lineup_problems`` need the live sign-ups (read only then)."""

    def __init__(self, fmt: Format[ResultT]) -> None:
        self.fmt = fmt
        """The format these are the sign-up rules of."""

    def standby(self, reg: Regulation, standings: Standings) -> list[int]:
        """The substitutes (seqs) in the order they are called to fill a seat, from the latest
        ``standings``; empty where the regulation has none (the default). Services leave out
        those seated in the open round and those no longer active."""
        return []

    def signup_problems(
        self,
        reg: Regulation,
        candidate: PlayerFacts,
        others: Sequence[PlayerFacts],
        match_day: date | None,
    ) -> list[str]:
        """Why a sign-up is refused at once (Chinese sentences; empty: accepted). ``others``: the
        live sign-ups so far; ``match_day``: round 1's local date when set."""
        return []

    def registered_substitutes(self, reg: Regulation) -> int:
        """How many substitutes a team may sign up with no number of their own (the arena's
        七(二)3, sign-ups numbered ``SUBSTITUTE_NUMBER``); 0: none."""
        return 0

    def women_only_number(self, reg: Regulation) -> str | None:
        """The team number only a woman may sign up with (the arena's first challenger, 八(六));
        None: any number is open to all."""
        return None

    def substitution(
        self,
        reg: Regulation,
        facts: Facts[ResultT],
        outgoing: int,
        incoming: int,
        round_number: int,
        playing: Collection[int],
    ) -> tuple[dict[str, object], str]:
        """A line-up substitution (``lineup_substitutes``): ``incoming`` replaces ``outgoing`` from
        round ``round_number`` on (``facts``: the closed rounds; ``playing``: the seqs at an open
        table that already has games). Returns the fields to add to the incoming player's sign-up
        (where the substitution is recorded) and the reply; FormatError when the rules refuse it."""
        raise FormatError(f"本赛事的赛制（{self.fmt.words.name}）没有替补名单。")

    def unfinished(
        self, reg: Regulation, players: Sequence[PlayerFacts]
    ) -> list[tuple[str, str, list[int]]]:
        """The units of the field that cannot play as signed up (a team event's teams whose
        boards are not all filled): (name, what is missing, the seqs of its sign-ups). While any
        is left, ``/截止报名`` refuses to close; ``/截止报名 强制`` closes and withdraws their
        sign-ups. Default: none."""
        return []

    def given_lineup(
        self,
        reg: Regulation,
        players: Sequence[PlayerFacts],
        team: str,
        seqs: Sequence[int],
        round_number: int,
        by: int | None,
    ) -> tuple[dict[int, dict[str, object]], str]:
        """``/出场 <队伍> <选手>…``: the line-up ``seqs`` (board 1 first) of ``team`` for round
        ``round_number``, given by the player ``by`` (None: an organiser). Returns the new
        sign-up fields of each member whose fields change (seq -> fields) and the reply;
        FormatError (Chinese, with the right form) when the rules refuse it. Default: the format
        has no line-ups per round."""
        raise FormatError(f"本赛事的赛制（{self.fmt.words.name}）没有每轮出场名单。")

    def lineup_problems(
        self, reg: Regulation, players: Sequence[PlayerFacts], match_day: date | None
    ) -> list[str]:
        """What is wrong with the field when sign-up closes (told to the organisers); empty:
        nothing."""
        return []
