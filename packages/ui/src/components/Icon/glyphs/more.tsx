import type { IconGlyph } from "../IconGlyph.ts";

export const moreIcon: IconGlyph = { name: "more", paths: <path d="M5 12h.01M12 12h.01M19 12h.01" /> };
