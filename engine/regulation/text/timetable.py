"""Readers of the timetable: each round's date and time (in sentences, or a 日程表 flattened to
lines, where a date holds for the rows below it), the cuts of a weighted elimination and its
weights."""

import re
from datetime import date, datetime, time

from .found import Found, Reading, at, dates, times
from .normalise import Sentence, by_line
from .stages import qualifiers_dated

# 第1轮 / 第5/6轮 / 第一轮、第二轮 (read 第1轮、第2轮): one round or two on one line
_ROUND = re.compile(
    r"(?<![至到~—])第\s*(\d{1,2})(?:\s*轮?\s*[/、和,及-]\s*第?\s*(\d{1,2}))?\s*(?:轮|场(?=\s*(?:比赛|$|[\s\d:(])))"
)  # …, 第一場比賽, 第1场 20:00 (a round called a game); not 第三至第八轮's last
_CUT = re.compile(r"(?:N|\d+)\s*进\s*(\d+)")


def _label_key(label: str) -> str:
    """A stage label as the text writes it: 决赛、三四名 → 决赛."""
    return re.split(r"[、(（]", label)[0].strip()


# a time another event of the day is held at (报到, 领队会议, 开幕式): no round starts then
_OTHER_EVENT = re.compile(
    r"\s*分?\s*(?:以?前|之前)?\s*(?:[-~至到]\s*\d{1,2}:\d{2}\s*)?(?:召开|举行)?\s*"
    r"(?:(?!开赛|开始|比赛)[\u4e00-\u9fff]{0,5}?报到|签到|报名|领队|教练员|"
    r"技术会|联席会|会议|开幕(?!式?\s*(?:及|和|暨|、)\s*第)|闭幕|颁奖|发奖|抽签|离会|报道)"
)  # 上午9点 开幕式及第1轮: the opening and round 1 at one time


# a day of the month written alone before a time: 21日上午9:00
_DAY_ONLY = re.compile(
    r"(?<![\d月年./-])(3[01]|[12]\d|0?[1-9])\s*日\s*(?=上午|下午|晚上|中午|\d{1,2}:)"
    r"|^(3[01]|[12]\d|0?[1-9])\s*日\s*(?:\((?:周|星期)\S\))?$"  # 30日 alone on its line
)


# a timetable line led by a group: 上午组：第一轮8:30-第二轮10:30
_GROUP_TIMES = re.compile(r"^([\u4e00-\u9fffA-Za-z0-9]{1,6}组)\s*:\s*第\s*\d{1,2}\s*轮")


def _others_clause(text: str, at: int) -> bool:
    """Whether the time at ``at`` is in a clause about another event, named before it
    (``赛事的开幕式定于明天早上8点举行，紧随其后的将是第一轮``), with no round named between."""
    clause = re.split(r"[,;。]", text[:at])[-1]
    return bool(re.search(_OTHER_EVENT_WORDS, clause)) and not _ROUND.search(clause)


# a round's label then its span (第九轮：16:35-17:20), whatever follows the span
_ROUNDS_SPAN = re.compile(
    r"第\s*\d{1,2}\s*轮\s*:?\s*(\d{1,2}:\d{2}\s*(?:-+|~|至|到)\s*\d{1,2}:\d{2})"
)


