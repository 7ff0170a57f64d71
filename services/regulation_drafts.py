"""`/新建赛事 规程 [名称]`: a tournament drafted from its regulation's text (竞赛规程, pasted or
sent as a .txt or .docx file): the draft (engine/regulation/text) becomes a tournament in draft
state bound to the group, in one unit of work (`/撤销` takes it back); the reply is the summary
where every value carries the words it came from, the competition sentences not used and the
lint. The tournament keeps ``sources`` and ``unread`` for the API.

Who is expected to send the text waits in the chat layer (plugins/qisai/regulation_drafting.py).
"""

import io
import re
import zipfile
from datetime import datetime
from xml.etree import ElementTree

from sqlalchemy import func, select
from sqlmodel import col

from engine import formats
from engine import regulation as regulations
from engine.regulation.text import Draft, draft
from engine.regulation.text.draft import COMPETITION
from engine.regulation.text.normalise import normal
from engine.regulation.text.summary import drafted_lines
from engine.regulation.toml_file import dumps
from engine.signup_line import KEYWORD, stands_apart
from models import db
from models.tables import Round, Tournament, id_of

from . import schedule
from .common import Actor, Outcome, Refusal, require_organiser
from .outbox import owe
from .regulation_files import Target, check_creator, new_target
from .tournaments import found

NEW = "/新建赛事 规程 [名称]"
MIN_VALUES = 3
"""A text from which fewer values than this were read (besides its name) is no regulation."""
MAX_CHARS = 50_000

_WORD = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def docx_text(raw: bytes) -> str:
    """A .docx file's text (the standard library: its word/document.xml), a paragraph a line
    and a table row's cells separated by tabs (a 日程表 stays a table)."""
    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as archive:
            xml = archive.read("word/document.xml")
    except (zipfile.BadZipFile, KeyError):
        raise Refusal(
            "这个 .docx 文件打不开（不是 Word 文档）。请另存为 .docx 或 .txt 再发送。"
        ) from None
    body = ElementTree.fromstring(xml).find(f"{_WORD}body")
    lines: list[str] = []

    def paragraph(p: ElementTree.Element) -> str:
        return "".join(
            (node.text or "") if node.tag == f"{_WORD}t" else "\t"
            for node in p.iter()
            if node.tag in (f"{_WORD}t", f"{_WORD}tab")
        )

    for block in body if body is not None else []:
        if block.tag == f"{_WORD}p":
            lines.append(paragraph(block))
        elif block.tag == f"{_WORD}tbl":
            for row in block.iter(f"{_WORD}tr"):
                cells = [
                    " ".join(paragraph(p) for p in cell.iter(f"{_WORD}p"))
                    for cell in row.iter(f"{_WORD}tc")
                ]
                lines.append("\t".join(cells))
    return "\n".join(lines)


def file_text(name: str, raw: bytes) -> str:
    """The text of a regulation sent as a file: .docx, else plain text (UTF-8, else GB18030)."""
    if name.lower().endswith(".docx"):
        return docx_text(raw)
    if "." in name and not name.lower().endswith((".txt", ".text")):
        raise Refusal(
            f"“{name[-40:]}”不是 .txt 或 .docx 文件。请把竞赛规程存为 .txt 或 .docx 再发送，"
            "或直接把规程文字粘贴发来。"
        )
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise Refusal("这个文件不是文本（UTF-8 或 GBK 编码），请存为 .txt 或 .docx 再发送。")


async def drafted(tid: int) -> tuple[dict[str, str], list[str]] | None:
    """What tournament ``tid`` was drafted from: its sources and unread sentences; None for a
    tournament made from a preset or a regulation file."""
    async with db.session() as s:
        t = await s.get(Tournament, tid)
    if t is None or t.sources is None:
        return None
    return dict(t.sources), list(t.unread or [])


async def target(actor: Actor, name: str | None) -> Target:
    """`/新建赛事 规程 [名称]`: a new tournament of this group (superusers, and organisers of a
    tournament already bound to it, as `/新建赛事`)."""
    return await new_target(actor, name, "规程")


def read_draft(text: str, name: str | None) -> Draft:
    """The draft of a text, refused when it is too long or reads as no regulation."""
    if len(text) > MAX_CHARS:
        raise Refusal(f"规程文字太长（{len(text)} 字，最多 {MAX_CHARS} 字）。请只发竞赛规程本身。")
    result = draft(text, name)
    values = [k for k in result.sources if k not in ("name", "game")]
    if len(values) < MIN_VALUES:
        raise Refusal(
            "这段文字里没有读到比赛的规定（赛制、轮次、日期、积分、名次区分、奖金等），"
            "没有新建赛事。请发来竞赛规程的全文（文字，或 .txt / .docx 文件），例如含"
            "“采用积分编排制，共赛7轮”“报名截止日期为…”的规程。"
        )
    return result


DRAFTED_HEAD = (
    "# 本规程由竞赛规程的文字起草（/新建赛事 规程）：每项的依据见 /规程 文字。\n"
    "# 核对改好后发送 /规程 更新 再发回本文件。\n"
)


