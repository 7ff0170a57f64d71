"""What the outputs need besides the JSON API's views: the tournament a chat works on, the
standings round by round; spreadsheets and backups of a tournament."""

from models import db

from . import views
from .common import Actor, current_tournament


async def current_id(actor: Actor) -> int:
    """The id of the tournament the actor's chat works on (refused as every command is)."""
    async with db.session() as s:
        return (await current_tournament(s, actor)).id


async def seq_of(tid: int, user_id: str) -> int | None:
    """The sign-up number of an account in a tournament, if it signed up."""
    for p in await views.players(tid, full_qq=True) or []:
        if p["qq"] == user_id:
            return p["seq"]
    return None


async def history(tid: int) -> list[dict]:
    """The standings after each closed round, first round first."""
    latest = await views.standings(tid)
    last = latest["after_round"] if latest else 0
    return [await views.standings(tid, after_round=n) for n in range(1, last)] + ([latest] if last else [])
