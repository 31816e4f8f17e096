import { AdminsScreen } from "../Admins/AdminsScreen.tsx";
import { ApplicantsScreen } from "../Applicants/ApplicantsScreen.tsx";
import { DriverListScreen } from "../Drivers/DriverListScreen.tsx";
import { UserManagementLayout } from "./UserManagementLayout.tsx";

/** /admin/user-management and /admin/user-management/applicants. */
export function ApplicantsRoute() {
  return (
    <UserManagementLayout current="applicants">
      <ApplicantsScreen />
    </UserManagementLayout>
  );
}

/** /admin/user-management/drivers. */
export function DriversRoute() {
  return (
    <UserManagementLayout current="drivers">
      <DriverListScreen />
    </UserManagementLayout>
  );
}

/** /admin/user-management/admins. */
export function AdminsRoute() {
  return (
    <UserManagementLayout current="admins">
      <AdminsScreen />
    </UserManagementLayout>
  );
}
