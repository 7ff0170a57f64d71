"""Divisions told apart by gender, rating band and certificate; a division's minimum of entries;
the certificate as a sign-up field; Swiss seeding by rating (engine/signup_checks.py,
engine/division_minimum.py, engine/regulation/division_lint.py, engine/formats/swiss.py).

The words in 「」 without a source are the usual forms of Chinese regulations; the sentences of
published regulations are quoted with their source (abridged texts in tests/regulations_text/
and tests/engine/regulation_texts/collected/). No published board-game regulation found states
a minimum of entries with a merge, a band of 等级分 or a Swiss numbered by rating: the real
sentences nearest to these are quoted where they are tested.
"""

from datetime import date
from typing import get_args

import pytest

from engine import formats
from engine.division_minimum import BelowMinimum, below_minimum
from engine.fields import SignupField
from engine.formats import Player, RoundField
from engine.regulation import RegulationError, lint, load_preset, load_regulation
from engine.regulation.loading import _presets_dir
from engine.regulation.schema import Division
from engine.regulation.summary import summarize
from engine.signup import (
    FIELD_KEYS,
    Applicant,
    choose_division,
    eligible_divisions,
    refusal,
    told_apart_by,
)

# 「本次比赛设男子组、女子组，棋手按性别报名。」 Published: 「男子个人组：棋力五段以上」
# (第五届“周庄杯”海峡两岸象棋大师赛台北预赛简章, 繁体原文,
# http://image.gdchess.com/Article/List.asp?ID=15901) and 「女子组（任何年龄）」
# (2017年全港中国象棋快棋公开赛, 繁体原文, http://www.hkcca.org.hk/event/2017-samsung)
GENDERED = [
    Division(key="men", name="男子组", gender="男"),
    Division(key="women", name="女子组", gender="女"),
]
# 「等级分1800分（含）以上者参加甲组，1800分以下者参加乙组。」 Published bands are of 段位,
# not 等级分: 「社会甲组–四段（含）以上棋士。社会乙组–三段（含）以下棋友。」
# (102年度屏东县“奕士杯”象棋比赛简章, http://cn.ucptt.com/article/ChineseChess/1365245396/6B0):
# the same inclusive 「（含）」 on both sides, whole steps that leave no value shared (the code
# has no band of 段位)
BANDS = [
    Division(key="a", name="甲组", rating_from=1800),
    Division(key="b", name="乙组", rating_to=1799),
]
# 「段位组：须持有中国围棋协会颁发的业余段位证书；级位组：不限。」 Published:
# 「级位组（未获得段位证书者）」 (华西少儿围棋赛竞赛规程, https://chencongying.com/post/396.html,
# in regulation_texts/collected):
# there the 级位组 is closed to certified players (``without_certificate``, in
# test_division_certificate.py); here the 级位组 is open to all
CERTIFIED = [
    Division(key="dan", name="段位组", certificate=True),
    Division(key="kyu", name="级位组"),
]


def _reasons(divisions: list[Division], who: Applicant) -> dict[str, str]:
    return {d.key: why for d in divisions if (why := refusal(d, who)) is not None}


def _choose(divisions: list[Division], who: Applicant, requested: str | None = None) -> str:
    reasons = _reasons(divisions, who)
    eligible = [d.key for d in divisions if d.key not in reasons]
    return choose_division(eligible, requested, divisions, reasons)


# --- one source of the field keys -----------------------------------------------------------


def test_the_field_keys_are_the_regulations_field_names_with_the_certificate():
    assert get_args(SignupField) == FIELD_KEYS  # one list: the parser reads what a regulation names
    assert "certificate" in FIELD_KEYS


# --- gender ---------------------------------------------------------------------------------


def test_gender_decides_the_division():
    assert eligible_divisions(Applicant(gender="女"), GENDERED) == ["women"]
    assert _choose(GENDERED, Applicant(gender="男")) == "men"


def test_a_man_signing_up_for_the_womens_division_is_told_why():
    with pytest.raises(ValueError) as e:
        _choose(GENDERED, Applicant(gender="男"), "女子组")
    assert str(e.value) == "女子组只限女棋手报名（你的性别：男），可以报：组别 男子组"


def test_gender_divisions_ask_for_the_gender():
    assert told_apart_by(GENDERED) == ["gender"]


# 「组别：……女子组（任何年龄）、公开组（任何年龄）……」 (2017年全港中国象棋快棋公开赛, 繁体原文,
# http://www.hkcca.org.hk/event/2017-samsung): no 男子组; the 公开组 takes everyone
HONG_KONG = [
    Division(key="women", name="女子组", gender="女"),
    Division(key="open", name="公开组"),
]


