"""Arbitrary OneBot v11 message segments (property-based, hypothesis): text of any script with
control characters, full-width digits and very long runs, @s of anyone, the bot or everyone,
images, faces, replies, forwards, JSON cards, voice. Whatever arrives, reading it
(incoming.from_event), routing it (dispatch.route) and the sign-up desk's reading
(parse_signup, own_line) never raise, and what they return keeps its promises."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.utils import SELF_ID, group_event, private_event

_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(),  # any code point, control characters and surrogate-free planes included
        st.sampled_from("０１２３４５６７８９／报名【粤】#@ \n\t\u200b\u3000"),
    ),
    max_size=300,
) | st.builds(
    lambda piece, n: piece * n,
    st.sampled_from(["1 ", "报名", "９", "\x00", "【", "@1"]),
    st.integers(1, 3000),
)

_QQ = st.integers(10_000, 99_999_999_999).map(str)

_SEGMENT = st.one_of(
    _TEXT.map(lambda t: {"type": "text", "data": {"text": t}}),
    st.one_of(_QQ, st.just("all"), st.just(SELF_ID)).map(
        lambda q: {"type": "at", "data": {"qq": q}}
    ),
    st.builds(
        lambda url: {"type": "image", "data": {"file": "x.png", "url": url}}, st.text(max_size=50)
    ),
    st.integers(0, 400).map(lambda i: {"type": "face", "data": {"id": str(i)}}),
    st.integers(1, 10**9).map(lambda i: {"type": "reply", "data": {"id": str(i)}}),
    st.text(max_size=20).map(lambda i: {"type": "forward", "data": {"id": i}}),
    st.text(max_size=200).map(lambda j: {"type": "json", "data": {"data": j}}),
    st.just({"type": "record", "data": {"file": "a.amr"}}),
)

_MESSAGE = st.lists(_SEGMENT, min_size=1, max_size=8)


def _read(event):
    from engine.signup import own_line, parse_signup
    from plugins.qisai.dispatch import route
    from plugins.qisai.incoming import from_event

    incoming = from_event(event)
    assert incoming is not None
    assert isinstance(incoming.text, str) and incoming.text == incoming.text.strip()
    if incoming.is_command:
        found = route(incoming.text[1:].lstrip())
        if found is not None:
            cmd, args = found
            assert isinstance(args, str) and args == args.strip()
    parsed = parse_signup(incoming.text)
    if parsed is not None and incoming.user_id.isdigit():
        own_line(parsed, int(incoming.user_id))
    return incoming


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(_MESSAGE, st.booleans())
def test_any_segments_are_read_without_error(segments, in_group):
    event = group_event("346631485", segments) if in_group else private_event("346631485", segments)
    incoming = _read(event)
    images = [s for s in segments if s["type"] == "image"]
    assert len(incoming.images) == len(images)
    # an @ of everyone or of the bot itself names nobody
    named = [
        s["data"]["qq"]
        for s in segments
        if s["type"] == "at" and s["data"]["qq"] not in ("all", SELF_ID)
    ]
    assert incoming.mentions == named
    assert incoming.group_id == ("20001" if in_group else None)
