import { DriverListScreen } from "../Drivers/DriverListScreen.tsx";
import { UserManagementLayout } from "../UserManagement/UserManagementLayout.tsx";

/** /admin/user-management/drivers. (One module per route, so each route loads only its own screen.) */
export function Component() {
  return (
    <UserManagementLayout current="drivers">
      <DriverListScreen />
    </UserManagementLayout>
  );
}
