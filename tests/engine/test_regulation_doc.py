"""docs/REGULATION.md against the code: every complete TOML example loads and lints clean, and
every documented table (schema keys, tiebreaks, sign-up fields, format kinds, lint codes)
matches the schema and registries, so a key added to the code without its line here fails."""

import re
import types
from datetime import UTC, date, datetime
from fractions import Fraction
from pathlib import Path
from typing import Literal, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from engine import formats
from engine.formats.knockout import game_points as knockout_points
from engine.formats.stage_schema import advance_count
from engine.regulation import lint, list_presets, load_preset, load_regulation, prize_money_total
from engine.regulation.schema import Regulation
from engine.signup_checks import Applicant, eligible_divisions
from engine.signup_line import _KEY_WORDS, FIELD_KEYS
from engine.tiebreaks import TIEBREAKS
from tests import doc_tables
from tests.doc_tables import key as _key
from tests.doc_tables import models_in as _models_in

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "REGULATION.md").read_text(encoding="utf-8")

PRESET_NAMES = {
    "xiaomanyao-junqi-2023": "000",
    "shenzhen-go-2023": "002",
    "pingshan-jieqi-2019": "003",
    "chuanyu-xiangqi-arena-2021": "004",
    "round-robin": "rr",
    "knockout": "ko",
    "swiss-knockout": "sk",
    "groups-knockout": "gk",
    "team-round-robin": "trr",
    "team-swiss": "tsw",
    "team-knockout": "tko",
}
"""The short names the doc's Presets column uses (its legend)."""


def _schema_tables() -> doc_tables.SchemaTables:
    return doc_tables.schema_tables(DOC)


def _registry(name: str) -> list[list[str]]:
    return doc_tables.registry(DOC, name)


def _reachable() -> list[type[BaseModel]]:
    """Every model a regulation file's tables are validated by, from ``Regulation`` down."""
    seen: list[type[BaseModel]] = []
    todo: list[type[BaseModel]] = [Regulation]
    while todo:
        model = todo.pop()
        if model in seen:
            continue
        seen.append(model)
        for field in model.model_fields.values():
            todo.extend(_models_in(field.annotation))
    return seen


def _literals(annotation: object) -> set[str]:
    """The string values a field's ``Literal`` (inside lists, unions) allows."""
    if get_origin(annotation) is Literal:
        return {a for a in get_args(annotation) if isinstance(a, str)}
    if get_origin(annotation) in (list, Union, types.UnionType):
        return {v for arg in get_args(annotation) for v in _literals(arg)}
    return set()


def test_every_model_of_the_schema_has_its_table() -> None:
    documented = set(_schema_tables())
    reachable = set(_reachable())
    assert sorted(m.__name__ for m in reachable - documented) == []
    assert sorted(m.__name__ for m in documented - reachable) == []


def test_each_table_lists_exactly_its_models_keys() -> None:
    tables = _schema_tables()
    for model, (parent, rows) in tables.items():
        keys = [_key(row[0]) for row in rows]
        assert len(keys) == len(set(keys)), f"{model.__name__}: a key listed twice"
        if parent is not None:
            keys += [_key(row[0]) for row in tables[parent][1]]
        # a stage may list again a key it changes (a knockout stage's wider ``seeding``)
        assert sorted(set(keys)) == sorted(model.model_fields), model.__name__


def test_required_keys_and_allowed_values_are_the_schemas() -> None:
    for model, (_, rows) in _schema_tables().items():
        for key_cell, type_cell, default_cell, *_ in rows:
            field = model.model_fields[_key(key_cell)]
            where = f"{model.__name__}.{_key(key_cell)}"
            assert (default_cell == "**required**") == field.is_required(), where
            quoted = set(re.findall(r'"([^"]+)"', type_cell))
            if quoted:
                assert quoted == _literals(field.annotation), where


def _preset_users() -> dict[tuple[type[BaseModel], str], set[str]]:
    """(model, key) → the presets whose file writes that key in a table of that model."""
    used: dict[tuple[type[BaseModel], str], set[str]] = {}

    def visit(value: object, preset: str) -> None:
        if isinstance(value, BaseModel):
            for key in value.model_fields_set:
                used.setdefault((type(value), key), set()).add(preset)
            for key in type(value).model_fields:
                visit(getattr(value, key), preset)
        elif isinstance(value, list | tuple):
            for item in value:
                visit(item, preset)
        elif isinstance(value, dict):
            for item in value.values():
                visit(item, preset)

    for preset in list_presets():
        visit(load_preset(preset), PRESET_NAMES[preset])
    return used


def test_presets_column_names_the_presets_writing_each_key() -> None:
    tables = _schema_tables()
    used = _preset_users()
    extended_by: dict[type[BaseModel], list[type[BaseModel]]] = {}
    for model, (parent, _) in tables.items():
        if parent is not None:
            extended_by.setdefault(parent, []).append(model)
    every = set(PRESET_NAMES.values())
    for model, (_, rows) in tables.items():
        for row in rows:
            key = _key(row[0])
            # a format's key written in a stage of that system counts for the format's table
            expected = set().union(
                *(used.get((m, key), set()) for m in [model, *extended_by.get(model, [])])
            )
            cell = row[-1]
            shown = every if cell == "all" else {p.strip() for p in cell.split(",") if p.strip()}
            assert shown == expected, f"{model.__name__}.{key}: {sorted(expected)}"


def test_tiebreak_table_is_the_registry() -> None:
    rows = _registry("tiebreaks")
    assert [_key(row[0]) for row in rows] == list(TIEBREAKS)
    for name, label, over, first, _ in rows:
        tb = TIEBREAKS[_key(name)]
        assert (label, over, first) == (
            tb.label,
            tb.over or "any",
            "higher" if tb.higher_first else "lower",
        ), name


