"""Headless Chromium driven over the DevTools protocol: open a page as a phone would and
report what a person sees (text, widths) plus a screenshot. The page itself runs no script;
the measurements are made by the test's browser session."""

import asyncio
import base64
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from websockets.asyncio.client import connect

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")

# what a person sees, whether anything reaches past the viewport outside a scrolling box, and
# where the first table's column heads end (what is in sight before scrolling it)
MEASURE = """JSON.stringify({
  text: document.body.innerText,
  viewport: window.innerWidth,
  pageWidth: document.documentElement.scrollWidth,
  outside: [...document.querySelectorAll('body *')]
    .filter(e => !e.closest('.box') || e.classList.contains('box'))
    .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
    .map(e => e.tagName + (e.className ? '.' + e.className : '')).slice(0, 10),
  boxes: [...document.querySelectorAll('.box')].map(b => [b.scrollWidth, b.clientWidth]),
  heads: [...(document.querySelector('.box tr')?.children ?? [])]
    .map(c => [c.textContent, c.getBoundingClientRect().right])
})"""


def find_chromium() -> str | None:
    """The path of a Chromium (or Chrome) binary, None if there is none."""
    return next((p for p in map(shutil.which, CANDIDATES) if p), None)


class _Session:
    def __init__(self, ws):
        self.ws, self.ids, self.events = ws, 0, []

    async def call(self, method: str, session: str | None = None, **params) -> dict:
        self.ids += 1
        mine = self.ids
        message = {"id": mine, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        await self.ws.send(json.dumps(message))
        while True:
            reply = json.loads(await self.ws.recv())
            if reply.get("id") == mine:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    async def event(self, method: str) -> dict:
        while True:
            for i, e in enumerate(self.events):
                if e.get("method") == method:
                    return self.events.pop(i)
            self.events.append(json.loads(await self.ws.recv()))


async def open_page(
    url: str, width: int = 360, height: int = 800, timeout: float = 60.0
) -> tuple[dict, bytes]:
    """Load `url` in headless Chromium as a `width`-px phone; returns (measurements,
    screenshot PNG)."""
    binary = find_chromium()
    assert binary, "no Chromium"
    profile = tempfile.mkdtemp(prefix="qisai-chromium-")
    process = subprocess.Popen(
        [
            binary,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--hide-scrollbars",
            f"--window-size={width},{height}",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "LANG": "zh_CN.UTF-8"},
    )
    try:
        return await asyncio.wait_for(_drive(Path(profile), url, width, height), timeout)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(profile, ignore_errors=True)


async def _drive(profile: Path, url: str, width: int, height: int) -> tuple[dict, bytes]:
    port_file = profile / "DevToolsActivePort"
    while not port_file.exists() or len(port_file.read_text().split()) < 2:
        await asyncio.sleep(0.1)
    port, path = port_file.read_text().split()[:2]
    async with connect(f"ws://127.0.0.1:{port}{path}", max_size=64 * 2**20) as ws:
        cdp = _Session(ws)
        target = (await cdp.call("Target.createTarget", url="about:blank"))["targetId"]
        session = (await cdp.call("Target.attachToTarget", targetId=target, flatten=True))[
            "sessionId"
        ]
        await cdp.call(
            "Emulation.setDeviceMetricsOverride",
            session,
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=True,
        )
        await cdp.call("Page.enable", session)
        await cdp.call("Page.navigate", session, url=url)
        await cdp.event("Page.loadEventFired")
        result = await cdp.call("Runtime.evaluate", session, expression=MEASURE, returnByValue=True)
        shot = await cdp.call("Page.captureScreenshot", session, format="png")
    return json.loads(result["result"]["value"]), base64.b64decode(shot["data"])
