import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import { button } from "../Button/Button.css.ts";
import { type ButtonSize, type ButtonVariant, useInertUntilHydrated } from "../Button/Button.tsx";
import { Icon } from "../Icon/Icon.tsx";
import type { IconGlyph } from "../Icon/icons.tsx";
import * as styles from "./IconButton.css.ts";

export interface IconButtonProps
  extends Omit<
    AriaButtonProps,
    // isPending is left out: react-aria announces it through a global live region that outlives the button.
    "className" | "style" | "children" | "aria-label" | "aria-labelledby" | "isPending"
  > {
  /** The icon to draw. */
  icon: IconGlyph;
  /** The accessible name: required, since the button shows no text ("Close", "Delete job"). */
  label: string;
  /**
   * The visual emphasis.
   * @default "tertiary"
   */
  variant?: ButtonVariant;
  /**
   * The square size.
   * @default "medium"
   */
  size?: ButtonSize;
}

/** A square button that shows only an icon; its `label` is its accessible name. */
export function IconButton({
  icon,
  label,
  variant = "tertiary",
  size = "medium",
  ...props
}: IconButtonProps) {
  const inert = useInertUntilHydrated(props.isDisabled);
  return (
    <AriaButton
      {...props}
      {...inert}
      aria-label={label}
      className={`${button({ variant, size })} ${styles.square[size]}`}
    >
      <Icon icon={icon} size={size === "large" ? "large" : "medium"} />
    </AriaButton>
  );
}
