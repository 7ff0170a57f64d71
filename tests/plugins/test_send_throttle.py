"""The outgoing queue per chat: a burst of 3 goes at once, then one message per interval."""

import time
import uuid

import pytest


async def test_token_bucket_spaces_a_burst(monkeypatch):
    from plugins.qisai import send

    monkeypatch.setattr(send._config, "send_interval", 0.2)
    sent: list[float] = []

    async def call():
        sent.append(time.monotonic())

    # a chat of its own: the buckets live as long as the process, and this test runs once a
    # database kind, the second time right after the first
    chat = f"group:throttle-test-{uuid.uuid4().hex}"
    start = time.monotonic()
    for _ in range(6):
        await send._throttled(chat, call)
    offsets = [t - start for t in sent]
    # three at once, then one every 0.2 s: about 0, 0, 0, 0.2, 0.4, 0.6
    assert offsets[2] < 0.1
    assert offsets[3] == pytest.approx(0.2, abs=0.08)
    assert offsets[5] == pytest.approx(0.6, abs=0.12)
    # another chat has its own bucket
    other_start = time.monotonic()
    await send._throttled(f"group:another-{uuid.uuid4().hex}", call)
    assert sent[-1] - other_start < 0.05
