"""What a new regulation changes in a stored one, key by key (pure): the key paths whose
values differ, and those of them a tournament may no longer change once a round is seated.

Once round k is seated, a new regulation may not change what seated or played rounds were
made of: the game, the format (its kind, stages, rounds, pairing and tiebreaks), the points
(``scoring``), the divisions and the time zone, nor the timetable of rounds 1..k. Everything
else (sign-up, later rounds' dates, a seated round's end — ``ends_at``: more time to play a
window —, penalties, disputes, prizes, the name) may change.
"""

from typing import Any

from .loading import KeyPath, _path_text

JsonTable = dict[str, Any]
"""A regulation's JSON snapshot (``Regulation.model_dump(mode="json")``) or a table of it."""

FROZEN_ONCE_SEATED = ("game", "format", "scoring", "divisions", "timezone")
"""The top-level keys whose change would alter seated or played rounds."""
OPEN_SLOT_KEYS = ("ends_at",)
"""The keys of a seated round's timetable slot that may still change (its end: when results
are due, not what the round was made of)."""


def changed_paths(old: object, new: object, path: KeyPath = ()) -> list[KeyPath]:
    """The key paths where two JSON regulations differ: tables key by key, lists of tables
    item by item (an item only one of them has: its index), other lists and values whole."""
    if old == new:
        return []
    if isinstance(old, dict) and isinstance(new, dict):
        return [p for key in dict.fromkeys([*old, *new]) for p in _key(old, new, key, path)]
    if (
        isinstance(old, list)
        and isinstance(new, list)
        and all(isinstance(item, dict) for item in (*old, *new))
        and old
        and new
    ):
        paths: list[KeyPath] = []
        for i in range(max(len(old), len(new))):
            if i >= len(old) or i >= len(new):
                paths.append((*path, i))
            else:
                paths.extend(changed_paths(old[i], new[i], (*path, i)))
        return paths
    return [path]


def _key(old: JsonTable, new: JsonTable, key: str, path: KeyPath) -> list[KeyPath]:
    if key not in old or key not in new:
        return [(*path, key)]
    return changed_paths(old[key], new[key], (*path, key))


def frozen_changes(old: JsonTable, new: JsonTable, seated: int) -> list[str]:
    """The changed key paths (as the file writes them, ``format.rounds``) that round
    ``seated`` (0: none yet) forbids; empty before round 1 is seated."""
    if seated < 1:
        return []
    rounds = old.get("schedule", {}).get("rounds", [])
    numbers = [slot.get("number") for slot in rounds]
    frozen = []
    for path in changed_paths(old, new):
        if path[0] in FROZEN_ONCE_SEATED:
            frozen.append(path)
        elif path[:2] == ("schedule", "rounds"):
            index = path[2] if len(path) > 2 else None
            # no index: the whole list, every seated round with it
            seated_row = isinstance(index, int) and (
                index < len(numbers) and (numbers[index] or 0) <= seated
            )
            if len(path) > 3 and path[3] in OPEN_SLOT_KEYS:
                continue
            if not isinstance(index, int) or seated_row:
                frozen.append(path)
    return [_path_text(p) for p in frozen]
