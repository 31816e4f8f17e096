import { isApiError, runApi } from "@haulboard/api";
import { apiQuery, apiQueryKey } from "@haulboard/api/react";
import { useAlerts } from "@haulboard/shell";
import { alertTextOf } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { DriversText } from "../DriversText.ts";
import { serverFieldErrors } from "../Profile/ProfileScreen.tsx";
import {
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  profileErrorsOf,
  profileUpdateOf,
  profileValuesOf,
} from "../Profile/profileForm.ts";
import { DriverJobView } from "./DriverJobView.tsx";

const messages = { zip: DriversText.zipInvalid, years: DriversText.yearsInvalid };

/** GET /members/jobs/{id} (counts a view) and one-step apply, asking first for missing profile fields. */
export function DriverJobScreen() {
  const client = useAppApi();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const input = { params: { id } };
  const job = useQuery({
    ...apiQuery("members", "getJob", input, () => client.members.getJob(input)),
    enabled: valid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [isApplying, setApplying] = useState(false);
  const [missing, setMissing] = useState<readonly ProfileField[] | null>(null);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(undefined));
  const [errors, setErrors] = useState<ProfileErrors>({});

  const sendApplication = async () => {
    await runApi(client.members.apply({ params: { id } }));
    showAlert({ type: "success", message: DriversText.applySuccess });
    await queryClient.invalidateQueries({ queryKey: apiQueryKey("members", "getJob", input) });
    await queryClient.invalidateQueries({ queryKey: ["members", "searchJobs"] });
    await queryClient.invalidateQueries({ queryKey: ["members", "listApplications"] });
  };

  const run = async (step: () => Promise<void>) => {
    setApplying(true);
    try {
      await step();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else showAlert({ type: "error", message: alertTextOf(error) });
      if (isApiError(error) && error._tag === "Conflict")
        await queryClient.invalidateQueries({ queryKey: apiQueryKey("members", "getJob", input) });
    } finally {
      setApplying(false);
    }
  };

  const onApply = () =>
    run(async () => {
      const profile = await runApi(client.members.getProfile());
      if (profile.missingForApply.length > 0) {
        setValues(profileValuesOf(profile));
        setErrors({});
        setMissing(profile.missingForApply);
        return;
      }
      await sendApplication();
    });

  const onConfirm = () => {
    if (!missing) return;
    const found = profileErrorsOf(values, messages, missing);
    const empty = missing.filter((field) => values[field] === "");
    for (const field of empty) found[field] = DriversText.profileIncompleteField;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const saved = await runApi(client.members.updateProfile({ body: profileUpdateOf(values, missing) }));
      queryClient.setQueryData(apiQueryKey("members", "getProfile"), saved);
      await sendApplication();
      setMissing(null);
    });
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
              values,
              errors,
              onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
              onConfirm,
              onCancel: () => setMissing(null),
            }
          : undefined
      }
    />
  );
}
