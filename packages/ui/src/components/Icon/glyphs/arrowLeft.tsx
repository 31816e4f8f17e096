import type { IconGlyph } from "../IconGlyph.ts";

export const arrowLeftIcon: IconGlyph = { name: "arrowLeft", paths: <path d="M19 12H5M12 19l-7-7 7-7" /> };
