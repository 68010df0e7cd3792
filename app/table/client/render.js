// Generic rendering of a seat's view and its legal moves. Text only (textContent), never HTML:
// names and everything else the server sends cannot inject markup.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function fill(template, ...values) {
  let out = String(template);
  values.forEach((value, i) => { out = out.split(`%${i + 1}`).join(String(value)); });
  return out;
}

export function humanize(key) {
  const text = String(key).replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function scalar(value, ctx) {
  if (value === null || value === undefined) return "—";
  if (value === true) return ctx.t("yes");
  if (value === false) return ctx.t("no");
  return String(value);
}

// A readable rendering of any JSON: objects as definition lists, lists of scalars inline.
export function renderJSON(value, ctx, depth = 0) {
  if (value === null || typeof value !== "object") return document.createTextNode(scalar(value, ctx));
  if (depth > 5) return document.createTextNode("…");
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return document.createTextNode(value.length ? value.map((v) => scalar(v, ctx)).join(", ") : "—");
    }
    const list = el("ol", { class: "json" });
    for (const item of value) list.append(el("li", {}, renderJSON(item, ctx, depth + 1)));
    return list;
  }
  const dl = el("dl", { class: "json" });
  for (const [key, item] of Object.entries(value)) {
    dl.append(el("dt", {}, humanize(key)), el("dd", {}, renderJSON(item, ctx, depth + 1)));
  }
  return dl;
}

// "play · card 7": the move's type first, then its fields.
export function moveLabel(move) {
  const parts = [];
  const kind = move.type ?? move.kind ?? move.action;
  if (kind !== undefined) parts.push(humanize(kind));
  for (const [key, value] of Object.entries(move)) {
    if (key === "type" || key === "kind" || key === "action") continue;
    const shown = value !== null && typeof value === "object" ? JSON.stringify(value) : value;
    parts.push(`${key.replace(/_/g, " ")} ${shown}`);
  }
  return parts.join(" · ");
}

const FIRST = 40;

// One button per legal move, labelled by the game's renderer when it knows the move.
export function renderMoveButtons(moves, ctx, label = moveLabel) {
  const box = el("div", { class: "movelist" });
  const shown = ctx.showAll ? moves : moves.slice(0, FIRST);
  for (const move of shown) {
    box.append(el("button", { type: "button", onclick: () => ctx.send(move) }, label(move)));
  }
  if (shown.length < moves.length) {
    box.append(el("button", {
      type: "button",
      onclick: () => { ctx.showAll = true; ctx.redraw(); },
    }, `${fill(ctx.t("more_moves"), moves.length - shown.length)} — ${ctx.t("show_all")}`));
  }
  return box;
}

export function renderGeneric(message, ctx) {
  const board = el("div");
  board.append(el("h2", {}, ctx.t("view")), renderJSON(message.view, ctx));
  const moves = el("div");
  if (message.legal.length) {
    moves.append(el("h2", {}, ctx.t("moves")), renderMoveButtons(message.legal, ctx));
  }
  return { board, moves };
}
