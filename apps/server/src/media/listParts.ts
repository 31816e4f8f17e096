import type { Route } from "../http/context.ts";
import { listParts } from "./chunked.ts";
import { jobMedia } from "./rules.ts";

export const listPartsRoute: Route<"media.listParts"> = { access: jobMedia, handle: listParts("jobs") };
