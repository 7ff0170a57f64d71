"""End-to-end harness: run the real `bot.py` and talk to it as NapCat would.

`BotProcess` starts `bot.py` as a subprocess on a free port with its own database and log;
`OneBotPeer` connects to it by OneBot v11 reverse WebSocket (the peer is the client, as NapCat
and Lagrange.OneBot are), sends NapCat-shaped events and answers the bot's API calls from a
scripted member table, recording every message the bot sends.

Used by the e2e tests, the tournament replay and the load benchmark; importable as
`tests.e2e.peer` from the repository root (`tests` is a namespace package).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from tests.e2e.peer_reactions import NAPCAT, Reaction, Reactions

REPO = Path(__file__).resolve().parents[2]
BOT_QQ = 3_889_000_001
SUPERUSER = 10001  # the superuser a BotProcess has unless told otherwise
GROUP = 20001  # the match group the tests play in
# API actions whose outgoing message the peer records in `sent`
_SEND_ACTIONS = {"send_msg", "send_group_msg", "send_private_msg"}
_FORWARD_ACTIONS = {"send_group_forward_msg", "send_private_forward_msg", "send_forward_msg"}
_UNSET: Any = object()


class BotStartupError(RuntimeError):
    """bot.py exited, never opened its port, or failed to load a plugin."""


# --------------------------------------------------------------------------- the bot process


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class BotProcess:
    """`bot.py` as a subprocess: `async with BotProcess(...) as bot:` starts it and stops it.

    Every setting goes through environment variables (ENVIRONMENT=prod, so no `.env` applies
    except a `.env.prod`, whose keys we set explicitly anyway). Messages go out unspaced and
    sign-up acknowledgements unbatched (SEND_INTERVAL=0, SIGNUP_BATCH_SECONDS=0). `env`
    overrides or adds keys (e.g. `{"API_TIMEOUT": "2"}` to make the adapter give up on an
    unanswered call sooner, `{"LOG_LEVEL": "WARNING"}` for a load test); a value None unsets
    the key.
    The port stays the same across `stop()`/`start()`, so a test can restart the bot on the
    same database. Output (stdout and stderr) goes to `log_path`, appended across restarts.
    """

    def __init__(
        self,
        *,
        database_url: str | None = None,
        workdir: Path | None = None,
        superusers: Iterable[int | str] = (SUPERUSER,),
        access_token: str = "",
        api_token: str = "test-token",
        port: int | None = None,
        env: dict[str, str | None] | None = None,
        startup_timeout: float = 20.0,
    ) -> None:
        self._own_workdir = workdir is None
        self.workdir = Path(workdir) if workdir else Path(tempfile.mkdtemp(prefix="qisai-e2e-"))
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.database_url = database_url or f"sqlite+aiosqlite:///{self.workdir / 'qisai.db'}"
        self.host = "127.0.0.1"
        self.port = port or free_port()
        self.superusers = [str(u) for u in superusers]
        self.access_token = access_token
        self.api_token = api_token
        self.extra_env = dict(env or {})
        self.startup_timeout = startup_timeout
        self.log_path = self.workdir / "bot.log"
        self._proc: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        """`http://127.0.0.1:<port>`, the root of the JSON API and web pages."""
        return f"http://{self.host}:{self.port}"

    @property
    def ws_url(self) -> str:
        """Where a OneBot v11 implementation connects by reverse WebSocket."""
        return f"ws://{self.host}:{self.port}/onebot/v11/ws"

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def environment(self) -> dict[str, str]:
        """The environment bot.py runs with."""
        env = dict(os.environ)
        # a bot started fifty times a run reads its compiled modules instead of compiling again
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(
            {
                "ENVIRONMENT": "prod",
                "DRIVER": "~fastapi+~websockets",
                "HOST": self.host,
                "PORT": str(self.port),
                "SUPERUSERS": json.dumps(self.superusers),
                "ONEBOT_ACCESS_TOKEN": self.access_token,
                "DATABASE_URL": self.database_url,
                "TOURNAMENT_TIMEZONE": "Asia/Shanghai",
                "API_TOKEN": self.api_token,
                "SCHEDULE_GRACE_MINUTES": "30",
                "SEND_INTERVAL": "0",
                "SIGNUP_BATCH_SECONDS": "0",
                "PYTHONUNBUFFERED": "1",
            }
        )
        for key, value in self.extra_env.items():  # None: leave the key unset (a .env may set it)
            if value is None:
                env.pop(key, None)
            else:
                env[key] = value
        return env

    async def start(self) -> None:
        """Start bot.py and return once its port accepts connections and qisai loaded."""
        if self.running:
            return
        log_offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        with open(self.log_path, "ab") as log:
            self._proc = subprocess.Popen(
                [str(REPO / ".venv" / "bin" / "python"), "bot.py"],
                cwd=REPO,
                env=self.environment(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # a Ctrl-C in pytest does not reach it twice
            )
        deadline = time.monotonic() + self.startup_timeout
        while not await self._port_open():
            if self._proc.poll() is not None:
                raise BotStartupError(
                    f"bot.py exited with code {self._proc.returncode} before opening port "
                    f"{self.port}; its output:\n{self.log_tail(offset=log_offset)}"
                )
            if time.monotonic() > deadline:
                await self.stop()
                raise BotStartupError(
                    f"bot.py did not open port {self.port} within {self.startup_timeout:g} s; "
                    f"its output:\n{self.log_tail(offset=log_offset)}"
                )
            await asyncio.sleep(0.05)
        output = self.log_tail(offset=log_offset, lines=10_000)
        if "Failed to import" in output:  # nonebot logs a broken plugin and serves on without it
            await self.stop()
            raise BotStartupError(
                f"bot.py started but a plugin failed to load; its output:\n{output}"
            )

    async def _port_open(self) -> bool:
        try:
            _, writer = await asyncio.open_connection(self.host, self.port)
        except OSError:
            return False
        writer.close()
        await writer.wait_closed()
        return True

    async def stop(self, timeout: float = 10.0) -> int | None:
        """Stop bot.py gracefully (SIGINT, as Ctrl-C), killing it after `timeout` s; its exit
        code."""
        proc, self._proc = self._proc, None
        if proc is None:
            return None
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                await asyncio.to_thread(proc.wait, timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                await asyncio.to_thread(proc.wait)
        return proc.returncode

    def kill(self) -> None:
        """Kill bot.py at once (SIGKILL to its process group, as `kill -9` or a power cut)."""
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()

    async def restart(self) -> None:
        """Stop and start again on the same port and database."""
        await self.stop()
        await self.start()

    def log_tail(self, lines: int = 80, offset: int = 0) -> str:
        """The last `lines` lines of the bot's output (from byte `offset` on)."""
        try:
            with open(self.log_path, "rb") as f:
                f.seek(offset)
                text = f.read().decode("utf-8", "replace")
        except FileNotFoundError:
            return "(no output)"
        return "\n".join(text.splitlines()[-lines:])

    def http(self, authorised: bool = True, timeout: float = 10.0) -> httpx.AsyncClient:
        """A client for the JSON API; `authorised` sends `Authorization: Bearer <API_TOKEN>`.
        A connection per request: the server closes a kept-alive connection after 5 idle
        seconds, and a request sent on one as it closes fails ("Server disconnected"), as a
        loaded machine showed between two long chat commands."""
        headers = (
            {"Authorization": f"Bearer {self.api_token}"} if authorised and self.api_token else {}
        )
        return httpx.AsyncClient(
            base_url=self.base_url,
            headers=headers,
            timeout=timeout,
            limits=httpx.Limits(max_keepalive_connections=0),
        )

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()
        if self._own_workdir and exc[0] is None:
            shutil.rmtree(self.workdir, ignore_errors=True)


