"""A format's lint lives beside it (engine/formats/lint_notes.py): the regulation's lint runs
the checks every regulation gets and, by kind, the format's own, in one fixed order."""

import importlib
import inspect

from engine import formats
from engine.regulation import load_preset

lint_module = importlib.import_module("engine.regulation.lint")  # the package exports the function


def test_every_format_check_has_its_place_in_the_order():
    for kind, own in formats.LINTS.items():
        assert kind in formats.FORMATS
        for name, _ in own.checks:
            assert name in lint_module.ORDER, (kind, name)
            assert name not in lint_module._CHECKS, (kind, name)


def test_the_lint_names_no_format_schema():
    source = inspect.getsource(lint_module)
    assert not [s.__name__ for s in formats.SCHEMAS if s.__name__ in source]


def test_a_formats_checks_run_only_for_its_kind():
    # 000's table-of-four check fires for a capacity of 130 (not a multiple of 4); the same
    # capacity in the round robin is nobody's business
    junqi = load_preset("xiaomanyao-junqi-2023")
    odd = junqi.model_copy(update={"signup": junqi.signup.model_copy(update={"capacity": 130})})
    assert "capacity_table_size" in [w.code for w in lint_module.lint(odd)]
    rr = load_preset("round-robin")
    odd_rr = rr.model_copy(update={"signup": rr.signup.model_copy(update={"capacity": 130})})
    assert "capacity_table_size" not in [w.code for w in lint_module.lint(odd_rr)]
