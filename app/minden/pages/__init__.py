"""The pages of the Finden-Sie-Minden screen: each renders the game's view and emits signals.

:mod:`.lobby` (new game, resume, progress), :mod:`.table` (the public board beside the map: the
players and the round's cards), and the action pages of whoever acts now: :mod:`.draft`
(choosing and trading cards), :mod:`.guess` (the hot-seat gate, the tip card, challenges),
:mod:`.reveal` (placing the indicator, the turned card) and :mod:`.end` (the final scoring and
standings). The pages never apply a move: they emit it (``move_chosen``) and the screen sends it
to the engine through the session.

Their texts keep the translation context ``MindenScreen`` (literal
``QCoreApplication.translate("MindenScreen", …)``), where the catalogue has them. Texts with a
count (``%n``) use ``self.tr`` in their page class instead: ``pyside6-lupdate`` reads plural forms
only from ``tr()``, so their context is the class (``PlayersLabel``, ``EndPage``, …).
"""
