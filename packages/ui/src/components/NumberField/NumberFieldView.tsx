import { useCallback, useEffect, useRef } from "react";
import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { NumberField as AriaNumberField } from "react-aria-components/NumberField";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { minusIcon, plusIcon } from "../Icon/icons.tsx";
import { exceedsDigits } from "./digitLimit.ts";
import type { NumberFieldProps, TypedBeforeLoad } from "./NumberField.tsx";

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
 * What the stand-in (NumberField.tsx) took before this code arrived, given to the field it becomes: the
 * text typed goes into the input as if typed here (React Aria parses it on blur, as always), and the value
 * a − / + press made is the field's value.
 */
function useTypedBeforeLoad(
  input: React.RefObject<HTMLInputElement | null>,
  typed: TypedBeforeLoad | undefined,
  props: Pick<NumberFieldProps, "value" | "onChange">,
) {
  const applied = useRef(false);
  useEffect(() => {
    const element = input.current;
    if (applied.current || !typed || !element) return;
    applied.current = true;
    if ("text" in typed) {
      // The value setter of the prototype, then an input event: how React hears a change it did not make.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(element, typed.text);
      element.dispatchEvent(new Event("input", { bubbles: true }));
    } else if (typed.value !== props.value) {
      props.onChange?.(typed.value);
    }
  });
}

/**
 * A localised number input: arrow keys and the − / + buttons step by `step`, the value is clamped to
 * `minValue`/`maxValue` on blur, and `formatOptions` sets decimals, percent or currency.
 */
export default function NumberFieldView({
  label,
  description,
  errorMessage,
  isRequired,
  hideStepper = false,
  placeholder,
  maxDigits,
  typedBeforeLoad,
  ...props
}: NumberFieldProps & { readonly typedBeforeLoad?: TypedBeforeLoad }) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeLoad(input, typedBeforeLoad, props);
  const limitDigits = useDigitLimit(maxDigits);
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      return limitDigits(element);
    },
    [limitDigits],
  );
  return (
    <AriaNumberField {...props} isRequired={isRequired} className={styles.field}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        {hideStepper ? null : (
          <Button slot="decrement" className={styles.groupButton}>
            <Icon icon={minusIcon} size="small" />
          </Button>
        )}
        <Input className={styles.groupInput} placeholder={placeholder} ref={inputRef} />
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
