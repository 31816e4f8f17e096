import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Coordinates } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** A suggestion for the address search; `terms` end with the country name (access §5). */
export const PlaceSuggestion = WireStruct({
  placeId: Schema.String,
  description: Schema.String,
  terms: Schema.Array(Schema.String),
});
export type PlaceSuggestion = typeof PlaceSuggestion.Type;

/** Map-service address components (access §3). */
export const AddressComponents = Schema.Struct({
  postal_code: Schema.optionalKey(Schema.String),
  locality: Schema.optionalKey(Schema.String),
  street_number: Schema.optionalKey(Schema.String),
  route: Schema.optionalKey(Schema.String),
  administrative_area_level_1: Schema.optionalKey(Schema.String),
  country: Schema.optionalKey(Schema.String),
});

export const Place = WireStruct({
  placeId: Schema.String,
  description: Schema.String,
  components: AddressComponents,
  /** `[lng, lat]`. */
  coordinates: Coordinates,
});
export type Place = typeof Place.Type;

export const autocomplete = Endpoint.make({
  name: "places.autocomplete",
  method: "GET",
  path: "/places/autocomplete",
  auth: "bearer",
  query: WireStruct({ input: Schema.String }),
  success: Schema.Array(PlaceSuggestion),
  description: "US address, city or ZIP suggestions (offline gazetteer by default).",
});

export const geocode = Endpoint.make({
  name: "places.geocode",
  method: "GET",
  path: "/places/geocode",
  auth: "bearer",
  query: WireStruct({
    placeId: Schema.optionalKey(Schema.String),
    address: Schema.optionalKey(Schema.String),
  }),
  success: Place,
  description: "Components and [lng, lat] of a suggestion (place_id) or of a free address.",
});

/** The calls of this resource by name, as `api.places` and the client (`client.places.<call>`) expose them. */
export const placesCalls = {
  autocomplete: autocomplete,
  geocode: geocode,
} as const;
