import type { Places } from "@haulboard/api";
import { runApi } from "@haulboard/api";
import { checkUsAddressChoice, ErrorText, stateCodeFromName } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import type { LoadSuggestions } from "@haulboard/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type Key, useCallback, useRef, useState } from "react";
import { useSettings } from "../SettingsLayout.tsx";
import { AddressSettingsView, type SettingsAddress } from "./AddressSettingsView.tsx";

type ChosenAddress = SettingsAddress & { readonly coordinates: readonly [number, number] };

/** The places calls (autocomplete, geocode), the US rule, then PATCH /companies/{id} with the address. */
export function AddressSettingsScreen() {
  const client = useAppApi();
  const queries = useQueryClient();
  const { company, canManage } = useSettings();
  const [searchText, setSearchText] = useState("");
  const [searchError, setSearchError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<ChosenAddress | null>(null);
  const [isChoosing, setIsChoosing] = useState(false);
  const suggestions = useRef(new Map<string, Places.PlaceSuggestion>());

  const loadSuggestions = useCallback<LoadSuggestions>(
    async (input, signal) => {
      const found = await runApi(client.places.autocomplete({ query: { input } }), { signal });
      for (const suggestion of found) suggestions.current.set(suggestion.placeId, suggestion);
      return found.map((suggestion) => ({ id: suggestion.placeId, label: suggestion.description }));
    },
    [client],
  );

  const choose = async (key: Key | null) => {
    if (key === null) return;
    const suggestion = suggestions.current.get(String(key));
    if (!suggestion) return setSearchError(ErrorText.addressInvalid);
    const check = checkUsAddressChoice(suggestion.terms);
    if (!check.ok) return setSearchError(check.message);
    setIsChoosing(true);
    try {
      const place = await runApi(client.places.geocode({ query: { placeId: suggestion.placeId } }));
      const parts = place.components;
      const state = parts.administrative_area_level_1 ?? "";
      setChosen({
        street1: [parts.street_number, parts.route].filter(Boolean).join(" ") || null,
        city: parts.locality ?? null,
        state: stateCodeFromName(state) ?? state,
        postalCode: parts.postal_code ?? null,
        country: parts.country ?? "US",
        coordinates: [place.coordinates[0], place.coordinates[1]],
      });
      setSearchText(place.description);
      setSearchError(undefined);
    } catch {
      setSearchError(ErrorText.addressInvalid);
    } finally {
      setIsChoosing(false);
    }
  };

  const save = useSubmit(
    (address: ChosenAddress) =>
      runApi(
        client.companies.update({
          params: { id: company.id },
          body: {
            street1: address.street1 ?? "",
            street2: null,
            city: address.city ?? "",
            state: address.state ?? "",
            ...(address.postalCode ? { postalCode: address.postalCode } : {}),
            country: address.country ?? "US",
            coordinates: [address.coordinates[0], address.coordinates[1]],
          },
        }),
      ),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: async () => {
        setChosen(null);
        setSearchText("");
        await queries.invalidateQueries({ queryKey: ["companies"] });
      },
    },
  );

  return (
    <AddressSettingsView
      current={company}
      chosen={chosen}
      canManage={canManage}
      loadSuggestions={loadSuggestions}
      searchText={searchText}
      onSearchTextChange={(text) => {
        setSearchText(text);
        setSearchError(undefined);
      }}
      onChoose={(key) => void choose(key)}
      searchError={searchError}
      isChoosing={isChoosing}
      isSaving={save.isSubmitting}
      onSave={() => {
        if (chosen) void save.submit(chosen);
      }}
      onCancel={() => {
        setChosen(null);
        setSearchText("");
      }}
    />
  );
}
