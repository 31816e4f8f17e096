import { DriverText } from "@haulboard/domain";
import { refuseUnderImpersonation } from "../auth/accounts.ts";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { openJobSql } from "../matching/sql.ts";
import {
  type ApplicationRow,
  applicationSelect,
  countStat,
  driverOnly,
  profileOf,
  toApplication,
  toProfile,
} from "./rows.ts";

const apply = async ({ caller, params, deps }: HandlerInput<"members.apply">) => {
  // An admin acting as a driver does not apply in the driver's name.
  refuseUnderImpersonation(caller);
  const profile = toProfile(await profileOf(deps.db, caller.userId));
  const applicationId = await deps.db.transaction(async (tx) => {
    const [job] = await tx.query<{ id: number }>(
      `select j.id from jobs j where j.id = $1 and ${openJobSql("j")}`,
      [params.id],
    );
    if (!job) throw appError(Errors.jobNotFound);
    if (profile.missingForApply.length > 0) {
      throw appError(Errors.profileIncomplete, {
        entries: profile.missingForApply.map((field) => ({ message: DriverText.profileIncomplete, field })),
      });
    }
    const [created] = await tx.query<{ id: number }>(
      `insert into job_applications (job_id, driver_id) values ($1, $2)
       on conflict (job_id, driver_id) do nothing returning id`,
      [params.id, caller.userId],
    );
    if (!created) throw appError(Errors.alreadyApplied);
    await countStat(tx, params.id, "applications");
    return created.id;
  });
  const rows = await deps.db.query<ApplicationRow>(`${applicationSelect} where a.id = $1`, [applicationId]);
  return { data: toApplication(onlyRow(rows, "the new application")) };
};

export const applyRoute: Route<"members.apply"> = { access: driverOnly, handle: apply };
