import type { IconGlyph } from "../IconGlyph.ts";

export const eyeIcon: IconGlyph = {
  name: "eye",
  paths: (
    <>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
};
