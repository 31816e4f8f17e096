import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components/Switch";
import * as choiceStyles from "../Checkbox/Checkbox.css.ts";
import * as styles from "./Switch.css.ts";

export interface SwitchProps extends Omit<AriaSwitchProps, "className" | "style" | "children"> {
  /** The label: what turns on or off. */
  children: ReactNode;
}

/** An on/off toggle that takes effect at once (use a Checkbox for choices submitted with a form). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={choiceStyles.choice}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
