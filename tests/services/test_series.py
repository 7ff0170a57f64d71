"""A club's series over four round robins, played through the services: the series commands
(each audited and undone by /撤销), the rules file, best 3 of 4 and a corrected result.

Each tournament is the preset round-robin (win 2 / draw 1 / loss 0), four players; Berger
tables for 4 (FIDE C.05 Annex 1): R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1. In every game the
player better in the event's intended order wins, so the points are 6, 4, 2, 0 and the places
are that order exactly.

Players X Y Z W (QQ 2000001..4). Events 1–3 sign them up X, Y, Z, W (seqs 1–4); event 4
signs up X, Y, W, Z, so that its last round's table 1 (seqs 2–4) is Y against Z.
    event 1 order X Y Z W, event 2 X Y W Z, event 3 X Y Z W, event 4 Y Z W X.
Series rules: 1st 10, 2nd 8, 3rd 5, beyond the table 1; best 3 of 4.
    X 10 10 10 1 -> 30 (the 1 dropped)      Y 8 8 8 10 -> 26 (event 3's 8 dropped: equal
    Z 5 1 5 8 -> 18 (the 1 dropped)           points, the earlier events count)
    W 1 5 1 5 -> 11 (event 3's 1 dropped)
All four counted instead: Y 34, X 31, Z 19, W 12 — best 3 of 4 puts X first.
"""

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from engine import numbers
from engine.regulation import read_setting
from models import db
from models.tables import Entry, SeriesEvent, Tournament
from services import (
    audit,
    closing,
    disputes,
    identity,
    play,
    series,
    series_final,
    series_views,
    signup,
    tournaments,
    views,
)
from services.common import Actor, Refusal
from services.identity import Account
from services.series import EventArgs, Named
from services.series_final import FinalArgs

GROUP = "20005"
ORG = Actor("10001", GROUP, superuser=True)
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
R1 = datetime(2026, 12, 12, 12, 5, tzinfo=UTC)  # round 1: 2026-12-12 20:05 CST
QQ = {"X": "2000001", "Y": "2000002", "Z": "2000003", "W": "2000004"}
ORDERS = ["XYZW", "XYWZ", "XYZW", "YZWX"]
SIGNUPS = ["XYZW", "XYZW", "XYZW", "XYWZ"]
RULES = "[points]\ntable = [10, 8, 5]\nparticipation = 1\n\n[count]\nbest = 3\n"


class Everyone:
    async def member(self, group_id: str, user_id: str) -> dict:
        return {"card": ""}


def event(series_named: Named, tid: int) -> EventArgs:
    """The series and tournament #tid as `/加入系列` and `/移出系列` name them."""
    return EventArgs(series_named, Named(f"#{tid}", tid))


SERIES_1 = Named("#1", 1)


def when(number: int) -> datetime:
    return R1 + timedelta(days=7 * (number - 1))


async def play_round_robin(
    name: str, signed: str, order: str, org: Actor = ORG, qq_of: dict[str, str] = QQ
) -> int:
    """A four-player round robin in `org`'s group, the better of `order` winning every game;
    ``qq_of`` the QQ each letter signs up with."""
    t = await tournaments.create_tournament(org, "round-robin", name, T0)
    await tournaments.set_value(org, read_setting("第1轮", "2026-12-12 20:00"), T0)
    await tournaments.set_value(org, read_setting("报名截止", "2026-12-10 20:00"), T0)
    group = org.group_id
    for letter in signed:
        qq = qq_of[letter]
        done = await signup.sign_up(Actor(qq, group), f"报名 选手{letter} {qq}", Everyone(), T0)
        assert done is not None and done.ack
    async with db.session() as s:
        tid = max((await s.execute(select(Tournament.id))).scalars())
    seq_of = {letter: i for i, letter in enumerate(signed, start=1)}
    rank = {seq_of[letter]: i for i, letter in enumerate(order)}
    for number in (1, 2, 3):
        await play.seat_next_round(org, when(number))
        for table in (await views.round_tables(tid, number))["tables"]:
            first, second = table["seats"]
            mark = "胜" if rank[first] < rank[second] else "负"
            await play.enter_result(org, str(table["table"]), mark, when(number))
        await closing.close_round(org, when(number))
    assert t is not None
    return tid


