import { Button, Countdown } from "@haulboard/ui";
import * as styles from "./ImpersonationBanner.css.ts";
import { ImpersonationText as text } from "./ImpersonationText.ts";

export interface ImpersonationBannerProps {
  /** The impersonated user's name. */
  userName: string;
  companyName: string;
  /** Where the countdown starts, in seconds (600 for a new session; less after a reload). */
  seconds: number;
  /** Change it to start the countdown again from `seconds` (Renew). */
  restartKey: number;
  /** The countdown reached 00:00. */
  onExpire: () => void;
  onLeave: () => void;
  /** @default false */
  isLeaving?: boolean;
}

/**
 * The banner shown while an admin impersonates (access §4): who, for which company, and the 600-second
 * countdown in mm:ss. It cannot be dismissed; Leave ends the impersonation.
 */
export function ImpersonationBanner({
  userName,
  companyName,
  seconds,
  restartKey,
  onExpire,
  onLeave,
  isLeaving = false,
}: ImpersonationBannerProps) {
  return (
    <section className={styles.banner} aria-label="Impersonation">
      <p className={styles.text}>{text.banner(userName, companyName)}</p>
      <div className={styles.tools}>
        <Countdown
          seconds={seconds}
          restartKey={restartKey}
          label={text.countdownLabel}
          onComplete={onExpire}
        />
        <Button size="small" variant="secondary" onPress={onLeave} isLoading={isLeaving}>
          {text.leave}
        </Button>
      </div>
    </section>
  );
}
