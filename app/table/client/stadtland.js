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

// The field the cursor is in (the term being written): the table lets it be finished after
// "Aus!". Kept across redraws (a new state replaces the page's elements).
let focused = null;
let lastSent = "";
let sentEpoch = -1;
let sendTimer = null;
// relabels "Stopp und 1! (n filled)" as the player types
let typed = null;

// The sheet as typed so far goes to the table (docs/protocol.md `sheet`), at most every 150 ms:
// what the table has at "Aus!" is what counts.
function sendSheet(ctx, kept, now = false) {
  const flush = () => {
    sendTimer = null;
    const text = JSON.stringify({ terms: kept.terms, typing: focused });
    if (text === lastSent && sentEpoch === ctx.epoch) return;
    if (ctx.raw({ type: "sheet", terms: kept.terms, typing: focused })) {
      lastSent = text;
      sentEpoch = ctx.epoch;
    }
  };
  if (now) { if (sendTimer) clearTimeout(sendTimer); flush(); return; }
  if (!sendTimer) sendTimer = setTimeout(flush, 150);
}

// editable(i): may term i still change; notes stay free until the entry.
function sheetForm(view, ctx, kept, editable, notesFree) {
  const list = el("ol", { class: "holder sheet" });
  view.config.categories.forEach((cid, i) => {
    const title = label(ctx, cid);
    const open = editable(i);
    const term = el("input", {
      type: "text", maxlength: "60", value: kept.terms[i], "aria-label": title,
      placeholder: title, autocomplete: "off", disabled: open ? null : "disabled",
    });
    term.addEventListener("input", () => {
      kept.terms[i] = term.value; focused = i; keep(kept); sendSheet(ctx, kept);
      if (typed) typed();
    });
    term.addEventListener("focus", () => { focused = i; sendSheet(ctx, kept); });
    term.addEventListener("blur", () => { if (!ctx.rendering) { focused = null; sendSheet(ctx, kept); } });
    if (open && focused === i) {
      queueMicrotask(() => { if (term.isConnected) { term.focus(); const n = term.value.length; term.setSelectionRange(n, n); } });
    }
    const note = el("input", {
      type: "text", maxlength: "120", value: kept.notes[i], class: "note",
      "aria-label": fill(ctx.t("stadtland.note_for"), title), placeholder: ctx.t("stadtland.note"),
      autocomplete: "off", disabled: notesFree ? null : "disabled",
    });
    note.addEventListener("input", () => { kept.notes[i] = note.value; keep(kept); });
    list.append(el("li", { class: open ? "" : "locked" }, el("span", { class: "day" }, title), term, note));
  });
  return list;
}

const MARKS = { prompt: "stadtland.mark.prompt", used: "stadtland.mark.used", twice: "stadtland.mark.twice", vote: "stadtland.mark.vote", gap: "stadtland.mark.gap" };
const markText = (ctx, mark) => ctx.t(mark === null || mark === undefined ? "stadtland.mark.accepted" : MARKS[mark] || mark);

