import { jobWriterRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type NoteRow, toNote, workableApplication } from "./workable.ts";

const addNote = async ({ params, body, caller, deps }: HandlerInput<"applicants.addNote">) => {
  const text = body.body.trim();
  if (text === "") throw appError(Errors.noteRequired, { field: "body" });
  await workableApplication(deps.db, caller, params.id);
  const [row] = await deps.db.query<NoteRow>(
    `with made as (insert into application_notes (application_id, author_id, body) values ($1, $2, $3) returning *)
     select n.id, n.author_id, n.body, nullif(trim(u.first_name || ' ' || u.last_name), '') as author_name,
            to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from made n left join users u on u.id = n.author_id`,
    [params.id, caller.userId, text],
  );
  if (!row) throw new Error("note not inserted");
  return { data: toNote(row, caller) };
};

export const addNoteRoute: Route<"applicants.addNote"> = { access: roles(jobWriterRoles), handle: addNote };
