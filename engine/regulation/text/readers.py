"""Readers of one value each over a regulation's sentences: the game, the format, the rounds,
the sign-up deadline, capacities, points, fee, time control, lateness. Each adds to a
``Reading`` only what one of its rules matched, with the sentence it matched in."""

import re
from datetime import date, datetime, time, timedelta

from .found import Reading, at, dates, times
from .normalise import Sentence, by_line, chinese_number
from .team_event import one_game_matches, team_count

GAMES = (  # checked in this order within a sentence: 国际象棋 and 揭棋 before 象棋
    ("junqi4", re.compile(r"四国军棋|军棋|四暗|四明|军旗")),
    ("jieqi", re.compile(r"揭棋")),
    ("chess", re.compile(r"国际象棋|西洋棋")),
    ("go", re.compile(r"围棋")),
    ("xiangqi", re.compile(r"象棋")),
)


def _game_in(text: str) -> str | None:
    for game, pattern in GAMES:
        if pattern.search(text):
            return game
    return None


# words only Go uses: a komi (黑贴3又3/4子, 贴6.5目, 多贴1子), its counting rules
_GO_WORDS = re.compile(r"贴\s*\d+(?:\.\d+)?\s*[子目]|黑贴|贴目|数子法|数目法|比目法")


def _games_in(text: str) -> set[str]:
    """The games the bot runs that a line names (国际象棋 not counted as 象棋 too)."""
    names = {"chess"} if "国际象棋" in text else set()
    rest = text.replace("国际象棋", "")  # its 象棋 is no second game
    return names | {game for game, pattern in GAMES if pattern.search(rest)}


def _games_named(text: str) -> int:
    """How many games a line names (国际象棋 not counted as 象棋 too; games the bot does not run,
    跳棋 and 五子棋, counted as well)."""
    text = re.sub(r"\([^()]{0,8}\)", "", text)  # 陆战棋（军棋）: one game
    rest = text.replace("国际象棋", "")
    names: set[str] = _games_in(text)
    names |= {w for w in ("跳棋", "五子棋", "飞行棋", "桥牌") if w in rest}
    if "陆战棋" in rest:
        names.add("junqi4")  # 陆战棋 is 军棋's other name
    return len(names)


def _games_run(text: str) -> set[str]:
    """The games the bot runs that a line names (国际象棋 not 象棋 too; 揭棋 is a 象棋 of its own,
    象棋揭棋公开赛 one game)."""
    names = _games_in(text)
    if "象围棋" in text:  # 横林镇象围棋比赛: 象棋 and 围棋
        names |= {"xiangqi", "go"}
    if "jieqi" in names:
        names.discard("xiangqi")
    return names


def read_game(sents: list[Sentence], out: Reading) -> None:
    """竞赛项目/比赛项目 first, else the first sentence naming a game (the title, usually), else
    Go where the text writes a komi or Go's counting (``多贴1子``) and names no game."""
    for s in sents:
        if re.search(r"(竞赛|比赛|参赛)项目", s.text) and _game_in(s.text):
            if _games_named(s.text) > 1:
                out.declined.setdefault("game", s)
                return  # 比赛项目：跳棋、象棋、陆战棋（军棋）: several games, no one game
            out.add("game", _game_in(s.text), s)
            return
    for s in sents:
        game = _game_in(s.text)
        if game is not None and len(_games_run(s.text)) > 1:
            out.declined.setdefault("game", s)
            return  # 2006年湖北省国际象棋、中国象棋赛等级赛竞赛规程: two games, no one game
        if game is not None:
            out.add("game", game, s)
            return
    komi = next((s for s in sents if _GO_WORDS.search(s.text)), None)
    if komi is not None:
        out.add("game", "go", komi)


_GROUPS = re.compile(
    r"分[A-H]、?[A-H]\S*组|小组赛|小组(?:单|双)?循环|分(?:成|为)?\s*\d+\s*个?[大小]?组"
    r"|分组循环|分(?:为|成)\s*[A-H]组\s*[、,]\s*[A-H]组"  # 分組循環賽…分為A組、B組…
)
# not 积分编排末位淘汰制 (a Swiss whose last places drop out: no knockout)
_KNOCKOUT = re.compile(r"(?<!末位)(?:淘汰赛|淘汰制)|淘汰出局|\(2\+1\)|单败淘汰")
_UNHELD = re.compile(r"双败淘汰|双淘汰")
# 单循环积分赛制 is a round robin scored by points, not a Swiss
_SWISS = re.compile(
    r"积分编排|(?<![单双大环])(?<!循)\d{1,2}\s*轮\s*积分赛|积分\S{0,6}?自动编排|积分电脑编排|编排积分|瑞士制|瑞士赛制|瑞士积分|瑞士移位|瑞士系统|(?i:swiss)\s*(?:制|系统|软件|pairing)|积分循环|(?<![单双大])循环积分(?!赛)|编排制|(?<![单双大])循环积分赛\S*编排"
)


def names_swiss(text: str) -> bool:
    """Whether the words name a Swiss (积分编排, 瑞士制 …)."""
    return bool(_SWISS.search(text))


_FORMATS = (  # (kind, pattern): the first that any sentence matches
    (
        "arena",
        re.compile(
            r"擂主|攻擂|(?:采用|赛制|形式|办法|方式)\S{0,8}擂台|擂台赛\S{0,4}(?:规程|简章|通知)|^\S{0,16}擂台赛$"
        ),
    ),
    ("four_player", re.compile(r"四人三局|4人3局|轮流搭档|四人赛|4人赛")),
    ("swiss", _SWISS),
    ("double_round_robin", re.compile(r"双循环")),
    ("round_robin", re.compile(r"单循环|循环赛|大循环|分组循环|循环制|循环对抗")),
    (
        "knockout",
        re.compile(
            r"淘汰赛|淘汰制|淘汰出局|单败淘汰|单淘汰|2\+1|三局两胜"
            # 第1轮获胜队伍争夺1~4名,落败队伍争夺5~8名: a knockout playing off every place
            r"|胜(?:队伍|队|者|方)\S{0,3}?争夺?\S{0,2}?\d+\s*[-~至到]\s*\d+\s*名"
            r"\S{0,4}?(?:负|败)(?:队伍|队|者|方)\S{0,3}?争夺?"
        ),
    ),
)


_SYSTEM = r"(?:瑞士制|瑞士移位制|循环制|单循环|双循环|循环赛|淘汰制|淘汰赛|积分编排制?|编排制)"
# two systems offered as a choice: 瑞士制或循环制, 循环赛或积分编排制
_EITHER = re.compile(
    rf"{_SYSTEM}(?:赛制|赛|制)?\s*(?:或|或者|或是)\s*(?:采用)?\s*(?:大|小)?{_SYSTEM}"
)


# one group playing a system of its own beside the event's: 七轮积分编排制，八人组则采用单循环赛
_OWN_SYSTEM = re.compile(
    r"(?P<who>[\u4e00-\u9fff\d]{1,6})组\S{0,3}?(?:则|另|改)\s*(?:采用|实行|进行|采取)\s*\S{0,3}?"
    r"(?:单循环|双循环|循环|淘汰)"
)


def _groups_own_system(text: str) -> bool:
    """Whether one group plays a system of its own (``八人组则采用单循环赛``), not a stage's
    groups (小组, 各组, 每组)."""
    return any(m.group("who")[-1] not in "小各每分本" for m in _OWN_SYSTEM.finditer(text))


# a line led by a group and the system it plays: 1．高段组（甲组）：采瑞士制… / 3．福德组：…另行决定
_GROUP_SYSTEM = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?(?P<who>(?![各每本全])[\u4e00-\u9fff\d]{1,8}组)"
    r"\s*(?:\([^()]{1,8}\))?\s*(?::|(?=采用|实行|进行|赛制))\s*"
    r"(?P<how>.*(?:瑞士|编排|循环|淘汰|另行决定|另定|视\S{0,10}决?定).*)$"
)
# players out on their score after some rounds: 三轮以后0分淘汰，四轮以后2分淘汰 (no stage held)
_SCORE_CUT = re.compile(
    r"\d+\s*轮\S{0,3}?\d+\s*分\s*淘汰"
    # 前三轮为单败淘汰赛: the first rounds' system, a stage of a format not named
    r"|前\s*\d+\s*轮\s*(?:为|采用|进行|实行)\S{0,4}?(?:淘汰|循环|积分编排|瑞士)"
)
# a stage of placement games after the first: 第二阶段各组取前16名进行同名次决赛
_PLACEMENT_STAGE = re.compile(r"(?:第二阶段|第2阶段|决赛阶段)\S{0,20}(?:同名次|名次赛|排位赛)")


def _system_words(how: str) -> str:
    """The kind of system a clause names, in one word each (瑞士制积分循环 is a Swiss)."""
    swiss = bool(re.search(r"瑞士|编排|积分循环", how))
    robin = bool(re.search(r"(?<!积分)循环", how))
    knockout, left = "淘汰" in how, bool(re.search(r"另行决定|另定|视\S{0,10}决?定", how))
    return "".join(w for w, on in (("S", swiss), ("R", robin), ("K", knockout), ("?", left)) if on)


def _systems_by_group(sents: list[Sentence]) -> Sentence | None:
    """Two lines or more, each led by a different group and the system it plays, not all the
    same (``高段组：采瑞士制…`` / ``段位组：初赛先分组循环赛…`` / ``福德组：…另行决定比赛办法``): a
    system by group, no format; the first such line, else None."""
    led = [(m.group("who"), m.group("how"), s) for s in sents if (m := _GROUP_SYSTEM.match(s.text))]
    systems = {_system_words(how) for _, how, _ in led}
    if len({who for who, _, _ in led}) >= 2 and len(systems) >= 2:
        return led[0][2]
    return None


# the system left to the entries: 女子比赛根据报名人数确定赛制
_SYSTEM_LEFT_OPEN = re.compile(
    r"(?:根据|视|按)\S{0,6}?人数\S{0,6}?(?:确定|决定|而定|选定)\S{0,2}?赛制"
)
# a stage of rounds then a final: 赛制：单循环预赛+冠亚军决赛
_ROBIN_THEN_FINAL = re.compile(
    r"(?:循环|积分编排|瑞士制?)\S{0,4}?(?:预赛|初赛)\s*(?:\+|加|和|及|、|,)\s*\S{0,6}?决赛"
)
# each zone (赛区) or venue its own rounds: 第一阶段分为四个赛区，每个赛区进行5轮积分编排赛
_BY_ZONE = re.compile(r"(?:每个|各)(?:赛区|分站|赛站)\S{0,6}?(?:进行|赛|采用)")


# a draw by computer (采用最新微机编排程序), a Swiss where no other system is written
_COMPUTER = re.compile(r"(?:电脑|微机|计算机)\s*(?:软件|程序)?\s*(?:抽签)?\s*(?:编排|配对)")
_OTHER_SYSTEM = re.compile(r"循环|淘汰|擂台|分组|小组赛|对抗|轮赛|团体")


def _other_groups(sents: list[Sentence], led: re.Match[str] | None) -> bool:
    """Whether the text names groups besides the one leading ``led`` (its ``name``)."""
    if led is None:
        return False
    name = led.group("name")
    others = {m.group(0) for s in sents for m in _GROUP_NAME.finditer(s.text)} - {name}
    return any(not o.endswith(name) and not name.endswith(o) for o in others)


