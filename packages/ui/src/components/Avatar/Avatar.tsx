import { useEffect, useState } from "react";
import * as styles from "./Avatar.css.ts";

export const avatarSizes = ["small", "medium", "large"] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Up to two initials of a name ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export interface AvatarProps {
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  /**
   * A picture URL; the initials show when it is missing or fails to load.
   * @default undefined
   */
  src?: string;
  /** @default "medium" */
  size?: AvatarSize;
}

/** A person's picture, falling back to their initials. */
export function Avatar({ name, src, size = "medium" }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <span className={styles.avatar[size]} role="img" aria-label={name}>
      {src && !failed ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
