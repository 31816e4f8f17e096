import { useId } from "react";
import { useLocale } from "react-aria/I18nProvider";
import * as styles from "./RangeBar.css.ts";

export interface RangeBarProps {
  /** `progressbar` (ProgressBar) or `meter` (Meter). */
  role: "progressbar" | "meter";
  /** The visible label, also the bar's accessible name. */
  label: string;
  /** Current value between `minValue` and `maxValue` (clamped to them). */
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /**
   * Custom value text, e.g. "3 of 10 files".
   * @default the percentage in the user's locale ("40%")
   */
  valueLabel?: string | undefined;
  /** @default true */
  showValue?: boolean;
  /** The bar's own track and fill (height, radius, colours). */
  trackClassName: string;
  fillClassName: string;
  /** The state its styles read (`data-tone`, `data-level`). */
  "data-tone"?: string;
  "data-level"?: string;
}

/**
 * The one base of ProgressBar and Meter: the role and value attributes ARIA asks of them, the label, the
 * value text and the bar. Plain markup: React Aria's ProgressBar and Meter would add a number formatter
 * for the percentage, which `Intl.NumberFormat` gives as well.
 */
export function RangeBar({
  role,
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showValue = true,
  trackClassName,
  fillClassName,
  ...data
}: RangeBarProps) {
  const { locale } = useLocale();
  const labelId = useId();
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage = maxValue === minValue ? 0 : ((clamped - minValue) / (maxValue - minValue)) * 100;
  const valueText =
    valueLabel ?? new Intl.NumberFormat(locale, { style: "percent" }).format(percentage / 100);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is `progressbar` or `meter` (a prop), and both take a label and values.
    <div
      {...data}
      role={role}
      aria-labelledby={labelId}
      aria-valuenow={clamped}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuetext={valueText}
      className={styles.root}
    >
      <span id={labelId}>{label}</span>
      {showValue ? <span className={styles.value}>{valueText}</span> : <span />}
      <div className={`${styles.track} ${trackClassName}`}>
        <div className={`${styles.fill} ${fillClassName}`} style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
