"""The Swiss system (积分编排): pairing by maximum-weight matching, its checker and generator,
the player records it reads, and the Swiss tiebreaks."""
