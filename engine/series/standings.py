"""The series standings: each player's points per event by finishing place, the best k of n
counted, ranked by the total and the rules' tiebreaks. Pure, exact (Fractions).

An event is a tournament of the series with its final places (`EventResult`: a player by
their person key, the place, the division) and the two-player encounters played in it
(`Encounter`: each side's points), in the series' order (the first event first).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from .rules import SeriesRules


@dataclass(frozen=True)
class EventResult:
    """A player's final place in one event (1 first; places may be shared)."""

    key: str
    name: str
    place: int
    division: str | None = None
    division_name: str | None = None


@dataclass(frozen=True)
class Encounter:
    """A game (or match) between two players of an event: each side's points in it."""

    first: str
    second: str
    first_points: Fraction
    second_points: Fraction


@dataclass(frozen=True)
class Event:
    """One tournament of the series: its id, its results and its encounters."""

    tournament: int
    results: Sequence[EventResult]
    encounters: Sequence[Encounter] = ()


@dataclass(frozen=True)
class ResultLine:
    """One event of a player's series: the place, its points, whether it counts (best k)."""

    tournament: int
    place: int
    points: Fraction
    counted: bool


@dataclass
class SeriesRow:
    """A player's line of the series: `rank` None while below the minimum number of events
    (such rows follow the ranked ones); `tied_on` the tiebreak that separated the row from the
    one above (None: the total did, or the row is first or shares its rank)."""

    rank: int | None
    key: str
    name: str
    total: Fraction
    events: int
    results: list[ResultLine]
    tied_on: str | None = None
    places: list[int] = field(default_factory=list)


_Place = tuple[str | None, str | None, int]  # division key, division name, place


def event_points(rules: SeriesRules, result: EventResult) -> Fraction:
    """The points of one place: the division's table where the rules give one, else the main."""
    return rules.points.for_division(result.division, result.division_name).points(result.place)


def _lines(
    rules: SeriesRules, mine: list[tuple[int, EventResult]], memo: dict[_Place, Fraction]
) -> list[ResultLine]:
    """A player's events in series order, the best `count.best` marked counted (equal points:
    the earlier event counts). `memo` keeps each (division, place)'s points."""
    scored = []
    for i, r in mine:
        key = (r.division, r.division_name, r.place)
        points = memo.get(key)
        if points is None:
            points = memo[key] = event_points(rules, r)
        scored.append((i, r, points))
    best = rules.count.best or len(scored)
    # a stable sort, reversed: equal points keep the series order, the earlier first
    chosen = {i for i, _, _ in sorted(scored, key=lambda x: x[2], reverse=True)[:best]}
    return [ResultLine(0, r.place, p, i in chosen) for i, r, p in scored]


def _head_to_head(
    group: list[SeriesRow], encounters: dict[tuple[str, str], list[Fraction]]
) -> dict[str, Fraction]:
    """Each row's points in the series' encounters against the others of the group."""
    keys = [row.key for row in group]
    return {
        a: sum((p for b in keys if b != a for p in encounters.get((a, b), ())), Fraction(0))
        for a in keys
    }


def series_standings(rules: SeriesRules, events: Sequence[Event]) -> list[SeriesRow]:
    """The series' rows in order: the total of the counted results, then the rules'
    tiebreaks; rows level on all of them share a rank. Players below `count.min_events` come
    after the ranked ones, unranked, in the same order."""
    per: dict[str, list[tuple[int, EventResult]]] = {}
    names: dict[str, str] = {}
    # each ordered pair's points, summed only for the groups head-to-head is asked of
    encounters: dict[tuple[str, str], list[Fraction]] = {}
    for index, event in enumerate(events):
        for result in event.results:
            per.setdefault(result.key, []).append((index, result))
            names[result.key] = result.name  # the latest event's name
        for e in event.encounters:
            encounters.setdefault((e.first, e.second), []).append(e.first_points)
            encounters.setdefault((e.second, e.first), []).append(e.second_points)
    n = len(events)
    rows: list[SeriesRow] = []
    last_places: dict[str, tuple[float, ...]] = {}
    memo: dict[_Place, Fraction] = {}
    for key, mine in per.items():
        lines = _lines(rules, mine, memo)
        lines = [
            ResultLine(events[i].tournament, line.place, line.points, line.counted)
            for (i, _), line in zip(mine, lines, strict=True)
        ]
        rows.append(
            SeriesRow(
                None,
                key,
                names[key],
                sum((x.points for x in lines if x.counted), Fraction(0)),
                len(lines),
                lines,
                places=sorted(r.place for _, r in mine),
            )
        )
        at = {i: r.place for i, r in mine}
        last_places[key] = tuple(at.get(i, float("inf")) for i in range(n - 1, -1, -1))

    criteria: dict[str, Callable[[list[SeriesRow]], dict[str, object]]] = {
        "events": lambda g: {r.key: -r.events for r in g},
        "best_result": lambda g: {r.key: tuple(r.places) + (float("inf"),) for r in g},
        "head_to_head": lambda g: {k: -v for k, v in _head_to_head(g, encounters).items()},
        "last_event": lambda g: {r.key: last_places[r.key] for r in g},
    }
    chain: list[tuple[str, Callable[[list[SeriesRow]], dict[str, object]]]] = [
        ("total", lambda g: {r.key: -r.total for r in g}),
        *((name, criteria[name]) for name in rules.tiebreaks),
    ]
    ranked = [r for r in rows if r.events >= rules.count.min_events]
    short = [r for r in rows if r.events < rules.count.min_events]
    out: list[SeriesRow] = []
    for part, numbered in ((ranked, True), (short, False)):
        start = len(out)
        for block, tied_on in _order(sorted(part, key=lambda r: r.key), chain):
            rank = len(out) - start + 1
            for j, row in enumerate(block):
                row.rank = rank if numbered else None
                row.tied_on = tied_on if j == 0 and tied_on != "total" else None
                out.append(row)
    return out


def _order(
    rows: list[SeriesRow],
    chain: list[tuple[str, Callable[[list[SeriesRow]], dict[str, object]]]],
) -> list[tuple[list[SeriesRow], str | None]]:
    """The rows split into blocks level on the whole chain, in order; with each block the
    criterion that separated it from the block above (None: the first block)."""
    if not rows:
        return []
    blocks: list[tuple[list[SeriesRow], str | None]] = [(rows, None)]
    for name, values_of in chain:
        split: list[tuple[list[SeriesRow], str | None]] = []
        for block, before in blocks:
            if len(block) <= 1:
                split.append((block, before))
                continue
            values = values_of(block)
            ordered = sorted(block, key=lambda r: values[r.key])  # type: ignore[arg-type,return-value]
            group = [ordered[0]]
            first = True
            for row in ordered[1:]:
                if values[row.key] == values[group[-1].key]:
                    group.append(row)
                else:
                    split.append((group, before if first else name))
                    first = False
                    group = [row]
            split.append((group, before if first else name))
        blocks = split
    return blocks
