import type { IconGlyph } from "../IconGlyph.ts";

export const closeIcon: IconGlyph = { name: "close", paths: <path d="M18 6 6 18M6 6l12 12" /> };
