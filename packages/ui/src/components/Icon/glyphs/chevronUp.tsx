import type { IconGlyph } from "../IconGlyph.ts";

export const chevronUpIcon: IconGlyph = { name: "chevronUp", paths: <path d="m18 15-6-6-6 6" /> };
