"""Commands of step 1: /新建赛事 /赛事 /赛事列表 /切换赛事 /设置 /组委 /仲裁 /帮助, refusals
included."""

import pytest
from nonebug import App
from sqlalchemy import func, select

from models import db
from models.tables import AuditLog, Entry, Role, Tournament
from tests.conftest import SUPERUSER
from tests.utils import GROUP, Says, at, group_event, member, private_event, talk, text

PRESETS = {
    "xiaomanyao-junqi-2023": "four_player_elimination",
    "shenzhen-go-2023": "swiss",
    "pingshan-jieqi-2019": "group_swiss_knockout",
    "chuanyu-xiangqi-arena-2021": "team_arena",
}


async def count(model) -> int:
    async with db.session() as s:
        return (await s.execute(select(func.count()).select_from(model))).scalar_one()


async def tournaments() -> list[Tournament]:
    async with db.session() as s:
        return list((await s.execute(select(Tournament).order_by(Tournament.id))).scalars())


@pytest.mark.parametrize("preset", PRESETS)
async def test_superuser_creates_each_preset_without_timetable_when_dates_passed(
    app: App, now, preset
):
    # every preset's dates (2019-2023) are before the test clock (2026-12-01)
    await talk(
        app,
        group_event(SUPERUSER, f"/新建赛事 {preset}"),
        Says("已新建赛事 #1", preset, "日期已经过去", "/设置 报名截止"),
    )
    [t] = await tournaments()
    assert (t.preset, t.format, t.group_id, t.status) == (preset, PRESETS[preset], GROUP, "draft")
    assert t.regulation["signup"]["deadline"] is None
    assert all(r["starts_at"] is None for r in t.regulation["schedule"]["rounds"])
    async with db.session() as s:
        role = (await s.execute(select(Role))).scalar_one()
    assert (role.user_id, role.role) == (SUPERUSER, "organiser")


async def test_create_with_name_and_full_width_slash(app: App, now):
    await talk(
        app,
        group_event(SUPERUSER, "／新建赛事 xiaomanyao-junqi-2023 2026小蛮腰杯"),
        Says("#1", "2026小蛮腰杯"),
    )
    [t] = await tournaments()
    assert t.name == "2026小蛮腰杯"


async def test_unknown_preset_lists_presets_and_creates_nothing(app: App, now):
    await talk(
        app,
        group_event(SUPERUSER, "/新建赛事 chess-2030"),
        Says("没有预设", "xiaomanyao-junqi-2023"),
    )
    assert await count(Tournament) == 0


async def test_missing_preset_shows_form(app: App, now):
    await talk(
        app,
        group_event(SUPERUSER, "/新建赛事"),
        Says("请写预设", "/新建赛事 xiaomanyao-junqi-2023"),
    )
    assert await count(Tournament) == 0


async def test_group_admin_is_not_an_organiser(app: App, now):
    await talk(
        app,
        group_event("30001", "/新建赛事 xiaomanyao-junqi-2023", role="owner"),
        Says("只有超级管理员"),
    )
    assert await count(Tournament) == 0
    assert await count(AuditLog) == 0


async def test_create_in_private_chat_is_refused(app: App, now):
    await talk(
        app, private_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("请在比赛群里发送")
    )
    assert await count(Tournament) == 0


async def test_describe_shows_lint_warnings(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    # seed 000: "N进100" vs rule 128, and the prize table 2,924 vs 3,588 announced
    await talk(
        app, group_event("30001", "/赛事"), Says("规程提示（2 条）", "100", "128", "2924", "3588")
    )


async def test_describe_without_tournament_says_how_to_create(app: App, now):
    await talk(app, group_event("30001", "/赛事"), Says("还没有赛事", "/新建赛事"))


async def test_list_and_switch(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023 甲"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/新建赛事 shenzhen-go-2023 乙"), Says("#2"))
    await talk(app, group_event("30001", "/赛事列表"), Says("▶ #2「乙」", "· #1「甲」"))
    # the group's choice decides what every command there acts on: a member may not make it
    await talk(
        app, group_event("30001", "/切换赛事 1"), Says("只有赛事 #1 的组委可以切换本群操作的赛事")
    )
    await talk(app, group_event("30001", "/赛事"), Says("赛事 #2「乙」"))
    await talk(app, group_event(SUPERUSER, "/切换赛事 1"), Says("已切换到赛事 #1「甲」"))
    await talk(app, group_event("30001", "/赛事"), Says("赛事 #1「甲」"))
    await talk(app, group_event("30001", "/切换赛事 9"), Says("没有编号为 #9 的赛事"))
    await talk(app, group_event("30001", "/切换赛事 abc"), Says("请写赛事编号", "/切换赛事 2"))


