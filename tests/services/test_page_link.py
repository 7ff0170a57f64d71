"""With PUBLIC_BASE_URL set, the group's post after each round ends with the page's address."""

import pytest

from services import closing, links, play, signup
from tests.services.test_arena_flow import DAY, ORG, T0, setup_teams


@pytest.fixture
def public_base():
    links.set_public_base("https://qisai.example.org/")
    yield
    links.set_public_base("")


async def close_first_bout():
    await setup_teams()
    await signup.set_open(ORG, False, T0)
    await play.seat_next_round(ORG, DAY)
    await play.enter_result(ORG, "1", "胜胜胜胜", DAY)
    return await closing.close_round(ORG, DAY)


async def test_the_round_post_carries_the_page_link(clean_db, public_base):
    closed = await close_first_bout()
    post = closed.notices[0].text
    assert post.startswith("「")  # the standings post …
    # … ends with the page of tournament 1, the trailing slash of the setting dropped
    assert post.endswith("\n完整排名、各轮对阵与成绩：https://qisai.example.org/t/1")
    assert "example.org" not in closed.text  # the organiser's reply stays short


async def test_no_link_without_a_public_base(clean_db):
    closed = await close_first_bout()
    assert "/t/" not in closed.notices[0].text
    assert links.page_url(1) is None
