import type { Applicants, Tags } from "@haulboard/api";
import {
  type ApplicantStageCode,
  applicantCdl,
  applicantFlag,
  applicantNoteMaxLength,
  applicantStageCodes,
  applicantStageLabels,
  applicantText,
  formatDate,
} from "@haulboard/domain";
import { Alert, Button, Form, Inline, Select, Spinner, TagGroup, TextArea } from "@haulboard/ui";
import { useState } from "react";
import * as styles from "../styles.css.ts";
import * as css from "./Applicants.css.ts";
import { ApplicantsText } from "./ApplicantsText.ts";

type Applicant = Applicants.Applicant;
type Note = Applicants.ApplicantNote;
type Tag = Tags.Tag;

export interface ApplicantPanelProps {
  readonly applicant: Applicant;
  readonly companyTags: readonly Tag[];
  readonly notes: readonly Note[];
  readonly isNotesLoading?: boolean;
  readonly notesError?: string | undefined;
  /** The new note's text and its message (the shell's form recipe lives in the container). */
  readonly noteText: string;
  readonly noteError?: string | undefined;
  readonly onNoteTextChange: (text: string) => void;
  readonly onAddNote: () => void;
  readonly isAddingNote?: boolean;
  /** Asks to delete a note (shown on the notes the caller may delete: `canDelete`). */
  readonly onDeleteNote: (note: Note) => void;
  readonly onStageChange: (stage: ApplicantStageCode) => void;
  readonly onAttachTag: (tagId: number) => void;
  readonly onDetachTag: (tagId: number) => void;
  readonly onCleanAllTags: () => void;
  /** True while a stage or tag change runs. */
  readonly isChanging?: boolean;
}

/**
 * One applicant in the side panel (issue 17, beyond the spec): contact facts, the pipeline stage, the
 * applicant's tags (attach, detach, clean all) and the company's private notes (read, add, and delete
 * one's own, or any as a company admin).
 */
export function ApplicantPanel({
  applicant,
  companyTags,
  notes,
  isNotesLoading = false,
  notesError,
  noteText,
  noteError,
  onNoteTextChange,
  onAddNote,
  isAddingNote = false,
  onDeleteNote,
  onStageChange,
  onAttachTag,
  onDetachTag,
  onCleanAllTags,
  isChanging = false,
}: ApplicantPanelProps) {
  const attachable = companyTags.filter((tag) => !applicant.tags.some((held) => held.id === tag.id));
  const [tagId, setTagId] = useState<number | null>(null);
  const chosen = attachable.some((tag) => tag.id === tagId) ? tagId : null;
  return (
    <div className={css.panel}>
      <dl className={css.facts}>
        <dt>{ApplicantsText.columns.email}</dt>
        <dd>{applicantText(applicant.email)}</dd>
        <dt>{ApplicantsText.columns.phone}</dt>
        <dd>{applicantText(applicant.phone)}</dd>
        <dt>{ApplicantsText.columns.applicationAt}</dt>
        <dd>{formatDate(applicant.applicationAt)}</dd>
        <dt>{ApplicantsText.columns.cdlStatus}</dt>
        <dd>{applicantCdl(applicant.cdlStatus)}</dd>
        {/* The rest of the record: the grid shows only what sorts applicants out. */}
        <dt>{ApplicantsText.columns.city}</dt>
        <dd>{applicantText(applicant.city)}</dd>
        <dt>{ApplicantsText.columns.state}</dt>
        <dd>{applicantText(applicant.state)}</dd>
        <dt>{ApplicantsText.columns.zipCode}</dt>
        <dd>{applicantText(applicant.zipCode)}</dd>
        <dt>{ApplicantsText.columns.withinRange}</dt>
        <dd>{applicantFlag(applicant.withinRange)}</dd>
        <dt>{ApplicantsText.columns.ownerOperator}</dt>
        <dd>{applicantFlag(applicant.ownerOperator)}</dd>
        <dt>{ApplicantsText.columns.endorsements}</dt>
        <dd>{applicantText(applicant.endorsements.join(", "))}</dd>
        <dt>{ApplicantsText.columns.workExperiences}</dt>
        <dd>{applicantText(applicant.workExperiences.join(", "))}</dd>
      </dl>
      <Select
        label={ApplicantsText.panelStage}
        options={applicantStageCodes.map((code) => ({ id: code, label: applicantStageLabels[code] }))}
        value={applicant.stage ?? "new"}
        isDisabled={isChanging}
        onChange={(key) => {
          if (key !== null && key !== (applicant.stage ?? "new")) onStageChange(key as ApplicantStageCode);
        }}
      />
      <TagGroup
        label={ApplicantsText.applicantTags}
        tags={applicant.tags.map((tag) => ({ id: String(tag.id), label: tag.tag }))}
        onRemove={(ids) => {
          for (const id of ids) onDetachTag(Number(id));
        }}
        emptyText={ApplicantsText.noApplicantTags}
      />
      <Inline alignY="end">
        <Select
          label={ApplicantsText.addTag}
          placeholder={ApplicantsText.chooseTag}
          options={attachable.map((tag) => ({ id: String(tag.id), label: tag.tag }))}
          value={chosen === null ? null : String(chosen)}
          onChange={(key) => setTagId(key === null ? null : Number(key))}
        />
        <Button
          variant="secondary"
          isDisabled={chosen === null || isChanging}
          onPress={() => {
            if (chosen !== null) {
              onAttachTag(chosen);
              setTagId(null);
            }
          }}
        >
          {ApplicantsText.attach}
        </Button>
        <Button
          variant="tertiary"
          isDisabled={applicant.tags.length === 0 || isChanging}
          onPress={onCleanAllTags}
        >
          {ApplicantsText.cleanAll}
        </Button>
      </Inline>
      <section className={css.tags} aria-labelledby="applicant-notes-title">
        <h3 id="applicant-notes-title" className={styles.subtitle}>
          {ApplicantsText.notes}
        </h3>
        <p className={styles.muted}>{ApplicantsText.notesHint}</p>
        {notesError ? <Alert kind="error" message={notesError} /> : null}
        {isNotesLoading ? (
          <Spinner label={ApplicantsText.notesLoading} showLabel size="small" />
        ) : notes.length === 0 && !notesError ? (
          <p className={styles.muted}>{ApplicantsText.noNotes}</p>
        ) : (
          <ul className={css.notes} aria-label={ApplicantsText.notes}>
            {notes.map((note) => (
              <li key={note.id} className={css.note}>
                <div className={css.noteMeta}>
                  <span>{ApplicantsText.noteBy(note.authorName, formatDate(note.createdAt))}</span>
                  {note.canDelete ? (
                    <Button
                      variant="tertiary"
                      size="small"
                      aria-label={ApplicantsText.deleteNoteLabel(note.authorName, formatDate(note.createdAt))}
                      onPress={() => onDeleteNote(note)}
                    >
                      {ApplicantsText.deleteNote}
                    </Button>
                  ) : null}
                </div>
                {note.body}
              </li>
            ))}
          </ul>
        )}
        <Form onSubmit={() => onAddNote()}>
          <TextArea
            label={ApplicantsText.note}
            name="body"
            value={noteText}
            onChange={onNoteTextChange}
            maxLength={applicantNoteMaxLength}
            errorMessage={noteError}
            isInvalid={noteError !== undefined}
            rows={3}
          />
          <Inline>
            <Button type="submit" isLoading={isAddingNote}>
              {ApplicantsText.addNote}
            </Button>
          </Inline>
        </Form>
      </section>
    </div>
  );
}
