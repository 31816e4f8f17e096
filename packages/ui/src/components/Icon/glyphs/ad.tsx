import type { IconGlyph } from "../IconGlyph.ts";

export const adIcon: IconGlyph = {
  name: "ad",
  paths: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="m6 15 2.5-6 2.5 6M6.8 13h3.4M14 9v6h1.5a3 3 0 0 0 0-6z" />
    </>
  ),
};
