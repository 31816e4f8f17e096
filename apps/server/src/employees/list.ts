import { defaultPageSize } from "@haulboard/domain";
import { loadCompany } from "../companies/shared.ts";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { toEmployee, type UserRow, userColumns } from "../routes/rows.ts";

/** Employees of a company, oldest first. */
export const listCompanyEmployees = async ({
  params,
  query,
  deps,
}: HandlerInput<"employees.list"> | HandlerInput<"admin.listCompanyEmployers">) => {
  await loadCompany(deps.db, params.id);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<UserRow & { total: number }>(
    `select ${userColumns}, count(*) over ()::integer as total from users u
      where u.company_id = $1 and u.deleted_at is null order by u.created_at, u.id limit $2 offset $3`,
    [params.id, page.take, page.skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from users where company_id = $1 and deleted_at is null",
      [params.id],
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toEmployee), pagination: { ...page, total } };
};

// "Admins can also manage a company's employees" (access §6); company members see their own.
export const listRoute: Route<"employees.list"> = {
  access: roles(companySettingsRoles, "ownCompany"),
  handle: listCompanyEmployees,
};
