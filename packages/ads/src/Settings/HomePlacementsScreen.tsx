import { AdMessages } from "@haulboard/domain";
import { Loading } from "@haulboard/shell";
import * as styles from "../screens.css.ts";
import { Failure, useEditableSettings } from "./editableSettings.tsx";
import { HomePlacementsView } from "./HomePlacementsView.tsx";

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
