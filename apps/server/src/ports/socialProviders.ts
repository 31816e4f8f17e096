// Social sign-in adapters (issue 40, access §2, §3, §7) behind the SocialProvider port:
// - Google and Apple: the OpenID Connect ID token, verified with `jose` against the provider's published
//   keys: its signature, issuer, audience (our client id), expiry and issue time; each token once (its nonce,
//   or its subject and issue time, is claimed in the database until it expires).
// - Facebook: the access token, checked with the Graph API's token inspection (`debug_token`, with our app's
//   token: valid, issued to our app, not expired), then the profile's email and names.
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Queryable } from "../db/Database.ts";
import type { SocialIdentity, SocialProvider, SocialProviders } from "./social.ts";

/** Claims a token's single-use key until `expiresAt`; false when it was claimed before (a replay). */
export type TokenUses = (key: string, expiresAt: Date) => Promise<boolean>;

/** Token uses recorded in `social_token_uses` (migration 0024): once across replicas. */
export const databaseTokenUses =
  (db: Queryable): TokenUses =>
  async (key, expiresAt) =>
    (
      await db.query(
        "insert into social_token_uses (key, expires_at) values ($1, $2) on conflict (key) do nothing returning 1",
        [key, expiresAt.toISOString()],
      )
    ).length === 1;

/** The providers' OpenID Connect facts (their discovery documents). */
export const oidcIssuers = {
  google: {
    issuers: ["https://accounts.google.com", "accounts.google.com"],
    jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
  },
  apple: { issuers: ["https://appleid.apple.com"], jwksUrl: "https://appleid.apple.com/auth/keys" },
} as const;

export interface OidcProviderOptions {
  readonly source: "google" | "apple";
  /** Our OAuth client id: the ID token's audience must be it. */
  readonly clientId: string;
  /** The accepted `iss` values. @default the provider's (oidcIssuers) */
  readonly issuers?: readonly string[];
  /** The provider's signing keys. @default its published JWKS (oidcIssuers), fetched and cached by jose */
  readonly keys?: JWTVerifyGetKey;
  readonly uses: TokenUses;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** First and last name from the token's claims, else from the email's local part (Apple gives no names). */
const namesOf = (payload: JWTPayload, email: string) => {
  const first = text(payload.given_name);
  const last = text(payload.family_name);
  if (first !== "" || last !== "") return { firstName: first || last, lastName: last || first };
  const local = email.split("@")[0] ?? email;
  return { firstName: local, lastName: local };
};

/** Whether the provider says the email is the account holder's (`email_verified`, a boolean or "true"). */
const emailVerified = (payload: JWTPayload): boolean =>
  payload.email_verified === true || payload.email_verified === "true";

export const makeOidcProvider = (options: OidcProviderOptions): SocialProvider => {
  const facts = oidcIssuers[options.source];
  const keys = options.keys ?? createRemoteJWKSet(new URL(facts.jwksUrl));
  const issuers = [...(options.issuers ?? facts.issuers)];
  return {
    source: options.source,
    verify: async (token): Promise<SocialIdentity | undefined> => {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: issuers,
          audience: options.clientId,
          algorithms: ["RS256", "ES256"],
          requiredClaims: ["exp", "iat", "sub"],
          maxTokenAge: "1h",
        }));
      } catch {
        return undefined;
      }
      const email = text(payload.email).toLowerCase();
      if (email === "" || !emailVerified(payload)) return undefined;
      const once =
        typeof payload.nonce === "string" ? `nonce:${payload.nonce}` : `sub:${payload.sub}:${payload.iat}`;
      const claimed = await options.uses(`${options.source}:${once}`, new Date((payload.exp ?? 0) * 1000));
      if (!claimed) return undefined;
      return { email, ...namesOf(payload, email) };
    },
  };
};

export interface FacebookProviderOptions {
  readonly appId: string;
  readonly appSecret: string;
  /** @default "https://graph.facebook.com/v21.0" */
  readonly graphUrl?: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
}

interface DebugToken {
  readonly data?: {
    readonly is_valid?: boolean;
    readonly app_id?: string;
    readonly user_id?: string;
    readonly expires_at?: number;
  };
}

interface FacebookProfile {
  readonly email?: string;
  readonly first_name?: string;
  readonly last_name?: string;
}

export const makeFacebookProvider = (options: FacebookProviderOptions): SocialProvider => {
  const graph = (options.graphUrl ?? "https://graph.facebook.com/v21.0").replace(/\/+$/, "");
  const fetchJson = async <T>(url: string): Promise<T | undefined> => {
    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, { signal: AbortSignal.timeout(6000) });
      return response.ok ? ((await response.json()) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    source: "facebook",
    verify: async (token): Promise<SocialIdentity | undefined> => {
      const appToken = `${options.appId}|${options.appSecret}`;
      const inspected = await fetchJson<DebugToken>(
        `${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
      );
      const data = inspected?.data;
      const expiresAt = (data?.expires_at ?? 0) * 1000;
      if (!data?.is_valid || data.app_id !== options.appId || !data.user_id || expiresAt <= Date.now())
        return undefined;
      const profile = await fetchJson<FacebookProfile>(
        `${graph}/me?fields=email,first_name,last_name&access_token=${encodeURIComponent(token)}`,
      );
      const email = text(profile?.email).toLowerCase();
      // Not single-use: Facebook's SDK hands the same user token to every sign-in while it lives.
      if (email === "") return undefined;
      const firstName = text(profile?.first_name);
      const lastName = text(profile?.last_name);
      const fallback = email.split("@")[0] ?? email;
      return { email, firstName: firstName || fallback, lastName: lastName || firstName || fallback };
    },
  };
};

/** What the environment configures (config.ts): each provider is on when its ids are set. */
export interface SocialConfig {
  readonly googleClientId: string | undefined;
  readonly appleClientId: string | undefined;
  readonly facebookAppId: string | undefined;
  readonly facebookAppSecret: string | undefined;
}

/** The configured providers; none when no id is set (the login then shows no social button). */
export const socialProvidersFrom = (config: SocialConfig, db: Queryable): SocialProviders => {
  const uses = databaseTokenUses(db);
  const providers = new Map<SocialProvider["source"], SocialProvider>();
  if (config.googleClientId)
    providers.set("google", makeOidcProvider({ source: "google", clientId: config.googleClientId, uses }));
  if (config.appleClientId)
    providers.set("apple", makeOidcProvider({ source: "apple", clientId: config.appleClientId, uses }));
  if (config.facebookAppId && config.facebookAppSecret)
    providers.set(
      "facebook",
      makeFacebookProvider({ appId: config.facebookAppId, appSecret: config.facebookAppSecret }),
    );
  return providers;
};