@asynccontextmanager
async def temporary_database(
    directory: Path, postgres_url: str | None = None
) -> AsyncIterator[str]:
    """A fresh, empty database URL: a SQLite file in `directory`, or, given a
    `postgresql+asyncpg://…` server URL, a new database `qisai_e2e_<random>` on that server,
    dropped afterwards (stop the bot before leaving the block)."""
    if postgres_url is None:
        yield f"sqlite+aiosqlite:///{Path(directory) / f'qisai-{uuid.uuid4().hex[:8]}.db'}"
        return
    import asyncpg
    from sqlalchemy.engine import make_url

    server = make_url(postgres_url)
    name = f"qisai_e2e_{uuid.uuid4().hex[:12]}"
    admin_dsn = server.set(drivername="postgresql", database="postgres").render_as_string(
        hide_password=False
    )
    admin = await asyncpg.connect(admin_dsn)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield server.set(database=name).render_as_string(hide_password=False)
    finally:
        admin = await asyncpg.connect(admin_dsn)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()


# --------------------------------------------------------------------------- message segments


def text(s: str) -> dict:
    """A OneBot v11 text segment."""
    return {"type": "text", "data": {"text": s}}


def at(qq: int | str) -> dict:
    """An @mention segment, as NapCat sends it (qq as a string)."""
    return {"type": "at", "data": {"qq": str(qq)}}


