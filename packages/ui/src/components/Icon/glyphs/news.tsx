import type { IconGlyph } from "../IconGlyph.ts";

export const newsIcon: IconGlyph = {
  name: "news",
  paths: (
    <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2M18 14h-8M15 18h-5M10 6h8v4h-8z" />
  ),
};
