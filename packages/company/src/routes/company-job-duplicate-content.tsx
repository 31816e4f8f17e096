import { JobDuplicateScreen } from "../JobEdit/JobDuplicateScreen.tsx";

export function Component() {
  return <JobDuplicateScreen step={0} />;
}
