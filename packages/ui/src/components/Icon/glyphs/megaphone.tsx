import type { IconGlyph } from "../IconGlyph.ts";

export const megaphoneIcon: IconGlyph = {
  name: "megaphone",
  paths: <path d="M3 10v4h3l9 5V5L6 10zM6 14l1.5 6h3L9 15M18.5 9a3.5 3.5 0 0 1 0 6" />,
};
