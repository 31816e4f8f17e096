// Candidates (employer-work §2 "Job candidates", §7; issue 17 "Candidates"): drivers matched to one of the
// company's jobs by the same rule as the drivers' search (migration 0008 hb_match_score). Only what the
// card shows is read: never a name, email, phone or street (the screen shows fixed blurred placeholders).
import type { Routes } from "../http/context.ts";
import { listRoute } from "./list.ts";

export const candidatesRoutes: Routes = {
  "candidates.list": listRoute,
};
