import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

/** The configured providers, in the login's order (issue 13: no button for a provider that cannot work). */
const socialProviders = async ({ deps }: HandlerInput<"auth.socialProviders">) => ({
  data: { sources: (["facebook", "google", "apple"] as const).filter((source) => deps.social.has(source)) },
});

export const socialProvidersRoute: Route<"auth.socialProviders"> = {
  access: publicCall,
  handle: socialProviders,
};
