"""The regulation (规程) as data: schema, loader, lint, the organisers' settings, timetable
shifting.

A regulation file is TOML (read with tomllib) validated by the pydantic models of
``schema`` (the ``[format]`` part comes from each format's module, engine/formats); every
model forbids unknown keys, so a typo is an error naming the key and its line. Date-times in
the file are local (naive) and mean the regulation's ``timezone``. Exact numbers (weights,
the arena pool's transfer share) are ``fractions.Fraction``, written as strings ("0.2");
points are Fractions too, written as integers. ``Regulation.model_dump(mode="json")`` is the
snapshot a tournament stores; ``Regulation.model_validate`` reads it back unchanged.

Everything is re-exported here: ``from engine.regulation import X`` keeps working.
"""

from engine.fields import *  # noqa: F403
from engine.fields import DEFAULT_TIMEZONE  # noqa: F401
from engine.formats import (  # noqa: F401  the format schema parts, where they were before
    FORMAT_KINDS,
    ArenaFormat,
    FourPlayerFormat,
    GroupKnockoutFormat,
    RoundRobinFormat,
    SwissFormat,
)
from engine.formats.arena import ArenaPool, Bout  # noqa: F401
from engine.formats.group_knockout import KnockoutTie  # noqa: F401

from .lint import *  # noqa: F403
from .lint import LintWarning, lint, prize_money_total  # noqa: F401
from .loading import *  # noqa: F403
from .loading import (  # noqa: F401
    PRESETS_DIR,
    PresetNotFound,
    RegulationError,
    RegulationIssue,
    list_presets,
    load_preset,
    load_regulation,
)
from .schema import *  # noqa: F403
from .settings import *  # noqa: F403
from .settings import (  # noqa: F401
    ROUND_ITEM,
    Capacity,
    Setting,
    SettingError,
    SettingValue,
    apply_setting,
    change_setting,
    read_setting,
    setting_example,
    setting_names,
)
from .timetable import *  # noqa: F403
from .timetable import (  # noqa: F401
    CompetitionStart,
    competition_start,
    has_past_dates,
    shift_timetable,
    without_dates,
)
