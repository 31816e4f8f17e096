import { defaultPageSize } from "@haulboard/domain";
import { makeKeptPages, readCounterAndDay } from "../cache/totals.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import type { HandlerInput } from "../http/context.ts";
import { orderBy, pageOf, whereClauses } from "../http/search.ts";
import { withCandidateTotals } from "../matching/candidateTotals.ts";
import { jobColumns, type ListRow, listSelect, toListItem } from "./rows.ts";

/**
 * Tag filters (jobs and applicants): `equals`/`in` match a tag's text (case-insensitive) or a company tag's
 * id; `ilike` a tag containing the text; `not_ilike` and `not_equals` no such tag. `links` names the link
 * table and its join (`job_tags x where x.job_id = j.id`); its `tag_id` joins the company's tags.
 */
export const tagClauses = (
  filters: readonly { field: string; operator: string; value: unknown }[],
  params: unknown[],
  links: string,
): string[] =>
  filters.map((filter) => {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (values.length > 1000 || values.some((v) => typeof v !== "string" && typeof v !== "number")) {
      throw appError(Errors.filterTagsShape, { field: "filters" });
    }
    const exists = (condition: string, negate = false) =>
      `${negate ? "not " : ""}exists (select 1 from ${links} and exists (select 1 from company_tags ct where ct.id = x.tag_id and ${condition}))`;
    switch (filter.operator) {
      case "equals":
      case "in":
      case "not_equals": {
        params.push(values.map((v) => String(v).toLowerCase()));
        const texts = `$${params.length}::text[]`;
        return exists(
          `(lower(ct.tag) = any(${texts}) or ct.id::text = any(${texts}))`,
          filter.operator === "not_equals",
        );
      }
      case "ilike":
      case "not_ilike": {
        params.push(
          `%${String(values[0] ?? "")
            .slice(0, 50)
            .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        );
        return exists(`ct.tag ilike $${params.length}`, filter.operator === "not_ilike");
      }
      default:
        throw appErrorOf(ErrorFamilies.filterTagsOperator, [filter.operator], { field: "filters" });
    }
  });

/**
 * The ids and total of admins' job list pages, kept per value of the jobs change counter (migration 0018:
 * bumped by every statement that writes jobs) and per day (a job's status and boost depend on the date).
 * Counting every match of a common word over every company's jobs reads some 30,000 rows on the large
 * seed (about 65 ms); an admin paging through a search, or coming back to it, asks for the same again.
 */
const keptJobPages = makeKeptPages<{ readonly ids: readonly number[]; readonly total: number }>(500);

/** Fields read from other tables than jobs (which the jobs counter does not follow): such pages are not kept. */
const otherTablesFields = new Set(["tags", "total_applicants", "today_applicants"]);

const keepsPages = (
  filters: readonly { field: string }[] | undefined,
  orders: readonly { field: string }[] | undefined,
) => ![...(filters ?? []), ...(orders ?? [])].some((entry) => otherTablesFields.has(entry.field));

export const listPage = async (
  deps: HandlerInput<"jobs.search">["deps"],
  companyId: number | undefined,
  filters: HandlerInput<"jobs.search">["body"]["filters"],
  orders: HandlerInput<"jobs.search">["body"]["orders"],
  query: { offset?: number; limit?: number },
) => {
  const page = pageOf(query, defaultPageSize);
  const params: unknown[] = [];
  const tagFilters = (filters ?? []).filter((filter) => filter.field === "tags");
  const where = [
    "j.deleted_at is null",
    ...whereClauses(
      (filters ?? []).filter((filter) => filter.field !== "tags"),
      jobColumns,
      params,
    ),
    ...tagClauses(tagFilters, params, "job_tags x where x.job_id = j.id"),
  ];
  // A company's own jobs are read first, by its index, and the filters apply to them (`offset 0` keeps the
  // filters out of that scan). After five runs PostgreSQL plans a statement once for any parameters, and
  // that generic plan combined the company's index with the title's trigram index, which for "driver"
  // reads all 230,000 jobs of the large seed: 40 ms a page instead of 1.6.
  let jobsOf = "jobs";
  if (companyId !== undefined) {
    params.push(companyId);
    jobsOf = `(select * from jobs where company_id = $${params.length} and deleted_at is null offset 0)`;
  }
  if ((orders ?? []).some((order) => order.field === "tags")) {
    throw appError(Errors.orderByTags, { field: "orders" });
  }
  const order = orderBy(orders, jobColumns, { field: "created_at", direction: "desc" }, "j.id desc");
  const condition = where.join(" and ");
  const countMatches = async () => {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from ${jobsOf} j where ${condition}`,
      params,
    );
    return counted?.total ?? 0;
  };
  const pageParams = [...params, page.take, page.skip];
  const idsAndTotal = `select j.id, count(*) over ()::integer as total from ${jobsOf} j
        where ${condition} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`;
  let rows: ListRow[];
  let total: number;
  if (companyId === undefined && keepsPages(filters, orders)) {
    // Every company's jobs (an admin's list): which jobs a page shows, and the search's total, are kept per
    // jobs change counter and day (see keptJobPages); the rows are read fresh for those ids.
    const kept = await keptJobPages(
      deps.db,
      await readCounterAndDay(deps.db, "jobs"),
      `${idsAndTotal}|${JSON.stringify(pageParams)}`,
      async () => {
        const found = await deps.db.query<{ id: number; total: number }>(idsAndTotal, pageParams);
        const ids = found.map((row) => row.id);
        return { value: { ids, total: found[0]?.total ?? (page.skip > 0 ? await countMatches() : 0) } };
      },
    );
    rows =
      kept.ids.length === 0
        ? []
        : await deps.db.query<ListRow>(
            // (A job removed since the ids were kept is left out: another request may have committed between.)
            `${listSelect} from jobs j where j.id = any($1::integer[]) and j.deleted_at is null
              order by array_position($1::integer[], j.id)`,
            [kept.ids],
          );
    total = kept.total;
  } else {
    // The page's ids and the total first, then the list's columns (their sub-queries: applicants, tags, the
    // add-ons) for those ten rows only. Computed beside the total, they ran for every match: 52 ms for a
    // company with 33,000 jobs on the large seed.
    rows = await deps.db.query<ListRow>(
      `${listSelect}, p.total from (${idsAndTotal}) p join jobs j on j.id = p.id order by ${order}`,
      pageParams,
    );
    total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page.skip > 0) total = await countMatches();
  }
  // Issue 17 (applicants): candidates counted by the candidates' rule (matching/candidateTotals.ts).
  return {
    data: await withCandidateTotals(deps.db, rows.map(toListItem), deps.driverPositions),
    pagination: { ...page, total },
  };
};
