"""Settings of qisai. Every key is also read from a plain environment variable."""

import sys
from zoneinfo import ZoneInfo

from nonebot import get_plugin_config
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from sqlalchemy.engine import make_url

# the right form of each key, for the one-line explanation of a wrong value
FORMS = {
    "DATABASE_URL": "数据库地址，如 DATABASE_URL=sqlite+aiosqlite:///data/qisai.db "
    "或 DATABASE_URL=postgresql+asyncpg://用户:密码@主机/库名",
    "TOURNAMENT_TIMEZONE": "时区名，如 TOURNAMENT_TIMEZONE=Asia/Shanghai",
    "API_TOKEN": "一段文字，如 API_TOKEN=换成一串随机字母（留空表示不开放完整 QQ 号）",
    "SCHEDULE_GRACE_MINUTES": "不小于 0 的整数（分钟），如 SCHEDULE_GRACE_MINUTES=30",
    "SEND_INTERVAL": "不小于 0 的秒数，可带小数，如 SEND_INTERVAL=1.0",
    "SIGNUP_BATCH_SECONDS": "不小于 0 的秒数，可带小数，如 SIGNUP_BATCH_SECONDS=3.0",
    "OUTBOX_REPORT_MINUTES": "大于 0 的分钟数，可带小数，如 OUTBOX_REPORT_MINUTES=10",
    "SCHEDULE_REFRESH_SECONDS": "不小于 1 的整数（秒），如 SCHEDULE_REFRESH_SECONDS=60",
    "PUBLIC_BASE_URL": "以 http:// 或 https:// 开头的网址，如 PUBLIC_BASE_URL=http://203.0.113.5:8080"
    "（留空则用 http://HOST:PORT）",
    "AUTO_ACCEPT_FRIENDS": "开 或 关（也可写 true / false），如 AUTO_ACCEPT_FRIENDS=开",
}
_SWITCH = {"开": True, "是": True, "关": False, "否": False}


class Config(BaseModel):
    """qisai's own keys (the nonebot keys DRIVER/HOST/PORT/SUPERUSERS/ONEBOT_ACCESS_TOKEN are
    nonebot's). Declared here so an environment variable sets them even when .env is silent."""

    # a token written as digits in .env reaches us as a number
    model_config = ConfigDict(coerce_numbers_to_str=True)

    database_url: str = "sqlite+aiosqlite:///data/qisai.db"
    tournament_timezone: str = "Asia/Shanghai"
    api_token: str = ""
    schedule_grace_minutes: int = Field(30, ge=0)
    # after a burst of 3, seconds between two messages to one chat; QQ risk control throttles bursts
    send_interval: float = Field(1.0, ge=0)
    # sign-up acknowledgements in a group are gathered this many seconds into one message
    signup_batch_seconds: float = Field(3.0, ge=0)
    # a message that could not be posted for this long is reported to the organisers (once)
    outbox_report_minutes: float = Field(10.0, gt=0)
    # how often the timer re-reads pending rows (rows added by another bot process)
    schedule_refresh_seconds: int = Field(60, ge=1)
    # where players open the standings page (http://HOST:PORT when empty)
    public_base_url: str = ""
    # accept friend requests from members of a tournament's group (private notices need them)
    auto_accept_friends: bool = True

    @field_validator("database_url")
    @classmethod
    def _database(cls, value: str) -> str:
        try:
            url = make_url(value)
        except Exception:  # sqlalchemy's ArgumentError is no ValueError
            raise ValueError("not a database URL") from None
        if url.get_backend_name() not in ("sqlite", "postgresql", "postgres"):
            raise ValueError("only SQLite and PostgreSQL")
        return value

    @field_validator("tournament_timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except Exception:
            raise ValueError("unknown time zone") from None
        return value

    @field_validator("public_base_url")
    @classmethod
    def _base_url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        if value and not value.startswith(("http://", "https://")):
            raise ValueError("not an http(s) address")
        return value

    @field_validator("auto_accept_friends", mode="before")
    @classmethod
    def _switch(cls, value: object) -> object:
        return _SWITCH.get(value.strip(), value) if isinstance(value, str) else value


def masked_url(url: str) -> str:
    """A database URL with its password hidden, for logs and messages."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return url


def explain(error: ValidationError) -> list[str]:
    """One Chinese line per wrong key: the key, its value, its right form."""
    lines = []
    for item in error.errors():
        key = str(item["loc"][0]).upper() if item.get("loc") else "?"
        shown = item.get("input")
        if key == "DATABASE_URL" and isinstance(shown, str):
            shown = masked_url(shown)
        form = FORMS.get(key) or f"正确的值（{item.get('msg')}）"
        lines.append(
            f"配置项 {key} 写得不对（现在是 {shown!s:.60}），应是{form}。"
            "请修改 .env 或同名环境变量。"
        )
    return lines


def load() -> Config:
    """qisai's settings; a wrong value stops the bot with one line per key, not a traceback
    (SystemExit passes through nonebot's plugin loader, which logs and skips other errors)."""
    try:
        return get_plugin_config(Config)
    except ValidationError as exc:
        print("\n".join(explain(exc)), file=sys.stderr, flush=True)
        raise SystemExit(2) from None
