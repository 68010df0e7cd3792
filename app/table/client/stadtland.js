// Stadt-Land-anders on the phone: the prompt card and the categories, the term sheet (typed on
// the phone while writing, kept on the phone until the entry), "Stopp und 1!" and "Stopp und
// Aus!", entering the terms, the vote in the check, Creative Play's pointing.
import { el, fill, renderMoveButtons } from "./render.js";

const KEY = "geoquiz.stadtland.sheet";

const label = (ctx, id) => ctx.labels[id] ?? id;

// The seat's sheet for this round: terms and justifications typed so far (survives a reload).
function sheet(view, seat) {
  const n = view.config.categories.length;
  const id = `${view.round}:${seat}`;
  let kept = null;
  try { kept = JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch { kept = null; }
  if (!kept || kept.id !== id || kept.terms.length !== n) {
    kept = { id, terms: Array(n).fill(""), notes: Array(n).fill("") };
  }
  return kept;
}

function keep(kept) {
  try { sessionStorage.setItem(KEY, JSON.stringify(kept)); } catch { /* private mode: memory only */ }
}

function sheetForm(view, ctx, kept, editable) {
  const list = el("ol", { class: "holder sheet" });
  view.config.categories.forEach((cid, i) => {
    const title = label(ctx, cid);
    const term = el("input", {
      type: "text", maxlength: "60", value: kept.terms[i], "aria-label": title,
      placeholder: title, autocomplete: "off", disabled: editable ? null : "disabled",
    });
    term.addEventListener("input", () => { kept.terms[i] = term.value; keep(kept); });
    const note = el("input", {
      type: "text", maxlength: "120", value: kept.notes[i], class: "note",
      "aria-label": fill(ctx.t("stadtland.note_for"), title), placeholder: ctx.t("stadtland.note"),
      autocomplete: "off", disabled: editable ? null : "disabled",
    });
    note.addEventListener("input", () => { kept.notes[i] = note.value; keep(kept); });
    list.append(el("li", {}, el("span", { class: "day" }, title), term, note));
  });
  return list;
}

function checkList(message, ctx) {
  const view = message.view;
  const names = view.config.players;
  const box = el("div");
  const votes = message.legal.filter((m) => m.type === "vote");
  const open = new Map();
  for (const m of votes) {
    const key = `${m.category}:${m.player}`;
    const known = open.get(key);
    if (!known || m.against.length > known.against.length) open.set(key, m);
  }
  const decided = new Map((view.votes || []).map((v) => [`${v.category}:${v.player}`, v]));
  for (const [key, widest] of open) {
    const { category, player } = widest;
    const term = (view.terms[player] || [])[category] || "";
    const row = el("fieldset", { class: "stone" },
      el("legend", {}, `${label(ctx, view.config.categories[category])} — ${names[player]}: ${term}`));
    const vote = decided.get(key);
    if (vote) row.append(el("p", {}, vote.rejected ? ctx.t("stadtland.rejected") : ctx.t("stadtland.valid")));
    const chosen = ctx.ui[key] || [];
    const against = el("div", { class: "choices" });
    for (const voter of widest.against) {
      const box_ = el("input", { type: "checkbox", checked: chosen.includes(voter) ? "checked" : null });
      box_.addEventListener("change", () => {
        const now = new Set(ctx.ui[key] || []);
        if (box_.checked) now.add(voter); else now.delete(voter);
        ctx.ui[key] = [...now].sort((a, b) => a - b);
      });
      against.append(el("label", { class: "check" }, box_, fill(ctx.t("stadtland.against"), names[voter])));
    }
    row.append(against, el("button", {
      type: "button", class: "primary",
      onclick: () => ctx.send({ type: "vote", category, player, against: ctx.ui[key] || [] }),
    }, ctx.t("stadtland.vote")));
    box.append(row);
  }
  return box;
}

function pointing(message, ctx) {
  const names = message.view.config.players;
  const n = names.length;
  const example = message.legal.find((m) => m.type === "point");
  const targets = ctx.ui.targets || example.targets.slice();
  ctx.ui.targets = targets;
  const box = el("div");
  for (let i = 0; i < n; i += 1) {
    const select = el("select", { "aria-label": fill(ctx.t("stadtland.points_at"), names[i]) });
    for (let j = 0; j < n; j += 1) {
      if (j === i) continue;
      select.append(el("option", { value: String(j), selected: targets[i] === j ? "selected" : null }, names[j]));
    }
    select.addEventListener("change", () => { targets[i] = Number(select.value); });
    box.append(el("label", { class: "check" }, fill(ctx.t("stadtland.points_at"), names[i]), select));
  }
  box.append(el("button", {
    type: "button", class: "primary",
    onclick: () => ctx.send({ type: "point", targets }),
  }, ctx.t("stadtland.send_points")));
  return box;
}

export function renderStadtland(message, ctx) {
  const view = message.view;
  const seat = message.seat;
  const legal = message.legal;
  const names = view.config.players;
  const board = el("div");
  const moves = el("div");
  const button = (move, text, cls) =>
    el("button", { type: "button", class: cls, onclick: () => ctx.send(move) }, text);
  const used = new Set();
  const take = (pred) => legal.filter((m) => { const ok = pred(m); if (ok) used.add(m); return ok; });

  board.append(el("p", {}, fill(ctx.t("stadtland.round"), view.round, view.config.rounds),
    " · ", fill(ctx.t("stadtland.points"), (view.totals || [])[seat] ?? 0)));
  if (view.prompt) {
    board.append(el("h2", {}, ctx.t("stadtland.prompt")), el("p", {}, el("span", { class: "cardface" }, label(ctx, view.prompt))));
  }

  // the sheet: typed while writing, sent at the entry, then the entered terms as the table has them
  const kept = sheet(view, seat);
  const entered = (view.terms || [])[seat];
  const enter = take((m) => m.type === "terms" && m.player === seat)[0];
  if (entered) {
    const list = el("ol", { class: "holder" });
    view.config.categories.forEach((cid, i) => list.append(
      el("li", {}, el("span", { class: "day" }, label(ctx, cid)), el("span", { class: "card" }, entered[i] || "—"))));
    board.append(el("h2", {}, ctx.t("stadtland.sheet")), list);
  } else if (view.phase !== "ready" && view.phase !== "over") {
    board.append(el("h2", {}, ctx.t("stadtland.sheet")), sheetForm(view, ctx, kept, view.phase !== "creative"));
  }
  if (enter) {
    moves.append(el("button", {
      type: "button", class: "callout",
      onclick: () => {
        const notes = kept.notes.some((t) => t.trim()) ? kept.notes.map((t) => t.trim()) : [];
        ctx.send({ type: "terms", player: seat, terms: kept.terms.map((t) => t.trim()), notes });
      },
    }, ctx.t("stadtland.send_terms")));
  }

  const deal = take((m) => m.type === "deal")[0];
  if (deal) moves.append(button(deal, ctx.t("stadtland.deal"), "primary"));

  // the calls: mine first; the device to move also records what the others call out
  const mineOut = take((m) => m.type === "stopout" && m.player === seat)[0];
  if (mineOut) moves.append(button(mineOut, ctx.t("stadtland.stopout"), "callout"));
  const mineOne = take((m) => m.type === "stop1" && m.player === seat);
  if (mineOne.length) {
    const row = el("div", { class: "movelist" });
    for (const m of mineOne) row.append(button(m, fill(ctx.t("stadtland.stop1"), m.filled)));
    moves.append(row);
  }
  const timeUp = take((m) => m.type === "stopout" && m.player === null)[0];
  if (timeUp) moves.append(button(timeUp, ctx.t("stadtland.time_up")));
  const others = take((m) => (m.type === "stopout" || m.type === "stop1") && m.player !== seat && m.player !== null);
  if (others.length) {
    moves.append(el("h2", {}, ctx.t("stadtland.others")), renderMoveButtons(others, ctx, (m) =>
      `${names[m.player]}: ${m.type === "stopout" ? ctx.t("stadtland.stopout") : fill(ctx.t("stadtland.stop1"), m.filled)}`));
  }
  const begin = take((m) => m.type === "entry")[0];
  if (begin) moves.append(button(begin, ctx.t("stadtland.begin_entry"), "primary"));

  if (take((m) => m.type === "vote").length) {
    moves.append(el("h2", {}, ctx.t("stadtland.check")), checkList(message, ctx));
  }
  const score = take((m) => m.type === "score")[0];
  if (score) moves.append(button(score, ctx.t("stadtland.score"), "callout"));
  if (take((m) => m.type === "point").length) {
    moves.append(el("h2", {}, ctx.t("stadtland.creative")), pointing(message, ctx));
  }
  const undo = take((m) => m.type === "undo")[0];
  if (undo) moves.append(button(undo, ctx.t("stadtland.undo")));
  const rest = legal.filter((m) => !used.has(m));
  if (rest.length) moves.append(renderMoveButtons(rest, ctx));
  return { board, moves, raw: true };
}
