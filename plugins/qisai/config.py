"""Settings of qisai. Every key is also read from a plain environment variable."""

from pydantic import BaseModel


class Config(BaseModel):
    """qisai's own keys (the nonebot keys DRIVER/HOST/PORT/SUPERUSERS/ONEBOT_ACCESS_TOKEN are
    nonebot's). Declared here so an environment variable sets them even when .env is silent."""

    database_url: str = "sqlite+aiosqlite:///data/qisai.db"
    tournament_timezone: str = "Asia/Shanghai"
    api_token: str = ""
    schedule_grace_minutes: int = 30
    # after a burst of 3, seconds between two messages to one chat; QQ risk control throttles bursts
    send_interval: float = 1.0
    # sign-up acknowledgements in a group are gathered this many seconds into one message
    signup_batch_seconds: float = 3.0
    # how often the timer re-reads pending rows (rows added by another bot process)
    schedule_refresh_seconds: int = 60
