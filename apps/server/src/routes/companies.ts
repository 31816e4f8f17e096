// Companies (access §7): search, read, create (company-info step and admins), update.
import type { Companies } from "@haulboard/api/contract";
import { adminRoles, companySearchLimit, employerRoles, isAdmin, RoleName } from "@haulboard/domain";
import { makeKeptPages, readCounterAndDay } from "../cache/totals.ts";
import { onlyRow, type Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, companyPortalRoles, roles, signedIn } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { checkText } from "../http/validate.ts";
import { mediaUrl } from "../mediaStore/urls.ts";
import { mailRules } from "../security/limits.ts";
import { sendCompanyVerification } from "./auth/accounts.ts";
import { type CompanyRow, toCompany } from "./rows.ts";

const companyColumns: Record<string, SearchColumn> = {
  company_name: { sql: "c.company_name", kind: "text", notNull: true },
  created_at: { sql: "c.created_at", kind: "date" },
  billing_type: { sql: "c.billing_type", kind: "text", notNull: true },
  plan_id: { sql: "c.plan_id", kind: "number" },
  status: { sql: "c.status", kind: "text", notNull: true },
};

export const loadCompany = async (q: Queryable, id: number) => {
  const [row] = await q.query<CompanyRow>("select c.* from companies c where c.id = $1", [id]);
  if (!row) throw appError(Errors.companyNotFound);
  return toCompany(row);
};

/** The columns a row of the company list needs (CompanyListItem), not the whole record. */
const listColumns =
  "c.id, c.company_name, c.plan_id, c.billing_type, c.total_jobs, c.active_jobs, c.phone, c.created_at, c.status";

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
  const params: unknown[] = [];
  const where = whereClauses(filters, companyColumns, params);
  const order = orderBy(orders, companyColumns, { field: "created_at", direction: "desc" }, "c.id desc");
  const condition = where.length > 0 ? `where ${where.join(" and ")}` : "";
  // The page comes back as one JSON text already in the wire shape of CompanyListItem (snake_case, ISO
  // dates in UTC with milliseconds, as toISOString writes them): no rows cross from the database thread,
  // nothing is mapped, encoded or stringified again (issue 13: the list cost 0.8 ms of main-thread CPU).
  // json_agg orders by the position each row had in the sorted page.
  const sql = `select coalesce(json_agg(json_build_object(
              'id', page.id, 'company_name', page.company_name, 'plan_id', page.plan_id,
              'billing_type', page.billing_type,
              'total_jobs', counts.total_jobs, 'active_jobs', counts.active_jobs,
              'phone', page.phone,
              'created_at', to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'status', page.status) order by page.position), '[]')::text as rows,
            count(*)::integer as count
       -- The page's rows, numbered in their sorted order (after the limit: at most one page is numbered).
       from (select sorted.*, row_number() over () as position
               from (select ${listColumns} from companies c ${condition}
                      order by ${order} limit $${params.length + 1} offset $${params.length + 2}) sorted) page
       -- Issue 17: the totals are counted from the company's jobs (not the stored counters), for the page's
       -- rows only, in one pass over each company's jobs: a job not deleted; active = posted and running
       -- (the list's POSTED).
       cross join lateral (
         select count(*)::integer as total_jobs,
                (count(*) filter (where j.approval_status = 'approved' and j.active
                   and j.posting_date <= current_date
                   and (j.expiration_date is null or j.expiration_date >= current_date)))::integer as active_jobs
           from jobs j where j.company_id = page.id and j.deleted_at is null) counts`;
  const values = [...params, page.take, page.skip];
  const result = await companyPages(
    deps.db,
    await readCounterAndDay(deps.db, "companies"),
    `${sql}|${JSON.stringify(values)}`,
    async () => ({ value: (await deps.db.query<{ rows: string; count: number }>(sql, values))[0] }),
  );
  const count = result?.count ?? 0;
  const total =
    page.skip === 0 && count < page.take
      ? count
      : await deps.companyTotals.total(`${condition}|${JSON.stringify(params)}`, async () => {
          const [counted] = await deps.db.query<{ total: number }>(
            `select count(*)::integer as total from companies c ${condition}`,
            params,
          );
          return counted?.total ?? 0;
        });
  return { wireJson: result?.rows ?? "[]", pagination: { ...page, total } };
};

const getCompany = async ({ params, deps }: HandlerInput<"companies.get">) => ({
  data: await loadCompany(deps.db, params.id),
});

/** The logo file's URL: the media store serves it (this server's /media/logos, or the bucket's public URL). */
const companyLogo = async ({ params, deps }: HandlerInput<"companies.logo">) => {
  const { fileName } = params;
  if (!/^[\w][\w.-]{0,199}$/.test(fileName) || fileName.includes("..")) {
    throw appError(Errors.logoFileNameInvalid, { field: "fileName" });
  }
  return { data: { url: mediaUrl(deps.config, "logos", fileName) } };
};

/** What a new company is made of: the company-info step's fields, and the plan when an admin creates it. */
type CompanyInput = Companies.CreateCompanyRequest & {
  readonly planId?: Companies.AdminCreateCompanyRequest["planId"];
};

