import type { Ads } from "@haulboard/api/contract";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useState } from "react";
import { useAdSettings, useUpdateAdSettings } from "../data/adsQueries.ts";
import * as styles from "../screens.css.ts";

/** The settings as read, editable locally until saved (both settings pages; each page is its own module). */
export const useEditableSettings = (successMessage: string) => {
  const read = useAdSettings();
  const update = useUpdateAdSettings();
  // What was changed here, else what was read.
  const [edited, setSettings] = useState<Ads.AdSettings | null>(null);
  const settings = edited ?? read.data ?? null;
  const save = useSubmit((body: Ads.AdSettings) => update.mutateAsync({ body }), { successMessage });
  return { read, settings, setSettings, save };
};

/** A failed read of the settings. */
export const Failure = ({ error }: { readonly error: unknown }) => (
  <div className={styles.page}>
    <p role="alert" className={styles.text}>
      {alertTextOf(error)}
    </p>
  </div>
);
