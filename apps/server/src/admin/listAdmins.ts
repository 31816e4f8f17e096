import { adminRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { searchAdminRows } from "./rows.ts";

const listAdmins = (input: HandlerInput<"admin.listAdmins">) => searchAdminRows(input, undefined, undefined);

export const listAdminsRoute: Route<"admin.listAdmins"> = { access: roles(adminRoles), handle: listAdmins };
