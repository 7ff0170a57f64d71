"""A division closed to certificate holders: 「级位组（未获得段位证书者）」 (华西少儿围棋赛竞赛规程,
https://chencongying.com/post/396.html, in regulation_texts/collected/go_kids_7_rounds.txt) as
``without_certificate = true`` (engine/regulation/division_schema.py, engine/signup_checks.py):
the sign-up's check, the summary and the lint."""

import pytest

from engine.regulation import Regulation, lint, load_preset, load_regulation
from engine.regulation.division_schema import Division
from engine.regulation.summary import summarize
from engine.regulation.toml_file import dumps
from engine.signup_checks import Applicant, eligible_divisions, refusal, told_apart_by

KIDS = [
    Division(key="dan", name="段位组", certificate=True),
    Division(key="kyu", name="级位组", without_certificate=True),
]


def test_a_holder_fits_the_dan_division_only_and_a_non_holder_the_kyu_division_only() -> None:
    # 段位组 须持证书, 级位组 未获得证书者: each player fits exactly one
    assert eligible_divisions(Applicant(certificate=True), KIDS) == ["dan"]
    assert eligible_divisions(Applicant(certificate=False), KIDS) == ["kyu"]
    assert refusal(KIDS[1], Applicant(certificate=True)) == (
        "级位组只限未获得段位证书者（你写了 证书 有；没有证书请写 证书 无）"
    )
    assert told_apart_by(KIDS) == ["certificate"]
    # a division that is neither keeps taking both
    assert refusal(Division(key="open", name="公开组"), Applicant(certificate=True)) is None


def test_both_sides_at_once_are_refused_by_the_schema() -> None:
    with pytest.raises(ValueError, match="只能写一个"):
        Division(key="x", name="级位组", certificate=True, without_certificate=True)


def _kids(**signup: object) -> Regulation:
    data = load_preset("round-robin").model_dump(mode="json")
    data["divisions"] = [
        {"key": "capture", "name": "吃子组"},
        {"key": "kyu", "name": "级位组", "without_certificate": True},
    ]
    data["signup"] = {**data["signup"], **signup}
    return load_regulation(dumps(data))


def test_the_summary_and_the_lint_say_it() -> None:
    reg = _kids()
    # 级位组 has no birth limit (不限年龄) and is closed to holders
    assert "组别 级位组：不限年龄，限未获得段位证书者" in summarize(reg).text().splitlines()
    assert "division_certificate" not in [w.code for w in lint(reg)]
    # every sign-up must hold the certificate: nobody can enter 级位组
    messages = [w.message for w in lint(_kids(certificate_required=True))]
    assert (
        "组别「级位组」只限未获得段位证书者，但报名须持段位证书"
        "（signup.certificate_required）：该组无人能报。"
    ) in messages
