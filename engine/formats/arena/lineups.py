"""The teams as the ladder reads them: each sign-up as a line-up ``Member`` (its team, number,
gender, birth), the line-ups, the substitutions recorded on the sign-ups, how the arena's
messages name a player (``甲（四川6号）``), and the arena's sign-up rules (``ArenaSignups``: the
team numbers, the women, the registered substitutes and a substitution's checks)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, cast

from engine.arena import ladder, lineup
from engine.signup_fields import SUBSTITUTE_NUMBER, parse_birth

from ..base import Facts, FormatError, Player, PlayerFacts
from ..signups import SignupRules
from .results import BoutResult, finished
from .schema import spec

if TYPE_CHECKING:
    from engine.regulation.schema import Regulation

REPLACES, FROM_BOUT = "replaces", "from_bout"
"""The sign-up fields of a substitute who took a place (``/替补``): whose, and from which bout."""

LEFT = ("withdrawn", "disqualified")
"""Sign-up statuses of players who left; their place stays in the order until someone takes it."""


def _text(value: object) -> str:
    # 编号 and 性别 are written by the sign-up as text (engine/signup*.py); read as stored
    return cast(str, value)


def _whole(value: object) -> int:
    # ``replaces``/``from_bout`` are written by ``/替补`` as numbers; read as stored
    return int(cast("int | str", value))


def lineup_rules(reg: Regulation) -> lineup.LineupRules:
    """The line-up parameters of a regulation (age 14–65: 004 七(一)1, not in the schema)."""
    return lineup.LineupRules.of(spec(reg))


def member(p: Player | PlayerFacts) -> lineup.Member:
    """A sign-up as a line-up member (a registered substitute has no number)."""
    fields = dict(p.fields or {})
    birth = None
    if fields.get("birth"):
        try:
            birth = parse_birth(str(fields["birth"]))
        except ValueError:
            birth = None
    number = fields.get("number")
    return lineup.Member(
        p.seq,
        p.group or "",
        None if number == SUBSTITUTE_NUMBER or number is None else _text(number),
        _text(fields.get("gender", "")),
        birth,
        p.name if isinstance(p, PlayerFacts) else "",
    )


def substitutions(players: Sequence[PlayerFacts]) -> list[ladder.Substitution]:
    """The substitutions recorded on the players' sign-ups (七(二)3), in the order they apply."""
    subs = [
        ladder.Substitution(_whole(p.fields[REPLACES]), p.seq, _whole(p.fields.get(FROM_BOUT, 1)))
        for p in players
        if (p.fields or {}).get(REPLACES) is not None
    ]
    return sorted(subs, key=lambda x: (x.from_bout, x.incoming))


def places(reg: Regulation, players: Sequence[PlayerFacts]) -> dict[int, tuple[str, str]]:
    """Each player's team and place as messages show it: ``("四川", "6号")``, ``("重庆", "擂主")``;
    a substitute ``("重庆", "3号替补")`` once he took a place, else ``("重庆", "替补")``."""
    rules = lineup_rules(reg)
    by_seq = {p.seq: p for p in players}
    out = {}
    for p in players:
        number = _text((p.fields or {}).get("number", ""))
        out[p.seq] = (
            p.group or "",
            number if number == SUBSTITUTE_NUMBER else rules.number_text(number),
        )
    for sub in substitutions(players):
        team, place = out.get(sub.outgoing, ("", ""))
        if sub.incoming in by_seq:
            out[sub.incoming] = (team, place.removesuffix(SUBSTITUTE_NUMBER) + SUBSTITUTE_NUMBER)
    return out


def label(names: Mapping[int, str], teams: Mapping[int, tuple[str, str]], seq: int) -> str:
    """A player as the arena's messages name him: ``甲（四川6号）``, ``乙（重庆3号替补）``."""
    team, place = teams.get(seq, ("", ""))
    where = f"{team}{place}" if team else f"#{seq}"
    name = names.get(seq) or f"#{seq}"
    return f"{name}（{where}）"


def lineups(
    reg: Regulation, players: Sequence[Player | PlayerFacts]
) -> tuple[ladder.TeamLineup, ladder.TeamLineup]:
    """Both teams' line-ups; FormatError saying what is missing when they are not complete."""
    rules = lineup_rules(reg)
    try:
        return lineup.team_lineups([member(p) for p in players], rules)
    except ValueError as exc:
        problems = lineup.lineup_problems([member(p) for p in players], None, rules)
        raise FormatError("出场名单不完整，无法编排：" + "；".join(problems or [str(exc)])) from exc


