import {
  applicantCdl,
  applicantColumnLabels,
  applicantFlag,
  applicantStageLabels,
  applicantText,
  csvLine,
  formatDate,
  matchPercent,
} from "@haulboard/domain";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { applicantExportRules } from "../security/limits.ts";
import {
  type ApplicantRow,
  applicantFrom,
  applicantQueryParts,
  applicantSelect,
  readableJob,
  toApplicant,
} from "./rows.ts";

/** The most rows one CSV export holds (a job with more is cut there; the last line says so). */
export const maxExportRows = 10_000;

const csvHeader = [
  applicantColumnLabels.name,
  applicantColumnLabels.stage,
  applicantColumnLabels.phone,
  applicantColumnLabels.email,
  applicantColumnLabels.applicationAt,
  applicantColumnLabels.yearsOfExperience,
  `${applicantColumnLabels.distance} (miles)`,
  `${applicantColumnLabels.match} (%)`,
  applicantColumnLabels.cdlStatus,
  applicantColumnLabels.city,
  applicantColumnLabels.state,
  applicantColumnLabels.zipCode,
  applicantColumnLabels.withinRange,
  applicantColumnLabels.ownerOperator,
  applicantColumnLabels.endorsements,
  applicantColumnLabels.workExperiences,
  applicantColumnLabels.tags,
];

/** One applicant as a CSV line: the screen's texts ('n/a', 'No CDL.', MM/DD/YYYY), numbers as numbers. */
const csvRowOf = (row: ReturnType<typeof toApplicant>) =>
  csvLine([
    `${row.firstName} ${row.lastName}`.trim(),
    applicantStageLabels[row.stage],
    applicantText(row.phone),
    applicantText(row.email),
    formatDate(row.applicationAt),
    applicantText(row.yearsOfExperience),
    row.distance === null ? applicantText(null) : row.distance.toFixed(2),
    matchPercent(row.match),
    applicantCdl(row.cdlStatus),
    applicantText(row.city),
    applicantText(row.state),
    applicantText(row.zipCode),
    applicantFlag(row.withinRange),
    applicantFlag(row.ownerOperator),
    applicantText(row.endorsements.join(", ")),
    applicantText(row.workExperiences.join(", ")),
    applicantText(row.tags.map((tag) => tag.tag).join(", ")),
  ]);

/**
 * The filtered list as a CSV file: the search's filters and orders, every page (up to `maxExportRows`),
 * quoted per RFC 4180 with formula cells neutralised (domain `csvCell`), UTF-8 with a byte-order mark so
 * spreadsheets read names with accents, and a file name naming the job and the day.
 */
const exportApplicants = async ({ params, body, caller, deps }: HandlerInput<"applicants.exportCsv">) => {
  await readableJob(deps.db, caller, params.id);
  await enforceLimits(deps, applicantExportRules(caller.userId));
  const { where, order, params: values } = applicantQueryParts(params.id, body.filters, body.orders);
  values.push(maxExportRows + 1);
  const rows = await deps.db.query<ApplicantRow>(
    `${applicantSelect} ${applicantFrom} where ${where.join(" and ")} order by ${order} limit $${values.length}`,
    values,
  );
  const lines = rows.slice(0, maxExportRows).map((row) => csvRowOf(toApplicant(row)));
  if (rows.length > maxExportRows)
    lines.push(csvLine([`Only the first ${maxExportRows} applicants are exported`]));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csvLine(csvHeader)}${lines.join("")}`, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applicants-job-${params.id}-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
};

export const exportCsvRoute: Route<"applicants.exportCsv"> = {
  access: roles(companyPortalRoles),
  handle: exportApplicants,
};
