"""The read-only JSON API on the bot's own HTTP port (FastAPI driver)."""

import hmac
from html import escape

from fastapi import APIRouter, FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse
from nonebot import get_app, get_plugin_config

from engine.numbers import MAX_ID
from services import views

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


def _found(value):
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
    """The tournament with its rounds; the group number masked unless the request carries the API token."""
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


LEDGER_CN = {"penalty": "扣分", "compensation": "补分", "warning": "警告", "foul": "犯规", "disqualification": "取消资格"}
STATUS_CN = {"active": "在赛", "eliminated": "淘汰", "substitute": "替补", "withdrawn": "退赛", "disqualified": "取消资格"}


@router.get("/t/{tid}", response_class=HTMLResponse)
async def standings_page(tid: int) -> str:
    """The standings as a plain web page (no QQ numbers)."""
    summary = _found(await views.tournament(_ident(tid)))
    table = _found(await views.standings(_ident(tid)))
    rounds = max((len(r["round_scores"]) for r in table["rows"]), default=0)
    head = "".join(f"<th>第{n}轮</th>" for n in range(1, rounds + 1))
    rows = []
    for r in table["rows"]:
        scores = "".join(f"<td>{escape(x) if x is not None else '-'}</td>" for x in r["round_scores"])
        family = f"【{escape(r['family'])}】" if r.get("family") else ""
        ledger = "；".join(escape(f"第{x['round']}轮 {LEDGER_CN.get(x['kind'], x['kind'])} {x['points']} {x['reason']}")
                          for x in r.get("ledger", []))
        rows.append(
            f"<tr class='{r['status']}'><td>{r['rank'] or '-'}</td><td>{r['seq']}</td>"
            f"<td>{family}{escape(r['name'])}</td><td>{escape(r['total'])}</td>{scores}"
            f"<td>{STATUS_CN.get(r['status'], r['status'])}</td><td class='ledger'>{ledger}</td></tr>"
        )
    title = escape(summary["name"])
    after = f"第{table['after_round']}轮后排名" if table["after_round"] else "尚无排名"
    return (
        "<!doctype html><html lang='zh-CN'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{title}</title><style>body{{font-family:sans-serif;margin:1em}}table{{border-collapse:collapse}}"
        "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}td:nth-child(3),td.ledger{text-align:left}"
        ".eliminated,.substitute,.withdrawn,.disqualified{color:#888}</style></head><body>"
        f"<h1>{title}</h1><p>{after}</p><table><tr><th>名次</th><th>序号</th><th>选手</th><th>加权总分</th>"
        f"{head}<th>状态</th><th>处罚/补分</th></tr>{''.join(rows)}</table></body></html>"
    )


app: FastAPI = get_app()
app.include_router(router)
