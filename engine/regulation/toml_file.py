"""A tournament's regulation as a TOML file for its organisers (`/规程`), comments kept.

A tournament stores its regulation parsed (``Tournament.regulation``, the JSON snapshot) and
the file it was made or last updated from (``regulation_text``; None: its preset's file). The
file sent is that text with the stored values written in where they differ (a `/设置` since):
each changed key's line is rewritten (its comment kept), a key the file did not write is added
at the end of its table, a key now empty is removed, and where a change sits inside an array or
an inline table the whole value is written again. The result is read back: when it does not
give the stored regulation exactly (a change the rewriting cannot place, such as a timetable
of another length written as ``[[schedule.rounds]]`` tables), the whole regulation is written
out instead, without the comments (``dumps``).
"""

import json
import re
import tomllib
from typing import cast

from pydantic import ValidationError

from .loading import KeyPath, _presets_dir, _split_assignment, _split_key
from .revision import JsonTable, changed_paths
from .schema import Regulation

GENERATED = "# 本赛事规程（按当前设置生成；原文件的注释未能保留）\n"
_DATE_LIKE = re.compile(
    r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$|^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$"
)
_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def regulation_file(stored: JsonTable, text: str | None, preset: str) -> str:
    """The regulation file of a tournament: its text (else its preset's) with the stored
    values written in; the whole regulation written out where that cannot be done."""
    sources = [text] if text else []
    path = _presets_dir() / f"{preset}.toml"
    if path.is_file():
        sources.append(path.read_text(encoding="utf-8"))
    for bare in (True, False):  # a text that reads as a date is quoted on the second try
        for source in sources:
            written = rewrite(source, stored, bare)
            if written is not None:
                return written
    whole = dumps(stored)
    return GENERATED + (whole if _parsed(whole) == stored else dumps(stored, bare=False))


def _parsed(text: str) -> JsonTable | None:
    try:
        return Regulation.model_validate(tomllib.loads(text)).model_dump(mode="json")
    except (tomllib.TOMLDecodeError, ValidationError):
        return None


def key_text(key: str) -> str:
    """A TOML key: bare where it can be, else quoted."""
    return key if _BARE.match(key) else json.dumps(key, ensure_ascii=False)


def value_text(value: object, indent: str = "", bare: bool = True) -> str:
    """A JSON value as a TOML value: dates and times bare (``bare``; else quoted, which the
    schema reads too), tables inline, a list of tables one item a line."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        if bare and _DATE_LIKE.match(value):
            return value
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        items = [
            f"{key_text(k)} = {value_text(v, bare=bare)}" for k, v in value.items() if v is not None
        ]
        return "{ " + ", ".join(items) + " }" if items else "{}"
    if isinstance(value, list):
        if value and all(isinstance(v, dict) for v in value):
            inner = "".join(f"{indent}  {value_text(v, bare=bare)},\n" for v in value)
            return f"[\n{inner}{indent}]"
        return "[" + ", ".join(value_text(v, bare=bare) for v in value) + "]"
    raise TypeError(f"no TOML for {value!r}")


def _at(data: object, path: KeyPath) -> object:
    for part in path:
        if isinstance(data, dict) and isinstance(part, str):
            data = data.get(part)
        elif isinstance(data, list) and isinstance(part, int) and part < len(data):
            data = data[part]
        else:
            return None
    return data


class _Layout:
    """Where a TOML text writes its tables and keys: headers (path -> line index), assignments
    (path -> first and last line index, the key as written), each table's last line."""

    def __init__(self, lines: list[str]):
        self.headers: dict[KeyPath, int] = {}
        self.assignments: dict[KeyPath, tuple[int, int, str]] = {}
        self.last: dict[KeyPath, int] = {}
        self.ok = True
        counts: dict[KeyPath, int] = {}
        table: KeyPath = ()
        i = 0
        while i < len(lines):
            stripped = lines[i].strip()
            if stripped.startswith("[["):
                raw = tuple(_split_key(stripped[2 : stripped.find("]]")]))
                counts[raw] = counts.get(raw, -1) + 1
                for nested in [t for t in counts if t[: len(raw)] == raw and t != raw]:
                    del counts[nested]
                table = self._resolve(raw, counts)
                self.headers[table] = self.last[table] = i
            elif stripped.startswith("["):
                table = self._resolve(tuple(_split_key(stripped[1 : stripped.find("]")])), counts)
                self.headers[table] = self.last[table] = i
            elif stripped and not stripped.startswith("#") and "=" in stripped:
                key, _, _ = _split_assignment(stripped)
                end = self._end(lines, i)
                if end is None:
                    self.ok = False
                    return
                self.assignments[table + tuple(_split_key(key))] = (i, end, key)
                self.last[table] = end
                i = end
            i += 1

    @staticmethod
    def _resolve(raw: KeyPath, counts: dict[KeyPath, int]) -> KeyPath:
        path: list[str | int] = []
        for end in range(1, len(raw) + 1):
            path.append(raw[end - 1])
            if raw[:end] in counts:
                path.append(counts[raw[:end]])
        return tuple(path)

    @staticmethod
    def _end(lines: list[str], start: int) -> int | None:
        """The last line of the value assigned at ``start`` (an array or a string may span
        lines): the first line from which the assignment reads as TOML."""
        for end in range(start, len(lines)):
            try:
                tomllib.loads("\n".join(line.strip() for line in lines[start : end + 1]))
                return end
            except tomllib.TOMLDecodeError:
                continue
        return None


