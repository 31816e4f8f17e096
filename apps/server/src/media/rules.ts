import type { AnyEndpoint } from "@haulboard/api/contract";
import { adminRoles, adsRoles, jobWriterRoles } from "@haulboard/domain";
import type { Context } from "hono";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { type RouteRule, roles } from "../http/access.ts";
import type { Caller } from "../http/context.ts";
import { type MediaArea, mediaUrl as urlOf } from "../mediaStore/urls.ts";

export type Area = MediaArea;

export const mediaUrl = (deps: Deps, area: Area, fileName: string) => urlOf(deps.config, area, fileName);

export const keyOf = (area: Area, fileName: string) => `${area}/${fileName}`;

/** Admins write any company's jobs, so they reach any company's job media (the internal user only reads). */
export const reachesAnyCompany = (caller: Caller) => caller.roles.some((role) => adminRoles.includes(role));

/**
 * Job media are for jobs (issue 36 #2): a company's users, who post them, and admins, who edit any. A
 * sign-up that belongs to no company posts no job, so it stores nothing.
 */
export const checkJobPoster = (area: Area, caller: Caller) => {
  if (area === "jobs" && caller.companyId === null && !reachesAnyCompany(caller)) {
    throw appError(Errors.noCompanyForJobs);
  }
};

type Streamed = (c: Context, deps: Deps, caller: Caller, params: Record<string, unknown>) => Promise<unknown>;

// Job videos follow the job rules (issue 36 #4): who writes jobs (`jobWriterRoles`: the company's users, and
// admins on any company's job) uploads and deletes them; the read-only internal user does neither. An
// upload belongs to the user and company that started it (the handlers answer 404 to anyone else).
export const jobMedia = roles(jobWriterRoles);

// Ads media: the ads area's roles (employer-work §2); post images: the channel admins (access §6).
export const adMedia = roles(adsRoles);

/** A multipart call: its endpoint, its access rule and its handler. */
export type StreamedRoute = readonly [AnyEndpoint, RouteRule, Streamed];
