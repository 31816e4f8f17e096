import type { IconGlyph } from "../IconGlyph.ts";

export const tagIcon: IconGlyph = {
  name: "tag",
  paths: <path d="M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82zM7 7h.01" />,
};
