import { Label } from "react-aria-components/Label";
import { ProgressBar } from "react-aria-components/ProgressBar";
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

/** An indeterminate loading indicator (an ARIA progressbar without a value). */
export function Spinner({ label = "Loading", showLabel = false, size = "medium" }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={showLabel ? undefined : label} className={styles.root}>
      <span className={styles.size[size]} aria-hidden="true" />
      {showLabel ? <Label className={styles.label}>{label}</Label> : null}
    </ProgressBar>
  );
}