def reply(message_id: int) -> dict:
    """A reply segment (the message answers message `message_id`), as NapCat sends it."""
    return {"type": "reply", "data": {"id": str(message_id)}}


def image(
    url: str = "https://multimedia.nt.qq.com.cn/download?appid=1407&fileid=e2e",
    file: str | None = None,
) -> dict:
    """An image segment shaped like NapCat's (`file`, `url`, `subType`, `file_size`)."""
    return {
        "type": "image",
        "data": {
            "file": file or f"{uuid.uuid4().hex.upper()}.jpg",
            "subType": 0,
            "url": url,
            "file_size": "52341",
        },
    }


def segments_of(content: str | dict | Iterable[str | dict]) -> list[dict]:
    """A message as a segment array; strings become text segments."""
    if isinstance(content, (str, dict)):
        content = [content]
    return [text(part) if isinstance(part, str) else part for part in content]


def _cq_escape(s: str, in_param: bool = False) -> str:
    s = s.replace("&", "&amp;").replace("[", "&#91;").replace("]", "&#93;")
    return s.replace(",", "&#44;") if in_param else s


def _cq_unescape(s: str) -> str:
    return s.replace("&#44;", ",").replace("&#91;", "[").replace("&#93;", "]").replace("&amp;", "&")


def raw_message_of(segments: list[dict]) -> str:
    """The CQ-code string NapCat puts in `raw_message`."""
    out = []
    for seg in segments:
        data = seg.get("data") or {}
        if seg["type"] == "text":
            out.append(_cq_escape(data.get("text", "")))
        else:
            params = "".join(f",{k}={_cq_escape(str(v), True)}" for k, v in data.items())
            out.append(f"[CQ:{seg['type']}{params}]")
    return "".join(out)


_CQ = re.compile(r"\[CQ:(\w+)((?:,[^,\]]*)*)\]")


def parse_cq(message: str) -> list[dict]:
    """A CQ-code string (a bot may send one) as a segment array."""
    segments, pos = [], 0
    for m in _CQ.finditer(message):
        if m.start() > pos:
            segments.append(text(_cq_unescape(message[pos : m.start()])))
        data = dict(p.split("=", 1) for p in m.group(2).split(",")[1:] if "=" in p)
        segments.append({"type": m.group(1), "data": {k: _cq_unescape(v) for k, v in data.items()}})
        pos = m.end()
    if pos < len(message):
        segments.append(text(_cq_unescape(message[pos:])))
    return segments


# --------------------------------------------------------------------------- what the bot does


@dataclass
class SentMessage:
    """A message the bot sent. `text` joins the text segments (of every node, for a forward),
    `at` holds the numeric @mentions, `images` the image segments' `file` values."""

    kind: str  # "group" | "private"
    target: int  # group id or user id
    text: str
    segments: list[dict]
    at: list[int]
    images: list[str]
    message_id: int
    action: str
    forward: bool = False
    received_at: float = field(default_factory=time.monotonic)


@dataclass
class ApiCall:
    """One API call the bot made, answered or not."""

    action: str
    params: dict
    echo: Any
    received_at: float = field(default_factory=time.monotonic)


def _flatten(segments: list[dict]) -> tuple[str, list[int], list[str]]:
    """Text, @mentions and images of a segment array, descending into forward nodes."""
    parts: list[str] = []
    mentions: list[int] = []
    images: list[str] = []
    for seg in segments:
        kind, data = seg.get("type"), seg.get("data") or {}
        if kind == "text":
            parts.append(str(data.get("text", "")))
        elif kind == "at" and str(data.get("qq", "")).isdigit():
            mentions.append(int(data["qq"]))
        elif kind == "image":
            images.append(str(data.get("file") or data.get("url") or ""))
        elif kind == "node":
            t, m, i = _flatten(_as_segments(data.get("content", [])))
            parts.append(t + "\n")
            mentions += m
            images += i
    return "".join(parts), mentions, images


def _as_segments(message: Any) -> list[dict]:
    if isinstance(message, str):
        return parse_cq(message)
    if isinstance(message, dict):
        return [message]
    return list(message or [])


