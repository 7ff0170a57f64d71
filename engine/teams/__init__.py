"""Team competitions on boards (团体赛), pure: the engine core a team format builds on.

- ``match``: one match's boards (``TeamMatch``), their entry (``胜和负胜``, ``第2台 和``,
  ``<队名>弃权``), stored form, board points (局分), match points (场分), colours per board;
- ``lineup``: ``Team``/``Member``, sign-up by board, line-up checks (台次不得颠倒, women, age
  bands) and the last-line-up fallback;
- ``record``: the rounds' ``Fixture``s made into one ``TeamRecord`` per team (byes, forfeits);
- ``tables``: a match as the contract's JSON table and as a chat line;
- ``standings``: ``rank_teams`` by a chain of the registry's team tiebreaks (场分, 局分, 直胜,
  对手分, 累进分, 台次分, 胜场数, 抽签: engine/tiebreaks/teams.py), the JSON rows;
- ``pairing``: team Swiss, team round robin, the knockout match's decision and early end;
- ``prizes``: each player's board results, board prizes (台次奖), the unit ranking of an
  individual event.

The package imports none of its modules: engine/tiebreaks/teams.py reads ``record`` while
``standings`` reads engine/tiebreaks, so a module is imported by its own name.
"""
