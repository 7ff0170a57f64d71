"""Why a row of a ranking comes after the row above it, as a value (``RankReason``), and its
Chinese words (``reason_text``), written here alone.

The ranking that decides the order makes the value (engine/standings.py for the weighted
elimination, ``order.rank`` for two-player games); a standings row carries it beside its text
(``StandingRow.reason``, the JSON row's ``reason``), so that whoever wants to know which
tiebreak separated two rows reads the name instead of parsing the words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .registry import TIEBREAKS, TiebreakValue, label

TIED_TEXT = "并列"
"""The words for two rows equal on the whole chain."""


@dataclass(frozen=True)
class RankReason:
    """What separates a row from the row above it in a ranking.

    ``key``: the first tiebreak of the chain on which the two differ (a name of the registry,
    as the JSON's ``tiebreaks`` keys), with ``upper`` (the row above) and ``lower`` (this row)
    its values; None when they are equal on the whole chain (a tie: both values None).
    ``level_on``: the chain's first criterion when another one decided — the two were level on
    it (their totals: 加权总分, 积分) —, None when the first criterion itself decided."""

    key: str | None
    upper: TiebreakValue | None = None
    lower: TiebreakValue | None = None
    level_on: str | None = None

    @property
    def tied(self) -> bool:
        """Whether the two rows are equal on the whole chain (they share the rank)."""
        return self.key is None

    @property
    def deciding(self) -> str | None:
        """The tiebreak that separated two rows level on the chain's first criterion (equal
        totals); None when the first criterion itself separated them or they are tied."""
        return self.key if self.level_on is not None else None


TIED = RankReason(None)
"""The reason of a row equal to the row above on the whole chain."""


def separated(
    chain: Sequence[str], k: int, upper: TiebreakValue, lower: TiebreakValue
) -> RankReason:
    """The reason when criterion ``k`` of ``chain`` is the first on which the rows differ."""
    return RankReason(chain[k], upper, lower, chain[0] if k else None)


def order_reason(
    upper: Mapping[str, TiebreakValue], lower: Mapping[str, TiebreakValue], chain: Sequence[str]
) -> RankReason:
    """The reason a row with tiebreak values ``upper`` ranks before ``lower`` by ``chain``: the
    first criterion whose values differ; ``TIED`` when all are equal."""
    for k, name in enumerate(chain):
        if upper[name] != lower[name]:
            return separated(chain, k, upper[name], lower[name])
    return TIED


def reason_text(reason: RankReason) -> str:
    """The Chinese words of a reason: ``加权总分 12.6 > 11.8``; when the first criterion was
    level, ``<its label>相同，`` before the deciding one's words (``加权总分相同，赞助者优先``,
    ``积分相同，对手分 31 > 29``, ``加权总分相同，报名序号 12 < 40``); ``并列`` for a tie."""
    if reason.key is None or reason.upper is None or reason.lower is None:
        return TIED_TEXT
    why = TIEBREAKS[reason.key].why(reason.upper, reason.lower)
    return f"{label(reason.level_on)}相同，{why}" if reason.level_on is not None else why
