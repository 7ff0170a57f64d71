"""Who may become the bot's friend (members of a group that holds a tournament), and who hears
when a private notice cannot be delivered (the group's organisers).

Organisers and arbitrators get private notices, which QQ only delivers to friends; the bot
accepts their friend requests itself (AUTO_ACCEPT_FRIENDS) when they share a match group.
"""

from sqlalchemy import select
from sqlmodel import col

from models import db
from models.tables import Role, Tournament

from .common import ORGANISER, Actor, current_tournament


async def tournament_groups(platform: str = "qq") -> list[str]:
    """The groups bound to a tournament that is not deleted, newest tournament first."""
    async with db.session() as s:
        rows = await s.execute(
            select(col(Tournament.group_id))
            .where(col(Tournament.deleted_at).is_(None), col(Tournament.platform) == platform)
            .order_by(col(Tournament.id).desc())
        )
        return list(dict.fromkeys(rows.scalars()))


async def current_group(actor: Actor) -> str | None:
    """The group of the tournament a chat works on (for a private chat: the actor's newest)."""
    async with db.session() as s:
        t = await current_tournament(s, actor, required=False)
        return t.group_id if t is not None else None


async def organisers_of_group(group_id: str) -> list[str]:
    """Who organises the live tournaments of a group: their organisers and creators, sorted."""
    async with db.session() as s:
        live = select(col(Tournament.id)).where(
            col(Tournament.group_id) == group_id, col(Tournament.deleted_at).is_(None)
        )
        named = await s.execute(
            select(col(Role.user_id)).where(
                col(Role.tournament_id).in_(live), col(Role.role) == ORGANISER
            )
        )
        creators = await s.execute(
            select(col(Tournament.created_by)).where(col(Tournament.id).in_(live))
        )
        return sorted({uid for uid in [*named.scalars(), *creators.scalars()] if uid})
