// Finden Sie Minden on the phone: the offered and the drafted card, trading, the chip and the
// tip card with its four stones (W/O, N/M/S, square, quadrant) — every seat tips at once.
import { el, fill, renderMoveButtons } from "./render.js";

const STONES = [
  { title: "minden.stone.we", values: ["W", "O"], names: { W: "minden.west", O: "minden.east" } },
  { title: "minden.stone.nms", values: ["N", "M", "S"], names: { N: "minden.north", M: "minden.middle", S: "minden.south" } },
  { title: "minden.stone.square" },
  { title: "minden.stone.quadrant", values: ["A", "B", "C", "D"] },
];
const SQUARES = { N: 15, M: 10, S: 15 };

function cardFace(card) {
  return el("div", { class: "cardface", "data-colour": card.colour },
    el("div", {}, card.title), el("div", { class: "size" }, card.prompt));
}


// --- the board without names (lon 6–16°E, lat 47–55°N; squares 2° × 1°, quadrants A B / C D) ---
const SVG = "http://www.w3.org/2000/svg";
const KX = 25.2; // units per degree of longitude (a square is about as wide as it is on the map)
const KY = 40; // units per degree of latitude
const FIRST_ROW = { N: 0, M: 3, S: 5 };
const ZONE_OF_ROW = ["N", "N", "N", "M", "M", "S", "S", "S"];
const svg = (tag, attrs = {}, text) => {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
};
const xOf = (lon) => (lon - 6) * KX;
const yOf = (lat) => (55 - lat) * KY;

// [ew, zone, number, quadrant] → the rectangle it names (lon/lat), or null
function area(tip) {
  if (!tip || tip.length < 3) return null;
  const n = Number(tip[2]) - 1;
  const row = FIRST_ROW[tip[1]] + Math.floor(n / 5);
  const col = n % 5;
  const west = 6 + 2 * col;
  const north = 55 - row;
  if (tip.length < 4) return { west, north, w: 2, h: 1 };
  const q = "ABCD".indexOf(tip[3]);
  return { west: west + (q % 2), north: north - 0.5 * Math.floor(q / 2), w: 1, h: 0.5 };
}

function rect(a, cls) {
  return svg("rect", { x: xOf(a.west), y: yOf(a.north), width: a.w * KX, height: a.h * KY, class: cls });
}

function marker(lon, lat, cls, label) {
  const g = svg("g", { class: cls });
  g.append(svg("circle", { cx: xOf(lon), cy: yOf(lat), r: 6 }));
  if (label) g.append(svg("title", {}, label));
  return g;
}

// The nameless board: squares numbered by zone, the W/O line at 10°E, the zone lines; the
// player's tip (square and quadrant) highlighted; solutions, the true place and the indicator.
function mindenBoard({ tip, solutions = [], indicator, place, onTap }) {
  const root = svg("svg", { viewBox: `-2 -2 ${10 * KX + 4} ${8 * KY + 4}`, class: "mindenboard", role: "img" });
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const zone = ZONE_OF_ROW[row];
      const number = (row - FIRST_ROW[zone]) * 5 + col + 1;
      root.append(svg("rect", { x: col * 2 * KX, y: row * KY, width: 2 * KX, height: KY, class: "sq" }));
      root.append(svg("text", { x: col * 2 * KX + 4, y: row * KY + 13, class: "num" }, String(number)));
      root.append(svg("line", { x1: col * 2 * KX + KX, y1: row * KY, x2: col * 2 * KX + KX, y2: (row + 1) * KY, class: "q" }));
      root.append(svg("line", { x1: col * 2 * KX, y1: row * KY + KY / 2, x2: (col + 1) * 2 * KX, y2: row * KY + KY / 2, class: "q" }));
    }
  }
  for (const sol of solutions) { const a = area(sol); if (a) root.append(rect(a, "solution")); }
  const sq = area(tip && tip.slice(0, 3));
  if (sq) root.append(rect(sq, "tipsquare"));
  const quad = area(tip);
  if (quad && tip.length === 4) root.append(rect(quad, "tipquad"));
  root.append(svg("line", { x1: xOf(10), y1: 0, x2: xOf(10), y2: 8 * KY, class: "ew" }));
  for (const lat of [52, 50]) root.append(svg("line", { x1: 0, y1: yOf(lat), x2: 10 * KX, y2: yOf(lat), class: "ew" }));
  for (const [zone, row] of [["N", 1.5], ["M", 4], ["S", 6.5]]) {
    root.append(svg("text", { x: 10 * KX - 4, y: row * KY + 5, class: "zone" }, zone));
  }
  root.append(svg("text", { x: xOf(8), y: 8 * KY - 4, class: "zone" }, "W"), svg("text", { x: xOf(13), y: 8 * KY - 4, class: "zone" }, "O"));
  if (place) root.append(marker(place[0], place[1], "place"));
  if (indicator) root.append(marker(indicator[0], indicator[1], "indicator"));
  if (onTap) {
    root.classList.add("tappable");
    root.addEventListener("click", (event) => {
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(root.getScreenCTM().inverse());
      const lon = Math.min(16, Math.max(6, 6 + point.x / KX));
      const lat = Math.min(55, Math.max(47, 55 - point.y / KY));
      onTap(Math.round(lon * 1000) / 1000, Math.round(lat * 1000) / 1000);
    });
  }
  return root;
}

