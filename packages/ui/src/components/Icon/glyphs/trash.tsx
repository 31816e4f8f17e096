import type { IconGlyph } from "../IconGlyph.ts";

export const trashIcon: IconGlyph = {
  name: "trash",
  paths: (
    <path d="M3 6h18M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
  ),
};
