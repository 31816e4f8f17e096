import { adminRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { insertCompany } from "./shared.ts";

const adminCreateCompany = async ({ body, deps }: HandlerInput<"companies.adminCreate">) => {
  const input = body;
  const data = await deps.db.transaction(async (tx) => {
    const [employer] = await tx.query<{ company_id: number | null; is_employer: boolean }>(
      `select company_id, exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('Employer', 'TNCompanyAdmin')) as is_employer
         from users u where id = $1 and deleted_at is null for update`,
      [input.employerId],
    );
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
