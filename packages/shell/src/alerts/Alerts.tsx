import { type AlertType, timeoutMs } from "@haulboard/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/**
 * An alert hides by itself after this many ms (the spec leaves the value open, access §4 "Alerts"): the
 * spec's one time-out constant (§9, 6000 ms, held by the domain). Pass `persist: true` to keep an alert
 * until it is closed. Alerts are the app's one notification channel (there are no toasts).
 */
export const alertAutoHideMs = timeoutMs;

/** The alert kinds a screen raises (the spec's `none` kind is an alert without a status colour). */
export type AlertKind = AlertType;

export interface AlertInput {
  readonly type: AlertKind;
  readonly message: string;
  readonly title?: string;
  /** Keep the alert until it is closed. @default false */
  readonly persist?: boolean;
}

/** The shown alert (access §3 "Alert: show, title, message, type"); `id` changes with every new alert. */
export interface ShownAlert extends AlertInput {
  readonly id: number;
}

export interface AlertsApi {
  readonly alert: ShownAlert | undefined;
  readonly showAlert: (input: AlertInput) => void;
  readonly hideAlert: () => void;
}

const noop = () => {};
const AlertsContext = createContext<AlertsApi>({ alert: undefined, showAlert: noop, hideAlert: noop });

export interface AlertsProviderProps {
  readonly children: ReactNode;
  /** An alert to show from the start (stories). */
  readonly initialAlert?: AlertInput;
  /** @default alertAutoHideMs */
  readonly autoHideMs?: number;
}

/** Holds the one alert of the page; a new alert replaces the shown one. */
export function AlertsProvider({
  children,
  initialAlert,
  autoHideMs = alertAutoHideMs,
}: AlertsProviderProps) {
  const nextId = useRef(1);
  const [alert, setAlert] = useState<ShownAlert | undefined>(initialAlert && { ...initialAlert, id: 0 });
  const showAlert = useCallback((input: AlertInput) => {
    setAlert({ ...input, id: nextId.current++ });
  }, []);
  const hideAlert = useCallback(() => setAlert(undefined), []);

  useEffect(() => {
    if (alert === undefined || alert.persist) return;
    const timer = setTimeout(
      () => setAlert((current) => (current?.id === alert.id ? undefined : current)),
      autoHideMs,
    );
    return () => clearTimeout(timer);
  }, [alert, autoHideMs]);

  const api = useMemo(() => ({ alert, showAlert, hideAlert }), [alert, showAlert, hideAlert]);
  return <AlertsContext.Provider value={api}>{children}</AlertsContext.Provider>;
}

/** The page's alert and the functions to show and hide it. */
export const useAlerts = (): AlertsApi => useContext(AlertsContext);
