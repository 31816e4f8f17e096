import type { AnyEndpoint } from "@haulboard/api/contract";
import { endpoints, routePattern } from "@haulboard/api/contract";
import { isRole, type Role } from "@haulboard/domain";
import { Result, Schema, SchemaIssue } from "effect";
import type { Context, Hono } from "hono";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { isAllowed } from "./access.ts";
import { clientAddress } from "./clientAddress.ts";
import { type Caller, type Routes, routeFor } from "./context.ts";
import { type ErrorEntry, HttpError } from "./errors.ts";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

type Decoder = (input: unknown) => unknown;

/** Issues that say the request is malformed (a wrong type, an unknown member), not that a rule failed. */
const isStructural = (issue: SchemaIssue.Issue): boolean => {
  switch (issue._tag) {
    case "InvalidType":
    case "UnexpectedKey":
    case "Forbidden":
    case "OneOf":
    case "AnyOf":
      return true;
    case "Composite":
      return issue.issues.some(isStructural);
    case "Pointer":
    case "Filter":
    case "Encoding":
      return isStructural(issue.issue);
    default:
      return false;
  }
};

/** A missing key without a message of its own is malformed input too. */
const genericMissingKey = "Missing key";

/**
 * Compiles the decoder of one part of a request (params, query or body) once per route. A failed rule of
 * the contract (the domain's field rules: email, names, phone, password …) answers 422 with the rule's
 * own message and the field, as the form shows it; malformed input answers 400 listing every problem.
 */
const makeDecoder = (schema: Schema.Top | undefined, part: string): Decoder => {
  if (schema === undefined) return () => undefined;
  const decode = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>);
  const options = { errors: "all", onExcessProperty: "ignore" } as const;
  return (input) => {
    const result = decode(input, options);
    if (Result.isSuccess(result)) return result.success;
    const issues = formatter(result.failure.issue).issues;
    // Only a body carries the fields a person typed; a bad id in a path or a query is malformed input.
    const isRuleFailure =
      part === "body" &&
      !isStructural(result.failure.issue) &&
      issues.every((issue) => issue.message !== genericMissingKey);
    const entries: ErrorEntry[] = issues.map((issue) => {
      const field = (issue.path ?? []).map(String).join(".");
      if (!field) return { message: `${part}: ${issue.message}` };
      return isRuleFailure
        ? { message: issue.message, field }
        : { message: `${field}: ${issue.message}`, field };
    });
    throw new HttpError(isRuleFailure ? 422 : 400, entries[0]?.message ?? `Invalid ${part}`, { entries });
  };
};

const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

/** Resolves the caller of a bearer endpoint: a valid, unexpired token of a live session and account. */
export const resolveCaller = async (c: Context, deps: Deps): Promise<Caller> => {
  const token = bearerToken(c);
  if (!token) throw appError(Errors.authRequired);
  const verified = deps.tokens.verifyAccess(token);
  if (!verified.ok) {
    throw appError(verified.reason === "expired" ? Errors.sessionExpired : Errors.invalidToken);
  }
  const { claims } = verified;
  const [row] = await deps.db.query<{
    user_id: number;
    email: string;
    company_id: number | null;
    device_id: string;
    impersonator_id: number | null;
    roles: string[];
    impersonator_roles: string[];
  }>(
    `select u.id as user_id, u.email, u.company_id, s.device_id, s.impersonator_id,
            coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}') as roles,
            coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = s.impersonator_id), '{}') as impersonator_roles
       from sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
        and u.deleted_at is null and u.active and not u.blocked
        -- An impersonation lives only while the admin's own session does.
        and (s.parent_session_id is null or exists (
              select 1 from sessions p where p.id = s.parent_session_id and p.revoked_at is null and p.expires_at > now()))`,
    [claims.sid, Number(claims.aud)],
  );
  if (!row) throw appError(Errors.invalidToken);
  return {
    userId: row.user_id,
    email: row.email,
    roles: row.roles.filter(isRole) as Role[],
    companyId: row.company_id,
    sessionId: claims.sid,
    deviceId: row.device_id,
    impersonatorId: row.impersonator_id,
    impersonatorRoles: row.impersonator_roles.filter(isRole) as Role[],
    address: clientAddress(c, deps.config.trustProxy),
  };
};

/**
 * Every write made under impersonation is recorded with the real actor (the admin) and the user acted
 * as, whatever the handler itself logs.
 */