def read_rounds_times(
    sents: list[Sentence], year: int | None, labels: dict[int, str], out: Reading
) -> None:
    """Each round's start: ``第N轮`` (or a knockout round's label, ``16进8``, ``半决赛``) with a
    time, on the date last written before it in the text (a 日程表's date cell holds for the rows
    below it). Found keys ``round.N``; ``第5/6轮`` dates both."""
    keys = [(_label_key(text), n) for n, text in labels.items() if not _ROUND.fullmatch(text)]
    halved = [(m.group(1), n) for key, n in keys if (m := re.fullmatch(r"(\d+)进\d+", key))]
    if not any(f"{a}进" in s.text for s in sents for a, _ in halved):
        keys += [(f"{a}强", n) for a, n in halved]  # a text naming 16进8 as 16强 (第二轮（16强）)
    if qualifiers_dated(sents):
        keys = []  # 初赛：2月25日 / 决赛：2月27日: 决赛 names a stage, not the draw's last round
    named = sorted(keys, key=lambda item: -len(item[0]))
    current: date | None = None
    waiting: tuple[list[int], Sentence] | None = None  # a table cell naming rounds, no time yet
    afternoon: int | None = None  # the hour 下午/晚上 last set on this day
    stacked: int | None = None  # the line of the last sentence that was a date alone
    if _times_by_group(sents):
        return  # 上午组：第一轮8:30… 下午组：第一轮13:00…: each group its own times
    misaligned = _misaligned(sents)
    if misaligned is not None:
        out.declined.setdefault("round.1", misaligned)
        return  # 8:00~10:00 / 10:15~12:15 第一轮比赛 / 第二轮比赛: a table's cells out of line
    before = set(out.found)
    tried: dict[str, list[tuple[object, Sentence]]] = {}

    def put(key: str, value: object, *sources: Sentence) -> None:
        tried.setdefault(key, []).append((value, sources[-1]))
        out.add(key, value, *sources)

    corrections = [(s, m) for s in sents if (m := _CORRECTION.search(s.text))]
    lone = _lone_play_day(sents, year)
    for s in _round_by_round(_time_then_round(sents, named)):
        if re.search(r"每(?:日|天)\S{0,6}\d{1,2}:\d{2}\S{0,4}第\s*1\s*[轮场]", s.text):
            continue  # 每日上午9:00报到，9:30第一轮开赛: every day's start, no round's time
        if any(s.line == c.line for c, _ in corrections):
            continue  # 更正：第3轮改为14:00: applied below, over the timetable's
        written = dates(s.text, year)
        if written and _by_group(s.text):
            current = None  # 5月15日7级组、6级组…参加第一轮比赛: some groups' day, no one round's
            continue
        if written and re.search(r"报名|截止", s.text):
            current = lone  # 报名日期：…12月27日止: the sign-up's day, no round's (the one day
            continue  # of play, where the text has one, stands)
        if written and not _rounds_named(s.text, named) and re.search(r"签到|报到|领取", s.text):
            continue  # 每队须于11月21日下午4:00前签到: a check-in's day, the event's stands
        words = written[0][1] if written else None  # the date's own words, cut out below
        alone = (
            words is not None
            and not _DATE_ONLY_REST.sub("", s.text[: words.start()] + s.text[words.end() :]).strip()
        )
        if alone and stacked is not None and stacked + 1 == s.line:
            current, stacked = None, s.line  # 5月6日 / 5月7日 / 5月8日, then the times: the
            continue  # columns of days flattened, no row's day known
        stacked = s.line if alone else None
        if written:
            current = written[0][0]
            afternoon = None
            clock = times(s.text)
            half = re.search(r"下午|晚上", s.text)
            if half and all(t.hour < 12 and m.start() > half.start() for t, m in clock):
                # 5月17日晚上 then 第5轮7:20; 10月1日（晚上） 第一轮7:00 on the date's own line
                afternoon = 12 if half.group(0) == "下午" else 18
        elif current is not None and (day := _DAY_ONLY.search(s.text)):
            try:  # 第6-7轮：21日上午9:00 after 5月20日: the 21st of that month
                current = current.replace(day=int(day.group(1) or day.group(2)))
                afternoon = None
            except ValueError:
                pass
        clock, afternoon = _half_day(s, times(s.text), afternoon)
        numbers = _rounds_named(s.text, named)
        window = _window(s.text, written) if len(numbers) == 1 and not clock else None
        if window is not None:
            put(f"round_window.{numbers[0]}", window, s)
            continue
        if numbers and not clock:  # a 日程表 row: 第1轮 | 9:00 in the cells after it
            waiting = (numbers, s)
            continue
        if not clock and not numbers:
            continue  # 第一轮 | 10月4日 | 9:00-11:00: a date's cell between a round and its time
        sources: tuple[Sentence, ...] = (s,)
        if clock and not numbers and waiting is not None and waiting[1].line == s.line:
            numbers, sources = waiting[0], (waiting[1], s)
        waiting = None
        own = _ROUNDS_SPAN.search(s.text)  # 第九轮：16:35-17:20颁奖：17:30: the round's span
        clock = [
            (t, m)
            for t, m in clock
            if not (_OTHER_EVENT.match(s.text, m.end()) or _others_clause(s.text, m.start()))
            or (own is not None and own.start(1) <= m.start() < own.end())
        ]
        if current is None or not clock or not numbers:
            continue  # 16:00前报到 16:30领队会议 第一轮: the check-in's time is no round's
        paired = _paired(s.text, clock, named)
        if paired:  # 上午9点 第3轮 下午15点第4轮: each round at the time written before it
            for number, moment in paired:
                put(f"round.{number}", at(current, moment), *sources)
            continue
        moment = clock[0][0]  # the time after the round's name (第1轮:14:00-14:40)
        put(f"round.{numbers[0]}", at(current, moment), *sources)
        if (
            len(numbers) == 1
            and len(clock) > 1
            and re.fullmatch(
                r"\s*分?\s*(?:-+|~|至|到)\s*", s.text[clock[0][1].end() : clock[1][1].start()]
            )
        ):  # (第1-2轮：9:00-11:00 is two rounds' span: the first's end is not written)
            end = at(current, clock[1][0])  # 第1轮 13:10-13:50: the round's own end
            if end > at(current, moment):
                put(f"round_end.{numbers[0]}", end, *sources)
        for number in numbers[1:]:  # 第5/6轮 on one evening: the later ones follow the first
            put(f"round.{number}", None, *sources)
    for c, m in corrections:  # a correction the text says stands: the round's day, its new time
        key = f"round.{int(m.group(1))}"
        hit = out.found.get(key)
        new = times(m.group(2))
        if hit is not None and isinstance(hit.value, datetime) and new:
            out.found[key] = Found(key, at(hit.value.date(), new[0][0]), (*hit.sources, c))
    clash = _clash(tried) or _out_of_order(out, before)
    if clash is not None:  # 段位组： 第一轮 5月1日… 级位组： 第一轮 5月2日…: two timetables
        for key in [k for k in out.found if k not in before and k.startswith("round")]:
            del out.found[key]
        out.declined.setdefault("round.1", clash)


