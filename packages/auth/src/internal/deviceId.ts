import { deviceIdLength } from "@haulboard/domain";

const storageKey = "deviceId";
const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The 8-character device id the login payload carries (access §3), generated once per browser and kept in
 * localStorage so every sign-in from this browser names the same device.
 */
export const deviceId = (): string => {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(storageKey) ?? null;
  } catch {
    // No storage (private mode): a fresh id per sign-in.
  }
  if (stored !== null && stored.length === deviceIdLength) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(deviceIdLength));
  const id = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
  try {
    globalThis.localStorage?.setItem(storageKey, id);
  } catch {
    // Ignored: see above.
  }
  return id;
};