def _comment(line: str) -> str:
    """The trailing comment of a one-line assignment (with the spaces before it), or ''."""
    quote = None
    for i, char in enumerate(line):
        if quote:
            if char == "\\" and quote == '"':
                continue
            quote = None if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#":
            spaces = len(line[:i]) - len(line[:i].rstrip())
            return line[i - spaces :]
    return ""


def rewrite(source: str, stored: JsonTable, bare: bool = True) -> str | None:
    """``source`` with ``stored``'s values written where they differ; None when the result
    would not read back as ``stored``."""
    current = _parsed(source)
    if current is None:
        return None
    if current == stored:
        return source
    lines = source.splitlines()
    layout = _Layout(lines)
    if not layout.ok:
        return None
    edits: dict[int, tuple[int, list[str]]] = {}  # first line -> (last line, new lines)
    inserts: dict[int, list[str]] = {}  # after line -> new lines
    for path in changed_paths(current, stored):
        prefix = next(
            (path[:n] for n in range(len(path), 0, -1) if path[:n] in layout.assignments), None
        )
        if prefix is not None:
            start, end, key = layout.assignments[prefix]
            value = _at(stored, prefix)
            indent = lines[start][: len(lines[start]) - len(lines[start].lstrip())]
            if value is None:
                edits[start] = (end, [])
            else:
                tail = _comment(lines[start]) if start == end else ""
                edits[start] = (end, [f"{indent}{key} = {value_text(value, indent, bare)}{tail}"])
            continue
        parent, value = path[:-1], _at(stored, path)
        if value is None or not isinstance(path[-1], str):
            return None
        if parent != () and parent not in layout.headers:
            return None
        after = layout.last.get(parent, -1)
        if parent == ():
            after = max(
                (end for p, (_, end, _) in layout.assignments.items() if len(p) == 1), default=-1
            )
        inserts.setdefault(after, []).append(
            f"{key_text(path[-1])} = {value_text(value, bare=bare)}"
        )
    out: list[str] = []
    if -1 in inserts:
        out.extend(inserts[-1])
    i = 0
    while i < len(lines):
        if i in edits:
            end, new = edits[i]
            out.extend(new)
            out.extend(line for j in range(i, end + 1) for line in inserts.get(j, []))
            i = end + 1
            continue
        out.append(lines[i])
        out.extend(inserts.get(i, []))
        i += 1
    result = "\n".join(out) + "\n"
    return result if _parsed(result) == stored else None


def _section(value: object) -> bool:
    return isinstance(value, dict) or (
        isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)
    )


def _dotted(path: tuple[str, ...]) -> str:
    return ".".join(key_text(part) for part in path)


def _table(
    out: list[str], path: tuple[str, ...], table: JsonTable, header: str | None, bare: bool
) -> None:
    if header is not None:
        out.append("")
        out.append(header)
    for key, value in table.items():
        if value is not None and not _section(value):
            out.append(f"{key_text(key)} = {value_text(value, bare=bare)}")
    for key, value in table.items():
        here = (*path, key)
        if isinstance(value, dict):
            _table(out, here, value, f"[{_dotted(here)}]", bare)
        elif _section(value):
            for item in cast(list[JsonTable], value):
                _table(out, here, item, f"[[{_dotted(here)}]]", bare)


def dumps(data: JsonTable, bare: bool = True) -> str:
    """The whole regulation as TOML, without comments (every value written, defaults too)."""
    out: list[str] = []
    _table(out, (), data, None, bare)
    return "\n".join(out) + "\n"
