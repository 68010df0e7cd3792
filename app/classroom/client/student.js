// The student's (or team's) page of the class quiz (docs/classroom.md). Join by name and room
// code (POST /join → token, or 202 and a ticket while the teacher decides), then the socket; the
// token is kept in sessionStorage so that a reload or a phone waking up rejoins as the same student.
import { el, svg, fill, tipText, squareCell, boardMap, ZONE_SQUARES, ZONE_ROWS, QUADRANTS, leaderboard } from "./common.js";

const LANGS = ["de", "en", "da"];
const KEY = "geoquiz.class.token";
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.hash.slice(1));

function startLanguage() {
  const asked = new URLSearchParams(location.search).get("lang") || localStorage.getItem("geoquiz.lang") || navigator.language || "en";
  const code = asked.slice(0, 2).toLowerCase();
  return LANGS.includes(code) ? code : "en";
}

const ctx = { lang: startLanguage(), texts: {}, number: null, name: "", last: null, ui: {}, card: -2, ticker: null, until: 0,
  board: null, tab: "board", zoom: false, passArmed: false };
const t = (key) => ctx.texts[key] ?? key;
let token = sessionStorage.getItem(KEY) || "";
let socket = null, retry = 0, stopped = false;
// online: a message came within SILENCE ms (the page pings once a second; the server answers)
const PING_EVERY = 1000, SILENCE = 2500;
let heard = 0, online = false;

function status(text, cls = "") { $("status").textContent = text; $("status").className = cls; }
function refusal(text) { $("refusal").textContent = text || ""; $("refusal").hidden = !text; }

function label() {
  document.documentElement.lang = ctx.lang;
  $("lang").value = ctx.lang;
  $("title").textContent = t("title");
  document.title = t("title");
  $("lang-label").textContent = t("language");
  $("name-label").textContent = ctx.teams ? t("team_name") : t("name");
  $("room-label").textContent = t("room");
  $("join-button").textContent = t("join");
}

async function loadBoard() {
  try { ctx.board = await (await fetch("/board")).json(); } catch { ctx.board = null; }
  if (ctx.last) draw(ctx.last);
}

async function loadTexts() {
  try {
    const response = await fetch(`/texts?lang=${ctx.lang}`);
    ctx.texts = await response.json();
    ctx.teams = (await (await fetch("/quiz")).json()).teams;
  } catch { /* English keys stay */ }
  label();
}

function showJoin() {
  $("join").hidden = false;
  if (params.get("room")) $("room").value = params.get("room");
  status("");
}

$("join").addEventListener("submit", async (event) => {
  event.preventDefault();
  refusal("");
  let reply;
  try {
    const response = await fetch("/join", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: $("name").value, room: $("room").value.trim(), lang: ctx.lang }),
    });
    reply = await response.json();
  } catch { refusal(t("reconnecting")); return; }
  if (reply.ticket) { waitForTeacher(reply); return; }
  if (!reply.token) { refusal(reply.text); return; }
  joined(reply.token);
});

function joined(newToken) {
  token = newToken;
  sessionStorage.setItem(KEY, token);
  $("join").hidden = true;
  stopped = false;
  connect();
}

// The teacher lets new names in (or a removed device used this address): ask every 2 s.
async function waitForTeacher(reply) {
  $("join").hidden = true;
  status(reply.text || t("waiting"));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    let answer;
    try {
      const response = await fetch("/join", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ticket: reply.ticket, lang: ctx.lang }),
      });
      answer = await response.json();
    } catch { continue; }
    if (answer.ticket) continue;
    if (answer.token) { joined(answer.token); return; }
    showJoin();
    refusal(answer.text);
    return;
  }
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

// Offline: say so, freeze the countdown and disable every button until the server answers again.
function setOnline(on) {
  if (on === online) return;
  online = on;
  if (!on) ctx.stale = true;
  document.body.classList.toggle("offline", !on);
  for (const button of document.querySelectorAll("main button")) {
    if (!on) { button.dataset.was = button.disabled ? "1" : ""; button.disabled = true; }
    else if (button.dataset.was !== undefined) { button.disabled = button.dataset.was === "1"; delete button.dataset.was; }
  }
  if (!on) { clearInterval(ctx.ticker); status(t("reconnecting"), "offline"); }
}

