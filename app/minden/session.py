"""A running Finden-Sie-Minden game: the engine state plus autosave, results and computer moves.

No Qt here: the screen asks this object what to show and hands it the moves; the session applies
them, saves the state after every move (a crash loses at most the move in progress), stores every
scored tip per player and card for the progress statistics, and computes computer players' moves.
"""

from __future__ import annotations

import logging
import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from geoquiz.games.minden import Card, Config, Move, State, apply, current_player, is_over, new_game
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
log = logging.getLogger(__name__)


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


class GameSession:
    """One game: state, id, persistence. ``persist=False`` keeps everything in memory (tests)."""

    def __init__(
        self,
        state: State,
        game_id: str | None = None,
        *,
        persist: bool = True,
        url: str | None = None,
    ) -> None:
        self.state = state
        self.game_id = game_id or uuid.uuid4().hex
        self.persist = persist
        self.url = url
        self.save_error: str | None = None
        self._save()

    @classmethod
    def start(
        cls, config: Config, cards: Sequence[Card], *, persist: bool = True, url: str | None = None
    ) -> GameSession:
        """Set up a new game (raises ``ValueError`` with a readable sentence if impossible)."""
        return cls(new_game(config, cards), persist=persist, url=url)

    @classmethod
    def resume_latest(cls, url: str | None = None) -> GameSession | None:
        """The most recently saved unfinished game, or None."""
        from geoquiz.db.savegames import latest_unfinished

        found = latest_unfinished(KIND, url=url)
        if found is None:
            return None
        _, game_id, data = found
        game = cls.__new__(cls)
        game.state = State.from_dict(data)
        game.game_id = game_id
        game.persist = True
        game.url = url
        game.save_error = None
        return game

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
        """Apply ``move`` (``IllegalMove`` propagates untouched), autosave, store scored results."""
        before = len(self.state.history)
        self.state = apply(self.state, move)
        self._save()
        for record in self.state.history[before:]:
            self._record(record)
        return self.state

    def _save(self) -> None:
        if not self.persist:
            return
        try:
            from geoquiz.db.savegames import save_game

            save_game(
                KIND, self.game_id, self.state.to_dict(), finished=is_over(self.state), url=self.url
            )
            self.save_error = None
        except Exception as exc:  # the game goes on; the screen shows the problem in one line
            log.warning("autosave failed: %s", exc)
            self.save_error = str(exc).splitlines()[0] if str(exc) else type(exc).__name__

    def _record(self, record: dict[str, Any]) -> None:
        if not self.persist:
            return
        card = self.state.cards[record["card"]]
        detail = {
            "game_id": self.game_id,
            "round": record["round"],
            "title": card.title,
            "colour": card.colour,
            "tip": record["tip"],
            "stones": len(record["tip"]),
            "kept": record["kept"],
            "lon": record["lon"],
            "lat": record["lat"],
        }
        try:
            from geoquiz.db.savegames import record_result

            record_result(
                KIND,
                self.state.config.players[record["player"]].name,
                int(card.id) if card.id.isdigit() else None,
                bool(record["right"]),
                detail,
                url=self.url,
            )
        except Exception as exc:
            log.warning("storing a result failed: %s", exc)
            self.save_error = str(exc).splitlines()[0] if str(exc) else type(exc).__name__


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
    from geoquiz.db.savegames import results

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
