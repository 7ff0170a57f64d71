"""The chat layer parses command arguments; services receive typed values."""

from fractions import Fraction

import pytest

from engine.numbers import Written
from engine.vocabulary import LedgerKind
from services.common import Refusal
from services.disputes import FORM, RulingArgs, Verdict
from services.ledger import LedgerArgs


def test_ledger_arguments():
    from plugins.qisai.commands import ledger_args

    assert ledger_args(LedgerKind.PENALTY, "说棋") == LedgerArgs("说棋")
    assert ledger_args(LedgerKind.PENALTY, "２.5 迟到") == LedgerArgs(
        "迟到", Written(Fraction(5, 2), "２.5")
    )
    assert ledger_args(LedgerKind.PENALTY, "12 严重违纪 强制") == LedgerArgs(
        "严重违纪", Written(12, "12"), forced=True
    )
    assert ledger_args(LedgerKind.COMPENSATION, "4 对手消极 强制 第1轮") == LedgerArgs(
        "对手消极", Written(4, "4"), Written(1, "1"), True
    )
    # a number that cannot be an amount or a round keeps its text for the refusal to echo
    assert ledger_args(LedgerKind.PENALTY, "0.25 x") == LedgerArgs("x", Written(None, "0.25"))
    assert ledger_args(LedgerKind.PENALTY, "2 x 第0轮").round == Written(None, "0")
    # `第k轮 强制`: the round is read first from the end, so it stays in the reason (as before)
    assert ledger_args(LedgerKind.PENALTY, "2 x 第2轮 强制") == LedgerArgs(
        "x 第2轮", Written(2, "2"), forced=True
    )
    # warnings and fouls take no amount: a leading number is part of the reason
    assert ledger_args(LedgerKind.WARNING, "2 读秒") == LedgerArgs("2 读秒")
    # the game the reason names (digits or 一…十) and the games it writes out before it are read
    # for the service; the reason keeps the words, as the ledger line stores them
    assert ledger_args(LedgerKind.PENALTY, "说棋 第3局") == LedgerArgs("说棋 第3局", game=3)
    assert ledger_args(LedgerKind.FOUL, "先按钟 第二局 前局胜") == LedgerArgs(
        "先按钟 第二局 前局胜", game=2, earlier="胜"
    )
    assert ledger_args(LedgerKind.COMPENSATION, "4 对手消极 第2局 第1轮") == LedgerArgs(
        "对手消极 第2局", Written(4, "4"), Written(1, "1"), game=2
    )
    assert (
        LedgerArgs("对手消极", Written(4, "4"), Written(1, "1"), True).text()
        == "4 对手消极 强制 第1轮"
    )


def test_ruling_arguments():
    from plugins.qisai.commands import ruling_args

    assert ruling_args("#3 维持") == RulingArgs(Written(3, "3"), Verdict.UPHOLD)
    assert ruling_args("３ 改判 5 胜和负") == RulingArgs(
        Written(3, "3"), Verdict.CHANGE, Written(5, "5"), "胜和负"
    )
    assert ruling_args("3 改判 x 胜和负") == RulingArgs(
        Written(3, "3"), Verdict.CHANGE
    )  # the service refuses
    assert ruling_args("0 重赛").dispute == Written(None, "0")
    for bad in ("", "x 维持", "3 同意", "² 维持"):
        with pytest.raises(Refusal) as refused:
            ruling_args(bad)
        assert refused.value.message == FORM