def team_players(facts: Facts[BoutResult]) -> list[PlayerFacts]:
    """The players the line-ups are built from: the active sign-ups (registered substitutes
    too), everyone who played a bout, and a player who left (withdrawn, disqualified) whose
    number nobody else holds (the latest such one): numbers cannot change (八(六)), so his place
    stays in the order — a substitute takes it (``/替补``) or he forfeits his bout. A number
    taken again by a new sign-up belongs to the new player."""
    seated = {seq for tf in facts.tables for seq in tf.seats}
    players = [
        p for seq, p in sorted(facts.players.items()) if p.status == "active" or seq in seated
    ]
    held = {(p.group, (p.fields or {}).get("number")) for p in players}
    left: dict[tuple[str | None, object], PlayerFacts] = {}
    for seq, p in sorted(facts.players.items()):
        number = (p.fields or {}).get("number")
        if (
            p.status in LEFT
            and seq not in seated
            and number
            and number != SUBSTITUTE_NUMBER
            and (p.group, number) not in held
        ):
            left[(p.group, number)] = p
    return sorted([*players, *left.values()], key=lambda p: p.seq)


def first_team(reg: Regulation) -> int:
    """The team (0/1) whose No. 6 has the first seat of bout 1."""
    return 0 if spec(reg).first_team_first_seat else 1


class ArenaSignups(SignupRules[BoutResult]):
    """The arena's team sign-ups (七(一), 七(二), 八(六)) and its line-up substitutes (七(二)3)."""

    checks_signups = True
    lineup_substitutes = True

    def signup_problems(
        self,
        reg: Regulation,
        candidate: PlayerFacts,
        others: Sequence[PlayerFacts],
        match_day: date | None,
    ) -> list[str]:
        """Unknown team or number, a number taken in the team, a man as No. 6, an age outside
        14–65 on the match day where 出生 is given (七(一)1, 七(二), 八(六))."""
        return lineup.signup_problems(
            member(candidate), [member(p) for p in others], match_day, lineup_rules(reg)
        )

    def registered_substitutes(self, reg: Regulation) -> int:
        """Each team's substitutes of the same gender (七(二)3 各队可报2名替补)."""
        return spec(reg).substitutes_max

    def women_only_number(self, reg: Regulation) -> str | None:
        """The first challenger's number where round 1 is played by women (八(六) 6号为女棋手)."""
        fmt = spec(reg)
        if not fmt.first_number_must_be_woman or not fmt.challenger_numbers:
            return None
        return fmt.challenger_numbers[0]

    def lineup_problems(
        self, reg: Regulation, players: Sequence[PlayerFacts], match_day: date | None
    ) -> list[str]:
        """6 challengers + 1 champion per team, at least 2 women a team (七(二))."""
        return lineup.lineup_problems([member(p) for p in players], match_day, lineup_rules(reg))

    def substitution(
        self,
        reg: Regulation,
        facts: Facts[BoutResult],
        outgoing: int,
        incoming: int,
        round_number: int,
        playing: Collection[int],
    ) -> tuple[dict[str, object], str]:
        """``incoming``, a registered substitute of the same team and gender, takes ``outgoing``'s
        place in the order from bout ``round_number`` on (七(二)3 各队可报2名替补，仅能同性别替补);
        refused for a player who lost a bout or is in a bout under way, a substitute used before,
        a third substitution of a team, or once the match is over
        (``lineup.substitution_problems``). Recorded on the substitute's sign-up: ``replaces``
        and ``from_bout``."""
        players = team_players(facts)
        rules = lineup_rules(reg)
        gone = facts.players.get(outgoing)
        if gone is not None and gone.status in LEFT and not facts.tables and round_number == 1:
            # bout 1 is seated from the active sign-ups: the freed number is simply signed up again
            written = (gone.fields or {}).get("number", "")
            number = rules.number_text(str(written))
            raise FormatError(
                f"不能替补：{gone.name}（#{outgoing}）在比赛开始前已退出，"
                f"{gone.group or ''}{number}已空出。"
                f"请替补棋手先 /退赛 再以该编号报名（如 编号 {written}），"
                f"或 /撤销 #{outgoing} 的退赛后再 /替补。"
            )
        subs = substitutions(players)
        problems = lineup.substitution_problems(
            outgoing,
            incoming,
            [member(p) for p in players],
            subs,
            finished(reg, facts.tables),
            playing,
            None,
            rules,
        )
        if problems:
            raise FormatError("不能替补：" + "；".join(problems) + "。")
        names = {seq: p.name for seq, p in facts.players.items()}
        before = places(reg, players)
        fields: dict[str, object] = {REPLACES: outgoing, FROM_BOUT: round_number}
        after = places(
            reg,
            [
                replace(p, fields={**p.fields, **fields}) if p.seq == incoming else p
                for p in players
            ],
        )
        team = before[outgoing][0]
        used = 1 + sum(1 for x in subs if before.get(x.outgoing, ("",))[0] == team)
        return fields, (
            f"{team}替补：{label(names, after, incoming)} 从第{round_number}轮起代替 "
            f"{label(names, before, outgoing)} 出场（本队第 {used} 名替补，"
            f"每队最多 {rules.substitutes_max} 名，仅能同性别替补）。"
        )
