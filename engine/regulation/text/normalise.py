"""A regulation's text made readable by rules: traditional characters and pinyin glosses,
full-width forms, Chinese numerals, 上午/下午 times, and tables flattened to lines; then cut
into sentences, each keeping the words it was written in (what a value quotes)."""

import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction

from .flat_tables import rows_of_flat_tables

# the traditional characters regulations use in the words the readers look for (seed 004)
_TRADITIONAL = str.maketrans(
    "賽輪場報積負勝獎時間團體臺組別單環編規則處罰遲鐘萬國際圍軍數對進級決將"
    "競項協會擔費額號點隊員參選週歲齡屆開閉錄獲證書區計達與業餘為於從後"
    "盤連續權應責漢陣選晉標準準備註冊個兩條內網聯繫電話離禮獲牌貳參換"
    "記擊確變關輸贏則裁務負責衝優勢縣預設計劃報滿額戰員細規範屬產護雙幣亞敗辦職勵總補該盃輔複"
    "較籤錦強線順無違據門結東學導讀錶棄認來兒圓億頒發狀紀絡傳資訊頁齊賠償廳館樓層請繳須鬥談罵態惡"
    "嚴緒給歡們還運動鎮鄉廣氣華軟碼機腦寫稱謂類擇憑舉階採",
    "赛轮场报积负胜奖时间团体台组别单环编规则处罚迟钟万国际围军数对进级决将"
    "竞项协会担费额号点队员参选周岁龄届开闭录获证书区计达与业余为于从后"
    "盘连续权应责汉阵选晋标准准备注册个两条内网联系电话离礼获牌贰参换"
    "记击确变关输赢则裁务负责冲优势县预设计划报满额战员细规范属产护双币亚败办职励总补该杯辅复"
    "较签锦强线顺无违据门结东学导读表弃认来儿圆亿颁发状纪络传资讯页齐赔偿厅馆楼层请缴须斗谈骂态恶"
    "严绪给欢们还运动镇乡广气华软码机脑写称谓类择凭举阶采",
)
_VARIANTS = str.maketrans(
    {"毎": "每", "釆": "采", "〇": "零", "―": "-", "—": "-", "–": "-", "∼": "~"}
)
# a 12-hour time in English: 11am, 7pm, 9:00am, 6:00 p.m.
_MERIDIEM = re.compile(
    r"(?<!\d)(?<!\d:)(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\b\.?", re.IGNORECASE
)  # 7pm, 9:00am, 9.00am (a Malaysian page's dot)


# a round named in English: First Round … Eleventh Round
_ORDINALS = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth",
]  # fmt: skip
_ORDINAL_ROUND = re.compile(rf"\b({'|'.join(_ORDINALS)})\s+round\b", re.IGNORECASE)
# a round numbered in English: R1 上午9:00, Round 5 (a round's name before its time or a colon)
_NUMBERED_ROUND = re.compile(
    r"(?<![A-Za-z0-9])(?:R|Round\s*)(\d{1,2})(?=\s*(?:[:：]|\s|$|[\u4e00-\u9fff]))",
    re.IGNORECASE,
)


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
# a day written in English as a timetable's heading: Saturday 14 March, March 14 (a day and its
# month after a weekday, or the month first; 4 Aug 2013, 1 Sep 2013 in a sentence is left alone)
_ENGLISH_DAY = re.compile(
    rf"(?:\b[a-z]+day,?\s+(\d{{1,2}})\s+{_MONTH}(?!\s*\d)|\b{_MONTH}\s+(\d{{1,2}})\b(?!\s*,?\s*\d))",
    re.IGNORECASE,
)


def _english_day(match: re.Match[str]) -> str:
    day = match.group(1) or match.group(4)
    month = _MONTHS.index((match.group(2) or match.group(3)).lower()[:3]) + 1
    return f"{month}月{int(day)}日"


def _meridiem(match: re.Match[str]) -> str:
    hour = int(match.group(1)) % 12 + (12 if match.group(3).lower() == "p" else 0)
    return f"{hour}:{match.group(2) or '00'}" if int(match.group(1)) <= 12 else match.group(0)


