import type { ReactNode } from "react";

/** One icon of the set: its name (the `data-icon` attribute) and its drawing. */
export interface IconGlyph {
  readonly name: string;
  readonly paths: ReactNode;
}
