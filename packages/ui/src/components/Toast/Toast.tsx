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
import { Icon, type IconName } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Toast.css.ts";

export const toastKinds = ["success", "info", "warning", "error"] as const;
export type ToastKind = (typeof toastKinds)[number];

/** What a screen passes to `toast.show`. */
export interface ToastOptions {
  /** @default "info" */
  kind?: ToastKind;
  /** The main text, e.g. "Subscription cancelled". */
  title: string;
  /** A second line. */
  message?: string;
  /** Hide after this many ms; 0 keeps it until closed. Defaults to the provider's `defaultTimeoutMs`. */
  timeoutMs?: number;
}

interface QueuedToast extends Required<Omit<ToastOptions, "message">> {
  id: number;
  message?: string;
}

/** The toast API a screen gets from `useToast()`. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => number;
  /** Hides a toast now. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const kindIcon: Record<ToastKind, IconName> = {
  success: "success",
  info: "info",
  warning: "warning",
  error: "error",
};

/** The toast API; needs a `<ToastProvider>` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it.");
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * How long a toast stays, in ms (the spec does not give the value).
   * @default 5000
   */
  defaultTimeoutMs?: number;
  /**
   * At most this many toasts show at once; older ones leave first.
   * @default 4
   */
  maxVisible?: number;
}

/**
 * Holds the toast queue and renders it in a fixed region at the bottom end of the screen. Success
 * and info toasts are announced politely (role "status"), warning and error ones at once (role
 * "alert"). Hovering or focusing a toast pauses its timer (WCAG 2.2.1).
 */
export function ToastProvider({ children, defaultTimeoutMs = 5000, maxVisible = 4 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      const toast: QueuedToast = {
        id,
        kind: options.kind ?? "info",
        title: options.title,
        message: options.message,
        timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      };
      setToasts((current) => [...current, toast].slice(-maxVisible));
      return id;
    },
    [defaultTimeoutMs, maxVisible],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const polite = toasts.filter((t) => t.kind === "success" || t.kind === "info");
  const urgent = toasts.filter((t) => t.kind === "warning" || t.kind === "error");
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label="Notifications" className={styles.region}>
        <div role="status" className={styles.live}>
          {polite.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" className={styles.live}>
          {urgent.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: QueuedToast; onDismiss: (id: number) => void }) {
  const [isPaused, setPaused] = useState(false);
  useEffect(() => {
    if (toast.timeoutMs <= 0 || isPaused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [toast, isPaused, onDismiss]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-hide timer
    <div
      className={styles.toast[toast.kind]}
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon[toast.kind]}>
        <Icon name={kindIcon[toast.kind]} label={toast.kind} />
      </span>
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      <IconButton icon="close" label="Close" size="small" onPress={() => onDismiss(toast.id)} />
    </div>
  );
}
