import { ErrorText, formErrors, InviteForm, inviteResetMs } from "@haulboard/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

/** The recommendation dialog's fields (access §2 "Recommendation (invite) dialog"). */
export interface InviteValues {
  readonly fullName: string;
  readonly email: string;
}

/** What POST /lead/invite answers. */
export interface InviteAnswer {
  readonly defaultText: string;
  readonly invitationLink: string;
}

/**
 * Where the dialog is (access §4 "Invite", §8 texts):
 * - `editing`: the form;
 * - `sending`: the call runs ('...You will be redirected to your email client');
 * - `opened`: the mail client was asked to open (the two success texts);
 * - `noMailClient`: 1500 ms passed without the page losing focus to a mail client;
 * - `failed`: the call failed ('*An error has ocurred, please try again later').
 */
export type InviteStatus = "editing" | "sending" | "opened" | "noMailClient" | "failed";

/** The status texts, from the domain's catalogue. */
export const inviteStatusTexts: Readonly<Record<Exclude<InviteStatus, "editing">, readonly string[]>> = {
  sending: [ErrorText.inviteProgress],
  opened: [ErrorText.inviteSuccess, ErrorText.inviteSuccessHint],
  noMailClient: [ErrorText.inviteNoMailClient],
  failed: [ErrorText.inviteFailed],
};

/** The subject of the prefilled message (the spec gives only its body: defaultText and invitationLink). */
export const inviteSubject = "Join me on Haulboard";

/** The `mailto:` address that opens the visitor's mail client with the prefilled message. */
export const inviteMailto = (to: string, { defaultText, invitationLink }: InviteAnswer): string => {
  const body = `${defaultText}\n\n${invitationLink}`;
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(inviteSubject)}&body=${encodeURIComponent(body)}`;
};

/** Opens a `mailto:` link in the current window (a mail client takes the focus when there is one). */
export const openMailClient = (url: string): void => {
  globalThis.location?.assign(url);
};

/**
 * Calls `onLost` when the page loses the focus (a mail client opened); returns how to stop listening.
 * The default listens to the window's `blur`.
 */
export type WatchFocusLoss = (onLost: () => void) => () => void;

export const watchWindowBlur: WatchFocusLoss = (onLost) => {
  globalThis.addEventListener?.("blur", onLost);
  return () => globalThis.removeEventListener?.("blur", onLost);
};

export interface UseInviteOptions {
  /** Sends the invite (POST /lead/invite). */
  readonly send: (values: InviteValues) => Promise<InviteAnswer>;
  /** @default openMailClient */
  readonly openMail?: (url: string) => void;
  /**
   * How the page learns it lost the focus to a mail client (stories pass their own: in a test runner,
   * another page taking the focus is not a mail client). @default watchWindowBlur
   */
  readonly watchFocusLoss?: WatchFocusLoss;
  /** How long to wait for the mail client before flagging it missing. @default inviteResetMs (1500 ms) */
  readonly mailClientTimeoutMs?: number;
  /** The form's starting values (stories). */
  readonly initialValues?: Partial<InviteValues>;
  /** The status to start in (stories of each state). @default "editing" */
  readonly initialStatus?: InviteStatus;
}

const emptyValues: InviteValues = { fullName: "", email: "" };

/**
 * The invite dialog's state: field values and their validation texts, whether Send is enabled, the call, the
 * mail client opening and the 1500 ms check. `reset` is called when the dialog closes.
 */
export const useInvite = ({
  send,
  openMail = openMailClient,
  watchFocusLoss = watchWindowBlur,
  mailClientTimeoutMs = inviteResetMs,
  initialValues,
  initialStatus = "editing",
}: UseInviteOptions) => {
  const [values, setValues] = useState<InviteValues>({ ...emptyValues, ...initialValues });
  const [touched, setTouched] = useState<Readonly<Record<keyof InviteValues, boolean>>>({
    fullName: initialValues?.fullName !== undefined,
    email: initialValues?.email !== undefined,
  });
  const [status, setStatus] = useState<InviteStatus>(initialStatus);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  /** Ends the mail client check: its timer and its focus listener. */
  const clearTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    stopWatching.current?.();
    stopWatching.current = undefined;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);

  const validation = useMemo(() => formErrors(InviteForm, values), [values]);
  const errorFor = (field: keyof InviteValues): string | undefined =>
    touched[field] && !validation.ok ? validation.errors[field]?.[0] : undefined;

  const setField = (field: keyof InviteValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof InviteValues) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async () => {
    setTouched({ fullName: true, email: true });
    if (!validation.ok || status === "sending") return;
    setStatus("sending");
    let answer: InviteAnswer;
    try {
      answer = await send(validation.value);
    } catch {
      setStatus("failed");
      return;
    }
    setStatus("opened");
    // A mail client that opens takes the focus from the page: that clears the check.
    clearTimer();
    stopWatching.current = watchFocusLoss(clearTimer);
    timer.current = setTimeout(() => {
      clearTimer();
      setStatus("noMailClient");
    }, mailClientTimeoutMs);
    openMail(inviteMailto(validation.value.email, answer));
  };

  const reset = () => {
    clearTimer();
    setValues(emptyValues);
    setTouched({ fullName: false, email: false });
    setStatus("editing");
  };

  return {
    values,
    status,
    errors: { fullName: errorFor("fullName"), email: errorFor("email") },
    isSending: status === "sending",
    /** Send is disabled while loading or while the form is invalid (access §5). */
    canSend: validation.ok && status !== "sending",
    setField,
    touch,
    submit,
    reset,
  };
};
