import type { IconGlyph } from "../IconGlyph.ts";

export const checkIcon: IconGlyph = { name: "check", paths: <path d="M20 6 9 17l-5-5" /> };
