// Carcassonne on the phone: the tile in hand drawn as on the board (its sides from the welcome's
// labels: "tile:ID" → N E S W as c/r/f, "m" for a monastery), turned with ⟲ ⟳; a zoomable map of
// the laid tiles and meeples on which the squares where the tile fits in that direction are marked:
// a tap chooses one and shows the tile there, the action bar lays it. After laying, the tile with
// its meeple spots drawn where the laptop's board draws them ("spots:ID": the feature's kind and
// point in the unturned unit square), numbered; a tap chooses a spot, the bar sets the meeple.
import { el, fill, renderMoveButtons } from "./render.js";

const SVG = "http://www.w3.org/2000/svg";
const SIDES = { c: "carcassonne.city", r: "carcassonne.road", f: "carcassonne.field" };

function svg(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

// The sides N, E, S, W of tile kind `code` after `rotation` quarter turns clockwise.
export function turnedSides(code, rotation) {
  const sides = code.slice(0, 4).split("");
  return [0, 1, 2, 3].map((i) => sides[(i - rotation + 4) % 4]);
}

// The tile as an SVG picture: field green, city sides brown caps, roads from the edge to the
// middle; drawn unturned inside a group turned by `rotation` quarter turns (the small triangle
// marks the tile's own top edge, so that a turn shows even on a symmetric tile).
export function tileSVG(code, rotation, label) {
  const size = 120;
  const picture = svg("svg", { viewBox: `0 0 ${size} ${size}`, width: 160, height: 160, role: "img", "aria-label": label, class: "tile" });
  const tile = svg("g", { transform: `rotate(${90 * rotation} 60 60)`, "data-rotation": rotation });
  drawTile(tile, code);
  picture.append(tile);
  return picture;
}

// The drawing of tile kind `code` unturned into `tile` (a group of 120 × 120 units).
function drawTile(tile, code) {
  const size = 120;
  tile.append(svg("rect", { x: 1, y: 1, width: size - 2, height: size - 2, rx: 4, fill: "#8fbf5a", stroke: "#3b2a1a", "stroke-width": 2 }));
  const sides = code.slice(0, 4).split("");
  const caps = [ // a city cap on each side: N, E, S, W
    "M2,2 L118,2 L90,34 L30,34 Z", "M118,2 L118,118 L86,90 L86,30 Z",
    "M2,118 L118,118 L90,86 L30,86 Z", "M2,2 L2,118 L34,90 L34,30 Z",
  ];
  const roads = ["M60,2 L60,60", "M118,60 L60,60", "M60,118 L60,60", "M2,60 L60,60"];
  sides.forEach((side, i) => {
    if (side === "c") tile.append(svg("path", { d: caps[i], fill: "#c8873e", stroke: "#6b3f14", "stroke-width": 2 }));
  });
  sides.forEach((side, i) => {
    if (side === "r") tile.append(svg("path", { d: roads[i], stroke: "#f4f1e8", "stroke-width": 9, "stroke-linecap": "round", fill: "none" }));
  });
  if (sides.filter((s) => s === "r").length >= 3) tile.append(svg("circle", { cx: 60, cy: 60, r: 9, fill: "#6b4b2a" }));
  if (code.includes("m")) {
    tile.append(svg("rect", { x: 46, y: 48, width: 28, height: 24, fill: "#b3261e", stroke: "#3b2a1a", "stroke-width": 2 }));
    tile.append(svg("path", { d: "M43,50 L60,36 L77,50 Z", fill: "#7a1a14" }));
  }
  tile.append(svg("path", { d: "M54,12 L60,5 L66,12 Z", fill: "#1b1b1b" }));
}

function describe(ctx, code, rotation) {
  const names = turnedSides(code, rotation).map((s) => ctx.t(SIDES[s] || "carcassonne.field"));
  let text = fill(ctx.t("carcassonne.sides"), ...names);
  if (code.includes("m")) text += `, ${ctx.t("carcassonne.monastery")}`;
  return text;
}

// Where a square is, in the names the laptop's board writes on its squares: "on ⌂ Münster",
// or the steps from the nearest named square, "2 east, 1 south of ⌂ Münster" (rows run south).
export function squareName(ctx, col, row) {
  const own = ctx.labels[`square:${col},${row}`];
  if (own) return fill(ctx.t("carcassonne.lay_on"), own);
  let best = null;
  for (const [key, name] of Object.entries(ctx.labels)) {
    if (!key.startsWith("square:")) continue;
    const [c, r] = key.slice(7).split(",").map(Number);
    const d = Math.abs(c - col) + Math.abs(r - row);
    if (!best || d < best.d) best = { d, c, r, name };
  }
  if (!best) return fill(ctx.t("carcassonne.lay"), col, row);
  const steps = [];
  if (col !== best.c) steps.push(fill(ctx.t(col > best.c ? "carcassonne.east" : "carcassonne.west"), Math.abs(col - best.c)));
  if (row !== best.r) steps.push(fill(ctx.t(row > best.r ? "carcassonne.south" : "carcassonne.north"), Math.abs(row - best.r)));
  return fill(ctx.t("carcassonne.lay_near"), steps.join(", "), best.name);
}


const KINDS = { c: "carcassonne.city", r: "carcassonne.road", f: "carcassonne.field", m: "carcassonne.cloister" };
// the players' colours and letters, as on the laptop's board (Okabe–Ito, readable with every
// common colour-vision deficiency together with the letter)
const COLOURS = ["#0072b2", "#e69f00", "#cc79a7", "#f0e442", "#d55e00"];
const LETTERS = ["A", "B", "C", "D", "E"];

// The meeple spots of tile kind `kind` turned `rotation` quarter turns clockwise: by feature
// index, { kind: "c" | "r" | "f" | "m", x, y } in the unit square (x east, y south).
export function spots(ctx, kind, rotation) {
  const text = ctx.labels[`spots:${kind}`];
  if (!text) return [];
  return text.split(";").map((part) => {
    const [k, xs, ys] = part.split(" ");
    let x = Number(xs);
    let y = Number(ys);
    for (let i = 0; i < ((rotation % 4) + 4) % 4; i += 1) [x, y] = [1 - y, x];
    return { kind: k, x, y };
  });
}

function meepleMark(x, y, r, player, upgraded) {
  const g = svg("g", { class: "meeple", "data-player": player });
  g.append(svg("circle", { cx: x, cy: y, r, fill: COLOURS[player % 5], stroke: "#1b1b1b", "stroke-width": upgraded ? r * 0.35 : r * 0.15 }));
  const letter = svg("text", { x, y: y + r * 0.4, "text-anchor": "middle", "font-size": r * 1.1, "font-weight": 700, fill: "#1b1b1b" });
  letter.textContent = LETTERS[player % 5];
  g.append(letter);
  return g;
}

// The tile just laid, large, with its meeple spots numbered where the laptop's board draws them
// (the spots a meeple may go on — the legal `meeple` moves — tappable: a tap chooses the spot).
function spotPicture(ctx, entry, legalSpots, chosen, meeples) {
  const [col, row, kind, rotation] = entry;
  const code = ctx.labels[`tile:${kind}`] || "ffff";
  const size = 120;
  const picture = svg("svg", { viewBox: `0 0 ${size} ${size}`, width: 220, height: 220, class: "tile spots", role: "group" });
  const tile = svg("g", { transform: `rotate(${90 * rotation} 60 60)`, "data-rotation": rotation });
  drawTile(tile, code);
  picture.append(tile);
  const all = spots(ctx, kind, rotation);
  for (const m of meeples) {
    if (m.square[0] === col && m.square[1] === row && all[m.feature]) {
      picture.append(meepleMark(all[m.feature].x * size, all[m.feature].y * size, 9, m.player, m.upgraded));
    }
  }
  legalSpots.forEach(({ move, number }) => {
    const spot = all[move.feature];
    if (!spot) return;
    const x = spot.x * size;
    const y = spot.y * size;
    const g = svg("g", { class: `spot${chosen === move.feature ? " chosen" : ""}`, "data-feature": move.feature, role: "button", tabindex: 0, "aria-label": fill(ctx.t("carcassonne.meeple_on"), number, ctx.t(KINDS[spot.kind] || KINDS.f)) });
    g.append(svg("circle", { cx: x, cy: y, r: 11 }));
    const n = svg("text", { x, y: y + 5, "text-anchor": "middle", "font-size": 14, "font-weight": 700 });
    n.textContent = String(number);
    g.append(n);
    const pick = () => { ctx.ui.spot = move.feature; ctx.redraw(); };
    g.addEventListener("click", pick);
    g.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") pick(); });
    picture.append(g);
  });
  return picture;
}

// The map: every laid tile and meeple, the named squares, the last tile outlined; with `fits`,
// the squares where the tile in hand fits in its direction (a tap calls `pick`), and the chosen
// one with the tile in hand shown on it. Zoomed with + and − (kept while the page lives).
const CELL = 40;
let zoom = 0; // 0: the whole map fits the width; each step ×1.5
function land(ctx) {
  return (ctx.labels["map:land"] || "").split(";").filter(Boolean).map((s) => s.split(",").map(Number));
}

function mapBounds(view, ctx, fits) {
  const squares = view.tiles.map((t) => [t[0], t[1]]).concat(fits.map((m) => m.square), land(ctx));
  for (const key of Object.keys(ctx.labels)) {
    if (key.startsWith("square:")) squares.push(key.slice(7).split(",").map(Number));
  }
  const cols = squares.map((s) => s[0]);
  const rows = squares.map((s) => s[1]);
  // sea below the south: a square there can be scrolled up out from under the action bar
  return { c0: Math.min(...cols) - 1, c1: Math.max(...cols) + 1, r0: Math.min(...rows) - 1, r1: Math.max(...rows) + 5 };
}

// The squares of the other seats' moves in the state's `last` (tiles laid, upgrades).
function recentSquares(message) {
  return (message.last || [])
    .filter((e) => e.seat !== null && e.seat !== message.seat && e.move && Array.isArray(e.move.square))
    .map((e) => ({ seat: e.seat, square: e.move.square }));
}

let recent = [];

function mapSVG(view, ctx, fits, chosen, code, rotation) {
  const b = mapBounds(view, ctx, fits);
  const width = (b.c1 - b.c0 + 1) * CELL;
  const height = (b.r1 - b.r0 + 1) * CELL;
  const x = (c) => (c - b.c0) * CELL;
  const y = (r) => (r - b.r0) * CELL;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "cmap", role: "img", "aria-label": ctx.t("carcassonne.map") });
  root.style.width = `${100 * 1.5 ** zoom}%`;
  root.append(svg("rect", { x: 0, y: 0, width, height, class: "sea" }));
  for (const [c, r] of land(ctx)) root.append(svg("rect", { x: x(c), y: y(r), width: CELL, height: CELL, class: "land" }));
  for (const [key, name] of Object.entries(ctx.labels)) {
    if (!key.startsWith("square:")) continue;
    const [c, r] = key.slice(7).split(",").map(Number);
    if (view.tiles.some((t) => t[0] === c && t[1] === r && t[2] !== "BIG")) continue;
    const big = view.tiles.some((t) => t[0] === c && t[1] === r);
    if (big) root.append(svg("rect", { x: x(c) + 1, y: y(r) + 1, width: CELL - 2, height: CELL - 2, rx: 3, class: "bigcity" }));
    const label = svg("text", { x: x(c) + CELL / 2, y: y(r) + CELL / 2 + 3, class: big ? "bigname" : "name", "text-anchor": "middle" });
    label.textContent = name.length > 9 ? `${name.slice(0, 8)}…` : name;
    root.append(label);
  }
  const tileAt = (c, r, kind, rot, cls) => {
    const g = svg("g", { transform: `translate(${x(c)} ${y(r)}) scale(${CELL / 120}) rotate(${90 * rot} 60 60)`, class: cls });
    drawTile(g, ctx.labels[`tile:${kind}`] || "ffff");
    return g;
  };
  for (const [c, r, kind, rot] of view.tiles) {
    if (kind === "BIG") continue;
    root.append(tileAt(c, r, kind, rot, "laid"));
  }
  for (const m of view.meeples || []) {
    const t = view.tiles.find((e) => e[0] === m.square[0] && e[1] === m.square[1]);
    const spot = t && t[2] !== "BIG" ? spots(ctx, t[2], t[3])[m.feature] : null;
    const px = spot ? spot.x : 0.5;
    const py = spot ? spot.y : 0.5;
    root.append(meepleMark(x(m.square[0]) + px * CELL, y(m.square[1]) + py * CELL, 5, m.player, m.upgraded));
  }
  if (view.last) root.append(svg("rect", { x: x(view.last[0]) + 1, y: y(view.last[1]) + 1, width: CELL - 2, height: CELL - 2, class: "last" }));
  // the other players' tiles and upgrades since this seat's own last move (the state's `last`)
  for (const { seat, square } of recent) {
    const mark = svg("rect", { x: x(square[0]) + 3, y: y(square[1]) + 3, width: CELL - 6, height: CELL - 6, rx: 2, class: "recent", "data-player": seat, "data-square": `${square[0]},${square[1]}` });
    root.append(mark);
  }
  for (const m of fits) {
    const [c, r] = m.square;
    const here = chosen && chosen[0] === c && chosen[1] === r;
    if (here && code) {
      const ghost = svg("g", { transform: `translate(${x(c)} ${y(r)}) scale(${CELL / 120}) rotate(${90 * rotation} 60 60)`, class: "ghost" });
      drawTile(ghost, code);
      root.append(ghost);
    }
    const box = svg("rect", { x: x(c) + 2, y: y(r) + 2, width: CELL - 4, height: CELL - 4, rx: 3, class: here ? "fit chosen" : "fit", "data-square": `${c},${r}` });
    box.addEventListener("click", () => { ctx.ui.square = [c, r]; ctx.redraw(); });
    root.append(box);
  }
  return root;
}

