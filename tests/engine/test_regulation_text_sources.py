"""The published regulations quoted beside the tests of the regulation values (divisions,
same-club avoidance, 后胜局, the format by field size, round windows, bans, late entries): each
abridged text names its source on its first line, and every sentence a test quotes from it is
in it word for word, so that a quote cannot drift from its source."""

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).parent.parent
PUBLISHED = TESTS / "regulations_text"
COLLECTED = TESTS / "engine" / "regulation_texts" / "collected"

QUOTED: dict[Path, list[str]] = {
    PUBLISHED / "hk_xiangqi_rapid_open_2017.txt": [
        "女子组（任何年龄）",  # test_divisions: GENDERED, HONG_KONG
        "公开组（任何年龄）",
        "各组比赛采用瑞士积分循环制，视乎参赛人数比赛7-9轮",  # test_field_size
    ],
    PUBLISHED / "zhouzhuang_cup_taipei_2015.txt": [
        "男子个人组：棋力五段以上",  # test_divisions: GENDERED
        "设8个种子签，七段以上棋手得列种子签",  # test_divisions: Swiss by rating
    ],
    PUBLISHED / "pingtung_yishi_cup_xiangqi_2013.txt": [
        "社会甲组–四段（含）以上棋士。社会乙组–三段（含）以下棋友。",  # test_divisions: BANDS
    ],
    PUBLISHED / "taipei_edu_cup_go_2021.txt": [
        "队员须持有中华民国围棋协会段位证书者始得报名参赛",  # test_divisions: certificate
    ],
    PUBLISHED / "tainan_badminton_2015.txt": [
        "若报名队伍不足4队，则取消该组别比赛",  # test_divisions: minimum
    ],
    PUBLISHED / "biocup_futsal.txt": [
        "报名队数不足三队时，取消该组比赛",  # test_divisions: merge
        "赛制及赛程视各组参加队数决定（淘汰赛或循环赛），于领队会议公布之",  # test_field_size
    ],
    PUBLISHED / "fude_cup_xiangqi_2001.txt": [
        "福德组：视报名人数多寡，另行决定比赛办法",  # test_field_size
    ],
    PUBLISHED / "junren_lvshi_xiangqi_2022.txt": [
        "同队棋手不对弈。每队前八名累计团体成绩。",  # test_swiss_clubs
    ],
    PUBLISHED / "jinan_univ_xiangqi_2010.txt": [
        # test_tiebreak_seat_rating
        "如积分相等，则按以下顺序区分：对手分、累进分、胜局、后走胜局、后走局数、技术犯规",
    ],
    PUBLISHED / "shilin_qishi_cup_xiangqi_2018.txt": [
        "上午场 级位丙组、社团新秀组、幼稚园组 09:00-12:00",  # test_regulation_windows
    ],
    PUBLISHED / "qingbei_go_pairs_league.txt": [
        "每轮比赛结束即编排下一轮对阵，每轮比赛时间最长为一周",  # test_regulation_windows
        "积极和搭档对手协商比赛时间",
        "不能退赛，若中途退赛后，今后一年内不欢迎参加三校的网络比赛",  # a ban of a year
    ],
    PUBLISHED / "qidao_cup_xiangqi_2015.txt": [
        "另设优异奖八名",  # test_regulation_windows: awards
        "优异奖各可获颁奖牌乙个",
    ],
    PUBLISHED / "hatsuen_xiangqi_2018.txt": [
        "如逾期报名，需要额外支付百分之五十手续费",  # test_pairing_edits: /补报
    ],
    PUBLISHED / "qunying_cup_online_xiangqi_2020.txt": [
        "积分排名：积分，对手分，后胜局，累进分来区分",  # test_tiebreak_seat_rating
        "2020年5月17日下午1:00开幕式",  # test_regulation_windows: round ends
        "第一轮：1:10到1:50",
        "第二轮：2:10到2:50",
        "幸运奖：名次为18、28、38、48名各奖励15元",  # test_regulation_windows: prizes
        "道德风尚奖2名各奖励15元",
        "第4—8名20元",
        "限报50人",
        "发现软取消成绩并全范围通报，取消以后参加比赛资格",  # test_regulation_windows: ban
    ],
    PUBLISHED / "kunming_xishan_yingchun_cup_2020.txt": [
        "首轮编排同代表队棋手回避配对，其余各轮均不回避。",  # test_swiss_clubs
    ],
    PUBLISHED / "wuwei_xiangqi_2021.txt": [
        "七轮积分编排制，八人组则采用单循环赛",  # test_field_size
    ],
    PUBLISHED / "qinhu_cup_women_xiangqi_2019.txt": [
        "如有不参加者，由等级分高的女子棋手递补",  # test_tiebreak_seat_rating
    ],
    COLLECTED / "go_kids_7_rounds.txt": ["级位组（未获得段位证书者）"],
    COLLECTED / "xiangqi_monthly_7_rounds.txt": ["比赛时间：2015年2月1日9时至17时"],
    COLLECTED / "xiangqi_open_11_rounds.txt": ["对手分、累进分、胜局、犯规、后走胜局"],
    COLLECTED / "xiangqi_knockout_invitational.txt": ["逾期报名者视为放弃参赛资格"],
    COLLECTED / "xiangqi_swiss_9_rounds.txt": ["逾期报名者视为放弃参赛资格"],
}


@pytest.mark.parametrize("path", sorted(PUBLISHED.glob("*.txt")), ids=lambda p: p.name)
def test_each_text_names_its_source_first(path: Path):
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert re.search(r"https?://\S+", first), first
    assert path in QUOTED  # every text is quoted by a test, or it would not be kept


@pytest.mark.parametrize("path", sorted(QUOTED), ids=lambda p: p.name)
def test_every_quote_is_in_its_source_word_for_word(path: Path):
    text = path.read_text(encoding="utf-8")
    assert [q for q in QUOTED[path] if q not in text] == []
