// The phone client of the geoquiz table (docs/protocol.md). The join token is the URL's
// fragment (never sent to the server by the browser), kept for reloads in sessionStorage.
import { el, fill, renderGeneric, renderMoveButtons } from "./render.js";
import { renderTage } from "./tage.js";
import { renderMinden } from "./minden.js";
import { renderStadtland } from "./stadtland.js";
import { renderDanmark } from "./danmark.js";
import { renderCarcassonne } from "./carcassonne.js";

const RENDERERS = {
  tage: renderTage, minden: renderMinden, stadtland: renderStadtland,
  danmark: renderDanmark, carcassonne: renderCarcassonne,
};
const LANGS = ["de", "en", "da"];
const $ = (id) => document.getElementById(id);

const params = new URLSearchParams(location.search);
// "#TOKEN": a seat's own link; "#room=CODE": one code for all (pick a free seat, then join)
const fragment = location.hash.slice(1);
let room = fragment.startsWith("room=") ? fragment.slice(5) : "";
let watching = false; // a latecomer watching the public board (audience)
let idle = false; // the code field is shown: no connection to keep
let token = (room ? "" : fragment) || sessionStorage.getItem("geoquiz.token") || "";
if (fragment && !room) sessionStorage.setItem("geoquiz.token", token);

function startLanguage() {
  const asked = params.get("lang") || localStorage.getItem("geoquiz.lang") || navigator.language || "en";
  const code = asked.slice(0, 2).toLowerCase();
  return LANGS.includes(code) ? code : "en";
}

const ctx = {
  lang: startLanguage(),
  texts: {},
  seat: null,
  name: "",
  game: "",
  labels: {},
  last: null,
  showAll: false,
  ui: {},
  // counts the connections: a renderer that sends on its own (the Stadt-Land sheet) sends
  // again on a new one
  epoch: 0,
  rendering: false,
  t(key) { return ctx.texts[key] ?? key; },
  send(move) { sendMove(move); },
  raw(message) { return send(message); },
  redraw() { if (ctx.last) draw(ctx.last); },
};

let socket = null;
let joined = false;
let retry = 0;
let stopped = false;

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN || !joined) return false;
  socket.send(JSON.stringify(message));
  return true;
}

// --- the connection you can see -----------------------------------------------------------
// A ping every second; no message for OFFLINE_AFTER ms (or the browser says it is offline):
// "offline — reconnecting…", every button and field disabled, a new socket. A move carries an
// id; the table's state says the id of the seat's last move it applied (`ack`), so after a
// reconnect the page knows whether a move sent just before the loss was applied or not.
const PING_EVERY = 1000;
const OFFLINE_AFTER = 2500;
let heard = performance.now();
let offline = false;
let ended = false;
let pending = null; // the last move sent: { id } until a state acknowledges it or a refusal

