"""The read-only JSON API on the bot's own HTTP port (FastAPI driver)."""

import hmac
from typing import TypeVar

from fastapi import APIRouter, FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse
from nonebot import get_app, get_plugin_config

from engine.numbers import MAX_ID
from services import records, regulation_drafts, regulation_files, series_views, views

from . import page, series_page
from .config import Config

_config = get_plugin_config(Config)
router = APIRouter()


def _authorised(request: Request) -> bool:
    """Whether the request carries `Authorization: Bearer <API_TOKEN>` (never, when unset)."""
    if not _config.api_token:
        return False
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(token.strip(), _config.api_token)


_T = TypeVar("_T")


def _found(value: _T | None) -> _T:
    if value is None:
        raise HTTPException(status_code=404, detail="not found")
    return value


def _ident(value: int) -> int:
    """A path number that can name a row; any other (0, negative, past the database's integer)
    is a 404 like an unknown one."""
    if not 1 <= value <= MAX_ID:
        raise HTTPException(status_code=404, detail="not found")
    return value


@router.get("/api/tournaments")
async def list_tournaments() -> list[dict]:
    """`[{"id", "name", "preset", "format", "status"}]`."""
    return await views.tournaments()


@router.get("/api/tournaments/{tid}")
async def tournament(tid: int, request: Request) -> dict:
    """The tournament with its rounds; the group number masked unless the request carries the
    API token."""
    return _found(await views.tournament(_ident(tid), full=_authorised(request)))


@router.get("/api/tournaments/{tid}/players")
async def players(tid: int, request: Request) -> list[dict]:
    """The sign-ups; QQ numbers masked unless the request carries the API token."""
    return _found(await views.players(_ident(tid), full_qq=_authorised(request)))


@router.get("/api/tournaments/{tid}/rounds/{number}")
async def round_tables(tid: int, number: int) -> dict:
    """A round's tables: seats by sign-up number (first seat first), result and points."""
    return _found(await views.round_tables(_ident(tid), _ident(number)))


@router.get("/api/tournaments/{tid}/standings")
async def standings(tid: int, request: Request) -> dict:
    """The standings after the last closed round, in overall order (QQ-like numbers in public
    text masked unless the request carries the API token)."""
    return _found(await views.standings(_ident(tid), full=_authorised(request)))


@router.get("/api/tournaments/{tid}/regulation")
async def regulation(tid: int) -> dict:
    """The regulation's summary (engine/regulation/summary.py): game, stages, points,
    tiebreaks, timetable, sign-up, divisions, prizes, fee, time control; a tournament drafted
    from its regulation's text adds ``sources`` (key -> the words read) and ``unread``."""
    data = dict(_found(await regulation_files.summary_of(_ident(tid))).data)
    drafted = await regulation_drafts.drafted(_ident(tid))
    if drafted is not None:
        data["sources"], data["unread"] = drafted
    return data


@router.get("/api/players/{qq}")
async def player(qq: str, request: Request) -> dict:
    """A player across the groups' tournaments: events with places, games, the club rating per
    game kind; QQ numbers masked unless the request carries the API token."""
    if not 1 <= len(qq) <= 64:
        raise HTTPException(status_code=404, detail="not found")
    return _found(await records.player_json(qq, full=_authorised(request)))


@router.get("/t/{tid}", response_class=HTMLResponse)
async def standings_page(tid: int) -> str:
    """The tournament as a web page: standings, round tables, timetable (QQ numbers masked)."""
    return _found(await page.render_page(_ident(tid)))


@router.get("/api/series")
async def list_series() -> list[dict]:
    """`[{"id", "name", "tournaments": [id…]}]`: every series, its tournaments in series order."""
    return await series_views.series_list()


@router.get("/api/series/{sid}/standings")
async def series_standings(sid: int, request: Request) -> dict:
    """A series' standings: `{"rows": [{"rank", "qq", "name", "total", "events", "results":
    [{"tournament", "place", "points", "counted"}]}]}` (QQ masked unless the request carries
    the API token)."""
    return _found(await series_views.standings_json(_ident(sid), full=_authorised(request)))


@router.get("/s/{sid}", response_class=HTMLResponse)
async def series_page_html(sid: int) -> str:
    """The series as a web page: standings, tournaments, rules (QQ numbers masked)."""
    return _found(await series_page.render_page(_ident(sid)))


app: FastAPI = get_app()
app.include_router(router)
