import { JobEditScreen } from "../JobEdit/JobEditScreen.tsx";

/** An admin edits any company's job (employer-work §2 admin area, §6). */
export function Component() {
  return <JobEditScreen section={1} area="admin" />;
}
