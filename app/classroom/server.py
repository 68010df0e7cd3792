"""The class quiz's HTTP + WebSocket server (aiohttp) in its own thread (DESIGN §12,
``docs/classroom.md``).

The table's measures (``geoquiz.app.table.server``), applied to a class:

* only the pages' own files are served — a fixed list read at start, looked up by exact name;
* ``POST /join {"name", "room"}`` gives a student (or team) a token (``secrets.token_urlsafe``);
  the socket then joins with that token in its first message, and a device that drops rejoins
  with the same token as the same student; the projector page joins with its own token (in the
  URL's fragment, never in a request line or a log);
* join attempts are rate-limited per address (wrong room codes and tokens cost more), and at most
  ``joins_per_minute`` seats (default 2) go to one address a minute — one device with the room
  code cannot fill the class with made-up names; ``Host`` must be an IP address or ``localhost``
  and ``Origin``, when sent, this server; ``/join`` takes JSON only, its body within
  :data:`~geoquiz.app.table.web.BODY_TIMEOUT` seconds;
* ``approve_names``: a new name waits (``202`` and a ``ticket`` the page asks with) until the
  teacher lets it in or turns it away (:meth:`~ClassroomServer.approve`,
  :meth:`~ClassroomServer.decline`);
* a device is its browser's ``geoquiz-device`` cookie: removing a student turns that device away
  for the rest of the quiz, and new names from its address wait for the teacher from then on (an
  address is not blocked: a school network may show many devices under one);
* frames above :data:`MAX_FRAME` close that socket only; names are plain text to the pages (they
  set ``textContent``, never HTML); no token reaches a log;
* every tip goes through :meth:`geoquiz.games.classquiz.Quiz.answer` — too late, twice, paused or
  not on the board is one ``refused`` line and changes nothing.

A ticker reveals the card when the time is up or all have answered and, with ``reveal_seconds``,
moves on by itself. ``on_report`` (a :class:`~geoquiz.app.classroom.store.ReportSink`) gets every
change of the quiz as it happens — each tip as it arrives — with, after every change that all
devices see and once a second while a card is open, where the quiz stands (the live journal a
``--resume`` starts from). Writes leave the event loop for one writer thread, batched: a burst of
tips is one transaction. A tick that comes more than :data:`SLEEP_GAP` late (the laptop slept)
gives the open card that time back and re-syncs the phones.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import re
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from geoquiz.app.classroom import texts
from geoquiz.app.classroom.board import board_data, qr_svg_uri
from geoquiz.app.table.web import (
    BODY_TIMEOUT,
    CLOSED,
    TIMEOUT,
    LoopServer,
    RateLimiter,
    Sender,
    accept_socket,
    add_client_routes,
    dumps,
    host_ok,
    origin_ok,
    read_message,
    security_headers,
)
from geoquiz.app.table.web import client_files as _client_files
from geoquiz.games.classquiz import Phase, Quiz, QuizRefused, Student, token_digest
from geoquiz.games.classquiz.namefilter import is_rude
from geoquiz.games.classquiz.quiz import clean_name

__all__ = ["MAX_FRAME", "ClassroomServer", "client_files"]

log = logging.getLogger("geoquiz.classroom")

MAX_FRAME = 16 * 1024
MAX_JOIN_BODY = 2048
JOIN_TIMEOUT = 15.0
TICK = 0.1
#: a tip changes only the counts on the other phones: they get them at most this often (seconds)
STUDENT_REFRESH = 2.0
#: … and the teacher's window (``on_change``)
TEACHER_REFRESH = 0.25
#: a gap between two ticks longer than this is a laptop that slept (or stalled): the open card's
#: deadline moves on by the gap, so the phones' countdown stays right
SLEEP_GAP = 1.5
#: while a card is open, where it stands (its remaining time) is journalled this often (seconds)
LIVE_EVERY = 1.0
#: seats one address gets per minute (``joins_per_minute``)
JOINS_PER_MINUTE = 2
#: the cookie that tells one browser from another (HttpOnly, this server only)
DEVICE_COOKIE = "geoquiz-device"
_DEVICE_ID = re.compile(r"[A-Za-z0-9_-]{16,64}")


@dataclass
class Pending:
    """A name waiting for the teacher (``approve_names``, or an address a removed device used)."""

    id: int
    name: str
    lang: str
    address: str
    device: str
    ticket: str


def client_files() -> dict[str, tuple[bytes, str]]:
    """The student and projector pages: ``{file name: (content, content type)}``."""
    return _client_files("geoquiz.app.classroom", pages_only=True)


class ClassroomServer(LoopServer):
    """Serves one :class:`Quiz`; every access to the quiz happens in the server's loop thread."""

    THREAD_NAME = "geoquiz-classroom"
    WHAT = "the classroom"
    LOG = "geoquiz.classroom"

    JOIN_BURST = 45  # a class joins at once
    JOIN_RATE = 1.0
    MAX_PER_ADDRESS = 128  # a class behind one school router shares one address

    def __init__(
        self,
        quiz: Quiz,
        *,
        reveal_seconds: float | None = None,
        on_report: Callable[..., Any] | None = None,
        board: dict[str, Any] | None = None,
        joins_per_minute: int = JOINS_PER_MINUTE,
        approve_names: bool = False,
        name_filter: bool = False,
        resume: dict[str, Any] | None = None,
        **options: Any,
    ) -> None:
        """``joins_per_minute``: seats per address and minute (0: no limit); ``approve_names``:
        every new name waits for the teacher; ``name_filter``: rude names are turned away
        (:mod:`geoquiz.games.classquiz.namefilter`); ``resume``: the ``server`` part of a live
        journal (room code, projector token, blocked devices) — pass its ``bind`` and ``port``;
        ``options``: :class:`LoopServer`'s (``bind``, ``port``, ``on_change``, ``join_burst``,
        ``join_rate``, ``max_per_address``, ``request_timeout``)."""
        super().__init__(**options)
        self.quiz = quiz
        self.reveal_seconds = reveal_seconds
        self.on_report = on_report
        resume = resume or {}
        self.room = str(resume.get("room") or f"{secrets.randbelow(10**6):06d}")
        self.projector_token = str(resume.get("projector") or secrets.token_urlsafe(16))
        self.show_names = bool(resume.get("show_names", True))
        self._board = board if board is not None else board_data()
        self._qr = ""
        self._board_json = ""
        #: pre-encoded messages to one socket leave in order (the table's Sender)
        self._text_sender = Sender()
        self._files = client_files()
        self._students: dict[int, web.WebSocketResponse] = {}
        self._projectors: set[web.WebSocketResponse] = set()
        # self._limiter (LoopServer's) is keyed by (address, kind) here
        self._ticker: asyncio.Task[None] | None = None
        self._sent_revision = -1
        self._sent_epoch = -1
        #: the other phones' counts (and the teacher's window) are behind since a tip
        self._students_due = False
        self._students_sent_at = 0.0
        self._teacher_due = False
        self._teacher_sent_at = 0.0
        self._beat = time.monotonic()
        self._revealed_at = 0.0
        self._revealed_for = -1
        self._live_at = 0.0
        self._out: list[tuple[str, dict[str, Any]]] = []
        self._out_live: dict[str, Any] | None = None
        self._out_lock = threading.Lock()
        self._out_queued = False
        self.joins_per_minute = joins_per_minute
        self.approve_names = approve_names
        self.name_filter = name_filter
        self._seats = RateLimiter(joins_per_minute, joins_per_minute / 60.0)
        self._pending: dict[int, Pending] = {}
        self._pending_ids = 0
        #: a ticket's answer once the teacher decided: the student, or the refusal's code
        self._decided: dict[str, Student | str] = {}
        #: student number → (device, address) it joined from
        self._origin: dict[int, tuple[str, str]] = {}
        #: digests of the devices the teacher removed
        self._blocked_devices: set[str] = set(resume.get("blocked", []))
        #: addresses a removed device joined from: their new names wait for the teacher
        self._watched: set[str] = set(resume.get("watched", []))
        # reports are written one after another, off the event loop (a slow disk stalls no tip)
        self._writer = concurrent.futures.ThreadPoolExecutor(1, "geoquiz-class-report")
        texts.install()
        self._texts = {lang: texts.page_texts(lang) for lang in texts.LANGUAGES}

    # --- life cycle (any thread) -------------------------------------------------------------

    def stop(self) -> None:
        if self._loop is None or self._thread is None:
            return
        super().stop()
        self._writer.shutdown(wait=True)  # the last report is on disk when stop() returns

    def _after_call(self) -> None:
        self._broadcast()  # send what changed

    @property
    def join_url(self) -> str:
        """What the QR code holds: the student page with the room code filled in."""
        return f"{self.base_url}#room={self.room}"

    @property
    def projector_url(self) -> str:
        return f"{self.base_url}projector.html#{self.projector_token}"

    # --- teacher controls (any thread) -------------------------------------------------------

    def start_quiz(self) -> None:
        self.call(self._refusing(self.quiz.start))

    def next(self) -> None:
        self.call(self._refusing(self.quiz.next))

    def pause(self) -> None:
        self.call(self.quiz.pause)

    def resume(self) -> None:
        self.call(self.quiz.resume)

    def end(self) -> None:
        self.call(self.quiz.end)

    def replay(self, quiz: Quiz, on_report: Any = None) -> None:
        """Play again: ``quiz`` (:meth:`Quiz.again`) takes the old one's place on the same room
        code and port; the joined phones stay and see the lobby; a new report."""

        def swap() -> None:
            self._persist(time.monotonic())  # the old quiz's last changes to its own report
            self._writer.submit(lambda: None).result(timeout=10)
            self.quiz = quiz
            self.on_report = on_report
            self._revealed_for = -1
            self._sent_epoch = -1
            self.done.clear()
            log.info("the class quiz starts again with the same cards")

        self.call(swap)

    def set_show_names(self, show: bool) -> None:
        def flip() -> None:
            self.show_names = show
            self.quiz.revision += 1

        self.call(flip)

    def remove(self, number: int) -> None:
        """Take a student's device out: its token stops working, its socket is closed, the device
        cannot join again in this quiz, and new names from its address wait for the teacher."""

        def drop() -> None:
            student = self.quiz.remove(number)
            ws = self._students.pop(number, None)
            if ws is not None:
                asyncio.ensure_future(self._close(ws, "class.removed", student.lang))
            origin = self._origin.get(number)
            if origin is not None:
                device, address = origin
                self._blocked_devices.add(token_digest(device))
                self._watched.add(address)
                for pid in [p.id for p in self._pending.values() if p.device == device]:
                    self._decide(pid, None)
            log.info("student %d removed by the teacher; the device cannot rejoin", number)

        self.call(drop)

    def approve(self, pending_id: int) -> None:
        """Let a waiting name in (it joins now; a full class still refuses it)."""
        self.call(lambda: self._decide(pending_id, True))

    def decline(self, pending_id: int) -> None:
        """Turn a waiting name away."""
        self.call(lambda: self._decide(pending_id, False))

    def _decide(self, pending_id: int, let_in: bool | None) -> None:
        """In the server thread: ``let_in`` True joins the name, False turns it away, None turns
        it away as a removed device's."""
        pending = self._pending.pop(pending_id, None)
        if pending is None:
            return
        self.quiz.revision += 1  # the teacher's list changes
        if not let_in:
            code = "class.declined" if let_in is False else "class.removed"
            self._decided[pending.ticket] = code
            log.info("waiting name %d turned away by the teacher", pending.id)
            return
        try:
            student = self.quiz.join(pending.name, pending.lang)
        except QuizRefused as exc:
            self._decided[pending.ticket] = exc.code
            return
        self._origin[student.number] = (pending.device, pending.address)
        self._decided[pending.ticket] = student
        log.info("student %d let in by the teacher (from %s)", student.number, pending.address)

    def snapshot(self) -> dict[str, Any]:
        """The projector's view plus the connected devices (for the teacher's window)."""

        def take() -> dict[str, Any]:
            view = self.quiz.view(None, show_names=True)
            view["leaderboard"] = self.quiz.leaderboard()
            sent = self.quiz.sent() if self.quiz.phase == Phase.QUESTION else set()
            view["roster"] = [
                {
                    "number": s.number,
                    "name": s.label,
                    "connected": s.number in self._students,
                    "answered": s.number in sent,
                }
                for s in self.quiz.active()
            ]
            view["pending"] = [{"id": p.id, "name": p.name} for p in self._pending.values()]
            return view

        return dict(self.call(take))

    @staticmethod
    def _refusing(fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                fn()
            except QuizRefused as exc:
                log.info("teacher action refused: %s", exc.code)

        return run

    # --- the thread --------------------------------------------------------------------------

    def _opened(self, loop: asyncio.AbstractEventLoop) -> None:
        self._beat = time.monotonic()
        self._ticker = loop.create_task(self._tick())

    async def _open(self) -> None:
        app = web.Application(client_max_size=MAX_JOIN_BODY)
        app.router.add_get("/ws", self._ws)
        app.router.add_post("/join", self._join_http)
        app.router.add_get("/texts", self._texts_http)
        app.router.add_get("/quiz", self._quiz_http)
        app.router.add_get("/board", self._board_http)
        add_client_routes(app, self._files)
        await self._listen(app)
        self._qr = qr_svg_uri(self.join_url)
        log.info("classroom open on %s", self.base_url)

    async def _shutdown(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        for number, ws in list(self._students.items()):
            await self._close(ws, "class.closed", self.quiz.student(number).lang)
        for ws in list(self._projectors):
            await ws.close()
        self._students.clear()
        self._projectors.clear()
        if self._runner is not None:
            await self._runner.cleanup()
        log.info("classroom closed")

    async def _tick(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            try:
                self._step()
            except Exception:  # noqa: BLE001 - the quiz must go on for the class
                log.exception("the classroom ticker failed")

    def _woke(self) -> None:
        """A laptop that slept (or a loop that stalled) gives the open card the time back."""
        now = time.monotonic()
        gap, self._beat = now - self._beat, now
        if gap > SLEEP_GAP:
            self.quiz.shift(gap - TICK)
            self._revealed_at += gap - TICK
            log.warning("the classroom slept %.1f s: the open card's time moves on by it", gap)

    def _step(self) -> None:
        quiz = self.quiz
        self._woke()
        quiz.tick()
        self._broadcast()  # notes the moment of a reveal
        if (
            quiz.phase == Phase.REVEAL
            and self.reveal_seconds is not None
            and not quiz.paused
            and time.monotonic() - self._revealed_at >= self.reveal_seconds
        ):
            quiz.next()
        self._broadcast(flush=True)

    def _persist(self, now: float, *, force: bool = False) -> None:
        """Hand the quiz's changes (and, when due, where it stands) to the writer thread."""
        if self.on_report is None:
            return
        events = self.quiz.take_journal()
        due = force or (
            self.quiz.phase == Phase.QUESTION
            and not self.quiz.paused
            and now - self._live_at >= LIVE_EVERY
        )
        if not events and not due:
            return
        live = None
        if due or any(kind != "answer" for kind, _ in events):
            live = self._live()
            self._live_at = now
        with self._out_lock:
            self._out.extend(events)
            if live is not None:
                self._out_live = live
            if self._out_queued:
                return
            self._out_queued = True
        self._writer.submit(self._write_out)

    def _live(self) -> dict[str, Any]:
        return {
            "server": {
                "room": self.room,
                "bind": self.bind,
                "port": self.port,
                "projector": self.projector_token,
                "show_names": self.show_names,
                "blocked": sorted(self._blocked_devices),
                "watched": sorted(self._watched),
                "reveal_seconds": self.reveal_seconds,
                "approve_names": self.approve_names,
                "name_filter": self.name_filter,
                "joins_per_minute": self.joins_per_minute,
            },
            "quiz": self.quiz.live(),
        }

    def _write_out(self) -> None:
        """In the writer thread: everything queued so far in one transaction."""
        with self._out_lock:
            events, self._out = self._out, []
            live, self._out_live = self._out_live, None
            self._out_queued = False
        try:
            self.on_report.record(events, live)  # type: ignore[union-attr]
        except Exception:  # noqa: BLE001 - a full disk must not stop the lesson
            log.exception("the class quiz could not be stored")

    # --- HTTP --------------------------------------------------------------------------------

    async def _texts_http(self, request: web.Request) -> web.StreamResponse:
        """The page's texts before it has joined (``/texts?lang=de``)."""
        if not host_ok(request):
            return web.Response(status=403, text="forbidden host\n")
        lang = request.query.get("lang", "en")
        body = self._texts.get(lang, self._texts["en"])
        return web.json_response(body, dumps=dumps, headers=security_headers(request))

    async def _quiz_http(self, request: web.Request) -> web.StreamResponse:
        """What the join form needs to know: teams or students, and how many may join."""
        if not host_ok(request):
            return web.Response(status=403, text="forbidden host\n")
        body = {"teams": self.quiz.teams, "capacity": self.quiz.capacity}
        return web.json_response(body, dumps=dumps, headers=security_headers(request))

    async def _board_http(self, request: web.Request) -> web.StreamResponse:
        """The nameless board the phones tip on (size and Germany's outline), made once."""
        if not host_ok(request):
            return web.Response(status=403, text="forbidden host\n")
        if not self._board_json:
            self._board_json = dumps(self._board)
        headers = {**security_headers(request), "Cache-Control": "max-age=3600"}
        return web.Response(text=self._board_json, content_type="application/json", headers=headers)

    def _json_refusal(self, status: int, code: str, lang: str, **params: Any) -> web.Response:
        body = {"type": "refused", "code": code, "text": texts.refusal(code, lang, **params)}
        return web.json_response(body, status=status, dumps=dumps)

    async def _join_http(self, request: web.Request) -> web.StreamResponse:
        """``POST /join {"name", "room", "lang"}`` → ``{"token", "number", "name"}``, or ``202
        {"ticket"}`` while the name waits for the teacher; ``POST /join {"ticket"}`` asks again."""
        if not host_ok(request) or not origin_ok(request):
            return web.Response(status=403, text="forbidden origin\n")
        peer = request.remote or "?"
        if request.content_type != "application/json":
            return self._json_refusal(415, "class.bad_message", "en")
        try:
            data = json.loads(await asyncio.wait_for(request.text(), BODY_TIMEOUT))
        except (ValueError, RecursionError, web.HTTPRequestEntityTooLarge):
            data = None
        except TimeoutError:
            return self._json_refusal(408, "class.bad_message", "en")
        if not isinstance(data, dict):
            return self._json_refusal(400, "class.bad_message", "en")
        lang = data.get("lang") if data.get("lang") in texts.LANGUAGES else "en"
        assert isinstance(lang, str)
        if "ticket" in data:
            return self._ticket(data["ticket"], peer, lang)
        if not self._limiter.allow((peer, "join")):
            log.warning("join from %s turned away: too many attempts", peer)
            return self._json_refusal(429, "class.rate_limited", lang)
        room = data.get("room")
        if not isinstance(room, str) or not secrets.compare_digest(
            room.strip().encode(), self.room.encode()
        ):
            self._limiter.allow((peer, "join"), cost=4.0)  # wrong codes use the budget up faster
            log.warning("join from %s turned away: wrong room code", peer)
            return self._json_refusal(403, "class.bad_room", lang)
        device = request.cookies.get(DEVICE_COOKIE, "")
        if not _DEVICE_ID.fullmatch(device):
            device = secrets.token_urlsafe(16)
        if token_digest(device) in self._blocked_devices:
            log.warning("join from %s turned away: a device the teacher removed", peer)
            return self._json_refusal(403, "class.removed", lang)
        refused = self._join_refusal(data.get("name"))
        if refused is not None:
            return self._json_refusal(409, refused, lang, capacity=self.quiz.capacity)
        if self.joins_per_minute and not self._seats.allow(peer):
            log.warning("join from %s turned away: %d joins a minute", peer, self.joins_per_minute)
            return self._json_refusal(429, "class.join_limit", lang)
        if self.approve_names or peer in self._watched:
            response = self._wait_for_teacher(data.get("name"), lang, peer, device)
        else:
            try:
                student = self.quiz.join(data.get("name"), lang)
            except QuizRefused as exc:
                return self._json_refusal(409, exc.code, lang, **exc.params)
            self._origin[student.number] = (device, peer)
            log.info("student %d joined from %s", student.number, peer)
            self._broadcast()
            response = self._joined(student)
        response.set_cookie(DEVICE_COOKIE, device, httponly=True, samesite="Strict", path="/")
        return response

    def _join_refusal(self, raw_name: object) -> str | None:
        """Why a name cannot join now (the quiz's own checks, before the seat is counted)."""
        if self.quiz.phase == Phase.END:
            return "class.over"
        name = clean_name(raw_name)
        if not name:
            return "class.bad_name"
        if self.name_filter and is_rude(name):
            return "class.bad_word"
        if len(self.quiz.active()) + len(self._pending) >= self.quiz.capacity:
            return "class.full"
        return None

    @staticmethod
    def _joined(student: Student) -> web.Response:
        body = {"token": student.token, "number": student.number, "name": student.label}
        return web.json_response(body, dumps=dumps)

    def _wait_for_teacher(
        self, raw_name: object, lang: str, peer: str, device: str
    ) -> web.Response:
        self._pending_ids += 1
        pending = Pending(
            self._pending_ids, clean_name(raw_name), lang, peer, device, secrets.token_urlsafe(16)
        )
        self._pending[pending.id] = pending
        self.quiz.revision += 1  # the teacher's window lists it
        self._broadcast()
        log.info("a name from %s waits for the teacher (%d)", peer, pending.id)
        return self._waiting(pending.ticket, lang)

    def _waiting(self, ticket: str, lang: str) -> web.Response:
        body = {"type": "waiting", "ticket": ticket, "text": self._texts[lang]["waiting"]}
        return web.json_response(body, status=202, dumps=dumps)

    def _ticket(self, ticket: object, peer: str, lang: str) -> web.Response:
        """The answer for a name that waited: still waiting, let in, or turned away."""
        if isinstance(ticket, str):
            decided = self._decided.pop(ticket, None)
            if isinstance(decided, Student):
                return self._joined(decided)
            if decided is not None:
                return self._json_refusal(403, decided, lang, capacity=self.quiz.capacity)
            if any(p.ticket == ticket for p in self._pending.values()):
                return self._waiting(ticket, lang)
        if not self._limiter.allow((peer, "join"), cost=4.0):
            return self._json_refusal(429, "class.rate_limited", lang)
        return self._json_refusal(404, "class.declined", lang)

    # --- WebSocket ---------------------------------------------------------------------------

    async def _ws(self, request: web.Request) -> web.StreamResponse:
        ws = await accept_socket(request, MAX_FRAME, log)
        if not isinstance(ws, web.WebSocketResponse):
            return ws
        peer = request.remote or "?"
        student: Student | None = None
        projector = False
        lang = "en"
        try:
            while True:
                joined = student is not None or projector
                data = await read_message(ws, None if joined else JOIN_TIMEOUT, log, peer)
                if data == TIMEOUT:
                    await self._send(ws, self._refusal("class.not_joined", lang))
                    break
                if data == CLOSED:
                    break
                if not isinstance(data, dict):
                    await self._send(ws, self._refusal("class.bad_message", lang))
                    continue
                if data.get("lang") in texts.LANGUAGES:
                    lang = str(data["lang"])
                kind = data["type"]
                if kind == "ping" and joined:
                    await self._send(ws, {"type": "pong"})  # the page's "am I online?"
                    continue
                if kind == "join" and not joined:
                    token = data.get("token")
                    if isinstance(token, str) and secrets.compare_digest(
                        token.encode(), self.projector_token.encode()
                    ):
                        projector = True
                        self._projectors.add(ws)
                        await self._send(ws, self._welcome(None, lang))
                        await self._send(ws, self._state(None))
                        continue
                    student = await self._join_ws(ws, peer, token, lang)
                    if student is None:
                        break
                elif not joined:
                    await self._send(ws, self._refusal("class.not_joined", lang))
                elif projector:
                    if kind == "lang":
                        await self._send(ws, self._welcome(None, lang))
                        await self._send(ws, self._state(None))
                    continue  # the projector only watches
                elif student is None or self._students.get(student.number) is not ws:
                    break  # removed or replaced meanwhile
                elif kind == "lang":
                    student.lang = lang
                    await self._send(ws, self._welcome(student, lang))
                    await self._send(ws, self._state(student.number))
                elif kind == "tip":
                    await self._tip(ws, student, data)
                else:
                    await self._send(ws, self._refusal("class.bad_message", student.lang))
        finally:
            if student is not None and self._students.get(student.number) is ws:
                del self._students[student.number]
                log.info("student %d left", student.number)
                self.quiz.revision += 1
            self._projectors.discard(ws)
            if not ws.closed:
                await ws.close()
            self._sender.forget(ws)
            self._text_sender.forget(ws)
        return ws

    async def _join_ws(
        self, ws: web.WebSocketResponse, peer: str, token: object, lang: str
    ) -> Student | None:
        if not self._limiter.allow((peer, "socket")):
            await self._send(ws, self._refusal("class.rate_limited", lang))
            return None
        student = self.quiz.student_for_token(token)
        if student is None:
            self._limiter.allow((peer, "socket"), cost=4.0)
            log.warning("socket from %s turned away: unknown token", peer)
            await self._send(ws, self._refusal("class.bad_token", lang))
            return None
        student.lang = lang
        old = self._students.get(student.number)
        self._students[student.number] = ws
        if old is not None and old is not ws:
            await self._close(old, "class.replaced", lang)
        log.info("student %d connected from %s", student.number, peer)
        await self._send(ws, self._welcome(student, lang))
        await self._send(ws, self._state(student.number))
        self.quiz.revision += 1  # the teacher's list shows who is connected
        return student

    async def _tip(self, ws: web.WebSocketResponse, student: Student, data: dict[str, Any]) -> None:
        self._woke()  # a tip sent while the laptop slept is not late
        self.quiz.tick()  # a tip arriving after the deadline finds the card revealed
        try:
            self.quiz.answer(student.number, data.get("tip"), data.get("card"))
        except QuizRefused as exc:
            log.info("student %d: tip refused (%s)", student.number, exc.code)
            await self._send(ws, self._refusal(exc.code, student.lang))
            return
        if self.quiz.phase == Phase.QUESTION:
            await self._send(ws, self._state(student.number))  # their own tip, at once
        self._broadcast()

    # --- messages ----------------------------------------------------------------------------

    def _welcome(self, student: Student | None, lang: str) -> dict[str, Any]:
        message: dict[str, Any] = {
            "type": "welcome",
            "role": "projector" if student is None else "student",
            "lang": lang,
            "texts": self._texts.get(lang, self._texts["en"]),
        }
        if student is None:
            message.update(room=self.room, join_url=self.join_url, board=self._board, qr=self._qr)
        else:
            message.update(number=student.number, name=student.label)
        return message

    def _state(self, number: int | None) -> dict[str, Any]:
        view = self.quiz.view(number, show_names=self.show_names)
        message: dict[str, Any] = {"type": "state", "view": view}
        if number is None:
            message["room"] = self.room
            message["join_url"] = self.join_url
        return message

    def _refusal(self, code: str, lang: str) -> dict[str, Any]:
        return {"type": "refused", "code": code, "text": texts.refusal(code, lang)}

    async def _send(self, ws: web.WebSocketResponse, message: dict[str, Any] | str) -> None:
        """Send a message (a ``str`` is already encoded JSON); one socket's leave in order."""
        await self._send_text(ws, message if isinstance(message, str) else dumps(message))

    async def _send_text(self, ws: web.WebSocketResponse, text: str) -> None:
        await self._text_sender.send_text(ws, text)

    def _student_states(self) -> list[Any]:
        """Every phone's state: the shared part encoded once per language, each phone's own part
        added."""
        shared: dict[str, str] = {}
        sends = []
        for n, ws in list(self._students.items()):
            lang = self.quiz.student(n).lang
            if lang not in shared:
                shared[lang] = dumps(self.quiz.student_base(lang))[:-1]
            me = dumps(self.quiz.me(n))
            sends.append(self._send(ws, f'{{"type":"state","view":{shared[lang]},"me":{me}}}}}'))
        return sends

    async def _close(self, ws: web.WebSocketResponse, code: str, lang: str) -> None:
        await self._send(ws, self._refusal(code, lang))
        await ws.close()

    def _broadcast(self, *, flush: bool = False) -> None:
        """Send what changed: everyone at once when the quiz moved on (a phase, pause, a card, a
        join or removal); after a tip only the projector at once — the other phones' counts and
        the teacher's window follow within :data:`STUDENT_REFRESH` / :data:`TEACHER_REFRESH`
        (``flush``: the ticker sends what is due). A tip costs O(1) plus one projector view, not
        a view for every device."""
        quiz = self.quiz
        now = time.monotonic()
        if quiz.revision != self._sent_revision:
            self._sent_revision = quiz.revision
            if quiz.phase == Phase.REVEAL and self._revealed_for != quiz.index:
                self._revealed_for = quiz.index
                self._revealed_at = now
            self._persist(now, force=quiz.epoch != self._sent_epoch)
            public = self._state(None)
            sends = [self._send(ws, public) for ws in list(self._projectors)]
            everyone = quiz.epoch != self._sent_epoch
            self._sent_epoch = quiz.epoch
            self._students_due = self._students_due or not everyone
            self._teacher_due = True
            if everyone:
                self._students_due = False
                self._students_sent_at = now
                sends += self._student_states()
            if sends:
                asyncio.ensure_future(asyncio.gather(*sends))
            if everyone or now - self._teacher_sent_at >= TEACHER_REFRESH:
                self._tell_teacher(public, now)
            if quiz.phase == Phase.END:
                self.done.set()
        if not flush:
            return
        self._persist(now)
        if self._students_due and now - self._students_sent_at >= STUDENT_REFRESH:
            self._students_due = False
            self._students_sent_at = now
            sends = self._student_states()
            if sends:
                asyncio.ensure_future(asyncio.gather(*sends))
        if self._teacher_due and now - self._teacher_sent_at >= TEACHER_REFRESH:
            self._tell_teacher(self._state(None), now)

    def _tell_teacher(self, public: dict[str, Any], now: float) -> None:
        self._teacher_due = False
        self._teacher_sent_at = now
        if self.on_change is not None:
            self.on_change(public)
