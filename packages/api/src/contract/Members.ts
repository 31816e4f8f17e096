import * as Endpoint from "./Endpoint.ts";
import { Empty } from "./Shared.ts";

export const deleteOwnAccount = Endpoint.make({
  name: "members.deleteOwnAccount",
  method: "DELETE",
  path: "/members/me",
  auth: "bearer",
  success: Empty,
  description: "A driver deletes their own account (soft delete, personal data erased).",
});

/** The calls of this resource by name, as `api.members` and the client (`client.members.<call>`) expose them. */
export const membersCalls = {
  deleteOwnAccount: deleteOwnAccount,
} as const;
