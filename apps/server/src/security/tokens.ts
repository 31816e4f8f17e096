import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import {
  impersonationSeconds,
  isAdmin,
  isEmployer,
  type Role,
  roleIds,
  serviceTokenSeconds,
} from "@haulboard/domain";
import { sql } from "kysely";
import type { Database, Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { signJwt, verifyJwt } from "./jwt.ts";

/** Access tokens live 15 minutes (issue 6); an impersonation session 600 s (access §4, §9). */
export const accessTokenSeconds = 15 * 60;
/** A refresh-token family (one sign-in on one device) lasts 30 days from sign-in. */
export const sessionDays = 30;
/**
 * A spent refresh token presented again within this many seconds of its rotation answers the same
 * successor (two tabs refreshing at once); later, it is reuse and revokes the family.
 */
export const refreshGraceSeconds = 10;

/** The claims of an access token (access §3): aud (user id), rid, roles, did, iid; plus sid, iat, exp. */
export interface AccessClaims {
  readonly aud: string;
  readonly rid: number;
  readonly roles: readonly Role[];
  readonly did: string;
  /** Set only on impersonation tokens: the impersonated user's id (the admin is in `act`). */
  readonly iid?: number;
  readonly act?: number;
  readonly sid: string;
  readonly typ: "access";
  readonly iat: number;
  readonly exp: number;
}

/** rid from the roles: 1 admin, 3 employer, 2 member (the first reading of access §3). */
export const roleIdFor = (roles: readonly Role[]): number =>
  isAdmin(roles) ? roleIds.admin : isEmployer(roles) ? roleIds.employer : roleIds.member;

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("base64url");

const now = () => Math.floor(Date.now() / 1000);

export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly sessionId: string;
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: "unknown" | "reused" | "revoked" | "expired" };

