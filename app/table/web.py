"""The HTTP + WebSocket plumbing the table's and the class quiz's servers share (DESIGN §11, §12).

* :class:`LoopServer` — an aiohttp site in its own thread with its own event loop; a connection
  has :data:`REQUEST_TIMEOUT` seconds for each request's line and headers (a half-open or idle
  one is closed then), and :class:`ConnectionGate` caps the connections per address and in all, so
  that a prankster's thousand sockets cannot use up the process's open files;
* :class:`OneLineLog` — every record of the servers' loggers one line (no traceback), each kind
  rate-limited, so that a flood cannot fill the disk or the terminal;
* :func:`client_files`, :func:`serve` and :func:`add_client_routes` — a fixed list of files read
  at start, looked up by exact name, so ``..`` or percent-encoded paths reach nothing; the pages
  of both servers share their head and language picker (:func:`expand_page`);
* :func:`host_ok` / :func:`origin_ok` — the ``Host`` must be an IP address or ``localhost`` (no DNS
  rebinding) and the ``Origin``, when a browser sends one, this server;
* :class:`RateLimiter` — a token bucket per key (an address, or an address and a kind of join);
* :class:`Sender` — JSON messages leave each socket in the order they were made;
* :func:`accept_socket` — a socket only from this server's own page (``Host``, ``Origin``);
* :func:`read_message` — the next JSON object a socket sends, or why there is none.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import mimetypes
import resource
import socket
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from aiohttp import WSMsgType, web

from geoquiz.geo.resources import package_path

__all__ = [
    "BAD",
    "CLOSED",
    "REQUEST_TIMEOUT",
    "TIMEOUT",
    "ConnectionGate",
    "LoopServer",
    "OneLineLog",
    "RateLimiter",
    "Sender",
    "accept_socket",
    "add_client_routes",
    "client_files",
    "dumps",
    "expand_page",
    "host_ok",
    "lan_address",
    "one_line_logs",
    "origin_ok",
    "read_message",
    "security_headers",
    "serve",
]

#: seconds a connection has to send a request's line and headers — the first one and each next
#: one on a kept-alive connection; a half-open or idle connection is closed after it
REQUEST_TIMEOUT = 10.0
#: seconds a request has to send its body (``POST /join``)
BODY_TIMEOUT = 10.0
#: open connections in all: at most this many, and at most half the open-file limit
MAX_CONNECTIONS = 512

_TYPES = {".js": "text/javascript", ".css": "text/css", ".html": "text/html"}


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), else ``127.0.0.1``."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks the outgoing interface
            address = str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
    return address if address != "0.0.0.0" else "127.0.0.1"


#: what ``<!-- geoquiz:head NAME … -->`` stands for, the first line of every page: the same
#: head (the phone's viewport, no referrer) with the page's style sheets and module script, then
#: ``<body>``
_HEAD = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>geoquiz</title>
{files}
</head>
<body>"""
#: what ``<!-- geoquiz:language -->`` stands for: the language picker of a phone's page (the
#: page's script names it in the chosen language and switches on a change)
_LANGUAGE = """<label class="lang"><span id="lang-label">Language</span>
  <select id="lang">
    <option value="de">Deutsch</option>
    <option value="en">English</option>
    <option value="da">Dansk</option>
  </select>
</label>"""


def expand_page(page: str) -> str:
    """``page`` (an HTML file of a ``client`` folder) with each line ``<!-- geoquiz:head a.css
    b.js -->`` written out as the shared head (a ``<link>`` for each ``.css``, a module
    ``<script>`` for each ``.js``) and each ``<!-- geoquiz:language -->`` as the language picker,
    indented as the line; ``ValueError`` for any other ``geoquiz:`` line (a page's mistake)."""
    lines = []
    for line in page.splitlines():
        text = line.strip()
        if not (text.startswith("<!-- geoquiz:") and text.endswith("-->")):
            lines.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        what, *names = text.removeprefix("<!-- geoquiz:").removesuffix("-->").split()
        if what == "head" and names and all(n.endswith((".css", ".js")) for n in names):
            files = [
                f'<link rel="stylesheet" href="{n}">'
                if n.endswith(".css")
                else f'<script type="module" src="{n}"></script>'
                for n in names
            ]
            block = _HEAD.format(files="\n".join(files))
        elif what == "language" and not names:
            block = _LANGUAGE
        else:
            raise ValueError(f"a page asks for {text!r}")
        lines.extend(indent + part for part in block.splitlines())
    return "\n".join(lines) + "\n"


