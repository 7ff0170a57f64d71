"""The registry: one ``Tiebreak`` per name, whatever format ranks by it.

A name is registered once (``register_tiebreak``), with the Chinese label people read, which
end ranks first and the function computing it (its formula in the docstring). The function
reads one kind of record, its ``over``:

- ``WEIGHTED``: a ``Competitor`` of the weighted elimination (seed 000), ranked by
  engine/standings.py;
- ``GAMES``: a ``SwissRecord``, one player's two-player games round by round, ranked by
  engine/tiebreaks/order.py (the round robin, the Swiss, 003's group stage);
- ``LADDER``: the arena's bouts, shown beside its standings and never compared;
- ``TEAMS``: a ``TeamRecord``, one team's matches round by round, ranked by
  engine/teams/standings.py;
- None: only the player's ``seq``, so any record (``signup_order``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeAlias, TypeVar

from engine.numbers import decimal_text

WEIGHTED, GAMES, LADDER, TEAMS = "weighted", "games", "ladder", "teams"
"""The kinds of record a tiebreak's function reads (``Tiebreak.over``)."""

Number: TypeAlias = int | Fraction
TiebreakValue: TypeAlias = Number | tuple[Number, ...]
"""What a tiebreak's function returns: an exact number, or numbers compared element by
element."""

Record = TypeVar("Record", contravariant=True)
"""The record a tiebreak reads (``over``): a ``Competitor``, a ``SwissRecord``, a bout map
(contravariant: a tiebreak reading any record, ``signup_order``, serves every ranking)."""
Context = TypeVar("Context", contravariant=True)
"""What a tiebreak reads besides the record (``RankContext``, ``SwissContext``)."""

Describe: TypeAlias = Callable[[TiebreakValue, TiebreakValue], str]
"""Words for why the upper value ranks first: ``describe(upper, lower)``."""


@dataclass(frozen=True)
class Tiebreak(Generic[Record, Context]):
    """A named ranking criterion. ``value(player, context)`` returns a number or a tuple of
    numbers compared element by element; ``higher_first`` says which end ranks first;
    ``describe(upper, lower)`` words why the upper value wins (default: ``<label> <upper> >
    <lower>``). ``over``: the record ``value`` reads (``WEIGHTED``, ``GAMES``, ``LADDER``; None:
    any, it reads only ``seq``). ``among_tied``: the value depends on who is level with the
    player on every criterion before it (``direct_encounter``), which the ranking passes in the
    context. ``part(k)``: words naming element k (from 1) of a tuple value, e.g.
    ``（去掉最后2轮）``. ``reading``: for a term regulations read in several ways (逐轮递减),
    the reading this name stands for, which the lint names."""

    name: str
    label: str
    value: Callable[[Record, Context], TiebreakValue]
    higher_first: bool = True
    describe: Describe | None = None
    over: str | None = None
    among_tied: bool = False
    part: Callable[[int], str] | None = None
    reading: str | None = None

    def why(self, upper: TiebreakValue, lower: TiebreakValue) -> str:
        """Chinese reason why ``upper`` ranks before ``lower`` on this criterion alone:
        ``describe`` when the tiebreak has one (``赞助者优先``), else ``对手分 31 > 29``; of a
        tuple the first element that differs, named by ``part`` (``对手分逐轮递减（去掉最后2轮）
        27 > 25``, ``前轮名次（倒数第1个前轮）2 < 5``; without ``part``: ``（第k项）``)."""
        if self.describe is not None:
            return self.describe(upper, lower)
        detail = ""
        if isinstance(upper, tuple) and isinstance(lower, tuple):
            k = next(i for i, (a, b) in enumerate(zip(upper, lower, strict=False)) if a != b)
            detail = self.part(k + 1) if self.part is not None else f"（第{k + 1}项）"
            upper, lower = upper[k], lower[k]
        sign = ">" if self.higher_first else "<"
        return f"{self.label}{detail or ' '}{decimal_text(upper)} {sign} {decimal_text(lower)}"

    @property
    def formula(self) -> str:
        """The formula: the first paragraph of the function's docstring."""
        return (self.value.__doc__ or "").strip().split("\n\n")[0]


TIEBREAKS: dict[str, Tiebreak[Any, Any]] = {}
"""Every tiebreak name of every format -> its Tiebreak, in the order registered. The records
they read differ by ``over`` (so the registry cannot name one type); a ranking takes the chain
of its own kind through ``resolve``."""

Function = TypeVar("Function", bound=Callable[..., TiebreakValue])


def register_tiebreak(
    name: str,
    label: str,
    *,
    higher_first: bool = True,
    describe: Describe | None = None,
    over: str | None = None,
    among_tied: bool = False,
    part: Callable[[int], str] | None = None,
    reading: str | None = None,
) -> Callable[[Function], Function]:
    """Decorator registering ``fn(player, context)`` under ``name`` with a Chinese ``label``."""

    def decorator(fn: Function) -> Function:
        if name in TIEBREAKS:
            raise ValueError(f"tiebreak {name!r} registered twice")
        TIEBREAKS[name] = Tiebreak[Any, Any](
            name, label, fn, higher_first, describe, over, among_tied, part, reading
        )
        return fn

    return decorator


def label(name: str) -> str:
    """The Chinese name of a tiebreak (``opponents_score`` -> 对手分); an unknown name as given."""
    tb = TIEBREAKS.get(name)
    return tb.label if tb is not None else name


def names_over(over: str) -> frozenset[str]:
    """The names a ranking of ``over`` records can use: those reading such a record or only
    the seq."""
    return frozenset(name for name, tb in TIEBREAKS.items() if tb.over in (over, None))


def named(names: Iterable[str]) -> str:
    """Names as people read them, in the registry's order:
    ``积分（points）、对手分（opponents_score）``."""
    wanted = set(names)
    return "、".join(f"{tb.label}（{name}）" for name, tb in TIEBREAKS.items() if name in wanted)


def unknown_text(unknown: Sequence[str], allowed: Iterable[str]) -> str:
    """Why a chain cannot be ranked and what it may name: ``未知的排名依据：coin、sponsor
    （赞助者，本赛制不用）；本赛制可用：积分（points）、…``."""
    shown = [
        name if name not in TIEBREAKS else f"{name}（{TIEBREAKS[name].label}，本赛制不用）"
        for name in unknown
    ]
    return f"未知的排名依据：{'、'.join(shown)}；本赛制可用：{named(allowed) or '无'}"


def resolve(names: Sequence[str], over: str) -> list[Tiebreak[Any, Any]]:
    """The Tiebreaks of a chain ranking ``over`` records; ValueError (``unknown_text``) for a
    name not registered or reading another kind of record."""
    allowed = names_over(over)
    unknown = [name for name in names if name not in allowed]
    if unknown:
        raise ValueError(unknown_text(unknown, allowed))
    return [TIEBREAKS[name] for name in names]
