import { alertTypes } from "@haulboard/domain";
import type { ReactNode } from "react";
import { Icon } from "../Icon/Icon.tsx";
import { closeIcon, errorIcon, type IconGlyph, infoIcon, successIcon, warningIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Alert.css.ts";

/** The spec's alert kinds (access §2 and employer-work §8): success, info, warning, error, none. */
export const alertKinds = alertTypes;
export type AlertKind = (typeof alertKinds)[number];

const kindIcon: Record<Exclude<AlertKind, "none">, IconGlyph> = {
  success: successIcon,
  info: infoIcon,
  warning: warningIcon,
  error: errorIcon,
};

export interface AlertProps {
  /**
   * The kind, which picks colour, icon and urgency (error and warning interrupt as role "alert").
   * @default "info"
   */
  kind?: AlertKind;
  /**
   * A bold first line.
   * @default undefined
   */
  title?: ReactNode;
  /** The message. */
  message: ReactNode;
  /**
   * Shows a close button and is called when it is pressed.
   * @default undefined
   */
  onClose?: () => void;
}

/** An alert banner: an inline message with a kind, an optional title and an optional close button. */
export function Alert({ kind = "info", title, message, onClose }: AlertProps) {
  const urgent = kind === "error" || kind === "warning";
  return (
    <div className={styles.alert[kind]} role={urgent ? "alert" : "status"} data-kind={kind}>
      {kind !== "none" ? (
        <span className={styles.icon[kind]}>
          <Icon icon={kindIcon[kind]} label={kind} />
        </span>
      ) : null}
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{message}</p>
      </div>
      {onClose ? <IconButton icon={closeIcon} label="Close" size="small" onPress={onClose} /> : null}
    </div>
  );
}
