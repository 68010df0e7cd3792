"""The table's HTTP + WebSocket server (aiohttp) in its own thread — the protocol of
``docs/protocol.md`` (DESIGN §11).

What it guarantees:

* only the phone client's own files are served — a fixed list read at start, looked up by exact
  name, so ``..`` or percent-encoded paths reach nothing;
* a socket joins with a seat's token (sent in the first message; the join URL carries it in the
  fragment, which browsers never send to a server, so it is in no request line and no log) and
  from then on acts for that seat only; a wrong or withdrawn token is turned away;
* joins are rate-limited per address; the ``Host`` must be an IP address or ``localhost`` (no DNS
  rebinding) and the WebSocket ``Origin``, when a browser sends one, must be this server;
* every move goes through the session (``decode_move`` → ``apply``); anything else a phone sends
  gets one ``refused`` line and changes nothing; frames above :data:`MAX_FRAME` close that socket
  only;
* the server listens only between :meth:`TableServer.start` and :meth:`TableServer.stop`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from aiohttp import web

from geoquiz.app.table import texts
from geoquiz.app.table import web as plumbing
from geoquiz.app.table.labels import labels
from geoquiz.app.table.saves import TableSaver
from geoquiz.app.table.session import Refused, TableSeat, TableSession
from geoquiz.app.table.web import LoopServer, lan_address

__all__ = ["MAX_FRAME", "TableServer", "client_files", "lan_address"]

log = logging.getLogger("geoquiz.table")

#: the largest WebSocket message a phone may send (a move is a few hundred bytes)
MAX_FRAME = 64 * 1024
#: seconds a new socket has to send its ``join``
JOIN_TIMEOUT = 15.0
#: phones watching as audience at most (the public board; each gets every change)
MAX_AUDIENCE = 64
#: the longest the table's clock sleeps before it looks at the deadline again (a deadline that
#: moved nearer — a "Stopp und 1!" count — or a clock set forward is noticed this soon)
CLOCK_POLL = 0.25


def client_files() -> dict[str, tuple[bytes, str]]:
    """The phone client: ``{file name: (content, content type)}`` — everything the server serves."""
    return plumbing.client_files("geoquiz.app.table")


class TableServer(LoopServer):
    """Serves one :class:`TableSession` to the phones; all session access is in its loop thread.

    ``on_change(message)`` is called in the server thread with the public ``state`` message after
    every change (the Qt bridge turns it into a signal); ``bot_delay`` seconds pass before each
    chance roll or computer move so that people can follow; ``saver`` (a
    :class:`~geoquiz.app.table.saves.TableSaver`) gets the table after every change and writes it
    in its own thread.
    """

    THREAD_NAME = "geoquiz-table"
    WHAT = "the table"
    LOG = "geoquiz.table"

    def __init__(
        self,
        session: TableSession,
        *,
        bot_delay: float = 0.6,
        saver: TableSaver | None = None,
        **options: Any,
    ) -> None:
        """``options``: :class:`LoopServer`'s (``bind``, ``port``, ``on_change``,
        ``join_burst``, ``join_rate``)."""
        super().__init__(**options)
        self.session = session
        #: saves the table after every change (None: not saved)
        self.saver = saver
        self.bot_delay = bot_delay
        self._files = client_files()
        self._sockets: dict[int, web.WebSocketResponse] = {}
        #: latecomers watching the public board (``watch``)
        self._audience: set[web.WebSocketResponse] = set()
        #: every open socket, joined or not (a phone still typing the room code or picking a
        #: seat is closed with the table too, not left to its join timeout)
        self._open_sockets: set[web.WebSocketResponse] = set()
        self._automation: asyncio.Task[None] | None = None
        self._timer: asyncio.Task[None] | None = None
        #: the sends of the last change: the next automatic step waits for them
        self._pending: asyncio.Future[Any] | None = None
        texts.install()
        self._texts = {lang: texts.page_texts(lang) for lang in texts.LANGUAGES}
        self._labels = {lang: labels(session.game.NAME, lang) for lang in texts.LANGUAGES}

    # --- life cycle (any thread) -------------------------------------------------------------

    def join_url(self, seat: int) -> str:
        """The address a phone opens for ``seat`` (the token in the fragment)."""
        token = self.session.seats[seat].token
        if token is None:
            raise ValueError("a computer seat, or a resumed one, has no join address to show")
        return f"{self.base_url}#{token}"

    def remove_device(self, seat: int) -> str:
        """Turn the seat's device away and give the seat a new join address (for another one)."""

        def rotate() -> None:
            self.session.new_token(seat)
            ws = self._sockets.pop(seat, None)
            if ws is not None:
                asyncio.ensure_future(self._close(ws, "table.removed", self.session.seats[seat]))
            log.info("seat %d: device removed, new join code issued", seat)
            self._changed()

        self.call(rotate)
        return self.join_url(seat)

    def hand_over(self, seat: int, to: str, level: str | None = None) -> str | None:
        """Give ``seat`` to a computer (of ``level``), a phone or a person at the laptop
        (``TableSession.hand_over`` → ``Match.hand_over``) mid-game. The device that held the
        seat watches on as audience (a ``welcome`` with ``"audience": true`` and ``"handed":
        to``, then the public board) — its code no longer opens the seat. Returns the new join
        address for ``"phone"``, else None. ``ValueError`` for an unknown controller or level.
        Any thread."""

        def give() -> str | None:
            token = self.session.hand_over(seat, to, level)
            ws = self._sockets.pop(seat, None)
            if ws is not None:
                lang = self.session.seats[seat].lang
                self._audience.add(ws)  # it was at the table: it may watch beyond the cap
                welcome = self._audience_welcome(lang)
                welcome.update(handed=to, room=self.session.open_room())
                asyncio.ensure_future(self._send(ws, welcome))
            log.info("seat %d handed over to %s", seat, to if level is None else f"{to} {level}")
            self._changed()
            return token

        token: str | None = self.call(give)
        return None if token is None else f"{self.base_url}#{token}"

    def skip(self, seat: int, level: str | None = None) -> None:
        """Skip the person at ``seat``, who is away, for this turn: a computer plays it
        (``TableSession.skip``). ``ValueError`` when it is not their turn. Any thread."""

        def skip() -> None:
            self.session.skip(seat, level)
            log.info("seat %d skipped: a computer plays its turn", seat)
            self._changed()

        self.call(skip)

    def laptop_move(self, seat: int, move: object, lang: str) -> dict[str, Any] | None:
        """A move of a seat played on the laptop (hot-seat): None, or the ``refused`` message
        (its text in ``lang``). Any thread."""
        return self._laptop_call(seat, lang, lambda: self.session.move(seat, move))

    def laptop_undo(self, seat: int, lang: str) -> dict[str, Any] | None:
        """A seat played on the laptop takes back its last move (``TableSession.undo``): None,
        or the ``refused`` message (its text in ``lang``). Any thread."""
        return self._laptop_call(seat, lang, lambda: self.session.undo(seat))

    def _laptop_call(
        self, seat: int, lang: str, act: Callable[[], object]
    ) -> dict[str, Any] | None:
        """``act`` for seat ``seat`` if it is played on the laptop, in the server thread: None
        (done, the devices told), or the ``refused`` message (its text in ``lang``)."""

        def run() -> dict[str, Any] | None:
            if not self.session.seats[seat].laptop:
                return self._refusal("table.not_your_turn", lang)
            try:
                act()
            except Refused as exc:
                return self._refusal(exc.code, lang, exc)
            self._changed()
            return None

        result: dict[str, Any] | None = self.call(run)
        return result

    def connected(self) -> set[int]:
        return set(self._sockets)

    # --- the thread --------------------------------------------------------------------------

    def _opened(self, loop: asyncio.AbstractEventLoop) -> None:
        self.session.port = self.port
        if self.saver is not None:
            self.saver.submit(self.session)  # the seats, before the first move
        self._kick()

    async def _open(self) -> None:
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/ws", self._ws)
        plumbing.add_client_routes(app, self._files)
        await self._listen(app)
        log.info("table open on %s", self.base_url)

    async def _shutdown(self) -> None:
        for seat, ws in list(self._sockets.items()):
            await self._close(ws, "table.closed", self.session.seats[seat])
        self._sockets.clear()
        for ws in list(self._audience | self._open_sockets):  # watching, picking, typing
            if not ws.closed:
                await self._send(ws, self._refusal("table.closed", "en"))
                await ws.close()
        self._audience.clear()
        for task in (self._automation, self._timer):
            if task is not None:
                task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()
        log.info("table closed")

    # --- WebSocket ---------------------------------------------------------------------------

    async def _ws(self, request: web.Request) -> web.StreamResponse:
        ws = await plumbing.accept_socket(request, MAX_FRAME, log)
        if not isinstance(ws, web.WebSocketResponse):
            return ws
        peer = request.remote or "?"
        self._open_sockets.add(ws)
        seat: TableSeat | None = None
        lang = "en"
        loop = asyncio.get_running_loop()
        #: a socket that has not joined is closed at this time (pings do not put it off)
        join_by = loop.time() + JOIN_TIMEOUT
        try:
            while True:
                waiting = seat is None and ws not in self._audience
                timeout = max(0.0, join_by - loop.time()) if waiting else None
                data = await plumbing.read_message(ws, timeout, log, peer)
                if data == plumbing.TIMEOUT:
                    await self._send(ws, self._refusal("table.not_joined", lang))
                    break
                if data == plumbing.CLOSED:
                    break
                if not isinstance(data, dict):
                    log.info("seat %s: message that is not a JSON object", _who(seat))
                    await self._send(ws, self._refusal("table.bad_message", lang))
                    continue
                if isinstance(data.get("lang"), str) and data["lang"] in texts.LANGUAGES:
                    lang = data["lang"]
                kind = data["type"]
                if kind == "ping":  # the page's heartbeat: it shows "offline" when no pong comes
                    await self._send(ws, {"type": "pong"})
                elif kind == "join":
                    if seat is not None:
                        await self._send(ws, self._refusal("table.bad_message", lang))
                        continue
                    seat = await self._join(ws, peer, data.get("token"), lang)
                    if seat is None:
                        break
                elif kind == "texts" and seat is None:  # the page at / before a code is typed
                    await self._send(ws, {"type": "texts", "texts": self._texts[lang]})
                elif seat is None and ws in self._audience:
                    if kind == "lang" and data.get("lang") in texts.LANGUAGES:
                        await self._send(ws, self._audience_welcome(lang))
                        await self._send(ws, self._state(None))
                    else:
                        await self._send(ws, self._refusal("table.not_joined", lang))
                elif seat is None and kind in ("room", "pick", "watch"):
                    if not await self._room(ws, peer, data, lang):
                        break
                    join_by = loop.time() + JOIN_TIMEOUT  # choosing a seat takes a while
                elif seat is None:
                    await self._send(ws, self._refusal("table.not_joined", lang))
                elif self._sockets.get(seat.index) is not ws and ws in self._audience:
                    seat = None  # the host handed the seat over: this phone watches now
                    if kind == "lang" and data.get("lang") in texts.LANGUAGES:
                        await self._send(ws, self._audience_welcome(lang))
                        await self._send(ws, self._state(None))
                    else:
                        await self._send(ws, self._refusal("table.not_joined", lang))
                elif self._sockets.get(seat.index) is not ws:
                    break  # removed or replaced meanwhile
                elif kind == "lang" and data.get("lang") in texts.LANGUAGES:
                    seat.lang = lang
                    await self._send(ws, self._welcome(seat))
                    await self._send(ws, self._state(seat.index))
                elif kind == "move":
                    await self._move(ws, seat, data.get("move"), data.get("id"))
                elif kind == "undo":
                    await self._undo(ws, seat)
                elif kind == "sheet":
                    await self._sheet(ws, seat, data)
                else:
                    log.info("seat %s: unknown message type", _who(seat))
                    await self._send(ws, self._refusal("table.bad_message", seat.lang))
        finally:
            self._open_sockets.discard(ws)
            self._audience.discard(ws)
            if seat is not None and self._sockets.get(seat.index) is ws:
                del self._sockets[seat.index]
                log.info("seat %d left", seat.index)
                self._changed()
            if not ws.closed:
                await ws.close()
            self._sender.forget(ws)
        return ws

    async def _room(
        self, ws: web.WebSocketResponse, peer: str, data: dict[str, Any], lang: str
    ) -> bool:
        """One code for all: ``room`` lists the free seats, ``pick`` gives a free seat's code
        (rate-limited like joins; a wrong room code closes the socket). False: close it."""
        if not self._limiter.allow(peer):
            log.warning("room request from %s turned away: too many attempts", peer)
            await self._send(ws, self._refusal("table.rate_limited", lang))
            return False
        if not self.session.room_ok(data.get("room")):
            self._limiter.allow(peer, cost=4.0)
            log.warning("room request from %s turned away: unknown room code", peer)
            await self._send(ws, self._refusal("table.bad_room", lang))
            return False
        if data["type"] == "watch":
            if len(self._audience) >= MAX_AUDIENCE:
                log.warning("audience request from %s turned away: %d watching", peer, MAX_AUDIENCE)
                await self._send(ws, self._refusal("table.audience_full", lang))
                return False
            self._audience.add(ws)
            log.info("a phone from %s watches as audience (%d)", peer, len(self._audience))
            await self._send(ws, self._audience_welcome(lang))
            await self._send(ws, self._state(None))
            return True
        if data["type"] == "pick":
            try:
                seat = self.session.pick(data["room"], data.get("seat"), data.get("name"))
            except Refused as exc:
                await self._send(ws, self._refusal(exc.code, lang))
            else:
                log.info(
                    "seat %d (%s) picked with the room code from %s", seat.index, seat.name, peer
                )
                await self._send(ws, {"type": "picked", "seat": seat.index, "token": seat.token})
                return True
        free = [{"seat": s.index, "name": s.name} for s in self.session.free_seats()]
        await self._send(
            ws,
            {
                "type": "seats",
                "seats": free,
                "game": self.session.game.NAME,
                "texts": self._texts[lang],
            },
        )
        return True

    def room_code(self) -> str:
        """The room code (opened on first use), to show large and read out. Any thread."""
        room: str = self.call(self.session.open_room)
        return room

    def room_url(self) -> str:
        """The room link of "one code for all" (the room code in the fragment). Any thread."""
        room: str = self.call(self.session.open_room)
        return f"{self.base_url}#room={room}"

    async def _join(
        self, ws: web.WebSocketResponse, peer: str, token: object, lang: str
    ) -> TableSeat | None:
        if not self._limiter.allow(peer):
            log.warning("join from %s turned away: too many attempts", peer)
            await self._send(ws, self._refusal("table.rate_limited", lang))
            return None
        seat = self.session.seat_for_token(token)
        if seat is None:
            self._limiter.allow(peer, cost=4.0)  # wrong codes use the budget up faster
            log.warning("join from %s turned away: unknown join code", peer)
            await self._send(ws, self._refusal("table.bad_token", lang))
            return None
        seat.lang = lang
        seat.claimed = True
        old = self._sockets.get(seat.index)
        self._sockets[seat.index] = ws
        if old is not None and old is not ws:
            await self._close(old, "table.replaced", seat)
        log.info("seat %d (%s) joined from %s", seat.index, seat.name, peer)
        await self._send(ws, self._welcome(seat))
        self._changed()
        return seat

    async def _move(
        self, ws: web.WebSocketResponse, seat: TableSeat, move: object, move_id: object = None
    ) -> None:
        """``move_id`` (the page's id of the move, a short string): the seat's next states say
        it as ``ack`` once applied, a refusal names it — after a lost connection the page knows
        whether its last move was applied."""
        ident = move_id if isinstance(move_id, str) and 0 < len(move_id) <= 32 else None
        try:
            self.session.move(seat.index, move)
        except Refused as exc:
            log.info("seat %d: move refused (%s)", seat.index, exc.code)
            refusal = self._refusal(exc.code, seat.lang, exc)
            if ident is not None:
                refusal["id"] = ident
            await self._send(ws, refusal)
            return
        seat.acked = ident
        self._changed()

    async def _undo(self, ws: web.WebSocketResponse, seat: TableSeat) -> None:
        """The seat takes back its own last move (``TableSession.undo``: while nothing was
        revealed since); a refusal is one ``refused`` line, like a move's."""
        try:
            self.session.undo(seat.index)
        except Refused as exc:
            log.info("seat %d: undo refused (%s)", seat.index, exc.code)
            await self._send(ws, self._refusal(exc.code, seat.lang, exc))
            return
        log.info("seat %d took back its last move", seat.index)
        self._changed()

    async def _sheet(
        self, ws: web.WebSocketResponse, seat: TableSeat, data: dict[str, Any]
    ) -> None:
        """A phone's term sheet as typed so far (Stadt-Land-anders): kept, locked at "Aus!"
        (:mod:`geoquiz.app.table.sheets`); nothing is sent back unless it is turned away."""
        if self.session.sheets is None:
            await self._send(ws, self._refusal("table.bad_message", seat.lang))
        elif not self.session.sheet(seat.index, data.get("terms"), data.get("typing")):
            await self._send(ws, self._refusal("table.sheet_locked", seat.lang))

    # --- messages ----------------------------------------------------------------------------

    def _welcome(self, seat: TableSeat) -> dict[str, Any]:
        return {
            "type": "welcome",
            "seat": seat.index,
            "name": seat.name,
            "game": self.session.game.NAME,
            "lang": seat.lang,
            "texts": self._texts[seat.lang],
            "labels": self._labels[seat.lang],
        }

    def _audience_welcome(self, lang: str) -> dict[str, Any]:
        """The ``welcome`` of a phone watching as audience (``seat`` null)."""
        return {
            "type": "welcome",
            "seat": None,
            "audience": True,
            "name": "",
            "game": self.session.game.NAME,
            "lang": lang,
            "texts": self._texts[lang],
            "labels": self._labels[lang],
        }

    def _state(self, seat: int | None) -> dict[str, Any]:
        return self.session.state_message(seat, self._sockets.keys())

    def _refusal(self, code: str, lang: str, exc: Refused | None = None) -> dict[str, Any]:
        if exc is not None and exc.illegal is not None:
            text = texts.refusal(exc.illegal, lang)
            params = exc.illegal.to_json()["params"]
        else:
            text = texts.table_refusal(code, lang)
            params = {}
        return {"type": "refused", "code": code, "text": text, "params": params}

    async def _send(self, ws: web.WebSocketResponse, message: dict[str, Any]) -> None:
        await self._sender.send(ws, message)  # messages leave in the order made

    async def _close(self, ws: web.WebSocketResponse, code: str, seat: TableSeat) -> None:
        await self._send(ws, self._refusal(code, seat.lang))
        await ws.close()

    def _changed(self) -> None:
        """Send every connected seat its new state, tell the laptop, save, go on with
        chance/bots."""
        if self.saver is not None:
            self.saver.submit(self.session)
        players = self.session.players(self._sockets.keys())
        sends = [
            self._send(ws, self.session.state_message(seat, players=players))
            for seat, ws in list(self._sockets.items())
        ]
        public = self.session.state_message(None, players=players)
        sends += [self._send(ws, public) for ws in list(self._audience)]
        if sends:
            self._pending = asyncio.ensure_future(asyncio.gather(*sends))
        if self.on_change is not None:
            self.on_change(public)
        self._kick()

    def _kick(self) -> None:
        if self.session.over():
            self.done.set()
            return
        if self.session.automatic() and (self._automation is None or self._automation.done()):
            self._automation = asyncio.ensure_future(self._automate())
        if self.session.deadline() is not None and (self._timer is None or self._timer.done()):
            self._timer = asyncio.ensure_future(self._watch_clock())

    async def _watch_clock(self) -> None:
        """The table's own timed moves: "Stopp und Aus!" when the round timer or a count has
        run out, the entry when the grace is over (``TableSession.timed_step``)."""
        while (deadline := self.session.deadline()) is not None:
            wait = deadline - self.session.clock()
            await asyncio.sleep(min(max(wait, 0.0), CLOCK_POLL))
            try:
                stepped = self.session.timed_step()
            except Exception:  # noqa: BLE001 - a refused timed move must not take the table down
                log.exception("the table's timed move failed")
                return
            if stepped:
                log.info("the table's clock moved (ply %d)", self.session.ply)
                self._changed()

    async def _automate(self) -> None:
        while self.session.automatic():
            await asyncio.sleep(self.bot_delay)
            if self._pending is not None:
                await self._pending  # every phone has the last state before the next step
            try:
                stepped = self.session.step()
            except Exception:  # noqa: BLE001 - a broken bot must not take the table down
                log.exception("the computer player failed")
                return
            if not stepped:  # the computer waits for the clock
                await asyncio.sleep(CLOCK_POLL)
                continue
            self._changed()


def _who(seat: TableSeat | None) -> str:
    return "?" if seat is None else str(seat.index)
