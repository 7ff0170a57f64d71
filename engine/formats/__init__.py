"""Formats: one module per format kind behind one protocol (``base.Format``), and the
registry keyed on the regulation's ``format.kind``.

A kind known to the regulation schema but without a module (none today) would have no rules:
``rules_of`` refuses it with a clear Chinese message. To add a format, see
docs/ARCHITECTURE.md ("How to add a format").

Each format is generic over its own result type; the registry hands them out over ``Result``,
the union of every format's result type (services pass a format back only what it made).
"""

from __future__ import annotations

from typing import Annotated, cast, get_args

from pydantic import Field

from engine.knockout.results import TieResult

from .arena import FORMAT as ARENA
from .arena import ArenaFormat, BoutResult
from .arena.lint import LINT as ARENA_LINT
from .base import (
    DRAW_PLACE,
    LATE_ENTRY,
    BracketData,
    Facts,
    Format,
    FormatCommand,
    FormatError,
    GroupPlace,
    Player,
    PlayerFacts,
    ResultT,
    RoundField,
    TableFacts,
)
from .four_player import FORMAT as FOUR_PLAYER
from .four_player import FourPlayerFormat, FourPlayerResult
from .four_player_lint import LINT as FOUR_PLAYER_LINT
from .group_knockout import FORMAT as GROUP_KNOCKOUT
from .group_knockout import GroupKnockoutFormat
from .group_knockout.lint import LINT as GROUP_KNOCKOUT_LINT
from .knockout import FORMAT as KNOCKOUT
from .knockout import KnockoutFormat
from .knockout_lint import LINT as KNOCKOUT_LINT
from .lint_notes import NO_LINT, FormatLint, LintWarning
from .round_robin import FORMAT as ROUND_ROBIN
from .round_robin import RoundRobinFormat
from .stage_plan import StageResult
from .stages import FORMAT as STAGES
from .stages import StagesFormat
from .swiss import FORMAT as SWISS
from .swiss import SwissFormat
from .swiss_lint import LINT as SWISS_LINT
from .team import FORMAT as TEAM
from .team import TeamFormat, TeamResult
from .team.lint import LINT as TEAM_LINT
from .two_player import GameResult

SCHEMAS = (
    FourPlayerFormat,
    SwissFormat,
    GroupKnockoutFormat,
    ArenaFormat,
    RoundRobinFormat,
    KnockoutFormat,
    StagesFormat,
    TeamFormat,
)
"""The ``[format]`` schema part of every kind the regulation knows, implemented or not."""
FORMAT_KINDS: tuple[str, ...] = tuple(
    str(get_args(schema.model_fields["kind"].annotation)[0]) for schema in SCHEMAS
)
FormatSchema = Annotated[
    FourPlayerFormat
    | SwissFormat
    | GroupKnockoutFormat
    | ArenaFormat
    | RoundRobinFormat
    | KnockoutFormat
    | StagesFormat
    | TeamFormat,
    Field(discriminator="kind"),
]
"""The regulation's ``format``: one of the schema parts (``SCHEMAS``, in that order), by
``kind``."""

Result = FourPlayerResult | GameResult | TieResult | BoutResult | StageResult | TeamResult
"""A table's typed result, of whichever format: each format reads back only its own."""


def _registered(fmt: Format[ResultT]) -> Format[Result]:
    # Services hand a format back only the results it made (its load_result, parse_result …),
    # so above engine/ its own result type is known as one of ``Result``.
    return cast("Format[Result]", fmt)


FORMATS: dict[str, Format[Result]] = {
    f.kind: f
    for f in (
        _registered(FOUR_PLAYER),
        _registered(ROUND_ROBIN),
        _registered(SWISS),
        _registered(ARENA),
        _registered(GROUP_KNOCKOUT),
        _registered(KNOCKOUT),
        _registered(STAGES),
        _registered(TEAM),
    )
}
"""Every implemented format by kind."""

NAMES: dict[str, str] = {kind: f.words.name for kind, f in FORMATS.items()}
"""Chinese display name of every kind the schema knows, implemented or not."""


LINTS: dict[str, FormatLint] = {
    FOUR_PLAYER.kind: FOUR_PLAYER_LINT,
    ARENA.kind: ARENA_LINT,
    GROUP_KNOCKOUT.kind: GROUP_KNOCKOUT_LINT,
    KNOCKOUT.kind: KNOCKOUT_LINT,
    SWISS.kind: SWISS_LINT,
    TEAM.kind: TEAM_LINT,
}
"""What each format adds to the regulation's lint (engine/formats/lint_notes.py); a kind not
here adds nothing."""


def lint_of(kind: str) -> FormatLint:
    """What the format of ``kind`` adds to the lint (``NO_LINT`` for nothing)."""
    return LINTS.get(kind, NO_LINT)


class FormatNotSupported(FormatError):
    """The regulation's format has no module yet."""


def display_name(kind: str) -> str:
    """The Chinese name of a format kind (the kind itself when unknown)."""
    return NAMES.get(kind, kind)


def rules_of(kind: str) -> Format[Result]:
    """The format module of ``kind``; FormatNotSupported (a Chinese message) when none."""
    fmt = FORMATS.get(kind)
    if fmt is None:
        supported = "、".join(f.words.name for f in FORMATS.values())
        raise FormatNotSupported(
            f"本赛事的赛制（{display_name(kind)}）还不支持这个命令（目前支持：{supported}）。"
        )
    return fmt


def player_marks() -> dict[str, tuple[str, str, list[str]]]:
    """Every organiser mark word (e.g. ``主播``): (field key, meaning, the formats that have it)."""
    out: dict[str, tuple[str, str, list[str]]] = {}
    for fmt in FORMATS.values():
        for word, (key, meaning) in fmt.player_marks.items():
            out.setdefault(word, (key, meaning, []))[2].append(fmt.words.name)
    return out


def commands() -> dict[str, tuple[FormatCommand[Result], list[str]]]:
    """Every format command word, with the names of the formats that understand it."""
    out: dict[str, tuple[FormatCommand[Result], list[str]]] = {}
    for fmt in FORMATS.values():
        for word, cmd in fmt.commands.items():
            out.setdefault(word, (cmd, []))[1].append(fmt.words.name)
    return out


__all__ = [
    "DRAW_PLACE",
    "FORMATS",
    "LATE_ENTRY",
    "FORMAT_KINDS",
    "NAMES",
    "SCHEMAS",
    "ArenaFormat",
    "BoutResult",
    "BracketData",
    "Facts",
    "Format",
    "FormatSchema",
    "FourPlayerFormat",
    "FourPlayerResult",
    "GameResult",
    "GroupKnockoutFormat",
    "GroupPlace",
    "KnockoutFormat",
    "RoundRobinFormat",
    "SwissFormat",
    "TeamFormat",
    "TeamResult",
    "FormatCommand",
    "FormatError",
    "FormatLint",
    "LINTS",
    "LintWarning",
    "FormatNotSupported",
    "Player",
    "PlayerFacts",
    "Result",
    "StagesFormat",
    "RoundField",
    "TableFacts",
    "TieResult",
    "commands",
    "display_name",
    "lint_of",
    "player_marks",
    "rules_of",
]
