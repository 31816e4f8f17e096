import type { IconGlyph } from "../IconGlyph.ts";

export const plusIcon: IconGlyph = { name: "plus", paths: <path d="M12 5v14M5 12h14" /> };
