import { type AlertContext, alertTextOf } from "@haulboard/api";
import { useState } from "react";
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

/**
 * The one submit helper of the screens: it runs the call (an api hook's `mutateAsync`), keeps the
 * pending flag for the button's loading state, and maps a failure to the spec's alert text in the one
 * notification channel (the shell's alerts).
 */
export function useSubmit<A, R>(run: (value: A) => Promise<R>, options: SubmitOptions<A, R> = {}): Submit<A> {
  const { showAlert } = useAlerts();
  const [isSubmitting, setSubmitting] = useState(false);
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
