"""Who may become the bot's friend: members of a group that holds a tournament.

Organisers and arbitrators get private notices, which QQ only delivers to friends; the bot
accepts their friend requests itself (AUTO_ACCEPT_FRIENDS) when they share a match group.
"""

from sqlalchemy import select

from models import db
from models.tables import Tournament


async def tournament_groups(platform: str = "qq") -> list[str]:
    """The groups bound to a tournament that is not deleted, newest tournament first."""
    async with db.session() as s:
        rows = await s.execute(
            select(Tournament.group_id)
            .where(Tournament.deleted_at.is_(None), Tournament.platform == platform)
            .order_by(Tournament.id.desc())
        )
        return list(dict.fromkeys(rows.scalars()))
