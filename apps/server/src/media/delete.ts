import type { Route } from "../http/context.ts";
import { deleteIn } from "./chunked.ts";
import { jobMedia } from "./rules.ts";

export const deleteRoute: Route<"media.delete"> = {
  access: jobMedia,
  handle: ({ params, caller, deps }) => deleteIn("jobs")(deps, caller, params.id),
};
