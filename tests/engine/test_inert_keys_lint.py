"""The lint of keys the bot does not act on as written (engine/regulation/inert_lint.py)."""

import re
from pathlib import Path

from engine.regulation import Regulation, lint, load_regulation

DOC = (Path(__file__).resolve().parents[2] / "docs" / "REGULATION.md").read_text(encoding="utf-8")
(XIANGQI_SWISS,) = [
    block
    for block in re.findall(r"```toml\n(.*?)```", DOC, flags=re.S)
    if 'id = "club-xiangqi-open"' in block
]


def codes(reg: Regulation) -> list[str]:
    return [w.code for w in lint(reg)]


def test_a_replay_for_the_undecidable_needs_replays_allowed() -> None:
    # 「确实无法判定的，重赛」 written as undecidable = "replay" alone: /裁决 重赛 is refused
    alone = XIANGQI_SWISS.replace('undecidable = "panel"', 'undecidable = "replay"')
    (warning,) = [w for w in lint(load_regulation(alone)) if w.code == "disputes_replay"]
    assert "replay_allowed = true" in warning.message
    allowed = alone.replace(
        'undecidable = "replay"', 'undecidable = "replay"\nreplay_allowed = true'
    )
    assert "disputes_replay" not in codes(load_regulation(allowed))


def test_a_swiss_allowing_repeat_pairings_is_told_it_has_no_effect() -> None:
    text = XIANGQI_SWISS.replace('kind = "swiss"\n', 'kind = "swiss"\nno_repeat = false\n')
    assert "swiss_no_repeat" in codes(load_regulation(text))
    assert "swiss_no_repeat" not in codes(load_regulation(XIANGQI_SWISS))
