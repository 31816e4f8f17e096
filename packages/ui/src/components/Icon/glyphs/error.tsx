import type { IconGlyph } from "../IconGlyph.ts";

export const errorIcon: IconGlyph = {
  name: "error",
  paths: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
};
