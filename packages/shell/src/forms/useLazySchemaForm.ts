import { ErrorText } from "@haulboard/domain";
import type { Schema } from "effect";
import { useCallback, useRef, useState } from "react";
import { useAlerts } from "../alerts/Alerts.tsx";
import { type SchemaForm, useFormState, type Validate } from "./formState.ts";

/**
 * `useSchemaForm` for a page that should not load the rules before they are needed: the public pages
 * (login, sign-up, company creation, the password steps), where effect's Schema would be a third of the
 * route's code. `load` imports the domain schema (`() => import("./schemas.ts").then((m) => m.SignUpForm)`);
 * it starts with the first change of a field (messages only show after a submit, so they are there by
 * then), and a submit before it arrives waits for it. A page nobody types into loads nothing more. If the
 * rules cannot load (the network is gone), a submit says so as a failed call does: the alert 'There was a
 * problem with communication'; the next change or submit tries again.
 * Otherwise the same as `useSchemaForm`: the same rules, messages and timing.
 */
export function useLazySchemaForm<I extends Record<string, unknown>, A>(
  load: () => Promise<Schema.Decoder<A>>,
  initialValues: I,
): SchemaForm<I, A> {
  const { showAlert } = useAlerts();
  const [validate, setValidate] = useState<Validate<A>>();
  const firstLoad = useRef(load);
  const loading = useRef<Promise<Validate<A>> | undefined>(undefined);
  // Only refs and a state setter inside: one function for the component's life.
  const whenReady = useCallback(() => {
    loading.current ??= Promise.all([firstLoad.current(), import("./validator.ts")]).then(
      ([schema, { validatorOf }]) => {
        const loaded = validatorOf(schema);
        setValidate(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk load is retried by the next change or submit.
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, []);
  return useFormState<I, A>(validate, initialValues, whenReady, () =>
    showAlert({ type: "error", message: ErrorText.communication }),
  );
}