_HELD = re.compile(r"举办|举行|比赛(?:时间|日期)|定于")
_NOT_HELD = re.compile(r"报名|截止|报到|签到|公布|发布|出生|以后|以前|之前|之后")


def _lone_play_day(sents: list[Sentence], year: int | None) -> date | None:
    """The one day the text holds its play on (``在2021年7月4日（周日）举办象棋公开赛``): the
    only date of the sentences saying when the event is held, none where they write two."""
    days = {
        d
        for s in sents
        if _HELD.search(s.text) and not _NOT_HELD.search(s.text)
        for d, _ in dates(s.text, year)
    }
    return next(iter(days)) if len(days) == 1 else None


def _out_of_order(out: Reading, before: set[str]) -> Sentence | None:
    """The sentence of a round timed no later than a round before it (第2轮 on the 2nd at
    21:00, 第3轮 on the 2nd at 8:30): the timetable was misread, no round's time stands; None
    where the rounds read follow each other."""
    timed = sorted(
        (int(k.split(".")[1]), f)
        for k, f in out.found.items()
        if k not in before and k.startswith("round.") and isinstance(f.value, datetime)
    )
    for (_, a), (_, b) in zip(timed, timed[1:], strict=False):
        if isinstance(a.value, datetime) and isinstance(b.value, datetime) and b.value <= a.value:
            return b.sources[-1]
    return None


_SPAN_ONLY = re.compile(r"\d{1,2}:\d{2}\s*[-~至到]+\s*\d{1,2}:\d{2}")
_ROUND_ONLY = re.compile(r"^第\s*\d{1,2}\s*轮\s*(?:比赛)?$")


def _misaligned(sents: list[Sentence]) -> Sentence | None:
    """A table of spans and rounds flattened out of line: a span with no round, then a span
    beside a round, then a round alone (``10月3日上午 8:00~10:00`` / ``10:15~12:15 第一轮比赛`` /
    ``第二轮比赛``): which span is which round's is lost. The round alone, else None."""
    lines = list(by_line(sents).values())
    for a, b, c in zip(lines, lines[1:], lines[2:], strict=False):
        first, second, third = (" ".join(t.text for t in x) for x in (a, b, c))
        if (
            _SPAN_ONLY.search(first)
            and not _ROUND.search(first)
            and _SPAN_ONLY.search(second)
            and _ROUND.search(second)
            and _ROUND_ONLY.match(third)
        ):
            return c[0]
    return None


def _time_then_round(sents: list[Sentence], named: list[tuple[str, int]]) -> list[Sentence]:
    """A table row's cell of a time followed by a cell naming a round and no time (``10月4日
    9:00 | 第一轮``, ``9:00 | 第一轮``) as one piece, the time before the round, as a line
    writes it (``9:00 第一轮``)."""
    out: list[Sentence] = []
    skip = False
    for s, after in zip(sents, [*sents[1:], None], strict=True):
        if skip:
            skip = False
            continue
        if (
            after is not None
            and after.line == s.line
            and after.cell == s.cell + 1
            and times(s.text)
            and not _rounds_named(s.text, named)
            and _rounds_named(after.text, named)
            and not times(after.text)
        ):
            out.append(
                Sentence(f"{s.words} {after.words}", f"{s.text} {after.text}", s.line, s.cell)
            )
            skip = True
            continue
        out.append(s)
    return out


# a correction of one round's time: 更正：第3轮改为14:00 (以本更正为准)
_CORRECTION = re.compile(
    r"(?:更正|调整|变更|改动|注意)\S{0,12}?第\s*(\d{1,2})\s*[轮场]\S{0,8}?"
    r"(?:改为|调整为|改在|改至|推迟至|提前至|变更为)\s*(\d{1,2}(?::\d{2}|点半?))"
)


def _clash(tried: dict[str, list[tuple[object, Sentence]]]) -> Sentence | None:
    """The sentence that times a round a second time, differently and on another line (another
    group's timetable): no one round's time stands; None where no round is timed twice."""
    for values in tried.values():
        first, line = values[0][0], values[0][1].line
        for value, source in values[1:]:
            if None not in (first, value) and value != first and source.line != line:
                return source
    return None


# 每天9:30开赛, 资格赛…分别于10:00及14:00开赛（视报名人数调整）: no one first round's start
# play starting at one time every day (每天晚上8:15开赛, 每日10:00开赛): the first day's start
_DAILY_START = re.compile(
    r"(?:每天|每日|每晚|每)\s*(?:上午|下午|晚上|中午)?\s*\d{1,2}:\d{2}\s*(?:正式|准时)?开赛"
    r"|(?:每天|每日)\s*(?:上午|下午|晚上|中午)?\s*\d{1,2}:\d{2}\s*分?\s*在[^,;。]{1,14}?进行"
)  # 比赛定于8月22至8月28日每天下午12:30分在中国棋院进行
_UNSURE_START = re.compile(
    r"每天|每日|每晚|每周|每轮|分别|视\S{0,8}调整|另行通知|暂定|资格赛|预赛|小组赛|复赛|决赛|[48]强"
)


