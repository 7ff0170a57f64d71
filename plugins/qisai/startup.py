"""What the log says at start-up and when a OneBot implementation connects, so that whoever
set the bot up can check NapCat's settings against it without reading the code."""

from ipaddress import IPv4Address, IPv6Address, ip_address

from nonebot import get_driver, get_plugin_config, logger
from nonebot.adapters import Bot
from nonebot.adapters.onebot import v11, v12

from .config import Config, masked_url

_WILDCARD_HOSTS = {"0.0.0.0", "::"}
# the driver's HOST setting (an IP address) or a name given as text
Host = str | IPv4Address | IPv6Address


def _address(host: Host, port: int) -> str:
    name = str(host)
    if name in _WILDCARD_HOSTS:
        name = "<本机IP>"
    elif ":" in name:  # IPv6
        name = f"[{ip_address(name)}]"
    return f"{name}:{port}"


def public_base(config: Config, host: Host, port: int) -> str:
    """The root players open pages under: PUBLIC_BASE_URL, else http://HOST:PORT."""
    return config.public_base_url or f"http://{_address(host, port)}"


def standings_url(config: Config, tournament_id: int | str) -> str:
    """The standings page of a tournament, as players should open it."""
    driver_config = get_driver().config
    return f"{public_base(config, driver_config.host, driver_config.port)}/t/{tournament_id}"


def _token_set() -> bool:
    return bool(get_plugin_config(v11.config.Config).onebot_access_token)


def summary(config: Config, host: Host, port: int, superusers: set[str], token_set: bool) -> str:
    """The start-up block: where NapCat connects, token, database, superusers, standings page."""
    address = _address(host, port)
    lines = [
        "棋赛 qisai 已启动：",
        f"  QQ（NapCat 等，OneBot v11）反向 WebSocket 地址：ws://{address}/onebot/v11/ws",
        f"  微信（OneBot v12）反向 WebSocket 地址：ws://{address}/onebot/v12/ws",
    ]
    if str(host) in _WILDCARD_HOSTS:
        lines.append(f"  （NapCat 与机器人在同一台机器时用 ws://127.0.0.1:{port}/onebot/v11/ws）")
    lines.append(
        "  访问令牌：已设置（NapCat 里的 Token 要与 ONEBOT_ACCESS_TOKEN 相同）"
        if token_set
        else (
            "  访问令牌：未设置（NapCat 里的 Token 留空；"
            "机器人对公网开放时请设置 ONEBOT_ACCESS_TOKEN）"
        )
    )
    lines.append(f"  数据库：{masked_url(config.database_url)}")
    lines.append(f"  排名网页：{public_base(config, host, port)}/t/<赛事编号>")
    if str(host) in ("127.0.0.1", "::1", "localhost") and not config.public_base_url:
        lines.append("  （只有本机能打开；要让选手打开，设 HOST=0.0.0.0 和 PUBLIC_BASE_URL）")
    if superusers:
        lines.append(f"  超级管理员：{', '.join(sorted(superusers))}")
    else:
        lines.append(
            "  警告：SUPERUSERS 为空，没有人能新建赛事。请在 .env 写 SUPERUSERS=你的QQ号 后重启。"
        )
    return "\n".join(lines)


def log_summary(config: Config) -> None:
    """Log the start-up block (a warning when nobody could create a tournament)."""
    driver_config = get_driver().config
    text = summary(
        config, driver_config.host, driver_config.port, driver_config.superusers, _token_set()
    )
    (logger.warning if not driver_config.superusers else logger.info)(text)


def connection_line(bot: Bot, groups: set[str] | None) -> str:
    """One line for a new OneBot connection: the account, the protocol, the groups it sees."""
    kind = "OneBot v12" if isinstance(bot, v12.Bot) else "OneBot v11"
    seen = f"能看到 {len(groups)} 个群" if groups is not None else "群列表未知"
    line = f"{kind} 已连接：账号 {bot.self_id}，{seen}"
    if groups is not None and not groups:
        line += "（请把这个账号拉进比赛群）"
    return line