async def test_a_newcomer_chooses_privately_among_tournaments_open_for_signup(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 round-robin 甲"), Says("#1"))
    await talk(
        app, group_event(SUPERUSER, "/新建赛事 round-robin 乙", group_id="20002"), Says("#2")
    )
    for group in (GROUP, "20002"):
        for item, value in (("报名截止", "2026-12-10 20:00"), ("第1轮", "2026-12-12 20:00")):
            await talk(
                app, group_event(SUPERUSER, f"/设置 {item} {value}", group_id=group), Says("已设置")
            )
    # two tournaments take sign-ups: the private sign-up asks to choose, and choosing works
    await talk(
        app, private_event("30005", "报名 阿新 30005"), Says("正在报名的赛事有", "/切换赛事")
    )
    await talk(app, private_event("30005", "/切换赛事 2"), Says("已切换到赛事 #2「乙」"))
    await talk(app, private_event("30005", "报名 阿新 30005"), Says("阿新 报名成功，报名序号 1"))
    async with db.session() as s:
        assert [
            (e.tournament_id, e.user_id) for e in (await s.execute(select(Entry))).scalars()
        ] == [(2, "30005")]
    # a tournament neither played, organised nor open for sign-up stays out of reach
    await talk(app, group_event(SUPERUSER, "/截止报名"), Says("报名已截止"))
    await talk(
        app, private_event("30005", "/切换赛事 1"), Says("你没有参加或管理赛事 #1，它也不在报名中")
    )
    await talk(app, private_event("30005", "/赛事"), Says("赛事 #2「乙」"))


async def test_switch_to_another_groups_tournament_is_refused(app: App, now):
    await talk(
        app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023", group_id="20002"), Says("#1")
    )
    await talk(app, group_event(SUPERUSER, "/切换赛事 1"), Says("不属于本群"))


async def test_set_dates_moves_tournament_to_signup(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(
        app, group_event(SUPERUSER, "/设置 报名截止 2026-12-10 20:00"), Says("已设置 报名截止")
    )
    await talk(
        app,
        group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"),
        Says("已设置 第1轮", "2026-12-12 20:00"),
    )
    [t] = await tournaments()
    assert t.status == "signup"
    assert t.overrides == {"报名截止": "2026-12-10 20:00", "第1轮": "2026-12-12 20:00"}


async def test_bad_setting_is_refused_and_changes_nothing(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    before = (await tournaments())[0].regulation
    await talk(app, group_event(SUPERUSER, "/设置 报名截止 明天"), Says("报名截止"))
    await talk(app, group_event(SUPERUSER, "/设置 火箭 3"), Says("火箭"))
    await talk(app, group_event(SUPERUSER, "/设置"), Says("格式：/设置 <项> <值>", "报名截止"))
    assert (await tournaments())[0].regulation == before


async def test_non_organiser_cannot_set(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(
        app, group_event("30001", "/设置 报名截止 2026-12-10 20:00"), Says("只有本赛事的组委")
    )
    assert (await tournaments())[0].overrides == {}


async def test_add_organiser_and_arbitrator(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(
        app,
        group_event(SUPERUSER, [text("/组委 "), at("30001")]),
        member(GROUP, "30001"),
        Says("已添加 3****1 为赛事 #1 的组委"),
    )
    # the new organiser may now name an arbitrator by QQ number
    await talk(
        app,
        group_event("30001", "/仲裁 30002"),
        member(GROUP, "30002"),
        Says("已添加 3****2", "仲裁"),
    )
    await talk(app, group_event("30001", "/仲裁 30002"), Says("已经是本赛事的仲裁"))
    # a plain member may not
    await talk(app, group_event("30003", "/组委 30004"), Says("只有本赛事的组委"))
    await talk(app, group_event(SUPERUSER, "/组委"), Says("请 @ 要添加的人"))
    async with db.session() as s:
        roles = {(r.user_id, r.role) for r in (await s.execute(select(Role))).scalars()}
    assert roles == {(SUPERUSER, "organiser"), ("30001", "organiser"), ("30002", "arbitrator")}


async def test_help_lists_commands_and_one_command(app: App, now):
    await talk(
        app, group_event("30001", "/帮助"), Says("/报名列表", "/我的", absent=("/新建赛事",))
    )
    await talk(app, group_event(SUPERUSER, "/帮助"), Says("【组委】", "/新建赛事"))
    await talk(app, group_event("30001", "/帮助 设置"), Says("/设置 <项> <值>"))
    await talk(app, group_event("30001", "/帮助 飞行"), Says("没有命令“飞行”"))


async def test_unknown_command_and_chat_get_no_reply(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    # talk() with no expected reply fails if the bot sends anything
    await talk(app, group_event("30001", "/天气 北京"))
    await talk(app, group_event("30001", "大家报名了吗？"))
    assert await count(AuditLog) == 1  # only the creation


async def test_delete_stops_the_timetable_and_undo_restores_it(app: App, now):
    from models.tables import ScheduledEvent

    async def pending() -> int:
        async with db.session() as s:
            return (
                await s.execute(
                    select(func.count())
                    .select_from(ScheduledEvent)
                    .where(ScheduledEvent.done_at.is_(None))
                )
            ).scalar_one()

    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"), Says("已设置"))
    rows = await pending()
    assert rows > 0
    await talk(app, group_event(SUPERUSER, "/删除赛事 abc"), Says("请写赛事编号"))
    await talk(app, group_event(SUPERUSER, "/删除赛事 1"), Says("已删除赛事 #1", "/撤销"))
    assert await pending() == 0
    await talk(app, group_event("30001", "/赛事"), Says("本群还没有赛事"))
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销：删除赛事 1"))
    assert await pending() == rows
    await talk(app, group_event("30001", "/赛事"), Says("赛事 #1"))


async def test_a_malformed_regulation_file_is_explained_in_chinese(
    app: App, now, monkeypatch, tmp_path
):
    from engine import regulation

    good = (regulation.PRESETS_DIR / "xiaomanyao-junqi-2023.toml").read_text(encoding="utf-8")
    (tmp_path / "xiaomanyao-junqi-2023.toml").write_text(good, encoding="utf-8")
    # a club's own file with a typo in a weight
    (tmp_path / "club-2027.toml").write_text(good.replace('"0.4"', '"0.4x"', 1), encoding="utf-8")
    monkeypatch.setattr(regulation, "PRESETS_DIR", tmp_path)
    await talk(
        app,
        group_event(SUPERUSER, "/新建赛事 club-2027"),
        Says("规程文件有误", "format.weights[1]", "0.4x", "行"),
    )
    await talk(app, group_event(SUPERUSER, "/新建赛事 nothing"), Says("club-2027：（规程文件有误"))
    assert await count(Tournament) == 0


async def test_qq_numbers_are_masked_in_the_group_and_full_in_private(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(
        app,
        group_event(SUPERUSER, "/仲裁 346631485"),
        member(GROUP, "346631485"),
        Says("已添加 3466****85"),
    )
    await talk(app, group_event("30001", "/赛事"), Says("仲裁：3466****85", absent=("346631485",)))
    await talk(app, private_event(SUPERUSER, "/赛事"), Says("仲裁：346631485"))


async def test_undo_right_after_creation_removes_the_tournament(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销：新建赛事", "赛事 #1"))
    assert await tournaments() == []
    await talk(app, group_event("30001", "/赛事"), Says("本群还没有赛事"))
    # a dated one too: its timetable rows go with it
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("已新建赛事"))
    await talk(app, group_event(SUPERUSER, "/设置 第1轮 2026-12-12 20:00"), Says("已设置"))
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销：设置 第1轮"))
    await talk(app, group_event(SUPERUSER, "/撤销"), Says("已撤销：新建赛事"))
    assert await tournaments() == []
