import type { IconGlyph } from "../IconGlyph.ts";

export const buildingIcon: IconGlyph = {
  name: "building",
  paths: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="1" />
      <path d="M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01" />
    </>
  ),
};
