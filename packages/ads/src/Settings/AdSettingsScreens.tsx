import type { Ads } from "@haulboard/api/contract";
import { AdMessages } from "@haulboard/domain";
import { Loading } from "@haulboard/shell";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useEffect, useState } from "react";
import { useAdSettings, useUpdateAdSettings } from "../data/adsQueries.ts";
import * as styles from "../screens.css.ts";
import { AdSettingsView, HomePlacementsView } from "./AdSettingsViews.tsx";

/** The settings as read, editable locally until saved. */
const useEditableSettings = (successMessage: string) => {
  const read = useAdSettings();
  const update = useUpdateAdSettings();
  const [settings, setSettings] = useState<Ads.AdSettings | null>(null);
  useEffect(() => {
    if (settings === null && read.data) setSettings(read.data);
  }, [read.data, settings]);
  const save = useSubmit((body: Ads.AdSettings) => update.mutateAsync({ body }), { successMessage });
  return { read, settings, setSettings, save };
};

const Failure = ({ error }: { readonly error: unknown }) => (
  <div className={styles.page}>
    <p role="alert" className={styles.text}>
      {alertTextOf(error)}
    </p>
  </div>
);

/** `/ads/settings`. */
export function AdSettingsScreen() {
  const { read, settings, setSettings, save } = useEditableSettings(AdMessages.settingsSaved);
  if (read.isError) return <Failure error={read.error} />;
  if (settings === null) return <Loading />;
  return (
    <div className={styles.page}>
      <AdSettingsView
        settings={settings}
        onChange={setSettings}
        onSave={() => void save.submit(settings)}
        isSaving={save.isSubmitting}
      />
    </div>
  );
}

/** `/ads/settings/home`. */
export function HomePlacementsScreen() {
  const { read, settings, setSettings, save } = useEditableSettings(AdMessages.homeSaved);
  if (read.isError) return <Failure error={read.error} />;
  if (settings === null) return <Loading />;
  return (
    <div className={styles.page}>
      <HomePlacementsView
        placements={settings.homePlacements}
        onChange={(homePlacements) => setSettings({ ...settings, homePlacements })}
        onSave={() => void save.submit(settings)}
        isSaving={save.isSubmitting}
      />
    </div>
  );
}
