"""How a background loop (the outbox's sender, the timer's refresh) logs its failures: with the
traceback, except while the database cannot be reached (a PostgreSQL server stopped or
restarting), which is said once, and again when it is back, instead of a traceback a second."""

from nonebot import logger

from models import db


class Outage:
    """The failures of one background loop, named `name` in the log."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.down = False

    async def failed(self, what: str, exc: Exception) -> None:
        """A pass of the loop failed with `exc`."""
        if await db.reachable():
            logger.opt(exception=exc).error(f"{self.name}: {what}")
        elif not self.down:
            self.down = True
            logger.warning(
                f"{self.name}: the database cannot be reached ({exc!r}); retrying until it is back"
            )

    def succeeded(self) -> None:
        """A pass of the loop reached the database."""
        if self.down:
            self.down = False
            logger.warning(f"{self.name}: the database is reachable again")
