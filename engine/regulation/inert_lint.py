"""Keys a regulation file may write that the bot does not act on as written: the lint says so,
so that an organiser reading the docs is not promised more than the bot does."""

from collections.abc import Iterator

from engine.formats import LintWarning, StagesFormat, SwissFormat

from .schema import Regulation


def lint_inert_keys(reg: Regulation) -> Iterator[LintWarning]:
    """``disputes.undecidable = "replay"`` without ``replay_allowed`` (``/裁决 重赛`` is then
    refused); a Swiss's ``no_repeat = false`` (the pairing never repeats a pairing)."""
    disputes = reg.disputes
    if disputes.undecidable == "replay" and not disputes.replay_allowed:
        yield LintWarning(
            "disputes_replay",
            reg.clause_of("disputes.undecidable"),
            '无法判定的申诉规定重赛（undecidable = "replay"），但不允许 /裁决 重赛'
            "（replay_allowed = false）：请加上 replay_allowed = true，或改为其他处理方式。",
        )
    fmt = reg.format
    parts = fmt.stages if isinstance(fmt, StagesFormat) else [fmt]
    if any(isinstance(part, SwissFormat) and not part.no_repeat for part in parts):
        yield LintWarning(
            "swiss_no_repeat",
            reg.clause_of("format.no_repeat"),
            "no_repeat = false 不起作用：本系统的积分编排从不让两名棋手重复相遇。",
        )
