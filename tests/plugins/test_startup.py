"""The start-up block and the connection line of the log."""

from nonebot.adapters.onebot.v11 import Bot


def test_summary_on_this_machine():
    from plugins.qisai import startup
    from plugins.qisai.config import Config

    text = startup.summary(
        Config(database_url="postgresql+asyncpg://qisai:s3cret@db/qisai"),
        "127.0.0.1",
        8080,
        {"346631485"},
        token_set=True,
    )
    assert (
        "ws://127.0.0.1:8080/onebot/v11/ws" in text and "ws://127.0.0.1:8080/onebot/v12/ws" in text
    )
    assert "访问令牌：已设置" in text
    assert "postgresql+asyncpg://qisai:***@db/qisai" in text and "s3cret" not in text
    assert "http://127.0.0.1:8080/t/<赛事编号>" in text and "HOST=0.0.0.0" in text
    assert "346631485" in text and "SUPERUSERS 为空" not in text


def test_summary_open_to_players_and_without_superusers():
    from plugins.qisai import startup
    from plugins.qisai.config import Config

    config = Config(public_base_url="https://qisai.example.org/")
    text = startup.summary(config, "0.0.0.0", 8081, set(), token_set=False)
    assert (
        "ws://<本机IP>:8081/onebot/v11/ws" in text and "ws://127.0.0.1:8081/onebot/v11/ws" in text
    )
    assert "访问令牌：未设置" in text
    assert "排名网页：https://qisai.example.org/t/<赛事编号>" in text
    assert "SUPERUSERS 为空，没有人能新建赛事" in text


def test_connection_line(app):
    from nonebot import get_adapter
    from nonebot.adapters.onebot.v11 import Adapter

    from plugins.qisai import startup

    bot = Bot(get_adapter(Adapter), "3889000001")
    assert (
        startup.connection_line(bot, {"1", "2"})
        == "OneBot v11 已连接：账号 3889000001，能看到 2 个群"
    )
    assert "群列表未知" in startup.connection_line(bot, None)
