// Danmark-spillet on the phone: my city cards (visited ✓), the roll, where to go (named towns
// and road spaces, ferries/planes/the bridge as the legal moves offer them) and the question card:
// its reader sees the question with the right answer to read aloud, the player asked only that a
// question is coming and the numbers to answer with.
import { el, fill, renderMoveButtons } from "./render.js";

const town = (ctx, id) => ctx.labels[id] ?? id;
const space = (ctx, n) => ctx.labels[`space:${n}`] ?? ctx.labels[`road:${n}`] ?? String(n);
const isRoad = (ctx, n) => `road:${n}` in ctx.labels;
const inLang = (texts, ctx) => (texts && (texts[ctx.lang] ?? texts.en)) || "";
const nameOf = (message, seat) => ((message.players || [])[seat] || {}).name ?? String(seat + 1);

function button(ctx, move, text, cls = "") {
  return el("button", { type: "button", class: cls, onclick: () => ctx.send(move) }, text);
}

function cards(view, seat, ctx) {
  const list = el("ul", { class: "citycards", "aria-label": ctx.t("danmark.cards") });
  const visited = (view.visited || [])[seat] || [];
  const left = (view.hands || [])[seat] || [];
  const home = (view.start || [])[seat];
  for (const id of visited) {
    if (id === home) continue;
    list.append(el("li", { class: "done" }, `✓ ${town(ctx, id)} — ${ctx.t("danmark.visited")}`));
  }
  for (const id of left) list.append(el("li", {}, town(ctx, id)));
  const box = el("div", {}, el("h2", {}, ctx.t("danmark.cards")), list);
  if (home) box.append(el("p", { class: "hint" }, fill(ctx.t("danmark.home"), town(ctx, home))));
  return box;
}

function question(message, ctx) {
  const view = message.view;
  const asked = view.question;
  const box = el("div", { class: "question" });
  const reader = nameOf(message, asked.reader);
  const player = nameOf(message, view.current);
  if (asked.text) { // this seat reads the card aloud
    box.append(el("h2", {}, fill(ctx.t("danmark.read"), player)));
    box.append(el("p", { class: "qtext" }, inLang(asked.text, ctx)));
    const list = el("ol", { class: "options" });
    asked.options.forEach((option, i) => {
      list.append(el("li", { class: i === asked.answer ? "right" : "" }, inLang(option, ctx)));
    });
    box.append(list);
    const right = inLang(asked.options[asked.answer], ctx);
    box.append(el("p", { class: "answer" }, fill(ctx.t("danmark.right"), `${asked.answer + 1}) ${right}`)));
    const fact = inLang(asked.fact, ctx);
    if (fact) box.append(el("p", { class: "hint" }, fact));
  } else if (view.current === message.seat) {
    box.append(el("p", { class: "qtext" }, fill(ctx.t("danmark.asked"), reader)));
  } else {
    box.append(el("p", {}, fill(ctx.t("danmark.is_asked"), reader, player)));
  }
  return box;
}

// A destination's button text, and how to order it: my card towns, other towns, road spaces.
function destination(ctx, move, mine) {
  const name = move.type === "walk" ? space(ctx, move.space) : town(ctx, move.town);
  const road = move.type === "walk" && isRoad(ctx, move.space);
  const card = !road && mine.has(name);
  let text = road ? fill(ctx.t("danmark.road"), name) : name;
  if (card) text = fill(ctx.t("danmark.card_town"), text);
  if (move.type === "cross") {
    text = fill(ctx.t("danmark.cross"), text);
    if (move.ticket) text = fill(ctx.t("danmark.ticket"), text);
  } else {
    text = fill(ctx.t("danmark.walk"), text);
  }
  return { text, rank: road ? 2 : card ? 0 : 1 };
}

// The others' moves since this seat's own last one (the state's `last`): starts, walks,
// crossings and the die — the phone has no board, so they are a short list.
function recentMoves(message, ctx) {
  const lines = [];
  for (const { seat, move } of message.last || []) {
    if (seat === message.seat || !move) continue;
    const who = seat === null ? "" : `${nameOf(message, seat)}: `;
    if (move.type === "start") lines.push(who + fill(ctx.t("danmark.start"), town(ctx, move.town)));
    else if (move.type === "walk") lines.push(who + fill(ctx.t("danmark.walk"), space(ctx, move.space)));
    else if (move.type === "cross") lines.push(who + fill(ctx.t("danmark.cross"), town(ctx, move.town)));
    else if (move.type === "die") lines.push(fill(ctx.t("danmark.die"), move.value));
  }
  if (!lines.length) return null;
  const list = el("ul", { class: "recent-moves", "aria-label": ctx.t("last") });
  for (const line of lines) list.append(el("li", {}, line));
  return el("div", { class: "recent" }, el("h2", {}, ctx.t("last")), list);
}

export function renderDanmark(message, ctx) {
  const { view, seat, legal } = message;
  const board = el("div", { "data-ply": message.ply }); // the state shown (tests wait on it)
  const moves = el("div");

  const here = (view.pos || [])[seat];
  if (here !== undefined && here >= 0) {
    const where = isRoad(ctx, here) ? fill(ctx.t("danmark.road"), space(ctx, here)) : space(ctx, here);
    board.append(el("p", {}, fill(ctx.t("danmark.here"), where)));
  }
  if (view.roll !== null && view.roll !== undefined && view.current === seat) {
    board.append(el("p", { class: "cardface die" }, fill(ctx.t("danmark.die"), view.roll)));
  }
  if (view.question) board.append(question(message, ctx));
  const recentList = recentMoves(message, ctx);
  if (recentList) board.append(recentList);

  const starts = legal.filter((m) => m.type === "start");
  if (starts.length) {
    const row = el("div", { class: "movelist" });
    for (const m of starts) row.append(button(ctx, m, fill(ctx.t("danmark.start"), town(ctx, m.town)), "primary"));
    moves.append(row);
  }
  const roll = legal.find((m) => m.type === "roll");
  if (roll) moves.append(button(ctx, roll, ctx.t("danmark.roll"), "callout"));

  const answers = legal.filter((m) => m.type === "answer");
  if (answers.length) {
    const row = el("div", { class: "movelist answers" });
    for (const m of answers) row.append(button(ctx, m, fill(ctx.t("danmark.answer"), m.choice + 1), "primary"));
    moves.append(row);
  }

  const mine = new Set(((view.hands || [])[seat] || []).map((id) => town(ctx, id)));
  const goes = legal.filter((m) => m.type === "walk" || m.type === "cross");
  if (goes.length) {
    const list = el("div", { class: "movelist go" });
    const shown = goes.map((m) => ({ move: m, ...destination(ctx, m, mine) }));
    shown.sort((a, b) => a.rank - b.rank);
    for (const d of shown) list.append(button(ctx, d.move, d.text));
    moves.append(el("h2", {}, ctx.t("danmark.go")), list);
  }
  const stay = legal.find((m) => m.type === "stay");
  if (stay) moves.append(button(ctx, stay, ctx.t("danmark.stay")));

  const known = new Set(["start", "roll", "answer", "walk", "cross", "stay"]);
  const other = legal.filter((m) => !known.has(m.type));
  if (other.length) moves.append(renderMoveButtons(other, ctx));

  // my cards on the board: the action bar holds only what to do now
  board.append(cards(view, seat, ctx));
  const tickets = (view.tickets || [])[seat] || [];
  if (tickets.length) board.append(el("p", {}, fill(ctx.t("danmark.tickets"), tickets.length)));
  return { board, moves };
}
