// Applicants and tags (employer-work §3 "Applicant", "Tag", §7 "Applicants and tags"; issue 17): a job's
// applicants with search and sort, the company's tags on applicants and jobs, and beyond the spec the
// pipeline stage, private notes and bulk actions. Everything is the caller's company's: another company's
// job, application, tag or note answers 404 (admins reach any company's jobs; internal users read them).
import type { Routes } from "../http/context.ts";
import { addNoteRoute } from "./addNote.ts";
import { bulkTagRoute } from "./bulkTag.ts";
import { deleteNoteRoute } from "./deleteNote.ts";
import { exportCsvRoute } from "./exportCsv.ts";
import { listRoute } from "./list.ts";
import { notesRoute } from "./notes.ts";
import { searchRoute } from "./search.ts";
import { setStageRoute } from "./setStage.ts";

export const applicantsRoutes: Routes = {
  "applicants.list": listRoute,
  "applicants.search": searchRoute,
  "applicants.setStage": setStageRoute,
  "applicants.bulkTag": bulkTagRoute,
  "applicants.notes": notesRoute,
  "applicants.addNote": addNoteRoute,
  "applicants.deleteNote": deleteNoteRoute,
  "applicants.exportCsv": exportCsvRoute,
};
