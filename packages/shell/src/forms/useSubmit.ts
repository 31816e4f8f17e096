import { type AlertContext, alertTextOf } from "@haulboard/api";
import { QueryClientContext, type UseMutationOptions } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { useAlerts } from "../alerts/Alerts.tsx";

/** The alert text of any failure (access §8): the api package's one error-to-text function. */
export { alertTextOf };

export interface SubmitOptions<A, R> {
  /** Which of the spec's alert rules applies (login, sign-up, invite words failures differently). @default "default" */
  readonly context?: AlertContext;
  /** A success alert (e.g. the domain's ErrorText.updatedSuccessfully). @default none */
  readonly successMessage?: string;
  /** After success (with the call's result and the submitted value), before the success alert. */
  readonly onSuccess?: (result: R, value: A) => void;
  /**
   * Handles a failure itself (a field message in place of an alert) by returning true; otherwise the
   * failure becomes the one error alert.
   */
  readonly onFailure?: (error: unknown) => boolean | undefined;
}

export interface Submit<A> {
  /** Runs the call once; while it runs `isSubmitting` is true and further submits are ignored. */
  readonly submit: (value: A) => Promise<void>;
  readonly isSubmitting: boolean;
}

/** A write: an api call's `mutationOptions` (`api.jobs.close.mutationOptions()`), or a function of several calls. */
export type SubmitRun<A, R, E = unknown> = UseMutationOptions<R, E, A> | ((value: A) => Promise<R>);

/**
 * The one submit helper of the screens: it runs the write — `api.<group>.<call>.mutationOptions()` in the
 * query cache, which invalidates what the call makes stale, or a function that chains several — keeps the
 * pending flag for the button's loading state, and maps a failure to the spec's alert text in the one
 * notification channel (the shell's alerts).
 */
export function useSubmit<A, R, E = unknown>(
  write: SubmitRun<A, R, E>,
  options: SubmitOptions<A, R> = {},
): Submit<A> {
  const { showAlert } = useAlerts();
  // The context, not useQueryClient(): the sign-in screens submit plain functions outside any query cache.
  const queryClient = useContext(QueryClientContext);
  const [isSubmitting, setSubmitting] = useState(false);
  const run = (value: A): Promise<R> => {
    if (typeof write === "function") return write(value);
    // Outside a query cache (a screen rendered alone) there is nothing to invalidate: the call alone.
    if (!queryClient) return (write.mutationFn as (input: A) => Promise<R>)(value);
    return queryClient.getMutationCache().build(queryClient, write).execute(value);
  };
  const submit = async (value: A) => {
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      const result = await run(value);
      setSubmitting(false);
      options.onSuccess?.(result, value);
      if (options.successMessage) showAlert({ type: "success", message: options.successMessage });
    } catch (error) {
      setSubmitting(false);
      if (options.onFailure?.(error) === true) return;
      showAlert({ type: "error", message: alertTextOf(error, options.context) });
    }
  };
  return { submit, isSubmitting };
}
