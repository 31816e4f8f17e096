import type { Routes } from "../http/context.ts";
import { autocompleteRoute } from "./autocomplete.ts";
import { geocodeRoute } from "./geocode.ts";

export const placesRoutes: Routes = {
  "places.autocomplete": autocompleteRoute,
  "places.geocode": geocodeRoute,
};