_PINYIN = re.compile(r"\([a-zàáâäèéêëìíîïòóôöùúûüāēīōūǎěǐǒǔǖǘǚǜńňḿ]{1,8}\)")

_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5}
_DIGITS |= {"六": 6, "七": 7, "八": 8, "九": 9}
_NUMERAL = "零一二两三四五六七八九十百千"
# a Chinese numeral counts something when a unit follows it or 第 leads it
_COUNTED = re.compile(
    rf"(?<=[第进前])[{_NUMERAL}]+|[{_NUMERAL}]+(?=[轮名月日号点时局盘次人组届元个进强段秒周岁天场台位]|至[{_NUMERAL}]+名)"
    rf"|(?<=[时点])[{_NUMERAL}]+(?=分)"  # 九时三十分: the minutes of a time of day
    rf"|[{_NUMERAL}]+(?=个?小时)"  # 每方各一小时
)
_AFTERNOON = re.compile(r"(下午|晚上|晚)\s*(\d{1,2})(?=\s*[:点时])")


def chinese_number(word: str) -> int | None:
    """一 → 1, 十六 → 16, 二十 → 20, 一百二十八 → 128; None for what is no numeral."""
    if not word or any(ch not in _NUMERAL for ch in word):
        return None
    if all(ch in _DIGITS for ch in word):  # 二零二三: digit by digit
        return int("".join(str(_DIGITS[ch]) for ch in word))
    total, digit = 0, 0
    for ch in word:
        if ch in _DIGITS:
            digit = _DIGITS[ch]
        else:
            unit = {"十": 10, "百": 100, "千": 1000}[ch]
            total += (digit or 1) * unit
            digit = 0
    return total + digit


# an amount in the numerals of money (壹万伍仟元, 参万元, 新台币伍万元整): in Arabic figures
_MONEY_DIGITS = "壹贰参叁肆伍陆柒捌玖拾佰仟"
_MONEY = str.maketrans(_MONEY_DIGITS, "一二三三四五六七八九十百千")
_MONEY_AMOUNT = re.compile(
    rf"[{_NUMERAL}{_MONEY_DIGITS}]+(?:万[{_NUMERAL}{_MONEY_DIGITS}]*)?(?=\s*(?:元|万元))"
)


# an amount in thousands written with Arabic digits: 第四名8仟元, 第九名2.5千元
_THOUSANDS = re.compile(r"([0-9０-９]+(?:[.．][0-9０-９]+)?)\s*[千仟]\s*(?=元)")


def _thousands(match: re.Match[str]) -> str:
    value = Fraction(unicodedata.normalize("NFKC", match.group(1))) * 1000
    return str(int(value)) if value.denominator == 1 else match.group(0)


def _money(match: re.Match[str]) -> str:
    word = match.group(0)
    if not any(ch in _MONEY_DIGITS for ch in word):
        return word  # 三万元 in plain numerals: read as before
    high, ten_thousands, low = word.translate(_MONEY).partition("万")
    value = chinese_number(high)
    if value is not None and ten_thousands:
        rest = chinese_number(low) if low else 0
        value = None if rest is None else value * 10000 + rest
    return word if value is None else str(value)


# places listed after 第: 第六、七、八、九、十名 (each one a place)
_PLACE_LIST = re.compile(rf"(?<=第)[{_NUMERAL}]+(?:、[{_NUMERAL}]+)+(?=名)")


def _numerals(text: str) -> str:
    def arabic(match: re.Match[str]) -> str:
        value = chinese_number(match.group(0))
        return match.group(0) if value is None else str(value)

    def places(match: re.Match[str]) -> str:
        values = [chinese_number(w) for w in match.group(0).split("、")]
        return match.group(0) if None in values else "、".join(str(v) for v in values)

    return _COUNTED.sub(arabic, _PLACE_LIST.sub(places, text))


def _afternoon(match: re.Match[str]) -> str:
    hour = int(match.group(2))
    return str(hour + 12 if hour < 12 else hour)


