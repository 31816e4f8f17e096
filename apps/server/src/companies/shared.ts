import type { Companies } from "@haulboard/api/contract";
import { RoleName } from "@haulboard/domain";
import { sql } from "kysely";
import { onlyRow, type Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { toCompany } from "../routes/rows.ts";

export const loadCompany = async (q: Queryable, id: number) => {
  const row = await typed(q)
    .selectFrom("companies as c")
    .selectAll("c")
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row) throw appError(Errors.companyNotFound);
  return toCompany(row);
};

/** What a new company is made of: the company-info step's fields, and the plan when an admin creates it. */
type CompanyInput = Companies.CreateCompanyRequest & {
  readonly planId?: Companies.AdminCreateCompanyRequest["planId"];
};

export const insertCompany = async (q: Queryable, employerId: number, input: CompanyInput) => {
  const k = typed(q);
  const row = onlyRow(
    await k
      .insertInto("companies")
      .values({
        company_name: input.companyName.trim(),
        size: input.size,
        phone: input.phone,
        email: input.email ?? null,
        billing_type: input.billingType ?? "CELERO",
        plan_id: input.planId ?? 2,
        employer_id: employerId,
      })
      .returning("id")
      .execute(),
    "inserted row",
  );
  await k
    .updateTable("users")
    .set({ company_id: row.id, updated_at: sql<Date>`now()` })
    .where("id", "=", employerId)
    .execute();
  // The creator administers the company.
  await k
    .insertInto("user_roles")
    .values({ user_id: employerId, role: RoleName.companyAdmin })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return loadCompany(q, row.id);
};
