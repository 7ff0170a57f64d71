"""Stages in sequence: the pure rules a tournament of several stages needs beyond its pairing
systems — which rounds each stage plays (``plan``), who goes on and in what order, and how a
knockout takes a previous stage's places (``handover``), how a stage is dealt into groups and
a knockout after groups lines them up (``groups``), and the whole tournament's ranks from the
stages' own (``overall``).

The format that runs them is engine/formats/stages.py (``kind = "stages"``); each stage is
played by an existing pairing system (Swiss, round robin, knockout) over its own field.
"""

from .handover import advancers, check_line, line_by_places
from .overall import continued_ranks
from .plan import Span, spans, stage_at

__all__ = [
    "Span",
    "advancers",
    "check_line",
    "continued_ranks",
    "line_by_places",
    "spans",
    "stage_at",
]