# an amount's currency written before it: NT$600,000元, S$ 2, 新台币700元, 人民币5000元, ￥300
_CURRENCY = re.compile(
    r"(?:NT\s*\$|S\s*\$|HKD?\s*\$|HKD|MOP\s*\$?|RM|新台币|台币|港币|人民币|RMB|¥|\$)\s*(?=\d)"
)
_GROUPED = re.compile(r"(?<![\d.])(\d{1,3})((?:,\d{3})+)(?![\d.])")


def _ungrouped(match: re.Match[str]) -> str:
    """600,000 → 600000 and 12,500 → 12500 (a thousands' comma); 500,300,200 is a list of
    amounts (each less than the one before it, none written with a leading 0) and stays."""
    groups = [match.group(1), *match.group(2).split(",")[1:]]
    values = [int(g) for g in groups]
    listed = all(not g.startswith("0") for g in groups[1:]) and all(
        a > b for a, b in zip(values, values[1:], strict=False)
    )
    return match.group(0) if listed else "".join(groups)


def _amounts(text: str) -> str:
    """Amounts in one form: the thousands' comma dropped, a currency sign before the number
    dropped (元 written after it when the text wrote none)."""
    out: list[str] = []
    pos = 0
    for sign in _CURRENCY.finditer(text):
        out.append(text[pos : sign.start()])
        number = re.match(r"\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?:\.\d+)?", text[sign.end() :])
        if number is None:  # the lookahead saw a digit
            pos = sign.end()
            continue
        digits = number.group(0).replace(",", "")
        end = sign.end() + number.end()
        tens = re.match(r"\s*万(?!\s*元)", text[end:])  # 人民币60万（税前）: 60万元
        if tens:
            out.append(digits + "万元")
            pos = end + tens.end()
            continue
        out.append(digits if re.match(r"\s*(?:万\s*)?元", text[end:]) else digits + "元")
        pos = end
    out.append(text[pos:])
    return _GROUPED.sub(_ungrouped, "".join(out))


# a year of the Republic (Taiwan's calendar) before a month or 年度: 113年3月24日 is 2024
_ROC_YEAR = re.compile(
    r"(?:中华民国|民国)?(?<!\d)(9\d|1[0-4]\d)(?=\s*年\s*(?:度|(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*月))"
)


_ROC_SLASHED = re.compile(
    r"(?<![\d/])(9\d|1[0-4]\d)/(1[0-2]|0?[1-9])/(3[01]|[12]\d|0?[1-9])(?![\d/])"
)
_ROC_WORDS = re.compile(r"(?<=民国)([一二三四五六七八九十百]{2,5})(?=\s*年)")
# a span of times written without their colons: 1300~1430
_HHMM = re.compile(
    r"(?<![\d:.])([01]\d|2[0-3])(00|10|15|20|30|40|45|50)(\s*[~-]\s*)"
    r"([01]\d|2[0-3])(00|10|15|20|30|40|45|50)(?!\d)"
)  # minutes of a timetable only: 2019-2020 stays two years


def _roc_year(match: re.Match[str]) -> str:
    return str(int(match.group(1)) + 1911)


_SPACED = re.compile(
    r"(?<=[\u4e00-\u9fff])\s+(?=\d+\s*(?:分|秒|小时|轮|名|人|元|岁|组|局|盘|次|台))"
    r"|(?<=\d)\s+(?=(?:分钟|分|秒|小时|轮|名|人|元|岁|组|局|盘|次|台)(?![\d]))"
)


_CIRCLED = re.compile(r"[\u2460-\u2473]")  # ① … ⑳


# points in Chinese numerals (分 is no unit _numerals counts): 胜得两分，和一分，负得零分
_POINT_NUMERAL = re.compile(
    r"(?<=[胜和负平输得计积记为])\s*([零〇一二两三四五六七八九十])\s*(?=分(?!之|钟))"
)
# a year written digit by digit in Chinese numerals: 二〇二五年 (二零二五年) is 2025年
_DIGIT_YEAR = re.compile(r"([一二][〇零○O０0一二三四五六七八九]{3})\s*年")
_YEAR_DIGITS = str.maketrans("〇零○O０一二三四五六七八九", "00000123456789")


