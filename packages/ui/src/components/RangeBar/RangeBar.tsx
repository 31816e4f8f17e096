import { Label } from "react-aria-components/Label";
import * as styles from "./RangeBar.css.ts";

export interface RangeBarContentProps {
  label: string;
  /** RAC's formatted value ("40%", or the custom value label). */
  valueText: string | undefined;
  /** 0 to 100. */
  percentage: number | undefined;
  /** @default true */
  showValue?: boolean;
  /** The bar's own track and fill (height, radius, colours). */
  trackClassName: string;
  fillClassName: string;
}

/**
 * The shared inside of ProgressBar and Meter (rendered inside RAC's `ProgressBar` / `Meter`, which give
 * the role and the value attributes): the label, the value text and the bar.
 */
export function RangeBarContent({
  label,
  valueText,
  percentage,
  showValue = true,
  trackClassName,
  fillClassName,
}: RangeBarContentProps) {
  return (
    <>
      <Label>{label}</Label>
      {showValue ? <span className={styles.value}>{valueText}</span> : <span />}
      <div className={`${styles.track} ${trackClassName}`}>
        <div className={`${styles.fill} ${fillClassName}`} style={{ width: `${percentage ?? 0}%` }} />
      </div>
    </>
  );
}

export { root as rangeBarRoot } from "./RangeBar.css.ts";
