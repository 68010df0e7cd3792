"""Stadt-Land-anders: the app as game master (rules engine, cards, term checks).

See :mod:`games.stadtland.engine` for the rules and their interpretations, and
:mod:`games.stadtland.game` for the engine contract (DESIGN §1).
"""

# the engine's ``__all__`` is the one list of the package's public names
from geoquiz.games.stadtland.engine import *  # noqa: F403
