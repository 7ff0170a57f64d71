"""/撤销 of an /导入: the restored tournament goes again, every row of it, like an undone
/新建赛事; the original stays as it was."""

import json
from datetime import UTC, datetime

from sqlalchemy import select

from models import db
from models.tables import Adjustment, AuditLog, Entry
from services import audit, exports
from services.common import Actor
from tests.outputs.fixture import api_answers, fixed_tournament
from tests.services.test_fourplayer_flow import ORG

NOW = datetime(2026, 12, 20, 12, 0, tzinfo=UTC)


async def test_undo_of_a_restore(clean_db):
    tid = await fixed_tournament()
    raw = await exports.backup(tid)
    adjustments = json.loads(raw)["tables"]["adjustment"]
    before = await api_answers(tid)
    private = Actor(ORG.user_id, None, superuser=ORG.superuser)  # /导入 is a private message
    await exports.restore(private, raw)
    async with db.session() as s:
        log = (await s.execute(select(AuditLog).where(AuditLog.tournament_id == 2))).scalar_one()
    # every restored row is in the log, equal ones too (two alike penalties were audited as one
    # before, and the undo then failed on the entry that one still pointed at)
    assert sum(c["table"] == "adjustment" for c in log.changes) == len(adjustments)

    out = await audit.undo_last(private, NOW)
    assert out.text.startswith("已撤销：导入（赛事 #2，")
    async with db.session() as s:
        left = (await s.execute(select(Entry.tournament_id).distinct())).scalars().all()
        kept = (await s.execute(select(Adjustment))).scalars().all()
    assert left == [tid] and len(kept) == len(adjustments)  # the original's rows only
    assert await api_answers(tid) == before
