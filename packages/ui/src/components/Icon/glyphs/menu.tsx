import type { IconGlyph } from "../IconGlyph.ts";

export const menuIcon: IconGlyph = { name: "menu", paths: <path d="M3 12h18M3 6h18M3 18h18" /> };
