import * as Addons from "./Addons.ts";
import * as Admin from "./Admin.ts";
import * as Ads from "./Ads.ts";
import * as Albums from "./Albums.ts";
import * as Applicants from "./Applicants.ts";
import * as Auth from "./Auth.ts";
import * as Candidates from "./Candidates.ts";
import * as Companies from "./Companies.ts";
import * as DriverSubscriptions from "./DriverSubscriptions.ts";
import * as Employees from "./Employees.ts";
import * as Employer from "./Employer.ts";
import type { AnyEndpoint } from "./Endpoint.ts";
import * as Jobs from "./Jobs.ts";
import * as Lead from "./Lead.ts";
import * as Media from "./Media.ts";
import * as Members from "./Members.ts";
import * as News from "./News.ts";
import * as Payment from "./Payment.ts";
import * as Places from "./Places.ts";
import * as Tags from "./Tags.ts";

/** Every call, grouped by resource; the client mirrors this shape (`client.companies.search(…)`). */
export const api = {
  auth: Auth.authCalls,
  employer: Employer.employerCalls,
  members: Members.membersCalls,
  companies: Companies.companiesCalls,
  employees: Employees.employeesCalls,
  admin: Admin.adminCalls,
  driverSubscriptions: DriverSubscriptions.driverSubscriptionsCalls,
  lead: Lead.leadCalls,
  places: Places.placesCalls,
  jobs: Jobs.jobsCalls,
  addons: Addons.addonsCalls,
  payment: Payment.paymentCalls,
  candidates: Candidates.candidatesCalls,
  applicants: Applicants.applicantsCalls,
  tags: Tags.tagsCalls,
  media: Media.mediaCalls,
  news: News.newsCalls,
  albums: Albums.albumsCalls,
  ads: Ads.adsCalls,
} as const;

export type Api = typeof api;

/**
 * Static path segments sort before `{param}` ones, so `/ads/settings` is tried before `/ads/{id}`: paths
 * compare segment by segment, a static segment before a parameter, then by text. A total order (the
 * earlier rule compared only the first segment whose kind differed and called everything else equal, so
 * with enough endpoints the sort could put `/companies/{id}` before `/companies/tags`).
 */
const byRouteSpecificity = (a: AnyEndpoint, b: AnyEndpoint): number => {
  const left = a.path.split("/");
  const right = b.path.split("/");
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const leftSegment = left[index] ?? "";
    const rightSegment = right[index] ?? "";
    const leftParam = leftSegment.startsWith("{");
    const rightParam = rightSegment.startsWith("{");
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
    if (!leftParam && leftSegment !== rightSegment) return leftSegment < rightSegment ? -1 : 1;
  }
  return left.length - right.length;
};

/**
 * Every endpoint once, for the server's router and its role-matrix test. Mount routes in this order:
 * static paths come before parameterised ones that could match them.
 */
export const endpoints: ReadonlyArray<AnyEndpoint> = Object.values(api)
  .flatMap((group) => Object.values(group as Record<string, AnyEndpoint>))
  .sort(byRouteSpecificity);

/** Look an endpoint up by its name (`"companies.search"`). */
export const endpointByName: ReadonlyMap<string, AnyEndpoint> = new Map(
  endpoints.map((endpoint) => [endpoint.name, endpoint]),
);
