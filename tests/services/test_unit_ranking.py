"""The unit ranking (团体成绩) of an individual event: 「团体成绩按每单位男子前2名、女子前1名的名次
之和计算，小者列前」 as ``[unit_ranking]`` added to the round-robin preset, played through the
services; the standings JSON's ``units``, the standings post and the final post; the schema's
refusal of a unit ranking whose fields the sign-up does not ask for.

The field: 8 players, seq 1..8 = Berger numbers, in every game the smaller seq wins, so after
round r each player's points are 2 × (games won) and after the 7th round 1: 14, 2: 12, … 8: 0,
places 1..8 with no ties.

    seq  unit 性别            seq  unit 性别
    1    广州 男              5    广州 女
    2    深圳 男              6    广州 男
    3    深圳 女              7    珠海 女
    4    深圳 男              8    深圳 男

Final, by places (2 men + 1 woman):
    深圳: men 2, 4 (8 is its third man: not counted), woman 3 → 2 + 4 + 3 = 9
    广州: men 1, 6, woman 5 → 1 + 6 + 5 = 12 — the best player, but the larger sum
    珠海: woman 7 only, no man: incomplete → after the complete units (its 7 < 9 does not help)
    → 1. 深圳 9, 2. 广州 12, 3. 珠海 7 (incomplete).
"""

from datetime import UTC, datetime, timedelta
from fractions import Fraction

import pytest
from sqlalchemy import select

from engine.regulation import (
    Regulation,
    RegulationError,
    load_preset,
    load_regulation,
    read_setting,
)
from engine.regulation.loading import PRESETS_DIR
from engine.regulation.summary import summarize
from engine.regulation.toml_file import regulation_file
from engine.signup import parse_signup
from engine.standings import StandingRow, Standings
from models import db
from models.tables import Entry, Tournament
from services import closing, play, rankings, signup, snapshot, tournaments, views
from services.common import Actor

GROUP = "20017"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)  # round 1 starts 2026-12-12 20:00 CST
FIELD = {
    1: ("广州", "男"),
    2: ("深圳", "男"),
    3: ("深圳", "女"),
    4: ("深圳", "男"),
    5: ("广州", "女"),
    6: ("广州", "男"),
    7: ("珠海", "女"),
    8: ("深圳", "男"),
}
NAMES = "甲乙丙丁戊己庚辛"
PRESET_TEXT = (PRESETS_DIR / "round-robin.toml").read_text(encoding="utf-8")
UNITS = {"field": "unit", "men": 2, "women": 1, "by": "places"}


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


