import type { IconGlyph } from "../IconGlyph.ts";

export const sortIcon: IconGlyph = {
  name: "sort",
  paths: <path d="M7 4v16M3 8l4-4 4 4M17 20V4M21 16l-4 4-4-4" />,
};
