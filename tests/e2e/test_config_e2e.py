"""bot.py with the settings people actually write: lenient SUPERUSERS forms start the bot, and a
wrong value stops it with one Chinese line naming the key and its right form (no traceback)."""

import asyncio
import os
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tests.e2e.peer import REPO, BotProcess, OneBotPeer

OWNER = 346631485
SECOND = 123456
SUPERUSER_FORMS = {
    "346631485": [OWNER],
    "346631485,123456": [OWNER, SECOND],
    "[346631485]": [OWNER],
    '["346631485"]': [OWNER],
}


@contextmanager
def dotenv(content: str) -> Iterator[dict[str, str]]:
    """A settings file bot.py reads as nonebot does `.env`: `.env.<ENVIRONMENT>` in the
    repository (bot.py finds its plugins from there), removed afterwards; yields the env."""
    name = f"qisai-test-{uuid.uuid4().hex[:8]}"
    path = REPO / f".env.{name}"
    path.write_text(content, encoding="utf-8")
    try:
        yield {"ENVIRONMENT": name}
    finally:
        path.unlink()


async def assert_organisers(bot: BotProcess, accounts: list[int]) -> None:
    """Each account is a superuser: its /帮助 lists the organisers' commands."""
    async with OneBotPeer(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail) as peer:
        for account in accounts:
            await peer.private_message(account, "/帮助")
            reply = await peer.expect_private(account, "帮助", timeout=10)
            assert "新建赛事" in reply.text, reply.text
        await peer.private_message(999, "/帮助")
        assert "新建赛事" not in (await peer.expect_private(999, "帮助", timeout=10)).text


@pytest.mark.parametrize("form", SUPERUSER_FORMS)
async def test_superusers_as_an_environment_variable(tmp_path, form):
    async with BotProcess(workdir=tmp_path, env={"SUPERUSERS": form}) as bot:
        await assert_organisers(bot, SUPERUSER_FORMS[form])


@pytest.mark.parametrize("form", ["346631485", "346631485,123456", "[346631485]"])
async def test_superusers_in_dotenv(tmp_path, form):
    """The forms that stopped the bot (`["346631485"]` always worked; bootstrap's unit test
    reads every form from .env files)."""
    with dotenv(f"SUPERUSERS={form}\n") as env:
        async with BotProcess(workdir=tmp_path, env={**env, "SUPERUSERS": None}) as bot:
            await assert_organisers(bot, SUPERUSER_FORMS[form])


async def test_a_numeric_access_token_in_dotenv(tmp_path):
    """nonebot reads `ONEBOT_ACCESS_TOKEN=123456` as a number, which the adapter refused."""
    with dotenv("ONEBOT_ACCESS_TOKEN=123456\nAPI_TOKEN=654321\n") as env:
        env.update(ONEBOT_ACCESS_TOKEN=None, API_TOKEN=None)
        async with BotProcess(
            workdir=tmp_path, env=env, access_token="123456", api_token="654321"
        ) as bot:
            await assert_organisers(bot, [10001])
            async with bot.http() as api:
                response = await api.get("/api/tournaments")
                assert response.status_code == 200, response.text


# runs of bot.py, each with several wrong values (every one gets its own line): key, wrong
# value, what the line must also say (the right form's example). The first two runs stop
# before nonebot starts, the last two when qisai reads its settings.
MISTAKES = [
    [
        ("SUPERUSERS", "[346631485", "SUPERUSERS=346631485,123456"),
        ("PORT", "abc", "PORT=8080"),
        ("HOST", "my-server", "HOST=0.0.0.0"),
    ],
    [
        ("SUPERUSERS", "346631485 张三", "SUPERUSERS=346631485,123456"),
        ("PORT", "70000", "PORT=8080"),
    ],
    [
        ("DATABASE_URL", "mysql://qisai:secret@db/qisai", "postgresql+asyncpg://"),
        ("TOURNAMENT_TIMEZONE", "Beijing", "Asia/Shanghai"),
        ("SEND_INTERVAL", "abc", "SEND_INTERVAL=1.0"),
        ("SIGNUP_BATCH_SECONDS", "三秒", "SIGNUP_BATCH_SECONDS=3.0"),
        ("SCHEDULE_GRACE_MINUTES", "半小时", "SCHEDULE_GRACE_MINUTES=30"),
        ("SCHEDULE_REFRESH_SECONDS", "0", "SCHEDULE_REFRESH_SECONDS=60"),
        ("PUBLIC_BASE_URL", "qisai.example.com", "PUBLIC_BASE_URL=http://"),
        ("AUTO_ACCEPT_FRIENDS", "maybe", "AUTO_ACCEPT_FRIENDS=开"),
    ],
    [
        ("DATABASE_URL", "data/qisai.db", "sqlite+aiosqlite:///data/qisai.db"),
        ("SEND_INTERVAL", "-1", "SEND_INTERVAL=1.0"),
    ],
]


