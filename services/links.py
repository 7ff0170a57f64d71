"""Where players open a tournament's page: the `PUBLIC_BASE_URL` setting, handed over by the
chat layer at start-up (services read no settings of their own)."""

_base = ""


def set_public_base(url: str) -> None:
    """Set the public root of the pages (`PUBLIC_BASE_URL`, no trailing slash); empty: no links."""
    global _base
    _base = url.rstrip("/")


def page_url(tournament_id: int) -> str | None:
    """The tournament's page `/t/{id}` as players open it, None while no public root is set."""
    return f"{_base}/t/{tournament_id}" if _base else None


def page_line(tournament_id: int) -> str:
    """A line to end a group post with (leading newline), empty without a public root."""
    url = page_url(tournament_id)
    return f"\n完整排名、各轮对阵与成绩：{url}" if url else ""
