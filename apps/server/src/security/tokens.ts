import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import {
  impersonationSeconds,
  isAdmin,
  isEmployer,
  type Role,
  roleIds,
  serviceTokenSeconds,
} from "@haulboard/domain";
import type { Database, Queryable } from "../db/Database.ts";
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
      await q.query<{ role: Role }>("select role from user_roles where user_id = $1 order by role", [userId])
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
    await q.query("insert into refresh_tokens (token_hash, session_id) values ($1, $2)", [
      sha256(token),
      sessionId,
    ]);
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
    await q.query(
      `insert into sessions (id, user_id, device_id, impersonator_id, parent_session_id, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [
        sessionId,
        input.userId,
        input.deviceId,
        input.impersonatorId ?? null,
        input.parentSessionId ?? null,
        lifetime,
      ],
    );
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
      const [found] = await tx.query<{
        session_id: string;
        revoked_at: string | null;
        expired: boolean;
        user_id: number;
        device_id: string;
        impersonator_id: number | null;
        deleted: boolean;
        active: boolean;
        parent_alive: boolean;
        seconds_left: number;
      }>(
        `select t.session_id, s.revoked_at, s.expires_at <= now() as expired, s.user_id, s.device_id,
                s.impersonator_id, u.deleted_at is not null as deleted, u.active,
                (s.parent_session_id is null or exists (
                   select 1 from sessions p where p.id = s.parent_session_id and p.revoked_at is null
                      and p.expires_at > now())) as parent_alive,
                extract(epoch from s.expires_at - now())::integer as seconds_left
           from refresh_tokens t join sessions s on s.id = t.session_id join users u on u.id = s.user_id
          where t.token_hash = $1`,
        [sha256(refreshToken)],
      );
      if (!found) return { ok: false, reason: "unknown" } as const;
      if (found.revoked_at || found.deleted || !found.active || !found.parent_alive)
        return { ok: false, reason: "revoked" } as const;
      if (found.expired) return { ok: false, reason: "expired" } as const;
      const successor = successorOf(refreshToken);
      const spent = await tx.query(
        `update refresh_tokens set used_at = now(), successor_hash = $2
          where token_hash = $1 and used_at is null returning session_id`,
        [sha256(refreshToken), sha256(successor)],
      );
      // A concurrent rotation may have spent the token after the first read (PostgreSQL waits for it and
      // then finds nothing to update): read the row again, as that rotation left it.
      const [latest] =
        spent.length === 0
          ? await tx.query<{ in_grace: boolean; successor_hash: string | null }>(
              `select used_at > now() - make_interval(secs => $2) as in_grace, successor_hash
                 from refresh_tokens where token_hash = $1`,
              [sha256(refreshToken), refreshGraceSeconds],
            )
          : [];
      const isGraceRepeat = latest?.in_grace === true && latest.successor_hash === sha256(successor);
      if (spent.length === 0 && !isGraceRepeat) {
        await tx.query(
          "update sessions set revoked_at = now(), revoked_reason = 'refresh token reuse' where id = $1 and revoked_at is null",
          [found.session_id],
        );
        return { ok: false, reason: "reused" } as const;
      }
      if (spent.length > 0) {
        await tx.query("insert into refresh_tokens (token_hash, session_id) values ($1, $2)", [
          sha256(successor),
          found.session_id,
        ]);
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
    await q.query(
      `update sessions set revoked_at = now(), revoked_reason = $2
        where (id = $1 or parent_session_id = $1) and revoked_at is null`,
      [sessionId, reason],
    );
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
