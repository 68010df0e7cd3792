// The projector page of the class quiz (docs/classroom.md): room code and QR, the open card with
// its timer, the reveal with the class map of tips, the leaderboard. Public information only:
// the server sends the projector no token and no student's tip, and no names when hidden.
import { el, fill, boardMap, zoneCounts, leaderboard } from "./common.js";

const $ = (id) => document.getElementById(id);
const token = location.hash.slice(1);
const lang = (new URLSearchParams(location.search).get("lang") || navigator.language || "en").slice(0, 2);
const ctx = { texts: {}, board: null, qr: "", room: "", url: "", last: null, ticker: null };
const t = (key) => ctx.texts[key] ?? key;
let socket = null, retry = 0;

function connect() {
  const ws = new WebSocket(`ws://${location.host}/ws`);
  socket = ws;
  ws.addEventListener("open", () => { retry = 0; ws.send(JSON.stringify({ type: "join", token, lang })); });
  ws.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.type === "welcome") {
      ctx.texts = message.texts || {};
      ctx.board = message.board;
      ctx.qr = message.qr;
      ctx.room = message.room;
      ctx.url = message.join_url;
      document.documentElement.lang = message.lang;
      document.title = t("title");
      $("title").textContent = t("title");
      $("room-label").textContent = t("room");
      $("room").textContent = ctx.room;
    } else if (message.type === "state") {
      if (ctx.last && message.view.revision < ctx.last.revision) return;
      ctx.last = message.view;
      draw(message.view);
    } else if (message.type === "refused") {
      $("status").textContent = message.text;
    }
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    $("status").textContent = t("reconnecting");
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry);
  });
}

function timer(view) {
  clearInterval(ctx.ticker);
  const node = document.getElementById("timer");
  if (!node) return;
  if (view.paused) { node.textContent = t("paused"); return; }
  const until = performance.now() + view.remaining * 1000;
  const show = () => {
    const left = Math.max(0, Math.ceil((until - performance.now()) / 1000));
    node.textContent = String(left);
    node.className = left <= 5 ? "timer hurry" : "timer";
  };
  show();
  ctx.ticker = setInterval(show, 250);
}

function joinPanel(big) {
  const host = ctx.url.split("#")[0];
  return el("div", { class: big ? "joinpanel big" : "joinpanel" },
    ctx.qr ? el("img", { src: ctx.qr, alt: ctx.url, class: "qr" }) : "",
    el("div", {},
      el("p", { class: "joinat" }, fill(t("join_at"), host)),
      el("p", { class: "roomcode" }, ctx.room)));
}

function lobby(view) {
  // full names (two Annas told apart); a big class in smaller type and more columns
  const all = view.names || [];
  const names = el("ul", { class: all.length > 45 ? "names many" : "names" }, all.map((n) => el("li", {}, n)));
  return el("div", { class: "lobby" }, joinPanel(true),
    el("div", { class: "side" },
      el("h2", {}, fill(t("students"), view.students)),
      view.show_names ? (view.students ? names : el("p", {}, t("nobody"))) : el("p", {}, t("names_hidden"))));
}

// While the card is open the class sees the board it tips on (nameless, no tips on it yet).
function question(view) {
  return el("div", { class: "question withboard" },
    ctx.board ? el("div", { class: "mapbox" }, boardMap(ctx.board, null, t)) : "",
    el("div", { class: "side" },
      el("p", { class: "cardno" }, fill(t("card_of"), view.card + 1, view.cards)),
      el("h2", { class: `cardtitle ${view.face.colour}` }, view.face.title),
      view.face.prompt ? el("p", { class: "prompt" }, view.face.prompt) : "",
      el("p", { id: "timer", class: "timer" }, ""),
      el("p", { class: "answered" }, fill(t("answered"), view.answered, view.students))));
}