// which stones of a tip were right: stone i is right when a solution begins with tip[0..i]
function stonesRight(tip, solutions) {
  return tip.map((_, i) => solutions.some((s) => tip.slice(0, i + 1).every((v, j) => String(s[j]) === String(v))));
}

function scoring(message, ctx, scoreMove) {
  const view = message.view;
  const seat = message.seat;
  const tip = ((view.tips || [])[seat] || {}).tip || [];
  const box = el("div");
  box.append(el("p", { class: "hint" }, ctx.t("minden.place_hint")));
  const indicator = ctx.ui.indicator || null;
  box.append(mindenBoard({
    tip,
    indicator,
    onTap: (lon, lat) => { ctx.ui.indicator = [lon, lat]; ctx.redraw(); },
  }));
  return box;
}

function result(message, ctx) {
  const view = message.view;
  const seat = message.seat;
  const record = [...(view.history || [])].reverse().find((r) => r.player === seat && r.round === view.round)
    || [...(view.history || [])].reverse().find((r) => r.player === seat);
  if (!record) return null;
  const card = (view.scored_cards || {})[record.card];
  if (!card) return null;
  const box = el("div", { class: "result" });
  box.append(el("h2", {}, ctx.t("minden.solution")), el("div", { class: "cardface" },
    el("div", {}, card.title), el("div", { class: "size" }, card.solutions.map((s) => s.join(" ")).join(" / "))));
  if (card.explanation) box.append(el("p", { class: "hint" }, card.explanation));
  const right = stonesRight(record.tip, card.solutions);
  const stones = el("ol", { class: "stones" });
  record.tip.forEach((v, i) => stones.append(el("li", { class: right[i] ? "right" : "wrong" }, `${right[i] ? "✓" : "✗"} ${v}`)));
  box.append(stones);
  const steps = record.to - record.from;
  box.append(el("p", { class: record.right ? "ok" : "bad" }, record.right ? fill(ctx.t("minden.right"), steps) : ctx.t("minden.wrong")));
  box.append(mindenBoard({
    tip: record.tip,
    solutions: card.solutions,
    indicator: record.lon === null || record.lon === undefined ? null : [record.lon, record.lat],
    place: card.lon === null || card.lon === undefined ? null : [card.lon, card.lat],
  }));
  return box;
}

const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

function tipCard(message, ctx) {
  const guesses = message.legal.filter((m) => m.type === "guess");
  const prefix = ctx.ui.tip || [];
  const box = el("div");
  const extends_ = (depth, value) =>
    guesses.some((m) => m.tip.length > depth && same(m.tip.slice(0, depth), prefix.slice(0, depth)) && m.tip[depth] === value);
  // the stones chosen so far in one row (a tap chooses that stone again), the tip to send, and
  // only the stone to choose now: the action bar stays short enough for the thumb
  const chosen = guesses.find((m) => same(m.tip, prefix));
  if (chosen) {
    box.append(el("button", { type: "button", class: "callout", onclick: () => ctx.send(chosen) },
      `${ctx.t("minden.send_tip")} (${prefix.join(" ") || "—"})`));
  }
  if (prefix.length) {
    const row = el("div", { class: "choices placed" });
    prefix.forEach((value, depth) => {
      const stone = STONES[depth];
      const name = stone.names ? ctx.t(stone.names[value]) : String(value);
      row.append(el("button", {
        type: "button", "aria-pressed": "true", "aria-label": `${ctx.t(stone.title)}: ${name}`,
        onclick: () => { ctx.ui.tip = prefix.slice(0, depth); ctx.redraw(); },
      }, `${name} ✎`));
    });
    box.append(row);
  }
  const depth = prefix.length;
  const stone = STONES[depth];
  if (stone && guesses.some((m) => m.tip.length > depth && same(m.tip.slice(0, depth), prefix))) {
    const set = el("fieldset", { class: "stone" }, el("legend", {}, ctx.t(stone.title)));
    let values = stone.values;
    let holder = el("div", { class: "choices" });
    if (depth === 2) {
      const count = SQUARES[prefix[1]] || 15;
      values = Array.from({ length: count }, (_, i) => i + 1);
      holder = el("div", { class: "grid grid5" });
    }
    if (depth === 3) holder = el("div", { class: "grid grid2" });
    for (const value of values) {
      const name = stone.names ? ctx.t(stone.names[value]) : String(value);
      holder.append(el("button", {
        type: "button",
        "aria-pressed": "false",
        disabled: extends_(depth, value) ? null : "disabled",
        onclick: () => { ctx.ui.tip = [...prefix, value]; ctx.redraw(); },
      }, name));
    }
    set.append(holder);
    box.append(set);
  }
  return box;
}

