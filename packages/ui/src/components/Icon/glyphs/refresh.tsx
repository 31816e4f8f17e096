import type { IconGlyph } from "../IconGlyph.ts";

export const refreshIcon: IconGlyph = {
  name: "refresh",
  paths: (
    <path d="M23 4v6h-6M1 20v-6h6M3.51 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15" />
  ),
};