def normal(text: str) -> str:
    """One piece of text in the readers' form: simplified, half-width, Arabic numerals, 24-hour
    times (7pm is 19:00), single spaces."""
    text = _PINYIN.sub("", text)
    text = text.translate(_TRADITIONAL).translate(_VARIANTS).replace("绩分", "积分")  # 瑞士绩分制
    text = _CIRCLED.sub(lambda m: f"({ord(m.group(0)) - 0x245F})", text)  # ③ → (3), an item
    text = _THOUSANDS.sub(_thousands, text)  # 8仟元, 2.5千元 (before 仟 is read as a numeral)
    text = _MONEY_AMOUNT.sub(_money, text)
    text = re.sub(r"([冠亚季殿])\s+军", r"\1军", text)  # 冠 军：… (spaced as a heading)
    text = re.sub(r"[准準]决赛|[准準]決賽", "半决赛", text)  # 準決賽: Hong Kong's semi-final
    text = re.sub(r"四分之一[决決]赛|四分之一決賽|1/4[决決][赛賽]", "8进4", text)  # quarter-finals
    text = re.sub(r"八分之一[决決]赛|八分之一決賽|1/8[决決][赛賽]", "16进8", text)
    text = re.sub(r"(\d?)½", lambda m: f"{m.group(1) or 0}.5", text)  # 和局得½分, 1½
    text = re.sub(r"(?<![\u4e00-\u9fff])([初复决预])\s+赛", r"\1赛", text)  # 初 賽、複 賽：
    text = unicodedata.normalize("NFKC", text)
    text = _amounts(text)
    text = _ROC_WORDS.sub(lambda m: str(chinese_number(m.group(1))), text)  # 民国九十二年
    text = _ROC_SLASHED.sub(
        lambda m: f"{int(m.group(1)) + 1911}年{int(m.group(2))}月{int(m.group(3))}日", text
    )  # 第一日（97/11/29）: a date of the Republic written with slashes
    text = _ROC_YEAR.sub(_roc_year, text)
    text = _DIGIT_YEAR.sub(lambda m: m.group(1).translate(_YEAR_DIGITS) + "年", text)  # 二〇二五年
    text = _HHMM.sub(r"\1:\2\3\4:\5", text)  # 1300~1430 (a page that lost its colons)
    text = re.sub(r"(\d)\s*万\s*(?:人民币|RMB)", r"\1万元", text)  # 16.6万人民币
    text = _POINT_NUMERAL.sub(lambda m: str(chinese_number(m.group(1)) or 0), text)
    text = _numerals(text)
    text = re.sub(r"(?<=\d)\s*(?:-{2,}|—{2,}|－{2,})\s*(?=\d)", "-", text)  # 6--8名: a range
    text = re.sub(r"(?<=\d)\s*分种", "分钟", text)  # 60分种: a common slip for 分钟
    text = re.sub(r"(?<=\d)一(?=\d{1,3}\s*名)", "-", text)  # 5一8名: a dash typed as 一
    text = re.sub(  # 八到十二名: a range's first place written alone
        r"([一二三四五六七八九十]{1,3})(?=\s*(?:到|至)\s*\d{1,3}\s*名)",
        lambda m: str(chinese_number(m.group(1)) or m.group(1)),
        text,
    )
    text = _MERIDIEM.sub(_meridiem, text)
    text = _ORDINAL_ROUND.sub(lambda m: f"第{_ORDINALS.index(m.group(1).lower()) + 1}轮", text)
    text = _NUMBERED_ROUND.sub(lambda m: f"第{int(m.group(1))}轮", text)  # R1, Round 5
    text = _ENGLISH_DAY.sub(_english_day, text)  # Saturday 14 March, March 14
    text = _AFTERNOON.sub(_afternoon, text)
    text = re.sub(r"[ \u3000\xa0]+", " ", text).strip()
    text = re.sub(r"(?<![A-Za-z])U (?=\d{1,2}\s*(?:组|岁|以下|及以下))", "U", text)  # U 10组
    # a page's spaces between a word and its number (每方基本用时 25 分) dropped
    return _SPACED.sub("", text)


