import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from "react-aria-components/DateField";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import * as styles from "./DateField.css.ts";
import { fromIsoDate, toIsoDate } from "./isoDate.ts";

/** Props shared by DateField and DatePicker: dates travel as "YYYY-MM-DD" text, as on the wire. */
export interface IsoDateProps {
  /** The date, "YYYY-MM-DD" (controlled); null for none. @default undefined */
  value?: string | null;
  /** The initial date, "YYYY-MM-DD" (uncontrolled). @default undefined */
  defaultValue?: string | null;
  /** Called with "YYYY-MM-DD", or null when the date is cleared or incomplete. @default undefined */
  onChange?: (value: string | null) => void;
  /** The earliest allowed date, "YYYY-MM-DD". @default undefined */
  minValue?: string;
  /** The latest allowed date, "YYYY-MM-DD". @default undefined */
  maxValue?: string;
}

type AriaDateProps = Omit<
  AriaDateFieldProps<DateValue>,
  | "className"
  | "style"
  | "children"
  | "value"
  | "defaultValue"
  | "onChange"
  | "minValue"
  | "maxValue"
  | "validate"
>;

export interface DateFieldProps extends FieldProps, IsoDateProps, AriaDateProps {}

/** Converts the string props to RAC's date values. */
export const isoDateProps = ({ value, defaultValue, onChange, minValue, maxValue }: IsoDateProps) => ({
  ...(value === undefined ? {} : { value: fromIsoDate(value) }),
  ...(defaultValue === undefined ? {} : { defaultValue: fromIsoDate(defaultValue) }),
  onChange: (date: DateValue | null) => onChange?.(toIsoDate(date)),
  minValue: fromIsoDate(minValue),
  maxValue: fromIsoDate(maxValue),
});

/** The month, day and year segments of a date, typed or stepped with the arrow keys. */
export function DateSegments() {
  return (
    <DateInput className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/**
 * A date typed segment by segment (mm/dd/yyyy in en-US): digits fill a segment and move on, arrow
 * keys step it, Backspace clears it. Values are "YYYY-MM-DD" text.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      {...props}
      {...isoDateProps({ value, defaultValue, onChange, minValue, maxValue })}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={fieldStyles.group}>
        <DateSegments />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
