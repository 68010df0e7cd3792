// Carcassonne on the phone: the tile in hand drawn as on the board (its sides from the welcome's
// labels: "tile:ID" → N E S W as c/r/f, "m" for a monastery), turned with ⟲ ⟳; where it fits in
// that direction, meeples, upgrades and the end of the turn as buttons. The laptop's board shows
// the map everybody looks at.
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
  picture.append(tile);
  return picture;
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

function label(ctx, move, spot) {
  if (move.kind === "meeple") return fill(ctx.t("carcassonne.meeple"), spot);
  if (move.kind === "skip") return ctx.t("carcassonne.skip");
  if (move.kind === "done") return ctx.t("carcassonne.done");
  if (move.kind === "upgrade") return fill(ctx.t("carcassonne.upgrade"), `${move.square[0]}/${move.square[1]}`);
  return move.kind;
}

export function renderCarcassonne(message, ctx) {
  const view = message.view;
  const seat = message.seat;
  const legal = message.legal;
  const board = el("div", { "data-ply": message.ply }); // the state shown (tests wait on it)
  const moves = el("div");
  const places = legal.filter((m) => m.kind === "place");
  const turns = [...new Set(places.map((m) => m.rotation))].sort();
  if (ctx.ui.rotation === undefined) ctx.ui.rotation = turns.length ? turns[0] : 0;
  const rotation = ctx.ui.rotation;
  const code = ctx.labels[`tile:${view.tile}`];

  if (view.phase === "place" && view.tile && code) {
    const mine = view.current === seat;
    const title = mine ? ctx.t("carcassonne.tile") : fill(ctx.t("carcassonne.tile_of"), (message.players[view.current] || {}).name ?? "");
    const text = describe(ctx, code, rotation);
    board.append(el("h2", {}, title));
    const figure = el("figure", { class: "tilebox" });
    figure.append(tileSVG(code, rotation, text), el("figcaption", { class: "hint", "aria-live": "polite" }, text));
    board.append(figure);
    if (places.length) {
      const turn = (step) => () => {
        for (let k = 1; k <= 4; k += 1) {
          const next = (rotation + step * k + 8) % 4;
          if (turns.includes(next)) { ctx.ui.rotation = next; break; }
        }
        ctx.redraw();
      };
      moves.append(el("div", { class: "movelist turns" },
        el("button", { type: "button", class: "turn-left", onclick: turn(-1) }, ctx.t("carcassonne.left")),
        el("button", { type: "button", class: "turn-right", onclick: turn(1) }, ctx.t("carcassonne.right"))));
      const fits = places.filter((m) => m.rotation === rotation);
      moves.append(el("p", {}, fits.length ? fill(ctx.t("carcassonne.fits"), fits.length) : ctx.t("carcassonne.no_fit")));
      const list = el("div", { class: "movelist lay" });
      for (const m of fits) {
        const where = fill(ctx.t("carcassonne.lay"), m.square[0], m.square[1]);
        list.append(el("button", { type: "button", title: where, "data-square": `${m.square[0]},${m.square[1]}`, onclick: () => ctx.send(m) }, squareName(ctx, m.square[0], m.square[1])));
      }
      moves.append(list);
    }
  }

  let spot = 0;
  const rest = legal.filter((m) => m.kind !== "place");
  const spots = new Map(rest.map((m) => [m, m.kind === "meeple" ? (spot += 1) : 0]));
  if (rest.length) moves.append(renderMoveButtons(rest, ctx, (m) => label(ctx, m, spots.get(m))));

  board.append(el("p", {}, fill(ctx.t("carcassonne.tiles_left"), view.tiles_left)));
  board.append(el("p", {}, fill(ctx.t("carcassonne.score"), view.scores[seat], view.supply[seat])));
  return { board, moves, raw: false };
}
