"""Loading a regulation: TOML read with tomllib, validated by the schema; every error names the
key and its line. Presets are data/presets/<id>.toml."""

import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from engine.formats import FORMAT_KINDS
from engine.numbers import decimal_text

from .schema import Regulation

KeyPath = tuple[str | int, ...]
"""A key path into a regulation: table keys and array indices (``("format", "weights", 2)``)."""

PRESETS_DIR = Path(__file__).parent.parent.parent / "data" / "presets"


def _presets_dir() -> Path:
    """Where presets are read: ``engine.regulation.PRESETS_DIR`` (a deployment or a test may
    point it elsewhere)."""
    import engine.regulation as package

    return package.PRESETS_DIR


# --------------------------------------------------------------------------- errors and loading


@dataclass(frozen=True)
class RegulationIssue:
    """One problem in a regulation file: key path, the value given, what was expected, line."""

    path: str
    value: object
    expected: str
    line: int | None
    show_value: bool = True

    def message_cn(self) -> str:
        """e.g. `规程第 12 行 format.weights[2]：值 "abc" 不是数字，应为如 "0.2" 的小数或整数`."""
        where = f"规程第 {self.line} 行" if self.line else "规程"
        if self.path:
            where += f" {self.path}"
        if not self.show_value:
            return f"{where}：{self.expected}"
        shown = json.dumps(self.value, ensure_ascii=False, default=str)
        if len(shown) > 40:
            shown = shown[:37] + "…"
        return f"{where}：值 {shown} {self.expected}"


class RegulationError(Exception):
    """A regulation that cannot be used; ``issues`` name each key and line."""

    def __init__(self, issues: list[RegulationIssue], source_name: str = ""):
        self.issues = issues
        self.source_name = source_name
        super().__init__(self.message_cn())

    def message_cn(self) -> str:
        """The issues as a Chinese chat message, one a line."""
        lines = [issue.message_cn() for issue in self.issues]
        if len(lines) > 1:
            lines.insert(0, f"规程有 {len(lines)} 处错误：")
        return "\n".join(lines)


class PresetNotFound(LookupError):
    """No preset with that id."""

    def __init__(self, preset_id: str):
        self.preset_id = preset_id
        super().__init__(f"没有预设「{preset_id}」。可用的预设：{'、'.join(list_presets())}")


_EXPECTED = {
    "int_type": "不是整数",
    "int_parsing": "不是整数",
    "int_from_float": "不是整数",
    "bool_type": "应为 true 或 false",
    "bool_parsing": "应为 true 或 false",
    "string_type": "应为文字（用引号括起）",
    "list_type": "应为列表，如 [1, 2]",
    "tuple_type": "应为列表，如 [0, 1]",
    "dict_type": "应为表（[小节] 或 { 键 = 值 }）",
    "model_type": "应为表（[小节] 或 { 键 = 值 }）",
    "model_attributes_type": "应为表（[小节] 或 { 键 = 值 }）",
    "date_type": "不是日期，应为如 2023-10-06",
    "date_parsing": "不是日期，应为如 2023-10-06",
    "date_from_datetime_parsing": "不是日期，应为如 2023-10-06",
    "date_from_datetime_inexact": "不是日期，应为如 2023-10-06",
    "string_pattern_mismatch": "只能用小写字母、数字和下划线",
    "string_too_short": "不能为空",
}


