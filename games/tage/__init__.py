"""10 Tage durch Deutschland: cards (:mod:`.cards`), route checking (:mod:`.route`), the rules
engine (:mod:`.engine`) over the set-up (:mod:`.config`), the moves (:mod:`.moves`) and the frozen
state (:mod:`.state`), and computer players (:mod:`.players`).

The names below are the package's public face (``from geoquiz.games.tage import State``); each is
imported under its own name, which marks it as re-exported.
"""

from geoquiz.games.common import IllegalMove as IllegalMove
from geoquiz.games.tage.cards import BUS as BUS
from geoquiz.games.tage.cards import card_kind as card_kind
from geoquiz.games.tage.cards import card_label as card_label
from geoquiz.games.tage.cards import deck as deck
from geoquiz.games.tage.cards import parse_card as parse_card
from geoquiz.games.tage.cards import train as train
from geoquiz.games.tage.cards import train_colour as train_colour
from geoquiz.games.tage.config import Config as Config
from geoquiz.games.tage.config import PlayerSpec as PlayerSpec
from geoquiz.games.tage.engine import apply as apply
from geoquiz.games.tage.engine import current_player as current_player
from geoquiz.games.tage.engine import is_over as is_over
from geoquiz.games.tage.engine import legal_moves as legal_moves
from geoquiz.games.tage.engine import longest_run as longest_run
from geoquiz.games.tage.engine import new_game as new_game
from geoquiz.games.tage.engine import placeable_days as placeable_days
from geoquiz.games.tage.engine import ranking as ranking
from geoquiz.games.tage.moves import Declare as Declare
from geoquiz.games.tage.moves import Discard as Discard
from geoquiz.games.tage.moves import Draw as Draw
from geoquiz.games.tage.moves import Exchange as Exchange
from geoquiz.games.tage.moves import Move as Move
from geoquiz.games.tage.moves import PlaceSetup as PlaceSetup
from geoquiz.games.tage.moves import move_from_dict as move_from_dict
from geoquiz.games.tage.moves import move_to_dict as move_to_dict
from geoquiz.games.tage.route import DAYS as DAYS
from geoquiz.games.tage.route import Link as Link
from geoquiz.games.tage.route import RouteCheck as RouteCheck
from geoquiz.games.tage.route import check_route as check_route
from geoquiz.games.tage.route import link_text as link_text
from geoquiz.games.tage.state import State as State