def _robin_then_placings(sents: list[Sentence]) -> Sentence | None:
    """第一阶段分组单循环…，第二阶段同名次决赛 / 第一阶段采用一局单循环制，取前两名 (then a final
    of two): a round robin stage then placing games, no one format; None where the second stage
    is a knockout (groups then a knockout, read as such)."""
    first = next((s for s in sents if re.search(r"第\s*1\s*阶段\S{0,12}?循环", s.text)), None)
    if first is None or any(re.search(r"第\s*2\s*阶段\S{0,16}?淘汰", s.text) for s in sents):
        return None
    return first


def read_format(sents: list[Sentence], out: Reading) -> None:
    """The format from the words of its pairing system (the first kind any sentence names); a
    Swiss (or groups) with a knockout named elsewhere in the text is the two in sequence. A
    double elimination (双败淘汰赛) is none the schema holds: no format is read, and the sentence
    stays among the unread."""
    if any(_UNHELD.search(s.text) for s in sents):
        return  # a format the schema has none of (双败淘汰): no format is stated
    sents = [s for s in sents if not _SIDE_ARENA.search(s.text)]  # 比赛结束后进行颁奖和擂台赛
    either = (
        next((s for s in sents if _EITHER.search(s.text) or _groups_own_system(s.text)), None)
        or next((s for s in sents if _SYSTEM_LEFT_OPEN.search(s.text)), None)
        or next((s for s in sents if _ROBIN_THEN_FINAL.search(s.text)), None)
        or next((s for s in sents if _BY_ZONE.search(s.text)), None)
        or two_swiss_stages(sents)
        or _systems_by_group(sents)
        or next((s for s in sents if _PLACEMENT_STAGE.search(s.text)), None)
        or next((s for s in sents if _SCORE_CUT.search(s.text)), None)
        or _robin_then_placings(sents)
    )
    if either is not None:
        out.declined.setdefault("format", either)
        return  # 视人数采用瑞士制或循环制: a choice left to the entries, no format stated
    knockout = next((s for s in sents if _KNOCKOUT.search(s.text)), None)
    groups = next((s for s in sents if _GROUPS.search(s.text)), None)
    both = next((s for s in sents if _KNOCKOUT.search(s.text) and re.search(r"循环", s.text)), None)
    if both is not None and groups is None and not _SWISS.search(both.text):
        out.declined.setdefault("format", both)
        return  # 三局两胜单淘汰制，四强赛采用循环赛: a knockout then a round robin, no one kind
    swiss = next((s for s in sents if _SWISS.search(s.text)), None)
    if knockout is not None and groups is None and swiss is None:
        later = sents[sents.index(knockout) + 1 :]
        robin = next((s for s in later if re.search(r"(?<!积分)循环赛", s.text)), None)
        if robin is not None and re.search(r"最后|最终|胜出", robin.text):
            out.declined.setdefault("format", robin)
            return  # 24人将采取淘汰赛 … 最后胜出的3人将采取循环赛: stages the text leaves open
    arena = next((s for s in sents if re.search(r"擂台|擂主|攻擂", s.text)), None)
    if knockout is not None and arena is None:
        if groups is not None:
            out.add("format", "group_knockout", groups, knockout)
        elif swiss is not None:
            out.add("format", "swiss_knockout", swiss, knockout)
    points_robin = _points_robin(sents)
    if points_robin is not None:
        if points_robin[0]:
            out.add("format", "round_robin", points_robin[1])
        else:
            out.declined.setdefault("format", points_robin[1])
        return
    twice = _two_games_a_pair(sents)
    if twice is not None:
        out.add("format", "double_round_robin", *twice)
        return
    if arena is not None and not any(_TEAM_ARENA.search(s.text) for s in sents):
        single = next((s for s in sents if _SINGLE_CHALLENGERS.search(s.text)), None)
        if single is not None:
            out.declined.setdefault("format", single)
            return  # 守擂 … 攻擂棋手: players, not teams, at the arena (no format the schema has)
    for kind, pattern in _FORMATS:
        for s in sents:
            if kind == "swiss" and re.search(r"[单双]循环[^,，;。]{0,10}?(?:积分|编排)", s.text):
                continue  # 双循环个人积分电脑编排制: each pair meets twice, drawn by points
            if pattern.search(s.text) and not re.search(r"规则|名次区分", s.text[:6]):
                out.add("format", kind, s)
                break
        if "format" in out.found:
            return
    # (not 报名截止后，对阵表即时电脑抽签编排锁定: when the sign-up closes, not how rounds pair)
    computer = next((s for s in sents if _COMPUTER.search(s.text) and "报名" not in s.text), None)
    if computer is not None and not any(_OTHER_SYSTEM.search(s.text) for s in sents):
        out.add("format", "swiss", computer)  # 采用微机编排程序 and no other system: a Swiss


# an arena held after the event's games, as a side event: 全部比赛结束后进行颁奖和擂台赛
_SIDE_ARENA = re.compile(r"(?:结束后|之后|赛后)\S{0,12}擂台赛|颁奖\S{0,2}(?:和|及|、)\S{0,2}擂台赛")
# an arena of teams: each team's result, a home team holding it (seed 004's 各队场分, 主队守擂)
_TEAM_ARENA = re.compile(r"各队|主队|客队|两队|以队为单位|队\S{0,6}(?:场分|获胜|胜出)")
# an arena of players, not teams: 由惠州棋王…守擂, 每次安排6名棋手攻擂, 公开组3位台主
_SINGLE_CHALLENGERS = re.compile(
    r"守擂|攻擂(?:棋手|选手|者)|(?:棋手|选手)\S{0,2}攻擂|台主|个人擂台"
)


_POINTS_ROBIN = re.compile(r"(?<![单双大])(\d{1,2})\s*轮\s*循环积分赛|(?<![单双大])循环积分赛")


def _points_robin(sents: list[Sentence]) -> tuple[bool, Sentence] | None:
    """``进行7轮循环积分赛`` (no 编排, no 单 or 双): a round robin scored by points when the
    text's teams fit its rounds (8 teams, 7 rounds: one cycle), else a Swiss or a round robin,
    which the words leave open (False); None when no sentence says it."""
    s = next((s for s in sents if _POINTS_ROBIN.search(s.text) and "编排" not in s.text), None)
    if s is None:
        return None
    match = _POINTS_ROBIN.search(s.text)
    assert match is not None
    counted = team_count(sents)
    if counted is None or match.group(1) is None:
        return False, s
    teams = counted[0]
    return int(match.group(1)) == teams - 1 + teams % 2, s


_PLAIN_ROBIN = re.compile(r"(?<![单双])循环(?:制|赛)")
_TWICE = re.compile(
    r"(?:每|各)(?:名|位|个)?(?:对手|对选手|对棋手)\S{0,8}?(?:2|两)\s*局"
    r"|每(?:对|两名)(?:选手|棋手)?\S{0,3}?(?:对弈|对奕|赛|下)\s*(?:2|两)\s*局"
)


def _two_games_a_pair(sents: list[Sentence]) -> tuple[Sentence, Sentence] | None:
    """``采循环制`` (neither 单 nor 双 said) with ``与每名对手对弈2局`` / ``每对选手赛两局``: each
    pair meets twice, a double round robin; the two sentences, or None."""
    robin = next((s for s in sents if _PLAIN_ROBIN.search(s.text)), None)
    twice = next((s for s in sents if _TWICE.search(s.text)), None)
    if robin is None or twice is None or any(_SWISS.search(s.text) for s in sents):
        return None
    return robin, twice


_ROUNDS = re.compile(
    r"(?:共赛|共计|共设|共弈|共下|共|赛|进行|比赛|采用|比赛为|打|轮次\s*:?|团体|各组均|各组一律|均|设置)\s*(\d{1,2})\s*轮"
    r"|^(?:比赛)?轮次\s*:\s*(\d{1,2})\s*[。]?$"  # 比赛轮次：10
    # 2、一天7轮, …编排制,1天7轮 (the event's one day)
    r"|(?:^(?:\d{1,2}\s*[、.]\s*)?|(?<=制),)(?:1|一)天\s*(\d{1,2})\s*轮"
    r"|(?<![天日晚])分\s*(\d{1,2})\s*轮\s*(?:进行|赛完|完成)"  # 比赛分9轮进行
    r"|(?:瑞士制|编排制|积分编排|瑞士移位制)\s*,?\s*\(?\s*(?:比赛|进行|共)?\s*(\d{1,2})\s*轮"
    r"|(?<![每第前\d])(\d{1,2})\s*轮\s*(?:\(单局\))?\s*(?:电脑)?\s*[单双]?\s*(?:个人|马克马洪|麦克马洪)?"
    r"\s*(?:积分|编排|瑞士|比赛|循环|超快棋|快棋|慢棋)"  # 5轮马克马洪积分编排, 9轮超快棋
)
# a day's rounds by half: 上午下三轮，下午下四轮 (read 上午下3轮，下午下4轮)
_HALVES_ROUNDS = re.compile(
    r"(?:上午|早上)\s*(?:下|赛|进行|比赛)?\s*(\d)\s*轮\s*[,;]\s*下午\s*(?:下|赛|进行|比赛)?\s*(\d)\s*轮"
)
# the whole event's count after the days' (年初一5轮比赛…年初二4轮比赛，共赛9轮)
_TOTAL = re.compile(r"(?:共赛|共计|总共|共进行|共)\s*(\d{1,2})\s*轮")


_ROUND_RANGE = re.compile(
    r"(?:共赛|共|赛|进行|比赛|打|为|采用|瑞士制|编排制|积分编排)\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:[-~—－]+|至|到)\s*"
    r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:轮|盘)"
)  # …, 共赛4~5盘


# a sentence led by named groups (``(二)少年组、儿童组…``): what it says is for those groups
_GROUP_LIST = re.compile(
    r"^(?:\(?[\d一二三四五六七八九十]{1,3}[)、.]\s*)?(?:(?:参赛|比赛)?组别\s*:\s*)?(?:其中|另)?"
    r"(?!比赛|本次|本届|分|设)[\u4e00-\u9fff\d]{1,8}组\s*[、,和及与]\s*[\u4e00-\u9fff\d]{1,8}组"
)


_SYSTEM_ROUNDS = re.compile(r"(?:瑞士制|编排制|积分编排|瑞士移位制)\s*,?\s*(\d{1,2})\s*轮")


def two_swiss_stages(sents: list[Sentence]) -> Sentence | None:
    """The second of two sentences that each give a Swiss its own count of rounds (初赛…瑞士制3轮
    … 复赛…瑞士制4轮): two Swiss stages, no one format or number of rounds; else None."""
    counts: dict[int, Sentence] = {}
    for s in sents:
        for n in _SYSTEM_ROUNDS.findall(s.text):
            counts.setdefault(int(n), s)
    return list(counts.values())[1] if len(counts) > 1 else None


