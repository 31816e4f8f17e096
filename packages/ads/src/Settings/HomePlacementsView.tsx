import type { Ads } from "@haulboard/api/contract";
import { AdPlacement, homeAdPlacements } from "@haulboard/domain";
import { Button, Checkbox, FormActions } from "@haulboard/ui";
import { AdsText } from "../AdsText.ts";
import * as styles from "../screens.css.ts";
import { SettingsFrame } from "./SettingsFrame.tsx";

type Settings = Ads.AdSettings;

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
