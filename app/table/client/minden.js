// Finden Sie Minden on the phone (filled in below once the game's view is known).
import { renderGeneric } from "./render.js";

export function renderMinden(message, ctx) {
  return renderGeneric(message, ctx);
}
