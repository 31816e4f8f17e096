import { ErrorText } from "@haulboard/domain";
import { useSubmit } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ProfileView } from "./ProfileView.tsx";
import { allProfileFields, profileUpdateOf, profileValuesOf } from "./profileForm.ts";
import { useProfileForm } from "./useProfileForm.ts";

/** GET and PATCH /members/profile: the driver's profile section of Settings. */
export function ProfileScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const profile = useQuery(api.members.getProfile.queryOptions());
  const form = useProfileForm(allProfileFields);
  // The form takes the profile once, when it first arrives; a refetch later never overwrites what is typed.
  const filled = useRef(false);
  useEffect(() => {
    if (profile.data && !filled.current) {
      filled.current = true;
      form.reset(profileValuesOf(profile.data));
    }
  }, [profile.data, form.reset]);
  const save = useSubmit(api.members.updateProfile.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: (saved) => {
      queryClient.setQueryData(api.members.getProfile.queryOptions().queryKey, saved);
      form.reset(profileValuesOf(saved));
    },
    onFailure: form.showServerErrors,
  });
  return (
    <ProfileView
      values={form.values}
      errors={form.errors}
      place={
        profile.data?.city && profile.data.state
          ? { city: profile.data.city, state: profile.data.state }
          : null
      }
      isLoading={profile.isPending}
      loadFailed={profile.isError}
      isSaving={save.isSubmitting}
      onRetry={() => profile.refetch()}
      onChange={form.onChange}
      onSubmit={() =>
        form.submit((values) => void save.submit({ body: profileUpdateOf(values, allProfileFields) }))
      }
    />
  );
}
