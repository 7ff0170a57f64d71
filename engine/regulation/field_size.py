"""A format chosen by the field's size (「10队及以上采用积分编排，不足10队采用单循环」).

The regulation's ``[field_size]``: a field of fewer than ``below`` entries (players; teams in a
team event) plays ``small``, a field of ``below`` or more the regulation's ``[format]``. The
choice is made once sign-up closes (``/截止报名``, services/field_size.py) on the active
entries, and written into the stored regulation: ``[format]`` becomes the chosen format,
``chosen`` says which (``small`` / ``large``) and ``entries`` on what count; where ``small``
took the place of ``[format]``, the regulation's own is kept as ``large``. Reopening sign-up
(``/开放报名``) puts the regulation's own format back (``unchosen``), and the next close
chooses afresh from the same two.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal

from pydantic import Field

from engine.fields import _Model
from engine.formats import FormatSchema, display_name

if TYPE_CHECKING:
    from engine.formats import PlayerFacts

    from .schema import Regulation


class FieldSize(_Model):
    """``below``: the smallest field that plays ``[format]`` (10 in 「10队及以上…，不足10队…」);
    ``small``: the format of a smaller field; after the choice ``chosen``, ``entries`` and,
    when ``small`` was chosen, ``large`` (the regulation's own ``[format]``)."""

    below: int = Field(ge=3)
    small: FormatSchema
    large: FormatSchema | None = None
    chosen: Literal["small", "large"] | None = None
    entries: int | None = Field(default=None, ge=0)


def unit_word(reg: Regulation) -> str:
    """What the count counts: 队 in a team event (its entries are teams' players), else 人."""
    return "队" if reg.format.kind == "team" or reg.signup.teams else "人"


def field_count(reg: Regulation, players: Iterable[PlayerFacts]) -> int:
    """The size of the field: the players, or in a team event the teams (distinct 队伍)."""
    players = list(players)
    if unit_word(reg) == "队":
        return len({p.group or str(p.fields.get("team") or "") for p in players} - {""})
    return len(players)


def formats_of(reg: Regulation) -> tuple[FormatSchema, FormatSchema]:
    """(the small field's format, the large field's): the regulation's own ``[format]`` is the
    large one until ``small`` took its place."""
    rule = reg.field_size
    assert rule is not None
    return rule.small, rule.large if rule.large is not None else reg.format


def choose(reg: Regulation, count: int) -> Regulation:
    """The regulation with the format a field of ``count`` plays in ``[format]`` (module
    docstring); validated as a whole (the chosen format against the rest of the regulation)."""
    rule = reg.field_size
    assert rule is not None
    small, large = formats_of(reg)
    is_small = count < rule.below
    data = reg.model_dump(mode="json")
    data["format"] = (small if is_small else large).model_dump(mode="json")
    data["field_size"] = {
        **rule.model_dump(mode="json"),
        "large": large.model_dump(mode="json") if is_small else None,
        "chosen": "small" if is_small else "large",
        "entries": count,
    }
    return type(reg).model_validate(data)


def unchosen(reg: Regulation) -> Regulation:
    """The regulation as before any choice (sign-up reopened): the regulation's own
    ``[format]`` back, ``chosen``, ``entries`` and ``large`` cleared."""
    rule = reg.field_size
    assert rule is not None
    _, large = formats_of(reg)
    data = reg.model_dump(mode="json")
    data["format"] = large.model_dump(mode="json")
    data["field_size"] = {
        **rule.model_dump(mode="json"),
        "large": None,
        "chosen": None,
        "entries": None,
    }
    return type(reg).model_validate(data)


def rule_text(reg: Regulation) -> str:
    """``10人及以上采用积分编排（瑞士制），不足10人采用单循环``, and once chosen
    ``；报名 8 人，采用单循环``."""
    rule = reg.field_size
    assert rule is not None
    small, large = formats_of(reg)
    unit = unit_word(reg)
    text = (
        f"{rule.below}{unit}及以上采用{format_name(large)}，"
        f"不足{rule.below}{unit}采用{format_name(small)}"
    )
    if rule.chosen is not None:
        text += f"；报名 {rule.entries} {unit}，采用{format_name(reg.format)}"
    return text


def announcement(reg: Regulation) -> str:
    """The words posted at the close of sign-up once the choice is made:
    ``报名 8 人，不足 10 人：按规程采用单循环（10人及以上才采用积分编排（瑞士制））。``"""
    rule = reg.field_size
    assert rule is not None and rule.chosen is not None
    small, large = formats_of(reg)
    unit = unit_word(reg)
    if rule.chosen == "small":
        return (
            f"报名 {rule.entries} {unit}，不足 {rule.below} {unit}：按规程采用{format_name(small)}"
            f"（{rule.below}{unit}及以上才采用{format_name(large)}）。"
        )
    return (
        f"报名 {rule.entries} {unit}，达到 {rule.below} {unit}：按规程采用{format_name(large)}"
        f"（不足{rule.below}{unit}才采用{format_name(small)}）。"
    )


def format_name(fmt: FormatSchema) -> str:
    """The format as a regulation names it: 单循环 / 双循环, 积分编排（瑞士制）, 淘汰赛 …; a team
    event by its system."""
    kind = getattr(fmt, "system", None) if fmt.kind == "team" else fmt.kind
    if kind == "round_robin":
        return "双循环" if getattr(fmt, "cycles", 1) == 2 else "单循环"
    return display_name(kind or fmt.kind)
