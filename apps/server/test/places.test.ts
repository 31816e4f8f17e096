import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../src/config.ts";
import { makeNominatimPlaces } from "../src/ports/nominatimPlaces.ts";
import { makeOfflinePlaces } from "../src/ports/places.ts";

describe("the offline places adapter (issue 35 #17)", () => {
  const places = makeOfflinePlaces();

  it.each([
    ["1200 Main St Dallas", "1200 Main St, Dallas, TX, USA"],
    ["1200 Main St Dallas TX", "1200 Main St, Dallas, TX, USA"],
    ["1200 Main St, Dallas", "1200 Main St, Dallas, TX, USA"],
    ["1200 Main St 75201", "1200 Main St, Dallas, TX 75201, USA"],
    ["1200 Main St, 75201", "1200 Main St, Dallas, TX 75201, USA"],
    ["4500 N Lincoln Blvd Oklahoma City OK", "4500 N Lincoln Blvd, Oklahoma City, OK, USA"],
  ])("finds the typed street line %j with its city or ZIP code", async (input, description) => {
    const [first] = await places.autocomplete(input);
    expect(first?.description).toBe(description);
    const place = await places.geocode({ placeId: first?.placeId ?? "" });
    expect(place?.components.street_number).toBe(input.split(" ")[0]);
    expect(place?.components.route).toBe(description.split(", ")[0]?.replace(/^\d+ /, ""));
  });

  it("geocodes a free street address as the search does", async () => {
    const place = await places.geocode({ address: "1200 Main St Dallas" });
    expect(place?.components).toMatchObject({
      street_number: "1200",
      route: "Main St",
      locality: "Dallas",
      administrative_area_level_1: "TX",
    });
  });
});

/** A fake Nominatim on loopback: answers /search with what `results` holds, and records each query. */
const fakeNominatim = () => {
  const queries: URLSearchParams[] = [];
  const userAgents: string[] = [];
  let results: unknown = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    queries.push(url.searchParams);
    userAgents.push(request.headers["user-agent"] ?? "");
    if (url.pathname !== "/nominatim/search") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(results));
  });
  return {
    server,
    queries,
    userAgents,
    answer: (next: unknown) => {
      results = next;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`,
  };
};

const dallas = {
  place_id: 1,
  lat: "32.7812",
  lon: "-96.7973",
  display_name: "1200, Main Street, Dallas, Dallas County, Texas, 75202, United States",
  address: {
    house_number: "1200",
    road: "Main Street",
    city: "Dallas",
    county: "Dallas County",
    state: "Texas",
    "ISO3166-2-lvl4": "US-TX",
    postcode: "75202",
    country: "United States",
    country_code: "us",
  },
};

describe("the Nominatim places adapter", () => {
  const fake = fakeNominatim();
  beforeAll(() => new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it("asks the service for US places and keeps street number, route, city, state and ZIP code", async () => {
    const places = makeNominatimPlaces({ url: fake.url(), userAgent: "Haulboard test (ops@haulboard.test)" });
    fake.answer([dallas, { ...dallas, address: { ...dallas.address, country_code: "ca" } }]);
    const suggestions = await places.autocomplete("1200 Main St Dallas");
    const query = fake.queries.at(-1);
    expect(query?.get("q")).toBe("1200 Main St Dallas");
    expect(query?.get("countrycodes")).toBe("us");
    expect(query?.get("format")).toBe("jsonv2");
    expect(query?.get("addressdetails")).toBe("1");
    expect(fake.userAgents.at(-1)).toBe("Haulboard test (ops@haulboard.test)");
    // Places outside the US are left out.
    expect(suggestions).toEqual([
      {
        placeId: expect.any(String),
        description: "1200 Main Street, Dallas, TX 75202, USA",
        terms: ["1200", "Main Street", "Dallas", "TX 75202", "USA"],
      },
    ]);
    const calls = fake.queries.length;
    const place = await places.geocode({ placeId: suggestions[0]?.placeId ?? "" });
    // The chosen suggestion carries its place: no second call.
    expect(fake.queries).toHaveLength(calls);
    expect(place).toEqual({
      placeId: suggestions[0]?.placeId,
      description: "1200 Main Street, Dallas, TX 75202, USA",
      components: {
        street_number: "1200",
        route: "Main Street",
        locality: "Dallas",
        administrative_area_level_1: "TX",
        postal_code: "75202",
        country: "US",
      },
      coordinates: [-96.7973, 32.7812],
    });
    const free = await places.geocode({ address: "1200 Main St, Dallas" });
    expect(fake.queries.at(-1)?.get("limit")).toBe("1");
    expect(free?.components.route).toBe("Main Street");
  });

  it("answers no places when the service fails, answers garbage, or is not there", async () => {
    const places = makeNominatimPlaces({ url: fake.url(), userAgent: "Haulboard test" });
    fake.answer({ error: "Unable to geocode" });
    expect(await places.autocomplete("1200 Main St Dallas")).toEqual([]);
    const wrongPath = makeNominatimPlaces({ url: `${fake.url()}/elsewhere`, userAgent: "Haulboard test" });
    expect(await wrongPath.autocomplete("1200 Main St Dallas")).toEqual([]);
    const closed = makeNominatimPlaces({ url: "http://127.0.0.1:9", userAgent: "Haulboard test" });
    expect(await closed.geocode({ address: "1200 Main St Dallas" })).toBeUndefined();
    expect(await places.geocode({ placeId: "not-a-place" })).toBeUndefined();
  });

  it("is chosen by PLACES_PROVIDER, which needs PLACES_URL and PLACES_USER_AGENT", () => {
    expect(readConfig({}).places).toEqual({ provider: "offline" });
    expect(
      readConfig({
        PLACES_PROVIDER: "nominatim",
        PLACES_URL: "https://nominatim.example",
        PLACES_USER_AGENT: "Haulboard (ops@haulboard.example)",
      }).places,
    ).toEqual({
      provider: "nominatim",
      url: "https://nominatim.example",
      userAgent: "Haulboard (ops@haulboard.example)",
    });
    expect(() => readConfig({ PLACES_PROVIDER: "nominatim" })).toThrow(/PLACES_URL/);
    expect(() => readConfig({ PLACES_PROVIDER: "google" })).toThrow(/PLACES_PROVIDER/);
  });
});
