"""How a parallel run (pytest-xdist, ``scripts/test``) shares the tests among its workers.

A work unit is a test module, so that a module's fixtures start once on one worker (an
end-to-end module's bot.py, a plugin module's app) — except that an end-to-end module's SQLite
and PostgreSQL halves are two units, its two bots on two workers at once. Units are handed out
longest first, so that no long module starts last and runs on alone while the other workers
idle: the end-to-end modules measured longest, then the other modules measured longest, then
the other end-to-end modules, then the rest by their number of tests (what xdist's own scope
scheduling does).
"""

from __future__ import annotations

import re
from typing import Any

from xdist.scheduler import LoadScopeScheduling

LONGEST = (
    "tests/e2e/test_jieqi_e2e.py",
    "tests/e2e/test_junqi_e2e.py",
    "tests/e2e/test_config_e2e.py",
    "tests/e2e/test_kill_close_e2e.py",
    "tests/e2e/test_outbox_faults_e2e.py",
    "tests/e2e/test_signup_e2e.py",
    "tests/e2e/test_kill_results_e2e.py",
)
"""The end-to-end modules that take longest (`.ci/run`'s slowest tests: 30–100 s a database)."""

SLOW = (
    "tests/scripts/test_setup.py",
    "tests/plugins/test_probes.py",
    "tests/plugins/test_permission_matrix.py",
)
"""The other modules that take longest (40–70 s on the SQLite run of `scripts/test`, few tests
each: counted by their tests they came last, and the run waited on them alone)."""

_BACKEND = re.compile(r"\[(sqlite|postgresql)[-\]]")


def unit_of(nodeid: str) -> str:
    """The work unit of a test: its module, and for an end-to-end test its database too."""
    module = nodeid.split("::", 1)[0]
    if module.startswith("tests/e2e/"):
        backend = _BACKEND.search(nodeid)
        if backend is not None:
            return f"{module}::{backend.group(1)}"
    return module


def _weight(unit: str, tests: int) -> tuple[int, int, int]:
    module = unit.split("::", 1)[0]
    if module in LONGEST:
        return (0, LONGEST.index(module), 0)
    if module in SLOW:
        return (1, SLOW.index(module), 0)
    if module.startswith("tests/e2e/"):
        return (2, 0, -tests)
    return (3, 0, -tests)


class ModuleScheduling(LoadScopeScheduling):  # type: ignore[misc]
    """xdist's scope scheduling with ``unit_of`` as the scope and the longest units first."""

    def __init__(self, config: Any, log: Any = None) -> None:
        super().__init__(config, log)
        self._ordered = False

    def _split_scope(self, nodeid: str) -> str:
        return unit_of(nodeid)

    def _assign_work_unit(self, node: Any) -> None:
        if not self._ordered:  # the queue is complete once the first unit is handed out
            self._ordered = True
            units = sorted(self.workqueue.items(), key=lambda kv: _weight(kv[0], len(kv[1])))
            self.workqueue.clear()
            self.workqueue.update(units)
        super()._assign_work_unit(node)
