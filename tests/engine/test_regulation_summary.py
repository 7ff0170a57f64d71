"""The regulation's summary (engine/regulation/summary.py): its JSON and its Chinese lines,
worked from the seeds' words, and the 原为/改为 lines of a change."""

from engine.regulation import apply_setting, load_preset
from engine.regulation.summary import changes, summarize

KEYS = {
    "game", "stages", "teams", "round_starts", "signup_deadline", "capacity", "divisions",
    "points", "tiebreaks", "prizes", "fee", "time_control",
    # issue 27: round windows, special awards with a count and lucky places
    "round_ends", "round_opens", "special_awards", "lucky_places",
}  # fmt: skip


def test_go_002_points_tiebreaks_divisions_and_prizes() -> None:
    s = summarize(load_preset("shenzhen-go-2023"))
    assert set(s.data) == KEYS
    # 002 竞赛办法(二): 积分编排制, 8 rounds a division, one stage
    assert s.data["stages"] == [{"system": "swiss", "rounds": 8, "groups": None, "advance": None}]
    # RULES.md 002: 2 for a win, 1 for a draw, 0 for a loss, as exact strings
    assert s.data["points"] == {"win": "2", "draw": "1", "loss": "0"}
    # 002 竞赛办法(三): 积分、对手分、累进分、对手分逐轮递减、警告次数, then lots
    assert s.data["tiebreaks"] == ["积分", "对手分", "累进分", "对手分逐轮递减", "警告次数", "抽签"]
    # 002 报名(二)3: no fee; 002 奖励(一): 公开组甲组 1st 10000 yuan
    assert s.data["fee"] == "0"
    assert {"from": 1, "to": 1, "amount": "10000", "division": "公开组甲组"} in s.data["prizes"]
    # 002 青少年组: born 2005-01-01 or later, 256 places of its own pool
    assert s.data["divisions"][0] == {
        "name": "青少年组", "born_from": "2005-01-01", "born_to": None, "gender": None,
        "capacity": 256,
    }  # fmt: skip
    assert s.data["teams"] is False
    assert s.data["time_control"] == "每方基本时限40分钟，3次10秒读秒"
    text = s.text()
    assert "积分：胜 2 和 1 负 0" in text
    assert "名次：积分、对手分、累进分、对手分逐轮递减、警告次数、抽签" in text
    assert "报名费：免费" in text
    assert "组别 青少年组：2005-01-01 及以后出生，限 256 人" in text


def test_jieqi_003_two_stages() -> None:
    s = summarize(load_preset("pingshan-jieqi-2019"))
    # 003 二(四)1: 4 groups (A–D), 7 Swiss rounds; 二(四)2: first 6 of each group + 8 wildcards
    # = 4 × 6 + 8 = 32 go on; a 32-player knockout: 32→16→8→4→2, 5 rounds
    assert s.data["stages"] == [
        {"system": "swiss", "rounds": 7, "groups": 4, "advance": 32},
        {"system": "knockout", "rounds": 5, "groups": None, "advance": None},
    ]
    # 003 二(四)1: 胜 3 平 1 负 0; 003 四: fee 200 yuan; 1st prize 10000
    assert s.data["points"] == {"win": "3", "draw": "1", "loss": "0"}
    assert s.data["fee"] == "200"
    assert s.data["prizes"][0] == {"from": 1, "to": 1, "amount": "10000", "division": None}
    assert (
        "阶段：第1阶段 积分编排，分 4 组，7 轮，每组前 6 名另加 8 名外卡，共 32 人进入下一阶段；"
        "第2阶段 淘汰赛，5 轮"
    ) in s.text()


def test_stages_preset_and_chess_half_point() -> None:
    s = summarize(load_preset("swiss-knockout"))
    # the preset: a 7-round Swiss whose best 8 go on to an 8-player knockout (8→4→2: 3 rounds)
    assert s.data["stages"] == [
        {"system": "swiss", "rounds": 7, "groups": None, "advance": 8},
        {"system": "knockout", "rounds": 3, "groups": None, "advance": None},
    ]
    assert "阶段：第1阶段 积分编排，7 轮，前 8 名进入下一阶段；第2阶段 淘汰赛，3 轮" in s.text()
    # 10 rounds in the timetable, the first on 2024-06-08 09:00 local
    assert len(s.data["round_starts"]) == 10
    assert s.data["round_starts"][0] == "2024-06-08T09:00"
    assert s.data["signup_deadline"] == "2024-06-07T20:00"
    assert s.data["capacity"] == 64
    # FIDE points of the chess knockout: ½ for a draw, exactly "0.5"
    assert summarize(load_preset("knockout")).data["points"]["draw"] == "0.5"


def test_junqi_000_and_arena_004() -> None:
    s = summarize(load_preset("xiaomanyao-junqi-2023"))
    # 000 §八.13: 胜 7 和 3 负 1; 6 rounds of four-player tables
    assert s.data["points"] == {"win": "7", "draw": "3", "loss": "1"}
    assert s.data["stages"][0]["system"] == "four_player"
    assert s.data["stages"][0]["rounds"] == 6
    assert "罚则 说棋：扣 5 分（每次）" in s.text()  # 000: 说棋 -5 each time
    arena = summarize(load_preset("chuanyu-xiangqi-arena-2021"))
    # 004: a team ladder; 八(四) 胜 2 和 1 负 0 per bout
    assert arena.data["teams"] is True
    assert arena.data["stages"][0]["system"] == "ladder"
    assert arena.data["points"] == {"win": "2", "draw": "1", "loss": "0"}
    assert arena.data["fee"] is None


def test_team_events_name_their_pairing_system() -> None:
    # team-round-robin: 6 teams planned, a single round robin of 5 rounds; team-swiss 7 rounds;
    # team-knockout: 8 teams, 3 rounds; every one a team event, tiebreaks named in Chinese
    rr = summarize(load_preset("team-round-robin"))
    assert rr.data["teams"] is True
    assert rr.data["stages"] == [
        {"system": "round_robin", "rounds": 5, "groups": None, "advance": None}
    ]
    assert rr.data["tiebreaks"][:3] == ["场分", "局分", "直胜"]
    assert "阶段：循环赛，5 轮" in rr.text()
    swiss = summarize(load_preset("team-swiss"))
    assert swiss.data["stages"][0]["system"] == "swiss" and swiss.data["stages"][0]["rounds"] == 7
    ko = summarize(load_preset("team-knockout"))
    assert ko.data["stages"][0]["system"] == "knockout" and ko.data["stages"][0]["rounds"] == 3


def test_changes_name_old_and_new() -> None:
    old = load_preset("round-robin")
    new = apply_setting(old, "名称", "春季循环赛")
    assert changes(old, new) == ["赛事：原为 俱乐部象棋循环赛，改为 春季循环赛"]
    assert changes(old, old) == []
