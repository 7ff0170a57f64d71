"""docs/SERIES.md against the code: every complete TOML example loads with the series loader,
every documented key table is exactly its model's keys with its defaults, the tiebreak table
is the rules' tiebreaks and each documented formula reads as the table says."""

import tomllib
from fractions import Fraction
from pathlib import Path
from typing import get_args

import pytest
from pydantic import BaseModel

from engine.series.rules import TIEBREAKS, SeriesRules, TiebreakName, load_rules
from engine.series.standings import Event, EventResult, series_standings
from tests import doc_tables
from tests.doc_tables import key as _key
from tests.doc_tables import models_in as _models_in

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "SERIES.md").read_text(encoding="utf-8")


def _schema_tables() -> doc_tables.SchemaTables:
    return doc_tables.schema_tables(DOC)


def _registry(name: str) -> list[list[str]]:
    return doc_tables.registry(DOC, name)


def _reachable() -> set[type[BaseModel]]:
    """Every model a rules file's tables are validated by, from ``SeriesRules`` down."""
    seen: set[type[BaseModel]] = set()
    todo: list[type[BaseModel]] = [SeriesRules]
    while todo:
        model = todo.pop()
        if model not in seen:
            seen.add(model)
            for field in model.model_fields.values():
                todo.extend(_models_in(field.annotation))
    return seen


def test_every_model_of_the_rules_has_its_table() -> None:
    documented = set(_schema_tables())
    assert sorted(m.__name__ for m in _reachable() - documented) == []
    assert sorted(m.__name__ for m in documented - _reachable()) == []


def test_each_table_lists_exactly_its_models_keys() -> None:
    tables = _schema_tables()
    for model, (parent, rows) in tables.items():
        keys = [_key(row[0]) for row in rows]
        assert len(keys) == len(set(keys)), f"{model.__name__}: a key listed twice"
        if parent is not None:
            keys += [_key(row[0]) for row in tables[parent][1]]
        assert sorted(keys) == sorted(model.model_fields), model.__name__


def _default_value(cell: str) -> object:
    """A default written in backticks as a TOML value (`8`, `"knockout"`, `[…]`, `{}`)."""
    return tomllib.loads(f"v = {cell.strip('`')}")["v"]


def test_documented_defaults_are_the_models() -> None:
    for model, (_, rows) in _schema_tables().items():
        for key_cell, _, default_cell, *_ in rows:
            field = model.model_fields[_key(key_cell)]
            where = f"{model.__name__}.{_key(key_cell)}"
            assert not field.is_required(), where  # every key of a rules file may be left out
            default = field.get_default(call_default_factory=True)
            if default_cell == "—":
                assert default is None, where
            elif default_cell.startswith("`"):
                written = _default_value(default_cell)
                if isinstance(default, Fraction):
                    assert Fraction(str(written)) == default, where
                else:
                    assert written == default, where


def test_the_default_points_are_the_documented_formula() -> None:
    # the top-level table says the default [points] is 第1名20分，依次递减1分，参赛即得1分
    (row,) = [r for r in _schema_tables()[SeriesRules][1] if _key(r[0]) == "points"]
    assert row[2] == SeriesRules().points.text()


def test_tiebreak_table_is_the_rules_tiebreaks() -> None:
    rows = _registry("series_tiebreaks")
    assert [_key(row[0]) for row in rows] == list(TIEBREAKS) == list(get_args(TiebreakName))
    for name, chinese, _ in rows:
        assert chinese == TIEBREAKS[_key(name)], name


@pytest.mark.parametrize("row", _registry("series_formulas"))
def test_each_documented_formula_reads_as_the_table_says(row: list[str]) -> None:
    formula, first, step, participation = row
    rules, _ = load_rules(f'[points]\nformula = "{_key(formula)}"\n')
    got = (rules.points.first, rules.points.step, rules.points.participation)
    assert got == (Fraction(first), Fraction(step), Fraction(participation))


def _complete_files() -> list[str]:
    return doc_tables.complete_files(DOC)


def test_the_doc_has_a_complete_example() -> None:
    assert len(_complete_files()) >= 1


@pytest.mark.parametrize("text", _complete_files())
def test_every_complete_example_loads(text: str) -> None:
    rules, data = load_rules(text)
    assert isinstance(rules, SeriesRules) and data  # a file that says something


def test_the_worked_example_gives_the_documented_numbers() -> None:
    (text,) = _complete_files()
    rules, _ = load_rules(text)
    assert rules.tiebreaks[0] == "head_to_head"
    assert (rules.count.best, rules.count.min_events) == (8, 3)
    assert rules.final is not None and (rules.final.top, rules.final.preset) == (8, "knockout")
    points = rules.points
    # 第1名20分，依次递减1分: place p scores 20 − (p − 1); 1st 20, 5th 16, 19th 2, 20th 1;
    # 25th: 20 − 24 < 1, so the participation 1
    assert [points.points(p) for p in (1, 5, 19, 20, 25)] == [20, 16, 2, 1, 1]
    # youth: [10, 8, 6, 5, 4, 3, 2, 1], beyond the 8 places the participation 1
    youth = points.for_division("youth")
    assert (youth.points(2), youth.points(9)) == (8, 1)
    # open 1st + 5th + 25th = 20 + 16 + 1 = 37 over 3 events (ranked); youth 2nd + 9th = 8 + 1 = 9
    # over 2 events: fewer than min_events 3, listed after the ranked, unranked
    events = [
        Event(1, [EventResult("a", "甲", 1), EventResult("y", "少", 2, "youth")]),
        Event(2, [EventResult("a", "甲", 5), EventResult("y", "少", 9, "youth")]),
        Event(3, [EventResult("a", "甲", 25)]),
    ]
    rows = series_standings(rules, events)
    assert [(r.key, r.rank, r.total) for r in rows] == [("a", 1, 37), ("y", None, 9)]
