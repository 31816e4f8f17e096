import type { IconGlyph } from "../IconGlyph.ts";

export const boltIcon: IconGlyph = { name: "bolt", paths: <path d="M13 2 3 14h9l-1 8 10-12h-9z" /> };
