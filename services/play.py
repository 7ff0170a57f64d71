"""Playing a round, for every format: seat it, take results, special cases (closing:
services/closing.py; the standings in chat: services/rankings.py).

One lifecycle (seat → report/confirm → enter/rule → close → post); everything that differs
between formats (who plays, the tables, the shape of a result, points, standings, cuts, the
commands only one format understands) is asked of the tournament's format (engine/formats).
Results are facts (one Result row per table, written from the first seat's side); points,
standings and cuts are derived from them in services.snapshot.

The services of a round, by step, under one name for the chat layer:
services/seating.py (`/编排`, `/对阵`), services/reports.py (`/报分`, `/确认`, `/异议`),
services/referee.py (`/录入`, `/弃权`, the formats' own commands, `/替补`) and
services/results.py (a table's result read, written and shown).
"""

from .referee import (
    FormatArgs,
    GameNamed,
    enter_result,
    forfeit,
    format_command,
    format_commands,
    substitute,
)
from .reports import confirm_report, report_result, report_timeout
from .results import (
    ABSENT,
    display_name,
    division_prefix,
    games_of,
    games_text,
    parse_result,
    result_text,
    store,
)
from .seating import (
    TABLES_PER_MESSAGE,
    round_start_actions,
    scopes_named,
    seat_next_round,
    tables_of_round,
)

__all__ = [
    "ABSENT",
    "FormatArgs",
    "GameNamed",
    "TABLES_PER_MESSAGE",
    "confirm_report",
    "display_name",
    "division_prefix",
    "enter_result",
    "forfeit",
    "format_command",
    "format_commands",
    "games_of",
    "games_text",
    "parse_result",
    "report_result",
    "report_timeout",
    "result_text",
    "round_start_actions",
    "scopes_named",
    "seat_next_round",
    "store",
    "substitute",
    "tables_of_round",
]