def drafted_file(reg: regulations.Regulation) -> str:
    """The regulation file of a drafted tournament: the draft written out (no preset's
    comments, which speak of another event), headed by where it came from."""
    stored = reg.model_dump(mode="json")
    for bare in (True, False):  # a text that reads as a date is quoted on the second try
        text = DRAFTED_HEAD + dumps(stored, bare=bare)
        try:
            if regulations.load_regulation(text).model_dump(mode="json") == stored:
                return text
        except regulations.RegulationError:
            continue
    return DRAFTED_HEAD + dumps(stored, bare=False)


def _reply(head: str, result: Draft, reg: regulations.Regulation, now: datetime) -> str:
    lines = [
        head,
        f"读到 {len(result.sources)} 项，每项后面是它依据的原文；"
        "标“预设默认”的是规程没写、沿用预设的值：",
        *drafted_lines(result),
    ]
    if regulations.has_past_dates(reg, now):
        lines.append("规程里的日期已经过去：请用 /设置 第1轮 2026-12-12 20:00 设定新日期。")
    warnings = regulations.lint(reg)
    if warnings:
        lines.append(f"规程提示（{len(warnings)} 条）：")
        lines.extend(
            f"· [{w.clause}] {'错误：' if w.level == 'error' else ''}{w.message}" for w in warnings
        )
    lines.append(
        "规程较长分几条发的，10 分钟内接着发其余部分，我会并入重新起草同一个赛事。"
        "请核对：用 /设置 改正，或 /规程 下载规程文件改好后 /规程 更新；"
        "核对无误后 /开放报名。误建可发送 /撤销。"
    )
    return "\n".join(lines)


async def create(actor: Actor, where: Target, text: str, now: datetime) -> tuple[Outcome, int]:
    """The tournament drafted from ``text``, in draft state, bound to the target's group; the
    reply names its #N and shows the draft value by value. Returns the reply and the id."""
    if actor.group_id != where.group_id:
        raise Refusal(f"请在发送 {NEW} 的群里发送规程文字。")
    result = read_draft(re.sub(r"\r\n?", "\n", text), where.name)
    reg = result.reg
    async with db.unit(actor.user_id, "新建赛事 规程") as work:
        if not actor.superuser:
            await check_creator(actor)
        overrides = {"名称": where.name} if where.name else {}
        t = await found(work, actor, reg, result.preset, overrides, True, now, drafted_file(reg))
        t.sources = result.sources
        t.unread = result.unread
        head = (
            f"已按竞赛规程起草赛事 #{t.id}「{t.name}」（{formats.display_name(t.format)}，"
            f"以预设 {result.preset} 为底），已绑定本群，状态：待定赛程（草稿）。"
        )
        outcome = owe(work, Outcome(_reply(head, result, reg, now), long=True), actor)
        return outcome, id_of(t)


def continues(text: str) -> bool:
    """Whether a message after a draft reads as more of the regulation (a part sent on its
    own): long enough and about competition, not a remark in the chat, nor a sign-up line
    (「报名 张三 12345678 …」 is someone signing up, whatever words it holds)."""
    signing = KEYWORD.match(text)
    if signing is not None and stands_apart(text, signing.end()):
        return False
    return len(text.strip()) >= 20 and bool(COMPETITION.search(normal(text)))


async def redraft(actor: Actor, where: Target, tid: int, text: str, now: datetime) -> Outcome:
    """More of the regulation's text for the tournament drafted from its first part: the
    whole text drafted again into the same tournament, while it is still a draft with no
    round seated (one unit of work; `/撤销` takes it back)."""
    result = read_draft(re.sub(r"\r\n?", "\n", text), where.name)
    reg = result.reg
    async with db.unit(actor.user_id, "新建赛事 规程") as work:
        s = work.session
        t = await s.get(Tournament, tid)
        if t is None or t.deleted_at is not None or t.status != "draft" or t.signup_open:
            raise Refusal("起草的赛事已不是草稿（已删除或已开放报名），没有并入。")
        work.tournament_id = t.id
        await require_organiser(s, t, actor, "起草赛事")
        seated = await s.scalar(select(func.count()).where(col(Round.tournament_id) == t.id))
        if seated:
            raise Refusal("起草的赛事已经编排，没有并入。请用 /设置 或 /规程 更新 修改。")
        stored = reg.model_dump(mode="json")
        t.regulation = stored
        t.regulation_text = drafted_file(reg)
        t.preset = result.preset
        t.format = stored["format"]["kind"]
        t.name = reg.name
        t.sources = result.sources
        t.unread = result.unread
        await schedule.sync_events(s, t, now)
        head = (
            f"已并入，重新起草赛事 #{t.id}「{t.name}」（{formats.display_name(t.format)}，"
            f"以预设 {result.preset} 为底），状态：待定赛程（草稿）。"
        )
        return owe(work, Outcome(_reply(head, result, reg, now), long=True), actor)