export function renderMinden(message, ctx) {
  const view = message.view;
  const seat = message.seat;
  const legal = message.legal;
  const board = el("div", { "data-ply": message.ply }); // the state shown (tests wait on it)
  const moves = el("div"); // the action bar

  // the drafted card (or the round's offer to draft from)
  const mine = (view.hands || [])[seat];
  if (mine) board.append(el("h2", {}, ctx.t("minden.card")), cardFace(mine));
  const drafts = legal.filter((m) => m.type === "draft");
  if (view.offer && view.offer.length) {
    board.append(el("h2", {}, ctx.t("minden.draft")));
    const list = el("div", { class: "piles" });
    const row = el("div", { class: "movelist draft" });
    for (const card of view.offer) {
      list.append(el("div", { class: "pile" }, cardFace(card)));
      const take = drafts.find((m) => m.card_id === card.id);
      if (take) row.append(el("button", { type: "button", class: "primary", onclick: () => ctx.send(take) }, `${ctx.t("minden.draft")}: ${card.title}`));
    }
    board.append(list);
    if (row.childElementCount) moves.append(row);
  }

  // chip and stones
  const facts = [];
  if (view.stones) facts.push(fill(ctx.t("minden.stones"), view.stones[seat]));
  if (view.trade_chip) facts.push(`${ctx.t("minden.chip")}: ${view.trade_chip[seat] ? ctx.t("yes") : ctx.t("no")}`);
  board.append(el("p", {}, facts.join(" · ")));

  // trading
  const trade = legal.find((m) => m.type === "trade");
  const keep = legal.find((m) => m.type === "keep");
  if (trade || keep) {
    const row = el("div", { class: "movelist" });
    if (trade) row.append(el("button", { type: "button", class: "primary", onclick: () => ctx.send(trade) }, ctx.t("minden.trade")));
    if (keep) row.append(el("button", { type: "button", onclick: () => ctx.send(keep) }, ctx.t("minden.keep")));
    moves.append(row);
  }

  // the tip card: my stones once placed, else the stones to place
  const tip = (view.tips || [])[seat];
  if (legal.some((m) => m.type === "guess")) {
    moves.append(el("h2", {}, ctx.t("minden.guess")), tipCard(message, ctx));
  } else if (tip && tip.tip) {
    board.append(el("h2", {}, ctx.t("minden.tip")), el("p", { class: "cardface" }, tip.tip.join(" · ") || "—"));
  }

  // the scoring: the place indicator tapped on the nameless board, then the card turned over
  const score = legal.find((m) => m.type === "score");
  if (score) {
    board.append(el("h2", {}, ctx.t("minden.scoring")), scoring(message, ctx, score));
    const at = ctx.ui.indicator;
    moves.append(el("button", {
      type: "button", class: "callout",
      onclick: () => ctx.send({ ...score, lon: at ? at[0] : null, lat: at ? at[1] : null }),
    }, at ? ctx.t("minden.reveal") : ctx.t("minden.reveal_without")));
  } else {
    const shown = result(message, ctx);
    if (shown) board.append(shown);
  }
  board.append(el("p", {}, fill(ctx.t("minden.track"), (view.positions || [])[seat] ?? 0, (view.rules || {}).track_length ?? "?")));

  const known = new Set(["draft", "trade", "keep", "guess", "score"]);
  const other = legal.filter((m) => !known.has(m.type));
  if (other.length) moves.append(renderMoveButtons(other, ctx));
  return { board, moves };
}
