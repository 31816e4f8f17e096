import type { IconGlyph } from "../IconGlyph.ts";

export const mailIcon: IconGlyph = {
  name: "mail",
  paths: <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6" />,
};