async def four_events() -> list[int]:
    return [
        await play_round_robin(f"周赛{i}", signed, order)
        for i, (signed, order) in enumerate(zip(SIGNUPS, ORDERS, strict=True), start=1)
    ]


async def test_best_three_of_four_and_a_corrected_result(clean_db):
    tids = await four_events()
    async with db.session() as s:
        assert all(t.status == "finished" for t in (await s.execute(select(Tournament))).scalars())
    await series.create_series(ORG, "2026年度积分", T0)
    for tid in tids:
        await series.add_tournament(ORG, event(Named("2026年度积分"), tid), T0)
    # the default rules count every event: 20, 19, 18, 17 for 1st to 4th (第1名20分，依次递减1分)
    #   X 20+20+20+17 = 77, Y 19+19+19+20 = 77, Z 18+17+18+19 = 72, W 17+18+17+18 = 70
    #   X and Y level on 77 and on 4 events; best result: X (1, 1, 1, 4) before Y (1, 2, 2, 2)
    plain = await series_views.standings_json(1, full=True)
    assert [(r["qq"], r["total"], r["rank"]) for r in plain["rows"]] == [
        (QQ["X"], "77", 1),
        (QQ["Y"], "77", 2),
        (QQ["Z"], "72", 3),
        (QQ["W"], "70", 4),
    ]
    await series.update_rules(ORG, 1, RULES)
    data = await series_views.standings_json(1, full=False)
    assert [(r["name"], r["total"], r["events"]) for r in data["rows"]] == [
        ("选手X", "30", 4),
        ("选手Y", "26", 4),
        ("选手Z", "18", 4),
        ("选手W", "11", 4),
    ]
    assert data["rows"][0]["qq"] == "20****01"  # masked in public: 7 digits keep 2 + 2
    y = data["rows"][1]
    assert y["results"] == [
        {"tournament": tids[0], "place": 2, "points": "8", "counted": True},
        {"tournament": tids[1], "place": 2, "points": "8", "counted": True},
        {"tournament": tids[2], "place": 2, "points": "8", "counted": False},
        {"tournament": tids[3], "place": 1, "points": "10", "counted": True},
    ]
    # the corrected result: Z disputes event 4's round 3, table 1 (Y–Z, Y won); the ruling
    # gives the game to Z. Event 4: Z 6, Y 4 -> Z 1st, Y 2nd (W 2 and X 0 unchanged).
    #   Y 8 8 8 8 -> 24;  Z 5 1 5 10 -> 20 (the 1 dropped);  X 30 and W 11 unchanged
    z = Actor(QQ["Z"], GROUP)
    await disputes.file_dispute(z, "第3轮对方超时未判", [], when(3) + timedelta(hours=1))
    table = (await views.round_tables(tids[3], 3))["tables"][0]
    assert table["seats"] == [2, 4]  # Y (seq 2) against Z (seq 4)
    args = disputes.RulingArgs(
        numbers.Written(1, "1"), disputes.Verdict.CHANGE, numbers.Written(1, "1"), "负"
    )
    await disputes.rule(ORG, args, when(3) + timedelta(hours=2))
    data = await series_views.standings_json(1, full=False)
    assert [(r["name"], r["total"]) for r in data["rows"]] == [
        ("选手X", "30"),
        ("选手Y", "24"),
        ("选手Z", "20"),
        ("选手W", "11"),
    ]
    text = (await series_views.ranking(ORG, None)).text
    assert "1. 选手X 20****01  30分（4场：" in text
    assert f"[#{tids[3]} 第4名 1]" in text  # X's last event does not count


