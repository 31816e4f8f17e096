import type { IconGlyph } from "../IconGlyph.ts";

export const editIcon: IconGlyph = {
  name: "edit",
  paths: <path d="M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />,
};
