import { knownRoles, type Role } from "@haulboard/domain";

/**
 * What the portal reads from an access token (access §3 "Access token claims"): the user id (`aud`), the role
 * id (`rid`), the roles, the device id (`did`) and, while an admin impersonates, the impersonated id (`iid`).
 * The signature is the server's business; the browser only reads the payload to decide what to show.
 */
export interface AccessClaims {
  readonly userId: string;
  readonly roleId: number | undefined;
  readonly roles: readonly Role[];
  readonly deviceId: string | undefined;
  readonly impersonatedId: string | undefined;
  /** Seconds since the epoch, when the token says. */
  readonly expiresAt: number | undefined;
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

const asId = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return asId(value[0]);
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
};

const asNumber = (value: unknown): number | undefined => {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
};

/** The claims of a JWT access token, or undefined when it is absent or not a readable JWT. */
export const readAccessClaims = (token: string | null | undefined): AccessClaims | undefined => {
  if (!token) return undefined;
  const payload = token.split(".")[1];
  if (payload === undefined) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const userId = asId(claims.aud) ?? asId(claims.sub);
    if (userId === undefined) return undefined;
    return {
      userId,
      roleId: asNumber(claims.rid),
      roles: Array.isArray(claims.roles) ? knownRoles(claims.roles) : [],
      deviceId: typeof claims.did === "string" ? claims.did : undefined,
      impersonatedId: asId(claims.iid),
      expiresAt: asNumber(claims.exp),
    };
  } catch {
    return undefined;
  }
};
