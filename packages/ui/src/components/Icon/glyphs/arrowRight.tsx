import type { IconGlyph } from "../IconGlyph.ts";

export const arrowRightIcon: IconGlyph = { name: "arrowRight", paths: <path d="M5 12h14M12 5l7 7-7 7" /> };