def client_files(package: str, *, pages_only: bool = False) -> dict[str, tuple[bytes, str]]:
    """The ``client`` folder of ``package``: ``{file name: (content, content type)}``, each
    page expanded (:func:`expand_page`).

    ``pages_only`` keeps only ``.js``, ``.css`` and ``.html`` files."""
    folder = package_path(package, "client")
    files = {}
    for path in sorted(folder.iterdir()):
        if not path.is_file() or path.name.startswith("."):
            continue
        kind = _TYPES.get(path.suffix)
        if kind is None:
            if pages_only:
                continue
            kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        body = path.read_bytes()
        if path.suffix == ".html":
            body = expand_page(body.decode("utf-8")).encode("utf-8")
        files[path.name] = (body, kind)
    return files


def security_headers(request: web.Request) -> dict[str, str]:
    """The headers of every page and file: the page's own scripts and this server's socket only."""
    return {
        "Content-Security-Policy": (
            "default-src 'self'; connect-src 'self' ws://" + request.host + "; "
            "img-src 'self' data:; style-src 'self'; script-src 'self'; "
            "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
        ),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cache-Control": "no-store",
    }


def host_ok(request: web.Request) -> bool:
    """The ``Host`` is an IP address or localhost: a rebound DNS name never reaches us."""
    host = request.host.rsplit(":", 1)[0] if not request.host.endswith("]") else request.host
    host = host.strip("[]")
    if host == "localhost":
        return True
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def origin_ok(request: web.Request) -> bool:
    """No ``Origin`` (not a browser), or this server's own."""
    origin = request.headers.get("Origin")
    return origin is None or origin == f"http://{request.host}"


def serve(request: web.Request, files: dict[str, tuple[bytes, str]], name: str) -> web.Response:
    """One of ``files`` by its exact name (no path ever reaches the file system)."""
    if not host_ok(request):
        return web.Response(status=403, text="forbidden host\n")
    found = files.get(name)
    if found is None:
        return web.Response(status=404, text="not found\n")
    body, kind = found
    return web.Response(body=body, content_type=kind, headers=security_headers(request))


def add_client_routes(app: web.Application, files: dict[str, tuple[bytes, str]]) -> None:
    """``GET /`` (``index.html``) and ``GET /NAME`` (one of ``files`` by its exact name) —
    added last, after a server's own routes, since ``/NAME`` matches any single name."""

    async def index(request: web.Request) -> web.StreamResponse:
        return serve(request, files, "index.html")

    async def file(request: web.Request) -> web.StreamResponse:
        return serve(request, files, request.match_info["name"])

    app.router.add_get("/", index)
    app.router.add_get("/{name}", file)


def dumps(message: Any) -> str:
    """A message as compact JSON (UTF-8 as it is)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


async def accept_socket(
    request: web.Request, max_frame: int, log: Any
) -> web.WebSocketResponse | web.Response:
    """The WebSocket of ``request``, prepared (frames up to ``max_frame`` bytes, a heartbeat),
    or a ``403`` when the ``Host`` or the ``Origin`` is not this server's (logged on ``log``)."""
    if not host_ok(request) or not origin_ok(request):
        log.warning("socket from %s turned away: foreign origin", request.remote)
        return web.Response(status=403, text="forbidden origin\n")
    ws = web.WebSocketResponse(max_msg_size=max_frame, heartbeat=20.0)
    await ws.prepare(request)
    return ws


#: :func:`read_message`: nothing came within the time given
TIMEOUT = "timeout"
#: :func:`read_message`: the socket closed or failed
CLOSED = "closed"
#: :func:`read_message`: a binary frame, not JSON, or not an object with a string ``type``
BAD = "bad"


