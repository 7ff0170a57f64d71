"""Who may run what: every command of the table, tried by someone without the right.

The command table (plugins/qisai/dispatch.py) names each command's audience: 组委 (superusers
and the tournament's organisers), 仲裁 (arbitrators and organisers), 选手, 所有人.
"""

import pytest
from nonebug import App
from sqlalchemy import func, select

from models import db
from models.tables import AuditLog
from tests.conftest import SUPERUSER
from tests.utils import GROUP, Says, group_event, member, private_event, talk

# plausible arguments for each command, so the refusal is about the right and not the form
ARGS = {
    "新建赛事": "xiaomanyao-junqi-2023",
    "删除赛事": "1",
    "设置": "房间 八房",
    "组委": "30009",
    "仲裁": "30009",
    "开放报名": "",
    "截止报名": "",
    "审核": "1 通过",
    "禁赛列表": "",
    "解禁": "11112222",
    "编排": "",
    "录入": "1 胜胜胜",
    "弃权": "1",
    "掉线": "1 第1局 负",
    "替补": "1 2",
    "结束本轮": "",
    "赞助": "1",
    "扣分": "1 2 隐身",
    "补分": "1 4 消极",
    "警告": "1 读秒",
    "犯规": "1",
    "裁决": "1 维持",
    "撤销": "",
    "日志": "",
    "导出": "",
    "导入": "",
    "规程": "更新",
    "主播": "1",
    "精华": "",
    "风尚奖": "1",
    "特别奖": "道德风尚奖 1",
    "分组": "",
    "外卡": "1",
    "新建系列": "春季积分",
    "加入系列": "#1 #1",
    "移出系列": "#1 #1",
    "系列决赛": "",
    "绑定": "12345678 wxid_abc",
    "解绑": "wxid_abc",
    "对调": "1 2",
    "重排": "",
    "补报": "新人 30006",
}


def commands():
    # imported late: the plugin package needs nonebot initialised first
    from plugins.qisai.dispatch import COMMANDS

    return COMMANDS


def test_every_privileged_command_is_tried():
    privileged = {word for word, cmd in commands().items() if cmd.audience in ("组委", "仲裁")}
    assert privileged == set(ARGS), "give every organiser/arbitrator command sample arguments"


async def audit_rows() -> int:
    async with db.session() as s:
        return (await s.execute(select(func.count()).select_from(AuditLog))).scalar_one()


@pytest.mark.parametrize("word", sorted(ARGS))
async def test_a_plain_member_is_refused(app: App, now, word):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    before = await audit_rows()
    who = "只有本赛事的仲裁或组委" if commands()[word].audience == "仲裁" else "只有"
    await talk(app, group_event("30001", f"/{word} {ARGS[word]}", role="admin"), Says(who))
    assert await audit_rows() == before


async def test_organiser_commands_work_in_private_chat(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(
        app, group_event(SUPERUSER, "/组委 30001"), member(GROUP, "30001"), Says("已添加 3****1")
    )
    # the organiser's private chat works on the tournament they organise
    await talk(app, private_event("30001", "/开放报名"), Says("赛事 #1", "开放报名"))
    await talk(app, private_event("30001", "/设置 房间 四暗三通8房"), Says("已设置 房间"))


async def test_users_of_another_group_reach_only_their_group(app: App, now):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(
        app, group_event(SUPERUSER, "/组委 30001"), member(GROUP, "30001"), Says("已添加 3****1")
    )
    # an organiser of group 20001's tournament, writing in another group, touches nothing here
    await talk(app, group_event("30001", "/开放报名", group_id="20002"), Says("本群还没有赛事"))
    await talk(app, group_event("30001", "/切换赛事 1", group_id="20002"), Says("不属于本群"))
    # and a private-chat stranger has no tournament at all
    await talk(app, private_event("30005", "/赛事"), Says("你参加或管理的赛事中还没有赛事"))
    assert GROUP == "20001"


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ("/警告 1 读秒", "只有本赛事的仲裁或组委可以给选手记警告。"),
        (
            "/犯规 1",
            "只有本赛事的仲裁或组委可以给选手记犯规。",
        ),  # not "可以犯规": may commit a foul
        ("/扣分 1 2 隐身", "只有本赛事的仲裁或组委可以扣分。"),
        ("/掉线 1 第1局 负", "只有本赛事的仲裁或组委可以使用 /掉线。"),
    ],
)
async def test_a_refusal_names_the_act_it_refuses(app: App, now, message, says):
    await talk(app, group_event(SUPERUSER, "/新建赛事 xiaomanyao-junqi-2023"), Says("#1"))
    await talk(app, group_event("30001", message), Says(says))