# the rounds left to the entries: 轮数视人数而定, 视报名人数定比赛轮次
_LEFT_OPEN = re.compile(
    r"轮数\S{0,2}视\S{0,8}?而?定|视\S{0,8}?(?:人数|报名)\S{0,4}?定\S{0,4}轮|\d+\s*轮?\s*或\s*\d+\s*轮"
    r"|轮次\S{0,2}(?:根据|视|按)\S{0,4}?人数"  # 比赛轮次根据人数确定为9或11轮
    r"|(?:根据|视|按)\S{0,4}人数\S{0,4}(?:决定|确定|而定)\S{0,8}?轮次"  # 根据参赛人数决定赛制和轮次
    r"|视\S{0,4}人数\s*,\s*(?:比赛|共赛|赛)?\s*\d+\s*轮"  # 视报名人数,比赛7轮
    # 根据报名人数情况分别进行7轮瑞士制赛或大循环赛: the rounds go with a system left open
    r"|(?:根据|视|按|依)\S{0,2}报名人数\S{0,12}?\d+\s*轮\S{0,8}?(?:或|或者)"
)
# a sentence led by one group that counts its rounds: （三）公开组限报200人，赛13轮
_GROUP_ROUNDS = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?(?![各每本全小])(?:(?!分)[\u4e00-\u9fff\d]){1,6}组"
    r"[^。;]{0,16}?[,，]\s*(?:比赛|共赛|赛|进行)\s*\d{1,2}\s*轮"
)
# a player's games counted as 场 or 盘 (no team event): 各组一律赛完五场, 总共比五盘
_GAMES_COUNT = re.compile(
    r"(?:赛完|总共比|共比|共赛|各组均赛|均赛)\s*(\d{1,2})\s*(?:场|盘)|(?<!每场)比赛均为\s*(\d{1,2})\s*局"
)  # 比赛均为5局: five games, one a round


def read_rounds(sents: list[Sentence], out: Reading) -> None:
    """``共赛8轮``, ``7轮(单局)循环积分``: the number of rounds of the (first) Swiss stage. A
    range (``赛7-9轮``, ``共赛五至七轮``; not a timetable's ``1-3轮``) or a count for some named
    groups (``(二)幼儿组、小学组比赛7轮``) states no one number: none is read and the sentence is
    listed among the unread."""
    second = two_swiss_stages(sents)
    if second is not None:
        out.declined.setdefault("rounds", second)
        return
    for s in sents:
        halves = _HALVES_ROUNDS.search(s.text)
        if halves and not re.search(r"\d{1,2}\s*[日号]|第\s*\d\s*天|每天|每日", s.text):
            out.add("rounds", int(halves.group(1)) + int(halves.group(2)), s)
            return  # 上午下三轮，下午下四轮 / 各组别均为早上4轮，下午3轮: the one day's rounds
        if _GROUP_ROUNDS.match(s.text):
            out.declined.setdefault("rounds", s)
            return  # （三）公开组限报200人，赛13轮: one group's rounds, no one number
        if _ROUND_RANGE.search(s.text) or _groups_own_system(s.text) or _LEFT_OPEN.search(s.text):
            out.declined.setdefault("rounds", s)
            return  # 赛7-9轮 / 轮数视人数而定，暂定为9轮: no one number
        daily = re.sub(r"每\s*(?:天|日|晚|1)\s*\d{0,2}\s*轮", "", s.text)  # 每天2轮: a day's share
        daily = re.sub(  # 每天比赛共进行6轮, 当天进行五轮: a day's share
            r"(?:每\s*(?:天|日|晚)|当天|当日|首日|次日)\S{0,6}?\d{1,2}\s*轮", "", daily
        )
        daily = re.sub(
            r"(?:白天|晚上|上午|下午|全天)\s*赛\s*\d{1,2}\s*轮", "", daily
        )  # 14日白天赛四轮
        daily = re.sub(r"前\s*\d+\s*名\s*再\S{0,2}?比赛\s*\d\s*轮", "", daily)  # 前四名再行比赛一轮
        if re.search(r"\d{1,2}\s*月\s*\d{1,2}\s*日", s.text):  # 4月26日…（比赛三轮）: a day's
            daily = re.sub(r"\(\s*(?:比赛|赛)?\s*\d{1,2}\s*轮\s*\)", "", daily)
        written = set(re.findall(r"(?<![第\d])(\d{1,2})\s*轮(?!次)", daily))
        if len(written) > 1 and re.search(r"组", s.text):
            out.declined.setdefault("rounds", s)
            return  # 定段组7轮…、小学组赛6轮…: rounds by group
        timetable = re.search(r"第\s*\d+\s*[-~至到、,]?\s*\d*\s*轮", s.text)  # 第1轮 / 第1-3轮
        if re.search(r"(?:本|每)站\S{0,4}\d+\s*轮", s.text) or _BY_ZONE.search(s.text):
            out.declined.setdefault("rounds", s)
            return  # 本站共赛2轮比赛 (of 10 legs): one leg's rounds, no one number
        if timetable and not re.search(  # 功进行9轮，…第2轮起采用积分编排: a count, no timetable
            r"共赛|共(?:进行)?\s*\d+\s*轮|进行\s*\d+\s*轮(?!\S{0,2}起)|\d+\s*轮\s*\(", s.text
        ):
            match = None
        else:
            match = _ROUNDS.search(daily)
        if match and _group_led(daily[: match.start()]):
            alike = _every_groups_rounds(sents)
            if alike is not None:  # 6级棋士组、棋士定级组…共弈9轮 / 5级棋士组、混合组…共弈9轮
                out.add("rounds", alike[0], *alike[1])
                return
            out.declined.setdefault("rounds", s)  # 甲组、乙组比赛7轮: rounds by group
            return
        total = _TOTAL.findall(daily)
        if match and len(set(total)) == 1:
            out.add("rounds", int(total[0]), s)
            return
        if match:
            counts = {int(next(g for g in found if g)) for found in _ROUNDS.findall(daily)}
            if len(counts) > 1:  # 5轮 for some groups, 7轮 for others: no one number
                return
            out.add("rounds", int(next(g for g in match.groups() if g)), s)
            return
    if out.value("teams") is True:
        return  # a team's 场 are its matches
    swiss = any(_SWISS.search(s.text) for s in sents)
    for s in sents:
        games = _GAMES_COUNT.search(s.text.replace("每1轮", ""))
        if games is None and swiss:  # 采瑞士制决定名次。 … 共下五局: a Swiss's games, one a round
            games = re.search(r"共下\s*(\d{1,2})\s*[局盘]", s.text)
        if games is not None:
            out.add("rounds", int(next(g for g in games.groups() if g)), s)  # 各组一律赛完五场
            return


# one group leading a clause: （一）社会公开组，五轮快棋…
_ONE_GROUP_LED = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?(?!比赛|本次|本届|各|每|不|全)"
    r"[\u4e00-\u9fff\d]{1,8}(?<!分)组\s*[,:]"
)


def _group_led(text: str) -> bool:
    """Whether the words before a count of rounds are led by groups (``甲组、乙组…``,
    ``（一）社会公开组，``)."""
    return bool(_GROUP_LIST.search(text) or _ONE_GROUP_LED.match(text))


def rounds_cover_divisions(out: Reading) -> None:
    """One number of rounds read group by group (``_every_groups_rounds``) stands only when the
    groups its sentences name are all the divisions read: else some division's rounds are not
    written, and no one number is stated."""
    found, divisions = out.found.get("rounds"), out.value("divisions")
    if found is None or not isinstance(divisions, list) or len(found.sources) < 2:
        return
    if not all(_group_led(s.text) for s in found.sources):
        return
    named = "".join(s.text for s in found.sources)
    if any(getattr(d, "name", "") not in named for d in divisions):
        del out.found["rounds"]
        out.declined.setdefault("rounds", found.sources[0])


def _every_groups_rounds(sents: list[Sentence]) -> tuple[int, list[Sentence]] | None:
    """One number of rounds written group by group, in at least two sentences each led by a
    list of groups (``参赛组别：6级棋士组、棋士定级组，…共弈9轮`` / ``参赛组别：5级棋士组、混合组，…
    共弈9轮``), and no other count anywhere: that number and its sentences."""
    led, counts = [], set()
    for s in sents:
        for found in _ROUNDS.finditer(s.text):
            counts.add(int(next(g for g in found.groups() if g)))
            if _group_led(s.text[: found.start()]) and s not in led:
                led.append(s)
    return (counts.pop(), led) if len(counts) == 1 and len(led) >= 2 else None


_DEADLINE = re.compile(
    r"报名\S{0,6}(截止|截至)|报名(?:于|在)\S{4,16}?(?:截止|结束)|(截止|截至)\S{0,3}报名|报名时间|报名日期|报名期间|报名期限|前\S{0,6}报名|期间报名"
    r"|报名(?:办法|方式|方法)\s*:\s*(?:自|从|由)?即日起"
    r"|报名\S{0,3}(?:至|到)\S{0,14}止|报名\s*:\s*(?:自|从)?即日起\s*(?:至|到)"
    r"|^(?:\S{1,3}[、.])?\s*报名\s*:\s*(?:自|从)?\S{4,14}?起\s*(?:至|到)"  # 报名：1月2日起至1月21日
    # 报名：12月3日晚10点前在群里接龙
    r"|^(?:\S{1,3}[、.])?\s*报名(?:方式|时间|办法)?\s*:\s*\d{1,2}\s*月\s*\d{1,2}\s*日\S{0,10}?前"
    r"|^(?:\S{1,4}[、.]|\(\d{1,2}\))?\s*截止(?:日期|时间)\s*:"  # 十一、截止日期：2015年2月2日
    r"|报名\s*(?:结束|关闭)"  # 2025年4月1日18点报名结束
    # 报名方法：请于…12月5日星期四前将选手名单以e-mail寄至
    r"|请?(?:于|在)\S{4,24}?(?:以前|之前|前)\s*(?:将|把)\S{0,8}?(?:名单|报名表)"
    r"|报名\S{0,24}?即日起\s*(?:至|到)\S{0,14}?止"  # 报名费：每人二百元，即日起至11月28日止
    r"|(?:报名|二维码|链接|表单)\S{0,16}?(?:失效|关闭|停止\S{0,2}报名)"  # 二维码将于11月5日20点失效
    r"|报名\s*(?:自|从|由)\s*即日起\s*(?:至|到)"  # 报名自即日起至5月底截止
    r"|即日起\s*(?:至|到)\S{0,16}?止\s*(?:受理|接受|办理)?\s*报名"  # 即日起至4月23日止受理报名
    r"|[日号]\s*(?:\d{1,2}\s*(?::\d{2}|[点时]))?\s*(?:以前|之前|前)\S{0,24}?(?:报至|报送|名单|报名表)"
)  # 各参赛队于12月8日前将名单报学校工会, 各选手于2018年5月12日17点前报至…


# a sign-up closing a time before each game or heat: 在比赛时间前24小时结束, 赛前3天截止
_RELATIVE_CLOSE = re.compile(
    r"(?:比赛|赛事|每场|各场|赛)(?:时间|开始)?\s*前\s*(?:\d{1,3}|1)\s*(?:个)?(?:小时|天|日|周)\s*"
    r"(?:结束|截止|关闭|停止)"
)


