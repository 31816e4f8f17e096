import { ErrorText } from "../ErrorCatalogue.ts";
import { stateCodeFromName, type UsStateCode } from "../UsState.ts";

/** A US ZIP code: five digits, with an optional +4. */
export const isUsZipCode = (text: string): boolean => /^\d{5}(?:-\d{4})?$/.test(text);

/** The message for a ZIP code that is not one (ours: the spec gives none). */
export const zipCodeInvalidText = "Enter a 5-digit zip code";

/** Country names accepted as the last term of an address suggestion (access §5). */
export const acceptedCountryNames: readonly string[] = ["EE. UU.", "USA", "EUA", "US", "U.S."];

export type AddressChoiceResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: typeof ErrorText.addressNotUs | typeof ErrorText.addressInvalid };

/**
 * Checks a chosen place suggestion by its terms (the comma-separated parts, e.g. ["Austin", "TX", "USA"]):
 * one term or fewer is not an address; the last term must be an accepted US country name.
 */
export const checkUsAddressChoice = (terms: readonly string[]): AddressChoiceResult => {
  if (terms.length <= 1) return { ok: false, message: ErrorText.addressInvalid };
  const last = (terms[terms.length - 1] as string).trim();
  return acceptedCountryNames.includes(last) ? { ok: true } : { ok: false, message: ErrorText.addressNotUs };
};

/** One address component of a maps answer. */
export interface AddressComponent {
  readonly long_name: string;
  readonly short_name: string;
  readonly types: readonly string[];
}

export interface ParsedAddress {
  readonly streetNumber: string;
  readonly streetName: string;
  readonly city: string;
  /** Two-letter state code when known. */
  readonly state: string;
  readonly country: string;
  readonly zip: string;
  readonly description: string;
  /** [lng, lat], as the spec orders them. */
  readonly coordinates: readonly [number, number];
}

/**
 * Builds an address from map components (postal_code, locality, street_number, route,
 * administrative_area_level_1, country). A state given by name is turned into its code.
 */
export const addressFromComponents = (
  components: readonly AddressComponent[],
  description: string,
  coordinates: { readonly lat: number; readonly lng: number },
): ParsedAddress => {
  const find = (type: string) => components.find((component) => component.types.includes(type));
  const state = find("administrative_area_level_1");
  const stateCode: UsStateCode | undefined =
    state === undefined
      ? undefined
      : (stateCodeFromName(state.short_name) ?? stateCodeFromName(state.long_name));
  return {
    streetNumber: find("street_number")?.long_name ?? "",
    streetName: find("route")?.long_name ?? "",
    city: find("locality")?.long_name ?? "",
    state: stateCode ?? state?.short_name ?? "",
    country: find("country")?.short_name ?? "",
    zip: find("postal_code")?.long_name ?? "",
    description,
    coordinates: [coordinates.lng, coordinates.lat],
  };
};

/** "street number + route", as street1. */
export const streetLine = (address: Pick<ParsedAddress, "streetNumber" | "streetName">): string =>
  [address.streetNumber, address.streetName].filter((part) => part.length > 0).join(" ");
