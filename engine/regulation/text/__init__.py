"""Drafting a regulation from its text (竞赛规程): rules over the text, no network, no model.

``normalise`` makes the text readable (traditional and full-width forms, Chinese numerals,
上午/下午, tables flattened to lines) and cuts it into sentences that keep their words;
``readers``, ``timetable`` and ``ranking`` read one value each; ``draft`` starts from the
closest preset and writes in what was read (``Draft``: the regulation, ``sources``,
``unread``); ``summary`` shows it with the words each value came from."""

from .draft import Draft, choose_preset, draft, read

__all__ = ["Draft", "choose_preset", "draft", "read"]