class _Waiter:
    def __init__(self, predicate: Callable[[SentMessage], bool], count: int) -> None:
        self.predicate = predicate
        self.count = count
        self.found: list[SentMessage] = []
        self.future: asyncio.Future[list[SentMessage]] = asyncio.get_running_loop().create_future()

    def offer(self, message: SentMessage) -> None:
        if self.future.done():
            return
        try:
            matched = self.predicate(message)
        except Exception as exc:  # the waiting test sees its predicate's error, the reader lives on
            self.future.set_exception(exc)
            return
        if matched:
            self.found.append(message)
            if len(self.found) >= self.count:
                self.future.set_result(self.found)


# --------------------------------------------------------------------------- the OneBot peer


class ScriptedPeer:
    """What every scripted OneBot implementation here shares: the reverse WebSocket (opened with
    retries while the bot still holds an earlier connection, read, closed), the record of what the
    bot sent (`sent`) and called (`api_calls`), the waiting helpers, and answering a call through
    `_api_<action>(action, params)`. `failures[action] = "fail"` makes that action answer
    `status: failed`; `"timeout"` leaves it unanswered. A subclass names its handshake
    (`_headers`, `SUBPROTOCOLS`, `_hello`) and its protocol's failure codes."""

    SUBPROTOCOLS: list[str] | None = None
    FAIL_RETCODE = 100  # what an action made to fail answers
    UNSUPPORTED = (1404, "不支持的 API")  # what an action without a handler answers

    def __init__(
        self,
        url: str,
        self_id: Any,
        token: str,
        nickname: str,
        diagnostics: Callable[[], str] | None,
    ) -> None:
        self.url = url
        self.self_id = self_id
        self.token = token
        self.nickname = nickname
        self.diagnostics = diagnostics  # e.g. BotProcess.log_tail, shown when a wait fails
        self.failures: dict[str, str] = {}
        self.sent: list[SentMessage] = []
        self.api_calls: list[ApiCall] = []
        self.mark = 0
        self._ids = itertools.count(1_000_001)
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task | None = None
        self._waiters: set[_Waiter] = set()
        self._closed_reason: str | None = None

    # ---- connection

    def _headers(self) -> dict[str, str]:
        """The handshake's headers (the token is added as a bearer)."""
        return {}

    def _hello(self) -> list[dict]:
        """The events posted right after connecting."""
        return []

    async def connect(self, timeout: float = 5.0) -> None:
        """Open the reverse WebSocket and post the hello events. A refusal (the bot still holds
        a previous connection of this self_id) is retried until `timeout`."""
        headers = self._headers()
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        deadline = time.monotonic() + timeout
        while True:
            try:
                self._ws = await connect(
                    self.url,
                    additional_headers=headers,
                    subprotocols=self.SUBPROTOCOLS,
                    max_size=None,
                    open_timeout=timeout,
                )
                break
            except InvalidStatus:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.05)
        self._closed_reason = None
        self._reader = asyncio.create_task(self._read(), name=f"onebot-peer-{self.self_id}")
        for event in self._hello():
            await self.send_event(event)

    async def close(self) -> None:
        """Close the WebSocket and stop answering."""
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)
        self._ws = self._reader = None

    async def __aenter__(self) -> Self:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _read(self) -> None:
        assert self._ws is not None
        try:
            async for frame in self._ws:
                call = json.loads(frame)
                if isinstance(call, dict) and "action" in call:
                    await self._answer(call)
            self._closed_reason = "the bot closed the WebSocket"
        except ConnectionClosed as exc:
            self._closed_reason = f"the WebSocket closed: {exc}"
        except Exception as exc:  # a bug in the peer must not look like a silent bot
            self._closed_reason = f"the peer's reader failed: {exc!r}"
            raise
        finally:
            for w in self._waiters:
                if not w.future.done():
                    w.future.set_exception(ConnectionError(self._closed_reason))

    async def send_event(self, payload: dict) -> None:
        """Post a raw event; later waits look only at messages sent after it."""
        if self._ws is None:
            raise ConnectionError("the peer is not connected")
        self.mark = len(self.sent)
        await self._ws.send(json.dumps(payload, ensure_ascii=False))

    # ---- waiting for the bot

    async def wait_for_count(
        self,
        predicate: Callable[[SentMessage], bool],
        count: int,
        timeout: float = 5.0,
        *,
        since: int | None = None,
    ) -> list[SentMessage]:
        """The first `count` messages sent since index `since` (default: `mark`) that satisfy
        `predicate`, waiting at most `timeout` s for them."""
        start = self.mark if since is None else since
        waiter = _Waiter(predicate, count)
        for message in self.sent[start:]:
            waiter.offer(message)
        if not waiter.future.done() and (self._reader is None or self._closed_reason):
            raise ConnectionError(
                f"the peer is not connected ({self._closed_reason or 'never connected'})"
            )
        self._waiters.add(waiter)
        try:
            return await asyncio.wait_for(waiter.future, timeout)
        except TimeoutError:
            raise AssertionError(self._timeout_report(waiter, count, timeout, start)) from None
        finally:
            self._waiters.discard(waiter)

    async def wait_for(
        self,
        predicate: Callable[[SentMessage], bool],
        timeout: float = 5.0,
        *,
        since: int | None = None,
    ) -> SentMessage:
        """The first message sent since `since` (default: `mark`) that satisfies `predicate`."""
        return (await self.wait_for_count(predicate, 1, timeout, since=since))[0]

    async def expect_reply(
        self,
        group_id: Any,
        contains: str = "",
        timeout: float = 5.0,
        *,
        since: int | None = None,
    ) -> SentMessage:
        """The first message to the group containing `contains`, sent since `since` (default:
        `mark`)."""
        return await self.wait_for(
            lambda m: m.kind == "group" and m.target == group_id and contains in m.text,
            timeout,
            since=since,
        )

    async def expect_private(
        self,
        user_id: Any,
        contains: str = "",
        timeout: float = 5.0,
        *,
        since: int | None = None,
    ) -> SentMessage:
        """The first private message to the user containing `contains`, sent since `since`."""
        return await self.wait_for(
            lambda m: m.kind == "private" and m.target == user_id and contains in m.text,
            timeout,
            since=since,
        )

    def _timeout_report(self, waiter: _Waiter, count: int, timeout: float, start: int) -> str:
        recent = self.sent[start:][-15:]
        lines = [
            f"waited {timeout:g} s for {count} matching message(s), got {len(waiter.found)}; "
            f"the bot sent {len(self.sent) - start} message(s) since #{start}:"
        ]
        lines += [f"  {m.kind}:{m.target} {m.text[:300]!r}" for m in recent]
        if self.diagnostics is not None:
            lines += ["bot output (tail):", self.diagnostics()]
        return "\n".join(lines)

    # ---- answering the bot's calls

    def _received(self, message: SentMessage) -> None:
        """The bot sent `message`: record it and wake the waits it satisfies."""
        self.sent.append(message)
        for waiter in list(self._waiters):
            waiter.offer(message)

    async def _answer(self, call: dict) -> None:
        action, params, echo = call["action"], call.get("params") or {}, call.get("echo")
        self.api_calls.append(ApiCall(action, params, echo))
        failure = self.failures.get(action)
        if failure == "timeout":
            return
        if failure == "fail":
            reply = _failed(self.FAIL_RETCODE, f"{action} 模拟失败")
        else:
            handler = getattr(self, f"_api_{action}", None)
            retcode, words = self.UNSUPPORTED
            reply = (
                _failed(retcode, f"{words}：{action}")
                if handler is None
                else handler(action, params)
            )
        reply["echo"] = echo
        assert self._ws is not None
        await self._ws.send(json.dumps(reply, ensure_ascii=False))


