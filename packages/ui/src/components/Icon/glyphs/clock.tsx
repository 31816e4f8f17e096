import type { IconGlyph } from "../IconGlyph.ts";

export const clockIcon: IconGlyph = {
  name: "clock",
  paths: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
};
