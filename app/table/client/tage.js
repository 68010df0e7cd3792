// 10 Tage durch Deutschland on the phone: the card holder (tap a day to exchange), the drawn
// card, the draw pile and the three discard piles, the call-out, the route check.
import { el, fill, renderMoveButtons } from "./render.js";

function card(ctx, id) {
  if (id === null || id === undefined) return ctx.t("tage.empty");
  return ctx.labels[id] ?? id;
}

function declareMatches(move, ctx) {
  return !("declare" in move) || Boolean(move.declare) === Boolean(ctx.ui.declare);
}

export function renderTage(message, ctx) {
  const view = message.view;
  const legal = message.legal;
  const board = el("div");
  const moves = el("div");
  const button = (move, text, cls) =>
    el("button", { type: "button", class: cls, onclick: () => ctx.send(move) }, text);

  // the drawn card
  if (view.drawn !== null && view.drawn !== undefined && view.current === message.seat) {
    board.append(el("h2", {}, ctx.t("tage.drawn")), el("p", {}, el("span", { class: "cardface" }, card(ctx, view.drawn))));
  }

  // call-out: alone at the start of a turn, or with the card laid off
  const declare = legal.find((m) => m.type === "declare");
  if (declare) moves.append(button(declare, ctx.t("tage.declare"), "callout"));
  if (legal.some((m) => m.declare === true)) {
    const box = el("input", { type: "checkbox", id: "tage-declare" });
    box.checked = Boolean(ctx.ui.declare);
    box.addEventListener("change", () => { ctx.ui.declare = box.checked; ctx.redraw(); });
    moves.append(el("label", { class: "check", for: "tage-declare" }, box, fill(ctx.t("tage.with_declare"), ctx.t("tage.declare"))));
  }

  // the card holder, ten days; during setup the cards lie face down
  const holder = el("ol", { class: "holder", "aria-label": ctx.t("tage.holder") });
  const links = (view.route && view.route.links) || [];
  const mine = view.holder || [];
  const filled = (view.filled || [])[message.seat] || [];
  for (let day = 0; day < 10; day += 1) {
    const shown = view.holder ? card(ctx, mine[day]) : (filled[day] ? ctx.t("tage.hidden") : ctx.t("tage.empty"));
    const row = el("li", {}, el("span", { class: "day" }, fill(ctx.t("tage.day"), day + 1)), el("span", { class: "card" }, shown));
    const swap = el("span", { class: "swap" });
    for (const move of legal) {
      if (move.type === "place" && move.slot === day) {
        row.append(button(move, fill(ctx.t("tage.setup"), day + 1), "primary"));
      } else if (move.type === "exchange" && move.slot === day && declareMatches(move, ctx)) {
        const b = button(move, `↔ ${move.pile + 1}`);
        b.setAttribute("aria-label", `${fill(ctx.t("tage.exchange"), day + 1)} — ${fill(ctx.t("tage.pile"), move.pile + 1)}`);
        swap.append(b);
      }
    }
    if (swap.childElementCount) row.append(swap);
    holder.append(row);
    const link = links.find((l) => l.start === day);
    if (link && day < 9) {
      holder.append(el("li", { class: `link ${link.ok ? "ok" : "bad"}` },
        `${link.ok ? "✓" : "✗"} ${fill(ctx.t("tage.day"), day + 1)}–${day + 2}: ${link.ok ? ctx.t("tage.route_ok") : ctx.t("tage.route_bad")}`));
    }
  }
  board.append(el("h2", {}, ctx.t("tage.holder")));
  if (legal.some((m) => m.type === "exchange")) board.append(el("p", { class: "hint" }, ctx.t("tage.exchange_hint")));
  board.append(holder);

  // the piles
  const piles = el("div", { class: "piles" });
  const drawPile = el("div", { class: "pile" }, el("span", { class: "top" }, ctx.t("tage.draw_pile")), el("span", { class: "size" }, String(view.draw_pile)));
  const fromDraw = legal.find((m) => m.type === "draw" && (m.pile === null || m.pile === undefined));
  if (fromDraw) drawPile.append(button(fromDraw, ctx.t("tage.draw"), "primary"));
  piles.append(drawPile);
  (view.discards || []).forEach((pile, i) => {
    const box = el("div", { class: "pile" }, el("span", { class: "size" }, fill(ctx.t("tage.pile"), i + 1)), el("span", { class: "top" }, card(ctx, pile.top)), el("span", { class: "size" }, `× ${pile.size}`));
    const take = legal.find((m) => m.type === "draw" && m.pile === i);
    if (take) box.append(button(take, fill(ctx.t("tage.take"), i + 1)));
    const discard = legal.find((m) => m.type === "discard" && m.pile === i && declareMatches(m, ctx));
    if (discard) box.append(button(discard, fill(ctx.t("tage.discard"), i + 1), "primary"));
    piles.append(box);
  });
  board.append(el("h2", {}, ctx.t("tage.piles")), piles);

  // anything this renderer does not know still gets a button
  const known = new Set(["place", "exchange", "draw", "discard", "declare"]);
  const other = legal.filter((m) => !known.has(m.type));
  if (other.length) moves.append(renderMoveButtons(other, ctx));
  return { board, moves, raw: true };
}
