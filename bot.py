"""Entry point: check the settings, initialise nonebot, register the OneBot adapters and load
the plugins that `[tool.nonebot]` of pyproject.toml names (our plugins/ directory, and any
plugin added with the usual NoneBot tooling)."""

import sys

import bootstrap

_problems = bootstrap.prepare()
if _problems:
    print("\n".join(_problems), file=sys.stderr)
    sys.exit(2)

import nonebot  # noqa: E402
from nonebot.adapters.onebot.v11 import Adapter as OneBotV11Adapter  # noqa: E402
from nonebot.adapters.onebot.v12 import Adapter as OneBotV12Adapter  # noqa: E402
from nonebot.config import SettingsError  # noqa: E402
from pydantic import ValidationError  # noqa: E402

try:
    nonebot.init()
    driver = nonebot.get_driver()
    driver.register_adapter(OneBotV11Adapter)
    driver.register_adapter(OneBotV12Adapter)
except ValidationError as exc:
    print("\n".join(bootstrap.explain(exc.errors())), file=sys.stderr)
    sys.exit(2)
except SettingsError as exc:  # a list or table setting that is not JSON
    print(
        f'配置有误：{exc}（列表要写成 JSON，如 ["a", "b"]）。请修改 .env 或同名环境变量。',
        file=sys.stderr,
    )
    sys.exit(2)

bootstrap.log_at_level(driver.config.log_level)
nonebot.load_from_toml("pyproject.toml")

if __name__ == "__main__":
    nonebot.run()