def _expected(error: ErrorDetails) -> tuple[str, bool]:
    """Chinese text of what a pydantic error expected, and whether to show the value."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind == "missing":
        return "缺少此项", False
    if kind == "extra_forbidden":
        return "不认识的项，请检查拼写", False
    if kind == "union_tag_not_found":
        return "缺少 kind（赛制：" + "、".join(FORMAT_KINDS) + "）", False
    if kind == "literal_error":
        return "应为以下之一：" + "、".join(re.findall(r"'([^']*)'", ctx["expected"])), True
    if kind == "union_tag_invalid":  # the tags of its union: every format's, or a stage's
        tags = re.findall(r"'([^']*)'", str(ctx.get("expected_tags", ""))) or FORMAT_KINDS
        return "应为以下之一：" + "、".join(tags), True
    bounds = {
        "greater_than_equal": "应不小于 {ge}",
        "greater_than": "应大于 {gt}",
        "less_than_equal": "应不大于 {le}",
        "less_than": "应小于 {lt}",
        "too_short": "至少要有 {min_length} 项",
        "too_long": "最多 {max_length} 项",
        "string_too_long": "最多 {max_length} 个字",
    }
    if kind in bounds:
        return bounds[kind].format(**{k: decimal_text(v) for k, v in ctx.items()}), True
    return _EXPECTED.get(kind, error["msg"]), True


def _clean_loc(loc: KeyPath) -> KeyPath:
    """The key path of an error location: without the format tag pydantic inserts (once: a
    ``stages`` format's key ``stages`` stays), nor a stage's (``format.stages[i]``'s kind)."""
    parts: list[str | int] = []
    tagged = False
    for part in loc:
        if part == "[key]":
            continue
        if parts == ["format"] and part in FORMAT_KINDS and not tagged:
            tagged = True
            continue
        if len(parts) == 3 and parts[:2] == ["format", "stages"] and part in FORMAT_KINDS:
            continue
        parts.append(part)
    return tuple(parts)


def _path_text(loc: KeyPath) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


@dataclass
class _Open:
    """An open array or inline table of a value being scanned: its bracket, its key path (None:
    not recorded), the index of its next item and whether an item is being read."""

    bracket: str
    path: KeyPath | None
    next: int = 0
    in_item: bool = False


class _KeyLines:
    """Line numbers of the keys, tables and array items of a TOML text (for error messages)."""

    def __init__(self, source: str):
        self.lines: dict[KeyPath, int] = {}
        self._tables: dict[KeyPath, int] = {}  # array-of-tables path -> index of its last table
        self._stack: list[_Open] = []  # open arrays/inline tables
        self._string: str | None = None  # delimiter of an open multi-line string
        table: KeyPath = ()
        for number, text in enumerate(source.splitlines(), start=1):
            if self._stack or self._string:
                self._scan_value(text, number)
                continue
            stripped = text.strip()
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("[["):
                raw = tuple(_split_key(stripped[2 : stripped.find("]]")]))
                self._tables[raw] = self._tables.get(raw, -1) + 1
                for nested in [t for t in self._tables if t[: len(raw)] == raw and t != raw]:
                    del self._tables[nested]  # a new parent table starts its own sub-arrays
                table = self._resolve(raw)
                self.lines.setdefault(table[:-1], number)
                self.lines[table] = number
            elif stripped.startswith("["):
                table = self._resolve(tuple(_split_key(stripped[1 : stripped.find("]")])))
                self.lines[table] = number
            elif "=" in stripped:
                key, _, value = _split_assignment(stripped)
                path = table + tuple(_split_key(key))
                self.lines[path] = number
                self._stack = []
                self._scan_value(value, number, path)

    def _resolve(self, raw: KeyPath) -> KeyPath:
        path: list[str | int] = []
        for end in range(1, len(raw) + 1):
            path.append(raw[end - 1])
            if raw[:end] in self._tables:
                path.append(self._tables[raw[:end]])
        return tuple(path)

    def _scan_value(self, text: str, number: int, path: KeyPath | None = None) -> None:
        """Follow brackets and strings of a value, recording the line of each array item."""
        i = 0
        while i < len(text):
            if self._string:
                if text[i] == "\\" and self._string[0] == '"':
                    i += 2
                    continue
                if text.startswith(self._string, i):
                    i += len(self._string)
                    self._string = None
                else:
                    i += 1
                continue
            char = text[i]
            if char == "#":
                break
            if char in "]}":
                if self._stack:
                    self._stack.pop()
            elif char == ",":
                if self._stack:
                    self._stack[-1].in_item = False
            elif not char.isspace():
                item = self._item_path(number, path)
                if char in "[{":
                    self._stack.append(_Open(char, item))
                elif char in "\"'":
                    self._string = text[i : i + 3] if text.startswith(char * 3, i) else char
                    i += len(self._string)
                    continue
            i += 1

    def _item_path(self, number: int, path: KeyPath | None) -> KeyPath | None:
        """Path of a value starting here: a new item of the enclosing array, or the key's
        value."""
        if not self._stack:
            return path
        top = self._stack[-1]
        if top.bracket != "[" or top.in_item or top.path is None:
            return None
        item = (*top.path, top.next)
        top.next += 1
        top.in_item = True
        self.lines[item] = number
        return item

    def line_of(self, loc: KeyPath) -> int | None:
        """Line of the key path, or of its nearest enclosing key found."""
        for end in range(len(loc), 0, -1):
            if loc[:end] in self.lines:
                return self.lines[loc[:end]]
        return None


def _split_key(key: str) -> list[str]:
    """The parts of a (dotted, possibly quoted) TOML key."""
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"|\'([^\']*)\'|([^.\s]+)', key)
    return [next(p for p in groups if p) if any(groups) else "" for groups in parts]


def _split_assignment(line: str) -> tuple[str, str, str]:
    """`key = value` split at the first `=` outside quotes."""
    quote = None
    for i, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "=":
            return line[:i].strip(), "=", line[i + 1 :]
    return line, "", ""


def load_regulation(text: str, source_name: str = "") -> Regulation:
    """Parse and validate a regulation file; RegulationError names each bad key and its line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"at line (\d+), column (\d+)", str(exc))
        line = int(found.group(1)) if found else None
        column = f"第 {found.group(2)} 列，" if found else ""
        detail = re.sub(r"\s*\(at [^)]*\)$", "", str(exc))
        issue = RegulationIssue(
            "",
            None,
            f"TOML 写法有误（{column}{detail}），请检查引号、括号、等号和逗号",
            line,
            show_value=False,
        )
        raise RegulationError([issue], source_name) from None
    try:
        return Regulation.model_validate(data)
    except ValidationError as exc:
        raise RegulationError(_issues(exc, _KeyLines(text)), source_name) from None


def _issues(exc: ValidationError, key_lines: "_KeyLines | None" = None) -> list[RegulationIssue]:
    issues = []
    for error in exc.errors():
        loc = _clean_loc(error["loc"])
        expected, show_value = _expected(error)
        value = error.get("input")
        if error["type"] in ("union_tag_not_found", "union_tag_invalid"):
            loc, value = loc + ("kind",), value.get("kind")
        line = key_lines.line_of(loc) if key_lines else None
        show_value = show_value and not _is_table(value)
        issues.append(RegulationIssue(_path_text(loc), value, expected, line, show_value))
    return issues


def _is_table(value: object) -> bool:
    """Whether a value is a table or a list of tables (too long to quote in a message)."""
    return isinstance(value, dict) or (
        isinstance(value, list) and any(isinstance(v, dict) for v in value)
    )


def list_presets() -> list[str]:
    """The ids of the shipped presets (data/presets/<id>.toml), sorted."""
    return sorted(path.stem for path in _presets_dir().glob("*.toml"))


def load_preset(preset_id: str) -> Regulation:
    """The shipped preset ``preset_id``; PresetNotFound if there is none."""
    if preset_id not in list_presets():
        raise PresetNotFound(preset_id)
    path = _presets_dir() / f"{preset_id}.toml"
    return load_regulation(path.read_text(encoding="utf-8"), path.name)
