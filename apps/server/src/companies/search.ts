import { adminRoles, companySearchLimit } from "@haulboard/domain";
import { sql } from "kysely";
import { makeKeptPages, readCounterAndDay } from "../cache/totals.ts";
import { typed } from "../db/typed.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf, type SearchColumn, searchCondition, searchOrder } from "../http/search.ts";

const companyColumns: Record<string, SearchColumn> = {
  company_name: { sql: "c.company_name", kind: "text", notNull: true },
  created_at: { sql: "c.created_at", kind: "date" },
  billing_type: { sql: "c.billing_type", kind: "text", notNull: true },
  plan_id: { sql: "c.plan_id", kind: "number" },
  status: { sql: "c.status", kind: "text", notNull: true },
};

/** The columns a row of the company list needs (CompanyListItem), not the whole record. */
const listColumns = [
  "c.id",
  "c.company_name",
  "c.plan_id",
  "c.billing_type",
  "c.total_jobs",
  "c.active_jobs",
  "c.phone",
  "c.created_at",
  "c.status",
] as const;

type ListPage = { readonly rows: string; readonly count: number } | undefined;

/**
 * The company list's pages (issue 13), kept per value of the `companies` counter and per day (a job's
 * "active" depends on the date), at most 200 per value. The counter is bumped in the writing transaction
 * by every statement on companies and every job statement that may change a company's job counts
 * (migrations 0004, 0017), on any replica.
 */
const companyPages = makeKeptPages<ListPage>(200);

/** Company search (access §7): filters company_name ilike, orders created_at desc, offset 0, limit 50. */
const searchCompanies = async ({ body, query, deps }: HandlerInput<"companies.search">) => {
  const { filters, orders } = body;
  const page = pageOf(query, companySearchLimit);
  const k = typed(deps.db);
  const matching = k.selectFrom("companies as c").where((eb) => searchCondition(eb, filters, companyColumns));
  const order = searchOrder(orders, companyColumns, { field: "created_at", direction: "desc" }, "c.id desc");
  // The page comes back as one JSON text already in the wire shape of CompanyListItem (snake_case, ISO
  // dates in UTC with milliseconds, as toISOString writes them): no rows cross from the database thread,
  // nothing is mapped, encoded or stringified again (issue 13: the list cost 0.8 ms of main-thread CPU).
  // json_agg orders by the position each row had in the sorted page.
  const pageQuery = sql<{ rows: string; count: number }>`select coalesce(json_agg(json_build_object(
              'id', page.id, 'company_name', page.company_name, 'plan_id', page.plan_id,
              'billing_type', page.billing_type,
              'total_jobs', counts.total_jobs, 'active_jobs', counts.active_jobs,
              'phone', page.phone,
              'created_at', to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'status', page.status) order by page.position), '[]')::text as rows,
            count(*)::integer as count
       -- The page's rows, numbered in their sorted order (after the limit: at most one page is numbered).
       from (select sorted.*, row_number() over () as position
               from (${matching.select(listColumns).orderBy(order).limit(page.take).offset(page.skip)}) sorted) page
       -- Issue 17: the totals are counted from the company's jobs (not the stored counters), for the page's
       -- rows only, in one pass over each company's jobs: a job not deleted; active = posted and running
       -- (the list's POSTED).
       cross join lateral (
         select count(*)::integer as total_jobs,
                (count(*) filter (where j.approval_status = 'approved' and j.active
                   and j.posting_date <= current_date
                   and (j.expiration_date is null or j.expiration_date >= current_date)))::integer as active_jobs
           from jobs j where j.company_id = page.id and j.deleted_at is null) counts`;
  const compiled = pageQuery.compile(k);
  const result = await companyPages(
    deps.db,
    await readCounterAndDay(deps.db, "companies"),
    `${compiled.sql}|${JSON.stringify(compiled.parameters)}`,
    async () => ({ value: (await pageQuery.execute(k)).rows[0] }),
  );
  const count = result?.count ?? 0;
  const totalQuery = matching.select(sql<number>`count(*)::integer`.as("total"));
  const counting = totalQuery.compile();
  const total =
    page.skip === 0 && count < page.take
      ? count
      : await deps.companyTotals.total(`${counting.sql}|${JSON.stringify(counting.parameters)}`, async () => {
          const counted = await totalQuery.executeTakeFirst();
          return counted?.total ?? 0;
        });
  return { wireJson: result?.rows ?? "[]", pagination: { ...page, total } };
};

// Only admin or super admin can search companies (access §6).
export const searchRoute: Route<"companies.search"> = { access: roles(adminRoles), handle: searchCompanies };
