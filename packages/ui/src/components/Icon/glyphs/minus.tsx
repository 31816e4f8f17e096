import type { IconGlyph } from "../IconGlyph.ts";

export const minusIcon: IconGlyph = { name: "minus", paths: <path d="M5 12h14" /> };
