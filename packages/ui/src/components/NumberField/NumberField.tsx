import { useId, useRef, useState } from "react";
import type { NumberFieldProps as AriaNumberFieldProps } from "react-aria-components/NumberField";
import * as styles from "../Field/Field.css.ts";
import type { FieldProps } from "../Field/Field.tsx";
import { describedByOf, StandInHelp, StandInLabel } from "../Field/StandInField.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { minusIcon, plusIcon } from "../Icon/icons.tsx";
import { lazyView } from "../lazyView.ts";

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

/**
 * What a user did on the stand-in before the field's code arrived: the text typed (not yet a value, as in
 * the real field until it loses the focus), or the value a − / + press made (a value at once, as there).
 */
export type TypedBeforeLoad = { readonly text: string } | { readonly value: number };

// React Aria's NumberField (its spin button, number parser and formatter, live announcements: ~10 KB gzip)
// was part of the first load of every page with a number field. The page now renders a stand-in (the same
// label, group, input, − / + and help) and the field's code loads right after; the stand-in is then
// replaced. What was typed or pressed on it is kept (NumberFieldView.tsx) and the focus moves over.
const numberFieldView = lazyView<NumberFieldProps & { readonly typedBeforeLoad?: TypedBeforeLoad }>(
  () => import("./NumberFieldView.tsx"),
);
/** Loads the number field's code ahead of the first one shown (the Storybook preview does). */
export const preloadNumberField = numberFieldView.preload;

/**
 * A localised number input: arrow keys and the − / + buttons step by `step`, the value is clamped to
 * `minValue`/`maxValue` on blur, and `formatOptions` sets decimals, percent or currency.
 */
export function NumberField(props: NumberFieldProps) {
  // A failed load leaves the stand-in: it stays usable to read, and a reload tries again.
  const { View } = numberFieldView.useLoaded();
  const typed = useRef<TypedBeforeLoad | undefined>(undefined);
  const hasFocus = useRef(false);
  if (View) {
    const handed = typed.current;
    // An uncontrolled field starts from the value a press on the stand-in made.
    const start =
      handed && "value" in handed && props.value === undefined ? { defaultValue: handed.value } : {};
    return (
      <View {...props} {...start} typedBeforeLoad={handed} autoFocus={props.autoFocus || hasFocus.current} />
    );
  }
  return (
    <NumberFieldStandIn
      {...props}
      onTyped={(next) => {
        typed.current = next;
      }}
      onFocusChange={(isFocused) => {
        hasFocus.current = isFocused;
      }}
    />
  );
}

interface StandInProps extends NumberFieldProps {
  readonly onTyped: (typed: TypedBeforeLoad) => void;
  readonly onFocusChange: (isFocused: boolean) => void;
}

/**
 * What the number field shows until its code is in: React Aria's markup at rest (the same classes, the
 * label tied to the input, the − / + buttons out of the tab order) and the value formatted as the field
 * formats it (en-US). Its error shows when the field is marked invalid with a text.
 */
function NumberFieldStandIn({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isInvalid,
  hideStepper = false,
  placeholder,
  value,
  defaultValue,
  formatOptions,
  minValue,
  maxValue,
  step: stepSize = 1,
  name,
  onTyped,
  onFocusChange,
}: StandInProps) {
  const inputId = useId();
  const ids = { descriptionId: useId(), errorId: useId() };
  const shown = value ?? defaultValue;
  const format = (n: number | undefined) =>
    n === undefined || Number.isNaN(n) ? "" : new Intl.NumberFormat("en-US", formatOptions).format(n);
  const [text, setText] = useState(format(shown));
  const error = isInvalid && typeof errorMessage === "string" ? errorMessage : undefined;
  // A press steps from what the input shows (a text typed first included), as the real field does.
  const step = (by: number) => {
    const percent = formatOptions?.style === "percent" ? 100 : 1;
    const read = text.trim() === "" ? Number.NaN : Number(text.replace(/[^\d.-]/g, "")) / percent;
    const base = Number.isNaN(read) ? (shown ?? minValue ?? 0) : read;
    const next = Math.min(
      maxValue ?? Number.POSITIVE_INFINITY,
      Math.max(minValue ?? Number.NEGATIVE_INFINITY, base + by * stepSize),
    );
    setText(format(next));
    onTyped({ value: next });
  };
  return (
    <div
      className={styles.field}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <StandInLabel htmlFor={inputId} isRequired={isRequired}>
        {label}
      </StandInLabel>
      {/* biome-ignore lint/a11y/useSemanticElements: React Aria's Group is this div with role="group"; the stand-in keeps its markup. */}
      <div role="group" className={styles.group} data-disabled={isDisabled || undefined}>
        {hideStepper ? null : (
          <StepButton label="Decrease" icon={minusIcon} isDisabled={isDisabled} onPress={() => step(-1)} />
        )}
        <input
          id={inputId}
          className={styles.groupInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedByOf(ids, description, error)}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onTyped({ text: event.currentTarget.value });
          }}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
        />
        {hideStepper ? null : (
          <StepButton label="Increase" icon={plusIcon} isDisabled={isDisabled} onPress={() => step(1)} />
        )}
      </div>
      <StandInHelp ids={ids} description={description} error={error} />
      {name ? <input type="hidden" name={name} value={shown ?? ""} disabled={isDisabled} /> : null}
    </div>
  );
}

/** A − or + of the stand-in: named as React Aria names them, out of the tab order as there. */
function StepButton({
  label,
  icon,
  isDisabled,
  onPress,
}: {
  readonly label: "Decrease" | "Increase";
  readonly icon: typeof plusIcon;
  readonly isDisabled: boolean | undefined;
  readonly onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.groupButton}
      aria-label={label}
      tabIndex={-1}
      disabled={isDisabled}
      onClick={onPress}
    >
      <Icon icon={icon} size="small" />
    </button>
  );
}
