import { isApiError } from "@haulboard/api";
import { DriverProfileForm } from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { useState } from "react";
import {
  allProfileFields,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  profileValuesOf,
} from "./profileForm.ts";

/** Field messages the server gave (an unknown ZIP), by form field. */
export const serverFieldErrors = (error: unknown): ProfileErrors => {
  if (!isApiError(error) || error._tag !== "Invalid") return {};
  const found: ProfileErrors = {};
  for (const [field, list] of Object.entries(error.fields)) {
    if (allProfileFields.includes(field as ProfileField) && list[0]) found[field as ProfileField] = list[0];
  }
  return found;
};

/**
 * The profile form on the screen recipe (`useSchemaForm` with the domain's `DriverProfileForm` over the
 * fields shown), plus the server's field messages (an unknown ZIP), each cleared once its field changes.
 */
export const useProfileForm = (fields: readonly ProfileField[], { required = false } = {}) => {
  const form = useSchemaForm<ProfileValues, Partial<ProfileValues>>(
    DriverProfileForm(fields, { required }),
    profileValuesOf(undefined),
  );
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const errors: ProfileErrors = {};
  for (const field of fields) {
    const message = form.errorOf(field) ?? serverErrors[field];
    if (message !== undefined) errors[field] = message;
  }
  return {
    values: form.values,
    errors,
    onChange: <F extends ProfileField>(field: F, value: ProfileValues[F]) => {
      form.setValue(field, value);
      setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    /** Validates; calls `onValid` with the values when they pass. */
    submit: (onValid: (values: ProfileValues) => void) => form.submit(() => onValid(form.values)),
    /** Shows the server's field messages; true when it had any (the screen then shows no alert). */
    showServerErrors: (error: unknown) => {
      const found = serverFieldErrors(error);
      setServerErrors(found);
      return Object.keys(found).length > 0;
    },
    reset: (values: ProfileValues) => {
      form.reset(values);
      setServerErrors({});
    },
  };
};
