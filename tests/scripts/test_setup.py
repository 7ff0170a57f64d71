"""scripts/setup: refuses an old interpreter in Chinese and rebuilds a .venv it cannot trust.

Each test runs the real script in a temporary copy whose pyproject.toml names no dependencies
and builds with a ten-line in-tree backend, so pip works offline. Creating a venv with pip
takes ~8 s, so one test lets the script create it for real and the others hand it an
interpreter whose `-m venv` copies a venv made once for the module.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# the interpreter behind the suite's .venv (3.11 or newer: the suite runs on it)
PYTHON = getattr(sys, "_base_executable", sys.executable)

PYPROJECT = """\
[project]
name = "tiny"
version = "0"

[project.optional-dependencies]
test = []

[build-system]
requires = []
build-backend = "tiny_backend"
backend-path = ["."]
"""

BACKEND = '''\
"""A PEP 517 backend that builds an empty wheel."""
import base64, hashlib, os, zipfile

DIST = "tiny-0.dist-info"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name = "tiny-0-py3-none-any.whl"
    files = {
        f"{DIST}/METADATA": "Metadata-Version: 2.1\\nName: tiny\\nVersion: 0\\n\
Provides-Extra: test\\n",
        f"{DIST}/WHEEL": "Wheel-Version: 1.0\\nGenerator: tiny\\nRoot-Is-Purelib: true\\n\
Tag: py3-none-any\\n",
    }
    record = []
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as wheel:
        for path, text in files.items():
            data = text.encode()
            wheel.writestr(path, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            record.append(f"{path},sha256={digest},{len(data)}")
        wheel.writestr(f"{DIST}/RECORD", "\\n".join(record + [f"{DIST}/RECORD,,"]) + "\\n")
    return name
'''


@pytest.fixture(scope="module")
def quick_python(tmp_path_factory) -> str:
    """PYTHON for the script: the real interpreter, except that `-m venv DIR` copies a venv
    made once (with pip) instead of making a new one."""
    root = tmp_path_factory.mktemp("quick-python")
    template = root / "template"
    subprocess.run([PYTHON, "-m", "venv", str(template)], check=True)
    wrapper = root / "python"
    wrapper.write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = -m ] && [ "$2" = venv ]; then cp -a "{template}" "$3"; exit; fi\n'
        f'exec "{PYTHON}" "$@"\n'
    )
    wrapper.chmod(0o755)
    return str(wrapper)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A copy of scripts/setup beside a dependency-free pyproject.toml."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(REPO / "scripts" / "setup", tmp_path / "scripts" / "setup")
    (tmp_path / "pyproject.toml").write_text(PYPROJECT)
    (tmp_path / "tiny_backend.py").write_text(BACKEND)
    return tmp_path


def stub_python(path: Path, version: str) -> Path:
    """A fake interpreter that reports `version` to the script's version probe."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)  # never write through a symlink to a real interpreter
    path.write_text(f"#!/bin/sh\necho {version}\n")
    path.chmod(0o755)
    return path


def run_setup(root: Path, **env: str) -> subprocess.CompletedProcess:
    """Run the copy's scripts/setup offline (no package index, no pip configuration)."""
    environment = {
        **os.environ,
        "PYTHON": PYTHON,
        "PIP_CONFIG_FILE": os.devnull,
        "PIP_NO_INDEX": "1",
    }
    environment.pop("PIP_FIND_LINKS", None)
    environment.update(env)
    return subprocess.run(
        ["sh", "scripts/setup"],
        cwd=root,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )


