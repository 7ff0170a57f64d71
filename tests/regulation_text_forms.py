"""What the tests of the text readers' forms share: the values a text's draft states, and its
clock in the readers' form (加五秒 and 加5秒 are the same clock)."""

from engine.regulation.text import draft
from engine.regulation.text.normalise import normal
from engine.regulation.text.values import stated


def stated_values(text: str) -> dict[str, object]:
    """The values the draft of ``text`` states, by key."""
    return stated(draft(text))


def stated_clock(text: str) -> str:
    """The time control the draft of ``text`` states, in the readers' form."""
    said = stated_values(text)["time_control"]
    assert isinstance(said, str)
    return normal(said)
