import type { IconGlyph } from "../IconGlyph.ts";

export const chevronDownIcon: IconGlyph = { name: "chevronDown", paths: <path d="m6 9 6 6 6-6" /> };
