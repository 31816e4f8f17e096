import * as styles from "./Icon.css.ts";
import type { IconGlyph } from "./icons.tsx";

export type { IconGlyph };

export const iconSizes = ["small", "medium", "large", "inherit"] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  /** Which icon of the set to draw (`closeIcon`, `searchIcon` … of the package's exports). */
  icon: IconGlyph;
  /**
   * A text alternative. Without it the icon is decorative (`aria-hidden`): use it only when the icon
   * alone carries meaning that no nearby text gives.
   * @default undefined
   */
  label?: string;
  /**
   * The rendered size; `inherit` follows the surrounding font size.
   * @default "medium"
   */
  size?: IconSize;
}

/** One icon of the Haulboard set, drawn in the current text colour. */
export function Icon({ icon, label, size = "medium" }: IconProps) {
  const className = `${styles.icon} ${styles.size[size]}`;
  if (label) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        className={className}
        data-icon={icon.name}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        {icon.paths}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" focusable="false" className={className} data-icon={icon.name} aria-hidden="true">
      {icon.paths}
    </svg>
  );
}
