import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const autocomplete = async ({ query, deps }: HandlerInput<"places.autocomplete">) => ({
  data: await deps.places.autocomplete(query.input),
});

export const autocompleteRoute: Route<"places.autocomplete"> = { access: signedIn, handle: autocomplete };