# the words that start play after a time: 9:40开赛, 1点40正式开始, 09:00开始比赛
_STARTS = re.compile(
    r"\s*[时分]?\s*(?:正式|准时)?\s*(?:开赛|开始比赛|比赛开始|开始对局"
    r"|开始(?!\s*(?:入场|进场|签到|检录|报到))"  # 10:00时开始比赛, not 8点半开始入场
    r"|比赛(?=\s*(?:$|[,;。])))"  # 8时前报到，8时30分比赛。
    r"|\s*分?\s*在[^,;。]{1,14}?进行(?=$|[,;。])"  # 每天下午12:30分在中国棋院进行
)
# a span of play from a time: 上午9时至下午6时, 10点-12点, 9时正至下午3时10分
_SPAN = re.compile(
    r"\s*分?\s*正?\s*(?:-+|~|—+|至|到)\s*(?:上午|中午|下午|晚上)?\s*\d{1,2}\s*[:点时]"
)
# a sentence that times the play (比赛时间：…), not the sign-up or another event
_PLAY_TIME = re.compile(
    r"(?:比赛|竞赛|活动|对局)(?:时间|日期)|^(?:\S{1,4}[、.])?\s*(?:时间|日期)\s*:"
)


_STARTED = re.compile(r"\d{1,2}:\d{2}\s*(?:正式|准时)?\s*开赛")


_STAGE_DAYS = re.compile(r"^\S{0,4}(?:初赛|复赛|半决赛|决赛|预赛)\s*:")
_NOT_PLAY = re.compile(r"公告|抽签|报名|报到|名单")  # 初赛：1月12日17:00公告报名棋士名单


def _first_stage_day(sents: list[Sentence], i: int, year: int | None) -> tuple[date, int] | None:
    """The stages' days listed one a line above a start (``男子初赛：7月20日、27日`` then ``男子
    决赛：8月9日、10日`` then ``上午场10:00开赛``): the earliest, and its sentence."""
    days: list[tuple[date, int]] = []
    k = i
    while k >= 0:
        if (
            k < i
            and k
            and sents[k - 1].line == sents[k].line
            and not _STAGE_DAYS.match(sents[k].text)
        ):
            k -= 1  # 初赛：4月15日、4月22日； / 倘若…则比赛日为4月15日: the stage's line goes on
            continue
        if not _STAGE_DAYS.match(sents[k].text) or _NOT_PLAY.search(sents[k].text):
            break
        if not (found := dates(sents[k].text, year)):
            break
        days.append((min(d for d, _ in found), k))
        k -= 1
    return min(days) if len(days) >= 2 else None


# a line led by a group with its own rounds: 1. 段位组(1-4段)4月12日…第一轮 / 2. 级位组…第一轮
_GROUP_LINE = re.compile(
    r"^(?:\(?\d{1,2}[)、.]\s*)?(?P<g>(?![各每本全])[\u4e00-\u9fffA-Za-z0-9\-]{1,8}组)\s*(?:\([^()]{1,12}\))?"
)


def _times_by_group(sents: list[Sentence]) -> bool:
    """Whether two groups or more each lead a line timing their own rounds (``上午组：第一轮8:30``
    … ``下午组：第一轮13:00``, ``1. 段位组(1-4段)4月12日…第一轮`` … ``2. 级位组…第一轮8:40``)."""
    if len({m.group(1) for s in sents if (m := _GROUP_TIMES.match(s.text))}) >= 2:
        return True
    texts = ["".join(s.text for s in line) for line in by_line(sents).values()]
    led = {m.group("g") for t in texts if (m := _GROUP_LINE.match(t)) and _ROUND.search(t)}
    return len(led) >= 2


def _sessions(text: str) -> bool:
    """Whether the starts a sentence writes are a day's sessions, the morning's first (``上午场
    10:00开赛，下午场14:00开赛``), not groups'."""
    return not re.search("[组組]", text) and bool(
        re.search(r"上午\S{0,2}?\d{1,2}\s*[:：点時时]\s*\d{0,2}.*下午", text)
    )


def _dated_then_timed(sents: list[Sentence], dated: int, s: Sentence) -> bool:
    """``二、比赛日期：3月31日`` then, a line or two below, ``三、比赛时间：下午1:00~5:00比赛``: the
    play's day and its hours under their own labels."""
    label = r"^(?:\S{1,4}[、.])?\s*(?:比赛|竞赛)"
    return bool(
        re.match(label + r"(?:日期|时间)\s*:", sents[dated].text)
        and re.match(label + r"时间\s*:", s.text)
    )


