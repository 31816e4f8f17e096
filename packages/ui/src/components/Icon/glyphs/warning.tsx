import type { IconGlyph } from "../IconGlyph.ts";

export const warningIcon: IconGlyph = {
  name: "warning",
  paths: (
    <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0zM12 9v4M12 17h.01" />
  ),
};