function newId() {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${bytes[0].toString(36)}${bytes[1].toString(36)}`;
}

function sendMove(move) {
  if (offline || ended) return;
  const id = newId();
  if (send({ type: "move", move, id })) pending = { id };
}

function disableAll() {
  for (const node of document.querySelectorAll("#board button, #board input, #board select, #moves button, #moves input, #moves select, #bar button, #undo")) {
    node.disabled = true;
  }
}

function showBanner(text, kind) {
  const box = $("offline");
  box.textContent = text;
  box.className = kind;
  box.hidden = !text;
}

function goOffline() {
  if (offline || ended || stopped || idle) return;
  offline = true;
  document.body.classList.add("offline");
  showBanner(ctx.t("offline"), "offline");
  disableAll();
  const old = socket;
  socket = null;
  joined = false;
  if (old) { try { old.close(); } catch { /* already gone */ } }
  setTimeout(connect, 300);
}

function backOnline() {
  if (!offline) return;
  offline = false;
  document.body.classList.remove("offline");
  showBanner("", "");
}

setInterval(() => {
  if (stopped || ended || idle) return;
  if (socket && socket.readyState === WebSocket.OPEN) {
    try { socket.send(JSON.stringify({ type: "ping" })); } catch { /* closing */ }
  }
  if (performance.now() - heard > OFFLINE_AFTER) goOffline();
  if (offline && (!socket || socket.readyState === WebSocket.CLOSED)) connect();
}, PING_EVERY);
window.addEventListener("offline", goOffline);
window.addEventListener("online", () => { heard = performance.now(); connect(); });

function status(text, turn = false) {
  $("status").textContent = text;
  $("status").className = turn ? "turn" : "";
}

// The table's clock (the state's `deadline` and `now`, in the laptop's seconds): counted down
// from the moment the message arrived, so the phone's own clock does not matter.
let clockTimer = null;
function countdown(message) {
  const box = $("clock");
  if (clockTimer) { clearInterval(clockTimer); clockTimer = null; }
  if (typeof message.deadline !== "number" || typeof message.now !== "number") {
    box.hidden = true;
    return;
  }
  const end = performance.now() + Math.max(0, message.deadline - message.now) * 1000;
  const show = () => {
    const left = Math.max(0, Math.ceil((end - performance.now()) / 1000));
    const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    box.textContent = fill(ctx.t("time_left"), text);
    box.className = left <= 10 ? "soon" : "";
    if (left === 0 && clockTimer) { clearInterval(clockTimer); clockTimer = null; }
  };
  box.hidden = false;
  show();
  clockTimer = setInterval(show, 250);
}

function refusal(text) {
  const box = $("refusal");
  box.textContent = text || "";
  box.hidden = !text;
}

function connect() {
  if (stopped) return;
  if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
  const ws = new WebSocket(`ws://${location.host}/ws`);
  socket = ws;
  ws.addEventListener("open", () => {
    retry = 0;
    heard = performance.now();
    joined = !token; // picking a seat: room messages may go at once
    if (token) ws.send(JSON.stringify({ type: "join", token, lang: ctx.lang }));
    else if (watching) ws.send(JSON.stringify({ type: "watch", room, lang: ctx.lang }));
    else if (room) ws.send(JSON.stringify({ type: "room", room, lang: ctx.lang }));
    else ws.send(JSON.stringify({ type: "texts", lang: ctx.lang })); // the page at /: the code field
  });
  ws.addEventListener("message", (event) => {
    if (socket !== ws) return; // an old socket given up for a new one
    heard = performance.now();
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    receive(message);
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    joined = false;
    if (stopped || ended) return;
    goOffline();
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 400 * retry);
  });
}

const FINAL = new Set(["table.bad_token", "table.bad_room", "table.removed", "table.replaced", "table.rate_limited", "table.closed", "table.audience_full"]);
// refusals of a typed room code: the field again, with the reason
const RETYPE = new Set(["table.bad_room", "table.rate_limited", "table.audience_full"]);

// The page's own texts in the language the table sent.
function pageTexts() {
  document.documentElement.lang = ctx.lang;
  $("lang").value = ctx.lang;
  // the page names the game it plays
  const game = ctx.game && ctx.texts[`game.${ctx.game}`];
  $("title").textContent = game || ctx.t("title");
  document.title = game ? `${game} · ${ctx.t("title")}` : ctx.t("title");
  $("lang-label").textContent = ctx.t("language");
  $("undo").textContent = ctx.t("undo");
}

// Undo: the seat takes back its own last move while nothing was revealed since (the table's
// state says `undo: true` when it may); a refusal is one line, like a move's.
function sendUndo() {
  if (offline || ended) return;
  $("undo").disabled = true; // one tap, one undo: the next state shows the button again
  send({ type: "undo" });
}

// The page at `/`: a field for the room code the laptop shows (Jackbox style).
function codeForm(error = "") {
  idle = true;
  pageTexts();
  status(ctx.t("room_hint"));
  const input = el("input", {
    id: "room-code", type: "text", maxlength: "8", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", "aria-label": ctx.t("room_code"), placeholder: "ABCDE", value: room,
  });
  const go = el("button", { type: "submit", class: "primary" }, ctx.t("room_join"));
  const form = el("form", { class: "joinform" }, el("label", { for: "room-code" }, ctx.t("room_code")), input, go);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    room = input.value.toUpperCase().replace(/[^A-Z]/g, "");
    if (!room) return;
    refusal("");
    stopped = false;
    idle = false;
    heard = performance.now();
    const old = socket;
    socket = null;
    if (old) old.close();
    connect();
  });
  $("board").replaceChildren(form);
  $("moves").replaceChildren();
  $("moves").hidden = true;
  refusal(error);
  input.focus();
}

