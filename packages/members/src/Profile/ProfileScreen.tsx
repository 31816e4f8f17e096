import { isApiError, runApi } from "@haulboard/api";
import { apiQuery, apiQueryKey } from "@haulboard/api/react";
import { ErrorText } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { DriversText } from "../DriversText.ts";
import { ProfileView } from "./ProfileView.tsx";
import {
  allProfileFields,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  profileErrorsOf,
  profileUpdateOf,
  profileValuesOf,
} from "./profileForm.ts";

const messages = { zip: DriversText.zipInvalid, years: DriversText.yearsInvalid };

/** Field messages the server gave (an unknown ZIP), by form field. */
export const serverFieldErrors = (error: unknown): ProfileErrors => {
  if (!isApiError(error) || error._tag !== "Invalid") return {};
  const found: ProfileErrors = {};
  for (const [field, list] of Object.entries(error.fields)) {
    if (allProfileFields.includes(field as ProfileField) && list[0]) found[field as ProfileField] = list[0];
  }
  return found;
};

/** GET and PATCH /members/profile: the driver's profile section of Settings. */
export function ProfileScreen() {
  const client = useAppApi();
  const queryClient = useQueryClient();
  const profile = useQuery(apiQuery("members", "getProfile", undefined, () => client.members.getProfile()));
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(undefined));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [isEdited, setEdited] = useState(false);
  useEffect(() => {
    if (profile.data && !isEdited) setValues(profileValuesOf(profile.data));
  }, [profile.data, isEdited]);
  const save = useSubmit(
    (next: ProfileValues) =>
      runApi(client.members.updateProfile({ body: profileUpdateOf(next, allProfileFields) })),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: (saved) => {
        queryClient.setQueryData(apiQueryKey("members", "getProfile"), saved);
        setEdited(false);
        setValues(profileValuesOf(saved));
      },
      onFailure: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        return Object.keys(fields).length > 0;
      },
    },
  );
  return (
    <ProfileView
      values={values}
      errors={errors}
      place={
        profile.data?.city && profile.data.state
          ? { city: profile.data.city, state: profile.data.state }
          : null
      }
      isLoading={profile.isPending}
      loadFailed={profile.isError}
      isSaving={save.isSubmitting}
      onRetry={() => profile.refetch()}
      onChange={(field, value) => {
        setEdited(true);
        setValues((current) => {
          const next = { ...current, [field]: value };
          if (Object.keys(errors).length > 0) setErrors(profileErrorsOf(next, messages, allProfileFields));
          return next;
        });
      }}
      onSubmit={() => {
        const found = profileErrorsOf(values, messages, allProfileFields);
        setErrors(found);
        if (Object.keys(found).length === 0) void save.submit(values);
      }}
    />
  );
}
