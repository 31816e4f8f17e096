import { runApi } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQueryClient } from "@tanstack/react-query";
import { type Key, useState } from "react";
import { usePlaceSearch } from "../../internal/usePlaceSearch.ts";
import { useSettings } from "../SettingsLayout.tsx";
import { AddressSettingsView, type SettingsAddress } from "./AddressSettingsView.tsx";

type ChosenAddress = SettingsAddress & { readonly coordinates: readonly [number, number] };

/** The places calls (autocomplete, geocode), the US rule, then PATCH /companies/{id} with the address. */
export function AddressSettingsScreen() {
  const client = useAppApi();
  const queries = useQueryClient();
  const api = useApi();
  const { company, canManage } = useSettings();
  const [searchText, setSearchText] = useState("");
  const [chosen, setChosen] = useState<ChosenAddress | null>(null);
  const search = usePlaceSearch();

  const choose = async (key: Key | null) => {
    const place = await search.choose(key);
    if (!place) return;
    setChosen({
      street1: place.street || null,
      city: place.city || null,
      state: place.state,
      postalCode: place.zipCode || null,
      country: place.country,
      coordinates: place.coordinates,
    });
    setSearchText(place.description);
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
        await queries.invalidateQueries({ queryKey: api.companies.key() });
      },
    },
  );

  return (
    <AddressSettingsView
      current={company}
      chosen={chosen}
      canManage={canManage}
      loadSuggestions={search.loadSuggestions}
      searchText={searchText}
      onSearchTextChange={(text) => {
        setSearchText(text);
        search.setError(undefined);
      }}
      onChoose={(key) => void choose(key)}
      searchError={search.error}
      isChoosing={search.isChoosing}
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
