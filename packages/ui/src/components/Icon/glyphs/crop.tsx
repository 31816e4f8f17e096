import type { IconGlyph } from "../IconGlyph.ts";

export const cropIcon: IconGlyph = {
  name: "crop",
  paths: <path d="M6.13 1 6 16a2 2 0 0 0 2 2h15M1 6.13 16 6a2 2 0 0 1 2 2v15" />,
};