setInterval(() => {
  if (!token || stopped) return;
  if (socket && socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
  if (online && performance.now() - heard > SILENCE) {
    setOnline(false);
    if (socket) socket.close();  // a socket that hears nothing is dead: open a new one
  }
}, PING_EVERY);

function connect() {
  if (stopped || !token) return;
  if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
  const ws = new WebSocket(`ws://${location.host}/ws`);
  socket = ws;
  if (ctx.last) status(t("reconnecting"), "offline"); else status(t("connecting"));
  ws.addEventListener("open", () => { retry = 0; ws.send(JSON.stringify({ type: "join", token, lang: ctx.lang })); });
  ws.addEventListener("message", (event) => {
    if (socket !== ws) return;
    heard = performance.now();
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.type === "pong") return;
    if (!online && (message.type === "state" || message.type === "welcome")) { online = true; document.body.classList.remove("offline"); }
    receive(message);
  });
  ws.addEventListener("close", () => {
    if (socket !== ws || stopped) return;
    setOnline(false);
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 400 * retry);
  });
}

const FINAL = new Set(["class.bad_token", "class.removed", "class.replaced", "class.rate_limited", "class.closed"]);

function receive(message) {
  if (message.type === "welcome") {
    ctx.number = message.number;
    ctx.name = message.name;
    ctx.lang = message.lang;
    ctx.texts = message.texts || ctx.texts;
    label();
    $("who").textContent = fill(t("you_are"), ctx.name);
  } else if (message.type === "state") {
    const view = message.view;
    if (ctx.last && view.revision < ctx.last.revision) return;
    if (view.card !== ctx.card || view.phase !== (ctx.last && ctx.last.phase)) refusal("");
    if (view.card !== ctx.card) { ctx.ui = {}; ctx.card = view.card; }
    ctx.last = view;
    // others answering changes only the counts: keep the tip card as it is (no redraw, no jump);
    // back online after a break (or the time re-synced after the laptop slept): draw again
    const key = JSON.stringify([view.phase, view.card, view.paused, view.me, view.reveal, view.leaderboard, ctx.lang]);
    if (key !== ctx.drawn || ctx.stale) { ctx.drawn = key; ctx.stale = false; draw(view); }
    else if (view.phase === "question") countdown(view);
  } else if (message.type === "refused") {
    refusal(message.text);
    if (FINAL.has(message.code)) {
      stopped = true;
      if (message.code === "class.bad_token" || message.code === "class.removed") {
        sessionStorage.removeItem(KEY);
        token = "";
        showJoin();
      }
      if (socket) socket.close();
    }
  }
}

function countdown(view) {
  clearInterval(ctx.ticker);
  if (view.phase !== "question") return;
  if (view.paused) { status(t("paused"), "paused"); return; }
  ctx.until = performance.now() + view.remaining * 1000;
  const show = () => {
    const left = Math.max(0, Math.ceil((ctx.until - performance.now()) / 1000));
    status(fill(t("card_of"), view.card + 1, view.cards) + " · " + fill(t("seconds_left"), left), left <= 5 ? "hurry" : "turn");
  };
  show();
  ctx.ticker = setInterval(show, 250);
}

function choice(labelText, value, current, onPick, disabled = false) {
  return el("button", { type: "button", "aria-pressed": current === value ? "true" : "false", disabled, onclick: () => onPick(value) }, labelText);
}

function tipOf() {
  const ui = ctx.ui, tip = [];
  if (!ui.ew) return tip;
  tip.push(ui.ew);
  if (!ui.zone) return tip;
  tip.push(ui.zone);
  if (!ui.square) return tip;
  tip.push(ui.square);
  if (ui.quadrant) tip.push(ui.quadrant);
  return tip;
}

function pick(key, value) {
  const order = ["ew", "zone", "square", "quadrant"];
  const ui = ctx.ui;
  ctx.passArmed = false;
  ui[key] = ui[key] === value ? null : value;
  for (const later of order.slice(order.indexOf(key) + 1)) ui[later] = null;
  draw(ctx.last);
}

// A tap on the board: the point's side, zone, square and quadrant — all four stones at once.
function tapBoard(root, event) {
  const W = ctx.board.width, H = ctx.board.height, cw = W / 5, ch = H / 8;
  const point = root.createSVGPoint();
  point.x = event.clientX; point.y = event.clientY;
  const p = point.matrixTransform(root.getScreenCTM().inverse());
  if (p.x < 0 || p.y < 0 || p.x >= W || p.y >= H) return;
  const col = Math.floor(p.x / cw), row = Math.floor(p.y / ch);
  const zone = row < 3 ? "N" : row < 5 ? "M" : "S";
  const square = (row - ZONE_ROWS[zone][0]) * 5 + col + 1;
  const q = (p.y - row * ch >= ch / 2 ? 2 : 0) + (p.x - col * cw >= cw / 2 ? 1 : 0);
  ctx.ui = { ew: col >= 2 ? "O" : "W", zone, square, quadrant: QUADRANTS[q] };
  ctx.passArmed = false;
  draw(ctx.last);
}