// One code for all: the free seats by name; the player types their own name (the host's
// seat name is the default), sits down — or watches as audience.
let chosenSeat = null;
function pickSeat(message) {
  ctx.texts = message.texts || ctx.texts;
  ctx.game = message.game || ctx.game;
  pageTexts();
  status(ctx.t(message.seats.length ? "pick_seat" : "no_free_seat"));
  const box = el("div", { class: "picker" });
  const watch = el("button", { type: "button", class: message.seats.length ? "" : "primary", onclick: () => {
    watching = true;
    send({ type: "watch", room, lang: ctx.lang });
  } }, ctx.t("watch"));
  if (message.seats.length) {
    if (!message.seats.some((s) => s.seat === chosenSeat)) chosenSeat = message.seats[0].seat;
    const name = el("input", { id: "your-name", type: "text", maxlength: "24", autocomplete: "nickname", "aria-label": ctx.t("your_name") });
    const sit = el("button", { type: "button", class: "primary" });
    const seatsRow = el("div", { class: "movelist seats" });
    const choose = (free) => {
      chosenSeat = free.seat;
      name.value = free.name;
      for (const b of seatsRow.children) b.setAttribute("aria-pressed", String(Number(b.dataset.seat) === free.seat));
      relabel();
    };
    const relabel = () => { sit.textContent = fill(ctx.t("sit_down"), name.value.trim() || "…"); };
    for (const free of message.seats) {
      seatsRow.append(el("button", { type: "button", "data-seat": String(free.seat), onclick: () => choose(free) }, free.name));
    }
    name.addEventListener("input", relabel);
    sit.addEventListener("click", () => send({ type: "pick", room, seat: chosenSeat, name: name.value.trim() }));
    box.append(seatsRow, el("label", { for: "your-name" }, ctx.t("your_name")), name, sit);
    choose(message.seats.find((s) => s.seat === chosenSeat));
  }
  box.append(watch);
  $("board").replaceChildren(box);
  $("moves").replaceChildren();
  $("moves").hidden = true;
}

function picked(message) {
  token = message.token;
  sessionStorage.setItem("geoquiz.token", token);
  history.replaceState(null, "", `#${token}`); // a reload rejoins the seat, not the room
  send({ type: "join", token, lang: ctx.lang });
}

function receive(message) {
  if (message.type === "pong") return;
  if (message.type === "texts") { ctx.texts = message.texts || {}; codeForm(); return; }
  if (message.type === "seats") pickSeat(message);
  else if (message.type === "picked") picked(message);
  else if (message.type === "welcome") {
    joined = true;
    ctx.epoch += 1;
    ctx.seat = message.seat;
    ctx.name = message.name;
    ctx.game = message.game;
    ctx.lang = message.lang;
    ctx.texts = message.texts || {};
    ctx.labels = message.labels || {};
    pageTexts();
    $("who").textContent = message.audience ? ctx.t("watching") : fill(ctx.t("you_are"), ctx.name);
    if (message.handed) { // the host gave this seat away: this phone watches on
      token = "";
      watching = true;
      pending = null;
      sessionStorage.removeItem("geoquiz.token");
      if (typeof message.room === "string" && message.room) {
        room = message.room;
        history.replaceState(null, "", `#room=${room}`); // a reload watches (or picks a free seat)
      }
      $("who").textContent = `${ctx.t(`handed.${message.handed}`)} ${ctx.t("watching")}`;
    }
  } else if (message.type === "state") {
    const wasOffline = offline;
    backOnline();
    let lost = false;
    if (pending) { // the move sent last: applied, or lost on the way (said, never silent)
      if (message.ack === pending.id) pending = null;
      else if (wasOffline) { pending = null; lost = true; }
    }
    // an older state overtaken (an undo goes back in plies but on in `undos`)
    const undos = message.undos || 0;
    const before = ctx.last ? ctx.last.undos || 0 : 0;
    if (ctx.last && (undos < before || (undos === before && message.ply < ctx.last.ply))) return;
    if (!ctx.last || message.ply !== ctx.last.ply || undos !== before) { refusal(""); ctx.ui = {}; ctx.showAll = false; }
    if (lost) refusal(ctx.t("move_lost"));
    ctx.last = message;
    countdown(message);
    draw(message);
  } else if (message.type === "refused") {
    if (pending && message.id === pending.id) pending = null;
    refusal(message.text);
    if (ctx.last && ctx.last.undo) $("undo").disabled = offline || ended; // refused: tap again
    if (!token && !watching && RETYPE.has(message.code)) { // a typed code: type it again
      const old = socket;
      socket = null;
      if (old) old.close();
      codeForm(message.text);
      return;
    }
    if (FINAL.has(message.code)) {
      stopped = true;
      ended = true;
      status(message.text);
      showBanner(message.code === "table.closed" ? ctx.t("table_closed") : message.text, "ended");
      document.body.classList.add("ended");
      disableAll();
      if (socket) socket.close();
    }
  }
}

