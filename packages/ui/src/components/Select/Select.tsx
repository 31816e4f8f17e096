import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { SelectProps as AriaSelectProps } from "react-aria-components/Select";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import type { FieldProps } from "../Field/Field.tsx";
import { describedByOf, StandInHelp, StandInLabel } from "../Field/StandInField.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { chevronDownIcon } from "../Icon/icons.tsx";
import { lazyView } from "../lazyView.ts";
import * as styles from "./Select.css.ts";

export interface SelectProps
  extends FieldProps,
    Omit<AriaSelectProps<ChoiceOption, "single">, "className" | "style" | "children" | "selectionMode"> {
  /** The choices. */
  options: readonly ChoiceOption[];
  /**
   * Text shown while nothing is chosen.
   * @default "Select an option"
   */
  placeholder?: string;
}

// React Aria's Select builds its collection and selection state even while closed, so its code (collection,
// selection, list box and popover: about 45 KB gzip) was part of the first load of every page with a
// Select. The page now renders a stand-in (the same label, button, value and help, without the list) and
// the Select's code loads right after; the stand-in is then replaced by the real Select. A press or an
// arrow key on the stand-in is kept: the Select opens as soon as its code is in, with the focus on it.
const selectView = lazyView<SelectProps>(() => import("./SelectView.tsx"));
/** Loads the Select's code ahead of the first Select shown (the Storybook preview does). */
export const preloadSelect = selectView.preload;

/** One choice from a list that opens under a button. `value` / `onChange` carry the chosen id. */
export function Select({ placeholder = "Select an option", ...rest }: SelectProps) {
  const props = { ...rest, placeholder };
  const { View, load } = selectView.useLoaded();
  const [wantsOpen, setWantsOpen] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const hasFocus = useRef(false);
  // Pressed before its code was in: open once the real trigger has the focus (its `autoFocus` runs first),
  // so the list returns the focus there when it closes.
  useEffect(() => {
    if (View && wantsOpen) setOpen(true);
  }, [View, wantsOpen]);

  if (View) {
    const openState = wantsOpen
      ? {
          isOpen: props.isOpen ?? isOpen,
          onOpenChange: (open: boolean) => {
            setOpen(open);
            props.onOpenChange?.(open);
          },
        }
      : {};
    return <View {...props} {...openState} autoFocus={props.autoFocus || hasFocus.current} />;
  }
  return (
    <SelectStandIn
      {...props}
      onOpen={() => {
        setWantsOpen(true);
        void load();
      }}
      onFocusChange={(isFocused) => {
        hasFocus.current = isFocused;
      }}
    />
  );
}

interface StandInProps extends SelectProps {
  readonly onOpen: () => void;
  readonly onFocusChange: (isFocused: boolean) => void;
}

/**
 * What the Select shows until its code is in: React Aria's markup at rest (the same classes, label and
 * description wiring, `aria-haspopup`), the chosen option's label or the placeholder, and the chosen id
 * in a hidden input for a form that posts. Its error shows when the field is marked invalid with a text.
 * Its label and help are the plain ones of StandInField.tsx (why plain: see there).
 */
function SelectStandIn({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  isRequired,
  isDisabled,
  isInvalid,
  name,
  onOpen,
  onFocusChange,
  ...props
}: StandInProps) {
  const labelId = useId();
  const valueId = useId();
  const ids = { descriptionId: useId(), errorId: useId() };
  const chosenId = props.value ?? props.selectedKey ?? props.defaultValue ?? props.defaultSelectedKey;
  const chosen = options.find((option) => option.id === chosenId);
  const error = isInvalid && typeof errorMessage === "string" ? errorMessage : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div
      className={fieldStyles.field}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <StandInLabel id={labelId} isRequired={isRequired}>
        {label}
      </StandInLabel>
      <button
        type="button"
        className={`${fieldStyles.control} ${styles.trigger}`}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={describedByOf(ids, description, error)}
        aria-haspopup="listbox"
        aria-expanded="false"
        // A mouse opens it on press start, as React Aria's Select does: a press that starts here and ends
        // on the real trigger (the code came in between) is kept. Touch and keys open it on click.
        onPointerDown={(event) => {
          if (event.pointerType !== "touch" && event.button === 0) onOpen();
        }}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      >
        <span id={valueId} className={styles.value} data-placeholder={chosen ? undefined : true}>
          {chosen?.label ?? placeholder}
        </span>
        <Icon icon={chevronDownIcon} size="small" />
      </button>
      <StandInHelp ids={ids} description={description} error={error} />
      {name ? <input type="hidden" name={name} value={chosen?.id ?? ""} disabled={isDisabled} /> : null}
    </div>
  );
}
