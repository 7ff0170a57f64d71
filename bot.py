"""Entry point: initialise nonebot, register the OneBot adapters, load plugins/."""

import nonebot
from nonebot.adapters.onebot.v11 import Adapter as OneBotV11Adapter
from nonebot.adapters.onebot.v12 import Adapter as OneBotV12Adapter

nonebot.init()

driver = nonebot.get_driver()
driver.register_adapter(OneBotV11Adapter)
driver.register_adapter(OneBotV12Adapter)

nonebot.load_plugins("plugins")

if __name__ == "__main__":
    nonebot.run()
