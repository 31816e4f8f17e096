import type { Places } from "@haulboard/api";
import { runApi } from "@haulboard/api";
import { checkUsAddressChoice, ErrorText, jobBaseCost, stateCodeFromName } from "@haulboard/domain";
import { useAppApi } from "@haulboard/shell/portal";
import type { LoadSuggestions } from "@haulboard/ui";
import { type Key, useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CompanyText } from "../../CompanyText.ts";
import type { DraftAddress } from "../draft.ts";
import { wizardPaths } from "../steps.ts";
import { useWizard } from "../WizardContext.tsx";
import { AddressStepView } from "./AddressStepView.tsx";

/** Step 2's container: the places calls (debounced in the combo box), the US rule and the draft's list. */
export function AddressStepScreen() {
  const client = useAppApi();
  const navigate = useNavigate();
  const { draft, update } = useWizard();
  const [searchText, setSearchText] = useState("");
  const [searchError, setSearchError] = useState<string | undefined>();
  const [stepError, setStepError] = useState<string | undefined>();
  const [isAdding, setIsAdding] = useState(false);
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
    if (draft.addresses.some((address) => address.placeId === suggestion.placeId))
      return setSearchError(CompanyText.addressDuplicate);
    setIsAdding(true);
    try {
      const place = await runApi(client.places.geocode({ query: { placeId: suggestion.placeId } }));
      const parts = place.components;
      const state = parts.administrative_area_level_1 ?? "";
      const address: DraftAddress = {
        placeId: place.placeId,
        description: place.description,
        address: [parts.street_number, parts.route].filter(Boolean).join(" "),
        city: parts.locality ?? "",
        state: stateCodeFromName(state) ?? state,
        zipCode: parts.postal_code ?? "",
        country: parts.country ?? "US",
        coordinates: [place.coordinates[0], place.coordinates[1]],
        // The server quotes each address at the domain's base job cost (the spec shows no default).
        cost: jobBaseCost,
      };
      update((current) => ({ ...current, addresses: [...current.addresses, address] }));
      setSearchText("");
      setSearchError(undefined);
      setStepError(undefined);
    } catch {
      setSearchError(ErrorText.addressInvalid);
    } finally {
      setIsAdding(false);
    }
  };

  const next = () => {
    if (searchText.trim() !== "" && draft.addresses.length === 0)
      return setSearchError(ErrorText.addressInvalid);
    if (draft.addresses.length === 0) return setStepError(CompanyText.addressRequired);
    void navigate(wizardPaths[2]);
  };

  return (
    <AddressStepView
      addresses={draft.addresses}
      loadSuggestions={loadSuggestions}
      searchText={searchText}
      onSearchTextChange={(text) => {
        setSearchText(text);
        setSearchError(undefined);
      }}
      onChoose={(key) => void choose(key)}
      onRemove={(placeId) =>
        update((current) => ({
          ...current,
          addresses: current.addresses.filter((address) => address.placeId !== placeId),
        }))
      }
      searchError={searchError}
      stepError={stepError}
      isAdding={isAdding}
      onBack={() => void navigate(wizardPaths[0])}
      onNext={next}
    />
  );
}
