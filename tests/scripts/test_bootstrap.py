"""bootstrap.prepare: the SUPERUSERS forms people write, from .env files and the environment."""

import json

import pytest

import bootstrap

FORMS = {
    "346631485": ["346631485"],
    "346631485,123456": ["346631485", "123456"],
    "346631485， 123456": ["346631485", "123456"],
    "[346631485]": ["346631485"],
    '["346631485"]': ["346631485"],
    '[346631485, "123456"]': ["346631485", "123456"],
    "wxid_abc123": ["wxid_abc123"],
    "[]": [],
    "": [],
}


@pytest.mark.parametrize("form", FORMS)
def test_superusers_from_the_environment(tmp_path, form):
    environ = {"SUPERUSERS": form}
    assert bootstrap.prepare(environ, tmp_path) == []
    assert json.loads(environ["SUPERUSERS"]) == FORMS[form]


@pytest.mark.parametrize("form", FORMS)
def test_superusers_from_dotenv_files(tmp_path, form):
    (tmp_path / ".env").write_text("ENVIRONMENT=dev\nSUPERUSERS=1\n")
    (tmp_path / ".env.dev").write_text(f"# 组委\nSUPERUSERS={form}\n")
    environ: dict[str, str] = {}
    assert bootstrap.prepare(environ, tmp_path) == []
    assert json.loads(environ["SUPERUSERS"]) == FORMS[form]


def test_the_environment_wins_and_any_case_is_read(tmp_path):
    (tmp_path / ".env").write_text("SUPERUSERS=1\n")
    environ = {"superusers": "2,3"}
    assert bootstrap.prepare(environ, tmp_path) == []
    assert environ == {"SUPERUSERS": '["2", "3"]'}


@pytest.mark.parametrize(
    "key,value",
    [
        ("SUPERUSERS", "[1, 2"),
        ("SUPERUSERS", "张三"),
        ("SUPERUSERS", '{"a": 1}'),
        ("SUPERUSERS", "[true]"),
        ("PORT", "0"),
        ("PORT", "8080a"),
        ("HOST", "0.0.0.0.0"),
    ],
)
def test_a_wrong_value_is_one_line(tmp_path, key, value):
    (problem,) = bootstrap.prepare({key: value}, tmp_path)
    assert problem.startswith(f"配置项 {key} 写得不对") and bootstrap.FORMS[key] in problem


def test_localhost_means_127_0_0_1(tmp_path):
    environ = {"HOST": "localhost", "PORT": "8080"}
    assert bootstrap.prepare(environ, tmp_path) == []
    assert environ["HOST"] == "127.0.0.1"


LOGGING = """
import bootstrap
from nonebot.log import logger

class Unprintable:
    def __format__(self, spec):
        raise RuntimeError("built a record that LOG_LEVEL drops")

bootstrap.log_at_level({level!r})
logger.info("dropped {{}}", Unprintable())
logger.success("dropped too {{}}", Unprintable())
logger.warning("每条警告照常输出")
"""


@pytest.mark.parametrize("level", ["WARNING", "warning", 30])
def test_records_below_the_log_level_are_never_built(level):
    """A debug or info line under LOG_LEVEL costs nothing: its arguments are not even
    formatted (with nonebot's own handler, at level 0 behind a filter, they are)."""
    import subprocess
    import sys
    from pathlib import Path

    done = subprocess.run(
        [sys.executable, "-c", LOGGING.format(level=level)],
        capture_output=True,
        text=True,
        cwd=Path(bootstrap.__file__).parent,
        timeout=60,
    )

    assert done.returncode == 0, done.stderr[-2000:]
    assert "每条警告照常输出" in done.stdout
    assert "dropped" not in done.stdout
