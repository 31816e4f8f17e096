import { RangeBar } from "../RangeBar/RangeBar.tsx";
import * as styles from "./ProgressBar.css.ts";

export const progressTones = ["brand", "success", "error"] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** The visible label. */
  label: string;
  /** Current value between `minValue` and `maxValue`. */
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /**
   * Show the formatted value ("40%") next to the label.
   * @default true
   */
  showValue?: boolean;
  /**
   * Custom value text, e.g. "3 of 10 files".
   * @default the percentage
   */
  valueLabel?: string;
  /** @default "brand" */
  tone?: ProgressTone;
}

/** Determinate progress of an operation (uploads, wizard completion). */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  showValue = true,
  valueLabel,
  tone = "brand",
}: ProgressBarProps) {
  return (
    <RangeBar
      role="progressbar"
      label={label}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      showValue={showValue}
      trackClassName={styles.track}
      fillClassName={styles.fill}
      data-tone={tone}
    />
  );
}
