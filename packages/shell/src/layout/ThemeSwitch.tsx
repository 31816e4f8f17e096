import { RadioGroup } from "@haulboard/ui";
import { type ThemeChoice, themeChoiceLabels, themeChoices, useThemeChoice } from "../theme/ThemeChoice.ts";

const options = themeChoices.map((id) => ({ id, label: themeChoiceLabels[id] }));

/** The header menu's theme switch: follow the system, light or dark; remembered in this browser. */
export function ThemeSwitch() {
  const [choice, setChoice] = useThemeChoice();
  return (
    <RadioGroup
      label="Theme"
      options={options}
      value={choice}
      onChange={(value) => setChoice(value as ThemeChoice)}
    />
  );
}