class OneBotPeer(Reactions, ScriptedPeer):
    """A scripted OneBot v11 implementation (NapCat-shaped) on a reverse WebSocket.

    `members[group_id][user_id] = {"card", "nickname", "role"}` answers member look-ups; a
    group message's sender joins (or updates) that table. Waiting helpers look at messages sent
    since the peer's last event (`mark`) unless given `since`.

    Group tools answer as NapCat does: only where the bot's own member entry is `admin` or
    `owner` (`add_member(group, BOT_QQ, role="admin")`), else retcode != 0. What they did is in
    `announcements` (group, content), `whole_ban` (group -> muted now) with its history in
    `ban_changes` (group, enable), and `essence` (message ids). `get_msg` (the adapter asks it
    for a reply's original) knows the bot's messages and the group messages the peer posted.
    `get_group_list` answers `groups` (the account's groups; None, the default: unsupported,
    and the bot takes every group for one it can post in). `get_version_info` names `app_name`
    (NapCat by default), and the reactions the bot puts on messages are in `reactions`
    (peer_reactions.py).
    """

    def __init__(
        self,
        url: str,
        self_id: int = BOT_QQ,
        token: str = "",
        *,
        nickname: str = "棋赛机器人",
        diagnostics: Callable[[], str] | None = None,
        app_name: str = NAPCAT,
    ) -> None:
        super().__init__(url, self_id, token, nickname, diagnostics)
        self.app_name = app_name
        self.reactions: list[Reaction] = []
        self.members: dict[int, dict[int, dict]] = {}
        self.group_names: dict[int, str] = {}
        # the groups the account is in, as `get_group_list` answers; None: the call is not
        # supported (the bot then takes every group for one it can post in)
        self.groups: set[int] | None = None
        self.deleted: list[int] = []  # message ids the bot recalled (delete_msg)
        self.announcements: list[tuple[int, str]] = []
        self.whole_ban: dict[int, bool] = {}
        self.ban_changes: list[tuple[int, bool]] = []
        self.essence: list[int] = []
        self._posted: dict[int, dict] = {}  # message_id -> group message event the peer posted

    # ---- connection: NapCat's headers, then the lifecycle `connect` event

    def _headers(self) -> dict[str, str]:
        return {
            "X-Self-ID": str(self.self_id),
            "X-Client-Role": "Universal",
            "User-Agent": "NapCat/4.7",
        }

    def _hello(self) -> list[dict]:
        return [
            {
                "time": int(time.time()),
                "self_id": self.self_id,
                "post_type": "meta_event",
                "meta_event_type": "lifecycle",
                "sub_type": "connect",
            }
        ]

    # ---- events the peer posts

    def add_member(
        self,
        group_id: int,
        user_id: int,
        *,
        card: str | None = "",
        nickname: str | None = None,
        role: str = "member",
    ) -> dict:
        """Put a user in a group's member table (or update them); their entry."""
        entry = self.members.setdefault(group_id, {}).setdefault(
            user_id, {"card": "", "nickname": f"棋手{user_id}", "role": "member"}
        )
        entry.update(card=card, role=role)
        if nickname is not None:
            entry["nickname"] = nickname
        return entry

    async def group_message(
        self,
        group_id: int,
        user_id: int,
        content: str | dict | Iterable[str | dict],
        *,
        card: str | None = _UNSET,
        nickname: str = _UNSET,
        role: str = _UNSET,
        sender_extra: dict | None = None,
        extra: dict | None = None,
    ) -> int:
        """Post a group message as NapCat does; its message_id. Sender fields not given come
        from the member table (the sender joins it); `card=None` sends `"card": null`.
        `sender_extra`/`extra` add or override fields of `sender`/the event."""
        known = self.members.get(group_id, {}).get(user_id, {})
        entry = self.add_member(
            group_id,
            user_id,
            card=known.get("card", "") if card is _UNSET else card,
            nickname=None if nickname is _UNSET else nickname,
            role=known.get("role", "member") if role is _UNSET else role,
        )
        segments = segments_of(content)
        message_id = next(self._ids)
        event = {
            "self_id": self.self_id,
            "user_id": user_id,
            "time": int(time.time()),
            "message_id": message_id,
            "message_seq": message_id,
            "real_id": message_id,
            "real_seq": str(message_id),
            "message_type": "group",
            "sender": {
                "user_id": user_id,
                "nickname": entry["nickname"],
                "card": entry["card"],
                "role": entry["role"],
                **(sender_extra or {}),
            },
            "raw_message": raw_message_of(segments),
            "font": 14,
            "sub_type": "normal",
            "message": segments,
            "message_format": "array",
            "post_type": "message",
            "group_id": group_id,
            "group_name": self.group_names.get(group_id, f"测试群{group_id}"),
            **(extra or {}),
        }
        self._posted[message_id] = event
        await self.send_event(event)
        return message_id

    async def private_message(
        self,
        user_id: int,
        content: str | dict | Iterable[str | dict],
        *,
        nickname: str | None = None,
        sub_type: str = "friend",
        extra: dict | None = None,
    ) -> int:
        """Post a private (friend) message as NapCat does; its message_id."""
        segments = segments_of(content)
        message_id = next(self._ids)
        event = {
            "self_id": self.self_id,
            "user_id": user_id,
            "time": int(time.time()),
            "message_id": message_id,
            "message_seq": message_id,
            "real_id": message_id,
            "real_seq": str(message_id),
            "message_type": "private",
            "target_id": user_id,
            "sender": {
                "user_id": user_id,
                "nickname": nickname or self._nickname(user_id),
                "card": "",
            },
            "raw_message": raw_message_of(segments),
            "font": 14,
            "sub_type": sub_type,
            "message": segments,
            "message_format": "array",
            "post_type": "message",
            **(extra or {}),
        }
        await self.send_event(event)
        return message_id

    def _nickname(self, user_id: int) -> str:
        for group in self.members.values():
            if user_id in group:
                return group[user_id]["nickname"]
        return f"棋手{user_id}"

    # ---- answering the bot's API calls

    def _record(
        self, action: str, kind: str, target: int, segments: list[dict], forward: bool
    ) -> dict:
        body, mentions, images = _flatten(segments)
        message_id = next(self._ids)
        self._received(
            SentMessage(
                kind, int(target), body, segments, mentions, images, message_id, action, forward
            )
        )
        return _ok({"message_id": message_id})

    @staticmethod
    def _destination(action: str, p: dict) -> tuple[str, int]:
        """(kind, target) of a send: the action's name says group/private, else message_type."""
        if "_group_" in action:
            kind = "group"
        elif "_private_" in action:
            kind = "private"
        else:
            kind = p.get("message_type") or ("group" if p.get("group_id") else "private")
        return kind, p["group_id"] if kind == "group" else p["user_id"]

    def _api_send_msg(self, action: str, p: dict) -> dict:
        kind, target = self._destination(action, p)
        return self._record(action, kind, target, _as_segments(p.get("message")), forward=False)

    _api_send_group_msg = _api_send_private_msg = _api_send_msg

    def _api_send_group_forward_msg(self, action: str, p: dict) -> dict:
        kind, target = self._destination(action, p)
        reply = self._record(action, kind, target, _as_segments(p.get("messages")), forward=True)
        reply["data"]["forward_id"] = uuid.uuid4().hex
        return reply

    _api_send_private_forward_msg = _api_send_forward_msg = _api_send_group_forward_msg

    def _api_delete_msg(self, action: str, p: dict) -> dict:
        message_id = int(p["message_id"])
        if not any(m.message_id == message_id for m in self.sent):
            return _failed(100, "消息不存在")
        self.deleted.append(message_id)
        return _ok(None)

    def _api_get_login_info(self, action: str, p: dict) -> dict:
        return _ok({"user_id": self.self_id, "nickname": self.nickname})

    def _member_info(self, group_id: int, user_id: int) -> dict:
        m = self.members[group_id][user_id]
        return {
            "group_id": group_id,
            "user_id": user_id,
            "nickname": m["nickname"],
            "card": m["card"] or "",
            "sex": "unknown",
            "age": 0,
            "area": "",
            "level": "1",
            "qq_level": 0,
            "join_time": 1_700_000_000,
            "last_sent_time": int(time.time()),
            "title_expire_time": 0,
            "unfriendly": False,
            "card_changeable": True,
            "is_robot": False,
            "shut_up_timestamp": 0,
            "role": m["role"],
            "title": "",
        }

    def _api_get_group_member_info(self, action: str, p: dict) -> dict:
        group_id, user_id = int(p["group_id"]), int(p["user_id"])
        if user_id not in self.members.get(group_id, {}):
            return _failed(100, "群成员不存在")
        return _ok(self._member_info(group_id, user_id))

    def _api_get_group_member_list(self, action: str, p: dict) -> dict:
        group_id = int(p["group_id"])
        return _ok([self._member_info(group_id, uid) for uid in self.members.get(group_id, {})])

    def _api_get_group_info(self, action: str, p: dict) -> dict:
        group_id = int(p["group_id"])
        return _ok(
            {
                "group_id": group_id,
                "group_name": self.group_names.get(group_id, f"测试群{group_id}"),
                "member_count": len(self.members.get(group_id, {})),
                "max_member_count": 2000,
            }
        )

    def _api_get_group_list(self, action: str, p: dict) -> dict:
        if self.groups is None:
            return _failed(1404, "不支持的 API")
        return _ok(
            [self._api_get_group_info(action, {"group_id": g})["data"] for g in sorted(self.groups)]
        )

    def _api_set_group_card(self, action: str, p: dict) -> dict:
        group_id, user_id = int(p["group_id"]), int(p["user_id"])
        if user_id not in self.members.get(group_id, {}):
            return _failed(100, "群成员不存在")
        self.members[group_id][user_id]["card"] = p.get("card", "")
        return _ok(None)

    def bot_is_admin(self, group_id: int) -> bool:
        return self.members.get(group_id, {}).get(self.self_id, {}).get("role") in (
            "admin",
            "owner",
        )

    def _api__send_group_notice(self, action: str, p: dict) -> dict:
        group_id = int(p["group_id"])
        if not self.bot_is_admin(group_id):
            return _failed(200, "发送群公告失败：机器人不是群管理员")
        self.announcements.append((group_id, str(p.get("content", ""))))
        return _ok(None)

    def _api_set_group_whole_ban(self, action: str, p: dict) -> dict:
        group_id = int(p["group_id"])
        if not self.bot_is_admin(group_id):
            return _failed(200, "全员禁言失败：机器人不是群管理员")
        enable = p.get("enable", True) not in (False, "false", 0)
        self.whole_ban[group_id] = enable
        self.ban_changes.append((group_id, enable))
        return _ok(None)

    def _sent_by_id(self, message_id: int) -> SentMessage | None:
        return next((m for m in self.sent if m.message_id == message_id), None)

    def _api_set_essence_msg(self, action: str, p: dict) -> dict:
        message_id = int(p["message_id"])
        sent = self._sent_by_id(message_id)
        group_id = (
            sent.target
            if sent and sent.kind == "group"
            else self._posted.get(message_id, {}).get("group_id")
        )
        if group_id is None:
            return _failed(1404, "消息不存在")
        if not self.bot_is_admin(group_id):
            return _failed(200, "设置精华消息失败：机器人不是群管理员")
        self.essence.append(message_id)
        return _ok(None)

    def _api_get_msg(self, action: str, p: dict) -> dict:
        message_id = int(p["message_id"])
        if (event := self._posted.get(message_id)) is not None:
            return _ok(
                {
                    k: event[k]
                    for k in (
                        "time",
                        "message_type",
                        "message_id",
                        "real_id",
                        "sender",
                        "message",
                        "group_id",
                        "user_id",
                        "raw_message",
                    )
                }
            )
        sent = self._sent_by_id(message_id)
        if sent is None:
            return _failed(1404, "消息不存在")
        data = {
            "time": int(time.time()),
            "message_type": sent.kind,
            "message_id": message_id,
            "real_id": message_id,
            "sender": {"user_id": self.self_id, "nickname": self.nickname, "card": ""},
            "message": sent.segments,
            "user_id": self.self_id,
            "raw_message": raw_message_of(sent.segments),
        }
        if sent.kind == "group":
            data["group_id"] = sent.target
        return _ok(data)

    def _api_get_stranger_info(self, action: str, p: dict) -> dict:
        user_id = int(p["user_id"])
        return _ok(
            {
                "user_id": user_id,
                "nickname": self._nickname(user_id),
                "sex": "unknown",
                "age": 0,
                "qid": "",
                "level": 1,
                "login_days": 0,
            }
        )