def venv_version(root: Path) -> tuple[int, int]:
    out = subprocess.run(
        [root / ".venv/bin/python", "-c", "import sys; print(*sys.version_info[:2])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    major, minor = out.split()
    return int(major), int(minor)


def assert_fresh_venv(root: Path, result: subprocess.CompletedProcess) -> None:
    assert result.returncode == 0, result.stderr
    assert venv_version(root) >= (3, 11)
    subprocess.run(
        [root / ".venv/bin/python", "-m", "pip", "--version"], check=True, capture_output=True
    )
    assert (root / ".venv/.qisai-deps").read_text().strip() == subprocess.run(
        "cat pyproject.toml | cksum", shell=True, cwd=root, capture_output=True, text=True
    ).stdout.strip()


def older_interpreter() -> str | None:
    """A real Python below 3.11 on this machine (system or pyenv), if any."""
    candidates = sorted(Path("/usr/bin").glob("python3.[0-9]")) + sorted(
        Path("/usr/bin").glob("python3.10")
    )
    candidates += sorted((Path.home() / ".pyenv" / "versions").glob("3.*/bin/python3"))
    for candidate in candidates:
        try:
            out = subprocess.run(
                [candidate, "-c", "import sys, venv; print(*sys.version_info[:2])"],
                capture_output=True,
                text=True,
                timeout=30,
            ).stdout.split()
        except OSError:
            continue
        if len(out) == 2 and (3, 3) <= (int(out[0]), int(out[1])) < (3, 11):
            return str(candidate)
    return None


def test_an_old_python_is_refused_with_what_to_install(project):
    old = stub_python(project / "bin" / "python3.9", "3.9")
    result = run_setup(project, PYTHON=str(old))
    assert result.returncode == 1
    assert "Python 3.9" in result.stderr and "3.11" in result.stderr
    assert "sudo apt-get install python3.11 python3.11-venv" in result.stderr
    assert "PYTHON=" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (project / ".venv").exists()


def test_without_python_setting_a_newer_python3_x_is_found(project, quick_python):
    """python3 is too old but python3.11 is installed: use it rather than give up."""
    bin_dir = project / "bin"
    for name in ("python3", "python3.13", "python3.12"):
        stub_python(bin_dir / name, "3.9")
    (bin_dir / "python3.11").symlink_to(quick_python)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "PYTHON": ""}
    result = run_setup(project, **env)
    assert_fresh_venv(project, result)

    stub_python(bin_dir / "python3.11", "3.10")
    shutil.rmtree(project / ".venv")
    result = run_setup(project, **env)
    assert result.returncode == 1
    assert "系统的 python3 是 Python 3.9" in result.stderr


def test_a_broken_venv_is_rebuilt(project):
    """The one test whose venv the script makes for real."""
    venv = project / ".venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").symlink_to(
        project / "gone" / "python3"
    )  # its interpreter was removed
    (venv / "left-over").write_text("")
    result = run_setup(project)
    assert "重建 .venv" in result.stderr and "无法运行" in result.stderr
    assert_fresh_venv(project, result)
    assert not (venv / "left-over").exists()

    # a sound venv is kept, and nothing is installed again
    (venv / "left-over").write_text("")
    again = run_setup(project)
    assert again.returncode == 0, again.stderr
    assert "重建" not in again.stderr
    assert (venv / "left-over").exists()


def test_a_venv_of_an_older_python_is_rebuilt(project, quick_python):
    old = older_interpreter()
    if old is not None:
        subprocess.run([old, "-m", "venv", "--without-pip", str(project / ".venv")], check=True)
    else:  # no older Python here: a venv whose python reports 3.9
        stub_python(project / ".venv" / "bin" / "python", "3.9")
    (project / ".venv" / "left-over").write_text("")
    result = run_setup(project, PYTHON=quick_python)
    assert re.search(r"重建 \.venv：它是用 Python 3\.\d+ 建的", result.stderr), result.stderr
    assert_fresh_venv(project, result)
    assert not (project / ".venv" / "left-over").exists()


def test_a_venv_without_pip_is_rebuilt(project, quick_python):
    subprocess.run([PYTHON, "-m", "venv", "--without-pip", str(project / ".venv")], check=True)
    result = run_setup(project, PYTHON=quick_python)
    assert "重建 .venv：其中没有 pip" in result.stderr
    assert_fresh_venv(project, result)
