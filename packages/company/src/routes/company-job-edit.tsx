import { useLocation } from "react-router";
import { JobEditScreen } from "../JobEdit/JobEditScreen.tsx";
import { editSectionOf } from "../JobEdit/paths.ts";

/**
 * `/company/jobs/{id}/job-content`, `/address`, `/addons`, and the admin's `/admin/company-list/{id}/job-content`
 * and `/address` (employer-work §2, §6: admins edit any company's job, content and address): one module, one
 * entry in the route table's preload lists (the wizard's first load is near its budget).
 */
export function Component() {
  const { pathname } = useLocation();
  const section = editSectionOf(pathname);
  return pathname.startsWith("/admin/") ? (
    <JobEditScreen section={section === 2 ? 0 : section} area="admin" />
  ) : (
    <JobEditScreen section={section} />
  );
}
