"""The lint's checks of the divisions (组别): a name that says 男子/女子 where the division has no
gender (or the other one), a minimum of entries its capacity never reaches, a division merged
into one of the other gender, a division of players without the certificate where every
sign-up needs one, two rating bands sharing ratings; and a Swiss numbered by 等级分
whose sign-ups need not give one."""

from collections.abc import Iterator

from engine.formats import LintWarning, SwissFormat

from .schema import Division, Regulation

_NAMED = (("女子", "女"), ("男子", "男"))


def _named_gender(d: Division) -> str | None:
    return next((gender for word, gender in _NAMED if word in d.name), None)


def lint_divisions(reg: Regulation) -> Iterator[LintWarning]:
    """Doubtful division values (each with the clause of ``divisions``)."""
    clause = reg.clause_of("divisions")
    names = {d.key: d for d in reg.divisions}
    alone = {p.divisions[0]: p.limit for p in reg.capacity_pools if len(p.divisions) == 1}
    for d in reg.divisions:
        named = _named_gender(d)
        if named is not None and d.gender != named:
            message = (
                f'没有写 gender = "{named}"：报名时不核对性别'
                if d.gender is None
                else f'gender = "{d.gender}"'
            )
            yield LintWarning(
                "division_gender", clause, f"组别「{d.name}」名称是{named}子组，但{message}。"
            )
        limit = alone.get(d.key)
        if d.min_entries is not None and limit is not None and d.min_entries > limit:
            yield LintWarning(
                "division_minimum",
                clause,
                f"组别「{d.name}」不足 {d.min_entries} 人不开赛，但最多只收 {limit} 人。",
            )
        target = names.get(d.merge_into or "")
        if target is not None and target.gender is not None and target.gender != d.gender:
            yield LintWarning(
                "division_merge",
                clause,
                f"组别「{d.name}」人数不足时并入「{target.name}」，但该组只限{target.gender}棋手。",
            )
        if d.without_certificate and reg.signup.certificate_required:
            yield LintWarning(
                "division_certificate",
                clause,
                f"组别「{d.name}」只限未获得段位证书者，但报名须持段位证书"
                "（signup.certificate_required）：该组无人能报。",
            )
    yield from _overlaps(reg, clause)


def _overlaps(reg: Regulation, clause: str) -> Iterator[LintWarning]:
    """Two rating bands of the same gender (and no birth dates) sharing a rating: a player
    rated there fits both and must choose (「1800分（含）以上甲组，1800分以下乙组」 written as
    rating_to = 1800 for 乙组)."""
    banded = [d for d in reg.divisions if d.by_rating and not d.by_birth]
    for i, a in enumerate(banded):
        for b in banded[i + 1 :]:
            if a.gender != b.gender or (a.certificate, a.without_certificate) != (
                b.certificate,
                b.without_certificate,
            ):
                continue
            low = max(a.rating_from or 0, b.rating_from or 0)
            tops = [d.rating_to for d in (a, b) if d.rating_to is not None]
            high = min(tops) if tops else None
            if high is None or low <= high:
                shared = f"{low} 及以上" if high is None else f"{low}–{high}"
                if low == high:
                    shared = f"{low}"
                yield LintWarning(
                    "division_bands",
                    clause,
                    f"等级分 {shared} 同时在「{a.name}」与「{b.name}」的范围内："
                    "这样的棋手须自选组别。",
                )


def lint_swiss_seeding(reg: Regulation) -> Iterator[LintWarning]:
    """A Swiss whose starting order is by rating (``format.seeding``) while the sign-up does
    not ask for it: the unrated start after the rated, in sign-up order."""
    fmt = reg.format
    rated = isinstance(fmt, SwissFormat) and fmt.seeding == "rating"
    if rated and "rating" not in reg.signup.fields:
        yield LintWarning(
            "swiss_seeding",
            reg.clause_of("format.seeding"),
            "按等级分排初始顺序，但报名不要求填写等级分（signup.fields）：没填的选手排在最后。",
        )
