import type { IconGlyph } from "../IconGlyph.ts";

export const truckIcon: IconGlyph = {
  name: "truck",
  paths: (
    <>
      <path d="M1 3h15v13H1zM16 8h4l3 3v5h-7z" />
      <circle cx="5.5" cy="18.5" r="2.5" />
      <circle cx="18.5" cy="18.5" r="2.5" />
    </>
  ),
};
