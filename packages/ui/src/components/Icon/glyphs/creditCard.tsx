import type { IconGlyph } from "../IconGlyph.ts";

export const creditCardIcon: IconGlyph = {
  name: "creditCard",
  paths: (
    <>
      <rect x="1" y="4" width="22" height="16" rx="2" />
      <path d="M1 10h22" />
    </>
  ),
};
