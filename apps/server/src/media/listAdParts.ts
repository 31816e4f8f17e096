import type { Route } from "../http/context.ts";
import { listParts } from "./chunked.ts";
import { adMedia } from "./rules.ts";

export const listAdPartsRoute: Route<"media.listAdParts"> = { access: adMedia, handle: listParts("ads") };
