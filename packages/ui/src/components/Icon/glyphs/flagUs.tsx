import type { IconGlyph } from "../IconGlyph.ts";

// The US flag keeps its own colours in both themes (a flag is not a colour role).
export const flagUsIcon: IconGlyph = {
  name: "flagUs",
  paths: (
    <g stroke="none">
      <rect x="1" y="5" width="22" height="14" rx="1.5" fill="#b22234" />
      <path
        fill="#ffffff"
        d="M1 7.15h22v1.08H1zM1 9.3h22v1.08H1zM1 11.46h22v1.08H1zM1 13.62h22v1.08H1zM1 15.77h22v1.08H1z"
      />
      <rect x="1" y="5" width="10" height="7.54" fill="#3c3b6e" />
    </g>
  ),
};
