"""Regulation keys that promised more than the code did: a default a TOML file switches off
("无", 0, false: TOML has no null), a Swiss's colours following the game, one default for a
knockout's ``clinch``."""

import re
from pathlib import Path

import pytest

from engine.formats import StagesFormat, SwissFormat
from engine.regulation import load_preset, load_regulation

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "REGULATION.md").read_text(encoding="utf-8")
(XIANGQI_SWISS,) = [
    block
    for block in re.findall(r"```toml\n(.*?)```", DOC, flags=re.S)
    if 'id = "club-xiangqi-open"' in block
]


def _without_colours(text: str) -> str:
    assert 'colours = "alternate"\n' in text
    return text.replace('colours = "alternate"\n', "")


@pytest.mark.parametrize(
    ("game", "colours"), [("xiangqi", "alternate"), ("chess", "alternate"), ("go", "nigiri")]
)
def test_a_swiss_without_colours_gets_the_games(game: str, colours: str) -> None:
    # Xiangqi and chess alternate 先后手; only Go draws them (猜先)
    text = _without_colours(XIANGQI_SWISS).replace('game = "xiangqi"', f'game = "{game}"')
    fmt = load_regulation(text).format
    assert isinstance(fmt, SwissFormat)
    assert fmt.colours == colours


def test_a_swiss_stating_nigiri_keeps_it_whatever_the_game() -> None:
    text = XIANGQI_SWISS.replace('colours = "alternate"', 'colours = "nigiri"')
    fmt = load_regulation(text).format
    assert isinstance(fmt, SwissFormat) and fmt.colours == "nigiri"


def test_the_seeds_swiss_colours_stay() -> None:
    # 002 竞赛办法(四) 一律采用猜先; the swiss-knockout preset alternates 红黑
    go = load_preset("shenzhen-go-2023").format
    assert isinstance(go, SwissFormat) and go.colours == "nigiri"
    stages = load_preset("swiss-knockout").format
    assert isinstance(stages, StagesFormat)
    swiss = stages.stages[0]
    assert isinstance(swiss, SwissFormat) and swiss.colours == "alternate"


@pytest.mark.parametrize("off", ['"无"', "0", "false"])
def test_auto_confirm_can_be_switched_off(off: str) -> None:
    text = XIANGQI_SWISS.replace(
        '[disputes]\nundecidable = "panel"',
        f'[disputes]\nundecidable = "panel"\nauto_confirm_minutes = {off}',
    )
    assert load_regulation(text).disputes.auto_confirm_minutes is None
    assert load_regulation(XIANGQI_SWISS).disputes.auto_confirm_minutes == 10


@pytest.mark.parametrize("off", ['"无"', "0", "false"])
def test_checkin_and_window_reminder_can_be_switched_off(off: str) -> None:
    text = XIANGQI_SWISS.replace(
        "[schedule]\n",
        f"[schedule]\ncheckin_opens_before = {off}\nwindow_reminder_before = {off}\n",
    )
    schedule = load_regulation(text).schedule
    assert (schedule.checkin_opens_before, schedule.window_reminder_before) == (None, None)


def test_a_bad_switch_is_still_refused() -> None:
    text = XIANGQI_SWISS.replace(
        '[disputes]\nundecidable = "panel"',
        '[disputes]\nundecidable = "panel"\nauto_confirm_minutes = "不要"',
    )
    with pytest.raises(Exception, match="auto_confirm_minutes"):
        load_regulation(text)