def test_a_womens_division_beside_an_open_one():
    # a woman fits both: the bounded one (女子组) is hers without asking, 公开组 if she asks;
    # a man fits only 公开组, and asking for 女子组 is told so
    assert eligible_divisions(Applicant(gender="女"), HONG_KONG) == ["women", "open"]
    assert _choose(HONG_KONG, Applicant(gender="女")) == "women"
    assert _choose(HONG_KONG, Applicant(gender="女"), "公开组") == "open"
    assert _choose(HONG_KONG, Applicant(gender="男")) == "open"
    with pytest.raises(ValueError) as e:
        _choose(HONG_KONG, Applicant(gender="男"), "女子组")
    assert str(e.value) == "女子组只限女棋手报名（你的性别：男），可以报：组别 公开组"


# --- rating bands ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rating", "key"),
    [(1800, "a"), (2300, "a"), (1799, "b"), (1200, "b")],  # 1800 itself is 甲组: 「（含）」
)
def test_the_rating_band_is_inclusive(rating: int, key: str):
    assert eligible_divisions(Applicant(rating=rating), BANDS) == [key]


def test_a_rating_below_the_band_is_refused_with_the_band():
    with pytest.raises(ValueError) as e:
        _choose(BANDS, Applicant(rating=1750), "甲组")
    assert str(e.value) == "甲组限等级分 1800 及以上（你的等级分：1750），可以报：组别 乙组"


def test_a_band_with_both_bounds_and_no_rating():
    band = [Division(key="mid", name="中级组", rating_from=1600, rating_to=1999)]
    with pytest.raises(ValueError) as e:
        _choose(band, Applicant())
    assert (
        str(e.value) == "没有可以报的组别：中级组限等级分 1600–1999（请写明等级分，如 等级分 1850）"
    )
    assert told_apart_by(band) == ["rating"]


def test_a_reversed_band_is_refused_by_the_schema():
    with pytest.raises(ValueError, match="rating_from = 2000 大于 rating_to = 1800"):
        Division(key="x", name="甲组", rating_from=2000, rating_to=1800)


# --- certificate ----------------------------------------------------------------------------


def test_the_certificate_division_needs_the_certificate():
    assert eligible_divisions(Applicant(certificate=True), CERTIFIED) == ["dan", "kyu"]
    # both fit a certified player: the bounded one (段位组) is his without asking
    assert _choose(CERTIFIED, Applicant(certificate=True)) == "dan"
    with pytest.raises(ValueError) as e:
        _choose(CERTIFIED, Applicant(certificate=False), "段位组")
    assert str(e.value) == "段位组须持有段位证书（报名写 证书 有），可以报：组别 级位组"
    assert told_apart_by(CERTIFIED) == ["certificate"]


def test_002_still_asks_the_birth_date_only():
    reg = load_preset("shenzhen-go-2023")
    assert told_apart_by(reg.divisions) == ["birth"]
    # youth born on/after 2005-01-01: the boundary day fits, the day before does not
    assert eligible_divisions(Applicant(birth=date(2005, 1, 1)), reg.divisions) == [
        "youth",
        "open_a",
    ]
    assert refusal(reg.divisions[0], Applicant(date(2004, 12, 31))) == "按出生日期不能报青少年组"


# --- the regulation file --------------------------------------------------------------------


def _round_robin(extra: str) -> str:
    return (_presets_dir() / "round-robin.toml").read_text(encoding="utf-8") + extra


WOMEN_MERGED = """
[[divisions]]
key = "open"
name = "公开组"

[[divisions]]
key = "women"
name = "女子组"
gender = "女"
min_entries = 8
merge_into = "open"
"""


def test_a_file_with_gender_and_a_minimum_reads_and_summarises():
    # 「女子组报名不足8人时，并入公开组比赛。」
    reg = load_regulation(_round_robin(WOMEN_MERGED))
    women = reg.divisions[1]
    assert (women.gender, women.min_entries, women.merge_into) == ("女", 8, "open")
    summary = summarize(reg)
    assert [d["gender"] for d in summary.data["divisions"]] == [None, "女"]
    assert ("组别 女子组", "不限年龄，只限女棋手，不足 8 人并入公开组") in summary.lines


def test_merge_into_an_unknown_division_names_its_line_and_key():
    text = _round_robin(WOMEN_MERGED.replace('merge_into = "open"', 'merge_into = "opn"'))
    with pytest.raises(RegulationError) as e:
        load_regulation(text, "test.toml")
    assert "组别 opn 未在 divisions 中定义（已定义：open、women）" in str(e.value)


