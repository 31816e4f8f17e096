import { RangeBar } from "../RangeBar/RangeBar.tsx";
import * as styles from "./Meter.css.ts";

export interface MeterProps {
  /** The visible label. */
  label: string;
  /** The measured value, between `minValue` and `maxValue`. */
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /**
   * Custom value text, e.g. "120 of 250 characters".
   * @default the percentage
   */
  valueLabel?: string;
  /**
   * Percentage from which the fill turns to the warning colour; from 100 % it is the error colour.
   * @default 80
   */
  warningAt?: number;
}

/** A known quantity within a range (storage used, characters used, job slots used). */
export function Meter({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  warningAt = 80,
}: MeterProps) {
  const percentage = maxValue === minValue ? 0 : ((value - minValue) / (maxValue - minValue)) * 100;
  const level = percentage >= 100 ? "error" : percentage >= warningAt ? "warning" : "normal";
  return (
    <RangeBar
      role="meter"
      label={label}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      trackClassName={styles.track}
      fillClassName={styles.fill}
      data-level={level}
    />
  );
}