async def _club_with_units() -> None:
    await tournaments.create_tournament(ORG, "round-robin", "周六象棋循环赛", T0)
    await tournaments.set_value(ORG, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(ORG, read_setting("报名截止", "2026-12-10 20:00"), T0)
    async with db.unit("test", "unit ranking") as work:
        t = (await work.session.execute(select(Tournament))).scalar_one()
        data = dict(t.regulation)
        data["signup"] = {**data["signup"], "fields": ["unit", "gender"]}
        data["unit_ranking"] = UNITS
        Regulation.model_validate(data)  # what the tournament holds is a valid regulation
        t.regulation, t.rng_seed = data, 1
    for seq, (unit, gender) in FIELD.items():
        qq = str(2_000_000 + seq)
        line = f"报名 {NAMES[seq - 1]} {qq} 单位 {unit} 性别 {gender}"
        done = await signup.sign_up(Actor(qq, GROUP), line, Everyone(), T0)
        assert done is not None and done.ack, done


async def _play_round(number: int) -> list[str]:
    """Seat round ``number``, the smaller seq wins every game, close it: the posts' texts."""
    when = R1 + timedelta(days=7 * (number - 1))
    await play.seat_next_round(ORG, when)
    for table in (await views.round_tables(1, number))["tables"]:
        seats = table["seats"]
        if len(seats) < 2 or None in seats:
            continue
        mark = "胜" if seats[0] < seats[1] else "负"
        await play.enter_result(ORG, str(table["table"]), mark, when)
    closed = await closing.close_round(ORG, when)
    return [n.text for n in closed.notices]


async def test_two_men_and_a_woman_by_the_sum_of_places(clean_db):
    await _club_with_units()
    async with db.session() as s:
        entries = (await s.execute(select(Entry).order_by(Entry.seq))).scalars().all()
    assert [(e.fields["unit"], e.fields["gender"]) for e in entries] == list(FIELD.values())
    assert "units" not in (await views.standings(1))  # no round closed yet
    for number in range(1, 7):
        await _play_round(number)
    posts = await _play_round(7)
    standings = await views.standings(1)
    assert [(r["rank"], r["seq"], r["total"]) for r in standings["rows"]] == [
        (q, q, str(2 * (8 - q))) for q in range(1, 9)
    ]
    # the module docstring's working: 深圳 2 + 4 + 3, 广州 1 + 6 + 5, 珠海 7 alone
    assert standings["units"] == [
        {"rank": 1, "name": "深圳", "total": "9", "members": [2, 4, 3], "complete": True},
        {"rank": 2, "name": "广州", "total": "12", "members": [1, 6, 5], "complete": True},
        {"rank": 3, "name": "珠海", "total": "7", "members": [7], "complete": False},
    ]
    block = [
        "团体成绩：",
        "第1名 深圳 名次和 9（乙 第2名、丁 第4名、丙 第3名）",
        "第2名 广州 名次和 12（甲 第1名、己 第6名、戊 第5名）",
        "第3名 珠海 名次和 7（庚 第7名）（不足2男1女）",
    ]
    # the round's one post: the standings, then the final places (the podium), each with the block
    (post,) = posts
    standings_post, final_post = (part.splitlines() for part in post.split("\n\n")[:2])
    assert standings_post[-4:] == block
    assert final_post[:4] == ["「周六象棋循环赛」最终名次：", "第1名 甲", "第2名 乙", "第3名 丙"]
    assert final_post[4:8] == block
    # /我的: 乙 (2) counts for 深圳; 辛 (8), 深圳's third man, does not
    mine = (await rankings.mine(Actor("2000002", GROUP))).text.splitlines()
    assert "团体成绩：深圳 第1名（名次和 9，本人计入）" in mine
    mine = (await rankings.mine(Actor("2000008", GROUP))).text.splitlines()
    assert "团体成绩：深圳 第1名（名次和 9，本人未计入）" in mine
    mine = (await rankings.mine(Actor("2000007", GROUP))).text.splitlines()
    assert "团体成绩：珠海 第3名（名次和 7，本人计入，人数不足）" in mine


async def test_after_the_first_round_the_units_stand_on_its_places(clean_db):
    # Round 1 (Berger, 8 players): 1–8, 2–7, 3–6, 4–5; the smaller seq wins: 1, 2, 3, 4 have
    # 2 points and places 1–4, 5..8 none and places 5–8 (their order among themselves is the
    # tiebreaks' and lots': each unit's total is checked against the rows' own places).
    await _club_with_units()
    await _play_round(1)
    standings = await views.standings(1)
    place = {r["seq"]: r["rank"] for r in standings["rows"]}
    assert {q for q, p in place.items() if p <= 4} == {1, 2, 3, 4}
    for unit in standings["units"]:
        assert unit["total"] == str(sum(place[q] for q in unit["members"]))
    # 深圳's counted: men 2 and 4 (both among places 1–4), woman 3 → at most 2 + 3 + 4 = 9,
    # 广州's: man 1, woman 5 (5–8), man 6 (5–8) → at least 1 + 5 + 6 = 12 > 9
    assert [u["name"] for u in standings["units"]] == ["深圳", "广州", "珠海"]
    assert standings["units"][2]["complete"] is False


def _scope(by: str) -> tuple[snapshot.Snapshot, Standings]:
    """The final table of the field above built by hand (points 14, 12, … 0), ``by`` the
    unit rule's sum; 9 is a 深圳 woman disqualified (no place)."""
    data = load_preset("round-robin").model_dump(mode="json")
    data["signup"]["fields"] = ["unit", "gender"]
    data["unit_ranking"] = {**UNITS, "by": by, "name": "单位团体"}
    reg = Regulation.model_validate(data)
    t = Tournament(id=1, name="周六象棋循环赛", format="round_robin", regulation=data)
    field = {**FIELD, 9: ("深圳", "女")}
    entries = {
        q: Entry(
            id=q,
            tournament_id=1,
            seq=q,
            user_id=str(1000 + q),
            name=f"棋手{q}",
            fields={"unit": unit, "gender": gender},
        )
        for q, (unit, gender) in field.items()
    }
    rows = [
        StandingRow(q, q, Fraction(2 * (8 - q)), [], {}, "active", 7, None) for q in range(1, 9)
    ]
    rows.append(StandingRow(None, 9, Fraction(0), [], {}, "disqualified", 7, None))
    return snapshot.Snapshot(t, reg, entries, {}, [], None), Standings(7, rows, [])


def test_by_points_the_larger_sum_first_and_the_name_given():
    # points: 1: 14, 2: 12, 3: 10, 4: 8, 5: 6, 6: 4, 7: 2. 深圳 12 + 8 + 10 = 30,
    # 广州 14 + 4 + 6 = 24, 珠海 2 (incomplete). The disqualified 9 has no place: not counted.
    snap, table = _scope("points")
    assert closing.prizes_text(snap, table).splitlines()[-4:] == [
        "单位团体：",
        "第1名 深圳 积分和 30（棋手2 12、棋手4 8、棋手3 10）",
        "第2名 广州 积分和 24（棋手1 14、棋手6 4、棋手5 6）",
        "第3名 珠海 积分和 2（棋手7 2）（不足2男1女）",
    ]


def test_no_unit_ranking_no_units():
    snap, table = _scope("places")
    plain = load_preset("round-robin")
    bare = snapshot.Snapshot(snap.t, plain, snap.entries, {}, [], None)
    assert "团体成绩" not in closing.standings_text(bare, table)
    assert "单位团体" in closing.standings_text(snap, table)


def _toml(extra: str, fields: str) -> str:
    text = PRESET_TEXT
    text = text.replace("fields = []", f"fields = {fields}", 1)
    return text + "\n" + extra


@pytest.mark.parametrize(
    ("fields", "missing"),
    [
        ("[]", '单位、性别：请在 signup.fields 中加入 "unit"、"gender"'),
        ('["unit"]', '性别：请在 signup.fields 中加入 "gender"'),
    ],
)
def test_a_unit_ranking_needs_its_fields_at_sign_up(fields, missing):
    with pytest.raises(RegulationError) as refused:
        load_regulation(_toml("[unit_ranking]\nmen = 2\nwomen = 1\n", fields), "r.toml")
    assert f"unit_ranking 需要报名填写 {missing}" in str(refused.value)


def test_a_team_format_has_no_unit_ranking():
    data = load_preset("team-swiss").model_dump(mode="json")
    data["signup"]["fields"] = [*data["signup"]["fields"], "unit", "gender"]
    data["unit_ranking"] = UNITS
    with pytest.raises(ValueError, match="unit_ranking 只用于个人赛（本规程为团体赛制）"):
        Regulation.model_validate(data)


def test_a_unit_ranking_counting_nobody_is_refused():
    with pytest.raises(RegulationError) as refused:
        load_regulation(_toml("[unit_ranking]\nmen = 0\nwomen = 0\n", '["unit", "gender"]'))
    assert "unit_ranking 的 men 与 women 不能都为 0" in str(refused.value)


def test_a_unit_ranking_reads_and_is_summarised():
    reg = load_regulation(_toml('[unit_ranking]\nby = "points"\n', '["unit", "gender"]'), "r.toml")
    assert reg.unit_ranking is not None
    assert (reg.unit_ranking.men, reg.unit_ranking.women, reg.unit_ranking.by) == (2, 1, "points")
    assert ("团体成绩", "每单位男子前2名、女子前1名的积分之和，大者列前") in summarize(reg).lines
    assert all(key != "团体成绩" for key, _ in summarize(load_preset("round-robin")).lines)


def test_the_sign_up_line_reads_the_unit():
    message = parse_signup("报名 张三 346631485 单位 深圳 性别 女")
    assert message is not None
    (line,) = message.lines
    assert (line.fields["unit"], line.fields["gender"]) == ("深圳", "女")


def test_the_regulation_file_writes_the_unit_ranking_back():
    data = load_preset("round-robin").model_dump(mode="json")
    data["signup"]["fields"] = ["unit", "gender"]
    data["unit_ranking"] = {**UNITS, "name": "团体成绩"}
    text = regulation_file(data, None, "round-robin")
    assert load_regulation(text).model_dump(mode="json") == data
