import { formatCountdown } from "@haulboard/domain";
import { useEffect, useRef, useState } from "react";
import * as styles from "./Countdown.css.ts";

export interface CountdownProps {
  /** Where the countdown starts, in seconds (the impersonation session uses 600). */
  seconds: number;
  /**
   * Called once when the countdown reaches 00:00.
   * @default undefined
   */
  onComplete?: () => void;
  /**
   * Pause without losing the remaining time.
   * @default false
   */
  isPaused?: boolean;
  /**
   * Change this value to start again from `seconds` (e.g. the "Renew" action).
   * @default 0
   */
  restartKey?: number | string;
  /**
   * A visible label before the time, e.g. "Session expires in".
   * @default undefined
   */
  label?: string;
  /**
   * From how many seconds left the time shows in the error colour.
   * @default 60
   */
  warnAtSeconds?: number;
}

/**
 * A mm:ss countdown. It reads the clock rather than counting ticks, so a throttled background tab
 * still ends on time. It is an ARIA timer (not live): screen readers read it on demand, not every second.
 */
export function Countdown({
  seconds,
  onComplete,
  isPaused = false,
  restartKey = 0,
  label,
  warnAtSeconds = 60,
}: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);
  const remainingRef = useRef(seconds);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  useEffect(() => {
    remainingRef.current = seconds;
    setRemaining(seconds);
  }, [seconds, restartKey]);

  useEffect(() => {
    if (isPaused || remainingRef.current <= 0) return;
    const endsAt = Date.now() + remainingRef.current * 1000;
    const tick = () => {
      // Whole seconds left, rounded up: the clock shows 10:00 until a full second has passed.
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      remainingRef.current = left;
      setRemaining(left);
      if (left === 0) {
        window.clearInterval(timer);
        onCompleteRef.current?.();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [isPaused, seconds, restartKey]);

  const text = formatCountdown(remaining);
  return (
    <span className={styles.root} data-ending={remaining <= warnAtSeconds}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <span role="timer" aria-label={label ? `${label} ${text}` : undefined} aria-atomic="true">
        {text}
      </span>
    </span>
  );
}