async def read_message(
    ws: web.WebSocketResponse, timeout: float | None, log: Any = None, peer: str = "?"
) -> dict[str, Any] | str:
    """The next message of ``ws`` as a JSON object with a string ``type``; else :data:`TIMEOUT`
    (none within ``timeout`` seconds; None: wait), :data:`CLOSED` (a failure is logged on
    ``log`` with the ``peer``'s address) or :data:`BAD` — what a socket sends can be anything,
    and both servers answer each of these the same way."""
    try:
        msg = await asyncio.wait_for(ws.receive(), timeout)
    except TimeoutError:
        return TIMEOUT
    if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
        return CLOSED
    if msg.type == WSMsgType.ERROR:
        if log is not None:
            log.warning("socket from %s closed: %s", peer, ws.exception())
        return CLOSED
    if msg.type != WSMsgType.TEXT:
        return BAD
    try:
        data = json.loads(msg.data)
    except (ValueError, RecursionError):  # not JSON, or nested beyond reason
        return BAD
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return BAD
    return data


@dataclass
class _Bucket:
    """A token bucket: ``burst`` joins at once, then ``rate`` per second."""

    tokens: float
    stamp: float


class RateLimiter:
    """One token bucket per key: ``burst`` at once, then ``rate`` per second."""

    def __init__(self, burst: int, rate: float) -> None:
        self.burst = burst
        self.rate = rate
        self._buckets: dict[Hashable, _Bucket] = {}

    def allow(self, key: Hashable, cost: float = 1.0) -> bool:
        now = time.monotonic()
        bucket = self._buckets.setdefault(key, _Bucket(float(self.burst), now))
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.stamp) * self.rate)
        bucket.stamp = now
        if bucket.tokens < cost:
            return False
        bucket.tokens -= cost
        return True


class OneLineLog(logging.Filter):
    """Each record one line, each kind of record rate-limited (a filter on a logger).

    An exception becomes ``: Type: message (file:line)`` after the message, not a traceback; a
    record whose kind (logger and message template) came more than ``burst`` times, faster than
    ``rate`` per second, is left out, and the next one of that kind says how many were."""

    def __init__(self, burst: int = 50, rate: float = 1.0) -> None:
        super().__init__()
        self._limiter = RateLimiter(burst, rate)
        self._left_out: dict[Hashable, int] = {}
        self._lock = threading.Lock()  # loggers are shared by the servers' and other threads

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, str(record.msg))
        with self._lock:
            if not self._limiter.allow(key):
                self._left_out[key] = self._left_out.get(key, 0) + 1
                return False
            left_out = self._left_out.pop(key, 0)
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text += ": " + _one_line_error(record.exc_info[1])
        if left_out:
            text += f" ({left_out} more like this left out)"
        record.msg = " ".join(text.split())
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return True


def _one_line_error(exc: BaseException) -> str:
    """``Type: message (file:line)`` of the innermost frame — enough to find it, in one line."""
    where = ""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is not None:
        where = f" ({tb.tb_frame.f_code.co_filename.rsplit('/', 1)[-1]}:{tb.tb_lineno})"
    return f"{type(exc).__name__}: {exc}{where}"


def one_line_logs(*names: str) -> None:
    """Put one :class:`OneLineLog` on each logger named (once, however often called)."""
    for name in names:
        logger = logging.getLogger(name)
        if not any(isinstance(f, OneLineLog) for f in logger.filters):
            logger.addFilter(OneLineLog())


class ConnectionGate:
    """Counts the open connections per address and in all; :meth:`admit` says no past a cap.

    ``per_address``: one device (or one school network behind one address) cannot hold more;
    ``total``: all together stay below the open-file limit, so that the server can always
    accept, and answer, the next honest device once a prankster's connections time out."""

    def __init__(self, per_address: int, total: int, log: logging.Logger) -> None:
        self.per_address = per_address
        self.total = total
        self.log = log
        self.open: dict[str, int] = {}
        self.count = 0

    def admit(self, address: str) -> bool:
        held = self.open.get(address, 0)
        if held >= self.per_address:
            self.log.warning(
                "connection from %s turned away: %d already open from that address",
                address,
                held,
            )
            return False
        if self.count >= self.total:
            self.log.warning(
                "connection from %s turned away: %d connections open in all", address, self.count
            )
            return False
        self.open[address] = held + 1
        self.count += 1
        return True

    def release(self, address: str) -> None:
        self.count -= 1
        held = self.open.pop(address, 0) - 1
        if held > 0:
            self.open[address] = held


