import type { IconGlyph } from "../IconGlyph.ts";

export const chevronRightIcon: IconGlyph = { name: "chevronRight", paths: <path d="m9 18 6-6-6-6" /> };
