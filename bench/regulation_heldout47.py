"""The expected values of the forty-seventh held-out set (bench/regulation_texts/heldout47), read
by bench_regulation_text.py: public regulations in Traditional characters (Taiwan), collected
blind (no reader run on them, no reader code read), abridged to their competition clauses, their
values worked by hand from the text (the clause quoted beside each) and committed before any
reader was run on them.

The stored pages in Traditional characters were nearly exhausted: every Hong Kong, Macau,
Malaysian and Singaporean page and every Taiwanese 象棋 and 西洋棋 page the searches returned was
already used, so all seven are 围棋, six of them professional events of the 台灣棋院 and the
海峰棋院 (selections for international events and a title's qualifying stages).

Readings used throughout: the list in regulation_heldout6.py's docstring (kept there once).
As in heldout14 and heldout29 (the same organisers' pages): a clock given stage by stage is no
one time control; 對局費 per game are no prizes; a knockout's later rounds, whose numbers depend on
the entries (初賽 rounds before a 決賽 of seeds), are not numbered: only round 1 is timed.
"""

from __future__ import annotations

HELDOUT47_EXPECTED: dict[str, dict[str, object]] = {
    "go_taiwan_tiantaishan_womens_team_selection_2019_knockout.txt": {
        # 第九屆天台山•體彩杯世界女子圍棋團體錦標賽台灣代表選拔 (中國圍棋規則)
        "game": "go",
        "format": "knockout",  # 五、比賽方式：單敗淘汰制。
        # 七、報名日期：即日起至2019年12月20日（五）17:00前…報名
        "deadline": "2019-12-20 17:00",
        # 六、初賽：2019年12月 26日（四）、12月27日（五）；一日賽二場，分別於上午10:00開賽及
        # 下午02:00開賽。: the first slot (如比賽僅須下二場，則比賽日為12月27日 is a fallback
        # should the entries need only two rounds; the plan's round 1 is 12-26 10:00)
        "round.1": "2019-12-26 10:00",
        "no_show_minutes": 20,  # 十二、1.比賽遲到加倍扣時，遲到20分鐘裁定敗。
        # 九、初賽：每人各用時1小時… / 決賽：每方各用時2小時…: by stage (no one time control);
        # 十一、對局費每人每局2,000元 per game (no prizes); 選拔人數：三名 is no capacity (the
        # field is the women professionals); the 決賽 (four play for three places: the two first
        # winners qualify, the first losers play for the third) is no key
    },
    "go_taiwan_globis_cup_6th_selection_2019_knockout.txt": {
        "game": "go",  # 第六屆GLOBIS杯世界新銳圍棋錦標賽台灣代表選拔 (比目法)
        "format": "knockout",  # 七、賽制：單敗淘汰制。
        # 四、報名：即日起至2019年2月24日（日）17:00前…報名
        "deadline": "2019-02-24 17:00",
        # 六、初賽：2019年2月25日（一）。… 初、決賽均為一日賽2場，上午10:00開賽，下午02:00開賽。
        # (the later slots' round numbers depend on how many rounds the 初賽 needs to leave four)
        "round.1": "2019-02-25 10:00",
        "time_control": "30秒一步，10次1分鐘保留時間",  # 九、用時：30秒一步，10次1分鐘保留時間。
        "no_show_minutes": 10,  # 十一、1. 遲到10分鐘裁定敗。
        # 十一、4. 比賽過程中，禁止使用手機、平板等3C電子產品，經發現者，一律裁定敗。
        "penalty.手机": "0/each 判负",
        # 十、決賽：對局費每人每局2,000元 per game (no prizes); 初賽取四名晉級決賽 with four
        # seeds is an eight-player 決賽, but the 初賽's draw is left to the entries (no bracket)
    },
    "go_taiwan_globis_cup_8th_selection_2021_knockout.txt": {
        "game": "go",  # 第八屆GLOBIS杯世界新銳圍棋錦標賽 台灣代表選拔 (比目法)
        "format": "knockout",  # 七、賽制：單敗淘汰制。
        "deadline": "2021-04-13 17:00",  # 四、報名：即日起至2021年4月13日（二）17:00前…報名。
        # 六、初賽：2021年4月15日（四）、4月22日（四）… 初、決賽均為一日賽2場，上午10:00開賽
        "round.1": "2021-04-15 10:00",
        "time_control": "30秒一步，10次1分鐘保留時間",  # 九、用時：
        "no_show_minutes": 10,  # 十一、1. 遲到10分鐘裁定敗。
        # 十一、4.…禁止使用手機、平板等3C電子產品，經發現者，一律裁定敗。
        "penalty.手机": "0/each 判负",
        # 十一、5.參賽棋士在比賽期間一律禁止離開賽場…，違規者該局判負。
        "penalty.离开赛场": "0/each 判负",
        # 6.…禁止進出電腦記譜室，違者第一次警告，第二次裁定敗: a warning, then the game lost
        # (no points per offence: left out); 決賽：8名 (six seeded champions at most, two or more
        # from the 初賽) is the 決賽's field, not the event's (no bracket, no capacity); 對局費
        # per game (no prizes)
    },
    "go_taiwan_jeonnam_guksu_mountains_selection_2024_knockout.txt": {
        # 第10屆全羅南道國手山脈國際圍棋大會 台灣代表選拔 (比目法)
        "game": "go",
        "format": "knockout",  # 七、賽制：單敗淘汰制。
        # 六、初選：6月19日（三）、6月20日（四）。（一日賽兩場，上午場10:00，下午場14:00）。
        # (the year is the notice's, 2024.06.13; the 決選's 八強 6月21日 10:00, 四強 14:00,
        # 決賽 6月26日 10:00 follow a 初選 whose rounds depend on the groups: not numbered)
        "round.1": "2024-06-19 10:00",
        "deadline": "2024-06-18 12:00",  # 十二、 即日起至6月18日（二）中午12:00止
        # 九、用時：每方30分鐘，讀秒40秒3次。遲到加倍扣時，遲到10分鐘裁定敗。: the clock is
        # the first sentence (the lateness rule after it is not a clock word)
        "time_control": "每方30分鐘，讀秒40秒3次",
        "no_show_minutes": 10,
        # 決選：8名棋士參加 is the final stage's field (the 初選's groups are left to the entries:
        # no bracket); 十三、4. 第一次警告，再犯該局裁定敗 is a warning then a loss (no points per
        # offence); 5. 手機一律關機交由主辦單位代保管 states no sanction; 對局費 per game (no
        # prizes); 選拔名額：1名 is no capacity
    },
    "go_taiwan_world_student_oza_selection_2010_swiss_5_rounds.txt": {
        "game": "go",  # 第八回世界學生圍棋王座戰 台灣地區代表選拔 (比目法)
        "format": "swiss",  # - 採瑞士制決定名次。
        "rounds": 5,  # - 比目法。共下五局（上午二場／下午三場）。
        "time_control": "各40分，讀秒30秒一次",  # - 時限：各40分，讀秒30秒一次。
        # - 選拔時間：2010年1月2日（星期六） with 上午二場／下午三場 names no time (no round
        # time); 錄取名額…一名 is who qualifies, not the entries (no capacity); 辦理單位得視報名
        # 人數多寡另行決定賽制及時限 reserves a change, the stated system and clock stand; the
        # Japanese main event's own rules (瑞士制 四場, 各60分) are not on the abridged text
    },
    "go_taiwan_mingren_champion_1st_2020_stages.txt": {
        "game": "go",  # 第一屆名人冠軍賽 (比目法)
        # 五、報名日期：自即日起至1月15日（三）17:00止 (the year is the event's, 2020: the
        # 資格賽 is 2020年2月3日, and 2020-01-15 is a Wednesday)
        "deadline": "2020-01-15 17:00",
        # 四、1、資格賽：預定2020年2月3日（一）開賽 + 六、4、（1）資格賽、初賽階段每場比賽於
        # 上午12:00開賽。 (上午12:00 read as noon)
        "round.1": "2020-02-03 12:00",
        "no_show_minutes": 30,  # 六、5、比賽遲到加倍扣時，遲到30分鐘裁定敗。 (every stage)
        # 六、6、無故棄權，取消比賽資格及奬勵，下屆禁賽。: one unexcused forfeit and the player is
        # out (the next edition's ban is no behaviour's penalty: left out)
        "forfeits_to_withdraw": 1,
        # 七、2、本賽：32強敗退者新台幣30,000元，16強敗退者…60,000元，8強敗退者…120,000元，4強
        # 敗退者…240,000元。 3、決賽：冠軍／奬金新台幣1,800,000元，亞軍／奬金新台幣600,000元。:
        # the losers of each round of the 32-player 本賽 take its places (17–32, 9–16, 5–8, 3–4)
        "prizes": [
            (1, 1, 1800000),
            (2, 2, 600000),
            (3, 4, 240000),
            (5, 8, 120000),
            (9, 16, 60000),
            (17, 32, 30000),
        ],  # fmt: skip
        # 三、資格賽 單敗淘汰 → 初賽 14組雙敗淘汰 → 本賽 32強至8強單敗淘汰、4強三戰兩勝 → 決賽
        # 7戰4勝: stages of several systems, no one named (no format; the 本賽's 32 is a stage's
        # draw, no bracket); 六、3、時限 by stage (no one time control); 八、4、第一次警告，再犯
        # 該局裁定敗 is a warning then a loss (no points per offence)
    },
    "go_taiwan_mingren_champion_2nd_2021_stages.txt": {
        "game": "go",  # 第二屆名人冠軍賽 (比目法)
        # - 報名日期：即日起至1月28日（四）13:00止 (the year is the notice's, 2021/01/07)
        "deadline": "2021-01-28 13:00",
        # - 資格賽：預定2月18日（四）開賽。 + - 比賽時間：每場比賽於上午11:00開賽
        "round.1": "2021-02-18 11:00",
        # - 本賽：32強敗退者新台幣30,000元 … 4強敗退者新台幣240,000元。 - 決賽：冠軍／奬金新台幣
        # 1,800,000元，亞軍／奬金新台幣600,000元。 (read as in the first edition's)
        "prizes": [
            (1, 1, 1800000),
            (2, 2, 600000),
            (3, 4, 240000),
            (5, 8, 120000),
            (9, 16, 60000),
            (17, 32, 30000),
        ],  # fmt: skip
        # 資格賽、初賽…遲到20分鐘裁定敗 / 本賽、決賽…遲到30分鐘裁定敗: by stage (no one
        # no-show time, no one time control); single elimination → 14 groups of double
        # elimination → a 32-player knockout with a best-of-three semi-final → a best-of-seven
        # final: no one system (no format); 手機一律交由主辦單位代為保管 states no sanction
    },
}