def test_signup_field_table_is_the_fields_and_their_words() -> None:
    rows = _registry("signup_fields")
    assert tuple(_key(row[0]) for row in rows) == FIELD_KEYS
    listed: dict[str, str] = {}
    for key, words, *_ in rows:
        for word in re.sub(r"\(.*?\)", "", words).split(","):
            listed[word.strip()] = _key(key)
    assert listed == _KEY_WORDS


def test_format_kind_table_is_every_kind_with_its_chinese_name() -> None:
    rows = _registry("format_kinds")
    assert sorted(_key(row[0]) for row in rows) == sorted(formats.FORMAT_KINDS)
    for kind, name, *_ in rows:
        assert name == formats.display_name(_key(kind)), kind


def _lint_codes() -> dict[str, str]:
    """Every code a ``LintWarning(...)`` of engine/ is made with → its level (the call's
    ``level=``, else "warning"), read off the source."""
    given: dict[str, str] = {}
    for path in (ROOT / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for found in re.finditer(r'LintWarning\(\s*"([a-z_]+)"', text):
            call = text[found.end() :].split("\n\n", 1)[0].split("LintWarning(", 1)[0]
            level = re.search(r'level="([a-z]+)"', call)
            given[found.group(1)] = level.group(1) if level else "warning"
    return given


def test_lint_code_table_is_every_code_the_lint_gives() -> None:
    rows = _registry("lint_codes")
    documented = {_key(row[0]): row[1] for row in rows}
    assert len(documented) == len(rows)
    assert documented == _lint_codes()


def _complete_files() -> list[str]:
    return doc_tables.complete_files(DOC)


def test_the_doc_has_a_complete_example() -> None:
    assert len(_complete_files()) >= 1


@pytest.mark.parametrize("text", _complete_files())
def test_every_complete_example_loads_and_lints_clean(text: str) -> None:
    reg = load_regulation(text, "docs/REGULATION.md")
    assert lint(reg) == []


def test_the_worked_swiss_gives_the_regulations_numbers() -> None:
    (text,) = [t for t in _complete_files() if 'id = "club-xiangqi-open"' in t]
    reg = load_regulation(text)
    fmt = reg.format
    assert isinstance(fmt, formats.SwissFormat)
    # 7 rounds, each division its own Swiss; 胜2 和1 负0, a bye 2
    assert (fmt.rounds, fmt.per_division, reg.schedule.rounds_count) == (7, True, 7)
    assert (reg.scoring.win, reg.scoring.draw, reg.scoring.bye) == (2, 1, 2)
    assert reg.scoring.loss == Fraction(0)
    # 公开组 800 + 500 + 300 + (8 − 4 + 1) × 100 = 2100; 少年组 3 × 200 + 3 × 0 = 600; 2700
    assert prize_money_total(reg) == 2700
    youth = next(d for d in reg.divisions if d.key == "youth")
    # 少年组: born 2012-01-01 or later, the limit inclusive
    assert youth.admits(date(2012, 1, 1)) and not youth.admits(date(2011, 12, 31))


def test_the_worked_stages_give_the_regulations_numbers() -> None:
    (text,) = [t for t in _complete_files() if 'id = "club-go-cup"' in t]
    reg = load_regulation(text)
    fmt = reg.format
    assert isinstance(fmt, formats.StagesFormat)
    groups, knockout = fmt.stages
    # 4 groups × the first 2 = 8 go on; a bracket of 8 plays log2 8 = 3 rounds after the 3
    # group rounds: 6, the timetable's length
    assert advance_count(groups) == 8
    assert (fmt.planned_rounds, reg.schedule.rounds_count) == (6, 6)
    # Go's default draw where [scoring] gives none: 1
    assert reg.scoring.draw is None and knockout_points(reg)[1] == 1
    # 600 + 300 + 2 × 100 (places 3 and 4) = 1100
    assert prize_money_total(reg) == 1100


def test_the_presets_legend_names_every_shipped_preset() -> None:
    assert sorted(PRESET_NAMES) == list_presets()
    legend = re.sub(r"\s+", " ", DOC)
    for preset, short in PRESET_NAMES.items():
        assert f"**{short}** `{preset}`" in legend, preset


def test_the_worked_online_swiss_gives_the_regulations_numbers() -> None:
    (text,) = [t for t in _complete_files() if 'id = "online-xiangqi-swiss"' in t]
    reg = load_regulation(text)
    fmt = reg.format
    assert isinstance(fmt, formats.SwissFormat)
    # 5 rounds of one afternoon, each division its own Swiss, 同单位不相遇 by the sign-up's 单位
    assert (fmt.rounds, fmt.per_division, fmt.avoid_same) == (5, True, "unit")
    assert reg.schedule.rounds_count == 5
    # 第1轮 13:10–13:50 Beijing time (UTC+8): 05:10–05:50 UTC
    assert reg.schedule.round_start(1) == datetime(2027, 3, 6, 5, 10, tzinfo=UTC)
    assert reg.schedule.round_end(1) == datetime(2027, 3, 6, 5, 50, tzinfo=UTC)
    # 男子组 300 + 200 + 100 + 5 × 50 = 850; 女子组 200 + 100 + 50 = 350;
    # lucky places 2 × 20 (men 18, 28) + 1 × 20 (women 10) = 60; 道德风尚奖 3 × 10 = 30; 1290
    assert prize_money_total(reg) == 1290
    # 性别 alone puts a player in his division: 男 → 男子组 only, 女 → 女子组 only
    assert eligible_divisions(Applicant(gender="男"), reg.divisions) == ["men"]
    assert eligible_divisions(Applicant(gender="女"), reg.divisions) == ["women"]
