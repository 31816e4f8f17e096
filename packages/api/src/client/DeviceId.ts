import { deviceIdLength } from "@haulboard/domain";
import { makeMemoryStorage, type StorageLike, usableLocalStorage } from "./TokenStore.ts";

/** Where the browser's device id is kept. */
export const deviceIdStorageKey = "deviceId";

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `length` random characters of [a-z0-9] from `random` (crypto.getRandomValues by default). */
export const makeDeviceId = (
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
  length: number = deviceIdLength,
): string => Array.from(random(new Uint8Array(length)), (byte) => alphabet[byte % alphabet.length]).join("");

/** A storage that could not be written (private mode): a fresh id per process rather than none. */
const fallbackStorage = makeMemoryStorage();

/**
 * The 8-character device id the login, sign-up and impersonation payloads carry (access §3 `device_id`),
 * generated once per browser and kept in localStorage, so every sign-in from this browser names the same
 * device. A stored value of the wrong length is replaced.
 */
export const deviceId = (storage: StorageLike = usableLocalStorage() ?? fallbackStorage): string => {
  const stored = storage.getItem(deviceIdStorageKey);
  if (stored !== null && stored.length === deviceIdLength) return stored;
  const id = makeDeviceId();
  storage.setItem(deviceIdStorageKey, id);
  return id;
};
