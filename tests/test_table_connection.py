"""The table's side of a connection you can see (issue 29): a move carries the page's id, the
seat's states acknowledge the last one applied (``ack``) and a refusal names it, so a page that
lost its connection knows after rejoining whether its last tap was applied. The page's side is
``tests/test_table_connection_browser.py``."""

from __future__ import annotations

import asyncio

import aiohttp
from helpers import toy_game
from helpers.table import Phone, running_table, tokens

from geoquiz.games.match import Seat

SEATS = [Seat("Anna", "phone"), Seat("Ben", "phone")]


def test_a_move_applied_before_the_loss_is_acknowledged() -> None:
    """The other case: the table got the move but the phone lost the answer — after rejoining
    the state's ``ack`` names the move, so the page does not ask for it again."""
    with running_table(toy_game, SEATS) as server:

        async def main() -> None:
            async with aiohttp.ClientSession() as http:
                first = Phone(http, server.base_url, tokens(server)[0])
                state = await first.join()
                await first.send({"type": "move", "move": state["legal"][0], "id": "k3x9"})
                await first.sync()
                await first.close()
                again = Phone(http, server.base_url, tokens(server)[0])
                rejoined = await again.join()
                assert rejoined["ack"] == "k3x9" and rejoined["ply"] > state["ply"]
                await again.send({"type": "move", "move": {"nonsense": 1}, "id": "zz"})
                assert (await again.refusal())["id"] == "zz"  # a refusal names the move
                await again.close()

        asyncio.run(asyncio.wait_for(main(), 30))
