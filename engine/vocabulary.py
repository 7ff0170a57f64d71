"""The words qisai stores and shows, each defined once: games, entry statuses, ledger kinds,
result marks.

Every member's value is the string stored in the database and sent in the JSON API; `label`
is the Chinese word chat, the JSON API's page and the `/t/` page show for it. A bottom module:
it imports nothing of qisai.
"""

from enum import StrEnum
from typing import Self


class _Labelled(StrEnum):
    """A stored string with its Chinese label: members are written `NAME = value, label`."""

    label: str

    def __new__(cls, value: str, label: str) -> Self:
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        return member

    @classmethod
    def label_of(cls, value: str) -> str:
        """The label of a stored value; an unknown value shows as itself."""
        try:
            return cls(value).label  # type: ignore[call-arg]  # Enum lookup by value, not __new__
        except ValueError:
            return value


class Game(_Labelled):
    """The game a regulation is played in (its ``game`` key); the label is its Chinese name.
    What each game calls its sides and its points by default: engine/games.py."""

    JUNQI4 = "junqi4", "四国军棋"
    GO = "go", "围棋"
    JIEQI = "jieqi", "揭棋"
    XIANGQI = "xiangqi", "象棋"
    CHESS = "chess", "国际象棋"


class EntryStatus(_Labelled):
    """A player's state: sign-up decides the first four, standings the others (INTERFACE:
    players)."""

    PENDING = "pending", "待审核"
    WAITING = "waiting", "候补"
    REFUSED = "refused", "未通过"
    ACTIVE = "active", "在赛"
    ELIMINATED = "eliminated", "已淘汰"
    SUBSTITUTE = "substitute", "替补"
    WITHDRAWN = "withdrawn", "已退赛"
    DISQUALIFIED = "disqualified", "取消资格"


LIVE_STATUSES = (EntryStatus.ACTIVE, EntryStatus.PENDING, EntryStatus.WAITING)
"""An entry that holds or waits for a place (one per account and tournament)."""

SEATED_STATUSES = (EntryStatus.ACTIVE, EntryStatus.PENDING)
"""An entry that counts against the field's size."""


class LedgerKind(_Labelled):
    """A ledger line (`Adjustment.kind`); the label is also the command word (/扣分 …)."""

    PENALTY = "penalty", "扣分"
    COMPENSATION = "compensation", "补分"
    WARNING = "warning", "警告"
    FOUL = "foul", "犯规"
    DISQUALIFICATION = "disqualification", "取消资格"


POINTS_KINDS = (LedgerKind.PENALTY, LedgerKind.COMPENSATION)
"""The ledger kinds that carry points."""


class Mark(_Labelled):
    """One game's result from the first seat, stored as its letter in a result's games string."""

    WIN = "W", "胜"
    DRAW = "D", "和"
    LOSS = "L", "负"
    OPEN = "-", "-"


MARK_WORDS: dict[str, Mark] = {
    **{m.label: m for m in (Mark.WIN, Mark.DRAW, Mark.LOSS)},
    **{m.value: m for m in (Mark.WIN, Mark.DRAW, Mark.LOSS)},
    "赢": Mark.WIN,
    "平": Mark.DRAW,
    "输": Mark.LOSS,
}
"""What a person may type for a game's result (胜/赢/W, 和/平/D, 负/输/L); callers fold case."""


class ResultWord(_Labelled):
    """What a result shows beyond 胜/和/负 (never stored: derived from the result's details)."""

    FORFEITED_GAME = "弃", "弃"  # a game a player forfeited
    DISCONNECTED_GAME = "掉", "掉"  # a game with a disconnect
    FORFEITED = "弃权", "弃权"  # a table that played no games
    REST = "轮空", "轮空"  # a one-seat table


SEAT_COLOURS: dict[str, tuple[str, str]] = {
    "xiangqi": ("红方", "黑方"),  # red moves first
    "jieqi": ("红方", "黑方"),  # 揭棋 is played on the Xiangqi board: red first
    "go": ("执黑", "执白"),  # black moves first
    "chess": ("白方", "黑方"),  # white moves first (for when chess becomes a `game`)
}
"""The two seats of a two-player table by the regulation's `game`, first seat first, where the
first seat's colour is fixed (it moves first: INTERFACE "seats[0] is the first seat")."""
