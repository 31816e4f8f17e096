import { Button } from "react-aria-components/Button";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type DateValue,
  Group,
  Popover,
} from "react-aria-components/DatePicker";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { DateSegments, type IsoDateProps, isoDateProps } from "../DateField/DateField.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { calendarIcon, chevronLeftIcon, chevronRightIcon } from "../Icon/icons.tsx";
import * as selectStyles from "../Select/Select.css.ts";
import * as styles from "./DatePicker.css.ts";

export interface DatePickerProps
  extends FieldProps,
    IsoDateProps,
    Omit<
      AriaDatePickerProps<DateValue>,
      | "className"
      | "style"
      | "children"
      | "value"
      | "defaultValue"
      | "onChange"
      | "minValue"
      | "maxValue"
      | "validate"
    > {
  /**
   * The calendar button's accessible name.
   * @default "Choose date"
   */
  calendarLabel?: string;
}

/**
 * A DateField with a calendar button: type the date, or open the calendar (Alt+ArrowDown or the
 * button), move with the arrow keys and choose with Enter. Values are "YYYY-MM-DD" text.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  calendarLabel = "Choose date",
  ...props
}: DatePickerProps) {
  return (
    <AriaDatePicker
      {...props}
      {...isoDateProps({ value, defaultValue, onChange, minValue, maxValue })}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <DateSegments />
        <Button className={fieldStyles.groupButton} aria-label={calendarLabel}>
          <Icon icon={calendarIcon} size="small" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${selectStyles.popover} ${styles.calendarPopover}`} offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.header}>
              <Button slot="previous" className={fieldStyles.groupButton}>
                <Icon icon={chevronLeftIcon} size="small" />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={fieldStyles.groupButton}>
                <Icon icon={chevronRightIcon} size="small" />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
