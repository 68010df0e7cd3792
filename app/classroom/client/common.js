// Shared by the student and the projector page: DOM helpers (text only, never HTML) and the
// board drawn as SVG (docs/classroom.md).
export const SVG = "http://www.w3.org/2000/svg";
export const ZONE_ROWS = { N: [0, 3], M: [3, 2], S: [5, 3] }; // first row, rows
export const ZONE_SQUARES = { N: 15, M: 10, S: 15 };
export const QUADRANTS = ["A", "B", "C", "D"];

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

export function fill(text, ...args) {
  return args.reduce((out, arg, i) => out.replaceAll(`%${i + 1}`, String(arg)), text ?? "");
}

export function tipText(tip, t) {
  return tip && tip.length ? tip.join(" ") : t("no_tip");
}

/** Row and column (0-based) of a square of a zone. */
export function squareCell(zone, number) {
  const [first] = ZONE_ROWS[zone];
  return [first + Math.floor((number - 1) / 5), (number - 1) % 5];
}

// A quadrant's count (board units: a square is 126 × 100): a badge in the quadrant's outer strip
// above or below the square's number, its digits as large as the number's (4 % of a projected
// image's height), never on the number. The number's digits fill the square's middle third.
const NUMBER_BASELINE = 66; // the square number's baseline below the square's top edge
const BADGE_H = 32; // the badge's height: the strip above or below the number's digits

/** The board with the class's tips: quadrant bubbles, square shades, the solution outlined. */
export function boardMap(board, reveal, t) {
  const W = board.width, H = board.height;
  const cw = W / 5, ch = H / 8;
  const root = svg("svg", { viewBox: `-40 -50 ${W + 80} ${H + 80}`, class: "boardmap", role: "img" });
  root.append(svg("rect", { x: 0, y: 0, width: W, height: H, class: "sea" }));
  if (board.outline) root.append(svg("path", { d: board.outline, class: "land" }));
  const tally = reveal ? reveal.tally : null;
  const squares = tally ? tally.square : {};
  const maxSquare = Math.max(1, ...Object.values(squares));
  for (const zone of ["N", "M", "S"]) {
    for (let n = 1; n <= ZONE_SQUARES[zone]; n++) {
      const [row, col] = squareCell(zone, n);
      const count = squares[`${zone}${n}`] || 0;
      root.append(svg("rect", {
        x: col * cw, y: row * ch, width: cw, height: ch,
        class: count ? "square tipped" : "square",
        "fill-opacity": count ? (0.15 + 0.45 * count / maxSquare).toFixed(2) : 0,
      }));
      root.append(svg("line", { x1: col * cw + cw / 2, y1: row * ch, x2: col * cw + cw / 2, y2: (row + 1) * ch, class: "qline" }));
      root.append(svg("line", { x1: col * cw, y1: row * ch + ch / 2, x2: (col + 1) * cw, y2: row * ch + ch / 2, class: "qline" }));
    }
  }
  // the square numbers in the squares' middle, large (4 % of a projected image's height); the
  // class's counts go into badges in the quadrants' outer strips, beside the numbers, never on them
  for (const zone of ["N", "M", "S"]) {
    for (let n = 1; n <= ZONE_SQUARES[zone]; n++) {
      const [row, col] = squareCell(zone, n);
      root.append(svg("text", { x: col * cw + cw / 2, y: row * ch + NUMBER_BASELINE, class: "sqnum" }, n));
    }
  }
  // the side line (10°E between column 1 and 2) and the zone lines
  root.append(svg("line", { x1: 2 * cw, y1: -50, x2: 2 * cw, y2: H + 10, class: "sideline" }));
  for (const row of [3, 5]) root.append(svg("line", { x1: -30, y1: row * ch, x2: W + 30, y2: row * ch, class: "zoneline" }));
  if (reveal) {
    for (const sol of reveal.solutions) {
      const [row, col] = squareCell(sol[1], sol[2]);
      const q = QUADRANTS.indexOf(sol[3]);
      root.append(svg("rect", { x: col * cw, y: row * ch, width: cw, height: ch, class: "solution-square" }));
      root.append(svg("rect", {
        x: col * cw + (q % 2) * cw / 2, y: row * ch + Math.floor(q / 2) * ch / 2,
        width: cw / 2, height: ch / 2, class: "solution",
      }));
    }
    const quads = tally.quadrant || {};
    const maxQuad = Math.max(1, ...Object.values(quads));
    for (const [key, count] of Object.entries(quads)) {
      const zone = key[0], q = QUADRANTS.indexOf(key.at(-1)), n = Number(key.slice(1, -1));
      const [row, col] = squareCell(zone, n);
      const digits = String(count).length, w = digits < 2 ? 34 : 60;
      const x = col * cw + (q % 2 ? cw - w - 1 : 1), y = row * ch + (q < 2 ? 1 : ch - BADGE_H - 1);
      root.append(svg("rect", { x, y, width: w, height: BADGE_H, rx: 7, class: "bubble",
                                "fill-opacity": (0.6 + 0.4 * count / maxQuad).toFixed(2) }));
      const label = { x: x + w / 2, y: y + BADGE_H / 2 + 15.5, class: "bubbletext" };
      // three digits keep their height and are set narrower to stay in the quadrant
      if (digits > 2) Object.assign(label, { textLength: w - 4, lengthAdjust: "spacingAndGlyphs" });
      root.append(svg("text", label, count));
    }
    // how many chose each side (above) and each zone (right of the board)
    root.append(svg("text", { x: cw, y: -18, class: "sidecount" }, `${t("west")}: ${tally.ew.W}`));
    root.append(svg("text", { x: 3.5 * cw, y: -18, class: "sidecount" }, `${t("east")}: ${tally.ew.O}`));
  }
  return root;
}

export function zoneCounts(tally, t) {
  const names = { N: t("north"), M: t("middle"), S: t("south") };
  return el("ul", { class: "zones" }, ["N", "M", "S"].map((z) =>
    el("li", {}, el("span", { class: "zname" }, names[z]), " ",
      el("span", { class: "zcount" }, `W ${tally.side_zone["W" + z]} · O ${tally.side_zone["O" + z]}`))));
}

export function leaderboard(rows, t, mine, teams) {
  const list = el("ol", { class: "leaders" });
  for (const row of rows) {
    list.append(el("li", { class: row.number === mine ? "me" : "" },
      el("span", { class: "place" }, `${row.place}.`),
      el("span", { class: "lname" }, row.name || "—"),
      el("span", { class: "lpoints" }, teams ? `${row.space}` : `${row.points}`)));
  }
  return list;
}
