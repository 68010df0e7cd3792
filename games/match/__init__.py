"""The one match driver of every way of playing (DESIGN §1, issue 27): :class:`Match`, its seats
and its saved record. Qt-free and SQL-free: the app injects a saver and a runner."""

from geoquiz.games.match.match import ComputerJob, Entry, Match, Saver
from geoquiz.games.match.record import FORMAT, check_record, convert_legacy, load_record, record_of
from geoquiz.games.match.seats import (
    CONTROLS,
    Control,
    Seat,
    clean_name,
    default_level,
    parse_seats,
)

__all__ = [
    "CONTROLS",
    "FORMAT",
    "ComputerJob",
    "Control",
    "Entry",
    "Match",
    "Saver",
    "Seat",
    "check_record",
    "clean_name",
    "convert_legacy",
    "default_level",
    "load_record",
    "parse_seats",
    "record_of",
]
