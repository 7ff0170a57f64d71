"""Numbers as people type them in chat commands (ASCII or full-width digits, nothing else,
bounded) and as every output shows them (``decimal_text``: exact decimals).

`str.isdigit()` also accepts `²`, `①` and other scripts' digits, and `int()` of a long enough
string overflows the database (past 2^63, or 2^31 for an integer column on PostgreSQL) or raises
(past Python's 4,300-digit limit). Every command reads its numbers here instead.
"""

from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

_FULL_WIDTH = str.maketrans("０１２３４５６７８９．－＋＃", "0123456789.-+#")
_ASCII_DIGITS = frozenset("0123456789")

# identities, sign-up numbers, table and round numbers: PostgreSQL `integer`
MAX_ID = 2**31 - 1
# what one amount of points may have: digits before the point, digits after it
_AMOUNT_DIGITS = 6
AMOUNT_DECIMALS = 1
# how much of a typed value a reply echoes
_ECHO = 24


def ascii_text(text: str) -> str:
    """`text` with full-width digits, point, signs and `＃` made ASCII, stripped."""
    return text.strip().translate(_FULL_WIDTH)


def digits(text: str) -> str | None:
    """The digit string `text` is made of (full-width digits made ASCII), or None when it holds
    anything else (letters, `²`, other scripts' digits, a sign, nothing)."""
    text = ascii_text(text)
    if not text or not set(text) <= _ASCII_DIGITS:
        return None
    return text


def whole(text: str, lo: int = 0, hi: int = MAX_ID) -> int | None:
    """The whole number written in `text` when it lies in [lo, hi], else None.

    Never calls `int()` on more digits than `hi` has, so no input can be slow or overflow."""
    found = digits(text)
    if found is None:
        return None
    found = found.lstrip("0") or "0"
    if len(found) > len(str(hi)):
        return None
    value = int(found)
    return value if lo <= value <= hi else None


def is_number(text: str) -> bool:
    """Whether `text` is written as a whole number (of any size)."""
    return digits(text) is not None


def amount(text: str) -> Fraction | None:
    """A positive amount of points as typed (`2`, `2.5`, `－2`; a leading sign is only a
    decoration: /扣分 and /补分 say the direction), with at most one decimal and a sane number
    of digits; None otherwise (zero, `1e3`, `0.25`, a thousand digits)."""
    text = ascii_text(text).lstrip("+-")
    whole_part, point, fraction = text.partition(".")
    if (
        not whole_part
        or not set(whole_part) <= _ASCII_DIGITS
        or len(whole_part.lstrip("0")) > _AMOUNT_DIGITS
    ):
        return None
    if point and (
        not fraction or len(fraction) > AMOUNT_DECIMALS or not set(fraction) <= _ASCII_DIGITS
    ):
        return None
    value = Fraction(int(whole_part + fraction), 10 ** len(fraction))
    return value if value > 0 else None


def echo(text: str) -> str:
    """A typed value as a reply may repeat it: long ones shortened (`99999999…（共5000个字符）`)."""
    text = ascii_text(text)
    if len(text) <= _ECHO:
        return text
    return f"{text[:_ECHO]}…（共{len(text)}个字符）"


class Written(NamedTuple):
    """A number a command's parser read: its value (None when malformed or out of bounds) and
    the text as typed, which a refusal may echo (`numbers.echo`)."""

    value: int | Fraction | None
    text: str


@dataclass(frozen=True)
class Ident:
    """The number of a row a command names (a tournament, an audit record), as the chat layer
    read it: `value` the id (None when no row can have it: 0, or past MAX_ID), `text` the number
    as typed (after its `#`), which a reply repeats (`echo`) and an audit record names."""

    value: int | None
    text: str


def decimal_text(value: object) -> str:
    """Exact text of a number: ``Fraction(63, 5)`` -> ``"12.6"``; a fraction whose decimal
    does not terminate stays ``"p/q"``; other values use ``str``."""
    if type(value) is int:
        return str(value)
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        return str(value)
    numerator, denominator = value.as_integer_ratio()
    if denominator == 1:
        return str(numerator)
    rest, places = denominator, 0
    for prime in (2, 5):
        count = 0
        while rest % prime == 0:
            rest //= prime
            count += 1
        places = max(places, count)
    if rest != 1:
        return f"{numerator}/{denominator}"
    shown = str(abs(numerator) * 10**places // denominator).rjust(places + 1, "0")
    sign = "-" if numerator < 0 else ""
    return f"{sign}{shown[:-places]}.{shown[-places:]}"
