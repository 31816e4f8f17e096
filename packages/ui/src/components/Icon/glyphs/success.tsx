import type { IconGlyph } from "../IconGlyph.ts";

export const successIcon: IconGlyph = {
  name: "success",
  paths: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
};
