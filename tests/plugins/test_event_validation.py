"""plugins/qisai/compat.py: nonebot validates every segment of every event through
`type_validate_python`, which builds a pydantic TypeAdapter per call; qisai builds one per type
(about a fifth of the bot's time per message in a busy group, bench/README.md)."""

from nonebot.adapters.onebot.v11 import GroupMessageEvent

from tests.utils import at, group_event, text


def test_each_type_is_compiled_once_however_many_events(monkeypatch):
    from plugins.qisai import compat

    built: list = []
    real = compat.TypeAdapter

    def counted(type_):
        built.append(type_)
        return real(type_)

    monkeypatch.setattr(compat, "TypeAdapter", counted)
    monkeypatch.setattr(compat, "_adapters", {})

    events = [
        group_event(str(346631485 + i), [text(f"报名 【粤】恋恋{i} {346631485 + i}"), at("10002")])
        for i in range(20)
    ]

    # the events come out as before: group messages with their text and mention
    assert all(isinstance(e, GroupMessageEvent) for e in events)
    assert [e.get_plaintext() for e in events[:2]] == [
        "报名 【粤】恋恋0 346631485",
        "报名 【粤】恋恋1 346631486",
    ]
    assert events[0].get_message()[1].data["qq"] == "10002"
    # 20 events of two segments each: every type compiled once, not once per segment
    assert built and len(built) == len(set(map(repr, built))), built


def test_nonebot_validates_through_the_cache():
    """The patch reached the modules that imported nonebot's function by name."""
    import sys

    from plugins.qisai import compat

    users = [
        name
        for name, module in sys.modules.items()
        if name.startswith("nonebot") and getattr(module, "type_validate_python", None) is not None
    ]
    assert users
    assert all(
        sys.modules[name].type_validate_python is compat.type_validate_python for name in users
    ), users
