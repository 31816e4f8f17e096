import type { IconGlyph } from "../IconGlyph.ts";

export const filterIcon: IconGlyph = { name: "filter", paths: <path d="M22 3H2l8 9.46V19l4 2v-8.54z" /> };
