import type { Routes } from "../http/context.ts";
import { inviteRoute } from "./invite.ts";

export const leadRoutes: Routes = {
  "lead.invite": inviteRoute,
};
