import type { Companies } from "@haulboard/api/contract";
import { RoleName } from "@haulboard/domain";
import { onlyRow, type Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { type CompanyRow, toCompany } from "../routes/rows.ts";

export const loadCompany = async (q: Queryable, id: number) => {
  const [row] = await q.query<CompanyRow>("select c.* from companies c where c.id = $1", [id]);
  if (!row) throw appError(Errors.companyNotFound);
  return toCompany(row);
};

/** What a new company is made of: the company-info step's fields, and the plan when an admin creates it. */
type CompanyInput = Companies.CreateCompanyRequest & {
  readonly planId?: Companies.AdminCreateCompanyRequest["planId"];
};

export const insertCompany = async (q: Queryable, employerId: number, input: CompanyInput) => {
  const row = onlyRow(
    await q.query<{ id: number }>(
      `insert into companies (company_name, size, phone, email, billing_type, plan_id, employer_id)
     values ($1, $2, $3, $4, coalesce($5, 'CELERO'), coalesce($6, 2), $7) returning id`,
      [
        input.companyName.trim(),
        input.size,
        input.phone,
        input.email ?? null,
        input.billingType ?? null,
        input.planId ?? null,
        employerId,
      ],
    ),
    "inserted row",
  );
  await q.query("update users set company_id = $2, updated_at = now() where id = $1", [employerId, row.id]);
  // The creator administers the company.
  await q.query("insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing", [
    employerId,
    RoleName.companyAdmin,
  ]);
  return loadCompany(q, row.id);
};