function nameOf(message, seat) {
  const player = (message.players || [])[seat];
  return player ? player.name : String(seat + 1);
}

function draw(message) {
  const over = message.current === "terminal";
  if (over) status(ctx.t("game_over"));
  else if (message.current === "chance") status(ctx.t("rolling"));
  else if (message.current === message.seat && ((message.players || [])[message.seat] || {}).stand_in) status(ctx.t("stand_in"));
  // a seat with out-of-turn moves (simultaneous calls) may act too
  else if (message.current === message.seat || (message.legal || []).length) status(ctx.t("your_turn"), true);
  else status(fill(ctx.t("waiting_for"), nameOf(message, message.current)));

  const render = RENDERERS[message.game] || renderGeneric;
  let parts;
  try {
    parts = render(message, ctx);
  } catch (error) { // a page that cannot draw this state still offers the moves
    console.error(error);
    parts = { board: el("div"), moves: renderMoveButtons(message.legal || [], ctx) };
  }
  ctx.rendering = true; // a focused field removed now is no blur of the player's
  $("board").replaceChildren(parts.board);
  $("moves").replaceChildren(parts.moves);
  $("moves").hidden = !parts.moves.childElementCount; // the action bar only with an action
  $("undo-bar").hidden = !message.undo;
  $("undo").disabled = !message.undo;
  ctx.rendering = false;
  if (offline || ended) disableAll();

  const list = el("ul", { class: "players" });
  const order = (message.players || []).map((p, i) => i);
  const rank = (i) => (message.ranking || []).findIndex((g) => g.includes(i));
  if (over && message.ranking) order.sort((a, b) => rank(a) - rank(b));
  order.forEach((i) => {
    const p = message.players[i];
    const bits = [p.name];
    if (p.computer) bits.push(`(${ctx.t("computer")})`);
    if (p.laptop) bits.push(`(${ctx.t("laptop")})`);
    const place = over && message.ranking ? message.ranking.findIndex((g) => g.includes(i)) : -1;
    if (place >= 0) bits.unshift(fill(ctx.t("place"), place + 1));
    list.append(el("li", {
      class: `${i === message.current ? "now" : ""} ${p.computer || p.laptop || p.connected ? "" : "off"}`,
    }, bits.join(" ")));
  });
  $("players").replaceChildren(el("h2", {}, over ? ctx.t("ranking") : ctx.t("players")), list);
}

$("undo").addEventListener("click", sendUndo);

$("lang").addEventListener("change", () => {
  ctx.lang = $("lang").value;
  localStorage.setItem("geoquiz.lang", ctx.lang);
  if (!token && watching) send({ type: "lang", lang: ctx.lang });
  else if (!token && room) send({ type: "room", room, lang: ctx.lang }); // still picking: the names again
  else if (!token) send({ type: "texts", lang: ctx.lang });
  else send({ type: "lang", lang: ctx.lang });
});

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") connect(); // a phone waking up
});

status("…");
connect();
