"""Carcassonne Maps — Germany with Map-Chips: tiles, features, scoring, chips, computer players.

The engine is :mod:`games.carcassonne.engine` (its public names re-exported here, each
``as`` itself), its frozen data in :mod:`~games.carcassonne.state` and its scoring in
:mod:`~games.carcassonne.scoring`; the tile set is in :mod:`~games.carcassonne.tiles`, connected
features and their values in :mod:`~games.carcassonne.features`, the Map-Chips in
:mod:`~games.carcassonne.chips` and the computer players in :mod:`~games.carcassonne.players`.
"""

from geoquiz.games.carcassonne.engine import (
    LEVELS as LEVELS,
)
from geoquiz.games.carcassonne.engine import (
    MAX_PLAYERS as MAX_PLAYERS,
)
from geoquiz.games.carcassonne.engine import (
    MEEPLES as MEEPLES,
)
from geoquiz.games.carcassonne.engine import (
    MIN_PLAYERS as MIN_PLAYERS,
)
from geoquiz.games.carcassonne.engine import (
    Config as Config,
)
from geoquiz.games.carcassonne.engine import (
    IllegalMove as IllegalMove,
)
from geoquiz.games.carcassonne.engine import (
    MapSpec as MapSpec,
)
from geoquiz.games.carcassonne.engine import (
    Meeple as Meeple,
)
from geoquiz.games.carcassonne.engine import (
    Move as Move,
)
from geoquiz.games.carcassonne.engine import (
    PlayerSpec as PlayerSpec,
)
from geoquiz.games.carcassonne.engine import (
    State as State,
)
from geoquiz.games.carcassonne.engine import (
    apply as apply,
)
from geoquiz.games.carcassonne.engine import (
    current_player as current_player,
)
from geoquiz.games.carcassonne.engine import (
    feature_of as feature_of,
)
from geoquiz.games.carcassonne.engine import (
    is_over as is_over,
)
from geoquiz.games.carcassonne.engine import (
    legal_moves as legal_moves,
)
from geoquiz.games.carcassonne.engine import (
    legal_placements as legal_placements,
)
from geoquiz.games.carcassonne.engine import (
    meeple_spots as meeple_spots,
)
from geoquiz.games.carcassonne.engine import (
    new_game as new_game,
)
from geoquiz.games.carcassonne.engine import (
    payments as payments,
)
from geoquiz.games.carcassonne.engine import (
    ranking as ranking,
)
