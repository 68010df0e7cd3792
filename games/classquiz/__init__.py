"""The class quiz ("Finden Sie Minden in der Klasse", DESIGN §12) as plain data and rules.

:mod:`.quiz` holds one quiz: its cards, the students (or teams) who joined, the phases
lobby → question → reveal → … → end, every tip with its time, the score of each tip exactly as in
Finden Sie Minden (``geoquiz.games.minden.cards``), the class's tips tallied for the reveal map and
the leaderboard. No Qt, no sockets and no clock of its own: the server passes the time in.
"""

from geoquiz.games.classquiz.quiz import (
    MAX_STUDENTS,
    MAX_TEAMS,
    Answer,
    Phase,
    Quiz,
    QuizRefused,
    Student,
    parse_tip,
    score_tip,
    stones_right,
    tally,
)

__all__ = [
    "MAX_STUDENTS",
    "MAX_TEAMS",
    "Answer",
    "Phase",
    "Quiz",
    "QuizRefused",
    "Student",
    "parse_tip",
    "score_tip",
    "stones_right",
    "tally",
]