def test_a_merge_cycle_is_refused():
    text = _round_robin(
        WOMEN_MERGED.replace(
            'name = "公开组"', 'name = "公开组"\nmin_entries = 4\nmerge_into = "women"'
        )
    )
    with pytest.raises(RegulationError) as e:
        load_regulation(text, "test.toml")
    assert "组别 open 的 merge_into 绕回了自己（open → women → open）" in str(e.value)


def test_a_gender_other_than_man_or_woman_is_refused_on_its_line():
    text = _round_robin(WOMEN_MERGED.replace('gender = "女"', 'gender = "F"'))
    with pytest.raises(RegulationError) as e:
        load_regulation(text, "test.toml")
    assert "divisions[1].gender" in str(e.value)
    assert "规程第" in str(e.value)


def test_the_certificate_may_be_a_required_field():
    # 「参赛棋手须持有业余段位证书」; published:
    # 「队员须持有中华民国围棋协会段位证书者始得报名参赛」
    # (臺北市110学年度教育盃中小学围棋锦标赛竞赛规程, 繁体原文,
    # https://archive.esut.tp.edu.tw/modules/tadnews/index.php?ncsn=21&nsn=4959): a field the
    # sign-up asks for, and a value refusing 证书 无
    text = _round_robin("").replace(
        "fields = []", 'fields = ["certificate"]\ncertificate_required = true', 1
    )
    reg = load_regulation(text)
    assert (reg.signup.fields, reg.signup.certificate_required) == (["certificate"], True)


# --- minimum entries ------------------------------------------------------------------------


def test_below_minimum_merges_first_then_cancels():
    # 「各组别报名不足6人则取消该组别比赛」, and 女子组 「不足8人并入公开组」 (usual forms; no
    # published board-game regulation found merges a division: 「报名队数不足三队时，取消该组比赛」
    # of a futsal regulation,
    # https://www.ptt.cc/man/S_BioCup/DC3E/DC74/D59F/M.1143729590.A.DB7.html, only cancels):
    # 公开组 has 3 entries, 女子组 5. 女子组 5 < 8 merges: 公开组 3 + 5 = 8 ≥ 6, so it plays;
    # 少年组 2 < 6, no target: cancelled.
    divisions = [
        Division(key="open", name="公开组", min_entries=6),
        Division(key="women", name="女子组", gender="女", min_entries=8, merge_into="open"),
        Division(key="youth", name="少年组", min_entries=6),
    ]
    found = below_minimum(divisions, {"open": 3, "women": 5, "youth": 2})
    assert found == [BelowMinimum("women", 5, 8, "open"), BelowMinimum("youth", 2, 6)]
    # with only 0 in 女子组, 公开组 stays at 3 < 6 and is cancelled after the merge
    found = below_minimum(divisions, {"open": 3, "women": 0, "youth": 6})
    assert found == [BelowMinimum("women", 0, 8, "open"), BelowMinimum("open", 3, 6)]


def test_below_a_published_minimum_the_division_is_cancelled():
    # 「若报名队伍不足4队，则取消该组别比赛」 (a badminton regulation, 繁体原文,
    # https://www-tw-vpm4.astralweb.com.tw/news/8960; no board-game one found): 不足4 is 3 or
    # fewer, so min_entries = 4. 壮年组 3 < 4: cancelled; 一般社会组 4 is not 不足4: played.
    divisions = [
        Division(key="senior", name="壮年组", min_entries=4),
        Division(key="open", name="一般社会组", min_entries=4),
    ]
    assert below_minimum(divisions, {"senior": 3, "open": 4}) == [BelowMinimum("senior", 3, 4)]


def test_a_merge_into_a_merged_division_goes_on_to_its_target():
    # B (2 < 4) merges into A; A (1 + 2 = 3 < 4) merges into C: C = 5 + 3 = 8
    divisions = [
        Division(key="a", name="A组", min_entries=4, merge_into="c"),
        Division(key="b", name="B组", min_entries=4, merge_into="a"),
        Division(key="c", name="C组"),
    ]
    found = below_minimum(divisions, {"a": 1, "b": 2, "c": 5})
    assert found == [BelowMinimum("a", 1, 4, "c"), BelowMinimum("b", 2, 4, "c")]


# --- lint -----------------------------------------------------------------------------------


