import { describe, expect, it } from "vitest";
import { addressOfPlace } from "../src/CompanyCreation/address.ts";

describe("the company address from a geocoded place", () => {
  it("maps the map components and keeps [lng, lat]", () => {
    expect(
      addressOfPlace({
        placeId: "p1",
        description: "500 Congress Ave, Austin, TX 78701, USA",
        components: {
          street_number: "500",
          route: "Congress Ave",
          locality: "Austin",
          administrative_area_level_1: "TX",
          postal_code: "78701",
          country: "US",
        },
        coordinates: [-97.7426, 30.2713],
      }),
    ).toEqual({
      street1: "500 Congress Ave",
      city: "Austin",
      state: "TX",
      postalCode: "78701",
      country: "US",
      coordinates: [-97.7426, 30.2713],
    });
  });

  it("leaves out what a city or ZIP suggestion does not have", () => {
    expect(
      addressOfPlace({
        placeId: "p2",
        description: "Austin, TX, USA",
        components: { locality: "Austin", administrative_area_level_1: "TX" },
        coordinates: [-97.74, 30.27],
      }),
    ).toEqual({ city: "Austin", state: "TX", country: "US", coordinates: [-97.74, 30.27] });
  });
});
