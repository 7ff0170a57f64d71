"""qisai (棋赛): a whole board-game tournament run inside a QQ / WeChat group."""

from nonebot import get_driver, require
from nonebot.plugin import PluginMetadata

require("nonebot_plugin_apscheduler")

from models import db  # noqa: E402
from services import links  # noqa: E402

from . import compat  # noqa: E402,F401  (before any event is parsed)
from .config import Config, load  # noqa: E402

__plugin_meta__ = PluginMetadata(
    name="棋赛",
    description="在群里办完一整场棋类比赛：报名、编排、报分、申诉、排名、奖金",
    usage="发送 /帮助",
    type="application",
    config=Config,
    homepage=None,  # the project has no public address yet: set it when it is published
    supported_adapters={"~onebot.v11", "~onebot.v12"},
)

_config = load()
_driver = get_driver()
links.set_public_base(_config.public_base_url)  # the round posts end with the page's address


@_driver.on_startup
async def _start() -> None:
    startup.log_summary(_config)
    db.configure(_config.database_url)
    await db.migrate()
    await outbox.start()
    await timer.start()


@_driver.on_shutdown
async def _close_database() -> None:
    await outbox.stop()
    await db.dispose()


from . import (  # noqa: E402,F401
    api,
    commands,
    friends,
    matcher,
    outbox,
    pairing_commands,
    record_commands,
    startup,
    team_commands,
    timer,
)
