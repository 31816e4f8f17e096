import { defaultPageSize } from "@haulboard/domain";
import type { HandlerInput, Route } from "../http/context.ts";
import { type ApplicationRow, applicationSelect, driverOnly, toApplication } from "./rows.ts";

const listApplications = async ({ caller, query, deps }: HandlerInput<"members.listApplications">) => {
  const skip = query?.offset ?? 0;
  const take = query?.limit ?? defaultPageSize;
  const rows = await deps.db.query<ApplicationRow>(
    `${applicationSelect.replace("as open", "as open, count(*) over ()::integer as total")}
      where a.driver_id = $1 order by a.applied_at desc, a.id desc limit $2 offset $3`,
    [caller.userId, take, skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from job_applications where driver_id = $1",
      [caller.userId],
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toApplication), pagination: { skip, take, total } };
};

export const listApplicationsRoute: Route<"members.listApplications"> = {
  access: driverOnly,
  handle: listApplications,
};