# a month and a day written with a slash before the close: 11/24（一）晚上十二点整截止收件
_SLASHED_CLOSE = re.compile(
    r"(?<![\d/])(?P<m>1[0-2]|0?[1-9])/(?P<d>3[01]|[12]\d|0?[1-9])"
    r"(?:(?![\d/])|(?=(?:[01]?\d|2[0-4])\s*[点:]))\s*(?:\([一二三四五六日]\))?"  # 11/27晚上十二點
    r"\S{0,10}?(?:截止|止)"
)


def _first_of_kinds(sents: list[Sentence], i: int) -> bool:
    """Whether ``sents[i]`` is the first of items (1), (2) … on the lines after it, each for a
    kind of player (``(1)職業棋士(含品位)-…`` then ``(2)業餘棋士--…``): a value by kind."""
    first = (
        r"(?:^|:)\s*\((?:1|一)\)\s*[\u4e00-\u9fff]{0,6}(?:棋士|棋手|选手|会员)"
        r"\s*(?:\([^()]*\))?\s*[:-]"
    )
    if not re.search(first, sents[i].text):
        return False
    return any(re.match(r"^\((?:2|二)\)", t.text.strip()) for t in sents[i + 1 : i + 3])


def read_deadline(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """The sign-up deadline: a date (and time) in a sentence about 报名 and 截止; a date alone
    means the end of that day. Where a later sentence gives the same day with an hour (the
    deadline written twice: ``报名时间：即日起~9月1日`` then ``…至9月1日下午17:00止``), the hour
    stands; a later sentence of a later day changes nothing (a check-in), one of an earlier day
    due before it (``4月20日前交报名表``) leaves two days and states none."""
    plain: tuple[datetime, Sentence] | None = None
    for i, s in enumerate(sents):
        if not _DEADLINE.search(s.text) and not _under_signup(sents, i):
            continue
        if re.search(r"早鸟|优惠", s.text):
            continue  # 早鸟优惠：4月18日前报名费为$30/人: a fee's early rate, no deadline
        if re.search(r"报到|签到", s.text) and "报名" not in s.text:
            continue  # 1月9日19时前在酒店报到 under 四、报名：: a check-in, no deadline
        if re.search(r"截[止至]\S{0,16}?(?:公布|发布)\S{0,2}(?:等级分|积分|排名)", s.text):
            continue  # 以截止至2019年1月31日公布的等级分为依据: a rating list's day, no deadline
        if re.search(r"报名截[止至]后", s.text) and not re.search(r"报名截[止至](?!后)", s.text):
            continue  # 报名截止后…公布报名情况，如有异议请在…17:00前致电: after the close, no close
        if _first_of_kinds(sents, i):
            out.declined.setdefault("deadline", s)
            return  # 報名日期：(1)職業棋士…9月30日止 / (2)業餘棋士…10月6日止: by kind of player
        if re.search(r"当天\S{0,8}?(?:到场|现场)报名", s.text):
            continue  # 亦可于4月26日当天九点前到场报名: entries taken on the day, no deadline
        if re.search(r"退费|退款|退赛", s.text) and not re.search(
            r"报名\S{0,2}(?:截止|结束)", s.text
        ):
            continue  # 可在4月1日12点前在原报名平台退费: a refund's last day, no deadline
        found = dates(s.text, year)
        month_end = re.search(
            r"(?:至|到)\s*(1[0-2]|0?[1-9])\s*月\s*(?:底|末)\s*(?:截止|止)", s.text
        )
        if month_end and year is not None:  # 报名自即日起至5月底截止: the month's last day
            month = int(month_end.group(1))
            final = (date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)).day
            out.add("deadline", at(date(year, month, final), time(23, 59, 59)), s)
            return
        slashed = _SLASHED_CLOSE.search(s.text)
        if not found and slashed and year is not None:  # 11/24（一）晚上十二点整截止收件
            try:
                day = date(year, int(slashed.group("m")), int(slashed.group("d")))
            except ValueError:
                continue
            if re.search(
                r"晚上\s*(?:十二|12)\s*[点點时時]|24:00|二十四[点點时時]|24[点點时時]", s.words
            ):
                out.add("deadline", at(day, time(23, 59, 59)), s)
            else:
                moment = times(s.text[slashed.end("d") :])
                out.add("deadline", at(day, moment[0][0] if moment else time(23, 59, 59)), s)
            return
        if not found:
            continue
        if _RELATIVE_CLOSE.search(s.text) or re.search(r"日\s*(?:下班|上班|中午)前", s.text):
            out.declined.setdefault("deadline", s)
            return  # 报名…在比赛时间前24小时结束: each heat's own close, no one deadline
        found = [
            (day, m)
            for day, m in found
            if not re.match(r"\s*(开始|起)", s.text[m.end() : m.end() + 3])
        ]
        if not found:
            continue
        closing = [
            (d, m)
            for d, m in found
            if re.match(
                r"\s*(?:\([^)]{0,6}\))?\s*(?:\S{0,8}\d{1,2}(?::\d{2}|[点时]))?\s*"
                r"(?:止|截止|失效|关闭|(?:以前|之前|前)\s*报名|报名(?:结束|截止)"
                r"|(?:以前|之前|前)(?=\S{0,24}?(?:报至|报送|名单|报名表)))",
                s.text[m.end() :],
            )
        ]  # …至9月17日（星期日）止，…9月20日前名单公告: the day the sign-up closes
        day, match = closing[0] if closing else found[-1]
        after = s.text[match.end() : match.end() + 12]
        last = re.match(r"\s*(?:至|到|-|~)\s*(3[01]|[12]\d|0?[1-9])\s*[日号]", after)
        if last and int(last.group(1)) > day.day:  # 12月20日至31日止: the range's last day
            day = day.replace(day=int(last.group(1)))
            after = after[last.end() :]
        moment = times(after)
        if plain is not None and day < plain[0].date() and "前" in s.text[match.end() :]:
            out.declined.setdefault("deadline", s)
            return  # 报名时间：4月23日, then 4月20日前交报名表: two days, no one deadline
        if plain is not None and plain[0].date() != day:
            continue  # another day: not the same deadline written again
        if moment:
            out.add("deadline", at(day, moment[0][0]), s)
            return
        plain = plain or (at(day, time(23, 59, 59)), s)
    if plain is not None:
        out.add("deadline", *plain)


def _under_signup(sents: list[Sentence], i: int) -> bool:
    """``1、时间：12月20日至31日止`` or ``1、即日起至5月10日止`` under the heading ``八、报名时间
    地点：``: the sign-up's time."""
    item = (
        r"^(?:\(?[一二三四五六七八九十\d]{1,2}[、.)]\s*)?"
        r"(?:(?:时间|日期|截止时间|截止日期)\s*:|(?:自|从|由)?即日起"
        r"|(?:19|20)\d{2}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日"  # 2016年3月25日至…, 2024年9月30日截止
        r"|(?:自|从|由)\s*\d{1,2}\s*月\s*\d{1,2}\s*日\s*起?\s*(?:至|到)"  # 1.自8月1日起至8月15日止
        # 六、报名时间 then 6月7日-18日 on its own line: the sign-up's days
        r"|\d{1,2}\s*月\s*\d{1,2}\s*日\s*[-~至到]\s*(?:\d{1,2}\s*月\s*)?\d{1,2}\s*日$"
        r"|\d{1,2}\s*月\s*\d{1,2}\s*日\s*(?:之|以)?前)"  # 二、报名办法： then 5月10日前发短信…
    )
    if not re.match(item, sents[i].text):
        return False
    for prev in reversed(sents[max(0, i - 3) : i]):
        if re.fullmatch(
            r"\(?[一二三四五六七八九十\d]{1,3}[)、.]?\s*(?:注册及|注册和)?报名"
            r"(?:办法|方法|事项|(?:时间|日期)(?:及|和|与)?(?:地点|方式|办法)?)?\s*:?",
            prev.text,
        ):
            return True  # (一)报名 / 七、报名时间及地点 / 十四、注册及报名 then 即日起至…止
        if prev.text.endswith(":"):  # 报名及比赛时间： names two times: not the sign-up's alone
            return "报名" in prev.text and not re.search(r"比赛|竞赛|赛事|报到", prev.text)
    return False


_CAPACITY = re.compile(
    r"(?:限报|限额|人数限定|限定|限|名额限制|名额|规模|报名总人数|总人数|人数限制|限制人数|共计|设计规模)\s*(?:为)?\s*(?:运动员|棋手|选手)?\s*(\d{1,5})\s*(?:人|名|位)"
    r"|(\d{1,5})\s*人\s*(?:为)?\s*上限"
    r"|(?:报名|报|招收|拟报|计划)\S{0,3}?(\d{1,5})\s*(?:人|名)\s*[,]?\s*(?:额满|报满|满额)?为止"
    r"|(?:总人数|人数|名额)\s*以\s*(\d{1,5})\s*(?:人|名)\s*为限"  # 总人数以18人为限
    r"|(?<!\d)(\d{1,5})\s*(?:人|名)\s*(?:额满|满额|报满)"  # (800人额满)
    r"|(?<![\d每])满\s*(\d{1,5})\s*(?:人|名)\s*(?:即?截止|为止|即止)"  # 满64人截止
    r"|参赛人数\s*:?\s*(?:为|限)?\s*(\d{1,5})\s*[人名][^。]{0,16}?(?:(?:报满|额满|满额)[为即]?止|先报先得|先到先得)"
    r"|(?:参赛|报名)?人数\s*不超过\s*(\d{1,5})\s*[人名]"  # 控制参赛人数不超过140人
)


# a limit on entries that are teams of players (a pairs event, 联棋赛): 限报52支队伍
_TEAMS_CAPACITY = re.compile(
    r"(?:限报|限额|限)\s*(\d{1,4})\s*(?:支|个)?\s*(?:参赛)?(?:队伍|代表队|队)(?!员)"
)


# right before the limit, a group (少儿组(14岁以下)限报40人) or each team or unit (每队限报3人)
_PART_BEFORE = re.compile(
    r"组\s*(?:\([^)]{1,12}\))?\s*$|每(?:个)?项目\S{0,2}$"
    r"|每(?:队|单位|校|所|组|俱乐部)\S{0,2}$|各(?:参赛)?(?:队伍|队|代表队|单位)\S{0,2}$"
    r"|每(?:个|一)\s*[\u4e00-\u9fff]{1,3}$|团体赛?\s*$"  # 每个擂台限报9人, 团体赛限报4人
)
# a sentence whose subject is each team or unit (每支代表队报…, 各单位限报…)
_PER_TEAM = re.compile(
    r"(?:\(?\d{1,2}[、.)]\s*)?(?:每|各)(?:支|个)?(?:参赛)?(?:代表队|队伍|队|单位|分工会|校)"
)


def _a_parts_limit(text: str, match: re.Match[str]) -> bool:
    """Whether a limit is one group's or one team's size, not the field's: written right after
    the group or the team, or in a sentence about each team (每支代表队报领队1人、…，团体赛限报3人)
    that does not give a total (总, 共计)."""
    if _PART_BEFORE.search(text[: match.start()]):
        return True
    return bool(_PER_TEAM.match(text)) and not re.search(r"总|共计", match.group(0))


