"""The parallel run's work units (tests/scheduling.py)."""

from tests.scheduling import LONGEST, SLOW, _weight, unit_of


def test_an_end_to_end_module_is_one_unit_per_database():
    jieqi = "tests/e2e/test_jieqi_e2e.py::test_pingshan_jieqi_open"
    assert unit_of(f"{jieqi}[sqlite]") == "tests/e2e/test_jieqi_e2e.py::sqlite"
    assert unit_of(f"{jieqi}[postgresql]") == "tests/e2e/test_jieqi_e2e.py::postgresql"
    smoke = "tests/e2e/test_smoke.py::test_create_tournament_from_each_preset"
    assert unit_of(f"{smoke}[postgresql-knockout]") == "tests/e2e/test_smoke.py::postgresql"
    assert unit_of("tests/e2e/peer_test.py::test_x") == "tests/e2e/peer_test.py"


def test_other_modules_are_one_unit_whatever_their_parameters():
    assert (
        unit_of("tests/services/test_signup.py::test_a[sqlite]") == "tests/services/test_signup.py"
    )
    assert (
        unit_of("tests/engine/test_berger.py::test_b[5-tables1]") == "tests/engine/test_berger.py"
    )


def test_the_longest_modules_go_first_then_end_to_end_then_the_largest():
    units = {
        SLOW[0]: 5,
        "tests/engine/test_berger.py": 24,
        "tests/e2e/test_smoke.py::sqlite": 15,
        f"{LONGEST[1]}::sqlite": 1,
        "tests/plugins/test_signup_commands.py": 400,
        f"{LONGEST[0]}::postgresql": 1,
    }
    order = sorted(units, key=lambda u: _weight(u, units[u]))
    assert order == [
        f"{LONGEST[0]}::postgresql",
        f"{LONGEST[1]}::sqlite",
        SLOW[0],
        "tests/e2e/test_smoke.py::sqlite",
        "tests/plugins/test_signup_commands.py",
        "tests/engine/test_berger.py",
    ]