def _by_group(text: str) -> bool:
    """Whether a date is one group's: ``日期：2019年7月28日（星期日）– 段位组``."""
    return bool(
        re.search(r"(?:[-–—]|为|是)\s*[\u4e00-\u9fffA-Za-z0-9]{1,6}组", text)
        or re.search(
            r"日\s*(?:\([^)]{0,6}\))?\s*[\u4e00-\u9fff\d]{1,6}组\s*[、,]", text
        )  # 5月15日7级组、6级组
        # （1）5级及以下组2010年8月22号… （2）4级及以上组2010年8月23、24号: each its days
        or len(re.findall(r"组\s*(?:\d{4}\s*年)?\s*\d{1,2}\s*月\s*\d{1,2}", text)) >= 2
    )


# another event of the day written beside a time: its time is no round's
_OTHER_EVENT_WORDS = r"报到|签到|开幕|领队|会议"
# right after a date: 5月13日（周日）上午 / 8月2日上午
_AFTER_DATE = re.compile(r"\d\s*[日号]?\s*(?:\([^)]{0,6}\))?\s*(?:上午|下午|晚上|中午|早上)?\s*$")


def _start_in(s: Sentence, dated: bool) -> time | None:
    """The time play starts at in a sentence: the one before 开赛/开始 (a bare hour after a
    time of the afternoon taken as the afternoon's: 下午1点30前签到，1点40正式开始), else, in a
    sentence that times the play or the one that dates it (``dated``), the first of a span
    (上午九时至下午六时)."""
    found = times(s.text)
    for k, (moment, match) in enumerate(found):
        ends_span = re.search(
            r"(?:[-~至]|(?<![报签])到)\s*(?:上午|下午|晚上|中午)?\s*$", s.text[: match.start()]
        )
        starts = _STARTS.match(s.text, match.end()) and not ends_span  # 9:00——12:00时开赛: 9:00
        if starts and not _OTHER_EVENT.match(s.text, match.end()):
            before = [t for t, _ in found[:k]]
            if moment.hour < 12 and any(t.hour >= 12 for t in before):
                words = s.text[found[k - 1][1].end() : match.start()]
                later = time(moment.hour + 12, moment.minute)
                if "上午" not in words and later >= max(before):
                    moment = later
            return moment
    if not (dated or _PLAY_TIME.search(s.text)) or "报名" in s.text:
        return None
    # a latest time (参赛选手5月9日8点前到达赛场) is when players arrive, not when play starts
    found = [(t, m) for t, m in found if not re.match(r"\s*(?:之|以)?前", s.text[m.end() :])]
    for moment, match in found[:1]:
        if (
            dated
            and _AFTER_DATE.search(s.text[: match.start()])
            and _TO_A_DAY.match(s.text, match.end())
        ):
            return (
                moment  # 2018年1月26日下午2时整至28日…举行: the first day's hour, then the last day
            )
        alone = not _SPAN.match(s.text, match.end()) and not re.search(
            _OTHER_EVENT_WORDS, s.text[match.end() : match.end() + 10]
        )
        if alone and _PLAY_TIME.search(s.text) and _AFTER_DATE.search(s.text[: match.start()]):
            return moment  # 时间：2018年5月13日（周日）上午8:30: the play's day and hour
    for moment, match in found:
        span = _SPAN.match(s.text, match.end())
        if span is None or re.search(_OTHER_EVENT_WORDS, s.text[: match.start()]):
            continue  # 报到时间：11月18日 8:00-8:50: another event's span
        if not _OTHER_EVENT.match(s.text, _end_of_span(s.text, span.end())):
            return moment
    return None


# after an hour, the last day of the event: 下午2时整至28日
_TO_A_DAY = re.compile(r"\s*整?\s*(?:至|到|-|—)\s*(?:\d{1,2}\s*月\s*)?\d{1,2}\s*[日号]")


def _end_of_span(text: str, at: int) -> int:
    """Where a span's last time ends (``至18时`` read up to 时, then its minutes)."""
    rest = re.match(r"\d{0,2}\s*(?:分|半)?", text[at:])
    return at + (rest.end() if rest else 0)