def read_capacity(sents: list[Sentence], out: Reading) -> None:
    """The field's size limit (``限报128人``, ``报名总人数128人``) where no division is named;
    ``每队限报3人`` (a team's or a unit's size) is none."""
    for s in sents:
        if re.search(r"直胜|依次比较|名次区分", s.text):
            continue  # 直胜（仅限两人）: two tied players, no cap
        if re.search(r"[甲乙丙青少年公开男女]\S{0,4}组\S{0,3}限", s.text):
            continue  # a division's limit: read with the divisions
        match = _CAPACITY.search(s.text)
        if match is None or _a_parts_limit(s.text, match):
            continue
        if _no_cap(sents, s.text, match):
            continue  # 共计32人进入本赛 in a knockout: the bracket's size, no limit on entries
        cap = int(next(g for g in match.groups() if g))
        if cap < 4:
            continue  # 限2人 (a pair, a unit's share): no event caps its field below four
        out.add("capacity", cap, s)
        return
    if out.value("teams") is True:
        return  # a team event's entries are its players: a count of teams is no capacity
    for s in sents:
        match = _TEAMS_CAPACITY.search(s.text)
        if match is not None and not _a_parts_limit(s.text, match):
            out.add("capacity", int(match.group(1)), s)  # 限报52支队伍: the entries are teams
            return


def _no_cap(sents: list[Sentence], text: str, match: re.Match[str]) -> bool:
    """Whether a count matched as a capacity is written as no cap: a number of players going
    on to a stage (``32人进入本赛``), or, in a knockout, a field's size written without
    限/额满/名额 or as the entries (报名总人数; else it is the bracket's size)."""
    going_on = re.match(r"\s*(?:进入|晋级|进|参加)", text[match.end() :])
    if going_on and not (going_on.group(0).strip() == "参加" and "限定" in match.group(0)):
        return True  # (此赛限定50人参加: a cap)
    capped = re.search(r"限|名额|额满|报满|满额|上限|止|报名|先报先得|先到先得", match.group(0))
    return not capped and any(_KNOCKOUT.search(s.text) for s in sents)


POINT = re.compile(
    r"(?P<what>胜|和棋|和|平局|打平|平手|平|负|输)(?:者|方|队伍|队|一局|1局|一盘|1盘|局|棋|一场|1场)?\s*(?:双方|各方)?\s*各?\s*"
    r"(?:得|计|积|记|为)?\s*(?:场分|局分)?\s*(?P<n>\d+(?:\.\d+)?)\s*分"
)
POINT_KEY = {"胜": "win", "和棋": "draw", "和": "draw", "平局": "draw", "打平": "draw"}
POINT_KEY |= {"平": "draw", "平手": "draw", "负": "loss", "输": "loss"}
# 胜2平1负0 (胜2、平1、负0): the three in a row, 分 left out
_COMPACT = re.compile(
    r"胜\s*(\d+(?:\.\d+)?)\s*分?\s*[,、]?\s*(?:平|和)\s*(\d+(?:\.\d+)?)\s*分?\s*[,、]?\s*"
    r"负\s*(\d+(?:\.\d+)?)(?![\d.])"
)


# 记分方法：210 / 计分按2、1、0进行: the three points as digits alone, win, draw and loss
_DIGITS_ONLY = re.compile(
    r"(?:记分|计分)(?:方法|办法|标准)?\s*(?::|按|为|采用)\s*(\d)\s*[、,-]?\s*(\d)\s*[、,-]?\s*(\d)"
    r"(?!\d)\s*(?:分制|制|进行)?\s*(?:[。.;,]|$)"
    r"|采用\s*(\d)\s*[、,-]\s*(\d)\s*[、,-]\s*(\d)\s*(?:计分|记分)制"  # 采用2、1、0计分制
)


def digits_points(text: str) -> dict[str, str]:
    """``记分方法：210``, ``单局计分按2、1、0进行``: win, draw, loss when the three digits fall
    (a win more than a draw, a draw more than a loss, a loss 0); nothing otherwise."""
    match = _DIGITS_ONLY.search(text)
    if match is None:
        return {}
    figures = [g for g in match.groups() if g is not None]
    win, draw, loss = (int(g) for g in figures)
    if not win > draw > loss == 0:
        return {}
    return dict(zip(("win", "draw", "loss"), figures, strict=True))


def points_in(text: str) -> dict[str, str]:
    """win/draw/loss -> the points a text gives them (``胜者计2分，和棋1分``, ``胜2平1负0``)."""
    got: dict[str, str] = {}
    for match in POINT.finditer(text):
        got.setdefault(POINT_KEY[match.group("what")], match.group("n"))
    compact = _COMPACT.search(text)
    if len(got) < 2 and compact:
        return dict(zip(("win", "draw", "loss"), compact.groups(), strict=True))
    return got


def read_points(sents: list[Sentence], out: Reading) -> None:
    """Points per game: the sentence giving most of win/draw/loss (``胜者计3分，负者0分，打平
    计1分``); a sentence about disconnects, penalties or teams' boards is not it."""
    best: tuple[int, Sentence, dict[str, str]] | None = None
    # a match of one game in no team event (每一场（1局）胜场分2分): its 场分 are a player's points
    games = out.value("teams") is not True and one_game_matches(sents)
    for s in sents:
        if re.search(r"掉线|当事人|扣|补|台", s.text):
            continue
        if not games and re.search(r"场分|(?<!个人)局分|队分|每场|一场|胜场", s.text):
            continue  # (个人局分：胜2 和1 负0 is a player's)
        got = points_in(s.text) or digits_points(s.text)  # 胜得两分: read 胜得2分 (normal)
        if len(got) >= 2 and (best is None or len(got) > best[0]):
            best = (len(got), s, got)
    if best is not None:
        for key, value in best[2].items():
            out.add(f"points.{key}", value, best[1])


_FEE = re.compile(
    r"(?:报名|参赛|赛事服务|比赛服务|参赛服务)费(?:[^\d,，。;；]{0,10}|\s*[A-Za-z ]{2,16}\s*:\s*)"
    r"(\d{1,6})\s*(?:元|/\s*人)"
    r"|(?:交纳|缴纳|缴交|交|缴)\s*(\d{1,6})\s*元\s*(?:/人)?\s*(?:的)?(?:报名|参赛|参赛服务|比赛服务)费"
)


# a line or clause led by one group's name (1.成年组限报140人…, （一）社会公开组，…): the lead
_GROUP_LEAD = (
    r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?"
    r"(?P<name>(?![各每全分本小])[\u4e00-\u9fffA-Za-z0-9]{1,10}?组)"
)
_LINE_OF_A_GROUP = re.compile(_GROUP_LEAD)
_OTHER_FEES = re.compile(r"^[^奖金。;；]{0,20}?\d{1,6}\s*元")


# a fee only some entrants pay: 无等级分棋手需交纳200元报名费, 非会员须交报名费50元
_SOME_PAY = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?(?:无|非|未)\S{1,8}?(?:棋手|选手|者|会员)"
    r"\s*(?:需|须|应)?\s*(?:交纳|缴纳|交|缴)\S{0,8}?(?:报名|参赛)费"
)


def read_fee(sents: list[Sentence], out: Reading) -> None:
    """``报名费：200元/人``; ``免收报名费`` and ``免费报名参加`` are 0 (unless the line writes a fee
    for the others too); a line naming two fees (by group) or a fee followed by others
    (``300元，学生100元``), or fees of different amounts anywhere in the text, state no one fee."""
    lines = {n: "".join(s.text for s in line) for n, line in by_line(sents).items()}
    for i, s in enumerate(sents):
        if _SOME_PAY.search(s.text):
            return  # 无等级分棋手需交纳200元报名费: some entrants' fee, no one fee
        if _first_of_kinds(sents, i) and re.search(r"费|元", s.text):
            return  # 報名費：(1)職業棋士：免報名費 / (2)業餘棋士：500元: a fee by kind of player
        if re.search(
            r"(免收|免|不收取?|无需|无)\s*(报名|参赛)费|(报名|参赛)费用?\s*:?\s*(全免|免收|免费)"
            r"|免费\s*(?:报名|参赛|参加)|^[^食宿住餐交通]{0,24}?(?:不收费|不收取任何费用|不收取费用)"
            r"|(?:报名|参赛)\s*(?:一律|均|全部)?\s*免费(?!提供)",  # 本次活动报名免费
            s.text,
        ):
            if _FEE.search(lines[s.line]):
                return  # 地方队伍免报名费用；以个人名义报名的，报名费100元/人: no one fee
            if _GROUP_LIST.search(s.text) or _GROUP_LED.match(s.text) or _free_for_some(s.text):
                return  # 高段组（甲组）…（免报名费）, 学生（18岁或以下）免费报名: some, no one fee
            out.add("fee", 0, s)
            return
        text = s.text
        if i and re.fullmatch(r"(?:\S{1,4}[、.])?\s*(?:报名|参赛)费用?\s*:", sents[i - 1].text):
            text = "报名费:" + text  # 报名费用： then 每队200元（…）: the fee under its heading
        team_fee = out.value("teams") is True and re.search(r"每队|各队", s.text)
        if re.search(r"每队|团体", s.text) and not team_fee:
            continue  # a team's fee is no player's (in a team event, it is the entry's)
        match = _FEE.search(text)
        line_lead = _LINE_OF_A_GROUP.match(lines[s.line])
        if match and line_lead and _other_groups(sents, line_lead):
            return  # 1.成年组限报140人…选手报名时需交报名费100元/人: that group's fee
        if (
            match
            and "组" in text[match.start() : match.start(1) if match.group(1) else match.start()]
        ):
            return  # 报名费：公开A组$50；…: a fee by group, no one fee
        fees = {a or b for a, b in _FEE.findall(lines[s.line])}
        each = set(re.findall(r"每人\s*(\d+)\s*元", lines[s.line]))
        if len(fees) > 1 or len(each) > 1:  # a fee by group (段位每人500元；级位每人400元): none
            return
        if match and re.search(r"免费(?!提供|停车|午餐|饮水)|非会员", lines[s.line]):
            return  # 会员免费、非会员缴交200元报名费 (成人100元；学生免费): by kind, no one fee
        rest = re.sub(r"^\s*\((?:含|包括|包含|包)[^)]*\)", "", text[match.end() :]) if match else ""
        other = _OTHER_FEES.search(rest) if match else None
        if other and not re.search(r"食宿|住宿|餐|宾馆|伙食|保险|押金|保证金", other.group(0)):
            return  # 报名费：300元，本县200元，学生100元: a fee by kind of player, no one fee
        if match and len(_fees_stated(sents)) > 1:
            return  # 甲组报名费200元 on one line, 乙组报名费100元 on another: no one fee
        if match and any(_waived_for_some(t.text) for t in sents):
            return  # 报名费50元 … 宝丰社区居民免报名费: not every entry's fee, no one fee
        if match:
            out.add("fee", int(match.group(1) or match.group(2)), s)
            return


# a fee waived for some entrants, named before it: 宝丰社区居民免报名费, 会员免收参赛费
_SOME_WAIVED = re.compile(
    r"(?P<who>[\u4e00-\u9fff]{2,12}?)\s*(?:免收?|免交|免缴|不收取?|无需缴纳|无需交纳|不需缴纳|无须缴纳)\s*"
    r"(?:报名|参赛)费"
)