def _start(bot: BotProcess) -> subprocess.Popen:
    return subprocess.Popen(
        [str(REPO / ".venv" / "bin" / "python"), "bot.py"],
        cwd=REPO,
        env=bot.environment(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )


def _finish(proc: subprocess.Popen) -> tuple[int | None, str]:
    """(exit code, output) once bot.py stops, or (None, output) as soon as it serves."""
    try:
        return _finish_or_serving(proc)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, 9)
            proc.wait()


def assert_one_line(code: int, output: str, key: str, form: str) -> None:
    assert code not in (0, None), output
    assert "Traceback" not in output, output
    lines = [line for line in output.splitlines() if line.startswith(f"配置项 {key} ")]
    assert len(lines) == 1, output
    assert "写得不对" in lines[0] and form in lines[0], lines[0]


@pytest.mark.parametrize("mistakes", MISTAKES, ids=lambda run: "+".join(key for key, _, _ in run))
def test_each_mistake_is_one_chinese_line(tmp_path, mistakes):
    bot = BotProcess(workdir=tmp_path, env={key: value for key, value, _ in mistakes})
    code, output = _finish(_start(bot))
    for key, value, form in mistakes:
        assert_one_line(code, output, key, form)
        if "secret" in value:
            assert "secret" not in output  # a database password never reaches the log


def test_a_mistake_in_dotenv(tmp_path):
    with dotenv("# 端口\nPORT=八零八零\n") as env:
        bot = BotProcess(workdir=tmp_path, env={**env, "PORT": None})
        code, output = _finish(_start(bot))
    assert_one_line(code, output, "PORT", "PORT=8080")
    assert "八零八零" in output


def test_environment_overrides_dotenv(tmp_path):
    """A good environment variable wins over a wrong `.env` line, as for every other key."""
    with dotenv("SEND_INTERVAL=abc\nSUPERUSERS=[oops\n") as env:
        bot = BotProcess(workdir=tmp_path, env={**env, "SEND_INTERVAL": "0", "SUPERUSERS": "10001"})
        code, output = _finish(_start(bot))
    assert code is None, output


def _finish_or_serving(proc: subprocess.Popen) -> tuple[int | None, str]:
    """(None, …) once the bot says it serves; (exit code, output) if it stops first."""
    output = []
    for line in proc.stdout:
        output.append(line)
        if "Uvicorn running" in line or "Application startup complete" in line:
            return None, "".join(output)
    return proc.wait(), "".join(output)


class PeerWithGroups(OneBotPeer):
    """The peer that also answers get_group_list (two groups)."""

    def _api_get_group_list(self, action: str, p: dict) -> dict:
        return {
            "status": "ok",
            "retcode": 0,
            "data": [
                {"group_id": 20001, "group_name": "一"},
                {"group_id": 20002, "group_name": "二"},
            ],
        }


async def test_the_log_says_how_to_connect(tmp_path):
    env = {"SUPERUSERS": ""}
    async with BotProcess(workdir=tmp_path, env=env, access_token="t0ken") as bot:
        start = bot.log_tail(lines=200)
        assert f"ws://127.0.0.1:{bot.port}/onebot/v11/ws" in start
        assert f"ws://127.0.0.1:{bot.port}/onebot/v12/ws" in start
        assert "访问令牌：已设置" in start and "t0ken" not in start
        assert f"数据库：{bot.database_url}" in start
        assert f"排名网页：http://127.0.0.1:{bot.port}/t/<赛事编号>" in start
        assert "SUPERUSERS 为空" in start
        async with PeerWithGroups(bot.ws_url, token=bot.access_token, diagnostics=bot.log_tail):
            for _ in range(100):
                if "已连接" in bot.log_tail():
                    break
                await asyncio.sleep(0.05)
            assert "OneBot v11 已连接：账号 3889000001，能看到 2 个群" in bot.log_tail()


async def test_env_example_as_it_ships(tmp_path):
    """.env.example is a working .env: the bot starts on it (address and database aside)."""
    example = (REPO / ".env.example").read_text(encoding="utf-8")
    keys = [
        line.split("=", 1)[0] for line in example.splitlines() if line and not line.startswith("#")
    ]
    assert {
        "DRIVER",
        "HOST",
        "PORT",
        "SUPERUSERS",
        "ONEBOT_ACCESS_TOKEN",
        "DATABASE_URL",
        "TOURNAMENT_TIMEZONE",
        "API_TOKEN",
        "SCHEDULE_GRACE_MINUTES",
        "PUBLIC_BASE_URL",
        "AUTO_ACCEPT_FRIENDS",
        "SEND_INTERVAL",
        "SIGNUP_BATCH_SECONDS",
        "SCHEDULE_REFRESH_SECONDS",
    } <= set(keys)
    with dotenv(example) as env:
        env.update({key: None for key in keys if key not in ("HOST", "PORT", "DATABASE_URL")})
        async with BotProcess(workdir=tmp_path, env=env) as bot:
            assert "SUPERUSERS 为空" in bot.log_tail(lines=200)
