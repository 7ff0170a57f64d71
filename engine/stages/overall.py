"""The whole tournament's ranks from its stages' (INTERFACE.md standings: "players still in, by
the current ranking, then the eliminated by the round they left (later first), each group in
its own round's order").

The rows of the stage being played (or just played) come first, ranked as that stage ranks
them (a knockout by the round of exit, ranks shared). Below them, stage by stage going back,
the players who did not go on from it, in that stage's final order: everyone who went on ranks
above them, so a stage whose next stage took k players continues the ranks at k + 1, keeping
its own ties shared (the 9th and 10th of a Swiss equal on the whole chain share 9).
"""

from __future__ import annotations

from collections.abc import Sequence


def continued_ranks(ranks: Sequence[int | None], above: int) -> list[int | None]:
    """The overall ranks of rows that stayed behind, given their ranks in their stage (in that
    stage's order, None for a disqualified player, never ranked) and the number of players
    ranked above all of them (those who went on): ``above`` + 1 + the number of them ranked
    strictly better in the stage. Stage ranks 9, 9, 11, None with 8 above → 9, 9, 11, None;
    ranks 3, 5, 5 with 8 above (the 3rd withdrew and 9th went on in his place) → 9, 10, 10."""
    known = [r for r in ranks if r is not None]
    return [None if r is None else above + 1 + sum(1 for x in known if x < r) for r in ranks]
