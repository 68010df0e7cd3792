// The student's (or team's) page of the class quiz (docs/classroom.md). Join by name and room
// code (POST /join → token, or 202 and a ticket while the teacher decides), then the socket; the
// token is kept in sessionStorage so that a reload or a phone waking up rejoins as the same student.
import { el, fill, tipText, squareCell, ZONE_SQUARES, QUADRANTS, leaderboard } from "./common.js";

const LANGS = ["de", "en", "da"];
const KEY = "geoquiz.class.token";
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.hash.slice(1));

function startLanguage() {
  const asked = new URLSearchParams(location.search).get("lang") || localStorage.getItem("geoquiz.lang") || navigator.language || "en";
  const code = asked.slice(0, 2).toLowerCase();
  return LANGS.includes(code) ? code : "en";
}

const ctx = { lang: startLanguage(), texts: {}, number: null, name: "", last: null, ui: {}, card: -2, ticker: null, until: 0 };
const t = (key) => ctx.texts[key] ?? key;
let token = sessionStorage.getItem(KEY) || "";
let socket = null, retry = 0, stopped = false;

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

function connect() {
  if (stopped || !token) return;
  if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
  const ws = new WebSocket(`ws://${location.host}/ws`);
  socket = ws;
  status(t("connecting"));
  ws.addEventListener("open", () => { retry = 0; ws.send(JSON.stringify({ type: "join", token, lang: ctx.lang })); });
  ws.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    receive(message);
  });
  ws.addEventListener("close", () => {
    if (socket !== ws || stopped) return;
    status(t("reconnecting"));
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
    // others answering changes only the counts: keep the tip card as it is (no redraw, no jump)
    const key = JSON.stringify([view.phase, view.card, view.paused, view.me, view.reveal, view.leaderboard]);
    if (key !== ctx.drawn) { ctx.drawn = key; draw(view); }
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
  ui[key] = ui[key] === value ? null : value;
  for (const later of order.slice(order.indexOf(key) + 1)) ui[later] = null;
  draw(ctx.last);
}

function tipBuilder(view) {
  const ui = ctx.ui;
  const box = el("div", { class: "tipcard" }, el("h2", {}, t("tip")), el("p", { class: "hint" }, t("stones_hint")));
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
  const tip = tipOf();
  box.append(el("p", { class: "chosen" }, tipText(tip, t)));
  box.append(el("div", { class: "actions" },
    el("button", { type: "button", class: "primary", id: "send", onclick: () => send({ type: "tip", card: view.card, tip }) },
      tip.length ? t("send") : t("send_none")),
    el("button", { type: "button", onclick: () => { ctx.ui = {}; draw(ctx.last); } }, t("clear"))));
  return box;
}

function cardFace(view) {
  if (!view.face) return "";
  return el("div", { class: `cardface ${view.face.colour}` },
    el("p", { class: "cardno" }, fill(t("card_of"), view.card + 1, view.cards)),
    el("h2", {}, view.face.title), view.face.prompt ? el("p", {}, view.face.prompt) : "");
}

function draw(view) {
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
if (token) connect(); else showJoin();
