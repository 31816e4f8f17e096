import { isApiError, isNotAllowed, type Places, toAlertMessage } from "@haulboard/api";
import { checkUsAddressChoice, ErrorText } from "@haulboard/domain";
import { useAlerts, useSession, useTokenStore } from "@haulboard/shell";
import type { LoadSuggestions } from "@haulboard/ui";
import { type Key, useCallback, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { authClient, hasSessionEnded } from "../internal/client.ts";
import { clearFlow, readFlow } from "../internal/flowStorage.ts";
import { addressOfPlace } from "./address.ts";
import { CompanyAddressForm } from "./CompanyAddressForm.tsx";

/**
 * /company-address: the last company-creation step. Suggestions come from the server's offline US
 * gazetteer; a chosen one must pass the US-only rule (access §5); Finish geocodes it, saves the address,
 * refreshes the user and ends on /company/jobs (access §4 "Sign-up").
 */
export function CompanyAddressScreen() {
  const navigate = useNavigate();
  const { user } = useSession();
  const tokenStore = useTokenStore();
  const { showAlert, hideAlert } = useAlerts();
  const suggestions = useRef(new Map<string, Places.PlaceSuggestion>());
  const [chosen, setChosen] = useState<Places.PlaceSuggestion>();
  const [addressError, setAddressError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const loadSuggestions = useCallback<LoadSuggestions>(
    async (input) => {
      const client = await authClient(tokenStore);
      const found = await client.promise.places.autocomplete({ query: { input } });
      for (const suggestion of found) suggestions.current.set(suggestion.placeId, suggestion);
      return found.map((suggestion) => ({ id: suggestion.placeId, label: suggestion.description }));
    },
    [tokenStore],
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

  const submit = async () => {
    hideAlert();
    if (chosen === undefined) {
      setAddressError(addressError ?? ErrorText.addressInvalid);
      return;
    }
    setIsSubmitting(true);
    try {
      const client = await authClient(tokenStore);
      const companyId = readFlow().companyId ?? (await client.promise.employer.get()).companyId;
      if (companyId === null) {
        navigate("/company-info", { replace: true });
        return;
      }
      const place = await client.promise.places.geocode({ query: { placeId: chosen.placeId } });
      await client.promise.companies.update({ params: { id: companyId }, body: addressOfPlace(place) });
      // The user is refreshed after company creation; not authorized then means 'Unauthorized' (access §4).
      await client.promise.employer.get().catch((error: unknown) => {
        throw isNotAllowed(error) ? new Error(ErrorText.unauthorized) : error;
      });
      clearFlow();
      navigate("/company/jobs", { replace: true });
    } catch (error) {
      setIsSubmitting(false);
      if (hasSessionEnded(tokenStore)) return;
      const message = isApiError(error)
        ? toAlertMessage(error)
        : error instanceof Error && error.message === ErrorText.unauthorized
          ? ErrorText.unauthorized
          : ErrorText.communication;
      showAlert({ type: "error", message });
    }
  };

  return (
    <AuthLayout>
      <CompanyAddressForm
        loadSuggestions={loadSuggestions}
        onSelect={select}
        addressError={addressError}
        isSubmitting={isSubmitting}
        onSubmit={submit}
      />
    </AuthLayout>
  );
}