// The nameless board with the stones placed so far: side, zone band, square, quadrant.
function tipBoard() {
  const W = ctx.board.width, H = ctx.board.height, cw = W / 5, ch = H / 8;
  const root = boardMap(ctx.board, null, t);
  root.setAttribute("viewBox", `-6 -6 ${W + 12} ${H + 12}`);
  root.setAttribute("preserveAspectRatio", "xMidYMin meet");
  root.classList.add("tipboard");
  root.setAttribute("aria-label", t("board_hint"));
  const ui = ctx.ui, marks = [];
  if (ui.ew) {
    const x0 = ui.ew === "W" ? 0 : 2 * cw, x1 = ui.ew === "W" ? 2 * cw : W;
    let y0 = 0, y1 = H;
    if (ui.zone) { const [first, rows] = ZONE_ROWS[ui.zone]; y0 = first * ch; y1 = (first + rows) * ch; }
    marks.push(svg("rect", { x: x0, y: y0, width: x1 - x0, height: y1 - y0, class: "pick" }));
  }
  if (ui.square) {
    const [row, col] = squareCell(ui.zone, ui.square);
    marks.push(svg("rect", { x: col * cw, y: row * ch, width: cw, height: ch, class: "pick-square" }));
    if (ui.quadrant) {
      const q = QUADRANTS.indexOf(ui.quadrant);
      marks.push(svg("rect", { x: col * cw + (q % 2) * cw / 2, y: row * ch + Math.floor(q / 2) * ch / 2,
        width: cw / 2, height: ch / 2, class: "pick-quadrant" }));
    }
  }
  root.append(...marks);
  root.addEventListener("click", (event) => tapBoard(root, event));
  return el("div", { class: ctx.zoom ? "boardbox zoomed" : "boardbox" }, root);
}

// The four stones as chips: a placed stone can be taken back (with the ones after it).
function stoneChips() {
  const ui = ctx.ui;
  const names = { W: t("west"), O: t("east"), N: t("north"), M: t("middle"), S: t("south") };
  const parts = [["ew", ui.ew && names[ui.ew]], ["zone", ui.zone && names[ui.zone]],
    ["square", ui.square && `${ui.square}`], ["quadrant", ui.quadrant]];
  const what = { ew: t("stone.we"), zone: t("stone.nms"), square: t("stone.square"), quadrant: t("stone.quadrant") };
  return el("div", { class: "chips", role: "group", "aria-label": t("tip") },
    parts.map(([key, text]) => text
      ? el("button", { type: "button", class: "chip", title: `${what[key]} ${text}: ${t("take_back")}`, "aria-label": `${what[key]} ${text}: ${t("take_back")}`,
        onclick: () => pick(key, ui[key]) }, text, el("span", { class: "x", "aria-hidden": "true" }, "×"))
      : el("span", { class: "chip empty" }, "·")));
}

function tipCard() {
  const ui = ctx.ui;
  const box = el("div", { class: "tipcard" });
  box.append(el("fieldset", { class: "stone" }, el("legend", {}, `1 · ${t("stone.we")}`),
    el("div", { class: "choices" }, choice(t("west"), "W", ui.ew, (v) => pick("ew", v)), choice(t("east"), "O", ui.ew, (v) => pick("ew", v)))));
  if (ui.ew) {
    box.append(el("fieldset", { class: "stone" }, el("legend", {}, `2 · ${t("stone.nms")}`),
      el("div", { class: "choices" }, ["N", "M", "S"].map((z) => choice(t({ N: "north", M: "middle", S: "south" }[z]), z, ui.zone, (v) => pick("zone", v))))));
  }
  if (ui.zone) {
    const grid = el("div", { class: "grid grid5" });
    for (let n = 1; n <= ZONE_SQUARES[ui.zone]; n++) {
      const col = squareCell(ui.zone, n)[1];
      const side = col >= 2 ? "O" : "W";
      grid.append(choice(String(n), n, ui.square, (v) => pick("square", v), side !== ui.ew));
    }
    box.append(el("fieldset", { class: "stone" }, el("legend", {}, `3 · ${t("stone.square")}`), grid));
  }
  if (ui.square) {
    box.append(el("fieldset", { class: "stone" }, el("legend", {}, `4 · ${t("stone.quadrant")}`),
      el("div", { class: "grid grid2" }, QUADRANTS.map((q) => choice(q, q, ui.quadrant, (v) => pick("quadrant", v))))));
  }
  return box;
}

