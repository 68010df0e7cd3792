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

const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

function tipCard(message, ctx) {
  const guesses = message.legal.filter((m) => m.type === "guess");
  const prefix = ctx.ui.tip || [];
  const box = el("div");
  const extends_ = (depth, value) =>
    guesses.some((m) => m.tip.length > depth && same(m.tip.slice(0, depth), prefix.slice(0, depth)) && m.tip[depth] === value);
  STONES.forEach((stone, depth) => {
    if (depth > prefix.length) return;
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
      const pressed = prefix[depth] === value;
      const name = stone.names ? ctx.t(stone.names[value]) : String(value);
      const b = el("button", {
        type: "button",
        "aria-pressed": pressed ? "true" : "false",
        disabled: extends_(depth, value) ? null : "disabled",
        onclick: () => { ctx.ui.tip = [...prefix.slice(0, depth), value]; ctx.redraw(); },
      }, name);
      holder.append(b);
    }
    set.append(holder);
    box.append(set);
  });
  const chosen = guesses.find((m) => same(m.tip, prefix));
  if (chosen) {
    box.append(el("button", { type: "button", class: "callout", onclick: () => ctx.send(chosen) },
      `${ctx.t("minden.send_tip")} (${prefix.join(" ") || "—"})`));
  }
  return box;
}

export function renderMinden(message, ctx) {
  const view = message.view;
  const seat = message.seat;
  const legal = message.legal;
  const board = el("div");
  const moves = el("div");

  // the drafted card (or the round's offer to draft from)
  const mine = (view.hands || [])[seat];
  if (mine) board.append(el("h2", {}, ctx.t("minden.card")), cardFace(mine));
  const drafts = legal.filter((m) => m.type === "draft");
  if (view.offer && view.offer.length) {
    board.append(el("h2", {}, ctx.t("minden.draft")));
    const list = el("div", { class: "piles" });
    for (const card of view.offer) {
      const box = el("div", { class: "pile" }, cardFace(card));
      const take = drafts.find((m) => m.card_id === card.id);
      if (take) box.append(el("button", { type: "button", class: "primary", onclick: () => ctx.send(take) }, ctx.t("minden.draft")));
      list.append(box);
    }
    board.append(list);
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

  const known = new Set(["draft", "trade", "keep", "guess"]);
  const other = legal.filter((m) => !known.has(m.type));
  if (other.length) moves.append(renderMoveButtons(other, ctx));
  return { board, moves, raw: true };
}
