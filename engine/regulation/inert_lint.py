"""Keys a regulation file may write that the bot does not act on as written: the lint says so,
so that an organiser reading the docs is not promised more than the bot does."""

from collections.abc import Iterator

from engine.formats import LintWarning, StagesFormat, SwissFormat

from .schema import Regulation


def lint_inert_keys(reg: Regulation) -> Iterator[LintWarning]:
    """``disputes.undecidable = "replay"`` without ``replay_allowed`` (``/裁决 重赛`` is then
    refused); a Swiss's ``no_repeat = false`` (the pairing never repeats a pairing);
    ``prizes.knockout_bonus.cumulative = false`` (the bonuses of every round reached are
    listed and counted)."""
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
    bonus = reg.prizes.knockout_bonus
    if bonus is not None and not bonus.cumulative:
        yield LintWarning(
            "knockout_bonus_cumulative",
            reg.clause_of("prizes.knockout_bonus"),
            "cumulative = false 不起作用：晋级奖按进入的每一轮累加计算（奖金合计也如此）；"
            "如只发最远一轮的奖金，请把各轮金额写成差额。",
        )
