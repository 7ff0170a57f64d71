"""The marked tables and complete examples of a doc (docs/REGULATION.md, docs/SERIES.md) for
the tests that hold the doc against the code: a table follows a marker line
``<!-- schema: module.Model -->`` (``<!-- schema: module.Model + module.Parent -->`` for a table
extending another's keys) or ``<!-- registry: name -->``, then its header and separator rows."""

import importlib
import re
from typing import get_args

from pydantic import BaseModel

_MARKER = re.compile(r"<!-- (schema|registry): (.+?) -->")

SchemaTables = dict[type[BaseModel], tuple[type[BaseModel] | None, list[list[str]]]]


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def tables(doc: str) -> list[tuple[str, str, list[list[str]]]]:
    """(marker kind, marker text, body rows) of every marked table of the doc."""
    lines = doc.splitlines()
    out = []
    for i, line in enumerate(lines):
        found = _MARKER.fullmatch(line.strip())
        if not found:
            continue
        rows = []
        for row in lines[i + 3 :]:  # the marker, the header row, the separator row
            if not row.startswith("|"):
                break
            rows.append(_cells(row))
        out.append((found.group(1), found.group(2), rows))
    return out


def key(cell: str) -> str:
    return cell.strip("`")


def model(path: str) -> type[BaseModel]:
    module, _, name = path.rpartition(".")
    found = getattr(importlib.import_module(module), name)
    assert isinstance(found, type) and issubclass(found, BaseModel), path
    return found


def schema_tables(doc: str) -> SchemaTables:
    """Documented model → (the model whose table it extends, its rows)."""
    out: SchemaTables = {}
    for kind, text, rows in tables(doc):
        if kind != "schema":
            continue
        own, _, parent = (part.strip() for part in text.partition("+"))
        documented = model(own)
        assert documented not in out, f"{own} is documented twice"
        out[documented] = (model(parent) if parent else None, rows)
    return out


def registry(doc: str, name: str) -> list[list[str]]:
    """The rows of the doc's one registry table ``name``."""
    found = [rows for kind, text, rows in tables(doc) if kind == "registry" and text == name]
    assert len(found) == 1, name
    return found[0]


def complete_files(doc: str) -> list[str]:
    """The doc's TOML examples that are whole files (a block starting ``# complete file``)."""
    blocks = re.findall(r"```toml\n(.*?)```", doc, flags=re.S)
    return [block for block in blocks if block.startswith("# complete file\n")]


def models_in(annotation: object) -> list[type[BaseModel]]:
    """The models an annotation names (inside unions, lists, dicts …)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in get_args(annotation) for m in models_in(arg)]
