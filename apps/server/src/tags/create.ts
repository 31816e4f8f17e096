import { employerRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyOf } from "../jobs/rows.ts";
import { tagNamed } from "./named.ts";

const createTag = async ({ body, caller, deps }: HandlerInput<"tags.create">) => ({
  data: await tagNamed(deps.db, companyOf(caller), body.tag),
});

export const createRoute: Route<"tags.create"> = { access: roles(employerRoles), handle: createTag };
