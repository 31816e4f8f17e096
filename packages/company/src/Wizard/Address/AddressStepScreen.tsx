import { ErrorText, jobBaseCost } from "@haulboard/domain";
import { type Key, useState } from "react";
import { useNavigate } from "react-router";
import { CompanyText } from "../../CompanyText.ts";
import { usePlaceSearch } from "../../internal/usePlaceSearch.ts";
import type { DraftAddress } from "../draft.ts";
import { useWizard } from "../WizardContext.tsx";
import { AddressStepView } from "./AddressStepView.tsx";

/** Step 2's container: the places calls (debounced in the combo box), the US rule and the draft's list. */
export function AddressStepScreen() {
  const navigate = useNavigate();
  const { draft, update, flow } = useWizard();
  const [searchText, setSearchText] = useState("");
  const [stepError, setStepError] = useState<string | undefined>();
  const search = usePlaceSearch({
    refuse: (suggestion) =>
      draft.addresses.some((address) => address.placeId === suggestion.placeId)
        ? CompanyText.addressDuplicate
        : undefined,
  });

  const choose = async (key: Key | null) => {
    const place = await search.choose(key);
    if (!place) return;
    const { street, ...rest } = place;
    // The server quotes each address at the domain's base job cost (the spec shows no default).
    const address: DraftAddress = { ...rest, address: street, cost: flow.addressCost ?? jobBaseCost };
    // A job has one address: on an edit screen the chosen place replaces it.
    update((current) => ({
      ...current,
      addresses: flow.isEdit ? [address] : [...current.addresses, address],
    }));
    setSearchText("");
    setStepError(undefined);
  };

  const next = () => {
    if (searchText.trim() !== "" && draft.addresses.length === 0)
      return search.setError(ErrorText.addressInvalid);
    if (draft.addresses.length === 0) return setStepError(CompanyText.addressRequired);
    if (flow.save) return flow.save(1, draft);
    void navigate(flow.paths[2] ?? "");
  };

  return (
    <AddressStepView
      addresses={draft.addresses}
      loadSuggestions={search.loadSuggestions}
      searchText={searchText}
      onSearchTextChange={(text) => {
        setSearchText(text);
        search.setError(undefined);
      }}
      onChoose={(key) => void choose(key)}
      onRemove={(placeId) =>
        update((current) => ({
          ...current,
          addresses: current.addresses.filter((address) => address.placeId !== placeId),
        }))
      }
      searchError={search.error}
      stepError={stepError}
      isAdding={search.isChoosing}
      onBack={flow.isEdit ? undefined : () => void navigate(flow.paths[0] ?? "")}
      onNext={next}
      nextLabel={flow.nextLabel}
      isSaving={flow.isSaving}
      single={flow.isEdit}
    />
  );
}