export const makeTokenService = (db: Database, secret: string) => {
  const loadRoles = async (q: Queryable, userId: number): Promise<Role[]> =>
    (
      await typed(q)
        .selectFrom("user_roles")
        .select("role")
        .where("user_id", "=", userId)
        .orderBy("role")
        .$narrowType<{ role: Role }>()
        .execute()
    ).map((r) => r.role);

  const signAccess = (input: {
    userId: number;
    roles: readonly Role[];
    deviceId: string;
    sessionId: string;
    impersonatorId?: number | null;
    lifetime: number;
  }): string => {
    const iat = now();
    const claims: AccessClaims = {
      aud: String(input.userId),
      rid: roleIdFor(input.roles),
      roles: input.roles,
      did: input.deviceId,
      ...(input.impersonatorId ? { iid: input.userId, act: input.impersonatorId } : {}),
      sid: input.sessionId,
      typ: "access",
      iat,
      exp: iat + input.lifetime,
    };
    return signJwt({ ...claims }, secret);
  };

  const newRefreshToken = async (q: Queryable, sessionId: string): Promise<string> => {
    const token = randomBytes(32).toString("base64url");
    await typed(q)
      .insertInto("refresh_tokens")
      .values({ token_hash: sha256(token), session_id: sessionId })
      .execute();
    return token;
  };

  /**
   * The successor of a refresh token is derived from it with the server's secret, so presenting the same
   * token twice within the grace window yields the same successor without storing any token in clear.
   */
  const successorOf = (token: string): string =>
    createHmac("sha256", secret).update(`refresh-successor:${token}`).digest("base64url");

  /** Opens a session (a refresh-token family) and answers its first token pair. */
  const issueSession = async (
    q: Queryable,
    input: { userId: number; deviceId: string; impersonatorId?: number; parentSessionId?: string },
  ): Promise<IssuedTokens> => {
    const sessionId = randomUUID();
    const lifetime = input.impersonatorId ? impersonationSeconds : sessionDays * 86400;
    await typed(q)
      .insertInto("sessions")
      .values({
        id: sessionId,
        user_id: input.userId,
        device_id: input.deviceId,
        impersonator_id: input.impersonatorId ?? null,
        parent_session_id: input.parentSessionId ?? null,
        expires_at: sql<Date>`now() + make_interval(secs => ${lifetime})`,
      })
      .execute();
    const roles = await loadRoles(q, input.userId);
    return {
      sessionId,
      accessToken: signAccess({
        userId: input.userId,
        roles,
        deviceId: input.deviceId,
        sessionId,
        impersonatorId: input.impersonatorId ?? null,
        lifetime: input.impersonatorId ? impersonationSeconds : accessTokenSeconds,
      }),
      refreshToken: await newRefreshToken(q, sessionId),
    };
  };

  /**
   * Rotates a refresh token: the presented one is spent and a new pair is issued. Presenting a spent token
   * again within `refreshGraceSeconds` answers the same successor (two tabs at once); later it means the
   * token leaked, and the whole family (session) is revoked.
   */
  const rotate = (refreshToken: string): Promise<RefreshOutcome> =>
    db.transaction(async (tx) => {
      const k = typed(tx);
      const found = await k
        .selectFrom("refresh_tokens as t")
        .innerJoin("sessions as s", "s.id", "t.session_id")
        .innerJoin("users as u", "u.id", "s.user_id")
        .select([
          "t.session_id",
          "s.revoked_at",
          sql<boolean>`s.expires_at <= now()`.as("expired"),
          "s.user_id",
          "s.device_id",
          "s.impersonator_id",
          sql<boolean>`u.deleted_at is not null`.as("deleted"),
          "u.active",
          sql<boolean>`(s.parent_session_id is null or exists (
             select 1 from sessions p where p.id = s.parent_session_id and p.revoked_at is null
                and p.expires_at > now()))`.as("parent_alive"),
          sql<number>`extract(epoch from s.expires_at - now())::integer`.as("seconds_left"),
        ])
        .where("t.token_hash", "=", sha256(refreshToken))
        .executeTakeFirst();
      if (!found) return { ok: false, reason: "unknown" } as const;
      if (found.revoked_at || found.deleted || !found.active || !found.parent_alive)
        return { ok: false, reason: "revoked" } as const;
      if (found.expired) return { ok: false, reason: "expired" } as const;
      const successor = successorOf(refreshToken);
      const spent = await k
        .updateTable("refresh_tokens")
        .set({ used_at: sql<Date>`now()`, successor_hash: sha256(successor) })
        .where("token_hash", "=", sha256(refreshToken))
        .where("used_at", "is", null)
        .returning("session_id")
        .execute();
      // A concurrent rotation may have spent the token after the first read (PostgreSQL waits for it and
      // then finds nothing to update): read the row again, as that rotation left it.
      const [latest] =
        spent.length === 0
          ? await k
              .selectFrom("refresh_tokens")
              .select([
                sql<boolean>`used_at > now() - make_interval(secs => ${refreshGraceSeconds})`.as("in_grace"),
                "successor_hash",
              ])
              .where("token_hash", "=", sha256(refreshToken))
              .execute()
          : [];
      const isGraceRepeat = latest?.in_grace === true && latest.successor_hash === sha256(successor);
      if (spent.length === 0 && !isGraceRepeat) {
        await k
          .updateTable("sessions")
          .set({ revoked_at: sql<Date>`now()`, revoked_reason: "refresh token reuse" })
          .where("id", "=", found.session_id)
          .where("revoked_at", "is", null)
          .execute();
        return { ok: false, reason: "reused" } as const;
      }
      if (spent.length > 0) {
        await k
          .insertInto("refresh_tokens")
          .values({ token_hash: sha256(successor), session_id: found.session_id })
          .execute();
      }
      const roles = await loadRoles(tx, found.user_id);
      return {
        ok: true,
        tokens: {
          sessionId: found.session_id,
          accessToken: signAccess({
            userId: found.user_id,
            roles,
            deviceId: found.device_id,
            sessionId: found.session_id,
            impersonatorId: found.impersonator_id,
            lifetime: found.impersonator_id
              ? Math.max(1, Math.min(impersonationSeconds, found.seconds_left))
              : accessTokenSeconds,
          }),
          refreshToken: successor,
        },
      } as const;
    });

  /** Ends a session and every impersonation started from it. */
  const revokeSession = async (q: Queryable, sessionId: string, reason: string): Promise<void> => {
    await typed(q)
      .updateTable("sessions")
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where((eb) => eb.or([eb("id", "=", sessionId), eb("parent_session_id", "=", sessionId)]))
      .where("revoked_at", "is", null)
      .execute();
  };

  const verifyAccess = (token: string) => {
    const result = verifyJwt(token, secret);
    if (!result.ok) return result;
    const p = result.payload;
    if (p.typ !== "access" || typeof p.aud !== "string" || typeof p.sid !== "string") {
      return { ok: false, reason: "malformed" } as const;
    }
    return { ok: true, claims: p as unknown as AccessClaims } as const;
  };

  /** The 5-second HS256 token that guards validate-employer-email (access §7, §9). */
  const issueServiceToken = (): string => {
    const iat = now();
    return signJwt(
      { typ: "service", scope: "validate-employer-email", iat, exp: iat + serviceTokenSeconds },
      secret,
    );
  };

  const verifyServiceToken = (token: string): boolean => {
    const result = verifyJwt(token, secret);
    return result.ok && result.payload.typ === "service";
  };

  /** A served ad's impression or click token (issue 21): what was served to whom, valid `lifetime` seconds. */
  const signAdToken = (
    payload: { typ: "ad-impression" | "ad-click"; ad: number; pl: string; vid: number; n: string },
    lifetime: number,
  ): string => {
    const iat = now();
    return signJwt({ ...payload, iat, exp: iat + lifetime }, secret);
  };

  const verifyAdToken = (token: string, typ: "ad-impression" | "ad-click") => {
    const result = verifyJwt(token, secret);
    if (!result.ok || result.payload.typ !== typ) return null;
    const { ad, pl, vid, n } = result.payload;
    if (typeof ad !== "number" || typeof pl !== "string" || typeof vid !== "number" || typeof n !== "string")
      return null;
    return { ad, placement: pl, viewerId: vid, nonce: n };
  };

  /**
   * An anonymous viewer's key for one UTC day (src/http/countOnce.ts): an HMAC, so the address and agent
   * cannot be read back, and the day is in it, so keys of different days cannot be joined.
   */
  const anonymousViewer = (address: string, userAgent: string, day: string): string =>
    createHmac("sha256", secret)
      .update(`viewer:${day}|${address}|${userAgent}`)
      .digest("base64url")
      .slice(0, 22);

  return {
    anonymousViewer,
    issueSession,
    rotate,
    revokeSession,
    verifyAccess,
    issueServiceToken,
    verifyServiceToken,
    signAccess,
    signAdToken,
    verifyAdToken,
  };
};

export type TokenService = ReturnType<typeof makeTokenService>;