function tipBuilder(view) {
  const tip = tipOf();
  const tabs = el("div", { class: "tabs", role: "tablist" },
    ["board", "card"].map((tab) => el("button", { type: "button", role: "tab", "aria-selected": ctx.tab === tab ? "true" : "false",
      onclick: () => { ctx.tab = tab; draw(ctx.last); } }, t(tab === "board" ? "tab_board" : "tab_card"))),
    ctx.tab === "board" && ctx.board ? el("button", { type: "button", class: "zoom", "aria-pressed": ctx.zoom ? "true" : "false",
      onclick: () => { ctx.zoom = !ctx.zoom; draw(ctx.last); } }, ctx.zoom ? t("zoom_out") : t("zoom_in")) : "");
  const body = ctx.tab === "board" && ctx.board
    ? el("div", {}, el("p", { class: "hint" }, t("board_hint")), tipBoard())
    : el("div", {}, el("p", { class: "hint" }, t("stones_hint")), tipCard());
  // the action bar stays at the bottom of the screen: Send is always visible
  const bar = el("div", { class: "actionbar" }, stoneChips(), el("div", { class: "actions" },
    el("button", { type: "button", class: "primary", id: "send", disabled: !tip.length,
      onclick: () => send({ type: "tip", card: view.card, tip }) }, t("send")),
    el("button", { type: "button", id: "pass", class: ctx.passArmed ? "armed" : "",
      onclick: () => {
        if (!ctx.passArmed) { ctx.passArmed = true; draw(ctx.last); return; }
        ctx.passArmed = false;
        send({ type: "tip", card: view.card, tip: [] });
      } }, ctx.passArmed ? t("pass_confirm") : t("pass")),
    tip.length ? el("button", { type: "button", id: "clear", onclick: () => { ctx.ui = {}; draw(ctx.last); } }, t("clear")) : ""));
  return el("div", { class: "tipcard" }, tabs, body, bar);
}

function cardFace(view) {
  if (!view.face) return "";
  return el("div", { class: `cardface ${view.face.colour}` },
    el("p", { class: "cardno" }, fill(t("card_of"), view.card + 1, view.cards)),
    el("h2", {}, view.face.title), view.face.prompt ? el("p", {}, view.face.prompt) : "");
}

// The board takes the height left between the page's top part and the action bar.
function fitBoard() {
  const box = document.querySelector(".boardbox"), bar = document.querySelector(".actionbar");
  if (!box || !bar) return;
  const left = window.innerHeight - box.getBoundingClientRect().top - bar.offsetHeight - 6;
  box.style.height = `${Math.max(180, Math.floor(left))}px`;
}
window.addEventListener("resize", fitBoard);

function draw(view) {
  const old = document.querySelector(".boardbox");
  const scroll = old ? [old.scrollLeft, old.scrollTop] : [0, 0];
  $("card").replaceChildren(cardFace(view));
  $("tip").replaceChildren();
  $("result").replaceChildren();
  $("board").replaceChildren();
  countdown(view);
  const me = view.me || {};
  if (view.phase === "lobby") status(t("lobby"));
  if (view.phase === "question") {
    if (me.tip) $("tip").replaceChildren(el("p", { class: "sent" }, fill(t("sent"), tipText(me.tip, t))));
    else if (!view.paused) $("tip").replaceChildren(tipBuilder(view));
  }
  document.body.classList.toggle("answering", view.phase === "question" && !me.tip && !view.paused);
  if (document.body.classList.contains("answering")) {
    if (!ctx.zoom) window.scrollTo(0, 0);
    fitBoard();
    const box = document.querySelector(".boardbox");
    if (box && ctx.zoom) [box.scrollLeft, box.scrollTop] = scroll;
  }
  if (view.phase === "reveal" && view.reveal) {
    clearInterval(ctx.ticker);
    status(fill(t("card_of"), view.card + 1, view.cards));
    const result = me.result;
    let line;
    if (!result || result.seconds === null) line = el("p", { class: "verdict missed" }, t("missed"));
    else if (result.right) line = el("p", { class: "verdict right" }, fill(t("right"), result.points));
    else line = el("p", { class: "verdict wrong" }, t("wrong"));
    $("result").append(
      el("p", { class: "solution" }, `${t("solution")}: `, el("strong", {}, view.reveal.solution_text)),
      result && result.seconds !== null ? el("p", {}, `${t("tip")}: ${tipText(result.tip, t)}`) : "",
      line,
      view.reveal.explanation ? el("p", { class: "hint" }, view.reveal.explanation) : "");
  }
  if (view.phase === "end") { status(t("end"), "turn"); }
  if (view.phase === "reveal" || view.phase === "end") {
    $("board").append(
      el("p", { class: "mine" }, fill(t("your_points"), me.points ?? 0), me.place ? ` · ${fill(t("your_place"), me.place)}` : ""),
      el("h2", {}, t("leaderboard")),
      leaderboard(view.leaderboard || [], t, ctx.number, view.teams));
  }
}

$("lang").addEventListener("change", () => {
  ctx.lang = $("lang").value;
  localStorage.setItem("geoquiz.lang", ctx.lang);
  if (socket && socket.readyState === WebSocket.OPEN) send({ type: "lang", lang: ctx.lang });
  else loadTexts();
});

document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") connect(); });

loadTexts();
loadBoard();
if (token) connect(); else showJoin();
