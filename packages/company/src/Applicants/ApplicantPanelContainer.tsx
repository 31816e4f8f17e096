import { type Applicants, runApi } from "@haulboard/api";
import { ApplicantNoteForm, type ApplicantStageCode, ErrorText } from "@haulboard/domain";
import { alertTextOf, useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { ConfirmDialog } from "@haulboard/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApplicantPanel } from "./ApplicantPanel.tsx";
import { ApplicantsText } from "./ApplicantsText.ts";

type Applicant = Applicants.Applicant;
type Note = Applicants.ApplicantNote;

export interface ApplicantPanelContainerProps {
  readonly jobId: number;
  readonly applicant: Applicant;
}

/** The open applicant's panel: notes through the shell's form recipe, stage and tags through the api. */
export default function ApplicantPanelContainer({ jobId, applicant }: ApplicantPanelContainerProps) {
  const client = useAppApi();
  const api = useApi();
  const queryClient = useQueryClient();
  const notesInput = { params: { id: applicant.id } };
  const notes = useQuery(api.applicants.notes.queryOptions(notesInput));
  const tags = useQuery(api.tags.list.queryOptions());
  const form = useSchemaForm<{ body: string }, ApplicantNoteForm>(ApplicantNoteForm, { body: "" });
  const addNote = useSubmit(
    ({ body }: ApplicantNoteForm) =>
      runApi(client.applicants.addNote({ params: { id: applicant.id }, body: { body: body.trim() } })),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => {
        form.reset();
        void queryClient.invalidateQueries({ queryKey: api.applicants.notes.key() });
        void queryClient.invalidateQueries({ queryKey: api.applicants.search.key() });
      },
    },
  );
  // A note is deleted after a confirmation; the dialog closes when the call is done, either way.
  const [noteToDelete, setNoteToDelete] = useState<Note | null>(null);
  const deleteNote = useSubmit(
    (note: Note) => runApi(client.applicants.deleteNote({ params: { id: note.id } })),
    {
      successMessage: ApplicantsText.noteDeleted,
      onSuccess: () => {
        setNoteToDelete(null);
        void queryClient.invalidateQueries({ queryKey: api.applicants.notes.key() });
      },
      // The failure is the one error alert; the note stays listed.
      onFailure: () => {
        setNoteToDelete(null);
        return false;
      },
    },
  );
  const change = useSubmit(
    async (
      step:
        | { kind: "stage"; stage: ApplicantStageCode }
        | { kind: "attach" | "detach"; tagId: number }
        | { kind: "cleanAll" },
    ) => {
      if (step.kind === "stage")
        await runApi(
          client.applicants.setStage({
            params: { id: jobId },
            body: { applicantIds: [applicant.id], stage: step.stage },
          }),
        );
      if (step.kind === "attach")
        await runApi(
          client.tags.attachToApplicant({ body: { jobId, applicantId: applicant.id, tagId: step.tagId } }),
        );
      if (step.kind === "detach")
        await runApi(
          client.tags.detachFromApplicant({
            body: { applicantId: applicant.id, tagId: step.tagId, cleanAll: false },
          }),
        );
      if (step.kind === "cleanAll")
        await runApi(
          client.tags.detachFromApplicant({ body: { applicantId: applicant.id, cleanAll: true } }),
        );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: api.applicants.search.key() }),
    },
  );
  return (
    <>
      <ApplicantPanel
        applicant={applicant}
        companyTags={tags.data ?? []}
        notes={notes.data ?? []}
        isNotesLoading={notes.isPending}
        notesError={notes.isError ? alertTextOf(notes.error) : undefined}
        noteText={form.values.body}
        noteError={form.errorOf("body")}
        onNoteTextChange={(text) => form.setValue("body", text)}
        onAddNote={() => form.submit(addNote.submit)}
        isAddingNote={addNote.isSubmitting}
        onStageChange={(stage) => void change.submit({ kind: "stage", stage })}
        onAttachTag={(tagId) => void change.submit({ kind: "attach", tagId })}
        onDetachTag={(tagId) => void change.submit({ kind: "detach", tagId })}
        onCleanAllTags={() => void change.submit({ kind: "cleanAll" })}
        isChanging={change.isSubmitting}
        onDeleteNote={setNoteToDelete}
      />
      {noteToDelete ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setNoteToDelete(null);
          }}
          title={ApplicantsText.deleteNoteTitle}
          message={ApplicantsText.deleteNoteMessage}
          isDestructive
          isPending={deleteNote.isSubmitting}
          onConfirm={() => void deleteNote.submit(noteToDelete)}
        />
      ) : null}
    </>
  );
}
