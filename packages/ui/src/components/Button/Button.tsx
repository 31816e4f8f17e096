import type { ReactNode, Ref } from "react";
import { useIsSSR } from "react-aria/SSRProvider";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import { visuallyHidden } from "../../theme/visuallyHidden.css.ts";
import * as styles from "./Button.css.ts";

export const buttonVariants = ["primary", "secondary", "tertiary", "critical"] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ["small", "medium", "large"] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "style" | "children" | "isPending"> {
  /** The button's text (and optional inline content). */
  children: ReactNode;
  /** The `<button>` element, e.g. to give focus back to it after a form it opened closes. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * The visual emphasis: one `primary` action per view, `secondary` for the others, `tertiary` for
   * low-emphasis actions, `critical` for destructive ones.
   * @default "primary"
   */
  variant?: ButtonVariant;
  /**
   * The height and text size.
   * @default "medium"
   */
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses while an action runs; the button stays focusable and its
   * accessible name gains `loadingLabel`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The text read by assistive technology while `isLoading`.
   * @default "Loading"
   */
  loadingLabel?: string;
  /**
   * An element (usually an `<Icon />`) drawn before the text.
   * @default undefined
   */
  iconStart?: ReactNode;
  /**
   * An element (usually an `<Icon />`) drawn after the text.
   * @default undefined
   */
  iconEnd?: ReactNode;
  /**
   * Stretches the button to the width of its container.
   * @default false
   */
  isFullWidth?: boolean;
}

// While loading, the button keeps its focus and hover events but drops every press, click and key handler
// (the same rule react-aria applies to a pending button).
const keptWhileLoading = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

const preventDefault = (event: { preventDefault: () => void }) => event.preventDefault();

function withoutPressHandlers<P extends object>(props: P): P {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!key.startsWith("on") || keptWhileLoading.test(key)) kept[key] = value;
  }
  return kept as P;
}

/**
 * In a prerendered page, until the app has taken it over, a button does nothing: it is natively disabled
 * (`data-prerendered` keeps its look: Button.css.ts), so a press is not taken for done and a submit button
 * does not let the browser send the form itself (a GET with the password in the address), not even with
 * Enter in a field. React Aria's `useIsSSR` is true until the app's first render after hydration.
 */
export function useInertUntilHydrated(isDisabled: boolean | undefined) {
  const isInert = useIsSSR();
  return { isDisabled: isInert || isDisabled, "data-prerendered": isInert || undefined };
}

/**
 * The Haulboard button: React Aria Components' Button with the design system's variants and sizes.
 *
 * Loading is our own state rather than react-aria's `isPending`: that one announces the change through
 * react-aria's global live announcer with a reference to the button's id, which dangles (and fails axe)
 * once the button unmounts. Here the spinner is decorative (`aria-hidden`), the button is
 * `aria-disabled` and a visually hidden `loadingLabel` joins its accessible name ("Save Loading"); nothing
 * is added outside the button.
 */
export function Button({
  children,
  variant = "primary",
  size = "medium",
  isLoading = false,
  loadingLabel = "Loading",
  iconStart,
  iconEnd,
  isFullWidth = false,
  ...props
}: ButtonProps) {
  const buttonProps = isLoading ? withoutPressHandlers(props) : props;
  const inert = useInertUntilHydrated(props.isDisabled);
  return (
    <AriaButton
      {...buttonProps}
      {...inert}
      // Cancelling the click keeps a loading submit button from submitting its form, whether it is
      // pressed or the form is submitted implicitly (Enter in a text field clicks the default button).
      onClickCapture={isLoading ? preventDefault : props.onClickCapture}
      aria-disabled={isLoading ? true : props["aria-disabled"]}
      data-loading={isLoading || undefined}
      className={styles.button({ variant, size, fullWidth: isFullWidth })}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : iconStart}
      {children}
      {isLoading ? <span className={visuallyHidden}>{loadingLabel}</span> : iconEnd}
    </AriaButton>
  );
}
