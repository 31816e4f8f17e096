import { useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components/Button";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
} from "react-aria-components/ComboBox";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { ListBox } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { chevronDownIcon } from "../Icon/icons.tsx";
import { OptionItem } from "../Select/OptionItem.tsx";
import * as selectStyles from "../Select/Select.css.ts";
import * as styles from "./ComboBox.css.ts";

/** Loads suggestions for the typed text; abort work when `signal` fires (a newer text arrived). */
export type LoadSuggestions = (text: string, signal: AbortSignal) => Promise<readonly ChoiceOption[]>;

export interface ComboBoxProps
  extends FieldProps,
    Omit<
      AriaComboBoxProps<ChoiceOption, "single">,
      "className" | "style" | "children" | "items" | "defaultItems" | "selectionMode"
    > {
  /**
   * Fixed choices, filtered in the browser as the user types ("contains", ignoring case and accents).
   * @default undefined
   */
  options?: readonly ChoiceOption[];
  /**
   * Async suggestions (addresses, companies): called with the typed text once typing pauses for
   * `debounceMs`. Takes precedence over `options`.
   * @default undefined
   */
  loadSuggestions?: LoadSuggestions;
  /**
   * The pause after the last keystroke before `loadSuggestions` runs (the spec's autocomplete debounce).
   * @default 300
   */
  debounceMs?: number;
  /**
   * Fewest typed characters before suggestions load.
   * @default 1
   */
  minChars?: number;
  /**
   * Example shown while empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shown in the list when nothing matches.
   * @default "No results"
   */
  emptyText?: string;
  /**
   * Shown in the list while suggestions load.
   * @default "Loading…"
   */
  loadingText?: string;
  /**
   * Shown in the list when loading failed.
   * @default "Suggestions could not be loaded"
   */
  loadErrorText?: string;
}

type LoadState = "idle" | "loading" | "error";

/** Async suggestions for the typed text, debounced, with stale requests aborted. */
function useSuggestions(
  text: string,
  load: LoadSuggestions | undefined,
  debounceMs: number,
  minChars: number,
) {
  const [items, setItems] = useState<readonly ChoiceOption[]>([]);
  const [state, setState] = useState<LoadState>("idle");
  const skipNext = useRef<string | null>(null);
  useEffect(() => {
    if (!load) return;
    if (skipNext.current === text) return;
    if (text.trim().length < minChars) {
      setItems([]);
      setState("idle");
      return;
    }
    const controller = new AbortController();
    setState("loading");
    const timer = setTimeout(() => {
      load(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found);
          setState("idle");
        },
        () => {
          if (!controller.signal.aborted) setState("error");
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, load, debounceMs, minChars]);
  return { items, state, skipNext };
}

/**
 * A text input with a list of suggestions: fixed `options` filtered as you type, or async
 * `loadSuggestions` debounced by 300 ms. Arrow keys move through the list, Enter chooses, Escape closes.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  loadSuggestions,
  debounceMs = 300,
  minChars = 1,
  placeholder,
  emptyText = "No results",
  loadingText = "Loading…",
  loadErrorText = "Suggestions could not be loaded",
  inputValue,
  defaultInputValue,
  onInputChange,
  ...props
}: ComboBoxProps) {
  const [innerText, setInnerText] = useState(defaultInputValue ?? "");
  const text = inputValue ?? innerText;
  const { items, state, skipNext } = useSuggestions(text, loadSuggestions, debounceMs, minChars);
  const isAsync = loadSuggestions !== undefined;
  const collection = isAsync ? { items } : { defaultItems: options ?? [] };
  return (
    <AriaComboBox
      {...props}
      {...collection}
      inputValue={text}
      onInputChange={(typed) => {
        setInnerText(typed);
        onInputChange?.(typed);
      }}
      onSelectionChange={(key) => {
        // Choosing an option writes its label into the input: that is not a new search.
        const chosen = (isAsync ? items : (options ?? [])).find((o) => o.id === key);
        if (chosen) skipNext.current = chosen.label;
        props.onSelectionChange?.(key);
      }}
      allowsEmptyCollection={isAsync}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group} role="presentation" isDisabled={props.isDisabled}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        {state === "loading" ? <span className={styles.spinner} aria-hidden="true" /> : null}
        <Button className={fieldStyles.groupButton}>
          <Icon icon={chevronDownIcon} size="small" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={selectStyles.popover} offset={4}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => (
            <div className={selectStyles.emptyState}>
              {state === "loading" ? loadingText : state === "error" ? loadErrorText : emptyText}
            </div>
          )}
        >
          {(option: ChoiceOption) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
