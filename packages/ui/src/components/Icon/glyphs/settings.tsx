import type { IconGlyph } from "../IconGlyph.ts";

export const settingsIcon: IconGlyph = {
  name: "settings",
  paths: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8 7 17M17 7l2.8-2.8" />
    </>
  ),
};
