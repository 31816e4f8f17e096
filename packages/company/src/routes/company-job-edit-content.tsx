import { JobEditScreen } from "../JobEdit/JobEditScreen.tsx";

export function Component() {
  return <JobEditScreen section={0} />;
}
