"""The regulation file of `/规程` (engine/regulation/toml_file.py) and what a new regulation
may change once a round is seated (engine/regulation/revision.py)."""

import pytest

from engine.regulation import (
    apply_setting,
    list_presets,
    load_preset,
    load_regulation,
    without_dates,
)
from engine.regulation.loading import _presets_dir
from engine.regulation.revision import changed_paths, frozen_changes
from engine.regulation.toml_file import GENERATED, dumps, regulation_file


def _preset_text(preset: str) -> str:
    return (_presets_dir() / f"{preset}.toml").read_text(encoding="utf-8")


def test_unchanged_regulation_is_the_preset_file() -> None:
    reg = load_preset("round-robin")
    assert regulation_file(reg.model_dump(mode="json"), None, "round-robin") == _preset_text(
        "round-robin"
    )


def test_settings_are_written_into_the_file_with_its_comments() -> None:
    preset = "xiaomanyao-junqi-2023"
    reg = apply_setting(load_preset(preset), "名称", "新名字")
    text = regulation_file(reg.model_dump(mode="json"), None, preset)
    # the name's line is rewritten, its comment kept; every other line stays
    assert 'name = "新名字"      # 000 title' in text
    assert "# 000 §三【第一轮】" in text
    assert load_regulation(text).model_dump(mode="json") == reg.model_dump(mode="json")


@pytest.mark.parametrize("preset", list_presets())
def test_every_preset_reads_back_after_settings(preset: str) -> None:
    reg = apply_setting(without_dates(load_preset(preset)), "时区", "Europe/Paris")
    stored = reg.model_dump(mode="json")
    text = regulation_file(stored, None, preset)
    assert not text.startswith(GENERATED)  # comments kept
    assert load_regulation(text).model_dump(mode="json") == stored


def test_stored_text_is_preferred_and_a_lost_layout_is_written_out() -> None:
    reg = load_preset("round-robin")
    stored = reg.model_dump(mode="json")
    own = "# 我的规程\n" + _preset_text("round-robin")
    assert regulation_file(stored, own, "round-robin").startswith("# 我的规程")
    # a timetable one round shorter written as [[schedule.rounds]] tables: written out whole
    stored["schedule"]["rounds"] = stored["schedule"]["rounds"][:-1]
    stored["format"]["players"] = 7
    text = regulation_file(stored, None, "round-robin")
    assert text.startswith(GENERATED)
    assert load_regulation(text).model_dump(mode="json") == stored
    assert load_regulation(dumps(stored)).model_dump(mode="json") == stored


def test_changed_paths_and_what_a_seated_round_forbids() -> None:
    old = load_preset("round-robin").model_dump(mode="json")
    new = apply_setting(load_preset("round-robin"), "名称", "春季赛").model_dump(mode="json")
    new["scoring"]["win"] = 3
    new["schedule"]["rounds"][0]["label"] = "首轮"
    new["schedule"]["rounds"][3]["label"] = "第四轮"
    assert changed_paths(old, new) == [
        ("name",),
        ("schedule", "rounds", 0, "label"),
        ("schedule", "rounds", 3, "label"),
        ("scoring", "win"),
    ]
    # before round 1 everything may change; with round 1 seated its timetable row and the
    # points are frozen, round 4's row and the name are not
    assert frozen_changes(old, new, 0) == []
    assert frozen_changes(old, new, 1) == ["schedule.rounds[0].label", "scoring.win"]


def test_a_name_that_reads_as_a_date_stays_text() -> None:
    reg = apply_setting(load_preset("round-robin"), "名称", "2026-12-12")
    stored = reg.model_dump(mode="json")
    text = regulation_file(stored, None, "round-robin")
    assert 'name = "2026-12-12"' in text
    assert load_regulation(text).model_dump(mode="json") == stored
    assert load_regulation(dumps(stored, bare=False)).model_dump(mode="json") == stored
