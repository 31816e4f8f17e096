import { useId } from "react";
import * as styles from "./Spinner.css.ts";

export const spinnerSizes = ["small", "medium", "large"] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is loading; the accessible name of the indeterminate progress bar.
   * @default "Loading"
   */
  label?: string;
  /**
   * Show the label next to the ring (otherwise it is only announced).
   * @default false
   */
  showLabel?: boolean;
  /** @default "medium" */
  size?: SpinnerSize;
}

/**
 * An indeterminate loading indicator: an ARIA progressbar with a name and no value. Plain markup rather
 * than React Aria's ProgressBar, whose value formatting (a number formatter) an indeterminate bar never
 * uses; most portal pages show a spinner while their data loads.
 */
export function Spinner({ label = "Loading", showLabel = false, size = "medium" }: SpinnerProps) {
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      className={styles.root}
    >
      <span className={styles.size[size]} aria-hidden="true" />
      {showLabel ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
    </div>
  );
}
