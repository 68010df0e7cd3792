"""Danmark-spillet: the rules engine (:mod:`.engine`), the engine contract (:mod:`.game`, where
the die is a chance node), computer players (:mod:`.players`) and the hard player's tour planner
(:mod:`.planner`); the engine's parts are the set-up and moves (:mod:`.moves`), the state
(:mod:`.state`) and where a piece may go (:mod:`.walks`).

The board is the frozen ``assets/boards/denmark.json`` read by :mod:`geo.denmark_board`.
"""

# the engine's ``__all__`` is the one list of the package's public names
from geoquiz.games.danmark.engine import *  # noqa: F403
