import { NumberField, type NumberFieldProps } from "../NumberField/NumberField.tsx";

/** The largest amount the spec allows: up to 8 digits with up to 2 decimals (access §Validation). */
export const maxCurrencyAmount = 99_999_999.99;

export interface CurrencyFieldProps
  extends Omit<NumberFieldProps, "formatOptions" | "hideStepper" | "step" | "maxDigits"> {
  /**
   * ISO 4217 currency code.
   * @default "USD"
   */
  currency?: string;
  /**
   * The largest accepted amount.
   * @default 99999999.99
   */
  maxValue?: number;
  /**
   * The smallest accepted amount.
   * @default 0
   */
  minValue?: number;
}

/**
 * An amount of money: "$1,234.50". Accepts up to 8 digits and 2 decimals; a ninth digit or a third
 * decimal cannot be typed or pasted, and a larger amount set in code is clamped to `maxValue` on blur.
 */
export function CurrencyField({
  currency = "USD",
  maxValue = maxCurrencyAmount,
  minValue = 0,
  ...props
}: CurrencyFieldProps) {
  return (
    <NumberField
      {...props}
      hideStepper
      maxDigits={{ integer: 8, fraction: 2 }}
      minValue={minValue}
      maxValue={maxValue}
      step={0.01}
      formatOptions={{ style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }}
    />
  );
}
