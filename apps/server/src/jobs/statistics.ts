import { appError, Errors } from "../errors/catalogue.ts";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { readableCompany } from "./rows.ts";

const statisticsMaxDays = 90;

/** Statistics: totals and one entry per day (zeros on days without a row), oldest first. */
const statistics = async ({ params, caller, deps }: HandlerInput<"jobs.statistics">) => {
  const companyId = readableCompany(caller, undefined);
  const [job] = await deps.db.query<{ id: number; first: string }>(
    `select id, to_char(greatest(coalesce(posting_date, created_at::date), current_date - ($3::integer - 1)), 'YYYY-MM-DD') as first
       from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)`,
    [params.id, companyId ?? null, statisticsMaxDays],
  );
  if (!job) throw appError(Errors.jobNotFound);
  const days = await deps.db.query<{
    day: string;
    views: number;
    applications: number;
    hyperlink_clicks: number;
  }>(
    `select to_char(d::date, 'YYYY-MM-DD') as day, coalesce(s.views, 0) as views,
            coalesce(s.applications, 0) as applications, coalesce(s.hyperlink_clicks, 0) as hyperlink_clicks
       from generate_series(least($2::date, current_date), current_date, interval '1 day') d
       left join job_daily_stats s on s.job_id = $1 and s.day = d::date
      order by d`,
    [params.id, job.first],
  );
  const [totals] = await deps.db.query<{
    views: number;
    applications: number;
    hyperlink_clicks: number;
    total_applicants: number;
    today_applicants: number;
  }>(
    `select coalesce((select sum(views) from job_daily_stats where job_id = $1), 0)::integer as views,
            coalesce((select sum(applications) from job_daily_stats where job_id = $1), 0)::integer as applications,
            coalesce((select sum(hyperlink_clicks) from job_daily_stats where job_id = $1), 0)::integer as hyperlink_clicks,
            (select count(*) from job_applications where job_id = $1)::integer as total_applicants,
            (select count(*) from job_applications where job_id = $1 and applied_at >= current_date)::integer as today_applicants`,
    [params.id],
  );
  return {
    data: {
      views: totals?.views ?? 0,
      applications: totals?.applications ?? 0,
      hyperlinkClicks: totals?.hyperlink_clicks ?? 0,
      totalApplicants: totals?.total_applicants ?? 0,
      todayApplicants: totals?.today_applicants ?? 0,
      // Issue 17 (applicants): the candidates screen's rule (matching/candidateTotals.ts).
      totalCandidates: (await deps.driverPositions.totals(deps.db, [params.id])).get(params.id) ?? 0,
      days: days.map((row) => ({
        day: row.day,
        views: row.views,
        applications: row.applications,
        hyperlinkClicks: row.hyperlink_clicks,
      })),
    },
  };
};

// Reading: the job section's roles (internal users read any company's).
export const statisticsRoute: Route<"jobs.statistics"> = {
  access: roles(companyPortalRoles),
  handle: statistics,
};