async def test_a_bound_second_account_is_one_player_of_the_series(clean_db):
    """X plays the second event with another QQ number (2000009). Until an organiser binds it
    (/绑定 2000001 2000009) the series has five players; then four, X with both events.
    Rules 1st 10, 2nd 8, 3rd 5, beyond 1, every event counted; both events X Y Z W in order:
        apart: X 10 (1 event), 2000009 10 (1 event), Y 16, Z 10, W 2
        bound: X 20 (2 events), Y 16, Z 10, W 2"""
    await play_round_robin("周赛1", "XYZW", "XYZW")
    await play_round_robin("周赛2", "XYZW", "XYZW", qq_of={**QQ, "X": "2000009"})
    await series.create_series(ORG, "2026年度积分", T0)
    for tid in (1, 2):
        await series.add_tournament(ORG, event(Named("2026年度积分"), tid), T0)
    await series.update_rules(ORG, 1, "[points]\ntable = [10, 8, 5]\nparticipation = 1\n")

    async def rows() -> list[tuple[str, str, int]]:
        data = await series_views.standings_json(1, full=True)
        return sorted((r["qq"], r["total"], r["events"]) for r in data["rows"])

    apart = [
        (QQ["X"], "10", 1),
        (QQ["Y"], "16", 2),
        (QQ["Z"], "10", 2),
        (QQ["W"], "2", 2),
        ("2000009", "10", 1),
    ]
    assert await rows() == apart
    await identity.bind(ORG, Account(QQ["X"], QQ["X"]), Account("2000009", "2000009"), T0)
    assert await rows() == [
        (QQ["X"], "20", 2),
        (QQ["Y"], "16", 2),
        (QQ["Z"], "10", 2),
        (QQ["W"], "2", 2),
    ]
    await audit.undo_last(ORG, T0)
    assert await rows() == apart


async def test_series_commands_refuse_and_undo(clean_db):
    tid = await play_round_robin("周赛1", "XYZW", "XYZW")
    created = await series.create_series(ORG, "春季积分", T0)
    assert "已新建系列 #1 春季积分" in created.text
    for bad, said in [
        (lambda: series.create_series(ORG, "春季积分", T0), "已有名为“春季积分”的系列"),
        (lambda: series.create_series(ORG, " ", T0), "格式：/新建系列 <名称>"),
        # `/加入系列 #1` (one word) is refused by the chat's reader: tests/plugins/test_arguments.py
        (lambda: series.add_tournament(ORG, event(Named("#9", 9), 1), T0), "本群没有系列“#9”"),
        (lambda: series.add_tournament(ORG, event(SERIES_1, 7), T0), "没有赛事“#7”"),
        (
            lambda: series.create_series(Actor("55555", GROUP), "秋季", T0),
            "只有超级管理员或本群赛事的组委可以新建系列",
        ),
    ]:
        try:
            await bad()
        except Refusal as refusal:
            assert said in refusal.message
        else:
            raise AssertionError(said)
    await series.add_tournament(ORG, event(Named("春季积分"), tid), T0)
    try:
        await series.add_tournament(ORG, event(SERIES_1, tid), T0)
    except Refusal as refusal:
        assert refusal.message == f"赛事 #{tid} 周赛1 已在系列 #1 春季积分 中。"
    else:
        raise AssertionError("added twice")
    # another group's tournament is refused
    elsewhere = Actor("10001", "20099", superuser=True)
    await tournaments.create_tournament(elsewhere, "round-robin", "别群赛事", T0)
    try:
        await series.add_tournament(ORG, event(SERIES_1, 2), T0)
    except Refusal as refusal:
        assert refusal.message == "赛事 #2 不是本群的赛事，不能加入本群的系列。"
    else:
        raise AssertionError("another group's tournament added")
    assert await series_views.series_list() == [{"id": 1, "name": "春季积分", "tournaments": [1]}]
    # a bad rules file changes nothing and names the line and key
    try:
        await series.update_rules(ORG, 1, '[count]\nbest = "三"\n')
    except Refusal as refusal:
        assert refusal.message.startswith('系列规则第 2 行 count.best：值 "三" 不是整数')
    else:
        raise AssertionError("bad rules taken")
    # remove, then undo the removal, then undo the addition
    await series.remove_tournament(ORG, event(SERIES_1, tid), T0)
    assert (await series_views.series_list())[0]["tournaments"] == []
    try:
        await series.remove_tournament(ORG, event(SERIES_1, tid), T0)
    except Refusal as refusal:
        assert refusal.message == f"赛事 #{tid} 周赛1 不在系列 #1 春季积分 中。"
    else:
        raise AssertionError("removed twice")
    undone = await audit.undo_last(ORG, T0)
    assert "已撤销：移出系列" in undone.text
    assert (await series_views.series_list())[0]["tournaments"] == [1]
    await audit.undo_last(ORG, T0)  # the addition
    async with db.session() as s:
        assert (await s.execute(select(SeriesEvent))).first() is None
    # and the creation
    undone = await audit.undo_last(ORG, T0)
    assert "已撤销：新建系列 春季积分" in undone.text
    assert await series_views.series_list() == []


