import { AdminsScreen } from "../Admins/AdminsScreen.tsx";
import { UserManagementLayout } from "../UserManagement/UserManagementLayout.tsx";

/** /admin/user-management/admins. (One module per route, so each route loads only its own screen.) */
export function Component() {
  return (
    <UserManagementLayout current="admins">
      <AdminsScreen />
    </UserManagementLayout>
  );
}
