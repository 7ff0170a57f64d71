"""Whether a regulation is a team event played board against board (团体赛), and how many
teams it names: ``团体循环赛``, ``团体瑞士制``, ``以队为单位``, ``场分``, fixed boards
(``台次固定``), or ``竞赛项目：象棋团体赛``; else teams entering (参赛队伍), a team's size
and a team ranking, with no individual event. An individual event whose teams add up their
members' results (``个人赛和团体赛同时进行``; ``三人名次成绩相加`` where no word of a
board-against-board event is written) has no team format: ``团体循环赛…每队成绩以个人得分
相加`` is a team event summing its boards."""

import re

from .found import Reading
from .normalise import Sentence

# words only a board-against-board team event uses
_STRONG = re.compile(
    r"团体赛采用|团体比赛采用|团体赛模式|团体\S{0,4}?(?:循环|瑞士|积分编排|淘汰)|以(?:参赛)?队为单位"
    r"|(?:台次|台号|台序)\s*固定|固定\S{0,3}台次|分台定人|胜队|负队|总局分|主客场"
    r"|(?:每队|各队)\S{0,24}?(?:上场|出场)\s*\d|(?:每队|各队)\S{0,8}上场|定人定台"
    r"|每轮(?:比赛)?(?:上场|出场)(?:棋手|队员|运动员)\s*\d"  # 其中每轮比赛上场棋手5人
    r"|每场(?:举行|进行)?\s*\d{1,2}\s*台\s*(?:比赛|对局)"  # 各队…，每场举行4台比赛
    r"|队分\s*:|以\S{0,6}为单位组成队伍"  # 队分：胜方得1分… / 以“学校”为单位组成队伍
    r"|主将\S{0,2}副将"  # 三人一队，分主将、副将、三将: boards by position
    # 赛制：采积分循环瑞士制（每校各派三队，…）: the system's own words send teams
    r"|(?:瑞士|循环|编排)制?\s*\(\s*每\S{0,4}?各?派\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*队"
)
# words of a league of teams meeting home and away, whatever else the text names
_HOME_AWAY = re.compile(r"主客场|定人定台|(?:台次|台号|台序)\s*固定")
_NAMED = re.compile(
    r"(?:(?:竞赛|比赛|参赛)项目|赛制|(?:比赛|竞赛)(?:形式|方式|办法))\s*[:;]?\s*\S{0,8}团体(?:赛|比赛|对抗赛)"
    r"|(?:本次|本届)?比赛(?:为|是|采用|属)\s*团体(?:赛|比赛)"
)
# a team's result the sum of its members' own games: the team event is the individual one's
_SUMMED = re.compile(
    r"成绩相加|积分相加|得分相加|分数相加|积分总和|得分总和|积分之和|得分之和|成绩之和|总分相加"
    r"|(?:队员|棋手|个人)\S{0,8}(?:积分|得分|成绩)\S{0,4}(?:计算|确定|排列|排定)团体"
    r"|团体(?:成绩|名次|总分)\S{0,3}(?:按|以|由)\S{0,12}(?:队员|棋手|个人)\S{0,6}(?:积分|得分|成绩)"
)
_BOTH = re.compile(
    r"个人赛?\s*[、和与及,]?\s*\d?\s*团体赛|团体赛?\s*[、和与及,]\s*\d?\s*个人赛?|个人赛\S{0,6}同时"
)
_TEAM_SIZE = re.compile(
    r"每队\S{0,4}?\d{1,2}\s*(?:名|人|位)|可报\s*(?:队员|棋手|运动员)\s*\d{1,2}\s*(?:名|人)"
)
_TEAM_RANK = re.compile(r"团体(?:前\s*\d|名次|第\s*1|总分)")
_TITLE = re.compile(r"团体(?:赛|锦标赛|联赛|比赛|挑战赛|对抗赛)(?:\S{0,6}(?:规程|规则|通知))?$")
# a match of one game (每一场（1局）, 每轮（场）赛1局): 场分 is then a player's points, no team's
_ONE_GAME_MATCH = re.compile(r"每\S{0,3}?场\)?\s*(?:\(|赛)\s*1\s*局")
_ENTRANT_TEAMS = re.compile(r"参赛队伍|参赛队(?!员)|参赛代表队")  # the entrants are teams
_INDIVIDUAL = re.compile(r"个人(?:赛|前\s*\d|名次|冠军|第\s*1)")


def one_game_matches(sents: list[Sentence]) -> bool:
    """Whether the text makes a match one game (每一场（1局）): its 场分 are no team's."""
    return any(_ONE_GAME_MATCH.search(s.text) for s in sents)


# two pairs at one table, partners sitting opposite: 四国军棋's 双人赛, no team on boards
_PARTNERS = re.compile(r"(?:四|4)人一桌|对家\S{0,3}(?:为|是)?\s*(?:盟友|队友|同伴)|坐对家")


