// Address autocomplete and geocoding (access §7) over the places port.
import { ErrorText } from "@haulboard/domain";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";

const autocomplete = async ({ query, deps }: HandlerInput<"places.autocomplete">) => ({
  data: await deps.places.autocomplete(query.input),
});

const geocode = async ({ query, deps }: HandlerInput<"places.geocode">) => {
  const { placeId, address } = query;
  if (!placeId && !address) throw new HttpError(400, "Give place_id or address", { field: "address" });
  if ((placeId?.length ?? 0) > 1000 || (address?.length ?? 0) > 500) throw new HttpError(422, "Too long");
  const place = await deps.places.geocode({
    ...(placeId ? { placeId } : {}),
    ...(address ? { address } : {}),
  });
  if (!place) throw new HttpError(404, ErrorText.addressInvalid);
  return { data: place };
};

export const placeRoutes: Routes = {
  "places.autocomplete": { access: signedIn, handle: autocomplete },
  "places.geocode": { access: signedIn, handle: geocode },
};
