import type { IconGlyph } from "../IconGlyph.ts";

export const searchIcon: IconGlyph = {
  name: "search",
  paths: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.35-4.35" />
    </>
  ),
};
