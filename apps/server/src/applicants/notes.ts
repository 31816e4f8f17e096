import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type NoteRow, toNote, workableApplication } from "./workable.ts";

const noteSelect = `select n.id, n.author_id, n.body, nullif(trim(u.first_name || ' ' || u.last_name), '') as author_name,
    to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
  from application_notes n left join users u on u.id = n.author_id`;

const listNotes = async ({ params, caller, deps }: HandlerInput<"applicants.notes">) => {
  await workableApplication(deps.db, caller, params.id);
  const rows = await deps.db.query<NoteRow>(
    `${noteSelect} where n.application_id = $1 order by n.created_at, n.id`,
    [params.id],
  );
  return { data: rows.map((row) => toNote(row, caller)) };
};

export const notesRoute: Route<"applicants.notes"> = { access: roles(jobWriterRoles), handle: listNotes };