def connection_limit(soft_limit: int | None = None) -> int:
    """How many connections may be open in all: :data:`MAX_CONNECTIONS`, and at most half the
    process's open-file limit (the rest is the application's own: database, fonts, threads)."""
    if soft_limit is None:
        soft_limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        if soft_limit == resource.RLIM_INFINITY:
            return MAX_CONNECTIONS
    return max(16, min(MAX_CONNECTIONS, soft_limit // 2))


class _GatedProtocol(asyncio.Protocol):
    """Asks the gate before aiohttp sees a connection: one past a cap is closed at once, before
    any request is read; an admitted one is aiohttp's, and gives its place back when it ends."""

    def __init__(self, factory: Callable[[], asyncio.Protocol], gate: ConnectionGate) -> None:
        self._factory = factory
        self._gate = gate
        self._inner: asyncio.Protocol | None = None
        self._address = ""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self._address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self._gate.admit(self._address):
            transport.abort()  # type: ignore[attr-defined]
            return
        self._inner = self._factory()
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self._inner is not None:
            self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received() if self._inner is not None else None

    def pause_writing(self) -> None:
        if self._inner is not None:
            self._inner.pause_writing()

    def resume_writing(self) -> None:
        if self._inner is not None:
            self._inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        inner, self._inner = self._inner, None
        if inner is not None:
            self._gate.release(self._address)
            inner.connection_lost(exc)


class _GatedSite(web.BaseSite):
    """aiohttp's TCP site with every connection going through a :class:`ConnectionGate`."""

    def __init__(self, runner: web.BaseRunner, host: str, port: int, gate: ConnectionGate):
        super().__init__(runner)
        self._gate = gate
        self._host = host
        self.port = port

    @property
    def name(self) -> str:
        return f"http://{self._host}:{self.port}"

    async def start(self) -> None:
        await super().start()
        server = self._runner.server
        assert server is not None
        gate = self._gate
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: _GatedProtocol(server, gate),
            self._host,
            self.port,
            reuse_address=True,
            backlog=128,  # aiohttp's TCPSite's
        )
        self.port = int(self._server.sockets[0].getsockname()[1])


class Sender:
    """Sends JSON messages; those to one socket leave in the order they were made."""

    def __init__(self) -> None:
        self._locks: dict[web.WebSocketResponse, asyncio.Lock] = {}

    async def send(self, ws: web.WebSocketResponse, message: dict[str, Any]) -> None:
        await self.send_text(ws, dumps(message))

    async def send_text(self, ws: web.WebSocketResponse, text: str) -> None:
        """Send an already encoded message, in order with the others to ``ws``."""
        lock = self._locks.setdefault(ws, asyncio.Lock())
        async with lock:
            if ws.closed:
                return
            try:
                await ws.send_str(text)
            except (ConnectionError, RuntimeError):
                pass  # the device went away; it rejoins with its token

    def forget(self, ws: web.WebSocketResponse) -> None:
        self._locks.pop(ws, None)


class LoopServer(ABC):
    """An aiohttp site in its own thread, listening between :meth:`start` and :meth:`stop`.

    Subclasses set :attr:`THREAD_NAME` and :attr:`WHAT`, build their application in
    :meth:`_open` (binding it with :meth:`_listen`), and close their sockets in
    :meth:`_shutdown`."""

    THREAD_NAME = "geoquiz-lan"
    #: what the error of :meth:`start` calls it ("the table")
    WHAT = "the server"
    #: the server's logger (``LOG + ".http"``: aiohttp's and the event loop's lines)
    LOG = "geoquiz.lan"
    #: open connections per address (:class:`ConnectionGate`): a phone opens a few at once
    MAX_PER_ADDRESS = 32
    #: joins at once, then joins per second, per address (:class:`RateLimiter`)
    JOIN_BURST = 10
    JOIN_RATE = 0.5

    def __init__(
        self,
        bind: str | None = None,
        port: int = 0,
        *,
        on_change: Callable[[dict[str, Any]], None] | None = None,
        join_burst: int | None = None,
        join_rate: float | None = None,
        max_per_address: int | None = None,
        request_timeout: float = REQUEST_TIMEOUT,
    ) -> None:
        """``on_change(message)``: called in the server thread with the public message after
        every change; ``join_burst``/``join_rate``: the join limit (default the class's);
        ``max_per_address``: open connections per address (default the class's);
        ``request_timeout``: seconds for a request's line and headers (:data:`REQUEST_TIMEOUT`)."""
        self.bind = bind or lan_address()
        self.port = port
        self.on_change = on_change
        self.join_burst = self.JOIN_BURST if join_burst is None else join_burst
        self.join_rate = self.JOIN_RATE if join_rate is None else join_rate
        #: set when the game or quiz is over
        self.done = threading.Event()
        self._sender = Sender()
        self._limiter = RateLimiter(self.join_burst, self.join_rate)
        one_line_logs(self.LOG, self.LOG + ".http", "aiohttp.websocket")
        self._http_log = logging.getLogger(self.LOG + ".http")
        per_address = self.MAX_PER_ADDRESS if max_per_address is None else max_per_address
        self.request_timeout = request_timeout
        self.gate = ConnectionGate(per_address, connection_limit(), self._http_log)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None

    # --- life cycle (any thread) -------------------------------------------------------------

    def start(self) -> None:
        """Listen (in a new thread) and return once bound; :attr:`port` is then the real port."""
        self._thread = threading.Thread(target=self._run, name=self.THREAD_NAME, daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            raise OSError(f"cannot open {self.WHAT} on {self.bind}:{self.port}: {self._error}")

    def stop(self) -> None:
        """Close every socket and stop listening."""
        loop = self._loop
        if loop is None or self._thread is None:
            return
        if loop.is_running():
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=10)
            loop.call_soon_threadsafe(loop.stop)
        self._thread.join(timeout=10)
        self._loop = None

    def call(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` in the server thread and return its result (then :meth:`_after_call`)."""
        if self._loop is None:
            return fn()

        async def run() -> Any:
            result = fn()
            self._after_call()
            return result

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout=10)

    @property
    def base_url(self) -> str:
        host = self.bind if ":" not in self.bind else f"[{self.bind}]"
        return f"http://{host}:{self.port}/"

    # --- the thread --------------------------------------------------------------------------

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(self._loop_error)
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except BaseException as exc:  # noqa: BLE001 - reported to start()
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._opened(loop)
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's errors (``accept()`` out of files, a failed callback): one line on
        the ``.http`` logger (rate-limited there), not asyncio's traceback."""
        exc = context.get("exception")
        self._http_log.error(
            "%s", context.get("message", "event loop error"), exc_info=exc if exc else None
        )

    async def _listen(self, app: web.Application) -> None:
        # no access log: nothing about a request reaches a log except what the servers say;
        # keepalive_timeout: aiohttp closes a connection that has not sent a whole request's
        # line and headers this long after it opened or after the last answer (half-open, idle)
        self._runner = web.AppRunner(
            app,
            access_log=None,
            handle_signals=False,
            keepalive_timeout=self.request_timeout,
            logger=self._http_log,
        )
        await self._runner.setup()
        site = _GatedSite(self._runner, self.bind, self.port, self.gate)
        await site.start()
        self.port = site.port

    # --- hooks -------------------------------------------------------------------------------

    @abstractmethod
    async def _open(self) -> None:
        """In the server thread: build the application and bind it with :meth:`_listen`."""

    @abstractmethod
    async def _shutdown(self) -> None:
        """In the server thread, on :meth:`stop`: close the sockets and the runner."""

    def _opened(self, loop: asyncio.AbstractEventLoop) -> None:  # noqa: B027 - optional hook
        """In the server thread, once listening, before :meth:`start` returns."""

    def _after_call(self) -> None:  # noqa: B027 - optional hook
        """In the server thread, after each :meth:`call`."""
