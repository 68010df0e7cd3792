"""A running Finden-Sie-Minden game: the engine state plus autosave, results and computer moves.

No Qt here: the screen asks this object what to show and hands it the moves; the session (an
:class:`~app.autosave.AutosavedGame`) applies them, saves the state after every move (a crash
loses at most the move in progress) together with every scored tip per player and card for the
progress statistics, and computes computer players' moves.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from geoquiz.app.autosave import AutosavedGame, engine_rules
from geoquiz.games import minden
from geoquiz.games.minden import Card, Config, Move, State, current_player, new_game
from geoquiz.games.minden.players import choose

__all__ = [
    "KIND",
    "DeckInfo",
    "GameSession",
    "Progress",
    "enabled_decks",
    "indicator_distance_km",
    "load_deck_cards",
    "player_progress",
]

KIND = "minden"


@dataclass(frozen=True)
class DeckInfo:
    """A deck the new-game dialog offers."""

    id: int
    name: str
    author: str
    counts: dict[str, int]


def enabled_decks(url: str | None = None) -> list[DeckInfo]:
    """Every enabled deck with its number of cards per colour."""
    from geoquiz.db.repository import list_cards, list_decks
    from geoquiz.db.session import session_scope

    out = []
    with session_scope(url) as session:
        for deck in list_decks(session):
            if not deck.enabled:
                continue
            counts: dict[str, int] = {}
            for card in list_cards(session, deck_id=deck.id):
                counts[card.colour] = counts.get(card.colour, 0) + 1
            out.append(DeckInfo(deck.id, deck.name, deck.author, counts))
    return out


def load_deck_cards(
    deck_ids: Sequence[int], lang: str = "de", url: str | None = None
) -> list[Card]:
    """The cards of the given decks as engine cards (prompt in ``lang``, German as fallback)."""
    from geoquiz.db.repository import list_cards
    from geoquiz.db.session import session_scope

    cards: list[Card] = []
    with session_scope(url) as session:
        for deck_id in deck_ids:
            for row in list_cards(session, deck_id=deck_id):
                solutions = tuple((s.ew, s.zone, int(s.square), s.quadrant) for s in row.solutions)
                if not solutions:
                    continue  # a card off the board cannot be played
                prompt = (row.prompt_en if lang == "en" else row.prompt_de) or row.prompt_de
                lat, lon = row.lat, row.lon
                if (lat is None or lon is None) and row.outline_wkt:
                    lon, lat = _inside_point(row.outline_wkt)
                cards.append(
                    Card(
                        id=str(row.id),
                        colour=row.colour,
                        title=row.title,
                        solutions=solutions,
                        prompt=prompt or "",
                        lat=lat,
                        lon=lon,
                        deck=row.deck.name,
                        outline_wkt=row.outline_wkt,
                        explanation=row.explanation or "",
                    )
                )
    return cards


def _inside_point(wkt: str) -> tuple[float, float]:
    """A point inside an area card's outline (lon, lat), where its marker goes."""
    import shapely

    point = shapely.from_wkt(wkt).representative_point()
    return float(point.x), float(point.y)


def indicator_distance_km(card: Card, lon: float, lat: float) -> float | None:
    """Geodesic km from the indicator to the card's place: its area (0 inside) or its point."""
    from geoquiz.geo.projection import distance_km

    if card.outline_wkt:
        import shapely
        from shapely.ops import nearest_points

        area = shapely.from_wkt(card.outline_wkt)
        point = shapely.Point(lon, lat)
        if area.covers(point):
            return 0.0
        near = nearest_points(area, point)[0]
        return float(distance_km(lat, lon, near.y, near.x))
    if card.lon is None or card.lat is None:
        return None
    return float(distance_km(lat, lon, card.lat, card.lon))


#: one stored result: ``(player name, card id or None, right, detail)`` (``db.savegames``)
Result = tuple[str, int | None, bool, dict[str, Any]]


