import { type SocialSource, socialSources } from "./LoginForm.tsx";

/** GET /auth/social-providers (contract `auth.socialProviders`): public, no token. */
const socialProvidersUrl = "/api/v1/auth/social-providers";

/**
 * The social sign-in providers the server has configured, asked once the login shows. A plain read, on
 * purpose not through the api client: the client and the Effect runtime (with what they bring, about 150 KB
 * on the wire) would otherwise load on every visit to /login for an answer that is empty by default. The
 * answer is the contract's `{ data: { sources } }`; a name the login does not know is dropped.
 */
export const loadSocialProviders = async (): Promise<readonly SocialSource[]> => {
  const response = await fetch(socialProvidersUrl, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${socialProvidersUrl} answered ${response.status}`);
  const body = (await response.json()) as { readonly data?: { readonly sources?: unknown } };
  const sources = body.data?.sources;
  return Array.isArray(sources)
    ? sources.filter((source): source is SocialSource =>
        (socialSources as readonly unknown[]).includes(source),
      )
    : [];
};
