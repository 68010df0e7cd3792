"""Finden Sie Minden: rules engine (:mod:`.engine`) over the set-up (:mod:`.config`), the moves
(:mod:`.moves`), the frozen state (:mod:`.state`) and the scoring (:mod:`.scoring`); cards and tips
(:mod:`.cards`), the board grid as arithmetic (:mod:`.grid`) and computer players (:mod:`.players`).

The names below are the package's public face (``from geoquiz.games.minden import State``); each
is imported under its own name, which marks it as re-exported.
"""

from geoquiz.games.common import IllegalMove as IllegalMove
from geoquiz.games.minden.cards import COLOURS as COLOURS
from geoquiz.games.minden.cards import KEEP_THRESHOLD as KEEP_THRESHOLD
from geoquiz.games.minden.cards import Card as Card
from geoquiz.games.minden.cards import format_tip as format_tip
from geoquiz.games.minden.cards import tip_is_right as tip_is_right
from geoquiz.games.minden.config import Config as Config
from geoquiz.games.minden.config import PlayerSpec as PlayerSpec
from geoquiz.games.minden.engine import apply as apply
from geoquiz.games.minden.engine import current_player as current_player
from geoquiz.games.minden.engine import is_over as is_over
from geoquiz.games.minden.engine import legal_moves as legal_moves
from geoquiz.games.minden.engine import new_game as new_game
from geoquiz.games.minden.engine import ranking as ranking
from geoquiz.games.minden.moves import Challenge as Challenge
from geoquiz.games.minden.moves import Draft as Draft
from geoquiz.games.minden.moves import Guess as Guess
from geoquiz.games.minden.moves import KeepCard as KeepCard
from geoquiz.games.minden.moves import Move as Move
from geoquiz.games.minden.moves import Score as Score
from geoquiz.games.minden.moves import Trade as Trade
from geoquiz.games.minden.state import State as State
