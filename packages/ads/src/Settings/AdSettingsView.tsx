import type { Ads } from "@haulboard/api/contract";
import { adFrequencyCapRange, adRotations } from "@haulboard/domain";
import { Button, FormActions, NumberField, RadioGroup, Stack } from "@haulboard/ui";
import { AdsText } from "../AdsText.ts";
import { SettingsFrame } from "./SettingsFrame.tsx";

type Settings = Ads.AdSettings;

export interface AdSettingsViewProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onSave: () => void;
  /** @default false */
  readonly isSaving?: boolean;
}

/** `/ads/settings`: rotation and the frequency cap. */
export function AdSettingsView({ settings, onChange, onSave, isSaving = false }: AdSettingsViewProps) {
  const text = AdsText.settings;
  return (
    <SettingsFrame title={text.title} current="general">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack space="md">
          <RadioGroup
            label={text.rotation}
            options={adRotations.map((rotation) => ({ id: rotation, label: text.rotationLabels[rotation] }))}
            value={settings.rotation}
            onChange={(value) => onChange({ ...settings, rotation: value === "even" ? "even" : "weighted" })}
          />
          <NumberField
            label={text.frequencyCap}
            minValue={adFrequencyCapRange.minimum}
            maxValue={adFrequencyCapRange.maximum}
            value={settings.frequencyCap}
            onChange={(value) =>
              onChange({
                ...settings,
                frequencyCap: Number.isFinite(value) ? value : adFrequencyCapRange.minimum,
              })
            }
          />
          <FormActions>
            <Button type="submit" isLoading={isSaving}>
              {text.save}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </SettingsFrame>
  );
}
