import { useLocation } from "react-router";
import { JobDuplicateScreen } from "../JobEdit/JobDuplicateScreen.tsx";
import { duplicateStepOf } from "../JobEdit/paths.ts";

/** The duplicate flow's four paths: one module (one entry in the app's route table's preloads). */
export function Component() {
  return <JobDuplicateScreen step={duplicateStepOf(useLocation().pathname)} />;
}
