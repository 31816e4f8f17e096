import { deviceIdLength } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { deviceId, deviceIdStorageKey, makeDeviceId } from "./DeviceId.ts";
import { makeMemoryStorage } from "./TokenStore.ts";

describe("the device id", () => {
  it("is 8 characters of lowercase letters and digits", () => {
    const id = makeDeviceId();
    expect(id).toHaveLength(deviceIdLength);
    expect(id).toMatch(/^[a-z0-9]{8}$/);
  });

  it("maps each random byte onto the alphabet", () => {
    const fixed = (bytes: Uint8Array<ArrayBuffer>) =>
      bytes.map((_, index) => [0, 25, 26, 35, 36, 255, 1, 2][index] ?? 0);
    expect(makeDeviceId(fixed)).toBe("az09adbc");
  });

  it("is generated once per browser and kept in storage", () => {
    const storage = makeMemoryStorage();
    const first = deviceId(storage);
    expect(storage.getItem(deviceIdStorageKey)).toBe(first);
    expect(deviceId(storage)).toBe(first);
  });

  it("replaces a stored value of the wrong length", () => {
    const storage = makeMemoryStorage();
    storage.setItem(deviceIdStorageKey, "short");
    const id = deviceId(storage);
    expect(id).toMatch(/^[a-z0-9]{8}$/);
    expect(storage.getItem(deviceIdStorageKey)).toBe(id);
  });

  it("still gives an id without a writable localStorage (Node here)", () => {
    expect(deviceId()).toMatch(/^[a-z0-9]{8}$/);
    expect(deviceId()).toBe(deviceId());
  });
});
