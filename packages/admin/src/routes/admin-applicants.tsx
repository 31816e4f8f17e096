import { ApplicantsScreen } from "../Applicants/ApplicantsScreen.tsx";
import { UserManagementLayout } from "../UserManagement/UserManagementLayout.tsx";

/** /admin/user-management and /admin/user-management/applicants. (One module per route, so each route loads only its own screen.) */
export function Component() {
  return (
    <UserManagementLayout current="applicants">
      <ApplicantsScreen />
    </UserManagementLayout>
  );
}
