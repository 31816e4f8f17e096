// Driver List (access §2, §7): drivers with their subscriptions, and cancelling a renewal.
import type { Routes } from "../http/context.ts";
import { cancelRoute } from "./cancel.ts";
import { searchRoute } from "./search.ts";

export const driverSubscriptionsRoutes: Routes = {
  "driverSubscriptions.search": searchRoute,
  "driverSubscriptions.cancel": cancelRoute,
};
