"""The end pages' sentences with a count, in one class: ``pyside6-lupdate`` reads plural forms
(``%n``) only from ``self.tr`` inside a class, and the class name is their translation context,
``EndGame`` (the context of the pages' other sentences too). Each game's module calls
:data:`PLURALS`; the sentences stand here by game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

__all__ = ["PLURALS", "EndGame"]


class EndGame(QObject):
    """The end pages' sentences with a count (``%n``: plural forms in every language)."""

    # 10 Tage

    def came_closest_day_in_a_row_are_linked_cor(self, n: int) -> str:
        return self.tr("%1 came closest: %n day(s) in a row are linked correctly.", "", n)

    def day_in_a_row_linked_correctly(self, n: int) -> str:
        return self.tr("%1: %n day(s) in a row linked correctly", "", n)

    # Carcassonne

    def the_field_borders_completed_city_cities(self, n: int) -> str:
        return self.tr("the field borders %n completed city/cities, 3 points each", "", n)

    def an_unfinished_road_of_tile_point_each(self, n: int) -> str:
        return self.tr("an unfinished road of %n tile(s), 1 point each", "", n)

    def part(self, n: int) -> str:
        return self.tr("%n part(s)", "", n)

    def pennant(self, n: int) -> str:
        return self.tr("%n pennant(s)", "", n)

    def an_unfinished_monastery_point_for_it_and(self, n: int) -> str:
        return self.tr(
            "an unfinished monastery: 1 point for it and each of its %n neighbour(s)", "", n
        )

    def wins_with_points(self, n: int) -> str:
        return self.tr("%1 wins with %2 points!", "", n)

    def point(self, n: int) -> str:
        return self.tr("%1%2 (%3): %n point(s)", "", n)

    # Finden Sie Minden

    def tip_were_wrong_in_this_game(self, n: int) -> str:
        return self.tr("%n tip(s) were wrong in this game.", "", n)

    def of_tip_right_ends_on_space(self, n: int) -> str:
        return self.tr("%1: %2 of %n tip(s) right, ends on space %3", "", n)

    def round_card_tip_wrong_stone_right(self, n: int) -> str:
        return self.tr("Round %1, %2, card “%3”: tip %4 — %n wrong stone(s): %5; right: %6", "", n)

    # Danmark-spillet

    def visited_town_in_this_order(self, n: int) -> str:
        return self.tr("%1 visited %n town(s), in this order:", "", n)

    def town_card_left(self, n: int) -> str:
        return self.tr("%1: %n town card(s) left", "", n)


#: the one instance the game modules ask
PLURALS = EndGame()
