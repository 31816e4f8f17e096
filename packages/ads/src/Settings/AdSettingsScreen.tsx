import { AdMessages } from "@haulboard/domain";
import { Loading } from "@haulboard/shell";
import * as styles from "../screens.css.ts";
import { AdSettingsView } from "./AdSettingsView.tsx";
import { Failure, useEditableSettings } from "./editableSettings.tsx";

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
