import { type FormEvent, useId, useState } from "react";
import { Button } from "react-aria-components/Button";
import { Input } from "react-aria-components/Input";
import {
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  Tag,
  TagList,
} from "react-aria-components/TagGroup";
import { TextField as AriaTextField } from "react-aria-components/TextField";
import { Button as HbButton } from "../Button/Button.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { closeIcon, plusIcon } from "../Icon/icons.tsx";
import * as styles from "./TagGroup.css.ts";

/** One tag. */
export interface TagItem {
  /** Stable id (the server's tag id). */
  id: string;
  /** The tag text. */
  label: string;
}

export interface TagGroupProps
  extends FieldProps,
    Omit<AriaTagGroupProps, "className" | "style" | "children" | "onRemove"> {
  /** The tags to show. */
  tags: readonly TagItem[];
  /**
   * Called with the ids to remove (the × button, or Delete/Backspace on a focused tag). Without it
   * tags cannot be removed.
   * @default undefined
   */
  onRemove?: (ids: string[]) => void;
  /**
   * Called with the trimmed text of a new tag. Without it no "add" input is shown.
   * @default undefined
   */
  onAdd?: (text: string) => void;
  /**
   * The label of the add input (its button reads "Add").
   * @default "New tag"
   */
  addLabel?: string;
  /**
   * Shown when there are no tags.
   * @default "No tags"
   */
  emptyText?: string;
  /**
   * The longest tag text that can be typed.
   * @default 50
   */
  maxTagLength?: number;
  /**
   * The accessible name of a tag's remove button, from the tag's text (e.g. "Remove tag Night").
   * Without it the button is named "Remove" and the tag's text.
   * @default undefined
   */
  removeLabel?: (label: string) => string;
}

/**
 * A labelled list of tags. Arrow keys move between tags, Delete or Backspace removes the focused one,
 * and the optional input adds new tags with Enter or the Add button.
 */
export function TagGroup({
  label,
  description,
  errorMessage,
  tags,
  onRemove,
  onAdd,
  addLabel = "New tag",
  emptyText = "No tags",
  maxTagLength = 50,
  removeLabel,
  ...props
}: TagGroupProps) {
  const [draft, setDraft] = useState("");
  const removeId = useId();
  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || !onAdd) return;
    onAdd(text);
    setDraft("");
  };
  return (
    <div className={fieldStyles.field}>
      <AriaTagGroup
        {...props}
        className={fieldStyles.field}
        onRemove={onRemove ? (keys) => onRemove([...keys].map(String)) : undefined}
      >
        <FieldLabel>{label}</FieldLabel>
        <TagList
          items={tags}
          className={styles.list}
          renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}
        >
          {(tag) => (
            <Tag id={tag.id} textValue={tag.label} className={styles.tag}>
              {({ allowsRemoving }) => (
                <>
                  {tag.label}
                  {allowsRemoving ? (
                    <Button
                      slot="remove"
                      className={styles.remove}
                      aria-labelledby={removeLabel ? `${removeId}-${tag.id}` : undefined}
                    >
                      <Icon icon={closeIcon} size="small" />
                      {removeLabel ? (
                        <span id={`${removeId}-${tag.id}`} hidden>
                          {removeLabel(tag.label)}
                        </span>
                      ) : null}
                    </Button>
                  ) : null}
                </>
              )}
            </Tag>
          )}
        </TagList>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaTagGroup>
      {onAdd ? (
        <div className={styles.addRow}>
          <AriaTextField
            value={draft}
            onChange={setDraft}
            maxLength={maxTagLength}
            onKeyDown={(e) => {
              if (e.key === "Enter") add();
            }}
            className={fieldStyles.field}
          >
            <FieldLabel>{addLabel}</FieldLabel>
            <Input className={fieldStyles.control} />
          </AriaTextField>
          <HbButton
            variant="secondary"
            iconStart={<Icon icon={plusIcon} />}
            isDisabled={!draft.trim()}
            onPress={() => add()}
          >
            Add
          </HbButton>
        </div>
      ) : null}
    </div>
  );
}
