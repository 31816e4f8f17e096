import { createHmac, timingSafeEqual } from "node:crypto";

/** HS256 JSON Web Tokens with node:crypto: the server signs and verifies, the browser only carries them. */

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");
const header = encode({ alg: "HS256", typ: "JWT" });

const signature = (secret: string, input: string): Buffer =>
  createHmac("sha256", secret).update(input).digest();

export const signJwt = (payload: Record<string, unknown>, secret: string): string => {
  const input = `${header}.${encode(payload)}`;
  return `${input}.${signature(secret, input).toString("base64url")}`;
};

export type JwtFailure = "malformed" | "signature" | "expired";

/** Verifies signature, algorithm and `exp`; answers the payload or why it was refused. */
export const verifyJwt = (
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { ok: true; payload: Record<string, unknown> } | { ok: false; reason: JwtFailure } => {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [head, body, sig] = parts as [string, string, string];
  let payload: unknown;
  try {
    const decodedHeader = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
    if (decodedHeader?.alg !== "HS256") return { ok: false, reason: "malformed" };
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const given = Buffer.from(sig, "base64url");
  const expected = signature(secret, `${head}.${body}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "signature" };
  }
  if (typeof payload !== "object" || payload === null) return { ok: false, reason: "malformed" };
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== "number" || exp <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, payload: payload as Record<string, unknown> };
};
