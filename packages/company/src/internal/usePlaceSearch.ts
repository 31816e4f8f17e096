import type { Places } from "@haulboard/api";
import { runApi } from "@haulboard/api";
import { checkUsAddressChoice, ErrorText, stateCodeFromName } from "@haulboard/domain";
import { useAppApi } from "@haulboard/shell/portal";
import type { LoadSuggestions } from "@haulboard/ui";
import { type Key, useCallback, useRef, useState } from "react";

/** A US place the user chose, geocoded, in the parts the company and the wizard store. */
export interface ChosenPlace {
  readonly placeId: string;
  readonly description: string;
  /** Street number and route ("1200 Main St"); empty when the place has none. */
  readonly street: string;
  readonly city: string;
  /** The two-letter state code. */
  readonly state: string;
  readonly zipCode: string;
  readonly country: string;
  readonly coordinates: readonly [number, number];
}

export interface PlaceSearchOptions {
  /** A suggestion the caller already holds (the wizard's targeted addresses): its message, or undefined. */
  readonly refuse?: (suggestion: Places.PlaceSuggestion) => string | undefined;
}

/**
 * The address search of the wizard's step 2 and the address settings: the places autocomplete for the
 * combo box, and choosing a suggestion — the spec's US rule, then the geocode. `choose` answers the place,
 * or undefined after putting the message to show in `error`; `isChoosing` is true while it geocodes.
 */
export const usePlaceSearch = ({ refuse }: PlaceSearchOptions = {}) => {
  const client = useAppApi();
  const suggestions = useRef(new Map<string, Places.PlaceSuggestion>());
  const [error, setError] = useState<string | undefined>();
  const [isChoosing, setIsChoosing] = useState(false);

  const loadSuggestions = useCallback<LoadSuggestions>(
    async (input, signal) => {
      const found = await runApi(client.places.autocomplete({ query: { input } }), { signal });
      for (const suggestion of found) suggestions.current.set(suggestion.placeId, suggestion);
      return found.map((suggestion) => ({ id: suggestion.placeId, label: suggestion.description }));
    },
    [client],
  );

  const choose = async (key: Key | null): Promise<ChosenPlace | undefined> => {
    if (key === null) return undefined;
    const suggestion = suggestions.current.get(String(key));
    const check = suggestion ? checkUsAddressChoice(suggestion.terms) : undefined;
    const refused = !suggestion
      ? ErrorText.addressInvalid
      : check && !check.ok
        ? check.message
        : refuse?.(suggestion);
    if (refused !== undefined || !suggestion) {
      setError(refused ?? ErrorText.addressInvalid);
      return undefined;
    }
    setIsChoosing(true);
    try {
      const place = await runApi(client.places.geocode({ query: { placeId: suggestion.placeId } }));
      const parts = place.components;
      const state = parts.administrative_area_level_1 ?? "";
      setError(undefined);
      return {
        placeId: place.placeId,
        description: place.description,
        street: [parts.street_number, parts.route].filter(Boolean).join(" "),
        city: parts.locality ?? "",
        state: stateCodeFromName(state) ?? state,
        zipCode: parts.postal_code ?? "",
        country: parts.country ?? "US",
        coordinates: [place.coordinates[0], place.coordinates[1]],
      };
    } catch {
      setError(ErrorText.addressInvalid);
      return undefined;
    } finally {
      setIsChoosing(false);
    }
  };

  return { loadSuggestions, choose, error, setError, isChoosing };
};
