import type { Places } from "@haulboard/api";

/** The company's address from a geocoded place (its map components and [lng, lat]). */
export const addressOfPlace = (place: Places.Place) => {
  const { components } = place;
  const street = [components.street_number, components.route].filter(
    (part) => part !== undefined && part !== "",
  );
  return {
    ...(street.length > 0 ? { street1: street.join(" ") } : {}),
    ...(components.locality ? { city: components.locality } : {}),
    ...(components.administrative_area_level_1 ? { state: components.administrative_area_level_1 } : {}),
    ...(components.postal_code ? { postalCode: components.postal_code } : {}),
    country: components.country ?? "US",
    coordinates: place.coordinates,
  };
};
