import { adminRoles } from "@haulboard/domain";
import { sql } from "kysely";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { insertCompany } from "./shared.ts";

const adminCreateCompany = async ({ body, deps }: HandlerInput<"companies.adminCreate">) => {
  const input = body;
  const data = await deps.db.transaction(async (tx) => {
    const employer = await typed(tx)
      .selectFrom("users as u")
      .select((eb) => [
        "u.company_id",
        eb
          .exists(
            eb
              .selectFrom("user_roles as r")
              .select(sql`1`.as("one"))
              .whereRef("r.user_id", "=", "u.id")
              .where("r.role", "in", ["Employer", "TNCompanyAdmin"]),
          )
          .as("is_employer"),
      ])
      .where("u.id", "=", input.employerId)
      .where("u.deleted_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!employer) throw appError(Errors.employerNotFound, { field: "employer_id" });
    if (!employer.is_employer) throw appError(Errors.notAnEmployer, { field: "employer_id" });
    if (employer.company_id !== null) throw appError(Errors.employerHasCompany);
    return insertCompany(tx, input.employerId, input);
  });
  deps.companyTotals.invalidate();
  return { data };
};

export const adminCreateRoute: Route<"companies.adminCreate"> = {
  access: roles(adminRoles),
  handle: adminCreateCompany,
};
