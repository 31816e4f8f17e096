import { isApiError, runApi } from "@haulboard/api";
import { useAlerts } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { DriversText } from "../DriversText.ts";
import { type ProfileField, profileUpdateOf, profileValuesOf } from "../Profile/profileForm.ts";
import { useProfileForm } from "../Profile/useProfileForm.ts";
import { DriverJobView } from "./DriverJobView.tsx";

const noFields: readonly ProfileField[] = [];

/** GET /members/jobs/{id} (counts a view) and one-step apply, asking first for missing profile fields. */
export function DriverJobScreen() {
  const client = useAppApi();
  const api = useApi();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const input = { params: { id } };
  const job = useQuery(
    api.members.getJob.queryOptions(input, {
      enabled: valid,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const [isApplying, setApplying] = useState(false);
  const [missing, setMissing] = useState<readonly ProfileField[] | null>(null);
  // Applying asks only for the fields the application still needs, each one required.
  const form = useProfileForm(missing ?? noFields, { required: true });

  const sendApplication = async () => {
    await runApi(client.members.apply({ params: { id } }));
    showAlert({ type: "success", message: DriversText.applySuccess });
    await queryClient.invalidateQueries({ queryKey: api.members.getJob.key(input) });
    await queryClient.invalidateQueries({ queryKey: api.members.searchJobs.key() });
    await queryClient.invalidateQueries({ queryKey: api.members.listApplications.key() });
  };

  const run = async (step: () => Promise<void>) => {
    setApplying(true);
    try {
      await step();
    } catch (error) {
      if (!form.showServerErrors(error)) showAlert({ type: "error", message: alertTextOf(error) });
      if (isApiError(error) && error._tag === "Conflict")
        await queryClient.invalidateQueries({ queryKey: api.members.getJob.key(input) });
    } finally {
      setApplying(false);
    }
  };

  const onApply = () =>
    run(async () => {
      const profile = await queryClient.fetchQuery(api.members.getProfile.queryOptions());
      if (profile.missingForApply.length > 0) {
        form.reset(profileValuesOf(profile));
        setMissing(profile.missingForApply);
        return;
      }
      await sendApplication();
    });

  const onConfirm = () => {
    if (!missing) return;
    form.submit((values) =>
      run(async () => {
        const saved = await runApi(client.members.updateProfile({ body: profileUpdateOf(values, missing) }));
        queryClient.setQueryData(api.members.getProfile.queryOptions().queryKey, saved);
        await sendApplication();
        setMissing(null);
      }),
    );
  };

  return (
    <DriverJobView
      job={job.data}
      isLoading={valid && job.isPending}
      isMissing={!valid || job.isError}
      isApplying={isApplying}
      onApply={() => void onApply()}
      applyStep={
        missing
          ? {
              missing,
              values: form.values,
              errors: form.errors,
              onChange: form.onChange,
              onConfirm,
              onCancel: () => setMissing(null),
            }
          : undefined
      }
    />
  );
}