# free entry written for some entrants: 学生（18岁或以下）免费报名
_SOME_FREE = re.compile(
    r"(?P<who>[\u4e00-\u9fff]{2,8})\s*(?:\([^)]{0,12}\))?\s*免费\s*(?:报名|参赛)"
)
# words that make the entrants named everyone (本次比赛免收报名费): no waiver for some only
_EVERYONE = r"本次|本届|本赛|比赛|一律|全部|均|所有|一概|全体"


def _for_some(pattern: re.Pattern[str], text: str, everyone: str = _EVERYONE) -> bool:
    """Whether ``pattern`` finds a fee waived for entrants it names (its ``who``) that are not
    everyone."""
    match = pattern.search(text)
    return match is not None and not re.search(everyone, match.group("who"))


def _free_for_some(text: str) -> bool:
    """Whether free entry is written for some entrants (``学生（18岁或以下）免费报名``)."""
    return _for_some(_SOME_FREE, text, _EVERYONE + "|欢迎|可以|可")


def _waived_for_some(text: str) -> bool:
    """Whether the fee is waived for some entrants (``宝丰社区居民免报名费``)."""
    return _for_some(_SOME_WAIVED, text)


def _fees_stated(sents: list[Sentence]) -> set[str]:
    """The amounts of every player's fee the text writes (a team's left out)."""
    return {
        amount
        for s in sents
        if not re.search(r"每队|团体", s.text)
        for pair in _FEE.findall(s.text)
        for amount in pair
        if amount
    }


_CLOCK = re.compile(
    r"分钟|秒|包干|读秒|加秒|小时|用时\s*\d+\s*分(?![数制])|局时\s*\d+\s*分|步时\s*\d+\s*分"
    r"|(?<![胜和负平得])各\s*(?:[5-9]|\d{2,3})\s*分(?![数制之])"  # 时限：各40分，读秒30秒一次
    # 20+5加秒制, 加秒制20+5
    r"|(?<![\d.+])\d{1,3}\s*\+\s*\d{1,2}\s*加秒|加秒制\s*\d{1,3}\s*\+\s*\d{1,2}(?![\d.+])"
    r"|\d\s*m\s*\+\s*\d+\s*s|\d\s*[’′']\s*\+\s*\d+\s*[”″\"]"
)


_CLOCK_WORDS = re.compile(
    r"用时|时限|限时|自由时间|基本时间|包干|局时|步时|\d{1,3}\s*\+\s*\d{1,2}\s*加秒制"
    r"|每方\S{0,4}(?:\d+|[一二三四五六七八九十]{1,3})(?:分钟|个?小时)"  # 每方五分钟
    r"|(?:双方|各方|每方|每人)各?\s*\d+\s*分\s*\+\s*\d+\s*秒"  # 双方各40分+10秒
    r"|\d+\s*m\s*\+\s*\d+\s*s|\d+\s*[’′']\s*\+\s*\d+\s*[”″\"]"  # 40m+5s, 10’+10”
    r"|(?:双方|各方|每人)各?\s*\d+\s*(?:分钟|个?小时)"
    r"|每(?:位|名)(?:棋手|选手)\s*各?\s*\d+\s*分钟"
)


# a label, or a heading's lead-in, before the clock: 比赛用时： / 比赛限时办法： / 时限规定：
_CLOCK_LABEL = re.compile(
    r"^.*?(?:(?:比赛)?用时|时限|限时|计时|(?:比赛|对局|每局)?时间)"
    r"(?:办法|方法|规定|要求|制度|与计分|及计分|控制|设定|设置)?\s*:"
)
# a lead-in naming the clock's device: 各组用棋钟计时每场每人15分钟 / 比赛使用电子棋钟，
_CLOCK_LEAD = re.compile(
    r"^(?:各组|全部|所有|本次|比赛)?(?:比赛)?(?:均|一律|统一)?(?:采用|使用|用)(?:电子)?棋钟(?:计时)?[,，]?\s*"
)
# what makes a clock change within the event: by round, by board, by stage
_BY_ROUND_OR_BOARD = re.compile(
    r"第\d+轮(?:起|开始|以后|之后)|前\d+台|其[它他余]台|后\d+轮|前\d+轮|决赛|半决赛|淘汰赛阶段"
)


def _allowances(text: str, lead: str = "", after: str = "") -> set[int]:
    """The allowances a clock writes, in minutes (``每方1小时`` is 60): each ``N分钟`` or
    ``N小时`` after ``lead`` (``用时…``), ``after`` keeping the minutes out of what follows
    them (``(?!…读秒)``: a byo-yomi's minute is no allowance)."""
    minutes = {int(m) for m in re.findall(rf"{lead}(\d+)\s*分钟{after}", text)}
    return minutes | {int(h) * 60 for h in re.findall(rf"{lead}(\d+)\s*(?:个)?小时", text)}


def _changes(kept: list[str]) -> bool:
    """Whether the clock's pieces give two allowances and say for which rounds or boards each is
    (``每方40分钟包干第4轮起前5台…每方45分钟``, ``…决赛每方1小时``): no one clock."""
    text = "，".join(kept)
    minutes = _allowances(text, after=r"(?!\S{0,2}读秒)")
    return len(minutes) >= 2 and bool(_BY_ROUND_OR_BOARD.search(text))


# a game's kind or a stage naming the clock that follows it: 慢棋：每方基本用时60分钟
_CLOCK_NAMED = re.compile(
    r"^(?![\u4e00-\u9fff]{0,4}组\s*:)[\u4e00-\u9fff]{1,5}\s*:\s*"
    r"(?=(?:每|双|各|单)方|每人|每位|每名|基本|局时|包干)"
)
# a group's name and the clock's label before the clock: 8-10岁组比赛时限为每方1小时
_GROUP_CLOCK = re.compile(
    r"^[^,，:]{0,12}?组\s*(?:的)?(?:(?:比赛|对局|每局)?(?:时限|用时|限时)\s*(?:为|是|:|(?=每|双|单|各))|:)\s*"
)


# a clock led by the players it is for: ●4段以上: / 其余组别: / 12岁以下:
_LEVEL_LEAD = re.compile(
    r"^[●•·○◆\-]?\s*(?:\d{1,2}\s*(?:段|级|岁|K|k|D|d)\s*(?:及|含|\(含\))?\s*(?:以上|以下)"
    r"|其[余他它](?:各)?组别?|[\u4e00-\u9fffA-Za-z0-9]{1,8}组别?)\s*:"
)


def _clocks_by_level(sents: list[Sentence], i: int) -> bool:
    """Whether the clock at sentence ``i`` is led by the players it is for (●4段以上:) and
    one of the next two sentences is too (其余组别:): a clock by group, no one clock."""
    if not _LEVEL_LEAD.match(sents[i].text):
        return False
    return any(_LEVEL_LEAD.match(t.text) for t in sents[i + 1 : i + 3])


# a clause led by one group's name: （一）社会公开组，… / 高中组用时每人50分钟
_GROUP_LED = re.compile(
    _GROUP_LEAD + r"\s*(?:[,，:(]|(?:的)?(?:比赛)?(?:用时|时限|限时)|比赛|对局)"
)
_GROUP_NAME = re.compile(r"(?<![各每全分本小])[\u4e00-\u9fffA-Za-z0-9]{1,8}?组(?!别|委|织|成|合)")


_GAME_LEAD = re.compile(r"^(?:\S{0,10}:)?\s*(?:国际象棋|象棋|围棋|五子棋|跳棋|军棋|揭棋)")


def _groups_in_turn(text: str) -> bool:
    """Whether two clauses of one sentence each give a group's clock (``入门组每局每方限时15分钟
    包干，进阶组每局每方限时25分钟包干``)."""
    clauses = re.split(r"[,，;；]", re.sub(r"^\(?\d{1,2}[)、.]\s*", "", text))
    led = [c for c in clauses if re.match(r"[\u4e00-\u9fffA-Za-z0-9]{1,8}组\S*?\d+\s*分钟", c)]
    # 升级组采用60分钟包干制，定级组根据赛程临时加钟限时: the second group's clock has no minutes
    led += [
        c
        for c in clauses[1:]
        if led[:1] == clauses[:1]
        and re.match(r"(?![各每全])[\u4e00-\u9fff]{1,6}组\S*?(?:加钟|限时|包干)", c)
    ]
    games = {
        g.group(0)
        for c in clauses
        if (g := _GAME_LEAD.search(c)) and re.search(r"\d+\s*(?:分|秒)", c)
    }
    levels = {
        m.group(1)
        for c in clauses
        if (m := re.search(r"(?:组|级|段|岁)\S{0,8}?(?:用时|时限|限时)\S{0,4}?(\d+)\s*分钟", c))
    }  # 7级至10级组…单方用时25分钟，1级至6级单方用时30分钟: a clock by level
    return len(led) >= 2 or len(games) >= 2 or len(levels) >= 2  # 象棋…2分钟，五子棋…20秒钟


def _one_groups_clock(sents: list[Sentence], text: str) -> bool:
    """Whether a clock is led by one group's name (``高中组用时每人50分钟``) while the text names
    other groups too: that group's clock, none for the event."""
    return _other_groups(sents, _GROUP_LED.match(text))


# a clock given to some groups or rounds, named right before it: 甲组每方40分钟, 乙组、丙组每方…,
# 第1轮、第2轮每方10分钟, 半决赛、决赛每方15分钟
_CLOCK_FOR = re.compile(
    r"(?:[\u4e00-\u9fffA-Z0-9]{1,6}组|第\s*\d{1,2}\s*轮|半决赛|决赛|初赛|复赛|预赛)"
    r"(?=[^,;。]{0,3}(?:每方|双方|各方|单方|每人)\s*(?:各)?\s*(?:用时|限时)?\s*\d)"
)


def _clocks_by_group(sents: list[Sentence]) -> bool:
    """Whether two clauses each give a group's clock (``甲组比赛时限为…``, ``乙组用时为…``)."""
    named = re.compile(
        r"(?:^|[,，;。])(?:\(?[\d一二三四五六七八九十]{1,2}[)、.]\s*)?[^,，:;。]{0,12}?组\s*(?:的)?"
        r"(?:(?:比赛|对局|每局)?(?:时限|用时|限时)|:\s*(?:每|双|各|单)方)"
    )
    return sum(len(named.findall(s.text)) for s in sents) >= 2


_NOT_CLOCK = re.compile(r"地点|场地|日期|报名|\d{1,2}月|\d{1,2}日|奖|轮空|积分|编排")
_CLOCK_MORE = re.compile(
    r"限时|加钟|放钟|加时|读秒|计时|包干|加秒|不限(?:着|步|回合)数|^即\s*\d+\s*\+|剩余时间\S{0,4}平分"
)


