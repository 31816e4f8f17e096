import { adminRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { searchAdminRows } from "./rows.ts";

/** Admin search: filters full_name ilike, orders created_at asc by default (access §7). */
const searchAdmins = (input: HandlerInput<"admin.searchAdmins">) => {
  const { filters, orders } = input.body;
  return searchAdminRows(input, filters, orders);
};

export const searchAdminsRoute: Route<"admin.searchAdmins"> = {
  access: roles(adminRoles),
  handle: searchAdmins,
};