const insertCompany = async (q: Queryable, employerId: number, input: CompanyInput) => {
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

/** The company-info step: the signed-in employer without a company creates one. */
const createCompany = async ({ body, caller, deps }: HandlerInput<"companies.create">) => {
  const input = body;
  if (caller.companyId !== null) throw appError(Errors.companyExists);
  // The employer does not choose the billing type: admins do.
  const { billingType: _ignored, ...own } = input;
  const data = await deps.db.transaction(async (tx) => {
    // Lock the user's row and look again: of requests racing to create a company, one wins.
    const [user] = await tx.query<{ company_id: number | null }>(
      "select company_id from users where id = $1 for update",
      [caller.userId],
    );
    if (user?.company_id !== null) throw appError(Errors.companyExists);
    return insertCompany(tx, caller.userId, own);
  });
  deps.companyTotals.invalidate();
  return { data };
};

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

const adminOnlyFields = ["billingType", "planId", "status", "salesRef"] as const;

const updateCompany = async ({ params, body, caller, deps }: HandlerInput<"companies.update">) => {
  const input = body;
  // An admin acting for the company (impersonation) switches its billing type on its Billing page.
  if (!isAdmin(caller.roles) && !isAdmin(caller.impersonatorRoles)) {
    const field = adminOnlyFields.find((name) => input[name] !== undefined);
    if (field) throw appError(Errors.adminOnlyField, { field });
  }
  for (const field of ["street1", "street2", "city", "country", "colorTemplate", "salesRef"] as const) {
    checkText(field, input[field], { max: 200 });
  }
  if (typeof input.state === "string" && !/^[A-Za-z]{2}$/.test(input.state)) {
    throw appError(Errors.stateCodeInvalid, { field: "state" });
  }
  if (typeof input.postalCode === "string" && !/^\d{5}(-\d{4})?$/.test(input.postalCode)) {
    throw appError(Errors.postalCodeInvalid, { field: "postal_code" });
  }
  const coordinates = input.coordinates;
  if (coordinates && (Math.abs(coordinates[0]) > 180 || Math.abs(coordinates[1]) > 90)) {
    throw appError(Errors.coordinatesInvalid, { field: "coordinates" });
  }
  const columns: Partial<Record<keyof typeof input, string>> = {
    companyName: "company_name",
    size: "size",
    phone: "phone",
    street1: "street1",
    street2: "street2",
    city: "city",
    state: "state",
    postalCode: "postal_code",
    country: "country",
    billingType: "billing_type",
    planId: "plan_id",
    status: "status",
    colorTemplate: "color_template",
    enableRequisiteNumbers: "enable_requisite_numbers",
    experiencedDriverFilter: "experienced_driver_filter",
    secondChanceCompany: "second_chance_company",
    salesRef: "sales_ref",
  };
  const sets: string[] = [];
  const values: unknown[] = [params.id];
  for (const [key, column] of Object.entries(columns) as [keyof typeof input, string][]) {
    const value = input[key];
    if (value === undefined) continue;
    values.push(typeof value === "string" && key !== "street2" ? value.trim() : value);
    sets.push(`${column} = $${values.length}`);
  }
  if (input.logo !== undefined) {
    values.push(input.logo === null ? null : JSON.stringify(input.logo));
    sets.push(`logo = $${values.length}::jsonb`);
  }
  if (coordinates) {
    values.push(coordinates[0], coordinates[1]);
    sets.push(`longitude = $${values.length - 1}`, `latitude = $${values.length}`);
  }
  const current = await loadCompany(deps.db, params.id);
  // A new company email waits for its link (issue 18): email_to_verify until then, mailed once per change.
  const newEmail = input.email?.trim();
  const changesEmail =
    newEmail !== undefined &&
    newEmail.toLowerCase() !== (current.email ?? "").toLowerCase() &&
    newEmail.toLowerCase() !== (current.emailToVerify ?? "").toLowerCase();
  if (changesEmail) {
    await enforceLimits(deps, mailRules("company-email-verification", newEmail, caller.address));
  }
  if (sets.length > 0 || changesEmail) {
    await deps.db.transaction(async (tx) => {
      if (sets.length > 0) {
        await tx.query(`update companies set ${sets.join(", ")}, updated_at = now() where id = $1`, values);
      }
      if (changesEmail) {
        await tx.query("update companies set email_to_verify = $2, updated_at = now() where id = $1", [
          params.id,
          newEmail,
        ]);
        await sendCompanyVerification(deps, tx, caller.userId, params.id, newEmail);
      }
    });
    deps.companyTotals.invalidate();
  }
  return { data: await loadCompany(deps.db, params.id) };
};

export const companyRoutes: Routes = {
  // Only admin or super admin can search companies (access §6).
  "companies.search": { access: roles(adminRoles), handle: searchCompanies },
  "companies.get": { access: roles(companyPortalRoles, "ownCompany"), handle: getCompany },
  "companies.logo": { access: signedIn, handle: companyLogo },
  // An employer without a company creates one (company-info step); a driver becomes an employer first.
  "companies.create": { access: roles(employerRoles), handle: createCompany },
  "companies.update": { access: roles(companyManagerRoles, "ownCompany"), handle: updateCompany },
  "companies.adminCreate": { access: roles(adminRoles), handle: adminCreateCompany },
};