# the words before a clock's first figure, or after its last, that are no part of it
_CLOCK_LEADS = re.compile(
    r"^(?:(?:每轮)?(?:比赛|对局)?用时(?!方式)|即)\s*(?:是|为|采用)?\s*|^比赛(?=双方|每方|单方|各方)"
    r"|^(?:初定|暂定|拟定)\s*|^(?:比赛)?(?:时限|用时)?采用\s*(?=\d+\s*分钟)"
    r"|^比赛(?=基本用时|基本时间|基本时限)"  # 比赛基本用时45分钟
    r"|^(?:比赛)?(?:时限|限时)\s*(?=每人|每方|双方|各方|单方)"  # 比赛时限每人基本用时40分钟
    r"|^比赛为\s*(?=每方|每人|双方|各方|单方)"  # 比赛为每方30分钟的包干制
    # 本次网络围棋竞赛时限为每方30分钟…: the lead up to the label
    r"|^[\u4e00-\u9fff\d]{0,16}?(?:时限|用时)(?:方式)?\s*(?:为|是)\s*(?=每方|每人|双方|各方|单方)"
    # 每局棋采取每方50分钟
    r"|^(?:每局棋?|每盘棋?)?(?:采取|采用)\s*(?=每方|每人|双方|各方|单方)"
    r"|(?<=秒)的(?:时限|用时)(?:制度|规定)?(?=[。.]?$)"  # 每方15分钟每步棋加5秒的时限
    r"|^(?:实行|执行)\s*(?=\d)"  # 实行30分钟加五秒的用时制度
    r"|^(?:象棋|围棋|国际象棋)?\s*(?:比赛)?采用\s*(?=\d{1,3}\s*\+)"  # 象棋采用20+5加秒制
    r"|^(?:比赛)?采用\s*(?=每方|每人|双方|各方|单方)"  # 采用每方30分钟用时包干制
    r"|^(?:一般|每轮|每局)?(?:比赛|对局)?时间\s*(?:为|是)?\s*(?=双方|每方|单方|各方|每人|基本)"
    r"|^(?:计时|用时)\s*(?=每人|每方|双方|各方)"
    r"|^(?:计时|用时)?方式\s*(?:为|是)\s*(?=每|双|各|单)"  # 用时方式为每方2小时…
    r"|^比赛(?=限时\s*\d)"  # 比赛限时25分钟
    r"|^(?:比赛)?(?:慢棋|快棋|超快棋)\s*(?=双方|每方|单方|各方|每人)"  # 比赛慢棋单方用时…
    r"|^\d(?=单方|每方|双方|各方|每人)"  # 4单方用时15分钟 (an item number without its mark)
    r"|^(?:加秒制|包干制|读秒制)\s*(?=\d)"  # 加秒制60m + 30s/每步
    r"|^(?:每场|每局)?(?:比赛)?计时\s*(?:\(钟\))?\s*、\s*(?=每人|每方|双方|各方)"
    r"|(?<=秒|钟|干)的(?:竞赛|比赛)?(?:规则|赛制)(?=[。.]?$)"  # …每步加30秒的竞赛规则
    r"|^(?:所有|全部|本次|各组)?(?:比赛|对局)的?(?:时限|用时)\s*(?:均|一律|统一)?\s*(?:为|是)\s*",
)


def _without_leads(part: str) -> str:
    """A clock's clause without its leading words, taken off one after another (``每轮用时加秒制
    20+5``: 每轮用时, then 加秒制)."""
    for _ in range(3):
        shorter = _CLOCK_LEADS.sub("", part)
        if shorter == part:
            break
        part = shorter
    return part


def _clock_run(parts: list[str]) -> list[str]:
    """The clock's clauses: from the first naming minutes or seconds to the last naming the
    clock (``…包干用时制，根据棋局进程，随时可加钟限时``), stopping before a rule on lateness or
    overtime (``超时判负``)."""
    kept: list[str] = []
    pending: list[str] = []
    gap = False  # a clause of another matter since the last kept: only timed clauses join
    for p in parts:
        timed = _CLOCK.search(p) and re.search(
            r"\d|[一二三四五六七八九十两]+\s*(?:分钟|小时)|半个?小时", p
        )  # 双方共用半个小时
        if re.search(r"迟到|超时|弃权|判负", p) or re.match(r"(?:中间)?休息|间隔", p):
            pending, gap = [], bool(kept)  # …超时判负，休息15分钟: no clock after it
        elif timed or (kept and not gap and _CLOCK_MORE.search(p)):
            kept += ([] if gap else pending) + [p]
            pending, gap = [], False
        elif kept and not gap and len(p) <= 10 and len(pending) < 2 and not _NOT_CLOCK.search(p):
            pending.append(p)  # 根据棋局进程 between the clock and 随时可加钟限时
        elif not kept and re.fullmatch(r"第\s*\d\s*时限", p):
            pending = [p]  # 第一时限，每方90分钟完成40回合: the period's name before its time
        elif kept:
            pending, gap = [], True
    return [_without_leads(p) for p in map(_compact, kept)]


_COMPACT_CLOCK = re.compile(
    r"\d+\s*[’′']\s*\+\s*\d+\s*[”″\"]|\d+\s*m\s*\+\s*\d+\s*s(?:\s*/\s*每步)?"
)


def _compact(part: str) -> str:
    """A clause whose clock is only written compact (``…为两天各七轮（10’+10”）积分编排制``): the
    compact clock alone."""
    match = _COMPACT_CLOCK.search(part)
    if match is None or re.search(r"分钟|秒|小时", part):
        return part
    if re.search(r"用时|时限|限时|[每单双各]方|每人", part[: match.start()]):
        return part  # 单方用时40m+5s: the clause is the clock's
    return match.group(0)


_GAME_KIND = re.compile(r"^(?:\(?\d{1,2}[)、.]\s*)?[\u4e00-\u9fff]{0,3}棋(?:时限|用时|限时)?\s*:")


def _two_under_label(sents: list[Sentence], i: int, kept: list[str]) -> bool:
    """Whether the clock read is one of two under a label alone on its line (``比赛用时：``
    then ``…上午场慢棋；每人各1小时…`` and ``…下午场慢棋；每人各1小时30分钟…``) giving different
    allowances: a clock by session, none for the event."""
    heads = [j for j in range(max(0, i - 4), i) if sents[j].text.endswith(":")]
    if not heads or not _CLOCK_LABEL.fullmatch(sents[heads[-1]].text):
        return False
    minutes = _allowances("，".join(kept))
    for t in sents[heads[-1] + 1 : heads[-1] + 8]:
        if _OTHER_GAMES_LABEL.match(t.text) and t.line > sents[i].line:
            break  # 1.基本用时：… 2.加赛用时： then the play-offs' clocks: not the rounds'
        if t is sents[i] or _OTHER_GAMES_LABEL.match(t.text) or not _CLOCK_WORDS.search(t.text):
            continue
        if _GAME_KIND.match(t.text) or _GAME_KIND.match(sents[i].text):
            continue  # 1. 慢棋：… 2. 快棋：…: the rounds' clock and the play-offs' (one each)
        other = _allowances(t.text)
        if other and other != minutes:
            return True
    return False


_STAGE = re.compile(r"初赛|复赛|预赛|决赛|第[1-9一二三]阶段|资格赛")


# a clock led by the stages it is for: 1、初赛、复赛：… / 预赛：…
_STAGE_LED = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,2}[)、.]\s*)?(?:初赛|复赛|预赛|决赛|半决赛)"
    r"(?:\s*[、和及]\s*(?:初赛|复赛|预赛|决赛|半决赛))*\s*:"
)
_PLAYOFFS = re.compile(r"^(?:\(?\d{1,2}[)、.]\s*)?(?:附加赛|加赛|决胜局)\S{0,4}:?$")


def _another_stages_clock(sents: list[Sentence], s: Sentence, kept: list[str]) -> bool:
    """Whether another sentence naming a stage gives another allowance than the clock read
    (``初赛…每场用时各60分钟`` then ``复赛…每场用时各80分钟``; ``用时标准：双方共用时2小时`` then
    ``选拔赛初赛、复赛双方用时2.5小时``): a clock by stage. A play-off's (under 附加赛) is none."""
    minutes = _allowances("，".join(kept))
    for k, t in enumerate(sents):
        if t is s or not _STAGE.search(t.text) or not _CLOCK_WORDS.search(t.text):
            continue
        if any(_PLAYOFFS.match(p.text) for p in sents[max(0, k - 3) : k]):
            continue  # 3.附加赛： then ②冠亚军决赛：每方5分钟: a play-off's clock, not a stage's
        other = _allowances(t.text, lead=r"(?:用时|时限)\S{0,6}?")
        if other and not other & minutes:
            return True
    return False


# the label of a clock for games besides the rounds: 补赛用时：, 加赛用时：, 附加赛时限：
_OTHER_GAMES_LABEL = re.compile(
    r"^(?:\S{1,4}[、.])?\s*(?:补赛|加赛|附加赛|超时加赛)(?:快棋|超快棋)?(?:用时|时限|限时|计时)\s*:"
)


# a heading line of the clock alone: （三）比赛用时与限时 / 四、时限 (the clauses under it are the
# clock's, before a clock said in passing in the format's sentence)
_CLOCK_HEADING = re.compile(
    r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?(?:比赛)?(?:用时|时限|限时|计时)"
    r"(?:(?:与|及|和)(?:用时|时限|限时|计时))?(?:办法|规定)?\s*:?$"
)


def _clock_heading(heading: Sentence, s: Sentence) -> bool:
    """Whether ``s`` is the first clause under a heading line of the clock alone."""
    return heading.line != s.line and bool(_CLOCK_HEADING.match(heading.text))


_CLOCK_AMOUNT = re.compile(r"\d+\s*(?:分钟|个?小时|秒)")


def _labelled_clocks_differ(sents: list[Sentence]) -> Sentence | None:
    """Two sentences under the event's clock label that name different times (``比赛用时：每局
    单方用时15分钟每步加5秒`` and further down ``比赛用时：每局单方用时17分钟每步加5秒``): the
    second, else None."""
    amounts: list[str] = []
    for s in sents:
        label = _CLOCK_LABEL.match(s.text)
        words = label.group(0) if label is not None else ""
        clock = re.search(r"用时|时限|限时|计时", words) and not re.search(
            r"迟到|休息|报到|间隔", words
        )
        if clock and _event_clock_label(s.text) and (found := _CLOCK_AMOUNT.findall(s.text)):
            said = " ".join(re.sub(r"\s+", "", f) for f in found)
            if amounts and said not in amounts:
                return s
            amounts.append(said)
    return None


def _event_clock_label(text: str) -> bool:
    """Whether the sentence opens with a clock's label that names no stage or kind of game
    (``比赛用时：``, not ``附加赛用时：``)."""
    label = _CLOCK_LABEL.match(text)
    return label is not None and not re.search(
        r"加赛|附加|决赛|淘汰|快棋|超快|慢棋", label.group(0)
    )


# a clock's second sentence: its byo-yomi or increment alone (30秒3次读秒, 每走一步加30秒)
_CLOCK_TAIL = re.compile(
    r"^((?:(?:从第1步棋开始|自第1步(?:棋)?起)\s*,?\s*)?(?:\d+\s*秒\s*\d+\s*次\s*读秒|\d+\s*次\s*\d+\s*秒\s*读秒"
    r"|每(?:走)?\s*[1一]?\s*步(?:棋)?\s*加\s*\d+\s*秒))(?:\s*,\s*超时\S{0,3}判负)?[。.]?$"
)


def _clock_goes_on(sents: list[Sentence], i: int) -> tuple[Sentence, str] | None:
    """The next sentence on the clock's line where it only goes on with the clock, and its
    clock words (its 超时判负 left out)."""
    nxt = sents[i + 1] if i + 1 < len(sents) else None
    tail = _CLOCK_TAIL.match(nxt.text) if nxt is not None and nxt.line == sents[i].line else None
    return (nxt, tail.group(1)) if nxt is not None and tail is not None else None