@dataclass(frozen=True)
class Sentence:
    """One sentence of the regulation: ``words`` as written (quoted), ``text`` normalised,
    ``line`` the index of its line, ``cell`` its table cell (0 outside tables)."""

    words: str
    text: str
    line: int
    cell: int = 0


_ENDS = re.compile(r"(?<=[。；;!！?？])")
# a chain's label closed by a semicolon typed for its colon: 名次区分； 按…顺序为积分、对手分…
_LABEL_SEMICOLON = re.compile(r"(名次区分|区分名次|名次排列|排名办法|排名方法)\s*[；;]\s*(?=\S)")
_MARKUP = re.compile(r"\[/?[a-z]+(?:=[^\]]*)?\]")  # forum markup ([size=12pt])


def sentences(text: str) -> list[Sentence]:
    """The text as sentences: lines cut at 。；, a table row (cells split by tabs or runs of
    spaces) into its cells; empty pieces dropped."""
    out: list[Sentence] = []
    lines = _wrapped(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    for index, raw in enumerate(rows_of_flat_tables(lines, normal)):  # a table one cell a line
        line = _LABEL_SEMICOLON.sub(r"\1：", _MARKUP.sub("", raw))
        cells = [c for c in re.split(r"\t|\s{3,}", line)] if "\t" in line else [line]
        for cell_index, cell in enumerate(cells):
            for piece in (p for part in _ENDS.split(cell) for p in _inline_items(part)):
                words = piece.strip(" \t\u3000\xa0")
                if words:
                    out.append(Sentence(words, normal(words), index, cell_index))
    return out


# a line ending mid-sentence (a comma or an enumeration's 、): a page's wrap; the next line goes
# on with it unless it opens an item of its own
_WRAPPED = re.compile(r"[，,、]\s*$")
# a line that closes the list the line before left open: …、上轮名次 / 等排列名次。
_ENDS_A_LIST = re.compile(r"^\s*等\s*(?:排列|确定|决定|区分|排定)")
# a line that opens a list the next line writes: 1.奖前15名,发给奖金,依次为: / 160、150、…
_LEADS_A_LIST = re.compile(r"(?:依次|分别|依序)\s*(?:为|是)?\s*[:：]\s*$")
_OPENS_ITEM = re.compile(r"^\s*(?:[（(]?[一二三四五六七八九十\d]{1,3}[）)、.．]|[①-⑳])")


def _wrapped(lines: list[str]) -> list[str]:
    """``lines`` with each line that ends mid-sentence joined to the next (``第四名1000元，`` /
    ``第五名800元，…``); the joined line left empty, so that every line keeps its index."""
    out = list(lines)
    for i in range(len(out) - 1):
        nxt = out[i + 1]
        leads = _LEADS_A_LIST.search(out[i])  # (160、150… after it opens no item)
        goes_on = _WRAPPED.search(out[i]) or _ENDS_A_LIST.match(nxt) or leads
        if goes_on and nxt.strip() and (leads or not _OPENS_ITEM.match(nxt)):
            out[i + 1] = out[i].rstrip() + nxt.strip()
            out[i] = ""
    return out


# an item's number written inside a line, after a space or a label's colon: ``比赛办法：1. 比赛
# 采用…棋规 2. 比赛采用5轮积分编排制 3. 比赛用时60分钟+30秒``
_INLINE_ITEM = re.compile(r"(?:(?<=[\s:：])|^)(\d{1,2})\s*[.．、]\s*(?=[^\d\s.．、])")


def _inline_items(piece: str) -> list[str]:
    """A piece cut before each of its inline items' numbers where they count on (1, 2, 3: at
    least two of them) and the items are clauses (nine characters or more each but the last);
    the piece whole otherwise (``比赛组别：1.六段组 2.五段组 3.四段组``: a list of names, read as
    one)."""
    run: list[re.Match[str]] = []
    for mark in _INLINE_ITEM.finditer(piece):
        if run and int(mark.group(1)) == int(run[-1].group(1)) + 1:
            if _named(piece[run[-1].end() : mark.start()].strip()):
                return [piece]
            run.append(mark)
        elif len(run) < 2:
            run = [mark]
    if len(run) < 2:
        return [piece]
    cuts = [m.start() for m in run if m.start() > 0]
    return [piece[a:b] for a, b in zip([0, *cuts], [*cuts, len(piece)], strict=True)]


def _named(item: str) -> bool:
    """Whether an item is a name in a list (``五段组``, ``戊组（13∼15级）``), not a clause."""
    return len(item) < 9 or bool(_GROUP_NAME.match(item))


_GROUP_NAME = re.compile(r"^\S{1,8}[组組](?:[（(][^）)]*[）)])?$")


_DATED_YEAR = re.compile(r"(?<!\d)((?:20|19)\d{2})\s*[年.\-/]\s*(?:1[0-2]|0?[1-9])\s*[月.\-/]")
# 2002年新颁围棋规则, 2020年版: a rules' edition, none (2025年第4期）比赛规则 is the event's)
_YEAR = re.compile(r"(?<!\d)((?:20|19)\d{2})\s*年(?![^\s)第期]{0,8}规则|版)")
_TITLE_YEAR = re.compile(
    r"^\D{0,6}((?:20|19)\d{2})(?![\d元人分])"
    r"|^\D{0,20}?((?:20|19)\d{2})(?=\s*(?:年|第|届|\)))"  # “夜猫杯”…积分赛（2025年第4期）
)


def own_year(text: str) -> int | None:
    """The regulation's year: that of the first full date it writes (``2023年12月16日``; a
    rules' edition, ``2002年版``, is no date), else the year leading its title
    (``2019深圳坪山揭棋公开赛``), else the first year it writes (a rules' year, ``2002年新颁围棋
    规则``, is none); None when it writes none."""
    head = normal(text[:6000])
    for match in _DATED_YEAR.finditer(head):
        after = re.match(r"[^,;。\n]{0,24}", head[match.end() :])
        if after is not None and "出生" in after.group(0):
            continue  # 2008年1月1日以后出生: a birth limit, not the event's year
        return int(match.group(1))
    for line in head.splitlines()[:3]:
        title = _TITLE_YEAR.match(line.strip())
        if title and not re.search(r"规则|规程\S{0,2}版|审定|修订", line):  # 采用2002年新颁围棋规则
            return int(title.group(1) or title.group(2))
    year = _YEAR.search(head)
    return int(year.group(1)) if year else None


def as_written(name: str, words: str) -> str:
    """A name as the text writes it: with its ``(含)`` (read 8岁含以下组), with its Chinese
    numerals (read 2段组 from 二段组)."""
    for written in ("（含）", "(含)"):
        if name.replace("含以", written + "以") in words:
            return name.replace("含以", written + "以")
    if name not in words:
        for match in re.finditer(r"[^\s、,，:：;；()（）]{1,12}?[组組]", words):
            for start in range(match.end() - 1, match.start() - 1, -1):
                if normal(words[start : match.end()]) == name:
                    return words[start : match.end()]
        for end in (m.end() for m in re.finditer("[组組]", words)):  # 三、四段组 (read 三、4段组)
            for start in range(max(0, end - len(name) - 4), end):
                if normal(words[start:end]) == name:
                    return words[start:end]
    return name


def by_line(sents: list[Sentence]) -> dict[int, list[Sentence]]:
    """The sentences grouped by the line they were written on, in the text's order."""
    lines: dict[int, list[Sentence]] = {}
    for s in sents:
        lines.setdefault(s.line, []).append(s)
    return lines


def split_outside(text: str, sep: str) -> list[str]:
    """``text`` cut where the pattern ``sep`` matches outside brackets (``长青组（55岁或以上）、
    高小组（小四至小六）`` cut at 、 gives two pieces); every piece kept, empty ones too."""
    pieces, start = [], 0
    for match in re.finditer(sep, text):
        before = text[: match.start()]
        if before.count("(") == before.count(")") and match.start() >= start:
            pieces.append(text[start : match.start()])
            start = match.end()
    return [*pieces, text[start:]]