def read_first_start(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """Where no round is timed: ``比赛日期：3月24日`` then ``9:30开幕，9:40开赛`` (the time
    play starts at, on the date last written before it, in the same sentence or the next; or
    the first time of the span of play, ``比赛时间：上午九时至下午六时``) is the first round's
    start. Found key ``round.1``."""
    if any(k.startswith(("round.", "round_window.")) for k in out.found) or _times_by_group(sents):
        return
    current: tuple[date, int] | None = None
    for i, s in enumerate(sents):
        written = dates(s.text, year)
        if written and re.search(r"报名|截止", s.text):
            current = None  # 报名日期：即日起至12月27日止: the sign-up's day, not the play's
            continue
        if written:
            current = (written[0][0], i)
        if current is None:
            continue
        near = s.line - sents[current[1]].line  # the line dated or the next (…；9:30開賽。)
        if min(i - current[1], near) > (3 if _dated_then_timed(sents, current[1], s) else 1):
            continue
        start = _start_in(s, current[1] == i)
        if start is None:
            continue
        if _by_group(sents[current[1]].text) or (
            len(_STARTED.findall(s.text)) > 1 and not _sessions(s.words)
        ):
            return  # 9:30开赛（高段组9:00开赛）, 日期：7月28日 – 段位组: a start by group
        text, words = _DAILY_START.sub("", s.text), _DAILY_START.sub("", s.words)
        text = re.sub(r"\([^()]*\)", "", text)  # （每轮比赛开赛前15分钟未到弃权）: a rule aside
        text = re.sub(r"^(?:初|预)\S{0,3}决赛均", "", text)  # 初、决赛均为…10:00开赛: both stages
        words = re.sub(r"[（(][^（）()]*[）)]", "", words)
        if _UNSURE_START.search(text) or _UNSURE_START.search(words):  # 每晚7:00 → 每19:00
            return  # a daily span, a stage's or a time left open
        day, dated = _first_stage_day(sents, current[1], year) or (current[0], current[1])
        out.add("round.1", at(day, start), *dict.fromkeys((sents[dated], sents[current[1]], s)))
        return
    _start_on_the_one_day(sents, year, out)


def _start_on_the_one_day(sents: list[Sentence], year: int | None, out: Reading) -> None:
    """``三、报到及比赛时间：`` then ``上午8:40…报到。9:00开赛，…`` with no date near, where the
    text holds its play on one day (``定于5月14日…举办``): round 1 at that start on that day."""
    lone = _lone_play_day(sents, year)
    if lone is None:
        return
    for i, s in enumerate(sents):
        started = list(_STARTED.finditer(s.text))
        heads = [t for t in sents[max(0, i - 2) : i] if t.text.endswith(":")]
        timed = _PLAY_TIME.search(s.text) or (heads and _PLAY_TIME.search(heads[-1].text))
        if len(started) != 1 or not timed or dates(s.text, year):
            continue
        if _UNSURE_START.search(s.text[: started[0].end()]) or _GROUP_LINE.match(s.text):
            return  # 每天9:00开赛, (1)二段组：…9:00开赛: a daily start, a group's, no round's
        out.add("round.1", at(lone, times(started[0].group(0))[0][0]), s)
        return


_TIMED_ROUND = re.compile(
    r"第\s*\d{1,2}\s*[轮场]\s*:?\s*(?:上午|早上|中午|下午|晚上)?\s*\d{1,2}:\d{2}"
)
# a session's time before its rounds: 8:30第2、3轮 13:30第4、5轮 (one line, two sessions)
_SESSION = re.compile(
    r"(?<![\d:-])\d{1,2}(?::\d{2}|点半|点\s*\d{1,2}\s*分?|点)(?:\s*-+\s*\d{1,2}:\d{2})?\s*(?:开始)?"
    r"\s*(?:小组赛|淘汰赛|预赛|复赛)?\s*第\s*\d{1,2}(?:\s*[、,和及-]\s*\d{1,2})?\s*[轮场]"
)  # 8:30第2、3轮 13:30第4、5轮; 19点半 第1轮 20点半 第2轮; 9:30 小组赛第2轮


def _time_first(text: str) -> bool:
    """Whether a line writes each round's time before its name (``7月11日 上午8:30 第三轮
    下午2:30 第四轮``): its first time comes before its first round."""
    clocks = re.finditer(r"(?<![\d:])\d{1,2}(?::\d{2}|点)", text)
    clock = next(  # not a check-in's latest time (报到时间：10月1日下午6:30点前 … 第1轮 19:30)
        (c for c in clocks if not re.match(r"\s*点?\s*(?:之|以)?前", text[c.end() :])), None
    )
    named = _ROUND.search(text)
    if clock is None or named is None or clock.start() > named.start():
        return False
    last = [m for m in _ROUND.finditer(text)][-1]  # …第二轮 10:00~11:00 第三轮 11:10~12:10: the
    return not _TIMED_ROUND.match(text, last.start())  # last round timed after it, names first


_DAY_HEAD = re.compile(
    r"(?<![\d年./-])(?:(?:19|20)\d{2}\s*年\s*)?(?:1[0-2]|0?[1-9])\s*月\s*\d{1,2}\s*[日号]"
)
# what may stand beside a date on a line of its own: its weekday, its half of the day
_DATE_ONLY_REST = re.compile(
    r"\((?:周|星期|礼拜)\S\)|(?:星期|周)[一二三四五六日天1-7]|上午|下午|晚上|[,:;。]"
)
_NAMED_BEFORE = re.compile(r"第\s*\d{1,2}\s*[轮场]\s*:?\s*$")


def _round_by_round(sents: list[Sentence]) -> list[Sentence]:
    """The sentences with a line listing several rounds each with its times (``第1轮:08:30-09:20
    第2轮:09:30-10:20 …``) cut into one piece a round, each keeping the line's words."""
    out: list[Sentence] = []
    for s in sents:
        starts = [m.start() for m in _TIMED_ROUND.finditer(s.text)]
        if _time_first(s.text) or not starts:
            sessions = [m.start() for m in _SESSION.finditer(s.text)]
            starts = sessions if len(sessions) >= 2 else starts
        if len(starts) < 2:
            out.append(s)
            continue
        # a date opens the rounds of its day (报到：10月1日下午6:30前 … 10月1日晚上 第1轮 19:30
        # 第2轮：21:00 10月2日上午 第3轮…): cut before it too, so that no round takes another
        # day's date or half of the day; not a round's own date (第1轮：10月1日9:00)
        days = [
            m.start()
            for m in _DAY_HEAD.finditer(s.text)
            if m.start() > 0 and not _NAMED_BEFORE.search(s.text[: m.start()])
        ]
        starts = sorted({*starts, *days})
        if starts[0] > 0:
            out.append(Sentence(s.words, s.text[: starts[0]].strip(), s.line, s.cell))
        for a, b in zip(starts, [*starts[1:], len(s.text)], strict=True):
            out.append(Sentence(s.words, s.text[a:b].strip(), s.line, s.cell))
    return out


_MORNING = re.compile(r"上午|早上|早晨|清晨")
_AFTERNOON = re.compile(r"下午|晚上|傍晚|(?<![最不])晚\s*\d")  # not 最晚8点 (a latest time)


def _half_day(
    s: Sentence, clock: list[tuple[time, re.Match[str]]], afternoon: int | None
) -> tuple[list[tuple[time, re.Match[str]]], int | None]:
    """12-hour times after a 下午/晚上 on the same day: ``下午1:00开幕式 … 第一轮：1:10到1:50``
    is 13:10–13:50. Once 下午 (or 晚上) set an hour, a later time of that day written without
    it, below 12 and not earlier than that hour once 12 is added, is in the afternoon; 上午 (or
    a new date) ends it. The times before the afternoon's own in its sentence stay as written."""
    marked = [m for t, m in clock if t.hour >= 12] if _AFTERNOON.search(s.words) else []
    start = 0
    if marked:
        start = marked[0].start()
        afternoon = min(t.hour for t, m in clock if m.start() >= start and t.hour >= 12)
    elif _MORNING.search(s.text):
        return clock, None
    if afternoon is None:
        return clock, afternoon
    out = []
    for t, m in clock:
        later = m.start() >= start and not _MORNING.search(s.text[start : m.start()])
        if later and t.hour < 12 and t.hour + 12 >= afternoon:
            t = t.replace(hour=t.hour + 12)
        out.append((t, m))
    return out, afternoon


def _window(
    text: str, written: list[tuple[date, re.Match[str]]]
) -> tuple[datetime, datetime] | None:
    """``第1轮:3月18日至6月18日之间自行约定``: the pair agrees a time from the first day's start
    to the last day's end (23:59)."""
    if len(written) < 2 or not re.search(r"自行约定|约定时间|自行安排", text):
        return None
    (first, a), (last, b) = written[0], written[1]
    if not re.fullmatch(r"\s*[-~至到]\s*", text[a.end() : b.start()]) or last <= first:
        return None
    return at(first, None), datetime.combine(last, time(23, 59))


def rounds_of_timetable(out: Reading) -> None:
    """Where no sentence counts the rounds, a timetable that times 第1轮 to 第N轮 one by one (N at
    least 3, every one named 第k轮) counts N; found key ``rounds``, from the last round's words.
    Where a sentence leaves the rounds open (9或11轮), the timetable's N rounds are only its slots
    (found key ``round_slots``, written but stated as no value)."""
    if "rounds" in out.found:
        return
    timed = {
        int(k.split(".")[1]): f
        for k, f in out.found.items()
        if k.startswith("round.") and f.value is not None
    }
    last = max(timed, default=0)
    if last < 3 or sorted(timed) != list(range(1, last + 1)):
        return
    if not all(any(_ROUND.search(x.text) for x in f.sources) for f in timed.values()):
        return
    if "rounds" in out.declined:  # 比赛轮次根据人数确定为9或11轮 with a timetable of 11: the
        out.add("round_slots", last, *timed[last].sources)  # slots, no number of rounds stated
    else:
        out.add("rounds", last, *timed[last].sources)


def _mentions(text: str, named: list[tuple[str, int]]) -> list[tuple[int, int]]:
    """(where, round) of each single round the text names: 第N轮, 首轮, a knockout round's
    label (the longest first: 半决赛 before 决赛); none when one names two (第5/6轮)."""
    found: list[tuple[int, int]] = []
    taken = [False] * len(text)
    for match in _ROUND.finditer(text):
        if match.group(2):
            return []
        found.append((match.start(), int(match.group(1))))
        taken[match.start() : match.end()] = [True] * (match.end() - match.start())
    for match in re.finditer("首轮", text):
        found.append((match.start(), 1))
    for key, number in named:
        for match in re.finditer(re.escape(key), text) if key else ():
            if not any(taken[match.start() : match.end()]):
                taken[match.start() : match.end()] = [True] * len(key)
                found.append((match.start(), number))
    return sorted(found)


def _paired(
    text: str, clock: list[tuple[time, re.Match[str]]], named: list[tuple[str, int]]
) -> list[tuple[int, time]]:
    """Rounds and times alternating on one line, each round after its time (``上午9点 第3轮
    下午15点第4轮``) or each before it (``半决赛 14:00 决赛 15:30``): (round, time) in order; none
    unless there are at least two of each, as many times as rounds, and they alternate."""
    mentions = _mentions(text, named)
    if len(mentions) < 2 or len(mentions) != len(clock):
        return []
    starts = [m.start() for _, m in clock] + [len(text)]
    after = [where for where, _ in mentions[1:]] + [len(text)]
    time_first = all(
        clock[k][1].end() <= where < starts[k + 1] for k, (where, _) in enumerate(mentions)
    )
    name_first = all(  # each round before its time: 半决赛 14:00 决赛 15:30
        where < clock[k][1].start() < after[k] for k, (where, _) in enumerate(mentions)
    )
    if not (time_first or name_first):
        return []
    return [(number, clock[k][0]) for k, (_, number) in enumerate(mentions)]


def _rounds_named(text: str, named: list[tuple[str, int]]) -> list[int]:
    """The rounds a text names: 第N轮 (第5/6轮: both; 首轮 the first), else a knockout round's
    label."""
    match = _ROUND.search(text)
    first = text.find("首轮")
    if first >= 0 and (match is None or first < match.start()):
        return [1]  # 首轮比赛将于4月7日上午10时打响: round 1
    if match:
        return [int(match.group(1))] + ([int(match.group(2))] if match.group(2) else [])
    for key, number in named:
        if key and key in text:
            return [number]
    return []


def read_cuts(sents: list[Sentence], out: Reading) -> None:
    """A weighted elimination's cuts: ``【第2轮】… 100进64`` keeps 64 after round 2; a rule
    ``整合128人晋级`` in a sentence about round 1 overrides the timetable's figure (which is then
    the one the timetable announced)."""
    if out.value("format") in ("knockout", "group_knockout", "swiss_knockout"):
        return  # 第一轮（32进16）: a knockout round's label, no cut of a weighted field
    cuts: dict[int, tuple[int, Sentence]] = {}
    for s in sents:
        match = _ROUND.search(s.text)
        cut = _CUT.search(s.text)
        if match and cut and not match.group(2):
            cuts.setdefault(int(match.group(1)), (int(cut.group(1)), s))
    announced = {n: keep for n, (keep, _) in cuts.items()}
    timetable = cuts.get(1)
    for line in by_line(sents).values():
        text = " ".join(p.text for p in line)
        rule = re.search(r"第\s*1\s*轮.*?(?:整合|共|取)\s*(\d+)\s*人晋级", text)
        if rule and 1 in cuts:
            said = next((p for p in line if re.search(r"\d+\s*人晋级", p.text)), line[0])
            cuts[1] = (int(rule.group(1)), said)
    for n, (keep, s) in sorted(cuts.items()):
        out.add(f"cut.{n}", keep, s)
    if timetable is not None and any(announced[n] != cuts[n][0] for n in announced):
        out.add("announced_cuts", announced, timetable[1])


def read_weights(lines: list[tuple[str, Sentence]], out: Reading) -> None:
    """``加权系数分别设置为：0.2；0.4；0.6；0.8；1.0 1.0``: one weight a round, in order."""
    for text, s in lines:
        if not re.search(r"加权系数|权值|权重", text):
            continue
        tail = re.split(r"加权系数|权值|权重", text, maxsplit=1)[1]
        values = re.findall(r"(?<![\d.])(\d\.\d+|[01])(?![\d.])", tail)
        if len(values) >= 2 and "分别" in text:
            out.add("weights", values, s)
            return


def read_prize_total(sents: list[Sentence], out: Reading) -> None:
    """``预计总奖励：3588元``, ``总奖金10万元``, ``总奖金：9900`` (the sentence ends with the
    number): the total the regulation announces."""
    for s in sents:
        match = re.search(
            r"(?:总奖(?:励|金)额?|奖金总(?:额|计)|奖金合计|奖金共计?"
            r"|(?:比赛|大赛|赛事|本届|本次)\S{0,4}?设(?:总)?奖金(?=\s*\d)"
            r"|奖(?:金|励)\s*:\s*(?:以上)?\s*(?:共计|合计|总计))"
            r"\s*(?:为|:|达)?\s*"
            r"(\d+(?:\.\d+)?)\s*(?:(万)?\s*元|(万)(?=\s*(?:\(|税前|$|[,;。]))|$)",
            s.text,
        )
        if match:
            amount = float(match.group(1)) * (10000 if match.group(2) or match.group(3) else 1)
            out.add("prize_total", int(amount), s)
            return


def first_start(out: Reading) -> datetime | None:
    starts = [
        f.value
        for k, f in out.found.items()
        if k.startswith("round.") and isinstance(f.value, datetime)
    ]
    return min(starts) if starts else None
