"""Normalise event payloads that real OneBot v11 implementations send in shapes the adapter's
models reject.

NapCat sends `sender.level` (and sometimes `card`, `title`, `area`) as numbers; the adapter's
Sender model wants strings, fails, and the event silently degrades to a bare `Event`, so no
group handler ever fires. We coerce those fields before the adapter validates the payload.
"""

from typing import Any

from nonebot.adapters.onebot.v11 import Adapter

_STRING_FIELDS = ("nickname", "sex", "card", "area", "level", "role", "title")
_original = Adapter.json_to_event.__func__  # type: ignore[attr-defined]


def normalise_payload(data: Any) -> Any:
    """Coerce the sender's string fields of a v11 event payload to strings, in place."""
    if isinstance(data, dict) and isinstance(data.get("sender"), dict):
        sender = data["sender"]
        for key in _STRING_FIELDS:
            value = sender.get(key)
            if value is not None and not isinstance(value, str):
                sender[key] = str(value)
    return data


def _json_to_event(cls, json_data: Any):
    return _original(cls, normalise_payload(json_data))


Adapter.json_to_event = classmethod(_json_to_event)  # type: ignore[method-assign]
