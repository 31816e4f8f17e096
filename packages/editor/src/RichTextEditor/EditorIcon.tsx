import type { ReactNode } from "react";

// Formatting glyphs the design system's icon set does not have, on the same 24 px grid, in currentColor.
const paths = {
  undo: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  redo: <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />,
  bulletList: (
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </>
  ),
  orderedList: (
    <path d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 11.5c.5-.7 2-.7 2 .3 0 .8-2 1.7-2 2.7h2M4 17h2l-1 1.2c.8 0 1 .4 1 .8 0 .8-1.5 1-2 .5" />
  ),
  indent: <path d="M3 4h18M11 9h10M11 15h10M3 20h18M3 8l4 4-4 4" />,
  outdent: <path d="M3 4h18M11 9h10M11 15h10M3 20h18M7 8l-4 4 4 4" />,
  table: <path d="M3 4h18v16H3zM3 10h18M3 15h18M9 4v16M15 4v16" />,
  // A picture with a speech line under it: the image's description.
  imageDescription: <path d="M3 3h18v11H3zM3 11l5-4 4 3 3-2 6 4M6 18h12M6 21h8" />,
  print: <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M7 14h10v7H7z" />,
} satisfies Record<string, ReactNode>;

export type EditorIconName = keyof typeof paths;

/** A decorative toolbar glyph; the button around it carries the name. */
export function EditorIcon({ name }: { name: EditorIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
