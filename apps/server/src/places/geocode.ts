import { appError, Errors } from "../errors/catalogue.ts";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const geocode = async ({ query, deps }: HandlerInput<"places.geocode">) => {
  const { placeId, address } = query;
  if (!placeId && !address) throw appError(Errors.placeQueryRequired, { field: "address" });
  if ((placeId?.length ?? 0) > 1000 || (address?.length ?? 0) > 500) throw appError(Errors.placeQueryTooLong);
  const place = await deps.places.geocode({
    ...(placeId ? { placeId } : {}),
    ...(address ? { address } : {}),
  });
  if (!place) throw appError(Errors.placeNotFound);
  return { data: place };
};

export const geocodeRoute: Route<"places.geocode"> = { access: signedIn, handle: geocode };
