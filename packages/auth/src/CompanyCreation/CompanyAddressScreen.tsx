import { isNotAllowed, type Places } from "@haulboard/api";
import { checkUsAddressChoice, ErrorText } from "@haulboard/domain";
import { useAlerts, useSession, useTokenStore } from "@haulboard/shell";
import { useSubmit } from "@haulboard/shell/forms";
import type { LoadSuggestions } from "@haulboard/ui";
import { type Key, useCallback, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { callApi, hasSessionEnded } from "../internal/client.ts";
import { clearFlow, readFlow } from "../internal/flowStorage.ts";
import { addressOfPlace } from "./address.ts";
import { CompanyAddressForm } from "./CompanyAddressForm.tsx";

/** The user refresh after saving the address was not allowed: 'Unauthorized' (access §4). */
class RefreshRefused extends Error {}

/**
 * /company-address: the last company-creation step. Suggestions come from the server's offline US
 * gazetteer; a chosen one must pass the US-only rule (access §5); Finish geocodes it, saves the address,
 * refreshes the user and ends on /company/jobs (access §4 "Sign-up"). Built on the screen recipe: the
 * api client through `callApi` (runApi, loaded on the first call), the one submit helper for Finish.
 */
export function CompanyAddressScreen() {
  const navigate = useNavigate();
  const { user } = useSession();
  const tokenStore = useTokenStore();
  const { showAlert } = useAlerts();
  const suggestions = useRef(new Map<string, Places.PlaceSuggestion>());
  const [chosen, setChosen] = useState<Places.PlaceSuggestion>();
  const [addressError, setAddressError] = useState<string>();
  const loadSuggestions = useCallback<LoadSuggestions>(
    async (input) => {
      const found = await callApi(tokenStore, (client) => client.places.autocomplete({ query: { input } }));
      for (const suggestion of found) suggestions.current.set(suggestion.placeId, suggestion);
      return found.map((suggestion) => ({ id: suggestion.placeId, label: suggestion.description }));
    },
    [tokenStore],
  );
  const finish = useSubmit(
    async (place: Places.PlaceSuggestion) => {
      const companyId =
        readFlow().companyId ?? (await callApi(tokenStore, (client) => client.employer.get())).companyId;
      if (companyId === null) return "no-company" as const;
      const geocoded = await callApi(tokenStore, (client) =>
        client.places.geocode({ query: { placeId: place.placeId } }),
      );
      await callApi(tokenStore, (client) =>
        client.companies.update({ params: { id: companyId }, body: addressOfPlace(geocoded) }),
      );
      // The user is refreshed after company creation; not authorized then means 'Unauthorized' (access §4).
      await callApi(tokenStore, (client) => client.employer.get()).catch((error: unknown) => {
        throw isNotAllowed(error) ? new RefreshRefused() : error;
      });
      return "saved" as const;
    },
    {
      onSuccess: (outcome) => {
        if (outcome === "no-company") {
          navigate("/company-info", { replace: true });
          return;
        }
        clearFlow();
        navigate("/company/jobs", { replace: true });
      },
      onFailure: (error) => {
        // The shell ended an expired session (login, 'Session expired'): nothing more to say here.
        if (hasSessionEnded(tokenStore)) return true;
        if (!(error instanceof RefreshRefused)) return false;
        showAlert({ type: "error", message: ErrorText.unauthorized });
        return true;
      },
    },
  );

  if (user === undefined) return <Navigate to="/login" replace />;

  const select = (id: Key | null) => {
    const suggestion = id === null ? undefined : suggestions.current.get(String(id));
    if (suggestion === undefined) {
      setChosen(undefined);
      return;
    }
    const check = checkUsAddressChoice(suggestion.terms);
    setChosen(check.ok ? suggestion : undefined);
    setAddressError(check.ok ? undefined : check.message);
  };

  const submit = () => {
    if (chosen === undefined) {
      setAddressError(addressError ?? ErrorText.addressInvalid);
      return;
    }
    void finish.submit(chosen);
  };

  return (
    <AuthLayout>
      <CompanyAddressForm
        loadSuggestions={loadSuggestions}
        onSelect={select}
        addressError={addressError}
        isSubmitting={finish.isSubmitting}
        onSubmit={submit}
      />
    </AuthLayout>
  );
}
