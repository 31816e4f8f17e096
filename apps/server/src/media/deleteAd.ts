import type { Route } from "../http/context.ts";
import { deleteIn } from "./chunked.ts";
import { adMedia } from "./rules.ts";

export const deleteAdRoute: Route<"media.deleteAd"> = {
  access: adMedia,
  handle: ({ params, caller, deps }) => deleteIn("ads")(deps, caller, params.id),
};
