import type { IconGlyph } from "../IconGlyph.ts";

export const chevronLeftIcon: IconGlyph = { name: "chevronLeft", paths: <path d="m15 18-6-6 6-6" /> };
