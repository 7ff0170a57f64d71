"""What bot.py does before nonebot reads its settings: accept the forms people write, and
explain a wrong value in one Chinese line instead of a pydantic traceback.

nonebot parses `.env` values as JSON: `SUPERUSERS=346631485` becomes a number and
`SUPERUSERS=346631485,123456` is no JSON at all, and either stops the bot with a traceback.
`prepare` reads the same sources nonebot will (`.env`, `.env.<ENVIRONMENT>`, then the
environment) and writes the normalised value back as an environment variable, which wins.
"""

import ipaddress
import json
import os
import re
from collections.abc import Iterable, MutableMapping
from pathlib import Path

from dotenv import dotenv_values

# the right form of nonebot's own keys (qisai's keys explain themselves in plugins/qisai/config.py)
FORMS = {
    "SUPERUSERS": 'QQ 号，多个用逗号分开，如 SUPERUSERS=346631485,123456（也可写 ["346631485"]）',
    "HOST": "IP 地址，如 HOST=127.0.0.1（只有本机能连）或 HOST=0.0.0.0（其他机器也能连）",
    "PORT": "1 到 65535 之间的端口号，如 PORT=8080",
}
# a QQ number, or a WeChat id (wxid_…) under OneBot v12
_ACCOUNT = re.compile(r"[A-Za-z0-9_.@-]+")


def wrong(key: str, value: object, form: str) -> str:
    """The one line that names a wrong setting and its right form."""
    return (
        f"配置项 {key} 写得不对（现在是 {value!s:.60}），应是{form}。请修改 .env 或同名环境变量。"
    )


def dotenv_files(environ: MutableMapping[str, str], root: Path = Path(".")) -> list[Path]:
    """The files nonebot reads, in order: `.env`, then `.env.<ENVIRONMENT>` (default prod)."""
    environment = _lookup(environ, "ENVIRONMENT")
    if environment is None:
        environment = _lookup(_read(root / ".env"), "ENVIRONMENT") or "prod"
    return [root / ".env", root / f".env.{environment}"]


def _read(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    return {k: v for k, v in dotenv_values(path, encoding="utf-8").items() if v is not None}


def _lookup(values: MutableMapping[str, str] | dict[str, str], key: str) -> str | None:
    """A key's value, case-insensitive as nonebot reads it (the last spelling wins)."""
    found = None
    for name, value in values.items():
        if name.upper() == key:
            found = value
    return found


def parse_superusers(value: str) -> list[str]:
    """`346631485`, `346631485,123456`, `[346631485]` or `["346631485"]` as a list of ids."""
    value = value.strip()
    if not value:
        return []
    if value.startswith("["):
        try:
            items = json.loads(value)
        except ValueError:
            raise ValueError(value) from None
        if not isinstance(items, list) or not all(
            isinstance(i, (str, int)) and not isinstance(i, bool) for i in items
        ):
            raise ValueError(value)
        ids = [str(i).strip() for i in items]
    else:
        ids = [part for part in re.split(r"[,，;；\s]+", value) if part]
    if not all(_ACCOUNT.fullmatch(i) for i in ids):
        raise ValueError(value)
    return ids


def prepare(environ: MutableMapping[str, str] = os.environ, root: Path = Path(".")) -> list[str]:
    """Normalise the settings nonebot is about to read (writing them into `environ`) and
    return one line per setting that is still wrong (empty: all good)."""
    files: dict[str, str] = {}
    for path in dotenv_files(environ, root):
        files.update({k.upper(): v for k, v in _read(path).items()})
    from_env = {k.upper(): v for k, v in environ.items()}
    values = {**files, **from_env}
    problems = []

    def put(key: str, value: str) -> None:
        for name in [n for n in environ if n.upper() == key]:
            del environ[name]
        environ[key] = value

    if "SUPERUSERS" in values:
        try:
            put("SUPERUSERS", json.dumps(parse_superusers(values["SUPERUSERS"])))
        except ValueError:
            problems.append(wrong("SUPERUSERS", values["SUPERUSERS"], FORMS["SUPERUSERS"]))
    host = values.get("HOST", "").strip()
    if host:
        if host.lower() == "localhost":
            put("HOST", "127.0.0.1")
        else:
            try:
                ipaddress.ip_address(host)
            except ValueError:
                problems.append(wrong("HOST", host, FORMS["HOST"]))
    port = values.get("PORT", "").strip()
    if "PORT" in values and not (port.isdigit() and 1 <= int(port) <= 65535):
        problems.append(wrong("PORT", values["PORT"], FORMS["PORT"]))
    return problems


def explain(errors: Iterable[dict], forms: dict[str, str] | None = None) -> list[str]:
    """One line per wrong key of a pydantic ValidationError's `errors()`."""
    forms = FORMS if forms is None else forms
    lines = []
    for error in errors:
        key = str(error["loc"][0]).upper() if error.get("loc") else "?"
        lines.append(
            wrong(key, error.get("input"), forms.get(key) or f"正确的值（{error.get('msg')}）")
        )
    return lines


def log_at_level(level: str | int) -> int:
    """Give nonebot's console handler LOG_LEVEL as its real level; the new handler's id.

    nonebot adds the handler at level 0 with a filter that compares each record with LOG_LEVEL,
    so every debug and info line of every event (about 14 per message) is built in full, its
    arguments formatted, and then dropped: about 1 ms of the bot's time per message, a fifth of
    a sign-up's cost in a busy group. At its real level loguru drops them before building them.
    """
    import sys

    from nonebot import log

    number = level if isinstance(level, int) else log.logger.level(str(level).upper()).no
    log.logger.remove(log.logger_id)
    log.logger_id = log.logger.add(
        sys.stdout,
        level=number,
        diagnose=False,
        filter=log.default_filter,
        format=log.default_format,
    )
    return log.logger_id
