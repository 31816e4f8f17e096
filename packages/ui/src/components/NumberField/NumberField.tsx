import { useCallback } from "react";
import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from "react-aria-components/NumberField";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { minusIcon, plusIcon } from "../Icon/icons.tsx";
import { exceedsDigits } from "./digitLimit.ts";

export interface NumberFieldProps
  extends FieldProps,
    Omit<AriaNumberFieldProps, "className" | "style" | "children"> {
  /**
   * Hides the − and + buttons (the arrow keys still step).
   * @default false
   */
  hideStepper?: boolean;
  /**
   * Example shown while empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The most digits that can be typed before and after the decimal point, e.g. `{ integer: 8,
   * fraction: 2 }`; keystrokes and pastes beyond them are refused (en-US "." decimal separator).
   * @default undefined
   */
  maxDigits?: { integer: number; fraction: number };
}

// A native beforeinput listener: React's onBeforeInput is a polyfill on other events and cannot
// cancel every insertion (pastes, IME).
function useDigitLimit(maxDigits: NumberFieldProps["maxDigits"]) {
  const integer = maxDigits?.integer;
  const fraction = maxDigits?.fraction;
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || integer === undefined || fraction === undefined) return;
      const refuse = (event: InputEvent) => {
        const end = input.value.length;
        const selection = { start: input.selectionStart ?? end, end: input.selectionEnd ?? end };
        if (event.data && exceedsDigits(input.value, selection, event.data, { integer, fraction })) {
          event.preventDefault();
        }
      };
      input.addEventListener("beforeinput", refuse);
      return () => input.removeEventListener("beforeinput", refuse);
    },
    [integer, fraction],
  );
}

/**
 * A localised number input (React Aria Components' NumberField): arrow keys and the − / + buttons step by
 * `step`, the value is clamped to `minValue`/`maxValue` on blur, and `formatOptions` sets decimals,
 * percent or currency.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isRequired,
  hideStepper = false,
  placeholder,
  maxDigits,
  ...props
}: NumberFieldProps) {
  const limitDigits = useDigitLimit(maxDigits);
  return (
    <AriaNumberField {...props} isRequired={isRequired} className={styles.field}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        {hideStepper ? null : (
          <Button slot="decrement" className={styles.groupButton}>
            <Icon icon={minusIcon} size="small" />
          </Button>
        )}
        <Input className={styles.groupInput} placeholder={placeholder} ref={limitDigits} />
        {hideStepper ? null : (
          <Button slot="increment" className={styles.groupButton}>
            <Icon icon={plusIcon} size="small" />
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