function track(view, heading = true) {
  const rows = view.track || [];
  const max = Math.max(10, ...rows.map((r) => r.space + 2));
  return el("div", { class: "track" }, heading ? el("h2", {}, t("track")) : "",
    rows.map((r) => el("div", { class: "lane" },
      el("span", { class: "lname" }, r.name || `${t("team")} ${r.number}`),
      el("span", { class: "bar" }, el("span", { class: "fillbar", style: null, "data-w": r.space / max }), ` ${r.space}`))));
}

function reveal(view) {
  const r = view.reveal;
  return el("div", { class: "reveal" },
    el("div", { class: "mapbox" }, boardMap(ctx.board, r, t)),
    el("div", { class: "side" },
      el("p", { class: "cardno" }, fill(t("card_of"), view.card + 1, view.cards)),
      el("h2", { class: `cardtitle small ${view.face.colour}` }, view.face.title),
      el("p", { class: "solution" }, `${t("solution")}: `, el("strong", {}, r.solution_text)),
      el("p", { class: "share" }, fill(t("share_right"), r.percent_right)),
      el("h3", {}, t("class_tips")),
      zoneCounts(r.tally, t),
      r.tally.none ? el("p", { class: "none" }, fill(t("no_stone_count"), r.tally.none)) : "",
      el("h3", {}, view.teams ? t("track") : t("leaderboard")),
      view.teams ? track(view, false) : leaderboard(view.leaderboard.slice(0, 6), t, null, view.teams)));
}

// The end: a podium of the first three places (equal points share a place), the rest of the
// top ten below, the rulebook's colour bonus when it was played, and how ties are ordered.
function podium(rows, teams) {
  const key = teams ? "space" : "points";
  const places = [...new Set(rows.map((r) => r.place))].slice(0, 3);
  const step = (place, rank) => {
    const mine = rows.filter((r) => r.place === place);
    const shown = mine.slice(0, 4).map((r) => el("li", {}, r.name || `${t("team")} ${r.number}`));
    if (mine.length > 4) shown.push(el("li", {}, `+${mine.length - 4}`));
    return el("div", { class: `step rank${rank}` },
      el("ul", { class: "pnames" }, shown),
      el("div", { class: "block" }, el("span", { class: "pplace" }, `${place}.`),
        el("span", { class: "ppoints" }, `${mine[0][key]}`)));
  };
  const order = [[places[1], 2], [places[0], 1], [places[2], 3]].filter(([p]) => p !== undefined);
  return el("div", { class: "podium" }, order.map(([p, rank]) => step(p, rank)));
}

function ending(view) {
  const rows = view.leaderboard || [];
  const top = [...new Set(rows.map((r) => r.place))].slice(0, 3);
  const rest = rows.filter((r) => !top.includes(r.place)).slice(0, 6);
  const bonus = (view.bonus || []).map((b) => el("li", {},
    el("span", { class: `dot ${b.colour}` }), ` ${t("colour." + b.colour)}: `,
    b.names.filter(Boolean).join(", ") || "—", ` +${b.points}`));
  return el("div", { class: "ending" },
    el("h2", {}, t("end")),
    view.teams ? track(view) : "",
    podium(rows, view.teams),
    rest.length ? leaderboard(rest, t, null, view.teams) : "",
    bonus.length ? el("div", { class: "bonus" }, el("h3", {}, t("colour_bonus")), el("ul", {}, bonus)) : "",
    el("p", { class: "tienote" }, view.teams ? t("ties_teams") : t("ties")));
}

function draw(view) {
  let stage;
  if (view.phase === "lobby") stage = lobby(view);
  else if (view.phase === "question") stage = question(view);
  else if (view.phase === "reveal") stage = reveal(view);
  else stage = ending(view);
  $("stage").replaceChildren(stage);
  $("status").textContent = view.paused ? t("paused") : (view.phase === "lobby" ? t("lobby") : "");
  $("roomline").hidden = view.phase === "lobby";
  for (const bar of document.querySelectorAll(".fillbar")) bar.style.width = `${Math.round(100 * Number(bar.dataset.w))}%`;
  if (view.phase === "question") timer(view);
}

if (token) connect();
