import type { IconGlyph } from "../IconGlyph.ts";

export const helpIcon: IconGlyph = {
  name: "help",
  paths: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
    </>
  ),
};
