import { useEffect, useState } from "react";
import { type LogoSize, logoSizes } from "../../theme/tokens.ts";
import * as styles from "./Logo.css.ts";

export interface LogoProps {
  /** The company logo URL; a missing or broken image falls back to `fallbackSrc`. */
  src?: string | null;
  /** The text alternative, e.g. "Acme Freight logo". */
  alt: string;
  /** The default logo shown when `src` fails (spec: a logo load failure falls back to a default logo). */
  fallbackSrc: string;
  /** @default "large" */
  size?: LogoSize;
}

/** A company logo in a fixed frame, falling back to a default logo when it cannot load. */
export function Logo({ src, alt, fallbackSrc, size = "large" }: LogoProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const { width, height } = logoSizes[size];
  const shown = src && !failed ? src : fallbackSrc;
  return (
    <span className={styles.frame} style={{ width, height }}>
      <img
        className={styles.image}
        src={shown}
        alt={alt}
        data-fallback={shown === fallbackSrc || undefined}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
