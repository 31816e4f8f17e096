/**
 * What the header shows while an admin acts as a company user: who, for which company, and when the
 * 600-second session started (access §4 "Impersonation"). The tokens themselves live in the api
 * package's token store; this record only survives a page reload beside them.
 */
export interface ImpersonationSession {
  readonly companyId: number;
  readonly companyName: string;
  readonly userId: number;
  readonly userName: string;
  /** Epoch milliseconds when the current countdown started (reset by Renew). */
  readonly startedAt: number;
}

export const impersonationStorageKey = "impersonation";

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

const isSession = (value: unknown): value is ImpersonationSession => {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.companyId === "number" &&
    typeof record.companyName === "string" &&
    typeof record.userId === "number" &&
    typeof record.userName === "string" &&
    typeof record.startedAt === "number"
  );
};

export const readImpersonationSession = (): ImpersonationSession | undefined => {
  const raw = storage()?.getItem(impersonationStorageKey);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

export const writeImpersonationSession = (session: ImpersonationSession): void => {
  storage()?.setItem(impersonationStorageKey, JSON.stringify(session));
};

export const clearImpersonationSession = (): void => {
  storage()?.removeItem(impersonationStorageKey);
};

/** Whole seconds left of a session of `totalSeconds` that started at `startedAt`, never below zero. */
export const secondsLeft = (startedAt: number, totalSeconds: number, now: number = Date.now()): number =>
  Math.max(0, Math.ceil(totalSeconds - (now - startedAt) / 1000));