def test_lint_names_a_womens_division_without_a_gender_and_an_unreachable_minimum():
    text = _round_robin(
        """
[[divisions]]
key = "women"
name = "女子组"
min_entries = 10

[[capacity_pools]]
divisions = ["women"]
limit = 8
"""
    )
    messages = [w.message for w in lint(load_regulation(text)) if w.code.startswith("division")]
    assert messages == [
        '组别「女子组」名称是女子组，但没有写 gender = "女"：报名时不核对性别。',
        "组别「女子组」不足 10 人不开赛，但最多只收 8 人。",
    ]


def test_lint_names_a_merge_into_the_other_gender():
    text = _round_robin(WOMEN_MERGED.replace('name = "公开组"', 'name = "男子组"\ngender = "男"'))
    messages = [w.message for w in lint(load_regulation(text)) if w.code.startswith("division")]
    assert messages == ["组别「女子组」人数不足时并入「男子组」，但该组只限男棋手。"]


# --- Swiss seeding by rating ----------------------------------------------------------------


def test_swiss_round_1_by_rating_pairs_top_half_against_bottom_half():
    # 「第一轮按棋手等级分由高到低排列序号，上半区对下半区」 (the usual form: no published
    # regulation found numbers a Swiss by rating; the nearest,
    # 「设8个种子签，七段以上棋手得列种子签」 of the 周庄杯 knockout, seeds by 段位).
    # Ratings: 1: 1500, 2: 2100, 3: 1800, 4: none. By rating: 2, 3, 1, then the unrated 4;
    # top half {2, 3} meets the bottom half {1, 4} in order: 2–1, 3–4. In sign-up order (the
    # default) 1–3, 2–4.
    reg = load_preset("shenzhen-go-2023")
    fmt = formats.FORMATS["swiss"]
    ratings = {1: "1500", 2: "2100", 3: "1800"}
    players = [
        Player(q, 10_000 + q, fields={"rating": ratings[q]} if q in ratings else {})
        for q in range(1, 5)
    ]
    by_order = fmt.seat(reg, RoundField(1, players, {}, None, seed=3))
    assert {frozenset(t) for t in by_order} == {frozenset({1, 3}), frozenset({2, 4})}
    rated = reg.model_copy(update={"format": reg.format.model_copy(update={"seeding": "rating"})})
    by_rating = fmt.seat(rated, RoundField(1, players, {}, None, seed=3))
    assert {frozenset(t) for t in by_rating} == {frozenset({1, 2}), frozenset({3, 4})}


def test_lint_names_a_swiss_by_rating_without_the_rating_field():
    # 002's Swiss numbered by rating (「按等级分排列初始序号」) while its sign-up asks for none
    reg = load_preset("shenzhen-go-2023")
    rated = reg.model_copy(update={"format": reg.format.model_copy(update={"seeding": "rating"})})
    assert [w.message for w in lint(rated) if w.code == "swiss_seeding"] == [
        "按等级分排初始顺序，但报名不要求填写等级分（signup.fields）：没填的选手排在最后。"
    ]
    assert [w for w in lint(reg) if w.code == "swiss_seeding"] == []


def test_the_summary_says_the_certificate_and_the_rating_order():
    reg = load_preset("shenzhen-go-2023")
    assert not any(key in ("报名条件", "初始顺序") for key, _ in summarize(reg).lines)
    changed = reg.model_copy(
        update={
            "format": reg.format.model_copy(update={"seeding": "rating"}),
            "signup": reg.signup.model_copy(update={"certificate_required": True}),
        }
    )
    lines = summarize(changed).lines
    assert ("报名条件", "须持段位证书（报名写 证书 有）") in lines
    assert ("初始顺序", "按等级分由高到低") in lines


def test_lint_names_rating_bands_that_share_a_rating():
    # 「1800分（含）以上者参加甲组，1800分以下者参加乙组」 written with rating_to = 1800 for 乙组:
    # 甲组 [1800, ∞) and 乙组 [0, 1800] share 1800 alone
    text = _round_robin(
        """
[[divisions]]
key = "a"
name = "甲组"
rating_from = 1800

[[divisions]]
key = "b"
name = "乙组"
rating_to = 1800
"""
    )
    messages = [w.message for w in lint(load_regulation(text)) if w.code == "division_bands"]
    assert messages == ["等级分 1800 同时在「甲组」与「乙组」的范围内：这样的棋手须自选组别。"]
    # written as the regulation means it (乙组 up to 1799) the bands are apart
    apart = load_regulation(text.replace("rating_to = 1800", "rating_to = 1799"))
    assert [w for w in lint(apart) if w.code == "division_bands"] == []
