import type { Tags } from "@haulboard/api";
import { jobTagError, tagMaxLength } from "@haulboard/domain";
import { Button, TagGroup, TextField } from "@haulboard/ui";
import { type FormEvent, useState } from "react";
import { CompanyText } from "../CompanyText.ts";
import * as styles from "../styles.css.ts";

type Tag = Tags.Tag;

export interface JobTagsEditorProps {
  /** The job's title: names the tag list ("Tags of …"). */
  readonly title: string;
  readonly tags: readonly Tag[];
  /** The caller may change the job's tags (the domain's job writers); otherwise the tags are only shown. */
  readonly canEdit: boolean;
  /** Adds a tag (trimmed, checked); resolves true when it was added, so the field empties. */
  readonly onAdd?: ((text: string) => Promise<boolean>) | undefined;
  readonly isAdding?: boolean;
  readonly onRemove?: ((tag: Tag) => void) | undefined;
  /** The text of the tag just removed: shown with Undo until another change. */
  readonly lastRemoved?: string | undefined;
  readonly onUndo?: (() => void) | undefined;
  /** The add field's first text (stories). */
  readonly initialDraft?: string;
}

/**
 * A job's tags (employer-work §3 Tag, §7 "POST /jobs/{id}/tag", "DELETE /jobs/tag/{id}"): each tag a chip
 * with a "Remove tag …" button (Delete or Backspace on a focused chip too), a field to add one with the
 * domain's rules (1 to 50 characters, not twice), and Undo after a removal. Read-only roles see the chips.
 */
export function JobTagsEditor({
  title,
  tags,
  canEdit,
  onAdd,
  isAdding = false,
  onRemove,
  lastRemoved,
  onUndo,
  initialDraft = "",
}: JobTagsEditorProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [error, setError] = useState<string | undefined>(
    initialDraft
      ? jobTagError(
          initialDraft,
          tags.map((tag) => tag.tag),
        )
      : undefined,
  );
  const editable = canEdit && onAdd !== undefined;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (isAdding || !onAdd) return;
    const problem = jobTagError(
      draft,
      tags.map((tag) => tag.tag),
    );
    setError(problem);
    if (problem) return;
    if (await onAdd(draft.trim())) setDraft("");
  };
  const byId = new Map(tags.map((tag) => [String(tag.id), tag]));
  return (
    <div className={styles.form}>
      <TagGroup
        label={CompanyText.jobTags(title)}
        tags={tags.map((tag) => ({ id: String(tag.id), label: tag.tag }))}
        emptyText={CompanyText.noTags}
        removeLabel={CompanyText.removeTag}
        onRemove={
          canEdit && onRemove
            ? (ids) => {
                for (const id of ids) {
                  const tag = byId.get(id);
                  if (tag) onRemove(tag);
                }
              }
            : undefined
        }
      />
      {lastRemoved !== undefined ? (
        <p className={styles.tagUndo} role="status">
          <span>{CompanyText.tagRemoved(lastRemoved)}</span>
          {editable && onUndo ? (
            <Button variant="secondary" size="small" onPress={onUndo} isLoading={isAdding}>
              {CompanyText.undoRemoveTag}
            </Button>
          ) : null}
        </p>
      ) : null}
      {editable ? (
        <form className={styles.tagAdd} onSubmit={(event) => void add(event)} noValidate>
          <div className={styles.tagAddField}>
            <TextField
              label={CompanyText.newTag}
              value={draft}
              onChange={(value) => {
                setDraft(value);
                if (error) setError(undefined);
              }}
              isInvalid={error !== undefined}
              errorMessage={error}
              // One more than allowed, so a pasted long text shows the rule instead of being cut.
              maxLength={tagMaxLength + 1}
            />
          </div>
          <div className={styles.tagAddButton}>
            <Button
              type="submit"
              variant="secondary"
              isLoading={isAdding}
              loadingLabel={CompanyText.addingTag}
            >
              {CompanyText.addTag}
            </Button>
          </div>
        </form>
      ) : !canEdit ? (
        <p className={styles.muted}>{CompanyText.tagsReadOnly}</p>
      ) : null}
    </div>
  );
}