def read_time_control(sents: list[Sentence], out: Reading) -> None:
    """The time control as written (``每方基本时限40分钟，3次10秒读秒``): the pieces of the
    sentence about 用时/时限 (or ``双方各15分钟``) that name minutes or seconds, up to 60
    characters, a sentence under a clock's label first (``（二）比赛用时：`` before a preamble's
    ``采用瑞士制10+3的比赛形式（每方10分钟…）``); a sentence led by groups' names (``(一)甲组、乙组
    每人15分钟``) is those groups' clock, none for the event."""
    labelled = [
        i
        for i, s in enumerate(sents)
        if _event_clock_label(s.text) or (i and _clock_heading(sents[i - 1], s))
    ]
    clash = _labelled_clocks_differ(sents)
    if clash is not None:
        out.declined.setdefault("time_control", clash)
        return  # 比赛用时：每局单方用时15分钟… and below 比赛用时：…17分钟…: which one is not said
    order = labelled + [i for i in range(len(sents)) if i not in set(labelled)]
    for i in order:  # a clause under a clock's label (比赛用时：) before a clock said in passing
        s = sents[i]
        if not _CLOCK_WORDS.search(s.text):
            continue
        if _GROUP_LIST.search(s.text):
            return  # a clock by group: no one time control
        lead = re.sub(
            r"^(?:\(?[一二三四五六七八九十\d]{1,3}[)、.]\s*)?[\u4e00-\u9fff]{2,4}:", "", s.text
        )
        if _OTHER_GAMES_LABEL.match(s.text):
            continue  # 补赛用时：… / 加赛用时：…: the clock of games besides the rounds
        if re.search(r"(?:少于|多于|短于|少过)对方|(?:减少|增加)用时|为一档|[首竞]叫方", s.text):
            continue  # 每局用时均须少于对方5分钟, 至少以5分钟为一档减少用时: a handicap, a bid
        if re.search(
            r"慢棋\S{0,3}?(?:每方|每人|双方|各)\S{0,20}?快棋\S{0,3}?(?:每方|每人|双方|各)", s.text
        ):
            out.declined.setdefault("time_control", s)
            return  # 慢棋每方2小时…，快棋每方1小时…: a clock by kind of game, no one clock
        if re.search(
            r"加赛\S{0,6}?(?:快棋|超快棋)\S{0,4}?[,，]\s*\S{0,4}?(?:用时|各|每方)", s.text
        ):
            continue  # …无法区分，加赛一局快棋赛，各方用时十分钟定胜负: a play-off's clock
        if _STAGE_LED.match(s.text):
            out.declined.setdefault("time_control", s)
            return  # 1、初赛、复赛：每局各用时2小时…: some stages' clock, none for the event
        by_group = _groups_in_turn(s.text) or bool(re.search(r"其[余他它](?:各)?组", s.text))
        line = "".join(t.text for t in sents if t.line == s.line)
        if len(_CLOCK_FOR.findall(line)) >= 2:
            out.declined.setdefault("time_control", s)
            return  # 甲组每方40分钟…；乙组…每方30分钟 / 第1轮…每方10分钟；半决赛…每方15分钟
        if _clocks_by_level(sents, i) or _one_groups_clock(sents, lead) or by_group:
            out.declined.setdefault("time_control", s)
            return  # ●4段以上:基本时间25分钟 … 其余组别:…: a clock by group, none
        body = _CLOCK_LABEL.sub("", _CLOCK_LABEL.sub("", s.text))  # 比赛时限: 快棋基本用时:
        body = re.sub(
            r"^除\S+?外\s*,\s*(?:其[他它余]\S{0,4}?比赛)?", "", body
        )  # 除决赛…外，其他所有比赛…
        body = re.sub(r"(?:Time\s*Control|Time\s*Limit)\s*:\s*", "", body, flags=re.I)
        body = re.sub(r"^\(?(?:[一二三四五六七八九十\d]{1,3}|[a-zA-Z])[)、.]\s*", "", body)
        body = _CLOCK_LEAD.sub("", body)
        body = _CLOCK_NAMED.sub("", body)
        parts = [p.strip() for p in re.split(r"[,，]|、(?=迟到|超时)|(?<=秒)(?=超时|迟到)", body)]
        if any(_GROUP_CLOCK.search(p) for p in parts) and _clocks_by_group(sents):
            out.declined.setdefault("time_control", s)
            return  # 8-10岁组比赛时限为…, 11-14岁组比赛时限为…: a clock by group, none
        parts = [_GROUP_CLOCK.sub("", p) for p in parts]
        kept = _clock_run(parts)
        if _changes(kept):
            out.declined.setdefault("time_control", s)
            return  # 第4轮起前5台每方45分钟: a clock by round or board, no one clock
        if kept and _two_under_label(sents, i, kept):
            out.declined.setdefault("time_control", s)
            return  # 比赛用时： then 上午场…每人各1小时 / 下午场…每人各1小时30分钟: none
        if kept and _another_stages_clock(sents, s, kept):
            out.declined.setdefault("time_control", s)
            return  # 初赛…每场用时各60分钟 … 复赛…每场用时各80分钟: a clock by stage, none
        if kept and re.fullmatch(
            r"(?:\d+|[一二三四五六七八九十]{1,3})\s*分钟\s*内?\s*(?:必须|须|应)?\s*走(?:满|完|足)?"
            r"\s*(?:\d+|[一二三四五六七八九十]{1,3})\s*步",
            kept[0],
        ):
            out.declined.setdefault("time_control", s)
            return  # 自由时间用完后…五分钟必须走满十步: a move quota, its base time not given
        if kept:
            text = "，".join(kept).rstrip("。.;； ")[:60]
            inner = re.search(r"\(([^()]*)\)?$", text)
            if inner and _CLOCK.search(inner.group(1)) and not _CLOCK.search(text[: inner.start()]):
                text = inner.group(1)  # 比赛采取1局定胜负(每局每人限时10分钟): the bracket's clock
            text = re.sub(r"\s*\([A-Za-z0-9\s+.:/-]*\)$", "", text)  # (30 min + 10 sec increment)
            while text.endswith(")") and text.count(")") > text.count("("):
                text = text[:-1].rstrip("。.;； ")  # （比赛用时：20分加5秒）: the bracket's close
            more = _clock_goes_on(sents, i)
            if more is not None:  # 每方30分钟基本用时。30秒3次读秒: the clock's second sentence
                out.add("time_control", f"{text}。{more[1]}"[:80], s, more[0])
                return
            out.add("time_control", text, s)
            return


_LATE = re.compile(
    r"迟到\s*(?:超过)?\s*(\d{1,3})\s*分钟\s*(?:后|以上|者)?\s*(?:\S{0,5}?)(?:判负|判(?:该|本)(?:局|轮|盘|台)负|弃权|判为弃权|判弃权|作负|裁定败|裁定负|判败|判为负|作败|算负|以输棋论|输棋|判输|以负论|(?:裁定|判)对方胜)"
    r"|(?:超过|逾时|逾|开赛后?|(?:比赛)?开始后?)\s*(\d{1,3})\s*分钟\s*(?:后|以上)?\s*(?:仍)?(?:未到场|未到|不到场|未入场|未进(?:入)?(?:房间|房|赛场|对局室|对局)|未上线|未入座)\S{0,8}?"
    r"(?:判负|弃权|裁定败|裁定负|判败|判为负|作败|算负|判(?:该|本)(?:局|轮|盘|台)负|(?:对方|对手)\S{0,4}获胜)"
)


_LOST = r"(?:判负|作负|算负|判为负|以负论|按负论|弃权|判弃权)"
# 迟到时限为10分钟，超时作负 (the limit, then what passing it costs); 迟到1小时作弃权论 (hours)
_LATE_LIMIT = re.compile(
    rf"迟到\s*(?:时限|限时|时间)\s*(?:为|是)?\s*(?P<m>\d{{1,3}})\s*分钟\s*[,，]?\s*(?:超时|超过\S{{0,4}}?)(?:者)?\s*(?:作|按|以)?\s*{_LOST}"
    rf"|迟到\s*(?:超过)?\s*(?P<h>[1-3])\s*(?:个)?小时\s*(?:后|以上|者)?\s*(?:作|按|以|即)?\s*{_LOST}"
)


def read_lateness(sents: list[Sentence], out: Reading) -> None:
    """``迟到15分钟后判负``, ``迟到10分钟作弃权处理``, ``超过15分钟未到场者，判该轮弃权``,
    ``开赛后20分钟仍未到场者判负``: the no-show limit in minutes; none where two sentences give
    different limits (``初赛…迟到20分钟裁定败`` / ``四强及决赛…迟到30分钟裁定败``: by stage)."""
    found: list[tuple[int, Sentence]] = []
    for s in sents:
        minutes = _late_minutes(s.text)
        if minutes is not None:
            found.append((minutes, s))
    if len({m for m, _ in found}) > 1:
        out.declined.setdefault("no_show_minutes", found[0][1])
    elif found:
        out.add("no_show_minutes", *found[0])


def _late_minutes(text: str) -> int | None:
    text = re.sub(  # 迟到五分钟 (分 is no unit the normaliser counts)
        r"[一二三四五六七八九十]{1,3}(?=\s*分钟)", lambda m: str(chinese_number(m.group(0))), text
    )
    match = _LATE.search(text)
    if match:
        return int(match.group(1) or match.group(2))
    match = _LATE_LIMIT.search(text)
    if match:
        return int(match.group("m")) if match.group("m") else 60 * int(match.group("h"))
    return None


_FORFEITS = re.compile(
    r"(?:连续|累计)?(?:弃权|缺席|缺赛)\s*(\d)\s*(?:轮|次|局)"
    r"|(?:连续|累计)\s*(\d)\s*(?:轮|次)\s*(?:弃权|缺席|缺赛|未到)"  # 连续三轮未到者视为弃权
)


# what ends a player's event: 退出, 不再安排比赛, 不安排比赛, 不再予以编排, 取消资格
_ENDS_EVENT = re.compile(
    r"退出|退赛|不再安排|不安排|取消|不再(?:参与|进行|参加)?编排|不予(?:继续)?(?:编排|安排)"
    r"|不再参与(?:比赛|后续)?(?:$|[,，。;；])"  # 弃权两轮者不再参与
    r"|不再予以(?:编排|安排)"
)


def read_forfeits(sents: list[Sentence], out: Reading) -> None:
    """``连续弃权两轮作自动退出``, ``弃权两轮不再安排比赛``, ``缺席两次者其比赛资格即被取消``:
    forfeits that end a player's event."""
    for s in sents:
        match = _FORFEITS.search(s.text)
        if match and _ENDS_EVENT.search(s.text):
            out.add("forfeits_to_withdraw", int(match.group(1) or match.group(2)), s)
            return


def read_bye_value(sents: list[Sentence], out: Reading) -> None:
    """``遇轮空的棋手，其对手分按最低得分棋手计算``: a bye counts as the lowest scorer."""
    for s in sents:
        if "轮空" in s.text and "对手分" in s.text and "最低" in s.text:
            out.add("bye_opponent_value", "lowest_scorer", s)
            return


def competition_start(found: dict[str, datetime]) -> datetime | None:
    return min(found.values()) if found else None
