import type { HandlerInput, Route } from "../http/context.ts";
import { driverOnly, profileOf, toProfile } from "./rows.ts";

const getProfile = async ({ caller, deps }: HandlerInput<"members.getProfile">) => ({
  data: toProfile(await profileOf(deps.db, caller.userId)),
});

export const getProfileRoute: Route<"members.getProfile"> = { access: driverOnly, handle: getProfile };
