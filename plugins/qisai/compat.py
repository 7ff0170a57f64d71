"""Normalise event payloads that real OneBot v11 implementations send in shapes the adapter's
models reject.

NapCat sends `sender.level` (and sometimes `card`, `title`, `area`) as numbers; the adapter's
Sender model wants strings, fails, and the event silently degrades to a bare `Event`, so no
group handler ever fires. A message segment without `data` (or a text segment without
`data.text`) crashes the adapter's at-me check and the event is dropped. We coerce those fields
before the adapter validates the payload. Each event is stamped with when it was received
(incoming.stamp), in the adapter's reading loop before any await.
"""

from typing import Any

from nonebot.adapters import Event
from nonebot.adapters.onebot.v11 import Adapter

from .incoming import stamp

_STRING_FIELDS = ("nickname", "sex", "card", "area", "level", "role", "title")
_original = Adapter.json_to_event.__func__  # type: ignore[attr-defined]


def normalise_payload(data: object) -> object:
    """Coerce the sender's string fields of a v11 event payload to strings, and give every
    message segment a `data` object (a text segment a `text` string), in place."""
    if not isinstance(data, dict):
        return data
    if isinstance(data.get("sender"), dict):
        sender = data["sender"]
        for key in _STRING_FIELDS:
            value = sender.get(key)
            if value is not None and not isinstance(value, str):
                sender[key] = str(value)
    if isinstance(data.get("message"), list):
        data["message"] = [_segment(seg) for seg in data["message"] if isinstance(seg, dict)]
    return data


def _segment(seg: dict) -> dict:
    if not isinstance(seg.get("data"), dict):
        seg["data"] = {}
    if seg.get("type") == "text":
        text = seg["data"].get("text")
        seg["data"]["text"] = "" if text is None else str(text)
    return seg


def _json_to_event(cls: type[Adapter], json_data: object) -> Event | None:
    event = _original(cls, normalise_payload(json_data))
    if event is not None:
        stamp(event)  # received now: sign-ups are numbered in this order
    return event


# the adapter's classmethod replaced by ours (mypy types a class attribute's callable apart)
Adapter.json_to_event = classmethod(_json_to_event)  # type: ignore[method-assign,assignment]


# --- one pydantic TypeAdapter per type -------------------------------------------------------
# nonebot validates every message segment of every event with `type_validate_python`, which
# builds a new pydantic TypeAdapter (a schema compiled from scratch) each call: about a tenth of
# the bot's time per message in a busy group. The adapter of a type is the same every time.

import sys  # noqa: E402

from nonebot import compat as _nonebot_compat  # noqa: E402
from pydantic import TypeAdapter  # noqa: E402

_validate_python = _nonebot_compat.type_validate_python
_adapters: dict[Any, TypeAdapter] = {}


def type_validate_python(type_: Any, data: Any) -> Any:
    """nonebot.compat.type_validate_python with the type's TypeAdapter built once."""
    try:
        adapter = _adapters.get(type_)
    except TypeError:  # an unhashable type form: built each time, as nonebot does
        return TypeAdapter(type_).validate_python(data)
    if adapter is None:
        adapter = _adapters[type_] = TypeAdapter(type_)
    return adapter.validate_python(data)


for _module in list(sys.modules.values()):
    if getattr(_module, "type_validate_python", None) is _validate_python:
        # a module that imported nonebot's function by name: its global, replaced
        vars(_module)["type_validate_python"] = type_validate_python
