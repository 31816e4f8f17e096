import { makeMemoryStorage, makeTokenStore, startImpersonation } from "@haulboard/api";
import { describe, expect, it } from "vitest";
import { secondsLeft } from "./ImpersonationSession.ts";
import { restoreAdminSession } from "./useImpersonation.ts";

const base64Url = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const token = (claims: Record<string, unknown>) => `${base64Url({ alg: "none" })}.${base64Url(claims)}.`;

const adminStore = () => {
  const store = makeTokenStore(makeMemoryStorage());
  store.set("accessToken", token({ aud: "2", roles: ["160Admin"], did: "abcd1234" }));
  store.set("refreshToken", "admin-refresh");
  return store;
};

describe("the impersonation countdown", () => {
  it("starts at 600 seconds and counts whole seconds down to zero, never below", () => {
    expect(secondsLeft(1_000, 600, 1_000)).toBe(600);
    expect(secondsLeft(1_000, 600, 1_000 + 1_500)).toBe(599);
    expect(secondsLeft(1_000, 600, 1_000 + 600_000)).toBe(0);
    expect(secondsLeft(1_000, 600, 1_000 + 900_000)).toBe(0);
  });
});

describe("leaving an impersonation", () => {
  it("restores the admin's own tokens and tells the server while the user's token is valid", async () => {
    const store = adminStore();
    const adminAccess = store.get("accessToken");
    const exp = Math.floor(Date.now() / 1000) + 600;
    startImpersonation(store, {
      accessToken: token({ aud: "501", iid: "501", exp }),
      refreshToken: "user-refresh",
    });
    let told = 0;
    await restoreAdminSession(store, async () => {
      told += 1;
      // The server hears it with the impersonation token still in place.
      expect(store.get("accessToken")).not.toBe(adminAccess);
    });
    expect(told).toBe(1);
    expect(store.get("accessToken")).toBe(adminAccess);
    expect(store.get("refreshToken")).toBe("admin-refresh");
    expect(store.get("adminAccessToken")).toBeNull();
  });

  it("never sends an expired impersonation token (a 401 would end the admin's session)", async () => {
    const store = adminStore();
    const exp = Math.floor(Date.now() / 1000) - 1;
    startImpersonation(store, {
      accessToken: token({ aud: "501", iid: "501", exp }),
      refreshToken: "user-refresh",
    });
    let told = 0;
    await restoreAdminSession(store, async () => {
      told += 1;
    });
    expect(told).toBe(0);
    expect(store.get("adminAccessToken")).toBeNull();
    expect(store.get("refreshToken")).toBe("admin-refresh");
  });

  it("still restores the tokens when the server cannot be told", async () => {
    const store = adminStore();
    const exp = Math.floor(Date.now() / 1000) + 600;
    startImpersonation(store, { accessToken: token({ aud: "501", exp }), refreshToken: "user-refresh" });
    await restoreAdminSession(store, async () => {
      throw new Error("offline");
    });
    expect(store.get("refreshToken")).toBe("admin-refresh");
  });
});