def read_team_event(sents: list[Sentence], out: Reading) -> None:
    """Found key ``teams`` (True) with the sentence saying so; nothing when the text is an
    individual event or leaves it open."""
    home_away = next((s for s in sents if _HOME_AWAY.search(s.text)), None)
    if home_away is not None:  # 每队4人定人定台，主客场双循环 (联赛：团体、个人)
        out.add("teams", True, home_away)
        return
    if any(_BOTH.search(s.text) for s in sents):
        return  # an individual event with its teams' sums
    if any(_PARTNERS.search(s.text) for s in sents):
        return  # 四人一桌，同队两人坐对家为盟友: partners at one table (四国军棋), no boards
    one_game = one_game_matches(sents)
    for s in sents:
        named = _NAMED.search(s.text) and "个人" not in s.text
        line = "".join(t.text for t in sents if t.line == s.line)
        players = re.search(r"每(?:位|名|个)(?:选手|棋手|运动员)", line)  # 每位选手得分…场分相等时
        match_points = "场分" in s.text and not one_game and not players  # a team's
        if named or match_points or _STRONG.search(s.text):
            out.add("teams", True, s)
            return
    if any(_SUMMED.search(s.text) or _INDIVIDUAL.search(s.text) for s in sents):
        return
    title = next((s for s in sents[:4] if _TITLE.search(s.text) and "个人" not in s.text), None)
    if title is not None and any(re.search(r"选拔|选手选派", s.text) for s in sents[:4]):
        title = None  # …世界女子围棋团体锦标赛 / 台湾代表选拔办法: players chosen for a team
    if title is not None:  # 2026年全市象棋团体锦标赛竞赛规程
        out.add("teams", True, title)
        return
    size = next((s for s in sents if _TEAM_SIZE.search(s.text)), None)
    ranked = next((s for s in sents if _TEAM_RANK.search(s.text)), None)
    entrants = any(_ENTRANT_TEAMS.search(s.text) for s in sents)
    if size is not None and ranked is not None and entrants:
        out.add("teams", True, size, ranked)
        return
    fitted = _robin_of_the_teams(sents)
    if fitted is not None:  # 6支代表队…参加本届联赛 / 采用10轮双循环编排制: the teams meet
        out.add("teams", True, *fitted)


# a round robin's rounds: 采用10轮双循环编排制, 进行7轮单循环
_ROBIN_ROUNDS = re.compile(r"(\d{1,2})\s*轮\s*(?:团体)?\s*([单双])循环")


def _robin_of_the_teams(sents: list[Sentence]) -> tuple[Sentence, Sentence] | None:
    """The teams entering (``6支代表队``) and a round robin whose rounds are theirs (10 rounds
    of a double one for 6 teams, 7 of a single one for 8): the teams play each other, a team
    event. None where either is missing or they do not fit."""
    counted = team_count(sents)
    if counted is None or not re.search(
        r"\d\s*(?:支|个)\s*(?:参赛)?(?:队伍|代表队|队)", counted[1].text
    ):
        return None  # (12个单位的棋手: units sending players, no teams)
    teams, said = counted
    for s in sents:
        match = _ROBIN_ROUNDS.search(s.text)
        if match is None:
            continue
        cycle = teams - 1 + teams % 2
        if int(match.group(1)) == cycle * (2 if match.group(2) == "双" else 1):
            return said, s
        return None
    return None


_COUNT = re.compile(
    r"(?<![\d第])(\d{1,2})\s*(?:支|个)\s*(?:参赛)?(?:队伍|代表队|队|单位|俱乐部)"
    r"|(?<![\d第])(\d{1,2})\s*所\s*(?:参赛)?(?:高校|学校|院校|大学|中学|小学)"
)
_ENTRANTS_HEAD = re.compile(r"参赛(?:队伍|队|单位|俱乐部)\s*:?\s*")
_ENTRANT = re.compile(r"^\S{2,20}(?:队|社|院|会|部|校|馆|中心|学)$")
_HEADING = re.compile(r"^(?:[一二三四五六七八九十]+|\d{1,2})\s*[、.)]")


def team_count(sents: list[Sentence]) -> tuple[int, Sentence] | None:
    """The number of teams the text states (``8支队伍``) or lists one name after another under
    ``参赛队伍：`` (up to the next heading), with the sentence saying or leading it; None when
    it says neither, or two numbers."""
    stated = [(int(m.group(1) or m.group(2)), s) for s in sents for m in _COUNT.finditer(s.text)]
    if stated:
        return stated[0] if len({n for n, _ in stated}) == 1 else None
    for i, s in enumerate(sents):
        head = re.match(r"^(?:\S{1,3}[、.])?\s*" + _ENTRANTS_HEAD.pattern + "(.*)$", s.text)
        if head is None:
            continue
        names = head.group(1).split()
        line = s.line
        for nxt in sents[i + 1 :]:
            if nxt.line == line or _HEADING.match(nxt.text) or ":" in nxt.text:
                break
            line = nxt.line
            if not all(_ENTRANT.match(w) for w in nxt.text.split()):
                break
            names.extend(nxt.text.split())
        if len(names) >= 2 and all(_ENTRANT.match(w) for w in names):
            return len(names), s
        return None
    return None


def read_robin_rounds(sents: list[Sentence], out: Reading) -> None:
    """A team round robin's rounds where none is written: one cycle among the teams the text
    states (8 teams: 7 rounds; 7 teams: 7, one bye a round), two for a double round robin;
    nothing when it gives no number."""
    cycles = {"round_robin": 1, "double_round_robin": 2}.get(str(out.value("format")))
    if out.value("teams") is not True or cycles is None:
        return
    if "rounds" in out.found or "rounds" in out.declined:
        return
    counted = team_count(sents)
    if counted is not None and counted[0] >= 3:
        teams, s = counted
        out.add("rounds", cycles * (teams - 1 + teams % 2), s)


def read_team_bracket(sents: list[Sentence], out: Reading) -> None:
    """A team knockout's bracket: the number of teams the text states when it is a power of two
    (8所高校 … 淘汰) and agrees with the rounds written (8 teams, 3 rounds); nothing otherwise."""
    if out.value("teams") is not True or out.value("format") != "knockout":
        return
    if "bracket" in out.found:
        return
    counted = team_count(sents)
    if counted is None or counted[0] < 4 or counted[0] & (counted[0] - 1):
        return
    rounds = out.value("rounds")
    if rounds is not None and rounds != counted[0].bit_length() - 1:
        return
    out.add("bracket", counted[0], counted[1])
