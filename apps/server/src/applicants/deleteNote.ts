import { jobWriterRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { mayDeleteNote, workableApplication } from "./workable.ts";

const deleteNote = async ({ params, caller, deps }: HandlerInput<"applicants.deleteNote">) => {
  const [note] = await deps.db.query<{ application_id: number; author_id: number | null }>(
    "select application_id, author_id from application_notes where id = $1",
    [params.id],
  );
  if (!note) throw appError(Errors.noteNotFound);
  try {
    await workableApplication(deps.db, caller, note.application_id);
  } catch {
    throw appError(Errors.noteNotFound);
  }
  if (!mayDeleteNote(caller, note.author_id)) throw appError(Errors.noteNotYours);
  await deps.db.query("delete from application_notes where id = $1", [params.id]);
  return { data: null };
};

export const deleteNoteRoute: Route<"applicants.deleteNote"> = {
  access: roles(jobWriterRoles),
  handle: deleteNote,
};
