"""Sign-ups and substitutes of a tournament of stages (``fmt.signups`` of ``kind = "stages"``):
the first stage's system decides them — who signs up is that stage's field — with the regulation
as that system reads it (``Stage.reg``).

A Swiss, round-robin or knockout first stage has the defaults (any sign-up, no substitutes), as
before. Seed 000's four-player tables as a stage keep their substitutes (``/替补`` into an absent
player's seat, the highest totals among those cut called first: ``standby`` reads the stage's own
standings); seed 004's ladder as a stage its sign-up and line-up checks and its registered
substitutes. A view of a stage (``Stages.for_round``) carries its system's flags
(``substitutes``, ``lineup_substitutes``, ``checks_signups``); the registry's object, which
services ask before any round is named, keeps the defaults' flags (see ARCHITECTURE.md).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import date
from typing import TYPE_CHECKING

from engine.standings import Standings

from .base import Facts, PlayerFacts
from .signups import SignupRules
from .stage_plan import STAGE_RULES, Stage, StageResult, StageValue, plan_of
from .stage_standings import StagesStandings

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

    from .stages import Stages

__all__ = ["StagesSignups", "stages_signups"]


class StagesSignups(SignupRules[StageResult]):
    """The first stage's system's sign-up rules (module docstring)."""

    def _first(self, reg: Regulation) -> tuple[Stage, SignupRules[StageValue]]:
        stage = plan_of(reg).stages[0]
        return stage, stage.rules.signups

    def standby(self, reg: Regulation, standings: Standings) -> list[int]:
        """The first stage's substitutes, from its own standings (while it is played)."""
        stage, rules = self._first(reg)
        if not isinstance(standings, StagesStandings) or not standings.inner:
            return []
        if standings.stage != stage.index:
            return []
        return rules.standby(stage.reg, standings.inner[stage.index])

    def signup_problems(
        self,
        reg: Regulation,
        candidate: PlayerFacts,
        others: Sequence[PlayerFacts],
        match_day: date | None,
    ) -> list[str]:
        stage, rules = self._first(reg)
        return rules.signup_problems(stage.reg, candidate, others, match_day)

    def registered_substitutes(self, reg: Regulation) -> int:
        stage, rules = self._first(reg)
        return rules.registered_substitutes(stage.reg)

    def women_only_number(self, reg: Regulation) -> str | None:
        stage, rules = self._first(reg)
        return rules.women_only_number(stage.reg)

    def substitution(
        self,
        reg: Regulation,
        facts: Facts[StageResult],
        outgoing: int,
        incoming: int,
        round_number: int,
        playing: Collection[int],
    ) -> tuple[dict[str, object], str]:
        stage, rules = self._first(reg)
        own = stage.facts(facts, round_number)
        return rules.substitution(
            stage.reg, own, outgoing, incoming, stage.span.local(round_number), playing
        )

    def lineup_problems(
        self, reg: Regulation, players: Sequence[PlayerFacts], match_day: date | None
    ) -> list[str]:
        stage, rules = self._first(reg)
        return rules.lineup_problems(stage.reg, players, match_day)


_KINDS: dict[str | None, type[StagesSignups]] = {None: StagesSignups}


def stages_signups(fmt: Stages, kind: str | None) -> StagesSignups:
    """The sign-up rules of a view of a stage of system ``kind`` (None: the registry's object),
    its flags those of the system's own rules."""
    cls = _KINDS.get(kind)
    if cls is None and kind is not None:
        own = type(STAGE_RULES[kind].signups)
        cls = type(
            f"StagesSignups_{kind}",
            (StagesSignups,),
            {
                "substitutes": own.substitutes,
                "lineup_substitutes": own.lineup_substitutes,
                "checks_signups": own.checks_signups,
            },
        )
        _KINDS[kind] = cls
    return (cls or StagesSignups)(fmt)
