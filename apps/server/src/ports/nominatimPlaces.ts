import type { Place, PlaceComponents, PlaceSuggestion, PlacesPort } from "./places.ts";

/**
 * The places port on a Nominatim-compatible geocoding service (OpenStreetMap's Nominatim, or a self-hosted
 * one; `PLACES_PROVIDER=nominatim`, `PLACES_URL`): `GET /search?format=jsonv2&addressdetails=1` for both
 * suggestions and geocoding, restricted to the US. A place id carries the found place (base64url JSON), as
 * the offline adapter's does, so choosing a suggestion needs no second call. Nominatim's usage policy asks
 * for an identifying User-Agent (`PLACES_USER_AGENT`) and at most one request a second on the public
 * server: run your own instance, or a commercial one, for real traffic.
 */
export interface NominatimOptions {
  /** The service's base URL, e.g. `https://nominatim.openstreetmap.org`. */
  readonly url: string;
  /** Sent as User-Agent (the policy requires an application name and a contact). */
  readonly userAgent: string;
  /** Milliseconds before a call is given up (then: no suggestions). @default 5000 */
  readonly timeoutMs?: number;
  /** The fetch to use (tests pass none: a fake service listens on loopback). */
  readonly fetch?: typeof fetch;
}

/** One result of `/search?format=jsonv2&addressdetails=1` (the fields read). */
interface NominatimResult {
  readonly lat?: string;
  readonly lon?: string;
  readonly address?: {
    readonly house_number?: string;
    readonly road?: string;
    readonly city?: string;
    readonly town?: string;
    readonly village?: string;
    readonly hamlet?: string;
    readonly county?: string;
    readonly postcode?: string;
    readonly country_code?: string;
    readonly "ISO3166-2-lvl4"?: string;
  };
}

/** What a place id carries. */
interface Key {
  readonly n?: string;
  readonly r?: string;
  readonly c: string;
  readonly s: string;
  readonly z?: string;
  /** [lng, lat] */
  readonly p: readonly [number, number];
}

const maxSuggestions = 5;
const country = "USA";
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const keyOf = (result: NominatimResult): Key | undefined => {
  const address = result.address;
  const lat = Number(result.lat);
  const lng = Number(result.lon);
  if (address?.country_code !== "us" || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  const city = address.city ?? address.town ?? address.village ?? address.hamlet ?? address.county;
  const state = /^US-([A-Z]{2})$/.exec(address["ISO3166-2-lvl4"] ?? "")?.[1];
  if (!city || !state) return undefined;
  const zip = /^\d{5}/.exec(address.postcode ?? "")?.[0];
  return {
    ...(address.house_number && address.road ? { n: address.house_number } : {}),
    ...(address.road ? { r: address.road } : {}),
    c: city,
    s: state,
    ...(zip ? { z: zip } : {}),
    p: [round(lng), round(lat)],
  };
};

const suggestionOf = (key: Key): PlaceSuggestion => {
  const street = [key.n, key.r].filter(Boolean).join(" ");
  const stateZip = [key.s, key.z].filter(Boolean).join(" ");
  return {
    placeId: Buffer.from(JSON.stringify(key)).toString("base64url"),
    description: [street, key.c, stateZip, country].filter(Boolean).join(", "),
    terms: [key.n, key.r, key.c, stateZip, country].filter((term): term is string => Boolean(term)),
  };
};

const placeOf = (key: Key): Place => {
  const { placeId, description } = suggestionOf(key);
  const components: PlaceComponents = {
    ...(key.n ? { street_number: key.n } : {}),
    ...(key.r ? { route: key.r } : {}),
    locality: key.c,
    administrative_area_level_1: key.s,
    ...(key.z ? { postal_code: key.z } : {}),
    country: "US",
  };
  return { placeId, description, components, coordinates: key.p };
};

const decodeKey = (placeId: string): Key | undefined => {
  try {
    const key = JSON.parse(Buffer.from(placeId, "base64url").toString("utf8")) as Partial<Key>;
    const [lng, lat] = Array.isArray(key.p) ? key.p : [];
    if (typeof key.c !== "string" || typeof key.s !== "string") return undefined;
    if (typeof lng !== "number" || typeof lat !== "number") return undefined;
    return {
      ...(typeof key.n === "string" ? { n: key.n } : {}),
      ...(typeof key.r === "string" ? { r: key.r } : {}),
      c: key.c.slice(0, 100),
      s: key.s.slice(0, 2),
      ...(typeof key.z === "string" ? { z: key.z.slice(0, 5) } : {}),
      p: [lng, lat],
    };
  } catch {
    return undefined;
  }
};

export const makeNominatimPlaces = (options: NominatimOptions): PlacesPort => {
  const fetcher = options.fetch ?? fetch;
  const search = async (text: string, limit: number): Promise<Key[]> => {
    const url = new URL("search", options.url.endsWith("/") ? options.url : `${options.url}/`);
    url.search = new URLSearchParams({
      q: text,
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: "us",
      limit: String(limit),
    }).toString();
    try {
      const response = await fetcher(url, {
        headers: { "User-Agent": options.userAgent, Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) return [];
      const results = (await response.json()) as unknown;
      if (!Array.isArray(results)) return [];
      return results.flatMap((result) => keyOf(result as NominatimResult) ?? []);
    } catch {
      // The service is down or slow: no suggestions, as for an unknown address (the screen says so).
      return [];
    }
  };

  return {
    autocomplete: async (input) => {
      const text = input.trim().slice(0, 200);
      if (text.length < 3) return [];
      return (await search(text, maxSuggestions)).map(suggestionOf);
    },
    geocode: async ({ placeId, address }) => {
      if (placeId) {
        const key = decodeKey(placeId);
        return key ? placeOf(key) : undefined;
      }
      if (!address) return undefined;
      const [first] = await search(address.trim().slice(0, 200), 1);
      return first ? placeOf(first) : undefined;
    },
  };
};