// The check as the laptop shows it: every term with its mark (the app's automatic verdict or
// the vote's), the last vote on it; the seat that leads the check ticks who is against, and the
// button says what recording the vote does ("it counts" overrules a crossed-out term).
function checkList(message, ctx) {
  const view = message.view;
  const names = view.config.players;
  const box = el("div", { class: "check" });
  const votes = message.legal.filter((m) => m.type === "vote");
  const open = new Map();
  for (const m of votes) {
    const key = `${m.category}:${m.player}`;
    const known = open.get(key);
    if (!known || m.against.length > known.against.length) open.set(key, m);
  }
  const decided = new Map((view.votes || []).map((v) => [`${v.category}:${v.player}`, v]));
  view.config.categories.forEach((cid, category) => {
    const section = el("section", { class: "column" }, el("h3", {}, label(ctx, cid)));
    names.forEach((name, player) => {
      const key = `${category}:${player}`;
      const term = (view.terms[player] || [])[category] || "";
      const mark = (view.marks[player] || [])[category];
      const auto = (view.auto[player] || [])[category];
      const out = mark !== null && mark !== undefined;
      const row = el("div", { class: `term ${out ? "out" : "in"}`, "data-term": key },
        el("span", { class: "who" }, name),
        el("span", { class: "what" }, term || "—"),
        el("span", { class: "mark" }, `${out ? "✗" : "✓"} ${markText(ctx, mark)}`));
      const note = (view.notes[player] || [])[category];
      if (note) row.append(el("span", { class: "hint" }, fill(ctx.t("stadtland.why"), note)));
      const vote = decided.get(key);
      if (vote) row.append(el("span", { class: "hint" }, fill(ctx.t("stadtland.voted"), vote.against.length, vote.voters)));
      const widest = open.get(key);
      if (widest && auto !== "gap") {
        if (auto !== null && auto !== undefined) row.append(el("span", { class: "hint" }, ctx.t("stadtland.auto")));
        const voters = widest.against;
        const chosen = new Set(ctx.ui[key] || []);
        const record = el("button", { type: "button", class: "primary" });
        const relabel = () => {
          const against = chosen.size;
          const rejected = 2 * against > voters.length;
          record.textContent = fill(ctx.t(rejected ? "stadtland.vote_out" : "stadtland.vote_counts"), against, voters.length);
        };
        const boxes = el("div", { class: "choices" });
        for (const voter of voters) {
          const tick = el("input", { type: "checkbox", checked: chosen.has(voter) ? "checked" : null });
          tick.addEventListener("change", () => {
            if (tick.checked) chosen.add(voter); else chosen.delete(voter);
            ctx.ui[key] = [...chosen].sort((a, b) => a - b);
            relabel();
          });
          boxes.append(el("label", { class: "check" }, tick, fill(ctx.t("stadtland.against"), names[voter])));
        }
        relabel();
        record.addEventListener("click", () => ctx.send({ type: "vote", category, player, against: [...chosen].sort((a, b) => a - b) }));
        // folded until the leader opens it: one term at a time, as on the laptop's side panel
        const fold = el("details", { class: "vote" }, el("summary", {}, ctx.t("stadtland.vote")), boxes, record);
        if (ctx.ui.open === key) fold.open = true;
        fold.addEventListener("toggle", () => { if (fold.open) ctx.ui.open = key; });
        row.append(fold);
      }
      section.append(row);
    });
    box.append(section);
  });
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
  const board = el("div", { "data-ply": message.ply }); // the state shown (tests wait on it)
  const moves = el("div");
  const button = (move, text, cls) =>
    el("button", { type: "button", class: cls, onclick: () => ctx.send(move) }, text);
  const used = new Set();
  const take = (pred) => legal.filter((m) => { const ok = pred(m); if (ok) used.add(m); return ok; });

  board.append(el("p", {}, fill(ctx.t("stadtland.round"), view.round, view.config.rounds),
    seat === null ? "" : " · ", seat === null ? "" : fill(ctx.t("stadtland.points"), (view.totals || [])[seat] ?? 0)));
  if (view.prompt) {
    board.append(el("h2", {}, ctx.t("stadtland.prompt")), el("p", {}, el("span", { class: "cardface" }, label(ctx, view.prompt))));
  }

  // the sheet: typed while writing (and sent to the table as typed), locked at the seat's own
  // "Stopp und 1!" and at "Aus!" except the term being written, entered as the table has it
  const entered = seat === null ? null : (view.terms || [])[seat];
  let kept = null;
  const enter = take((m) => m.type === "terms" && m.player === seat)[0];
  if (seat !== null && entered) {
    const list = el("ol", { class: "holder" });
    view.config.categories.forEach((cid, i) => list.append(
      el("li", {}, el("span", { class: "day" }, label(ctx, cid)), el("span", { class: "card" }, entered[i] || "—"))));
    board.append(el("h2", {}, ctx.t("stadtland.sheet")), list);
  } else if (seat !== null && ["writing", "grace", "entry"].includes(view.phase)) {
    kept = sheet(view, seat);
    const locked = message.sheet;
    if (locked) { // what the table has counts: the phone shows it
      locked.terms.forEach((term, i) => { if (i !== locked.open) kept.terms[i] = term; });
      keep(kept);
    }
    const editable = (i) => (locked ? locked.open === i : view.phase === "writing");
    board.append(el("h2", {}, ctx.t("stadtland.sheet")));
    if (locked) {
      const why = view.phase === "writing" ? "stadtland.locked_stop1" : view.phase === "grace" ? "stadtland.locked_aus" : "stadtland.locked_entry";
      board.append(el("p", { class: "hint locked-note" }, ctx.t(why)));
    }
    board.append(sheetForm(view, ctx, kept, editable, view.phase !== "entry" || Boolean(enter)));
    if (view.phase !== "entry") sendSheet(ctx, kept, true); // after a (re)join the table gets it again
    if (enter) {
      moves.append(el("button", {
        type: "button", class: "callout",
        onclick: () => {
          const terms = (locked ? locked.terms : kept.terms).map((t) => t.trim());
          const notes = kept.notes.some((t) => t.trim()) ? kept.notes.map((t) => t.trim()) : [];
          ctx.send({ type: "terms", player: seat, terms, notes });
        },
      }, ctx.t("stadtland.send_terms")));
    }
  }

  const deal = take((m) => m.type === "deal")[0];
  if (deal) moves.append(button(deal, ctx.t("stadtland.deal"), "primary"));

  // the calls: this seat's own only (the table refuses a call for somebody else)
  // (the sheet goes first: the table checks a call against the sheet it has)
  const call = (move, text, cls) => el("button", {
    type: "button", class: cls,
    onclick: () => { if (kept) sendSheet(ctx, kept, true); ctx.send(move); },
  }, text);
  const written = () => (kept ? kept.terms.filter((t) => t.trim()).length : 0);
  const mineOut = take((m) => m.type === "stopout" && m.player === seat)[0];
  if (mineOut) moves.append(call(mineOut, ctx.t("stadtland.stopout"), "callout"));
  // "Stopp und 1!" says how many categories are filled: the one count the sheet has
  const mineOne = take((m) => m.type === "stop1" && m.player === seat);
  typed = null;
  if (mineOne.length) {
    const oneButton = el("button", {
      type: "button",
      onclick: () => {
        if (kept) sendSheet(ctx, kept, true);
        const move = mineOne.find((m) => m.filled === written());
        if (move) ctx.send(move);
      },
    });
    typed = () => {
      oneButton.textContent = fill(ctx.t("stadtland.stop1"), written());
      oneButton.disabled = !mineOne.some((m) => m.filled === written());
    };
    typed();
    moves.append(oneButton);
  }

  if (["check", "creative"].includes(view.phase) && view.marks && view.marks.length) {
    const leading = take((m) => m.type === "vote").length > 0;
    board.append(el("h2", {}, ctx.t("stadtland.check")));
    if (!leading && view.phase === "check") board.append(el("p", { class: "hint" }, fill(ctx.t("stadtland.leads"), names[0])));
    board.append(checkList(message, ctx));
  }
  const score = take((m) => m.type === "score")[0];
  if (score) moves.append(button(score, ctx.t("stadtland.score"), "callout"));
  if (take((m) => m.type === "point").length) {
    moves.append(el("h2", {}, ctx.t("stadtland.creative")), pointing(message, ctx));
  }
  const undo = take((m) => m.type === "undo")[0];
  if (undo) moves.append(button(undo, ctx.t("stadtland.undo")));
  // edits and merges are the laptop's (their free text is not offered on the phone)
  take((m) => m.type === "edit" || m.type === "merge");
  const rest = legal.filter((m) => !used.has(m));
  if (rest.length) moves.append(renderMoveButtons(rest, ctx));
  return { board, moves };
}