function mapBox(view, ctx, fits, chosen, code, rotation) {
  const box = el("div", { class: "cmapbox" });
  const zoomRow = el("div", { class: "zoom" },
    el("button", { type: "button", class: "zoom-out", "aria-label": ctx.t("carcassonne.zoom_out"), onclick: () => { zoom = Math.max(0, zoom - 1); ctx.redraw(); } }, "−"),
    el("button", { type: "button", class: "zoom-in", "aria-label": ctx.t("carcassonne.zoom_in"), onclick: () => { zoom = Math.min(4, zoom + 1); ctx.redraw(); } }, "+"));
  const scroller = el("div", { class: "cmapscroll" });
  const map = mapSVG(view, ctx, fits, chosen, code, rotation);
  scroller.append(map);
  box.append(zoomRow, scroller);
  // once drawn, the chosen square (or the last tile) in the middle of the zoomed map
  const focus = chosen || view.last;
  if (focus) {
    requestAnimationFrame(() => {
      const mark = map.querySelector(chosen ? ".fit.chosen" : ".last");
      if (!mark) return;
      const r = mark.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      scroller.scrollLeft += r.left + r.width / 2 - (s.left + s.width / 2);
      scroller.scrollTop += r.top + r.height / 2 - (s.top + s.height * 0.3); // above the bar
    });
  }
  return box;
}

