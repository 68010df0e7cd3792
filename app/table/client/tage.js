// 10 Tage durch Deutschland on the phone: the card holder (with the route check), the drawn card
// (during setup the card to place next, which only its placer sees), the draw pile and the three
// discard piles on the board; in the action bar what the player does now: during setup a button
// per free day; at the start of a turn drawing, taking and the call-out; with a card in hand a
// button per day it may go on (then the pile the day's old card goes onto) and the discards.
import { el, fill, renderMoveButtons } from "./render.js";

function card(ctx, id) {
  if (id === null || id === undefined) return ctx.t("tage.empty");
  return ctx.labels[id] ?? id;
}

function declareMatches(move, ctx) {
  return !("declare" in move) || Boolean(move.declare) === Boolean(ctx.ui.declare);
}

function isTransport(id) {
  return typeof id === "string" && (id === "bus" || id.startsWith("train"));
}

export function renderTage(message, ctx) {
  const view = message.view;
  const legal = message.legal;
  const board = el("div", { "data-ply": message.ply }); // the state shown (tests wait on it)
  const moves = el("div"); // the action bar
  // a button that sends `move`, marked with its kind and pile (a draw from the draw pile: "draw")
  const button = (move, text, cls, aria) => el("button", {
    type: "button", class: cls, "aria-label": aria, "data-move": move.type,
    "data-pile": move.pile === null ? "draw" : move.pile, onclick: () => ctx.send(move),
  }, text);

  // the card in hand: the one to place during setup, or the one drawn
  const next = view.phase === "setup" ? view.next : null;
  const drawn = view.current === message.seat ? view.drawn : null;
  if (next) {
    moves.append(el("p", { class: "inhand" }, fill(ctx.t("tage.next"), ""), el("span", { class: "cardface" }, card(ctx, next))));
  } else if (drawn) {
    moves.append(el("p", { class: "inhand" }, `${ctx.t("tage.drawn")}: `, el("span", { class: "cardface" }, card(ctx, drawn))));
  }

  // setup: a button per free day for the card to place
  const places = legal.filter((m) => m.type === "place");
  if (places.length) {
    const hint = ctx.t("tage.setup_hint") + (isTransport(next) ? ` ${ctx.t("tage.transport")}` : "");
    moves.append(el("p", { class: "hint" }, hint));
    const grid = el("div", { class: "grid grid5 days" });
    for (let day = 0; day < 10; day += 1) {
      const move = places.find((m) => m.slot === day);
      const b = move
        ? button(move, String(day + 1), "primary", fill(ctx.t("tage.exchange"), day + 1))
        : el("button", { type: "button", disabled: "", "aria-label": fill(ctx.t("tage.day"), day + 1) }, String(day + 1));
      b.dataset.slot = String(day);
      grid.append(b);
    }
    moves.append(grid);
  }

  // the start of a turn: draw, take, call out
  const fromDraw = legal.find((m) => m.type === "draw" && (m.pile === null || m.pile === undefined));
  const takes = legal.filter((m) => m.type === "draw" && m.pile !== null && m.pile !== undefined);
  if (fromDraw || takes.length) {
    const row = el("div", { class: "movelist draws" });
    if (fromDraw) row.append(button(fromDraw, ctx.t("tage.draw"), "primary"));
    for (const take of takes) {
      const top = ((view.discards || [])[take.pile] || {}).top;
      row.append(button(take, `${fill(ctx.t("tage.take"), take.pile + 1)}: ${card(ctx, top)}`));
    }
    moves.append(row);
  }
  const declare = legal.find((m) => m.type === "declare");
  if (declare) moves.append(button(declare, ctx.t("tage.declare"), "callout"));

  // a card in hand: the day it goes on (then the pile for the day's old card), or a discard;
  // the choice to make now comes first in the bar, the hint goes above the holder
  const exchanges = legal.filter((m) => m.type === "exchange" && declareMatches(m, ctx));
  const discards = legal.filter((m) => m.type === "discard" && declareMatches(m, ctx));
  if (exchanges.length) {
    const days = [...new Set(exchanges.map((m) => m.slot))];
    if (!days.includes(ctx.ui.day)) ctx.ui.day = null;
    board.append(el("p", { class: "hint" }, ctx.t("tage.exchange_hint")));
    if (ctx.ui.day !== null && ctx.ui.day !== undefined) {
      const row = el("div", { class: "movelist exchange" });
      for (const m of exchanges.filter((x) => x.slot === ctx.ui.day)) {
        const old = card(ctx, (view.holder || [])[m.slot]);
        row.append(button(m, `${fill(ctx.t("tage.exchange"), m.slot + 1)} — ${fill(ctx.t("tage.old_onto"), old, m.pile + 1)}`, "primary"));
      }
      moves.append(row);
    }
    const grid = el("div", { class: "grid grid5 days" });
    for (let day = 0; day < 10; day += 1) {
      const b = el("button", {
        type: "button", "aria-label": fill(ctx.t("tage.day"), day + 1), "aria-pressed": String(ctx.ui.day === day),
        onclick: () => { ctx.ui.day = day; ctx.redraw(); },
      }, String(day + 1));
      if (!days.includes(day)) b.disabled = true;
      b.dataset.slot = String(day);
      grid.append(b);
    }
    moves.append(grid);
  }
  if (discards.length) {
    const row = el("div", { class: "movelist discards" });
    for (const m of discards) row.append(button(m, fill(ctx.t("tage.discard"), m.pile + 1)));
    moves.append(row);
  }
  if (legal.some((m) => m.declare === true)) {
    const box = el("input", { type: "checkbox", id: "tage-declare" });
    box.checked = Boolean(ctx.ui.declare);
    box.addEventListener("change", () => { ctx.ui.declare = box.checked; ctx.redraw(); });
    moves.append(el("label", { class: "check", for: "tage-declare" }, box, fill(ctx.t("tage.with_declare"), ctx.t("tage.declare"))));
  }

  // the card holder, ten days; another seat's cards are never in this view
  const holder = el("ol", { class: "holder", "aria-label": ctx.t("tage.holder") });
  const links = (view.route && view.route.links) || [];
  const mine = view.holder || [];
  const filled = (view.filled || [])[message.seat] || [];
  for (let day = 0; day < 10; day += 1) {
    const shown = view.holder ? card(ctx, mine[day]) : (filled[day] ? ctx.t("tage.hidden") : ctx.t("tage.empty"));
    const cls = ctx.ui.day === day ? "chosen" : "";
    holder.append(el("li", { class: cls }, el("span", { class: "day" }, fill(ctx.t("tage.day"), day + 1)), el("span", { class: "card" }, shown)));
    const link = links.find((l) => l.start === day);
    if (link && day < 9) {
      holder.append(el("li", { class: `link ${link.ok ? "ok" : "bad"}` },
        `${link.ok ? "✓" : "✗"} ${fill(ctx.t("tage.day"), day + 1)}–${day + 2}: ${link.ok ? ctx.t("tage.route_ok") : ctx.t("tage.route_bad")}`));
    }
  }
  board.append(el("h2", {}, ctx.t("tage.holder")), holder);

  // the piles
  const piles = el("div", { class: "piles" });
  piles.append(el("div", { class: "pile" }, el("span", { class: "top" }, ctx.t("tage.draw_pile")), el("span", { class: "size" }, String(view.draw_pile))));
  // the discard piles the other players took from or put on since this seat's last move
  const touched = new Set((message.last || [])
    .filter((e) => e.seat !== null && e.seat !== message.seat && e.move && Number.isInteger(e.move.pile))
    .map((e) => e.move.pile));
  (view.discards || []).forEach((pile, i) => {
    piles.append(el("div", { class: touched.has(i) ? "pile recent" : "pile", "data-pile": i }, el("span", { class: "size" }, fill(ctx.t("tage.pile"), i + 1)), el("span", { class: "top" }, card(ctx, pile.top)), el("span", { class: "size" }, `× ${pile.size}`)));
  });
  board.append(el("h2", {}, ctx.t("tage.piles")), piles);

  // anything this renderer does not know still gets a button
  const known = new Set(["place", "exchange", "draw", "discard", "declare"]);
  const other = legal.filter((m) => !known.has(m.type));
  if (other.length) moves.append(renderMoveButtons(other, ctx));
  return { board, moves };
}
