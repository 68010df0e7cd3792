"""The pages of the Stadt-Land-anders screen, one module per page (and the header).

Each page lays out its widgets, renders a :class:`~geoquiz.games.stadtland.State` and emits
signals for what the players ask for; :class:`~geoquiz.app.stadtland.screen.StadtlandScreen`
turns those into moves, shows refusals and owns the timers. The pages render the engine's
``State`` rather than ``game.view(state, seat)``: the hot-seat screen is the public board, and
its queries (``stop_of``, ``due``, ``authors``, ``voters``, ``keys``) would otherwise have to be
re-derived from the JSON view — a rule in Qt, which issue 9 forbids.

Texts keep the ``tr`` context of the screen they came from (a literal translate call with
the context ``StadtlandScreen``), where the catalogue has them.
"""
