import type { Ads } from "@haulboard/api/contract";
import { AdPlacement, adFrequencyCapRange, adRotations, homeAdPlacements } from "@haulboard/domain";
import { Button, Checkbox, FormActions, Link, NumberField, RadioGroup, Stack } from "@haulboard/ui";
import type { ReactNode } from "react";
import { AdsText } from "../AdsText.ts";
import * as styles from "../screens.css.ts";

type Settings = Ads.AdSettings;

/** The two settings pages, with links between them (the ads navigation has one Settings entry). */
function SettingsFrame({
  title,
  current,
  children,
}: {
  readonly title: string;
  readonly current: "general" | "home";
  readonly children: ReactNode;
}) {
  return (
    <Stack space="lg">
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={AdsText.settings.title} className={styles.links}>
        <Link
          href="/ads/settings"
          variant="standalone"
          aria-current={current === "general" ? "page" : undefined}
        >
          {AdsText.settings.generalLink}
        </Link>
        <Link
          href="/ads/settings/home"
          variant="standalone"
          aria-current={current === "home" ? "page" : undefined}
        >
          {AdsText.settings.homeLink}
        </Link>
      </nav>
      {children}
    </Stack>
  );
}

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

export interface HomePlacementsViewProps {
  readonly placements: Settings["homePlacements"];
  readonly onChange: (placements: Settings["homePlacements"]) => void;
  readonly onSave: () => void;
  /** @default false */
  readonly isSaving?: boolean;
}

/**
 * `/ads/settings/home`: which of the home placements show and in what order. The shown ones come first, in
 * order, each with Move up / Move down buttons (no drag needed); hidden ones follow, unchecked.
 */
export function HomePlacementsView({
  placements,
  onChange,
  onSave,
  isSaving = false,
}: HomePlacementsViewProps) {
  const text = AdsText.home;
  const hidden = homeAdPlacements.filter((placement) => !placements.includes(placement));
  const move = (index: number, by: -1 | 1) => {
    const next = [...placements];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <SettingsFrame title={text.title} current="home">
      <p className={styles.text}>{text.intro}</p>
      <ol className={styles.list} aria-label={text.title}>
        {[...placements, ...hidden].map((placement) => {
          const index = placements.indexOf(placement);
          const label = AdPlacement.labelOf(placement);
          return (
            <li key={placement} className={styles.row}>
              <Checkbox
                isSelected={index >= 0}
                onChange={(isSelected) =>
                  onChange(
                    isSelected ? [...placements, placement] : placements.filter((p) => p !== placement),
                  )
                }
              >
                {label}
              </Checkbox>
              {index >= 0 ? (
                <span className={styles.links}>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={index === 0}
                    onPress={() => move(index, -1)}
                    aria-label={`${text.moveUp}: ${label}`}
                  >
                    {text.moveUp}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={index === placements.length - 1}
                    onPress={() => move(index, 1)}
                    aria-label={`${text.moveDown}: ${label}`}
                  >
                    {text.moveDown}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FormActions>
        <Button onPress={onSave} isLoading={isSaving}>
          {text.save}
        </Button>
      </FormActions>
    </SettingsFrame>
  );
}
