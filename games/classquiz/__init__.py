"""The class quiz ("Finden Sie Minden in der Klasse", DESIGN §12) as plain data and rules.

:mod:`.quiz` holds one quiz: its cards, the students (or teams) who joined, the phases
lobby → question → reveal → … → end, every tip with its time, the score of each tip exactly as in
Finden Sie Minden (``geoquiz.games.minden.cards``), the class's tips tallied for the reveal map and
the leaderboard. No Qt, no sockets and no clock of its own: the server passes the time in.
"""

# the quiz module's ``__all__`` is the one list of the package's public names
from geoquiz.games.classquiz.quiz import *  # noqa: F403
