import type { LazyRoute } from "@haulboard/shell";

/**
 * Where a deleted driver lands, outside the portal (access §2). A module of its own: the app's public route
 * table (in every page's first load) lists it, while the portal routes load with the portal frame.
 */
export const membersDeletedRoute: LazyRoute = {
  path: "/deleted-members",
  load: () => import("./routes/members-deleted.tsx"),
};