async def test_rules_file_round_trip(clean_db):
    await play_round_robin("周赛1", "XYZW", "XYZW")
    await series.create_series(ORG, "春季积分", T0)
    try:  # the file is the organisers' (the summary is anyone's)
        await series.rules_file(Actor("55555", GROUP), None)
    except Refusal as refusal:
        assert refusal.message.startswith("只有超级管理员或本群赛事的组委可以下载系列规则文件")
    else:
        raise AssertionError("a player downloaded the rules file")
    name, data = await series.rules_file(ORG, None)
    assert name == "系列规则-1.toml"
    assert 'formula = "第1名20分，依次递减1分，参赛即得1分"' in data.decode()
    await series.update_rules(ORG, 1, RULES.encode())
    name, data = await series.rules_file(ORG, SERIES_1)
    assert data.decode() == RULES
    summary = (await series.rules_summary(ORG, None)).text
    assert "积分：第1名10分、第2名8分、第3名5分，其余名次1分" in summary
    assert "计入：最好的 3 场" in summary
    # undo restores the default rules
    await audit.undo_last(ORG, T0)
    assert (await series.rules_file(ORG, None))[1].decode().startswith("# 系列赛规则")


async def test_the_final_seeds_the_series_order(clean_db):
    await four_events()
    await series.create_series(ORG, "2026年度积分", T0)
    for tid in (1, 2, 3, 4):
        await series.add_tournament(ORG, event(SERIES_1, tid), T0)
    try:
        await series_final.start_final(ORG, FinalArgs(), T0)
    except Refusal as refusal:
        assert "的规则没有总决赛（[final]）" in refusal.message
    else:
        raise AssertionError("a final without [final]")
    await series.update_rules(ORG, 1, RULES + '\n[final]\ntop = 3\npreset = "knockout"\n')
    # best 3 of 4 (the module's working): X 30, Y 26, Z 18, W 11 -> the first three X, Y, Z
    done = await series_final.start_final(ORG, FinalArgs(SERIES_1, "年度总决赛"), T0)
    assert "已新建系列 #1 的总决赛：赛事 #5「年度总决赛」" in done.text
    assert "1.选手X、2.选手Y、3.选手Z" in done.text
    async with db.session() as s:
        t = await s.get(Tournament, 5)
        entries = (await s.execute(select(Entry).where(Entry.tournament_id == 5))).scalars()
        assert [(e.seq, e.user_id, e.status) for e in sorted(entries, key=lambda e: e.seq)] == [
            (1, QQ["X"], "active"),
            (2, QQ["Y"], "active"),
            (3, QQ["Z"], "active"),
        ]
        # three finalists: a bracket of 4, all three seeds by sign-up order (series place)
        assert t.regulation["format"]["size"] == 4
        assert t.regulation["format"]["seeds"] == 3
        assert t.regulation["format"]["seeding"] == "order"
        assert t.signup_open is False
    # round 1: seed 1 (X) takes the bye of the bracket of 4, seeds 2 and 3 meet
    await play.seat_next_round(ORG, when(1))
    tables = (await views.round_tables(5, 1))["tables"]
    assert sorted(sorted(t["seats"]) for t in tables) == [[1], [2, 3]]
    # undone (the seating, then the final), the final is gone
    await audit.undo_last(ORG, T0)
    await audit.undo_last(ORG, T0)
    async with db.session() as s:
        assert await s.get(Tournament, 5) is None
