import type { IconGlyph } from "../IconGlyph.ts";

export const homeIcon: IconGlyph = {
  name: "home",
  paths: <path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 22V12h6v10" />,
};
