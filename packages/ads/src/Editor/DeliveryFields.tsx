import { AdPlacement, adPlacementSpecs, UsState } from "@haulboard/domain";
import { CheckboxGroup, DatePicker, MultiComboBox, NumberField, Switch } from "@haulboard/ui";
import { AdsText } from "../AdsText.ts";
import type { AdFormErrors, AdFormValues } from "./adForm.ts";

const text = AdsText.editor;

/** The US states and DC (domain UsState), by name; the code is searchable too. */
const stateOptions = UsState.options.map((option) => ({ id: option.value, label: option.label }));

export interface DeliveryFieldsProps {
  readonly values: AdFormValues;
  readonly errors: AdFormErrors;
  readonly set: <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) => void;
}

/**
 * Where and when the ad runs: placements, start and end dates, paused, weight and states. Loaded right
 * after the editor's first paint (AdEditorView.tsx says why).
 */
export default function DeliveryFields({ values, errors, set }: DeliveryFieldsProps) {
  return (
    <>
      <CheckboxGroup
        label={text.placements}
        options={AdPlacement.options.map(({ value, label }) => ({
          id: value,
          label,
          description: `${adPlacementSpecs[value].width} × ${adPlacementSpecs[value].height}, ${adPlacementSpecs[value].kinds.join(" or ")}`,
        }))}
        value={[...values.placements]}
        onChange={(chosen) =>
          set(
            "placements",
            AdPlacement.codes.filter((code) => chosen.includes(code)),
          )
        }
        errorMessage={errors.placements}
        isInvalid={errors.placements !== undefined}
      />
      <DatePicker
        label={text.startDate}
        description={text.startHelp}
        value={values.startDate}
        onChange={(value) => set("startDate", value)}
      />
      <DatePicker
        label={text.endDate}
        value={values.endDate}
        onChange={(value) => set("endDate", value)}
        errorMessage={errors.endDate}
        isInvalid={errors.endDate !== undefined}
      />
      <Switch isSelected={values.paused} onChange={(value) => set("paused", value)}>
        {text.paused}
      </Switch>
      <NumberField
        label={text.weight}
        description={text.weightHelp}
        minValue={1}
        maxValue={100}
        value={values.weight}
        onChange={(value) => set("weight", value)}
        errorMessage={errors.weight}
        isInvalid={errors.weight !== undefined}
      />
      <MultiComboBox
        label={text.states}
        description={text.statesHelp}
        options={stateOptions}
        value={values.states}
        onChange={(codes) => set("states", codes)}
        chosenLabel={text.statesChosen}
        noneText={text.statesNone}
        placeholder={text.statesPlaceholder}
        {...(errors.states ? { errorMessage: errors.states } : {})}
      />
    </>
  );
}