export const recordImpersonatedWrite = async (deps: Deps, caller: Caller, c: Context, status: number) => {
  if (caller.impersonatorId === null || c.req.method === "GET") return;
  await deps.db.query(
    "insert into audit_log (actor_id, action, target_id, details) values ($1, 'impersonation.write', $2, $3::jsonb)",
    [
      caller.impersonatorId,
      caller.userId,
      JSON.stringify({ session_id: caller.sessionId, method: c.req.method, path: c.req.path, status }),
    ],
  );
};

/** Admins and internal users reach any company; others only their own. */
export const checkOwnCompany = (caller: Caller, companyId: number): void => {
  const reachesAny = caller.roles.some((role) =>
    ["160SuperAdmin", "160Admin", "160InternalUser"].includes(role),
  );
  if (!reachesAny && caller.companyId !== companyId) throw appError(Errors.notYourCompany);
};

const readJson = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let hasNul = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (_key, value) => {
      if (typeof value === "string" && value.includes("\u0000")) hasNul = true;
      return value;
    });
  } catch {
    throw appError(Errors.invalidJson);
  }
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  if (hasNul) throw appError(Errors.nulCharacter);
  return parsed;
};

const withoutNul = (values: Record<string, string>): Record<string, string> => {
  if (Object.values(values).some((value) => value.includes("\u0000"))) throw appError(Errors.nulCharacter);
  return values;
};

/** The encoder of an endpoint's `success` data, compiled once per route. */
const makeEncoder = (endpoint: AnyEndpoint): ((data: unknown) => unknown) =>
  Schema.encodeUnknownSync(endpoint.success as Schema.Codec<unknown, unknown>);

/**
 * Mounts every contract endpoint that has a handler, in the contract's order (static paths before
 * parameterised ones). Each route checks the token and the role table, decodes params, query and body
 * with the contract's schemas, runs the handler and encodes its answer into `{ data, pagination? }`.
 */
export const mountEndpoints = (api: Hono, deps: Deps, routes: Routes): string[] => {
  const mounted: string[] = [];
  for (const endpoint of endpoints) {
    const route = routeFor(routes, endpoint.name);
    if (!route) continue;
    const { access: rule, handle: handler } = route;
    mounted.push(endpoint.name);
    const decodeParams = makeDecoder(endpoint.params, "params");
    const decodeQuery = makeDecoder(endpoint.query, "query");
    const decodeBody = makeDecoder(endpoint.body, "body");
    const encodeData = makeEncoder(endpoint);
    api.on(endpoint.method, routePattern(endpoint.path), async (c) => {
      let caller: Caller | undefined;
      if (endpoint.auth === "bearer") {
        caller = await resolveCaller(c, deps);
        if (!isAllowed(rule, caller.roles)) throw appError(Errors.forbidden);
      } else if (
        endpoint.auth === "service" &&
        !deps.tokens.verifyServiceToken(c.req.header("x-service-token") ?? "")
      ) {
        throw appError(Errors.serviceToken);
      }
      const params = decodeParams(withoutNul(c.req.param()));
      if (rule.scope === "ownCompany" && caller) {
        checkOwnCompany(caller, (params as { id: number }).id);
      }
      const query = decodeQuery(withoutNul(c.req.query()));
      const body = endpoint.body ? decodeBody(await readJson(c)) : undefined;
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await handler({ params, query, body, caller, c, deps });
      } catch (error) {
        if (caller && error instanceof HttpError)
          await recordImpersonatedWrite(deps, caller, c, error.status);
        throw error;
      }
      if (caller)
        await recordImpersonatedWrite(deps, caller, c, result instanceof Response ? result.status : 200);
      if (result instanceof Response) return result;
      if ("wireJson" in result) {
        const page = result.pagination ?? { skip: 0, take: 0, total: 0 };
        const envelope = endpoint.paginated
          ? `{"data":${result.wireJson},"pagination":${JSON.stringify({ offset: page.skip, limit: page.take, total: page.total })}}`
          : `{"data":${result.wireJson}}`;
        return c.body(envelope, 200, { "Content-Type": "application/json" });
      }
      const data = encodeData(result.data);
      if (endpoint.paginated) {
        const page = result.pagination ?? { skip: 0, take: 0, total: 0 };
        return c.json({ data, pagination: { offset: page.skip, limit: page.take, total: page.total } });
      }
      return c.json({ data });
    });
  }
  return mounted;
};
