import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { adsAdmins } from "./rows.ts";

/** Deletes the ad and its figures; the creative stays in the media area (a duplicate may share it). */
const deleteAd = async ({ params, deps }: HandlerInput<"ads.delete">) => {
  const deleted = await deps.db.query("delete from ads where id = $1 returning id", [params.id]);
  if (deleted.length === 0) throw appError(Errors.adNotFound);
  return { data: null };
};

export const deleteRoute: Route<"ads.delete"> = { access: adsAdmins, handle: deleteAd };
