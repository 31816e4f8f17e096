import { defaultPageSize } from "@haulboard/domain";
import { sql } from "kysely";
import { loadCompany } from "../companies/shared.ts";
import { typed } from "../db/typed.ts";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { selectUsers, toEmployee } from "../routes/rows.ts";

/** Employees of a company, oldest first. */
export const listCompanyEmployees = async ({
  params,
  query,
  deps,
}: HandlerInput<"employees.list"> | HandlerInput<"admin.listCompanyEmployers">) => {
  await loadCompany(deps.db, params.id);
  const page = pageOf(query, defaultPageSize);
  const rows = await selectUsers(deps.db)
    .select(sql<number>`count(*) over ()::integer`.as("total"))
    .where("u.company_id", "=", params.id)
    .where("u.deleted_at", "is", null)
    .orderBy("u.created_at")
    .orderBy("u.id")
    .limit(page.take)
    .offset(page.skip)
    .execute();
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const counted = await typed(deps.db)
      .selectFrom("users")
      .select(sql<number>`count(*)::integer`.as("total"))
      .where("company_id", "=", params.id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toEmployee), pagination: { ...page, total } };
};

// "Admins can also manage a company's employees" (access §6); company members see their own.
export const listRoute: Route<"employees.list"> = {
  access: roles(companySettingsRoles, "ownCompany"),
  handle: listCompanyEmployees,
};
