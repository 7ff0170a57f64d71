"""The team challenge ladder (擂台赛, seed 004): the pure engine behind the arena format.

- ``bout``: one bout's games (defender's side), score, state, entry parsing and colours.
- ``ladder``: who defends and who challenges next, when the match ends; checker and generator.
- ``lineup``: sign-up and line-up checks (numbers, women, ages, substitutes).
- ``pool``: the prize pool (basic, floating base, encouragement, streamer bonus).
"""