def _ok(data: Any) -> dict:
    return {"status": "ok", "retcode": 0, "data": data, "message": "", "wording": ""}


def _failed(retcode: int, message: str) -> dict:
    return {
        "status": "failed",
        "retcode": retcode,
        "data": None,
        "message": message,
        "wording": message,
    }


REFEREE = 10002  # the account the e2e tests name arbitrator with /仲裁 (a group admin)


class Desk:
    """Send a group message as someone (the superuser as group owner, the referee as an admin)
    and collect the bot's next `count` posts to the group."""

    def __init__(self, peer: OneBotPeer, group: int = GROUP, timeout: float = 15.0):
        self.peer, self.group, self.timeout = peer, group, timeout

    async def say(
        self, user: int, text: str, count: int = 1, timeout: float | None = None
    ) -> list[SentMessage]:
        role = "owner" if user == SUPERUSER else "admin" if user == REFEREE else "member"
        await self.peer.group_message(self.group, user, text, role=role)
        return await self.peer.wait_for_count(
            lambda m: m.kind == "group" and m.target == self.group, count, timeout or self.timeout
        )

    async def one(self, user: int, text: str, expect: str) -> str:
        """Say `text` and check the one reply contains `expect`; the reply's text."""
        (reply,) = await self.say(user, text)
        assert expect in reply.text, f"{text!r} -> {reply.text!r}"
        return reply.text