function label(ctx, move) {
  if (move.kind === "skip") return ctx.t("carcassonne.skip");
  if (move.kind === "done") return ctx.t("carcassonne.done");
  if (move.kind === "upgrade") return fill(ctx.t("carcassonne.upgrade"), `${move.square[0]}/${move.square[1]}`);
  return move.kind;
}

export function renderCarcassonne(message, ctx) {
  recent = recentSquares(message);
  const view = message.view;
  const seat = message.seat;
  const legal = message.legal;
  const board = el("div", { "data-ply": message.ply }); // the state shown (tests wait on it)
  const moves = el("div"); // the action bar: what the player does now
  const places = legal.filter((m) => m.kind === "place");
  const turns = [...new Set(places.map((m) => m.rotation))].sort();
  if (ctx.ui.rotation === undefined) ctx.ui.rotation = turns.length ? turns[0] : 0;
  const rotation = ctx.ui.rotation;
  const code = ctx.labels[`tile:${view.tile}`];
  const fits = places.filter((m) => m.rotation === rotation);

  if (view.phase === "place" && view.tile && code) {
    const mine = view.current === seat;
    const title = mine ? ctx.t("carcassonne.tile") : fill(ctx.t("carcassonne.tile_of"), (message.players[view.current] || {}).name ?? "");
    const text = describe(ctx, code, rotation);
    const figure = el("figure", { class: "tilebox" });
    const caption = el("figcaption", { class: "hint", "aria-live": "polite" }, el("strong", {}, title), el("br"), text);
    figure.append(tileSVG(code, rotation, text), caption);
    board.append(figure);
  }
  const where = board.querySelector("figcaption") || board;
  let chosen = null;
  if (places.length) {
    if (!fits.some((m) => ctx.ui.square && m.square[0] === ctx.ui.square[0] && m.square[1] === ctx.ui.square[1])) {
      ctx.ui.square = fits.length ? fits[0].square : null; // the first square where it fits, at once
    }
    chosen = ctx.ui.square;
    where.append(el("span", { class: "fits" }, fits.length ? `${fill(ctx.t("carcassonne.fits"), fits.length)}. ${ctx.t("carcassonne.tap_square")}` : ctx.t("carcassonne.no_fit")));
  }
  board.append(mapBox(view, ctx, places.length ? fits : [], chosen, code, rotation));

  if (places.length) {
    const turn = (step) => () => {
      for (let k = 1; k <= 4; k += 1) {
        const next = (rotation + step * k + 8) % 4;
        if (turns.includes(next)) { ctx.ui.rotation = next; break; }
      }
      ctx.redraw();
    };
    const row = el("div", { class: "movelist turns" },
      el("button", { type: "button", class: "turn-left", onclick: turn(-1) }, ctx.t("carcassonne.left")),
      el("button", { type: "button", class: "turn-right", onclick: turn(1) }, ctx.t("carcassonne.right")));
    moves.append(row);
    const move = fits.find((m) => chosen && m.square[0] === chosen[0] && m.square[1] === chosen[1]);
    if (move) {
      moves.append(el("button", { type: "button", class: "primary lay-here", "data-square": `${move.square[0]},${move.square[1]}`, onclick: () => ctx.send(move) }, squareName(ctx, move.square[0], move.square[1])));
    }
    // every square as a button too (a screen reader's way; the map is the thumb's)
    const list = el("div", { class: "movelist lay" });
    for (const m of fits) {
      const where = fill(ctx.t("carcassonne.lay"), m.square[0], m.square[1]);
      list.append(el("button", { type: "button", title: where, "data-square": `${m.square[0]},${m.square[1]}`, onclick: () => ctx.send(m) }, squareName(ctx, m.square[0], m.square[1])));
    }
    if (fits.length) board.append(el("details", { class: "squares" }, el("summary", {}, ctx.t("carcassonne.all_squares")), list));
  }

  // after laying: the tile with its meeple spots, numbered; a tap chooses, the bar sets it
  const meeples = legal.filter((m) => m.kind === "meeple");
  if (meeples.length) {
    const entry = view.last && view.tiles.find((t) => t[0] === view.last[0] && t[1] === view.last[1]);
    const numbered = meeples.map((move, i) => ({ move, number: i + 1 }));
    if (!meeples.some((m) => m.feature === ctx.ui.spot)) ctx.ui.spot = meeples[0].feature;
    if (entry) {
      const all = spots(ctx, entry[2], entry[3]);
      board.prepend(el("figure", { class: "tilebox spotbox" }, spotPicture(ctx, entry, numbered, ctx.ui.spot, view.meeples || []),
        el("figcaption", { class: "hint" }, ctx.t("carcassonne.spots_hint"))));
      const { move, number } = numbered.find((n) => n.move.feature === ctx.ui.spot);
      const kind = (all[move.feature] || {}).kind;
      moves.append(el("button", { type: "button", class: "primary set-meeple", "data-feature": move.feature, onclick: () => ctx.send(move) },
        fill(ctx.t("carcassonne.meeple_on"), number, ctx.t(KINDS[kind] || KINDS.f))));
    } else {
      moves.append(renderMoveButtons(meeples, ctx, (m) => fill(ctx.t("carcassonne.meeple_on"), m.feature + 1, "")));
    }
  }
  const rest = legal.filter((m) => m.kind !== "place" && m.kind !== "meeple");
  if (rest.length) moves.append(renderMoveButtons(rest, ctx, (m) => label(ctx, m)));

  board.append(el("p", {}, fill(ctx.t("carcassonne.tiles_left"), view.tiles_left), " · ",
    fill(ctx.t("carcassonne.score"), view.scores[seat] ?? "–", view.supply[seat] ?? "–")));
  return { board, moves };
}