class GameSession(AutosavedGame[State, Move]):
    """One game: state, id, persistence. ``persist=False`` keeps everything in memory (tests).

    An :class:`~app.autosave.AutosavedGame` whose saves also carry the per-card results of the
    tips just scored (the progress statistics): state and results are written in one
    transaction, so a crash keeps both or neither. A result whose save failed (or was
    superseded by a newer move's save while the database was busy) rides along with the next
    save instead of being lost. Saved games are the engine's ``State.to_dict()`` under the kind
    ``"minden"`` as before, so games saved by earlier versions resume unchanged.
    """

    kind = KIND
    rules = engine_rules(minden)

    def __init__(
        self,
        state: State,
        game_id: str | None = None,
        *,
        persist: bool = True,
        url: str | None = None,
    ) -> None:
        super().__init__(state, game_id or uuid.uuid4().hex, persist=persist, url=url)
        #: scored results not yet written (appended on the UI thread, written under the lock)
        self._unsaved_results: list[Result] = []

    @classmethod
    def start(  # type: ignore[override]  # a Minden game starts from its config and cards
        cls, config: Config, cards: Sequence[Card], *, persist: bool = True, url: str | None = None
    ) -> Self:
        """Set up a new game (raises ``ValueError`` with a readable sentence if impossible)."""
        return super().start(new_game(config, cards), persist=persist, url=url)

    @classmethod
    def resume_latest(cls, url: str | None = None) -> Self | None:
        """The most recently saved unfinished game, or None."""
        return cls.resume(url=url)

    # ------------------------------------------------------------------ queries
    def current(self) -> int | None:
        return current_player(self.state)

    def controller(self, player: int) -> str:
        return self.state.config.players[player].controller

    def is_human(self, player: int) -> bool:
        return self.controller(player) == "human"

    def humans(self) -> list[int]:
        return [p for p in range(self.state.n) if self.is_human(p)]

    def computer_to_move(self) -> bool:
        player = self.current()
        return player is not None and not self.is_human(player)

    # ------------------------------------------------------------------ moves
    def computer_move(self) -> Move:
        """The move of the computer player whose turn it is (deterministic per game and step)."""
        player = self.current()
        assert player is not None and not self.is_human(player)
        s = self.state
        rng = random.Random(f"{s.config.seed}:{s.round}:{s.phase}:{player}:{len(s.history)}")
        return choose(s, player, rng, self.controller(player))

    def play(self, move: Move) -> State:
        """Apply ``move`` (``IllegalMove`` propagates untouched), autosave with scored results."""
        return self.apply(move)

    def _moved(self, before: State, after: State) -> None:
        """The tips ``after`` scored ride along with the next save (appended on the UI thread)."""
        if self.persist:
            self._unsaved_results.extend(
                _result(after, r, self.game_id) for r in after.history[len(before.history) :]
            )

    def _store(
        self, state: dict[str, Any], finished: bool, busy_ms: int | None, **extra: Any
    ) -> None:
        """Write the state and the unsaved results in one transaction (under the save lock)."""
        results = list(self._unsaved_results)
        super()._store(state, finished, busy_ms, results=results)
        del self._unsaved_results[: len(results)]  # only appended to meanwhile


def _result(state: State, record: dict[str, Any], game_id: str) -> Result:
    """The stored result of one scored tip (``record`` from ``state.history``)."""
    card = state.cards[record["card"]]
    detail = {
        "game_id": game_id,
        "round": record["round"],
        "title": card.title,
        "colour": card.colour,
        "tip": record["tip"],
        "stones": len(record["tip"]),
        "kept": record["kept"],
        "lon": record["lon"],
        "lat": record["lat"],
    }
    return (
        state.config.players[record["player"]].name,
        int(card.id) if card.id.isdigit() else None,
        bool(record["right"]),
        detail,
    )


@dataclass
class Progress:
    """One player's record over every stored Finden-Sie-Minden game."""

    right: int = 0
    tips: int = 0
    games: set[str] = field(default_factory=set)
    kept: dict[str, int] = field(default_factory=dict)
    right_by_colour: dict[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def cards_kept(self) -> int:
        return sum(self.kept.values())


def player_progress(url: str | None = None) -> dict[str, Progress]:
    """Per player name: tips right, tips scored, games, cards kept per colour (stored results)."""
    from geoquiz.app.save_writer import flush_saves
    from geoquiz.db.savegames import results

    flush_saves()  # the tips just scored count
    out: dict[str, Progress] = {}
    for row in results(KIND, url=url):
        entry = out.setdefault(row["player"], Progress())
        detail = row["detail"] or {}
        right = bool(row["correct"])
        entry.right += int(right)
        entry.tips += 1
        if detail.get("game_id"):
            entry.games.add(str(detail["game_id"]))
        colour = str(detail.get("colour", ""))
        if colour:
            good, total = entry.right_by_colour.get(colour, (0, 0))
            entry.right_by_colour[colour] = (good + int(right), total + 1)
            if detail.get("kept"):
                entry.kept[colour] = entry.kept.get(colour, 0) + 1
    return out
